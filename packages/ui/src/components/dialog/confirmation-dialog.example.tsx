import { ConfirmationDialog } from "@eoffice/ui";

export function ConfirmSend({ isOpen, onSend, onCancel }: { isOpen: boolean; onSend: () => void; onCancel: () => void }) {
  return (
    <ConfirmationDialog
      isOpen={isOpen}
      title="ต้องการส่งคำร้องใช่หรือไม่"
      onConfirm={onSend}
      onCancel={onCancel}
    />
  );
}
