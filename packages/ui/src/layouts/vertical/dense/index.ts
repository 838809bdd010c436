// Barrel of the dense layout.
export { DenseLayout } from "./dense-layout";
export type { DenseLayoutProps } from "./dense-layout";
