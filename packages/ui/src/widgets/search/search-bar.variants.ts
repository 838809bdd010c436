/**
 * Recipe of {@link SearchBar} (`search-bar.tsx`). Open, the bar covers the header row it sits in
 * (shell-behaviour.md section 7 "Bar": the positioned ancestor, z 99 - here `z-[99]`), and the results hang
 * below it, at most 512 px tall.
 */
import { tv, type VariantProps } from "../../lib/tv";

export const searchBarVariants = tv({
  slots: {
    base: "inline-flex",
    bar: "absolute inset-0 z-[99] flex items-center gap-3 bg-surface px-4 text-foreground shadow-md sm:px-6",
    field: "flex min-w-0 flex-1 items-center gap-3",
    input: [
      "h-full min-w-0 flex-1 bg-transparent py-3 text-base text-foreground outline-none placeholder:text-hint",
      "[&::-webkit-search-cancel-button]:hidden",
    ],
    results: [
      "absolute inset-x-0 top-full mt-px overflow-hidden rounded-b-xl border border-border bg-surface",
      "text-foreground shadow-lg",
    ],
    /** The list scrolls itself (at most 512 px tall) so that arrow keys keep the active result in view. */
    list: "max-h-[512px] overflow-y-auto py-2 outline-none",
    item: [
      "relative flex cursor-default flex-col px-6 py-2 outline-none",
      "data-hovered:bg-hover data-focused:bg-hover data-focus-visible:bg-hover",
      "data-focused:outline-2 data-focused:-outline-offset-2 data-focused:outline-primary",
      "forced-colors:data-focused:bg-[Highlight] forced-colors:data-focused:text-[HighlightText]",
    ],
    itemName: "truncate font-medium",
    itemPath: "truncate text-sm text-muted",
    message: "px-6 py-4 text-sm text-muted",
    error: "m-4 rounded-lg border border-warn px-4 py-3 text-sm text-foreground",
    loading: "flex justify-center px-6 py-6",
  },
});

export type SearchBarVariants = VariantProps<typeof searchBarVariants>;
