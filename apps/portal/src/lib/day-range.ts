/**
 * Time bounds of a range of days picked with the date-range filter (`features/admin/audit-date-filter.tsx`), as the
 * searches of the logs page and the complaints queue take them.
 */
import { bangkokDayStart } from "@eoffice/thai";

/**
 * The audit search's time bounds for a range of calendar days picked in the portal (Gregorian `YYYY-MM-DD`, the
 * days as lived in Bangkok): `from` at 00:00 of the first day and `to` at 00:00 of the day after the last (the
 * server's `to` is exclusive), as UTC instants.
 * @param range - The first and last day, or `null`.
 */
export function auditTimeBounds(range: { start: string; end: string } | null): { from?: string; to?: string } {
  if (!range) return {};
  const at = (day: string, plusDays: number) => new Date(bangkokDayStart(day) + plusDays * 86_400_000).toISOString();
  return { from: at(range.start, 0), to: at(range.end, 1) };
}
