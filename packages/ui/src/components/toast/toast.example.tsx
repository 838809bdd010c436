import { Button, showToast } from "@eoffice/ui";

export function SaveButton() {
  return <Button onPress={() => showToast({ title: "บันทึกแล้ว", tone: "success" })}>บันทึก</Button>;
}
