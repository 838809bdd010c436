/**
 * Recipes shared by the top-bar widgets (`widgets/panel/`): the icon trigger and the panel surface used by
 * the shortcuts, messages and notifications panels (docs/spec/shell-behaviour.md section 7: full-screen below 600 px,
 * 360 px wide from 600 px with a 16 px radius and content at most 480 px tall).
 */
import { tv, type VariantProps } from "../../lib/tv";

/** The 40 px round icon-only trigger (merged over the Button recipe's classes). */
export const topBarButtonVariants = tv({
  base: "relative size-10 rounded-full px-0 text-foreground",
});

/** Surface of a top-bar panel, in its two presentations. */
export const topBarPanelVariants = tv({
  slots: {
    overlay: "fixed inset-0 z-50 bg-black/60",
    modal: "fixed inset-0 flex flex-col bg-surface text-foreground outline-none",
    popover: [
      "w-[360px] max-w-[calc(100vw-16px)] overflow-hidden rounded-2xl border border-border bg-surface text-foreground",
      "shadow-xl outline-none forced-colors:border-[CanvasText]",
    ],
    dialog: "flex max-h-full min-h-0 flex-1 flex-col outline-none",
    header: "flex min-h-16 shrink-0 items-center gap-2 bg-primary py-3 ps-6 pe-3 text-on-primary",
    title: "me-auto truncate text-lg font-semibold",
    headerButton: "text-on-primary",
    body: "min-h-0 flex-1 overflow-y-auto",
  },
  variants: {
    presentation: {
      modal: { body: "" },
      popover: { body: "max-h-[480px]" },
    },
  },
});

export type TopBarPanelVariants = VariantProps<typeof topBarPanelVariants>;

/** Content shared inside the panels: empty state, loading and error blocks. */
export const panelContentVariants = tv({
  slots: {
    empty: "flex flex-col items-center px-8 py-12 text-center",
    emptyIcon: "flex size-14 items-center justify-center rounded-full bg-primary-100 text-primary-700 dark:bg-primary-900 dark:text-primary-100",
    emptyTitle: "mt-5 text-2xl font-semibold",
    emptyHint: "mt-1 max-w-60 text-base text-muted",
    loading: "flex justify-center px-6 py-10",
    error: "m-4 rounded-lg border border-warn px-4 py-3 text-sm text-foreground",
  },
});
