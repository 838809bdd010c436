/** Recipe of {@link ProgressBar} (`progress-bar.tsx`). */
import { tv, type VariantProps } from "../../lib/tv";

/** tailwind-variants recipe `progressBarVariants`: call it with the variant props (and `className` to merge). */
export const progressBarVariants = tv({
  slots: {
    base: "flex w-full flex-col gap-1.5",
    header: "flex items-baseline justify-between gap-3 text-sm",
    label: "font-medium text-foreground",
    value: "text-muted tabular-nums",
    track: "w-full overflow-hidden rounded-full bg-hover forced-colors:border forced-colors:border-[CanvasText]",
    fill: "h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none forced-colors:bg-[Highlight]",
  },
  variants: {
    size: {
      sm: { track: "h-1.5" },
      md: { track: "h-2.5" },
    },
    isIndeterminate: {
      true: { fill: "w-1/3 animate-pulse" },
    },
  },
  defaultVariants: { size: "md" },
});

/** Variant props of the recipe above. */
export type ProgressBarVariants = VariantProps<typeof progressBarVariants>;
