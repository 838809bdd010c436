/**
 * The language choice of the portal (English / ไทย, docs/spec/portal-spec.md section 1), for the top bar and the pages
 * without a shell: the ui `LanguageMenu` wired to i18next (the choice is kept in localStorage and `<html lang>`).
 */
import { LanguageMenu, type LanguageOption } from "@eoffice/ui";
import { useLanguage } from "../i18n/use-language";

/** Each language by its own name. */
const LANGUAGE_OPTIONS: LanguageOption[] = [
  { id: "en", label: "English" },
  { id: "th", label: "ไทย" },
];

/** The language menu (button named by its visible code and what it does, for example "EN – Change language, current: English"). */
export function LanguageSwitch() {
  const [language, setLanguage] = useLanguage();
  return <LanguageMenu languages={LANGUAGE_OPTIONS} value={language} onChange={setLanguage} />;
}
