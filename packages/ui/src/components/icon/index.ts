// Barrel of the icon component.
export { Icon } from "./icon";
export type { IconProps } from "./icon";
export { iconMap, iconNames, resolveIcon } from "./icon-map";
export type { IconName } from "./icon-map";
