/**
 * The name of the closed search bar's button in English and Thai, in a module of its own: the top bar's placeholders
 * (`widgets/placeholders`) name the button before the {@link SearchBar}'s code and its other strings
 * (`search-labels.ts`, which spreads these) have loaded (tracker issue 40 item 1).
 */
import type { WidgetLabelSet } from "../panel/widget-labels";

/** The strings of the closed search bar's button. */
export interface SearchTriggerLabels {
  /** Accessible name of the closed bar's button. */
  open: string;
}

/** Shipped strings of the closed search bar's button. */
export const searchTriggerLabels: WidgetLabelSet<SearchTriggerLabels> = {
  en: { open: "Search documents" },
  th: { open: "ค้นหาเอกสาร" },
};
