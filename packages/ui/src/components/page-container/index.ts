export { PageContainer } from "./page-container";
export type { PageContainerProps } from "./page-container";
export { pageContainerVariants } from "./page-container.variants";
