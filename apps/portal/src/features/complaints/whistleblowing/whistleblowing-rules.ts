/**
 * Rules of the whistleblowing pages (issue 11 item 6; contract `WhistleblowingReport`, `WhistleblowingTrack`,
 * `WhistleblowingNote`): the report form's checks, the tracking code as people type it, and the wait of a
 * throttled call (429 `Retry-After`). Pure functions, unit-tested.
 */
import * as z from "zod/mini";
import { choice, text } from "../../../lib/contract-rules";
import { INTL_LOCALES, type Language } from "../../../i18n/languages";

/** The rules of `WhistleblowingReport`: a kind chosen, detail 10-4000, location at most 300 (optional). */
export const whistleblowingFormSchema = z.object({
  complaintKindId: choice,
  detail: text(10, 4000),
  location: z.string().check(z.trim(), z.maxLength(300, "validation.maxLength")),
});

/** The rules of `WhistleblowingNote.body`: 1-4000 characters. */
export const whistleblowingNoteSchema = z.object({ body: text(1, 4000) });

/** The rules of `WhistleblowingTrack.trackingCode` after {@link normaliseTrackingCode}: 1-40 characters. */
export const trackingCodeSchema = z.object({ trackingCode: text(1, 40) });

/** Characters of a tracking code: capital letters and digits without the look-alikes I, O, 0 and 1. */
const CODE_ALPHABET = /^[A-HJ-NP-Z2-9]{16}$/;

/**
 * A tracking code as the reporter typed or pasted it, made tidy: spaces gone, capital letters, and the four groups
 * of four joined by hyphens when the code has the expected 16 characters (`abcd efgh-jkmn pqrs` ->
 * `ABCD-EFGH-JKMN-PQRS`). Anything else is only trimmed and capitalised (the server answers 404 to a wrong code).
 * @param input - What the reporter typed.
 */
export function normaliseTrackingCode(input: string): string {
  const compact = input.replace(/[\s\u200b-]+/g, "").toUpperCase();
  if (CODE_ALPHABET.test(compact)) return compact.match(/.{4}/g)!.join("-");
  return input.trim().replace(/\s+/g, " ").toUpperCase();
}

/**
 * A wait in words, in the user's language: seconds under a minute, else whole minutes rounded up
 * ("45 seconds", "2 minutes", "45 วินาที", "2 นาที").
 * @param seconds - The wait in seconds.
 * @param language - The user's language.
 */
export function formatWait(seconds: number, language: Language): string {
  const [value, unit] = seconds < 60 ? [Math.max(1, Math.ceil(seconds)), "second"] : [Math.ceil(seconds / 60), "minute"];
  return new Intl.NumberFormat(INTL_LOCALES[language], { style: "unit", unit, unitDisplay: "long" }).format(value);
}
