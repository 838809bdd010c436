// Barrel of the navigation area; each module adds its own export line here.
export * from "./types";
export { isLinkActive, resolveItemLink, opensNewContext } from "./link";
export {
  hasChildren,
  isItemHidden,
  visibleItems,
  itemKey,
  isItemActive,
  hasActiveChild,
  indexCollapsables,
  expandCollapsable,
  collapseCollapsable,
  syncCollapsables,
  flattenBasicItems,
  findItem,
  findItemParent,
} from "./tree";
export type { CollapsableEntry } from "./tree";
export { createNavigationRegistry, navigationRegistry, MISSING_NAVIGATION_WARNING } from "./registry";
export type { NavigationHandle, NavigationRegistry, NavigationRegistryOptions } from "./registry";
export {
  NavigationProvider,
  useCurrentPath,
  useNavigationRegistry,
  useNavigationControls,
} from "./navigation-context";
export type { NavigationProviderProps, NavigationControls } from "./navigation-context";
export { navigationLabels, navigationLabelsEn, navigationLabelsTh, useNavigationLabels } from "./labels";
export type { NavigationLabels } from "./labels";
export { VerticalNavigation } from "./vertical/vertical-navigation";
export type { VerticalNavigationProps } from "./vertical/vertical-navigation";
export type { VerticalNavigationTone } from "./vertical/vertical-navigation-context";
export { HorizontalNavigation } from "./horizontal/horizontal-navigation";
export type { HorizontalNavigationProps } from "./horizontal/horizontal-navigation";
