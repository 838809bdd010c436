/** Recipe of {@link Spinner} (`spinner.tsx`). */
import { tv, type VariantProps } from "../../lib/tv";

/** tailwind-variants recipe `spinnerVariants`: call it with the variant props (and `className` to merge). */
export const spinnerVariants = tv({
  slots: {
    base: "inline-flex items-center justify-center",
    svg: "animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite] forced-colors:text-[CanvasText]",
    track: "opacity-25",
    arc: "opacity-90",
  },
  variants: {
    size: {
      sm: { svg: "size-4" },
      md: { svg: "size-6" },
      lg: { svg: "size-10" },
    },
  },
  defaultVariants: { size: "md" },
});

/** Variant props of the recipe above. */
export type SpinnerVariants = VariantProps<typeof spinnerVariants>;
