/**
 * The footer's year in the user's language (docs/spec/portal-spec.md section 2 "Layouts": a footer with the current
 * year; docs/architecture.md "Time": Thai shows the Buddhist era).
 */
import type { UiLocale } from "../../i18n/messages";

/**
 * The current year in Thailand, the footer's year unless a layout is given one: it turns at midnight in Thailand,
 * whatever the clock of the device that shows the page. Read as a formatter that shows a date reads it, with the time
 * zone `Asia/Bangkok` (docs/architecture.md "Time"), which keeps `@eoffice/thai` out of the shell's first chunks.
 * @param now - ms since the epoch. @default Date.now()
 * @returns A Gregorian year.
 */
export function footerYearAt(now: number = Date.now()): number {
  return Number(new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: "Asia/Bangkok" }).format(now));
}

/**
 * The year as the language writes it: `2026` in English, `2569` (Buddhist era) in Thai.
 * @param year a Gregorian year
 */
export function formatFooterYear(year: number, locale: UiLocale): string {
  const date = new Date(Date.UTC(year, 6, 1));
  const format = new Intl.DateTimeFormat(locale === "th" ? "th-TH" : "en-US", { year: "numeric", timeZone: "UTC" });
  return format.formatToParts(date).find((part) => part.type === "year")?.value ?? String(year);
}
