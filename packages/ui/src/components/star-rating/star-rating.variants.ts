/**
 * Recipes of {@link StarRating}: the group, one star (a radio whose label is the star; at least a 40 px tap
 * target at `md`), and the star graphic. Filled stars use the caution (amber) colour, empty ones the hint colour.
 */
import { focusRing } from "../../lib/focus-ring";
import { tv, type VariantProps } from "../../lib/tv";

/** tailwind-variants recipe `starRatingVariants`: the group and its static parts. */
export const starRatingVariants = tv({
  slots: {
    base: "flex flex-col gap-1.5 text-sm text-foreground",
    stars: "flex flex-wrap items-center",
    valueText: "ms-2 text-sm text-muted tabular-nums",
    star: "relative inline-block shrink-0",
    empty: "block text-hint forced-colors:text-[GrayText]",
    filled: "absolute inset-0 block overflow-hidden text-caution forced-colors:text-[Highlight]",
  },
  variants: {
    size: {
      sm: { star: "size-4" },
      md: { star: "size-7" },
      lg: { star: "size-9" },
    },
  },
  defaultVariants: { size: "md" },
});

/** tailwind-variants recipe `starRatingRadioVariants`: one star as a radio; react-aria render props flow in. */
export const starRatingRadioVariants = tv({
  extend: focusRing,
  base: "flex cursor-pointer items-center justify-center rounded-md transition-transform",
  variants: {
    size: { sm: "p-1", md: "p-1.5", lg: "p-1.5" },
    isPressed: { true: "scale-90" },
    isDisabled: { true: "cursor-not-allowed opacity-50" },
  },
  defaultVariants: { size: "md" },
});

/** Variant props of {@link starRatingVariants}. */
export type StarRatingVariants = VariantProps<typeof starRatingVariants>;
