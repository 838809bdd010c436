export { Popover } from "./popover";
export type { PopoverProps } from "./popover";
export { popoverVariants } from "./popover.variants";
