// Barrel of the horizontal layouts' shared frame.
export { HorizontalLayoutFrame } from "./horizontal-layout-frame";
export type { HorizontalLayoutFrameProps, HorizontalFrameLayout } from "./horizontal-layout-frame";
export { horizontalLayoutFrameVariants } from "./horizontal-layout-frame.variants";
