import { TextField } from "@eoffice/ui";

export function Phone() {
  return <TextField label="เบอร์โทรศัพท์" type="tel" description="เช่น 081 234 5678" isRequired />;
}
