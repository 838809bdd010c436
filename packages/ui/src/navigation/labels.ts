/**
 * Strings of the navigation in English and Thai (docs/architecture.md "Strings"). The navigation picks the set of
 * the nearest `UiI18nProvider` language; a `labels` prop replaces single strings.
 */
import { useMemo } from "react";
import { useUiLocale } from "../i18n";

/** English navigation strings; the source of the key set. */
export const navigationLabelsEn = {
  /** Accessible name of the vertical navigation landmark. */
  navigation: "Main navigation",
  /** Accessible name of the horizontal navigation landmark. */
  horizontalNavigation: "Main menu",
  /** Suffix read after the title of links that open a new tab. */
  opensInNewTab: "(opens in a new tab)",
  /** Accessible name of the close button of an aside panel. */
  closePanel: "Close panel",
  /** Accessible name of the close button of the navigation in over mode. */
  closeNavigation: "Close navigation",
} as const satisfies Record<string, string>;

/** A complete set of navigation strings. */
export type NavigationLabels = Record<keyof typeof navigationLabelsEn, string>;

/** Thai navigation strings. */
export const navigationLabelsTh: NavigationLabels = {
  navigation: "เมนูหลัก",
  horizontalNavigation: "เมนูหลัก",
  opensInNewTab: "(เปิดในแท็บใหม่)",
  closePanel: "ปิดแผงเมนู",
  closeNavigation: "ปิดเมนู",
};

/** Navigation strings by language. */
export const navigationLabels = { en: navigationLabelsEn, th: navigationLabelsTh } as const;

/** The navigation strings of the current ui language, with `overrides` applied. */
export function useNavigationLabels(overrides?: Partial<NavigationLabels>): NavigationLabels {
  const locale = useUiLocale();
  return useMemo(() => ({ ...navigationLabels[locale], ...overrides }), [locale, overrides]);
}
