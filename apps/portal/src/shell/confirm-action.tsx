/**
 * Asks for confirmation before a destructive action (shell-behaviour.md section 8 "Confirmation").
 */
import { Button } from "@eoffice/ui";

/** Props of {@link ConfirmAction}. */
export interface ConfirmActionProps {
  /** Whether the question is shown. */
  isOpen: boolean;
  /** Title of the question. */
  title: string;
  /** What will happen. */
  message: string;
  /** Label of the confirming button. */
  confirmLabel: string;
  /** Label of the button that keeps things as they are. */
  cancelLabel: string;
  /** `danger` for destructive actions. @default "danger" */
  tone?: "danger" | "primary";
  /** The action is running. @default false */
  isPending?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A confirmation question with confirm and cancel buttons. */
export function ConfirmAction({
  isOpen,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = "danger",
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmActionProps) {
  if (!isOpen) return null;
  return (
    <div role="alertdialog" aria-label={title} className="rounded-2xl border border-border bg-surface p-6 shadow-lg">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-muted">{message}</p>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onPress={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant={tone === "danger" ? "danger" : "primary"} isPending={isPending} onPress={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
