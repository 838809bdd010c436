export { QrCode } from "./qr-code";
export type { QrCodeProps, QrErrorCorrection } from "./qr-code";
export { qrCodeVariants, qrCopyButtonVariants } from "./qr-code.variants";
