/**
 * Days of the Gregorian calendar written `YYYY-MM-DD` (docs/architecture.md "Time"): the form of a date field's
 * answer, a booking's first and last day, a filter's day. A day names no instant; to find when it starts in
 * Thailand, use `bangkokDayStart` (bangkok-time.ts). Every check of such a day, and every count of days or years
 * between two of them, is here once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** ms since the epoch of 00:00 UTC on a day (NaN when the text is not of the form `YYYY-MM-DD`). */
const utcStart = (day: string): number => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN);

/**
 * Whether a value is a day that exists, written `YYYY-MM-DD`: `2028-02-29` is one, `2026-02-29`, `2026-02-30` and
 * `2026-13-01` are not (JavaScript's `Date.parse` would read `2026-02-30` as 2 March).
 * @param value - Anything (an answer, a URL parameter).
 */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const start = utcStart(value);
  return !Number.isNaN(start) && new Date(start).toISOString().startsWith(value);
}

/**
 * Whole days from `from` to `to`: 0 for the same day, negative when `to` is before `from`.
 * @param from - A day, `YYYY-MM-DD`.
 * @param to - A day, `YYYY-MM-DD`.
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcStart(to) - utcStart(from)) / DAY_MS);
}

/**
 * The day `days` days after `day` (before it when negative), `YYYY-MM-DD`.
 * @param day - A day, `YYYY-MM-DD`.
 * @param days - Whole days.
 */
export function addDays(day: string, days: number): string {
  return new Date(utcStart(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The age in whole years on `today` of someone born on `birth`: a year more on each birthday. Someone born on
 * 29 February has their birthday on 1 March in other years.
 * @param birth - The day of birth, `YYYY-MM-DD`.
 * @param today - The day of the question, `YYYY-MM-DD`.
 */
export function ageOn(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}
