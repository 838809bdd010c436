// Barrel of the classy layout.
export { ClassyLayout, classyLayoutVariants } from "./classy-layout";
export type { ClassyLayoutProps } from "./classy-layout";
export type { ClassyLayoutLabels } from "./labels";
