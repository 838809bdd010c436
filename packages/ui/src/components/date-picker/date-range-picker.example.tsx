import { DateRangePicker } from "@eoffice/ui";

export function BookingDates() {
  return <DateRangePicker label="ช่วงวันที่จอง" isRequired />;
}
