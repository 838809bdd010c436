import { Button, EmptyState } from "@eoffice/ui";

export function NoRequests({ onNew }: { onNew: () => void }) {
  return (
    <EmptyState
      title="ยังไม่มีคำร้อง"
      description="คำร้องที่ท่านยื่นจะแสดงที่นี่"
      action={<Button onPress={onNew}>ยื่นคำร้อง</Button>}
    />
  );
}
