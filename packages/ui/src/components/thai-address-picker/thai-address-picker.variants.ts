/**
 * Recipes of {@link ThaiAddressPicker} (`thai-address-picker.tsx`): a responsive grid of four fields (one
 * column on phones, two from 600 px); each combo box reuses the shared input box and list-box rows.
 */
import { focusRing } from "../../lib/focus-ring";
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `thaiAddressPickerVariants`: the group, its legend, the grid and the load-error row. */
export const thaiAddressPickerVariants = tv({
  slots: {
    root: "m-0 min-w-0 border-0 p-0",
    legend: "mb-3 p-0 text-sm font-semibold text-foreground",
    grid: "grid grid-cols-1 gap-4 sm:grid-cols-2",
    level: "flex min-w-0 flex-col gap-1.5",
  },
});

/** The open-list button at the end of a combo box input (32 px square). */
export const addressComboButtonVariants = tv({
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
