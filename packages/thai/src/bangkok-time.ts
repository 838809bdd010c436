/**
 * Bangkok time (docs/architecture.md "Time"): Thailand keeps UTC+7 all year, with no daylight saving, so the
 * calendar day, month, week and hour in Bangkok of an instant are those of the instant moved 7 hours ahead and
 * read in UTC. Every place that needs a Bangkok day or month uses these functions; formatters that show a date
 * to a person take the time zone `Asia/Bangkok` instead.
 */

/** Thailand's offset from UTC: 7 hours, in ms (no daylight saving). */
export const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant: ms since the epoch, an ISO 8601 date-time with its offset, or a `Date`. */
export type Instant = number | string | Date;

/** ms since the epoch of an {@link Instant}. */
const msOf = (instant: Instant): number => (typeof instant === "number" ? instant : new Date(instant).getTime());

/**
 * The wall clock of an instant in Bangkok, as a `Date` whose UTC fields (`getUTCFullYear`, `getUTCMonth`,
 * `getUTCDate`, `getUTCDay`, `getUTCHours`) are the Bangkok ones.
 * @param instant - ms since the epoch, an ISO 8601 date-time or a `Date`.
 */
export function bangkokWallClock(instant: Instant): Date {
  return new Date(msOf(instant) + BANGKOK_OFFSET_MS);
}

/**
 * The calendar day in Bangkok of an instant, `YYYY-MM-DD`.
 * @param instant - ms since the epoch, an ISO 8601 date-time or a `Date`.
 */
export function bangkokDay(instant: Instant): string {
  return bangkokWallClock(instant).toISOString().slice(0, 10);
}

/**
 * The instant a Bangkok day starts (00:00 Bangkok, 17:00 UTC the day before).
 * @param day - A Gregorian day `YYYY-MM-DD`.
 * @returns ms since the epoch.
 */
export function bangkokDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - BANGKOK_OFFSET_MS;
}

/**
 * The instant of a wall-clock time in Bangkok, written with Bangkok's offset as the API and a reader take it, for
 * example `2026-11-24T08:00:00+07:00`.
 * @param day - A Gregorian day `YYYY-MM-DD`.
 * @param time - The time of day, `HH:MM`; `24:00` is midnight at the end of `day`. @default "00:00"
 * @returns An ISO 8601 date-time with the offset `+07:00`.
 */
export function bangkokInstant(day: string, time = "00:00"): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const wall = new Date(Date.parse(`${day}T00:00:00Z`) + (hours * 60 + minutes) * 60_000).toISOString().slice(0, 19);
  const offsetHours = BANGKOK_OFFSET_MS / 3_600_000;
  return `${wall}+${String(offsetHours).padStart(2, "0")}:00`;
}

/**
 * The time of day in Bangkok of an instant, in ms since 00:00 Bangkok (0 at midnight).
 * @param instant - ms since the epoch, an ISO 8601 date-time or a `Date`.
 */
export function bangkokTimeOfDay(instant: Instant): number {
  return (((msOf(instant) + BANGKOK_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
}

/**
 * The calendar month in Bangkok, `YYYY-MM`, of the month `monthsAhead` months after the one holding an instant.
 * @param instant - ms since the epoch.
 * @param monthsAhead - Whole months; negative for months before. @default 0
 */
export function bangkokMonth(instant: number, monthsAhead = 0): string {
  const local = bangkokWallClock(instant);
  const d = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + monthsAhead, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

/**
 * The instant the month `monthsBack` months before the one holding an instant starts: the 1st, 00:00 Bangkok.
 * @param instant - ms since the epoch.
 * @param monthsBack - Whole months back; 0 for the month of `instant`. @default 0
 * @returns ms since the epoch.
 */
export function bangkokMonthStart(instant: number, monthsBack = 0): number {
  const local = bangkokWallClock(instant);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1) - BANGKOK_OFFSET_MS;
}

/**
 * The instant the week holding an instant starts: Monday 00:00 Bangkok, `weeksBack` weeks earlier.
 * @param instant - ms since the epoch.
 * @param weeksBack - Whole weeks back; 0 for the week of `instant`. @default 0
 * @returns ms since the epoch.
 */
export function bangkokWeekStart(instant: number, weeksBack = 0): number {
  const local = bangkokWallClock(instant);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return day - (sinceMonday + weeksBack * 7) * DAY_MS - BANGKOK_OFFSET_MS;
}
