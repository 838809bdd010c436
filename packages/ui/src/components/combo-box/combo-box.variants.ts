/** Recipes of {@link ComboBox}: the input reuses the shared input box; options are list-box rows (`select.variants.ts`). */
import { focusRing } from "../../lib/focus-ring";
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `comboBoxButtonVariants`: the open-list button at the end of the input (32 px square). */
export const comboBoxButtonVariants = tv({
  extend: focusRing,
  base: [
    "absolute inset-y-0 end-1 my-auto flex size-8 cursor-default items-center justify-center rounded-md text-muted",
    "forced-colors:text-[ButtonText]",
  ],
  variants: {
    isHovered: { true: "bg-hover text-foreground" },
    isDisabled: { true: "text-disabled forced-colors:text-[GrayText]" },
  },
});

/** tailwind-variants recipe `comboBoxOptionTextVariants`: an option's label and its second line. */
export const comboBoxOptionTextVariants = tv({
  slots: {
    root: "flex min-w-0 flex-1 flex-col",
    label: "truncate",
    description: "truncate text-xs text-muted",
  },
});
