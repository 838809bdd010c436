/**
 * i18next for the portal: English and Thai resources loaded per language as JSON (one chunk per language,
 * through a dynamic `import()`), English default and fallback, the choice kept in localStorage and `<html lang>`
 * kept in step (portal-spec.md section 1).
 */
import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, initialLanguage, isLanguage, type Language } from "./languages";

/** The portal's i18next instance. */
export const i18n = i18next.createInstance();

/** The current language of the portal (English until the stored choice is loaded). */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/**
 * Starts i18next: loads the stored language (or English) and English as fallback, then resolves.
 * @returns A promise that resolves when the first language's strings are loaded.
 */
export async function initI18n(): Promise<void> {
  i18n.on("languageChanged", (lng) => {
    if (!isLanguage(lng)) return;
    document.documentElement.lang = lng;
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  });
  await i18n
    .use(resourcesToBackend((language: string) => import(`../locales/${language}.json`)))
    .use(initReactI18next)
    .init({
      lng: initialLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: false,
      load: "languageOnly",
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = currentLanguage();
}
