/**
 * `HorizontalLayoutFrame`: the one frame of the horizontal shells centered, enterprise, material and modern
 * (docs/spec/portal-spec.md section 2 "Layouts"; docs/spec/shell-behaviour.md section 4). From md (960 px) the horizontal menu
 * (`HorizontalNavigation`, the `horizontal` set); below md a hamburger opening an over-mode `VerticalNavigation`
 * (the `default` set, dark, closed at first). Only one of the two is mounted. The looks differ by the recipe's
 * `layout` variant; modern and centered put the menu in the top bar's row, enterprise and material in a
 * second row.
 */
import { useId } from "react";
import { HorizontalNavigation } from "../../../navigation/horizontal/horizontal-navigation";
import { VerticalNavigation } from "../../../navigation/vertical/vertical-navigation";
import { LayoutFooter, NavigationToggle, SkipLink, TopBar, useLayoutLabels } from "../../common/layout-parts";
import type { LayoutProps } from "../../common/layout-props";
import { useResponsiveNavigation } from "../../common/use-responsive-navigation";
import { horizontalLayoutFrameVariants } from "./horizontal-layout-frame.variants";

/** The horizontal layouts. */
export type HorizontalFrameLayout = "centered" | "enterprise" | "material" | "modern";

/** Layouts whose horizontal menu has a row of its own under the top bar. */
const SECOND_ROW: Record<HorizontalFrameLayout, boolean> = { centered: false, enterprise: true, material: true, modern: false };

/** Props of {@link HorizontalLayoutFrame}. */
export interface HorizontalLayoutFrameProps extends LayoutProps {
  /** Which horizontal layout this is. */
  layout: HorizontalFrameLayout;
}

/** The frame of the horizontal layouts (see the module comment). */
export function HorizontalLayoutFrame({
  layout,
  navigation,
  currentPath,
  user: _user,
  logo,
  footerText,
  year,
  settings,
  children,
  navigationOpened,
  onNavigationOpenedChange,
  navigationName = "mainNavigation",
  labels: labelOverrides,
  navigationLabels,
  className,
  ...widgets
}: HorizontalLayoutFrameProps) {
  const labels = useLayoutLabels(labelOverrides);
  const { isLarge, opened, setOpened } = useResponsiveNavigation(navigationOpened, onNavigationOpenedChange);
  const id = useId();
  const navigationId = `${id}-navigation`;
  const contentId = `${id}-content`;
  const slots = horizontalLayoutFrameVariants({ layout });
  const logoBlock = logo && <div data-slot="logo" className={slots.logo()}>{logo}</div>;
  const menu = isLarge && (
    <HorizontalNavigation items={navigation.horizontal ?? navigation.default} currentPath={currentPath} labels={navigationLabels} />
  );

  return (
    <div data-slot="layout" data-layout={layout} className={slots.root({ className })}>
      <SkipLink targetId={contentId}>{labels.skipToContent}</SkipLink>
      {!isLarge && (
        <VerticalNavigation
          id={navigationId}
          name={navigationName}
          items={navigation.default}
          currentPath={currentPath}
          mode="over"
          isOpen={opened}
          onOpenChange={setOpened}
          tone="dark"
          contentHeader={logoBlock ? <div className="flex h-20 items-center px-6">{logoBlock}</div> : undefined}
          labels={navigationLabels}
          className="dark"
        />
      )}
      <div aria-hidden="true" className={slots.decoration()} />
      <div data-slot="container" className={slots.container()}>
        <header data-slot="header" className={slots.header()}>
          <TopBar
            {...widgets}
            toolbarLabel={labels.toolbar}
            className={slots.firstRow()}
            start={
              isLarge ? (
                logoBlock
              ) : (
                <NavigationToggle isOpen={opened} onOpenChange={setOpened} controls={navigationId} label={labels.toggleNavigation} />
              )
            }
          >
            {!SECOND_ROW[layout] && menu}
          </TopBar>
          {SECOND_ROW[layout] && menu && <div data-slot="navigation-row" className={slots.secondRow()}>{menu}</div>}
        </header>
        <main id={contentId} tabIndex={-1} data-slot="content" className={slots.main()}>
          <div className={slots.content()}>{children}</div>
        </main>
        <LayoutFooter year={year} labels={labelOverrides} className={slots.footer()}>
          {footerText}
        </LayoutFooter>
      </div>
      {settings}
    </div>
  );
}
