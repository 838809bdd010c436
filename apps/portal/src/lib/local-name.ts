/** Bilingual names (`nameTh`, `nameEn`) and texts (`{ th, en }`) of the contract shown in the user's language. */
import type { Schemas } from "@eoffice/api-client";
import type { Language } from "../i18n/languages";

/**
 * The name of a bilingual entry (lookup, unit, position ...) in the user's language.
 * @param entry - Anything with `nameTh` and `nameEn`.
 * @param language - The user's language.
 */
export function localName(entry: Schemas["BilingualName"], language: Language): string {
  return language === "th" ? entry.nameTh : entry.nameEn;
}

/** A text in Thai and English (contract `LocalText`). */
export type LocalText = Schemas["LocalText"];

/**
 * A bilingual text in the user's language (falls back to the other language when empty).
 * @param text - `{ th, en }`.
 * @param language - The user's language.
 */
export function localText(text: LocalText, language: Language): string {
  return (language === "th" ? text.th : text.en) || text.th || text.en;
}
