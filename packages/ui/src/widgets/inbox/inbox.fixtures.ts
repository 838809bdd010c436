/**
 * Example messages and notifications in English and Thai, shared by the stories of `MessagesPanel` and
 * `NotificationsPanel` (and available to the portal's own tests). Times are fixed ISO strings in UTC.
 */
import type { InboxItem } from "./inbox-types";

/** A 1x1 transparent image is not useful to look at; this is a small inline SVG avatar (no network). */
export const fixtureAvatar =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0d9488"/><text x="16" y="21" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">SK</text></svg>',
  );

/** Builds `count` items from a template, alternating read flags and going back in time 37 minutes each. */
export function makeInboxItems(count: number, make: (index: number) => Omit<InboxItem, "id" | "time" | "read">): InboxItem[] {
  const start = Date.UTC(2026, 10, 21, 9, 5);
  return Array.from({ length: count }, (_, index) => ({
    id: `item-${index + 1}`,
    time: new Date(start - index * 37 * 60_000).toISOString(),
    read: index % 3 !== 0,
    ...make(index),
  }));
}
