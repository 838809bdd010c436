/**
 * Recipes of the settings drawer (docs/spec/portal-spec.md section 2 "Layouts" and section 9: drawer 320 px wide;
 * docs/spec/shell-behaviour.md section 5: a 40 x 40 px tab on the right edge 275 px from the top, a header in primary,
 * 24 px body padding, sections separated by rules; options in grids).
 */
import { focusRing } from "../lib/focus-ring";
import { tv } from "../lib/tv";
import { settingsTriggerSlots } from "./settings-trigger.variants";

/** The drawer button, overlay, sheet and sections. */
export const settingsDrawerVariants = tv({
  slots: {
    ...settingsTriggerSlots,
    overlay: [
      "fixed inset-0 z-[300] bg-black/30 transition-opacity duration-(--duration-overlay)",
      "data-[entering]:opacity-0 data-[exiting]:opacity-0",
    ],
    sheet: [
      "fixed inset-y-0 right-0 flex w-full flex-col bg-surface text-foreground shadow-2xl outline-none sm:w-[320px]",
      "transition-transform duration-(--duration-entering) ease-(--ease-decelerate)",
      "data-[entering]:translate-x-full data-[exiting]:translate-x-full data-[exiting]:duration-(--duration-exiting)",
      "forced-colors:border-l forced-colors:border-[CanvasText]",
    ],
    dialog: "flex min-h-0 flex-1 flex-col outline-none",
    header: "flex h-20 shrink-0 items-center gap-3 bg-primary ps-6 pe-3 text-on-primary",
    title: "me-auto text-xl font-semibold",
    close: "inline-flex size-10 items-center justify-center rounded-full hover:bg-black/10",
    body: "flex min-h-0 flex-1 flex-col gap-8 overflow-y-auto p-6",
    section: "flex flex-col gap-4 border-t border-border pt-8 first:border-t-0 first:pt-0",
    sectionTitle: "text-base font-semibold",
  },
});

/** A radio group of option cards (themes, schemes, layouts). */
export const settingsOptionVariants = tv({
  extend: focusRing,
  base: [
    "relative flex cursor-pointer items-center gap-2 rounded-lg border-2 border-border px-3 py-2 text-sm font-medium text-foreground",
    "hover:bg-hover forced-colors:border-[ButtonBorder]",
  ],
  variants: {
    isSelected: { true: "border-primary bg-primary/10 forced-colors:border-[Highlight]" },
    shape: {
      pill: "",
      card: "flex-col items-stretch gap-1 p-1.5 text-center text-xs",
      row: "items-start",
    },
  },
  defaultVariants: { shape: "pill" },
});

/** The grid of a radio group. */
export const settingsGridVariants = tv({
  base: "grid gap-3",
  variants: { columns: { 1: "grid-cols-1", 2: "grid-cols-2", 3: "grid-cols-3" } },
});
