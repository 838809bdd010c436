/**
 * Shared focus-ring recipe (docs/style.md: used by every focusable primitive via `extend`). Visible only on
 * keyboard focus (`data-focus-visible`, set by react-aria), 2 px primary outline, and a system colour in
 * forced-colors mode.
 */
import { tv } from "./tv";

export const focusRing = tv({
  base: "outline outline-offset-2 outline-primary forced-colors:outline-[Highlight]",
  variants: {
    isFocusVisible: {
      false: "outline-0",
      true: "outline-2",
    },
  },
});
