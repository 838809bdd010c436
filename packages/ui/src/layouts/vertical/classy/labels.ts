/**
 * Strings of the classy layout in English and Thai; the layout picks the set of the nearest
 * `UiI18nProvider` language and a `labels` prop replaces single strings.
 */
import { useMemo } from "react";
import { useUiLocale } from "../../../i18n";

/** English strings of the classy layout; the source of the key set. */
export const classyLayoutLabelsEn = {
  /** Skip link to the page content. */
  skipToContent: "Skip to content",
  /** Accessible name of the hamburger button. */
  toggleNavigation: "Toggle navigation",
  /** Accessible name of the top bar's widget area. */
  toolbar: "Tools",
} as const satisfies Record<string, string>;

/** A complete set of classy layout strings. */
export type ClassyLayoutLabels = Record<keyof typeof classyLayoutLabelsEn, string>;

/** Thai strings of the classy layout. */
export const classyLayoutLabelsTh: ClassyLayoutLabels = {
  skipToContent: "ข้ามไปยังเนื้อหาหลัก",
  toggleNavigation: "เปิดหรือปิดเมนู",
  toolbar: "เครื่องมือ",
};

/** Classy layout strings by language. */
export const classyLayoutLabels = { en: classyLayoutLabelsEn, th: classyLayoutLabelsTh } as const;

/** The classy layout strings of the current ui language, with `overrides` applied. */
export function useClassyLayoutLabels(overrides?: Partial<ClassyLayoutLabels>): ClassyLayoutLabels {
  const locale = useUiLocale();
  return useMemo(() => ({ ...classyLayoutLabels[locale], ...overrides }), [locale, overrides]);
}
