/** Recipe of {@link Badge}: a 16 px (sm) or 20 px (md) pill with 10-12 px bold text. */
import { tv, type VariantProps } from "../../lib/tv";

/** tailwind-variants recipe `badgeVariants`: call it with the variant props (and `className` to merge). */
export const badgeVariants = tv({
  base: [
    "inline-flex min-w-4 items-center justify-center rounded-full px-1 font-semibold tabular-nums leading-none",
    "forced-colors:border forced-colors:border-[CanvasText]",
  ],
  variants: {
    tone: {
      primary: "bg-primary text-on-primary",
      accent: "bg-accent text-on-accent",
      info: "bg-info text-on-info",
      success: "bg-success text-on-success",
      warn: "bg-warn text-on-warn",
    },
    size: { sm: "h-4 text-[10px]", md: "h-5 min-w-5 px-1.5 text-xs" },
  },
  defaultVariants: { tone: "primary", size: "sm" },
});

/** Variant props of the recipe above. */
export type BadgeVariants = VariantProps<typeof badgeVariants>;
