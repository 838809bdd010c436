/**
 * The current language and a way to change it.
 */
import { useTranslation } from "./use-translation";
import { changeLanguage } from "./i18n";
import type { Language } from "./languages";

/**
 * The user's language (re-renders when it changes) and a setter; the change loads the new language's strings first
 * and is kept in localStorage and `<html lang>` by the i18n setup.
 */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return [
    language,
    (next) => {
      changeLanguage(next).catch((error: unknown) => console.error("The language could not be changed", error));
    },
  ];
}
