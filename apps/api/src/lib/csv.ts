/**
 * The one way the API writes CSV files (the audit log, the garbage fee reports, the satisfaction figures; tracker
 * issue 36 item 8):
 *
 * - UTF-8 with a byte-order mark (spreadsheet programs then read Thai), CRLF line ends (RFC 4180), via csv-stringify.
 * - CSV injection neutralised (OWASP "CSV Injection"): a text cell that starts with `=`, `+`, `-`, `@`, a tab or a
 *   carriage return is prefixed with a single quote, so a spreadsheet shows it as text instead of running it as a
 *   formula. Numbers and booleans are written as they are.
 * - Times as the pages show them ({@link csvTime}): Bangkok time, with the Buddhist-era year in Thai.
 */
import { requireCsvStringify } from "./heavy-modules";

/** A cell of a CSV record: null and undefined are written as empty cells. */
export type CsvCell = string | number | boolean | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula when they come first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** `value` safe to put in a spreadsheet cell: a text starting with a formula character gets a leading `'`. */
export function neutraliseCell(value: CsvCell): CsvCell {
  return typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A CSV file of `records` (see the module comment), every text cell neutralised.
 *
 * @param columns - The header row, when the file has one (else the first record may be the header).
 */
export function toCsv(records: readonly (readonly CsvCell[])[], columns?: readonly string[]): string {
  const safe = records.map((record) => record.map(neutraliseCell));
  const text = requireCsvStringify()(safe, {
    ...(columns ? { header: true, columns: [...columns] } : {}),
    record_delimiter: "windows",
    cast: { boolean: (v: boolean) => (v ? "true" : "false") },
  });
  return `\uFEFF${text}`;
}

/** Formatters of {@link csvTime}: Bangkok time, 24 hours, Latin digits; the Thai one counts years in the Buddhist era. */
const TIME_FORMATS = {
  th: new Intl.DateTimeFormat("th-TH-u-ca-buddhist-nu-latn", { timeZone: "Asia/Bangkok", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }),
  en: new Intl.DateTimeFormat("en-GB-u-nu-latn", { timeZone: "Asia/Bangkok", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }),
} as const;

/**
 * A time for a CSV cell as the pages show it: in Bangkok time (UTC+7), `YYYY-MM-DD HH:mm:ss`, the year in the
 * Buddhist era for Thai (2026-07-13 -> 2569-07-13) as `Intl`'s Buddhist calendar counts it.
 *
 * @param at - An instant (a `Date` or an ISO 8601 text); null, undefined or an invalid date give an empty cell.
 */
export function csvTime(at: Date | string | null | undefined, language: "th" | "en"): string {
  if (at === null || at === undefined) return "";
  const date = typeof at === "string" ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return "";
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of TIME_FORMATS[language].formatToParts(date)) part[type] = value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
