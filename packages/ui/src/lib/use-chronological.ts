import { useMemo } from "react";

/** Which way a dated list runs. */
export type ChronologicalOrder = "newest-first" | "oldest-first";

/**
 * The items of a dated list (Timeline, MessageThread) sorted by their `at` instant in `order`; items at
 * the same instant keep their given order.
 * @param items - Items with an `at` instant (ISO 8601 string or Date).
 * @param order - Newest or oldest first.
 * @returns A new sorted array (memoised on `items` and `order`).
 */
export function useChronological<T extends { at: string | Date }>(items: readonly T[], order: ChronologicalOrder): T[] {
  return useMemo(() => {
    const factor = order === "newest-first" ? -1 : 1;
    return items
      .map((item, index) => ({ item, index, time: new Date(item.at).getTime() }))
      .sort((a, b) => factor * (a.time - b.time) || a.index - b.index)
      .map(({ item }) => item);
  }, [items, order]);
}
