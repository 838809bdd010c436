/**
 * The name of the shortcuts panel's trigger in English and Thai, in a module of its own: the top bar's placeholders
 * (`widgets/placeholders`) name the button before the {@link ShortcutsPanel}'s code and its other strings
 * (`shortcuts-labels.ts`, which spreads these) have loaded (tracker issue 40 item 1).
 */
import type { WidgetLabelSet } from "../panel/widget-labels";

/** The strings of the shortcuts panel's trigger. */
export interface ShortcutsTriggerLabels {
  /** Panel title and the trigger's accessible name. */
  title: string;
}

/** Shipped strings of the shortcuts panel's trigger. */
export const shortcutsTriggerLabels: WidgetLabelSet<ShortcutsTriggerLabels> = {
  en: { title: "Shortcuts" },
  th: { title: "ทางลัด" },
};
