/**
 * Recipes of {@link Modal}, {@link Dialog} and {@link ConfirmationDialog} (docs/spec/shell-behaviour.md section 8:
 * 32 px padding, 16 px radius, 512 px wide from 960 px, tinted footer with the buttons right-aligned from 600 px,
 * icon beside the text from 600 px). Enter/exit fade by `data-entering` / `data-exiting`.
 */
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `modalOverlayVariants`: call it with the variant props (and `className` to merge). */
export const modalOverlayVariants = tv({
  base: [
    "fixed inset-0 z-[300] flex min-h-full items-center justify-center overflow-y-auto bg-black/60 p-4",
    "transition-opacity duration-(--duration-overlay)",
  ],
  variants: {
    isEntering: { true: "opacity-0" },
    isExiting: { true: "opacity-0" },
  },
});

/** tailwind-variants recipe `modalVariants`: call it with the variant props (and `className` to merge). */
export const modalVariants = tv({
  base: [
    "w-full max-w-lg overflow-hidden rounded-2xl border border-border bg-surface text-foreground shadow-2xl outline-0",
    "transition-transform duration-(--duration-entering) ease-(--ease-decelerate)",
    "forced-colors:border-[CanvasText] forced-colors:bg-[Canvas]",
  ],
  variants: {
    isEntering: { true: "scale-95" },
    isExiting: { true: "scale-95 duration-(--duration-exiting) ease-(--ease-accelerate)" },
  },
});

/** tailwind-variants recipe `dialogVariants`: call it with the variant props (and `className` to merge). */
export const dialogVariants = tv({
  slots: {
    base: "relative flex max-h-[inherit] flex-col outline-0",
    header: "flex items-start gap-4 p-6 pb-2 sm:p-8 sm:pb-2",
    title: "text-xl font-semibold text-foreground",
    body: "px-6 pb-6 text-sm text-muted sm:px-8 sm:pb-8",
    footer: "flex flex-col-reverse gap-2 bg-background px-6 py-4 sm:flex-row sm:justify-end sm:px-8",
    close: "absolute end-3 top-3",
  },
});

/** tailwind-variants recipe `confirmationVariants`: call it with the variant props (and `className` to merge). */
export const confirmationVariants = tv({
  slots: {
    content: "flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:items-start sm:p-8 sm:text-start",
    iconCircle: "flex size-10 shrink-0 items-center justify-center rounded-full",
    text: "flex flex-col gap-2",
    title: "text-xl font-semibold text-foreground",
    message: "text-sm text-muted",
  },
  variants: {
    tone: {
      danger: { iconCircle: "bg-warn/15 text-warn" },
      primary: { iconCircle: "bg-primary/15 text-primary" },
    },
  },
  defaultVariants: { tone: "danger" },
});
