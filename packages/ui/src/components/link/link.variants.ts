/** Recipe of {@link Link}: inline (underlined, in running text) or standalone; focus ring via `extend`. */
import { focusRing } from "../../lib/focus-ring";
import { tv, type VariantProps } from "../../lib/tv";

/** tailwind-variants recipe `linkVariants`: call it with the variant props (and `className` to merge). */
export const linkVariants = tv({
  extend: focusRing,
  base: "cursor-pointer rounded-xs text-primary underline-offset-2 transition-colors forced-colors:text-[LinkText]",
  variants: {
    variant: {
      inline: "underline decoration-primary/60 hover:decoration-primary",
      standalone: "font-medium no-underline hover:underline",
    },
    isDisabled: { true: "cursor-default text-disabled no-underline forced-colors:text-[GrayText]" },
  },
  defaultVariants: { variant: "inline" },
});

/** Variant props of the recipe above. */
export type LinkVariants = VariantProps<typeof linkVariants>;
