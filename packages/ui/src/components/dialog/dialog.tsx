/**
 * Modal and Dialog (react-aria ModalOverlay, Modal, Dialog): focus moves into the dialog and is trapped there,
 * Escape closes (unless `isKeyboardDismissDisabled`), focus returns to the trigger, the page behind is inert and
 * does not scroll. Rendered in a portal: theme and language come from `<html>`.
 */
import type { ReactNode } from "react";
import {
  Dialog as AriaDialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  composeRenderProps,
  type DialogProps as AriaDialogProps,
  type ModalOverlayProps,
} from "react-aria-components";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { Button } from "../button/button";
import { Icon } from "../icon/icon";
import { dialogVariants, modalOverlayVariants, modalVariants } from "./dialog.variants";

/**
 * Props of {@link Modal}: react-aria's `ModalOverlayProps`: `isOpen`, `onOpenChange`, `defaultOpen`,
 * `isDismissable` (click outside closes; @default false), `isKeyboardDismissDisabled` (@default false).
 */
export type ModalProps = ModalOverlayProps;

/** A centred modal panel (max 512 px wide) over a 60 % black backdrop. Put a {@link Dialog} inside. */
export function Modal({ className, children, ...props }: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      className={(renderProps) => modalOverlayVariants(renderProps)}
    >
      <AriaModal
        data-slot="modal"
        className={composeRenderProps(className, (className, renderProps) => modalVariants({ ...renderProps, className }))}
      >
        {children}
      </AriaModal>
    </ModalOverlay>
  );
}

/** Props of {@link Dialog}: react-aria's `DialogProps` (`role` "dialog" | "alertdialog", `aria-label`...) plus: */
export interface DialogProps extends Omit<AriaDialogProps, "children"> {
  /** The heading; it also names the dialog. Without one, pass `aria-label`. */
  title?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Buttons in the tinted footer, right-aligned from 600 px. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Shows a top-right close (X) button named "Close" / "ปิด". @default true */
  showCloseButton?: boolean;
}

/** A dialog with a title, a body and optional footer buttons. */
export function Dialog({ title, children, footer, showCloseButton = true, className, ...props }: DialogProps) {
  const strings = useUiStrings();
  const slots = dialogVariants();
  return (
    <AriaDialog {...props} data-slot="dialog" className={slots.base({ className })}>
      {({ close }) => (
        <>
          {title && (
            <div className={slots.header()}>
              <Heading slot="title" className={slots.title()}>
                {title}
              </Heading>
            </div>
          )}
          <div className={slots.body()}>{children}</div>
          {footer && <div className={slots.footer()}>{typeof footer === "function" ? footer(close) : footer}</div>}
          {showCloseButton && (
            <Button variant="quiet" size="sm" aria-label={strings.close} onPress={close} className={slots.close({ className: "w-8 px-0" })}>
              <Icon name="x" size={18} />
            </Button>
          )}
        </>
      )}
    </AriaDialog>
  );
}
