/** Recipe of {@link EmptyState}: a centred column with a 48 px icon disc, a title, help text and an action. */
import { tv, type VariantProps } from "../../lib/tv";

/** tailwind-variants recipe `emptyStateVariants`: call it with the variant props (and `className` to merge). */
export const emptyStateVariants = tv({
  slots: {
    base: "flex flex-col items-center justify-center gap-2 px-4 text-center text-foreground",
    icon: "mb-1 flex size-12 items-center justify-center rounded-full bg-hover text-muted forced-colors:border forced-colors:border-[CanvasText]",
    title: "max-w-prose text-base font-semibold text-balance",
    description: "max-w-prose text-sm text-muted",
    action: "mt-2 flex flex-wrap items-center justify-center gap-2",
  },
  variants: {
    size: {
      sm: { base: "py-6" },
      md: { base: "py-12" },
    },
  },
  defaultVariants: { size: "md" },
});

/** Variant props of the recipe above. */
export type EmptyStateVariants = VariantProps<typeof emptyStateVariants>;
