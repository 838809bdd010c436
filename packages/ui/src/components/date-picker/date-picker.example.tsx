import { DatePicker } from "@eoffice/ui";

export function AppointmentDate({ onChange }: { onChange: (date: string | null) => void }) {
  return <DatePicker label="วันที่นัดหมาย" onChange={onChange} isRequired />;
}
