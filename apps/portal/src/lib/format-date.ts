/**
 * Dates shown in the user's language (ARCHITECTURE.md "Time": stored in UTC, shown in the user's language;
 * Thai uses the Buddhist era, which is the default calendar of `th-TH` in `Intl`).
 */
import { INTL_LOCALES, type Language } from "../i18n/languages";

/**
 * Formats an ISO 8601 date-time for display.
 * @param iso - A date-time from the API (UTC).
 * @param language - The user's language; Thai gives the Buddhist year (2026 -> 2569).
 * @param timeZone - IANA zone to show the time in. @default "Asia/Bangkok"
 * @param withTime - Also show hours and minutes. @default true
 * @returns The formatted date, or the input unchanged when it is not a valid date.
 */
export function formatDateTime(iso: string, language: Language, timeZone = "Asia/Bangkok", withTime = true): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short" } : {}),
    timeZone,
  }).format(date);
}
