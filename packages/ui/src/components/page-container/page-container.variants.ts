/** Recipe of {@link PageContainer}: the gutters and the readable width of a page's content. */
import { tv } from "../../lib/tv";

/** Classes of a {@link PageContainer}; `size` is its largest width, `gutters` its padding from the page's edges. */
export const pageContainerVariants = tv({
  base: "mx-auto flex w-full min-w-0 flex-col gap-6",
  variants: {
    size: {
      narrow: "max-w-3xl",
      default: "max-w-7xl",
      full: "max-w-none",
    },
    gutters: {
      true: "px-4 py-6 sm:px-6 lg:px-8",
      false: "",
    },
  },
  defaultVariants: { size: "default", gutters: true },
});
