/**
 * Recipes of {@link MessageThread}: a list of message bubbles up to 85 % of the width (100 % under 480 px),
 * the reader's own messages at the end edge in the primary tint, private ones (for example staff-only notes)
 * with a dashed caution border so that they are told apart without colour too (the label says it in words).
 */
import { tv, type VariantProps } from "../../lib/tv";

/** tailwind-variants recipe `messageThreadVariants`: the static parts. */
export const messageThreadVariants = tv({
  slots: {
    base: "flex w-full min-w-0 flex-col text-sm text-foreground",
    list: "m-0 flex list-none flex-col gap-3 p-0",
    meta: "flex flex-wrap items-baseline gap-x-2 gap-y-0.5",
    author: "font-medium",
    time: "text-xs text-muted tabular-nums",
    body: "break-words whitespace-pre-line",
    attachments: "mt-1",
    statusArea: "flex min-h-24 items-center justify-center",
  },
});

/** tailwind-variants recipe `messageVariants`: one message, by alignment and tone. */
export const messageVariants = tv({
  slots: {
    item: "flex w-full",
    bubble: [
      "flex w-full min-w-0 flex-col gap-1.5 rounded-2xl border p-3 sm:max-w-[85%]",
      "forced-colors:border-[CanvasText]",
    ],
    label: [
      "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold",
      "border-current",
    ],
  },
  variants: {
    align: {
      start: { item: "justify-start", bubble: "rounded-ss-sm" },
      end: { item: "justify-end", bubble: "rounded-se-sm" },
    },
    tone: {
      default: { bubble: "border-border bg-surface", label: "text-muted" },
      primary: { bubble: "border-primary/40 bg-primary-50 dark:bg-primary-900/40", label: "text-primary" },
      private: { bubble: "border-2 border-dashed border-caution bg-surface", label: "text-foreground" },
    },
  },
  defaultVariants: { align: "start", tone: "default" },
});

/** Variant props of {@link messageVariants}. */
export type MessageVariants = VariantProps<typeof messageVariants>;
