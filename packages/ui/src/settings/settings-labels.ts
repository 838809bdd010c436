/**
 * Strings of the settings drawer in English and Thai (docs/architecture.md "Strings"): the drawer, its sections,
 * and the names of every theme, scheme and layout. The drawer picks the set of the nearest `UiI18nProvider`;
 * its `labels` prop replaces single strings.
 */
import type { LayoutName } from "../layouts/layout-names";
import type { Scheme, ThemeName } from "../theme/themes";
import type { WidgetLabelSet } from "../widgets/panel/widget-labels";
import { settingsTriggerLabels, type SettingsTriggerLabels } from "./settings-trigger-labels";

/** The strings of the settings drawer. */
export interface SettingsLabels extends SettingsTriggerLabels {
  /** Accessible name of the drawer's close button. */
  close: string;
  /** Heading of the theme picker. */
  theme: string;
  /** Heading of the scheme picker. */
  scheme: string;
  /** Heading of the layout picker. */
  layout: string;
  /** Description of the `auto` scheme. */
  schemeAutoDescription: string;
  /** Theme names. */
  themeDefault: string;
  themeBrand: string;
  themeIndigo: string;
  themeRose: string;
  themePurple: string;
  themeAmber: string;
  /** Scheme names. */
  schemeAuto: string;
  schemeDark: string;
  schemeLight: string;
  /** Layout names. */
  layoutEmpty: string;
  layoutClassic: string;
  layoutClassy: string;
  layoutCompact: string;
  layoutDense: string;
  layoutFuturistic: string;
  layoutThin: string;
  layoutCentered: string;
  layoutEnterprise: string;
  layoutMaterial: string;
  layoutModern: string;
}

/** Settings drawer strings by ui language. */
export const settingsLabels: WidgetLabelSet<SettingsLabels> = {
  en: {
    ...settingsTriggerLabels.en,
    close: "Close settings",
    theme: "Theme",
    scheme: "Scheme",
    layout: "Layout",
    schemeAutoDescription: "Follows your device's light or dark setting",
    themeDefault: "Default",
    themeBrand: "Brand",
    themeIndigo: "Indigo",
    themeRose: "Rose",
    themePurple: "Purple",
    themeAmber: "Amber",
    schemeAuto: "Auto",
    schemeDark: "Dark",
    schemeLight: "Light",
    layoutEmpty: "Empty",
    layoutClassic: "Classic",
    layoutClassy: "Classy",
    layoutCompact: "Compact",
    layoutDense: "Dense",
    layoutFuturistic: "Futuristic",
    layoutThin: "Thin",
    layoutCentered: "Centered",
    layoutEnterprise: "Enterprise",
    layoutMaterial: "Material",
    layoutModern: "Modern",
  },
  th: {
    ...settingsTriggerLabels.th,
    close: "ปิดการตั้งค่า",
    theme: "ธีมสี",
    scheme: "โหมดสี",
    layout: "รูปแบบหน้าจอ",
    schemeAutoDescription: "เปลี่ยนตามการตั้งค่าโหมดสว่างหรือมืดของอุปกรณ์",
    themeDefault: "ค่าเริ่มต้น",
    themeBrand: "แบรนด์",
    themeIndigo: "คราม",
    themeRose: "กุหลาบ",
    themePurple: "ม่วง",
    themeAmber: "อำพัน",
    schemeAuto: "อัตโนมัติ",
    schemeDark: "มืด",
    schemeLight: "สว่าง",
    layoutEmpty: "ว่าง",
    layoutClassic: "คลาสสิก",
    layoutClassy: "คลาสซี",
    layoutCompact: "กะทัดรัด",
    layoutDense: "หนาแน่น",
    layoutFuturistic: "ล้ำสมัย",
    layoutThin: "แถบแคบ",
    layoutCentered: "กึ่งกลาง",
    layoutEnterprise: "องค์กร",
    layoutMaterial: "แมทีเรียล",
    layoutModern: "โมเดิร์น",
  },
};

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The label of a theme name. */
export function themeLabel(labels: SettingsLabels, theme: ThemeName): string {
  return labels[`theme${capitalise(theme)}` as keyof SettingsLabels];
}

/** The label of a scheme. */
export function schemeLabel(labels: SettingsLabels, scheme: Scheme): string {
  return labels[`scheme${capitalise(scheme)}` as keyof SettingsLabels];
}

/** The label of a layout name. */
export function layoutLabel(labels: SettingsLabels, layout: LayoutName): string {
  return labels[`layout${capitalise(layout)}` as keyof SettingsLabels];
}
