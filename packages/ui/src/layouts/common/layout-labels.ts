/**
 * Strings of the shared layout parts (top bar, footer, navigation toggles, skip link) in English and Thai
 * (docs/architecture.md "Strings"). A layout picks the set of the nearest `UiI18nProvider` and its `labels` prop
 * replaces single strings.
 */
import type { WidgetLabelSet } from "../../widgets/panel/widget-labels";

/** The strings of the layouts. */
export interface LayoutLabels {
  /** Skip link to the page content. */
  skipToContent: string;
  /** Accessible name of the hamburger (menu toggle) button. */
  toggleNavigation: string;
  /** Accessible name of the dense layout's appearance toggle. */
  toggleNavigationAppearance: string;
  /** Accessible name of the top bar's group of widgets. */
  toolbar: string;
  /** Read out instead of the footer's © sign. */
  copyright: string;
}

/** Layout strings by ui language (English is the default, Thai as a municipality writes it). */
export const layoutLabels: WidgetLabelSet<LayoutLabels> = {
  en: {
    skipToContent: "Skip to content",
    toggleNavigation: "Toggle navigation",
    toggleNavigationAppearance: "Toggle navigation width",
    toolbar: "Tools",
    copyright: "Copyright",
  },
  th: {
    skipToContent: "ข้ามไปยังเนื้อหาหลัก",
    toggleNavigation: "เปิดหรือปิดเมนู",
    toggleNavigationAppearance: "สลับความกว้างของเมนู",
    toolbar: "เครื่องมือ",
    copyright: "สงวนลิขสิทธิ์",
  },
};
