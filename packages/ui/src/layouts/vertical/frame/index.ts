// Barrel of the vertical layouts' shared frame.
export { VerticalLayoutFrame, VERTICAL_LAYOUT_SETTINGS, navigationItemsFor } from "./vertical-layout-frame";
export type { VerticalLayoutFrameProps, VerticalLayoutSettings, VerticalFrameLayout } from "./vertical-layout-frame";
export { verticalLayoutFrameVariants } from "./vertical-layout-frame.variants";
