import { ThaiAddressPicker } from "@eoffice/ui";

export function HomeAddress() {
  return <ThaiAddressPicker label="ที่อยู่ตามทะเบียนบ้าน" isRequired />;
}
