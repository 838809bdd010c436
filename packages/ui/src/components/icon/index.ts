// Barrel of the icon component.
export { Icon } from "./icon";
export type { IconProps } from "./icon";
export { iconNames, isIconPending, loadMenuIcons, resolveIcon } from "./icon-map";
export type { IconName } from "./icon-map";
