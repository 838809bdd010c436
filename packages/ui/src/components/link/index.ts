export { Link, RouterProvider } from "./link";
export type { LinkProps } from "./link";
export { linkVariants } from "./link.variants";
