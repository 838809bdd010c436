/**
 * Recipes of {@link RadioGroup}: the group, the option row and its circle (`list`), or the option as a pill with a
 * check mark (`pills`, a one-tap answer). States come from react-aria render props.
 */
import { focusRing } from "../../lib/focus-ring";
import { tv } from "../../lib/tv";

/** The group: label, help, options, error; the options stack (`list`) or wrap in a row (`pills`). */
export const radioGroupVariants = tv({
  slots: {
    root: "flex min-w-0 flex-col gap-1.5",
    options: "flex pt-1",
  },
  variants: {
    appearance: {
      list: { options: "flex-col gap-3" },
      pills: { options: "flex-row flex-wrap gap-2" },
    },
  },
  defaultVariants: { appearance: "list" },
});

/** One radio option of the `list` appearance: the row (label) with its circle. */
export const radioVariants = tv({
  base: "group flex cursor-default items-start gap-2 text-sm text-foreground",
  variants: {
    isDisabled: { true: "cursor-not-allowed text-disabled forced-colors:text-[GrayText]" },
  },
});

/** The 18 px circle of a radio; a dot when selected. */
export const radioCircleVariants = tv({
  extend: focusRing,
  base: "mt-px flex size-[18px] shrink-0 items-center justify-center rounded-full border-2 bg-surface transition-colors duration-150",
  variants: {
    isSelected: {
      false: "border-muted",
      true: "border-primary after:size-2 after:rounded-full after:bg-primary forced-colors:border-[Highlight] forced-colors:after:bg-[Highlight]",
    },
    isInvalid: { true: "border-warn forced-colors:border-[Mark]" },
    isDisabled: { true: "border-disabled opacity-60 forced-colors:border-[GrayText]" },
  },
});

/**
 * One option of the `pills` appearance: a 44 px high pill; selected shows by a filled pill AND a check mark, never
 * by colour alone (WCAG 1.4.1).
 */
export const radioPillVariants = tv({
  extend: focusRing,
  base: "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors duration-150",
  variants: {
    isSelected: {
      false: "border-border bg-surface text-foreground",
      true: "border-primary bg-primary/10 text-primary forced-colors:border-[Highlight]",
    },
    isInvalid: { true: "border-warn forced-colors:border-[Mark]" },
    isDisabled: { true: "cursor-not-allowed opacity-60 forced-colors:text-[GrayText]" },
  },
});
