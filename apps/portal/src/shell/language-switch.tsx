/**
 * The language choice of the portal (English / ไทย), for the top bar and the pages without a shell.
 */
import { Button } from "@eoffice/ui";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "../i18n/languages";
import { useLanguage } from "../i18n/use-language";

/** Switches between English and Thai. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <div role="group" aria-label={t("language.label")} className="flex gap-1">
      {LANGUAGES.map((lng) => (
        <Button
          key={lng}
          size="sm"
          variant={lng === language ? "secondary" : "quiet"}
          lang={lng}
          aria-current={lng === language ? "true" : undefined}
          onPress={() => setLanguage(lng)}
        >
          {t(`language.${lng}`)}
        </Button>
      ))}
    </div>
  );
}
