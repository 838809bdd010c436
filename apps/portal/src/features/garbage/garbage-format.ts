/**
 * Display of the garbage fee's billing months (issue 13): "มกราคม 2569" in Thai (Buddhist era), "January 2026" in
 * English. Money is shown with the e-service's `formatBaht`.
 */
import type { Language } from "../../i18n/languages";
import { dateTimeFormat } from "../../lib/format-date";

/**
 * The month of a bill in the user's language.
 * @param month - `YYYY-MM` (Gregorian, as the server sends it).
 */
export function billMonth(month: string, language: Language): string {
  const [y, m] = month.split("-").map(Number);
  const locale = language === "th" ? "th-TH-u-ca-buddhist" : "en-GB";
  return dateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, 15)));
}
