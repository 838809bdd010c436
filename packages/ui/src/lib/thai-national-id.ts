/**
 * Thai national ID number (เลขประจำตัวประชาชน, issue 12 item 2; docs/anchors.md "National ID checksum"): 13 digits,
 * the last a check digit of the first 12. The check is the one of `@eoffice/thai` (`citizenIdCheckDigit`,
 * `isValidCitizenId`, bundled into the built package), offered here under the ui's names; this file adds the digit
 * clean-up the form fields share: Thai digits (๐-๙) typed on a Thai keyboard count as digits.
 */
import { citizenIdCheckDigit, isValidCitizenId } from "@eoffice/thai";

/** Replaces Thai digits (๐-๙) by ASCII digits (0-9); other characters are kept. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[๐-๙]/g, (digit) => String(digit.charCodeAt(0) - 0x0e50));
}

/** The ASCII digits of `text` (Thai digits converted; spaces, dashes and everything else dropped). */
export function digitsOnly(text: string): string {
  return toAsciiDigits(text).replace(/\D/g, "");
}

/**
 * The check digit of a Thai national ID from its first 12 digits: (11 - (Σ dᵢ·(14 - i) for i = 1..12) mod 11)
 * mod 10 (`citizenIdCheckDigit` of `@eoffice/thai`).
 * @throws RangeError when `first12` is not 12 ASCII digits
 */
export const thaiNationalIdCheckDigit: (first12: string) => number = citizenIdCheckDigit;

/**
 * Whether `id` is a valid Thai national ID: exactly 13 ASCII digits (no spaces or dashes: clean it with
 * {@link digitsOnly} first) whose last digit is the check digit of the first 12 (`isValidCitizenId` of
 * `@eoffice/thai`).
 */
export const isValidThaiNationalId: (id: string) => boolean = isValidCitizenId;

/** A 13-digit ID in the usual printed grouping `1 2345 67890 12 1`; other text is returned unchanged. */
export function formatThaiNationalId(id: string): string {
  const m = /^(\d)(\d{4})(\d{5})(\d{2})(\d)$/.exec(id);
  return m ? m.slice(1).join(" ") : id;
}
