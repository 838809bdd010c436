export { UserMenu } from "./user-menu";
export type { UserMenuProps, UserMenuUser } from "./user-menu";
