/** Recipes of the menu parts: rows 36 px tall, hover/focus tint, a check for the current choice. */
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `menuVariants`: call it with the variant props (and `className` to merge). */
export const menuVariants = tv({ base: "max-h-[inherit] min-w-36 overflow-auto p-1 outline-0" });

/** tailwind-variants recipe `menuItemVariants`: call it with the variant props (and `className` to merge). */
export const menuItemVariants = tv({
  base: [
    "group flex min-h-9 cursor-default items-center gap-3 rounded-md px-3 py-2 text-sm text-foreground outline-0",
    "forced-color-adjust-none forced-colors:text-[CanvasText]",
  ],
  variants: {
    isFocused: { true: "bg-hover forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]" },
    isDisabled: { true: "text-disabled forced-colors:text-[GrayText]" },
    isDanger: { true: "text-warn" },
  },
});

/** tailwind-variants recipe `menuSectionHeaderVariants`: call it with the variant props (and `className` to merge). */
export const menuSectionHeaderVariants = tv({ base: "px-3 pt-2 pb-1 text-xs text-muted" });

/** tailwind-variants recipe `menuSeparatorVariants`: call it with the variant props (and `className` to merge). */
export const menuSeparatorVariants = tv({ base: "mx-2 my-1 border-t border-border forced-colors:border-[CanvasText]" });
