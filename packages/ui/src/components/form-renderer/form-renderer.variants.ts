/**
 * Recipes of {@link FormRenderer} (the error summary, checkbox groups, the address fieldset) and
 * {@link FormSummary} (the GOV.UK summary list). States come from react-aria render props.
 */
import { tv } from "../../lib/tv";

/** The form: one column of fields, full width up to a readable measure (works from 360 px). */
export const formRendererVariants = tv({
  slots: {
    root: "flex w-full max-w-2xl min-w-0 flex-col gap-6",
    fieldset: "flex min-w-0 flex-col gap-4 border-0 p-0",
    legend: "mb-2 p-0 text-sm font-semibold text-foreground",
    addressGrid: "grid grid-cols-1 gap-4 sm:grid-cols-2",
    group: "flex min-w-0 flex-col gap-1.5",
    options: "flex flex-col gap-3 pt-1",
    actions: "flex flex-wrap items-center gap-3",
  },
});

/**
 * The error summary at the top of the form (GOV.UK "error summary"): a bordered box with a heading and a list
 * of links to the fields, focused when a submit finds errors.
 */
export const errorSummaryVariants = tv({
  slots: {
    root: [
      "rounded-lg border-2 border-warn bg-surface p-4 text-foreground outline-0",
      "focus-visible:ring-4 focus-visible:ring-warn/30 forced-colors:border-[Mark]",
    ],
    title: "text-base font-semibold",
    list: "mt-2 flex list-none flex-col gap-1.5 p-0",
    link: [
      "cursor-pointer rounded-xs text-sm font-medium text-warn underline underline-offset-2",
      "outline-offset-2 focus-visible:outline-2 focus-visible:outline-primary forced-colors:text-[LinkText]",
    ],
  },
});

/** The GOV.UK summary list: a row per answer (label, answer, "Change"), stacked below 640 px. */
export const formSummaryVariants = tv({
  slots: {
    root: "m-0 w-full min-w-0 border-t border-border text-sm text-foreground",
    row: "flex flex-col gap-1 border-b border-border py-3 sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:gap-4",
    key: "m-0 font-semibold",
    value: "m-0 min-w-0 break-words whitespace-pre-line",
    action: "m-0 sm:text-end",
    missing: "text-muted",
  },
});
