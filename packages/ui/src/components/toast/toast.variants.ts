/**
 * Recipes of the toasts: a region fixed at the bottom end of the screen (above everything but the splash),
 * each toast a card with a start border in the tone's colour (same scheme as Alert).
 */
import { focusRing } from "../../lib/focus-ring";
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `toastRegionVariants`: call it with the variant props (and `className` to merge). */
export const toastRegionVariants = tv({
  extend: focusRing,
  base: "fixed end-4 bottom-4 z-[1000] flex w-[min(24rem,calc(100vw-2rem))] flex-col-reverse gap-2 rounded-xl",
});

/** tailwind-variants recipe `toastVariants`: call it with the variant props (and `className` to merge). */
export const toastVariants = tv({
  extend: focusRing,
  base: [
    "flex items-start gap-3 rounded-xl border border-s-4 border-border bg-surface p-3 text-sm text-foreground shadow-lg",
    "border-s-(--toast-colour) forced-colors:border-[CanvasText]",
  ],
  variants: {
    tone: {
      info: "[--toast-colour:var(--color-info)]",
      success: "[--toast-colour:var(--color-success)]",
      warning: "[--toast-colour:var(--color-caution)]",
      error: "[--toast-colour:var(--color-warn)]",
    },
  },
  defaultVariants: { tone: "info" },
});
