/**
 * Today in Bangkok for the end-to-end tests, worked out here on purpose rather than with the portal's own helper
 * (`@eoffice/thai`), so that a page that shows the wrong day or year fails. Thailand keeps UTC+7 all year: from 17:00
 * UTC the machine's day (and on 31 December its year) is the one before Bangkok's.
 * @returns `YYYY-MM-DD`.
 */
export function bangkokToday(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** This year in Bangkok (Gregorian), worked out as {@link bangkokToday} is. */
export function bangkokYear(): number {
  return Number(bangkokToday().slice(0, 4));
}

/**
 * The month in Bangkok `monthsAgo` months before this one, worked out here as {@link bangkokToday} is.
 * @returns `YYYY-MM`.
 */
export function bangkokMonthAgo(monthsAgo: number): string {
  const now = new Date(Date.now() + 7 * 3_600_000);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  return month.toISOString().slice(0, 7);
}
