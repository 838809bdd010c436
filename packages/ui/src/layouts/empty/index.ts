// Barrel of the empty layout.
export { EmptyLayout } from "./empty-layout";
export type { EmptyLayoutProps } from "./empty-layout";
