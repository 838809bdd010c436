/**
 * The document title of each page (WCAG 2.4.2 "Page titled"): "<page> · <portal name>" in the user's language,
 * so that the browser tab and screen readers name the page after every navigation.
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/**
 * Sets `document.title` while the page is shown.
 * @param title - The page's heading, already translated.
 */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const site = t("app.municipality");
  useEffect(() => {
    document.title = title ? `${title} · ${site}` : site;
  }, [title, site]);
}
