import { Checkbox } from "@eoffice/ui";

export function Consent() {
  return <Checkbox isRequired>ยินยอมให้เทศบาลใช้ข้อมูลเพื่อดำเนินการคำร้อง</Checkbox>;
}
