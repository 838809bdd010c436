/**
 * The name of the settings drawer's button in English and Thai, in a module of its own: the top bar's placeholders
 * (`widgets/placeholders`) name the button before the {@link SettingsDrawer}'s code and its other strings
 * (`settings-labels.ts`, which spreads these) have loaded (tracker issue 40 item 1).
 */
import type { WidgetLabelSet } from "../widgets/panel/widget-labels";

/** The strings of the settings drawer's button. */
export interface SettingsTriggerLabels {
  /** Accessible name of the drawer button and title of the drawer. */
  settings: string;
}

/** Shipped strings of the settings drawer's button. */
export const settingsTriggerLabels: WidgetLabelSet<SettingsTriggerLabels> = {
  en: { settings: "Settings" },
  th: { settings: "การตั้งค่า" },
};
