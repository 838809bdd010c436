/**
 * Recipe of {@link Popover}: a card-coloured floating panel. Entering and exiting fade by react-aria's
 * `data-entering` / `data-exiting` (docs/style.md pitfalls), with the motion tokens (225 ms in, 195 ms out).
 */
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `popoverVariants`: call it with the variant props (and `className` to merge). */
export const popoverVariants = tv({
  base: [
    "min-w-36 rounded-xl border border-border bg-surface text-foreground shadow-lg outline-0",
    "transition-opacity duration-(--duration-entering) ease-(--ease-decelerate)",
    "forced-colors:border-[CanvasText] forced-colors:bg-[Canvas]",
  ],
  variants: {
    isEntering: { true: "opacity-0" },
    isExiting: { true: "opacity-0 duration-(--duration-exiting) ease-(--ease-accelerate)" },
  },
});
