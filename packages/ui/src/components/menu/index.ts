export { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from "./menu";
export type { MenuProps, MenuItemProps, MenuSectionProps } from "./menu";
export { menuVariants, menuItemVariants, menuSectionHeaderVariants, menuSeparatorVariants } from "./menu.variants";
