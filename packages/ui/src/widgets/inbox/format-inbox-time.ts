/**
 * The time of a message or notification (docs/spec/portal-spec.md section 9: "message time format MMM dd, h:mm a").
 *
 * - English (`en`): exactly `MMM dd, h:mm a`, for example `Nov 21, 9:05 AM` (built from
 *   `Intl.DateTimeFormat("en-US")` parts so that the separators are plain spaces whatever the ICU version).
 * - Thai (`th`): the Thai convention closest to it, day, abbreviated Thai month, Buddhist-era year and 24-hour
 *   time as Thai offices write it: `21 พ.ย. 2569 09:05` (`Intl.DateTimeFormat("th-TH-u-ca-buddhist")`). The year
 *   is kept because a Thai reader expects the B.E. year to tell old notices from new ones.
 *
 * An invalid time string gives an empty string (never throws).
 */
import type { UiLocale } from "../../i18n/messages";

/** Options of {@link formatInboxTime}. */
export interface FormatInboxTimeOptions {
  /** Time zone to show the time in (IANA name). @default the runtime's zone */
  timeZone?: string;
}

const englishFormats = new Map<string, Intl.DateTimeFormat>();
const thaiFormats = new Map<string, Intl.DateTimeFormat>();

function englishFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let format = englishFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "2-digit",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZone,
    });
    englishFormats.set(key, format);
  }
  return format;
}

function thaiFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let format = thaiFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("th-TH-u-ca-buddhist", {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    });
    thaiFormats.set(key, format);
  }
  return format;
}

/** Formats an ISO time for the messages / notifications rows (see the module comment). */
export function formatInboxTime(iso: string, locale: UiLocale, options: FormatInboxTimeOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (locale === "th") {
    const parts = thaiFormat(options.timeZone).formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
    return `${part("day")} ${part("month")} ${part("year")} ${part("hour")}:${part("minute")}`;
  }
  const parts = englishFormat(options.timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("month")} ${part("day")}, ${part("hour")}:${part("minute")} ${part("dayPeriod")}`;
}
