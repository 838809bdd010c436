/**
 * Recipe of {@link Timeline}: an ordered list with a 2 px rail at the start edge and a 12 px dot per event in
 * the event's tone (one component-level colour variable per tone, docs/style.md).
 */
import { tv, type VariantProps } from "../../lib/tv";

/** tailwind-variants recipe `timelineVariants`: call it with the variant props (and `className` to merge). */
export const timelineVariants = tv({
  slots: {
    base: "flex flex-col text-sm text-foreground",
    list: "relative m-0 flex list-none flex-col p-0",
    item: [
      "relative flex gap-3 pb-5 last:pb-0",
      // The rail: from under this dot to the next one.
      "before:absolute before:start-[5px] before:top-4 before:bottom-0 before:w-0.5 before:bg-border last:before:hidden",
      "forced-colors:before:bg-[CanvasText]",
    ],
    dot: [
      "relative z-10 mt-1 size-3 shrink-0 rounded-full border-2 border-surface bg-(--timeline-colour)",
      "ring-1 ring-(--timeline-colour) forced-colors:bg-[CanvasText]",
    ],
    body: "flex min-w-0 flex-1 flex-col gap-1",
    meta: "flex flex-wrap items-baseline gap-x-2 gap-y-0.5",
    actor: "font-medium",
    time: "text-xs text-muted tabular-nums",
    change: "flex flex-wrap items-center gap-1.5",
    status: "inline-flex max-w-full items-center rounded-full border border-border bg-hover px-2 py-0.5 text-xs font-medium break-words",
    arrow: "shrink-0 text-muted rtl:rotate-180",
    comment: "break-words whitespace-pre-line text-foreground",
    attachments: "inline-flex items-center gap-1 text-xs text-muted",
    statusArea: "flex min-h-24 items-center justify-center",
  },
  variants: {
    tone: {
      neutral: { item: "[--timeline-colour:var(--color-hint)]" },
      info: { item: "[--timeline-colour:var(--color-info)]" },
      success: { item: "[--timeline-colour:var(--color-success)]" },
      caution: { item: "[--timeline-colour:var(--color-caution)]" },
      warn: { item: "[--timeline-colour:var(--color-warn)]" },
      primary: { item: "[--timeline-colour:var(--color-primary)]" },
    },
  },
  defaultVariants: { tone: "primary" },
});

/** Variant props of the recipe above. */
export type TimelineVariants = VariantProps<typeof timelineVariants>;
