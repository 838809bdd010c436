/** Recipe of {@link FullscreenToggle} (`fullscreen-toggle.tsx`). */
import { tv, type VariantProps } from "../../lib/tv";

/** Slots: `base` (wrapper), `message` (the "not supported" bubble). */
export const fullscreenToggleVariants = tv({
  slots: {
    base: "relative inline-flex",
    /** The "not supported" message: a bubble under the button, above the page. */
    message: [
      "absolute end-0 top-full z-50 mt-2 w-64 rounded-lg border border-warn bg-surface px-3 py-2 text-sm",
      "text-foreground shadow-lg forced-colors:border-[CanvasText]",
    ],
  },
  variants: {
    isFullscreen: { true: {}, false: {} },
  },
});

export type FullscreenToggleVariants = VariantProps<typeof fullscreenToggleVariants>;
