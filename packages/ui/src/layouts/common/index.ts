// Barrel of the parts every layout shares.
export { SkipLink, LayoutIconButton, NavigationToggle, TopBar, LayoutFooter, useLayoutLabels } from "./layout-parts";
export { footerYearAt, formatFooterYear } from "./footer-year";
export type { SkipLinkProps, LayoutIconButtonProps, NavigationToggleProps, TopBarProps, LayoutFooterProps } from "./layout-parts";
export { skipLinkVariants, topBarVariants, layoutIconButtonVariants, layoutFooterVariants } from "./layout-parts.variants";
export { layoutLabels } from "./layout-labels";
export type { LayoutLabels } from "./layout-labels";
export type { LayoutProps, LayoutNavigation, LayoutWidgets } from "./layout-props";
export { useResponsiveNavigation } from "./use-responsive-navigation";
export type { ResponsiveNavigation } from "./use-responsive-navigation";
