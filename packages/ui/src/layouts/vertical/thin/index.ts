// Barrel of the thin layout.
export { ThinLayout } from "./thin-layout";
