import { Button } from "@eoffice/ui";

export function SendButton({ isSending, onSend }: { isSending: boolean; onSend: () => void }) {
  return (
    <Button variant="primary" isPending={isSending} onPress={onSend}>
      ส่งคำร้อง
    </Button>
  );
}
