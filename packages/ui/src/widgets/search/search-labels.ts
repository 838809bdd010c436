/** Strings of {@link SearchBar} in English and Thai. `{count}` and `{min}` are filled in. */
import type { WidgetLabelSet } from "../panel/widget-labels";
import { searchTriggerLabels, type SearchTriggerLabels } from "./search-trigger-labels";

/** Labels of {@link SearchBar}. */
export interface SearchLabels extends SearchTriggerLabels {
  /** Accessible name of the search input. */
  input: string;
  /** Placeholder of the input. */
  placeholder: string;
  /** Accessible name of the X button that closes and clears. */
  close: string;
  /** Shown while fewer than `{min}` characters are typed. */
  minLength: string;
  /** Shown when a search found nothing. */
  noResults: string;
  /** Label of the loading indicator. */
  loading: string;
  /** Shown when `error` is `true` (a string `error` is shown as given). */
  error: string;
  /** Announced number of results; `{count}` is the number. */
  resultCount: string;
  /** Accessible name of the results list. */
  results: string;
}

/** Shipped labels of {@link SearchBar}. */
export const searchLabels: WidgetLabelSet<SearchLabels> = {
  en: {
    ...searchTriggerLabels.en,
    input: "Search documents",
    placeholder: "Search documents by name",
    close: "Close search",
    minLength: "Type at least {min} characters to search.",
    noResults: "No results",
    loading: "Searching…",
    error: "The search failed. Please try again.",
    resultCount: "{count} results",
    results: "Documents found",
  },
  th: {
    ...searchTriggerLabels.th,
    input: "ค้นหาเอกสาร",
    placeholder: "ค้นหาเอกสารจากชื่อ",
    close: "ปิดการค้นหา",
    minLength: "กรุณาพิมพ์อย่างน้อย {min} ตัวอักษรเพื่อค้นหา",
    noResults: "ไม่พบเอกสาร",
    loading: "กำลังค้นหา…",
    error: "ค้นหาไม่สำเร็จ กรุณาลองใหม่อีกครั้ง",
    resultCount: "พบ {count} รายการ",
    results: "เอกสารที่พบ",
  },
};
