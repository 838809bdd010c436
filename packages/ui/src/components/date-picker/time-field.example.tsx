import { TimeField } from "@eoffice/ui";

export function AppointmentTime() {
  return <TimeField label="เวลานัดหมาย" />;
}
