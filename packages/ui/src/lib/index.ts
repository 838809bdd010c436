// Barrel of the shared helpers.
export { tv } from "./tv";
export type { VariantProps } from "./tv";
export { focusRing } from "./focus-ring";
