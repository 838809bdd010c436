// Barrel of the compact layout.
export { CompactLayout } from "./compact-layout";
