/**
 * ConfirmationDialog (docs/spec/shell-behaviour.md section 8): asks before an action, answers through `onConfirm` or
 * `onCancel`. Better than the template: an `alertdialog` with a name and description, keyboard reachable,
 * focus trapped and returned, Escape answers "cancel" (the template ignored it), Cancel gets the first focus
 * so Enter never confirms a destructive action by accident.
 */
import type { ReactNode } from "react";
import { Dialog as AriaDialog, Heading, Text } from "react-aria-components";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { Button } from "../button/button";
import { Icon } from "../icon/icon";
import { confirmationVariants, dialogVariants } from "./dialog.variants";
import { Modal } from "./dialog";

/** Props of {@link ConfirmationDialog}. */
export interface ConfirmationDialogProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called when the user confirms. The caller closes the dialog (sets `isOpen` false), possibly after work. */
  onConfirm: () => void;
  /** Called on Cancel, Escape, or a click outside when `isDismissable`. The caller closes the dialog. */
  onCancel: () => void;
  /** Heading. @default "Confirm action" / "ยืนยันการดำเนินการ" */
  title?: ReactNode;
  /** Message under the heading. @default "Are you sure you want to confirm this action?" (translated) */
  message?: ReactNode;
  /** Label of the confirm button. @default "Confirm" / "ยืนยัน" */
  confirmLabel?: string;
  /** Label of the cancel button. @default "Cancel" / "ยกเลิก" */
  cancelLabel?: string;
  /** `danger` (warn colours, for deleting) or `primary`. @default "danger" */
  tone?: "danger" | "primary";
  /** Shows a spinner on the confirm button and ignores presses while the action runs. @default false */
  isPending?: boolean;
  /** Whether a click on the backdrop cancels. @default false */
  isDismissable?: boolean;
}

/** A confirmation dialog. */
export function ConfirmationDialog({
  isOpen,
  onConfirm,
  onCancel,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = "danger",
  isPending = false,
  isDismissable = false,
}: ConfirmationDialogProps) {
  const strings = useUiStrings();
  const slots = confirmationVariants({ tone });
  const dialog = dialogVariants();
  return (
    <Modal
      isOpen={isOpen}
      isDismissable={isDismissable}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <AriaDialog role="alertdialog" data-slot="confirmation-dialog" data-tone={tone} className={dialog.base()}>
        <div className={slots.content()}>
          <span className={slots.iconCircle()} aria-hidden="true">
            <Icon name={tone === "danger" ? "triangle-alert" : "info"} size={22} />
          </span>
          <div className={slots.text()}>
            <Heading slot="title" className={slots.title()}>
              {title ?? strings.confirmTitle}
            </Heading>
            <Text slot="description" className={slots.message()}>
              {message ?? strings.confirmMessage}
            </Text>
          </div>
        </div>
        <div className={dialog.footer()}>
          <Button variant="secondary" onPress={onCancel} autoFocus>
            {cancelLabel ?? strings.cancel}
          </Button>
          <Button variant={tone === "danger" ? "danger" : "primary"} onPress={onConfirm} isPending={isPending}>
            {confirmLabel ?? strings.confirm}
          </Button>
        </div>
      </AriaDialog>
    </Modal>
  );
}
