/**
 * The current language and a way to change it.
 */
import { useTranslation } from "react-i18next";
import { changeLanguage } from "./i18n";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";

/**
 * The user's language (re-renders when it changes) and a setter; the change loads the new language's strings first
 * and is kept in localStorage and `<html lang>` by the i18n setup.
 */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const language = isLanguage(current) ? current : DEFAULT_LANGUAGE;
  return [
    language,
    (next) => {
      changeLanguage(next).catch((error: unknown) => console.error("The language could not be changed", error));
    },
  ];
}
