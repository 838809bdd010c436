/**
 * The portal's languages (docs/spec/portal-spec.md section 1: English and Thai, default and fallback English).
 */

/** Language codes the portal offers. */
export const LANGUAGES = ["en", "th"] as const;

/** A language the portal offers. */
export type Language = (typeof LANGUAGES)[number];

/** The default and fallback language. */
export const DEFAULT_LANGUAGE: Language = "en";

/** localStorage key that keeps the chosen language. */
export const LANGUAGE_STORAGE_KEY = "language";

/** Whether a value is one of the offered languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to start in: the stored choice when it is offered, otherwise English.
 * @param stored - The value under {@link LANGUAGE_STORAGE_KEY}, or `null`.
 */
export function initialLanguage(stored: string | null): Language {
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** BCP 47 locale used for dates and numbers in each language (Thai: Buddhist calendar is Intl's default). */
export const INTL_LOCALES: Record<Language, string> = { en: "en-GB", th: "th-TH" };
