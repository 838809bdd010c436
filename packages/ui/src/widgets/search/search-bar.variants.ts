/**
 * Recipe of {@link SearchBar} (`search-bar.tsx`). Open, the bar covers the header row it sits in
 * (docs/spec/shell-behaviour.md section 7 "Bar": the positioned ancestor, z 99 - here `z-[99]`), and the results hang
 * below it, at most 512 px tall.
 */
import { tv, type VariantProps } from "../../lib/tv";
import { searchTriggerSlots } from "./search-trigger.variants";

/** Slots of the closed button wrapper, the open bar, the input, the results box, list, items and messages. */
export const searchBarVariants = tv({
  slots: {
    ...searchTriggerSlots,
    /** The bar; its bottom edge turns primary while the input has focus (the input itself has no ring). */
    bar: [
      "absolute inset-0 z-[99] flex items-center gap-3 border-b-2 border-transparent bg-surface px-4 text-foreground",
      "shadow-md focus-within:border-primary sm:px-6 forced-colors:focus-within:border-[Highlight]",
    ],
    field: "flex min-w-0 flex-1 items-center gap-3",
    input: [
      "h-full min-w-0 flex-1 bg-transparent py-3 text-base text-foreground outline-none placeholder:text-hint",
      "[&::-webkit-search-cancel-button]:hidden",
    ],
    results: [
      "absolute inset-x-0 top-full mt-px overflow-hidden rounded-b-xl border border-border bg-surface",
      "text-foreground shadow-lg",
    ],
    /** The list's scroll box, at most 512 px tall; focusable so that it also scrolls from the keyboard alone. */
    scroller: [
      "max-h-[512px] overflow-y-auto outline-none focus-visible:outline-solid focus-visible:outline-2",
      "focus-visible:-outline-offset-2 focus-visible:outline-primary forced-colors:focus-visible:outline-[Highlight]",
    ],
    list: "py-2 outline-none",
    item: [
      "relative flex cursor-default flex-col px-6 py-2 outline-none",
      "data-hovered:bg-hover data-focused:bg-hover data-focus-visible:bg-hover",
      "data-focused:outline-solid data-focused:outline-2 data-focused:-outline-offset-2 data-focused:outline-primary",
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
