export { Badge } from "./badge";
export type { BadgeProps } from "./badge";
export { badgeVariants } from "./badge.variants";
