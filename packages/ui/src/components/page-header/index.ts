export { PageHeader } from "./page-header";
export type { PageHeaderCrumb, PageHeaderProps } from "./page-header";
export { pageHeaderVariants } from "./page-header.variants";
