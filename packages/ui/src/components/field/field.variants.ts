/**
 * Recipes shared by every form field (TextField, Select, Checkbox, Form): label, help text, error text and
 * the input box. State comes from react-aria render props (`isFocused`, `isInvalid`, `isDisabled`).
 */
import { tv } from "../../lib/tv";

/** The field wrapper: label above, control, help and error text below. */
export const fieldVariants = tv({ base: "group flex flex-col gap-1.5" });

/** A field label (13-14 px, medium). */
export const labelVariants = tv({
  base: "w-fit cursor-default text-sm font-medium text-foreground",
  variants: { isDisabled: { true: "text-disabled forced-colors:text-[GrayText]" } },
});

/** Help text under a field. */
export const descriptionVariants = tv({ base: "text-xs text-muted" });

/** Error text under a field (warn colour, an icon, announced with the field). */
export const fieldErrorVariants = tv({
  base: "flex items-start gap-1 text-xs font-medium text-warn forced-colors:text-[Mark]",
});

/** The box of a text input, text area or select trigger. */
export const inputVariants = tv({
  base: [
    "w-full min-w-0 rounded-lg border bg-surface px-3 text-sm text-foreground outline-0",
    "placeholder:text-hint transition-colors duration-150",
    "forced-colors:border-[ButtonBorder] forced-colors:bg-[Field] forced-colors:text-[FieldText]",
  ],
  variants: {
    isMultiline: { true: "min-h-24 py-2", false: "h-10" },
    isHovered: { true: "" },
    isFocused: {
      true: "border-primary ring-2 ring-primary/30 forced-colors:border-[Highlight]",
      false: "border-hint",
    },
    isInvalid: { true: "border-warn ring-warn/30 forced-colors:border-[Mark]" },
    isDisabled: {
      true: "cursor-not-allowed border-border bg-background text-disabled forced-colors:text-[GrayText]",
    },
  },
  compoundVariants: [{ isHovered: true, isFocused: false, isInvalid: false, isDisabled: false, className: "border-muted" }],
  defaultVariants: { isMultiline: false, isFocused: false },
});
