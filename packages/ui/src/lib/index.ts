// Barrel of the shared helpers.
export { tv } from "./tv";
export type { VariantProps } from "./tv";
export { focusRing } from "./focus-ring";
export { BREAKPOINTS, useMediaQuery, useBreakpoint } from "./use-media-query";
export type { Breakpoint } from "./use-media-query";
export {
  isValidThaiNationalId,
  thaiNationalIdCheckDigit,
  formatThaiNationalId,
  toAsciiDigits,
  digitsOnly,
} from "./thai-national-id";
export { lazyOnce, loadOnce } from "./load-once";
export type { OnceLoader } from "./load-once";
export { useOpenOverlay } from "./use-open-overlay";
