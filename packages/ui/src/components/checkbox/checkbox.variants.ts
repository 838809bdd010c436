/** Recipes of {@link Checkbox}: the row and the 18 px box; states from react-aria render props. */
import { focusRing } from "../../lib/focus-ring";
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `checkboxFieldVariants`: the wrapper (box row, help and error text). */
export const checkboxFieldVariants = tv({ base: "flex flex-col gap-1" });

/** tailwind-variants recipe `checkboxVariants`: call it with the variant props (and `className` to merge). */
export const checkboxVariants = tv({
  base: "group flex cursor-default items-center gap-2 text-sm text-foreground transition",
  variants: {
    isDisabled: { true: "cursor-not-allowed text-disabled forced-colors:text-[GrayText]" },
  },
});

/** tailwind-variants recipe `checkboxBoxVariants`: call it with the variant props (and `className` to merge). */
export const checkboxBoxVariants = tv({
  extend: focusRing,
  base: "flex size-[18px] shrink-0 items-center justify-center rounded border-2 transition-colors duration-150",
  variants: {
    isSelected: {
      false: "border-muted bg-surface",
      true: "border-primary bg-primary text-on-primary forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]",
    },
    isInvalid: { true: "border-warn forced-colors:border-[Mark]" },
    isDisabled: { true: "border-disabled opacity-60 forced-colors:border-[GrayText]" },
  },
  compoundVariants: [{ isSelected: true, isInvalid: true, className: "bg-warn" }],
});
