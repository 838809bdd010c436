export { Modal, Dialog } from "./dialog";
export type { ModalProps, DialogProps } from "./dialog";
export { ConfirmationDialog } from "./confirmation-dialog";
export type { ConfirmationDialogProps } from "./confirmation-dialog";
export { modalOverlayVariants, modalVariants, dialogVariants, confirmationVariants } from "./dialog.variants";
