/** Bilingual names of the contract (`nameTh`, `nameEn`) shown in the user's language. */
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
