/**
 * The document title of each page (WCAG 2.4.2 "Page titled"): "<page> · <municipality>" in the user's language (the
 * municipality's full name from its identity, tracker issue 38 item 1), so that the browser tab and screen readers
 * name the page after every navigation.
 */
import { useEffect } from "react";
import { useMunicipalityName } from "./municipality";

/**
 * Sets `document.title` while the page is shown.
 * @param title - The page's heading, already translated.
 */
export function usePageTitle(title: string): void {
  const site = useMunicipalityName();
  useEffect(() => {
    document.title = title && site ? `${title} · ${site}` : title || site;
  }, [title, site]);
}
