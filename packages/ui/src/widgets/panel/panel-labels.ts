/** Strings shared by the top-bar panels, in English and Thai. */
import type { WidgetLabelSet } from "./widget-labels";

/** Labels of a {@link TopBarPanel}. */
export interface TopBarPanelLabels {
  /** Accessible name of the panel's close (X) button. */
  close: string;
}

/** Shipped labels of {@link TopBarPanel}. */
export const topBarPanelLabels: WidgetLabelSet<TopBarPanelLabels> = {
  en: { close: "Close" },
  th: { close: "ปิด" },
};
