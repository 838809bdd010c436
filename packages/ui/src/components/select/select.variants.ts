/** Recipes of {@link Select}: the trigger reuses the shared input box; options are list-box rows. */
import { focusRing } from "../../lib/focus-ring";
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `selectTriggerVariants`: call it with the variant props (and `className` to merge). */
export const selectTriggerVariants = tv({
  extend: focusRing,
  base: [
    "flex h-10 w-full cursor-default items-center justify-between gap-2 rounded-lg border bg-surface px-3",
    "text-start text-sm text-foreground transition-colors duration-150",
    "forced-colors:border-[ButtonBorder] forced-colors:bg-[Field] forced-colors:text-[FieldText]",
  ],
  variants: {
    isInvalid: { true: "border-warn forced-colors:border-[Mark]", false: "border-hint" },
    isHovered: { true: "" },
    isDisabled: { true: "cursor-not-allowed bg-background text-disabled forced-colors:text-[GrayText]" },
  },
  compoundVariants: [{ isHovered: true, isInvalid: false, className: "border-muted" }],
});

/** tailwind-variants recipe `listBoxVariants`: call it with the variant props (and `className` to merge). */
export const listBoxVariants = tv({ base: "max-h-72 overflow-auto p-1 outline-0" });

/** tailwind-variants recipe `listBoxItemVariants`: call it with the variant props (and `className` to merge). */
export const listBoxItemVariants = tv({
  base: [
    "flex cursor-default items-center gap-2 rounded-md px-3 py-2 text-sm text-foreground outline-0",
    "forced-color-adjust-none forced-colors:text-[CanvasText]",
  ],
  variants: {
    isFocused: { true: "bg-hover forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]" },
    isSelected: { true: "font-medium" },
    isDisabled: { true: "text-disabled forced-colors:text-[GrayText]" },
  },
});
