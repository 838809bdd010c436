/** Recipes of {@link TextField} (`text-field.tsx`); the input box itself is the shared `inputVariants`. */
import { focusRing } from "../../lib/focus-ring";
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `textFieldVariants`: call it with the variant props (and `className` to merge). */
export const textFieldVariants = tv({ base: "group flex flex-col gap-1.5" });

/** The show/hide password button inside the input (32 px square). */
export const revealButtonVariants = tv({
  extend: focusRing,
  base: [
    "absolute inset-y-0 end-1 my-auto flex size-8 cursor-default items-center justify-center rounded-md",
    "text-muted hover:bg-hover hover:text-foreground forced-colors:text-[ButtonText]",
  ],
});
