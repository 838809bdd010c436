export { Alert } from "./alert";
export type { AlertProps, AlertTone } from "./alert";
export { alertVariants } from "./alert.variants";
