/** Strings of {@link FullscreenToggle} in English and Thai. */
import type { WidgetLabelSet } from "../panel/widget-labels";

/** Labels of {@link FullscreenToggle}. */
export interface FullscreenLabels {
  /** Accessible name while not fullscreen. */
  enter: string;
  /** Accessible name while fullscreen. */
  exit: string;
  /** Shown and announced when the browser lacks the Fullscreen API (docs/spec/portal-spec.md section 8). */
  notSupported: string;
}

/** Shipped labels of {@link FullscreenToggle}. */
export const fullscreenLabels: WidgetLabelSet<FullscreenLabels> = {
  en: {
    enter: "Enter fullscreen",
    exit: "Exit fullscreen",
    notSupported: "Fullscreen mode is not supported by this browser.",
  },
  th: {
    enter: "แสดงผลเต็มหน้าจอ",
    exit: "ออกจากโหมดเต็มหน้าจอ",
    notSupported: "เบราว์เซอร์นี้ไม่รองรับการแสดงผลแบบเต็มหน้าจอ",
  },
};
