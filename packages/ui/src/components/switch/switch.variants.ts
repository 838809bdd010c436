/** Recipes of {@link Switch}: a 36 x 20 px track with a 16 px thumb; states from react-aria render props. */
import { focusRing } from "../../lib/focus-ring";
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `switchVariants`: the row (track and label). */
export const switchVariants = tv({
  base: "group flex cursor-default items-center gap-2 text-sm text-foreground",
  variants: {
    isDisabled: { true: "cursor-not-allowed text-disabled forced-colors:text-[GrayText]" },
  },
});

/** tailwind-variants recipe `switchTrackVariants`: the track, with the shared focus ring. */
export const switchTrackVariants = tv({
  extend: focusRing,
  base: "flex h-5 w-9 shrink-0 items-center rounded-full border-2 border-transparent px-px transition-colors duration-150",
  variants: {
    isSelected: {
      false: "bg-hint forced-colors:border-[ButtonBorder] forced-colors:bg-[ButtonFace]",
      true: "bg-primary forced-colors:bg-[Highlight]",
    },
    isDisabled: { true: "opacity-50" },
  },
});

/** tailwind-variants recipe `switchThumbVariants`: the 16 px thumb, sliding to the end when on. */
export const switchThumbVariants = tv({
  base: "size-4 rounded-full bg-surface shadow-sm transition-transform duration-150 forced-colors:bg-[ButtonText]",
  variants: {
    isSelected: { true: "translate-x-4 rtl:-translate-x-4 forced-colors:bg-[HighlightText]" },
  },
});
