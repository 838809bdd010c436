// Barrel of the centered layout.
export { CenteredLayout } from "./centered-layout";
