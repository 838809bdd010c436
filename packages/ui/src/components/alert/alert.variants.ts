/**
 * Recipe of {@link Alert}: a card with a 4 px start border and an icon in the tone's colour. One component-level
 * colour per tone (docs/style.md: colour through variables, not colour x variant class explosions).
 */
import { tv, type VariantProps } from "../../lib/tv";

/** tailwind-variants recipe `alertVariants`: call it with the variant props (and `className` to merge). */
export const alertVariants = tv({
  slots: {
    base: [
      "flex gap-3 rounded-lg border border-s-4 border-border bg-surface p-3 text-sm text-foreground",
      "border-s-(--alert-colour) forced-colors:border-[CanvasText]",
    ],
    icon: "mt-0.5 shrink-0 text-(--alert-colour) forced-colors:text-[CanvasText]",
    content: "flex min-w-0 flex-1 flex-col gap-0.5",
    title: "font-semibold",
    body: "text-muted",
  },
  variants: {
    tone: {
      info: { base: "[--alert-colour:var(--color-info)]" },
      success: { base: "[--alert-colour:var(--color-success)]" },
      warning: { base: "[--alert-colour:var(--color-caution)]" },
      error: { base: "[--alert-colour:var(--color-warn)]" },
    },
  },
  defaultVariants: { tone: "info" },
});

/** Variant props of the recipe above. */
export type AlertVariants = VariantProps<typeof alertVariants>;
