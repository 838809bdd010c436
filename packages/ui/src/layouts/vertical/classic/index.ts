// Barrel of the classic layout.
export { ClassicLayout } from "./classic-layout";
