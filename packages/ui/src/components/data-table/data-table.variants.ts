/**
 * Recipes of {@link DataTable}: the toolbar, the table (header, rows, cells), the narrow-screen cards and the
 * pager. States come from react-aria render props (`isFocusVisible`, `isSelected`, `isHovered`, `sortDirection`).
 */
import { focusRing } from "../../lib/focus-ring";
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `dataTableVariants`: the frame and its static parts. */
export const dataTableVariants = tv({
  slots: {
    base: "flex w-full min-w-0 flex-col gap-3 text-sm text-foreground",
    toolbar: "flex flex-wrap items-end gap-3",
    filter: "min-w-0 flex-1 basis-48",
    scroller: "relative w-full overflow-x-auto rounded-lg border border-border bg-surface forced-colors:border-[CanvasText]",
    table: "w-full border-collapse text-start",
    header: "border-b border-border bg-background/60",
    status: "flex min-h-32 items-center justify-center p-4",
    cardList: "flex flex-col gap-2 outline-0",
    cardField: "grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-baseline gap-x-3 gap-y-1",
    cardLabel: "text-xs font-medium text-muted",
    cardValue: "min-w-0 break-words",
    pager: "flex flex-wrap items-center justify-between gap-x-4 gap-y-2",
    pagerGroup: "flex flex-wrap items-center gap-2",
    pagerText: "text-sm text-muted tabular-nums",
    selectedCount: "text-sm text-muted",
  },
});

/** tailwind-variants recipe `dataTableColumnVariants`: a column header cell. */
export const dataTableColumnVariants = tv({
  extend: focusRing,
  base: "h-10 px-3 text-start align-middle text-xs font-semibold text-muted whitespace-nowrap -outline-offset-2",
  variants: {
    allowsSorting: { true: "cursor-pointer select-none hover:text-foreground" },
    align: { start: "text-start", end: "text-end" },
    isSelectionColumn: { true: "w-10 px-2" },
  },
  defaultVariants: { align: "start" },
});

/** tailwind-variants recipe `dataTableRowVariants`: a row of the table. */
export const dataTableRowVariants = tv({
  extend: focusRing,
  base: "border-b border-border last:border-b-0 -outline-offset-2",
  variants: {
    isHovered: { true: "bg-hover" },
    isSelected: { true: "bg-primary-50 dark:bg-primary-900/40 forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]" },
    isDisabled: { true: "text-disabled" },
    isInteractive: { true: "cursor-pointer" },
  },
});

/** tailwind-variants recipe `dataTableCellVariants`: a body cell. */
export const dataTableCellVariants = tv({
  extend: focusRing,
  base: "px-3 py-2.5 align-middle -outline-offset-2",
  variants: {
    align: { start: "text-start", end: "text-end tabular-nums" },
    isSelectionColumn: { true: "w-10 px-2" },
  },
  defaultVariants: { align: "start" },
});

/** tailwind-variants recipe `dataTableCardVariants`: one row shown as a card on narrow screens. */
export const dataTableCardVariants = tv({
  extend: focusRing,
  base: "flex items-start gap-3 rounded-lg border border-border bg-surface p-3 forced-colors:border-[CanvasText]",
  variants: {
    isHovered: { true: "bg-hover" },
    isSelected: { true: "border-primary bg-primary-50 dark:bg-primary-900/40 forced-colors:border-[Highlight]" },
    isInteractive: { true: "cursor-pointer" },
  },
});

/** tailwind-variants recipe `dataTableCheckboxVariants`: the 18 px box of the selection checkbox. */
export const dataTableCheckboxVariants = tv({
  extend: focusRing,
  base: "flex size-[18px] shrink-0 items-center justify-center rounded border-2 transition-colors",
  variants: {
    isSelected: {
      false: "border-muted bg-surface",
      true: "border-primary bg-primary text-on-primary forced-colors:border-[Highlight] forced-colors:bg-[Highlight]",
    },
  },
});

/** tailwind-variants recipe `dataTableSortIconVariants`: the sort arrow of a sortable column. */
export const dataTableSortIconVariants = tv({
  base: "ms-1 inline-block shrink-0 align-middle transition-transform",
  variants: {
    direction: {
      ascending: "rotate-180 text-foreground",
      descending: "text-foreground",
      none: "opacity-40",
    },
  },
});

