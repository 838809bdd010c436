/**
 * Recipes of {@link DatePicker}, {@link DateRangePicker} and their calendars (`date-picker.tsx`). The field box
 * follows the shared input box (`field.variants.ts`); state comes from react-aria render props.
 */
import { focusRing } from "../../lib/focus-ring";
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `datePickerVariants`: the field wrapper (label, box, help and error text). */
export const datePickerVariants = tv({ base: "group flex flex-col gap-1.5" });

/** The box holding the date segments and the calendar button (40 px high, like the other inputs). */
export const dateGroupVariants = tv({
  base: [
    "flex h-10 w-full min-w-0 items-center gap-1 rounded-lg border bg-surface ps-3 pe-1 text-sm text-foreground",
    "transition-colors duration-150",
    "forced-colors:border-[ButtonBorder] forced-colors:bg-[Field] forced-colors:text-[FieldText]",
  ],
  variants: {
    isHovered: { true: "" },
    isFocusWithin: {
      true: "border-primary ring-2 ring-primary/30 forced-colors:border-[Highlight]",
      false: "border-hint",
    },
    isInvalid: { true: "border-warn ring-warn/30 forced-colors:border-[Mark]" },
    isDisabled: {
      true: "cursor-not-allowed border-border bg-background text-disabled forced-colors:text-[GrayText]",
    },
  },
  compoundVariants: [
    { isHovered: true, isFocusWithin: false, isInvalid: false, isDisabled: false, className: "border-muted" },
  ],
  defaultVariants: { isFocusWithin: false },
});

/** The row of segments of one date (`dd/mm/yyyy` in the locale's order). */
export const dateInputVariants = tv({ base: "flex min-w-0 flex-1 items-center overflow-hidden whitespace-nowrap outline-0" });

/**
 * One editable part of a date (day, month, year) or a literal separator. An editable part is at least 24 px square
 * (WCAG 2.2 target size, 2.5.8), so that a one-digit day such as the 1st is as easy to tap as "12".
 */
export const dateSegmentVariants = tv({
  base: "min-w-6 rounded px-1 py-0.5 text-center tabular-nums outline-0 forced-color-adjust-none caret-transparent",
  variants: {
    type: { literal: "min-w-0 px-0 text-muted", day: "", month: "", year: "", era: "" },
    isPlaceholder: { true: "text-hint" },
    isFocused: {
      true: "bg-primary text-on-primary forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]",
    },
    isDisabled: { true: "text-disabled forced-colors:text-[GrayText]" },
  },
});

/** The calendar button at the end of the box (32 px square). */
export const calendarButtonVariants = tv({
  extend: focusRing,
  base: [
    "ms-auto flex size-8 shrink-0 cursor-default items-center justify-center rounded-md text-muted",
    "transition-colors duration-150 forced-colors:text-[ButtonText]",
  ],
  variants: {
    isHovered: { true: "bg-hover text-foreground" },
    isPressed: { true: "bg-hover" },
    isDisabled: { true: "text-disabled forced-colors:text-[GrayText]" },
  },
});

/** The calendar panel (inside the popover, or standalone). */
export const calendarVariants = tv({
  slots: {
    root: "w-fit p-3 text-foreground",
    header: "flex items-center justify-between gap-2 pb-2",
    heading: "flex-1 text-center text-sm font-semibold",
    grid: "border-separate border-spacing-0.5",
    headerCell: "size-9 text-xs font-medium text-muted",
  },
});

/** The previous / next month buttons of the calendar (36 px square). */
export const calendarNavButtonVariants = tv({
  extend: focusRing,
  base: [
    "flex size-9 cursor-default items-center justify-center rounded-full text-foreground",
    "transition-colors duration-150 forced-colors:text-[ButtonText]",
  ],
  variants: {
    isHovered: { true: "bg-hover" },
    isPressed: { true: "bg-hover" },
    isDisabled: { true: "text-disabled forced-colors:text-[GrayText]" },
  },
});

/** One day of the calendar grid (36 px circle; range selections join into a band). */
export const calendarCellVariants = tv({
  extend: focusRing,
  base: [
    "flex size-9 cursor-default items-center justify-center rounded-full text-sm tabular-nums",
    "forced-color-adjust-none forced-colors:text-[CanvasText]",
  ],
  variants: {
    isOutsideMonth: { true: "hidden" },
    isHovered: { true: "" },
    isPressed: { true: "bg-hover" },
    isToday: { true: "font-semibold underline decoration-2 underline-offset-4" },
    isSelected: {
      true: "bg-primary text-on-primary forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]",
    },
    isInRange: { true: "rounded-none bg-primary/15 text-foreground" },
    isSelectionStart: { true: "rounded-s-full" },
    isSelectionEnd: { true: "rounded-e-full" },
    isUnavailable: { true: "text-disabled line-through forced-colors:text-[GrayText]" },
    isDisabled: { true: "text-disabled forced-colors:text-[GrayText]" },
    isInvalid: { true: "bg-warn text-on-warn forced-colors:bg-[Mark]" },
  },
  compoundVariants: [
    { isHovered: true, isSelected: false, isDisabled: false, isUnavailable: false, className: "bg-hover" },
    { isInRange: true, isSelectionStart: true, className: "bg-primary text-on-primary" },
    { isInRange: true, isSelectionEnd: true, className: "bg-primary text-on-primary" },
  ],
});
