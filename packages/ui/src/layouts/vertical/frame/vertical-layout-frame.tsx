/**
 * `VerticalLayoutFrame`: the one frame of the vertical shells classic, compact, dense, futuristic and thin
 * (docs/spec/portal-spec.md section 2 "Layouts"; docs/spec/shell-behaviour.md section 4). What differs between them is data:
 * {@link VERTICAL_LAYOUT_SETTINGS} (navigation set, appearance, tone, logo placement, where the user goes).
 *
 * - Skip link, then the `VerticalNavigation` (registered as `mainNavigation`): side mode and open from md
 *   (960 px), over mode and closed below; the hamburger in the top bar toggles it (`aria-expanded`).
 * - Top bar with the widgets in the spec's order; futuristic leaves the user menu out and shows it, with the
 *   user's name and e-mail, in the navigation's fixed footer.
 * - Footer with the current year and the copyright text; the settings drawer slot.
 */
import { useId, type ReactNode } from "react";
import type { VerticalNavigationTone } from "../../../navigation/vertical/vertical-navigation-context";
import { VerticalNavigation } from "../../../navigation/vertical/vertical-navigation";
import type { VerticalNavigationAppearance } from "../../../navigation/types";
import { formatUserName } from "../../user-name";
import { LayoutFooter, NavigationToggle, SkipLink, TopBar, useLayoutLabels } from "../../common/layout-parts";
import type { LayoutNavigation, LayoutProps } from "../../common/layout-props";
import { useResponsiveNavigation } from "../../common/use-responsive-navigation";
import { verticalLayoutFrameVariants } from "./vertical-layout-frame.variants";

/** The vertical layouts built on the frame (classy has its own component). */
export type VerticalFrameLayout = "classic" | "compact" | "dense" | "futuristic" | "thin";

/** How one vertical layout differs from the others. */
export interface VerticalLayoutSettings {
  /** Which navigation set it shows (a missing set falls back to `default`). */
  navigationSet: keyof LayoutNavigation;
  /** Initial appearance of the navigation. */
  appearance: VerticalNavigationAppearance;
  /** Navigation colours: the dark surface, or the page's card surface (thin). */
  tone: VerticalNavigationTone;
  /** The navigation is forced to the dark scheme (the widgets in it too). */
  forceDark: boolean;
  /** Where and how big the logo is. */
  logo: "start" | "center" | "small" | "header";
  /** The user menu, name and e-mail are in the navigation footer instead of the top bar (futuristic). */
  userInNavigation: boolean;
}

/**
 * The differences of the vertical layouts (docs/spec/portal-spec.md section 2: navigation sets compact for compact and
 * thin, default for dense, futuristic for futuristic; docs/spec/shell-behaviour.md section 4 for colours and logos).
 */
export const VERTICAL_LAYOUT_SETTINGS: Record<VerticalFrameLayout, VerticalLayoutSettings> = {
  classic: { navigationSet: "default", appearance: "default", tone: "dark", forceDark: true, logo: "start", userInNavigation: false },
  compact: { navigationSet: "compact", appearance: "compact", tone: "dark", forceDark: true, logo: "center", userInNavigation: false },
  dense: { navigationSet: "default", appearance: "dense", tone: "dark", forceDark: true, logo: "small", userInNavigation: false },
  futuristic: { navigationSet: "futuristic", appearance: "default", tone: "dark", forceDark: true, logo: "header", userInNavigation: true },
  thin: { navigationSet: "compact", appearance: "thin", tone: "surface", forceDark: false, logo: "small", userInNavigation: false },
};

/** The item set a layout shows: its own set, else the default one. */
export function navigationItemsFor(navigation: LayoutNavigation, set: keyof LayoutNavigation) {
  return navigation[set] ?? navigation.default;
}

/** Props of {@link VerticalLayoutFrame}. */
export interface VerticalLayoutFrameProps extends LayoutProps {
  /** Which vertical layout this is. */
  layout: VerticalFrameLayout;
  /** Replaces the layout's navigation appearance (the dense layout's toggle). */
  appearance?: VerticalNavigationAppearance;
  /** Extra controls after the hamburger (the dense layout's appearance toggle). */
  topBarStart?: ReactNode;
}

/** The frame of the vertical layouts (see the module comment). */
export function VerticalLayoutFrame({
  layout,
  appearance,
  topBarStart,
  navigation,
  currentPath,
  user,
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
  userMenu,
  ...widgets
}: VerticalLayoutFrameProps) {
  const config = VERTICAL_LAYOUT_SETTINGS[layout];
  const labels = useLayoutLabels(labelOverrides);
  const { isLarge, opened, setOpened } = useResponsiveNavigation(navigationOpened, onNavigationOpenedChange);
  const id = useId();
  const navigationId = `${id}-navigation`;
  const contentId = `${id}-content`;
  const slots = verticalLayoutFrameVariants({ logo: config.logo, primaryNavigation: layout === "futuristic" });

  const logoBlock = logo && <div data-slot="navigation-logo" className={slots.logo()}>{logo}</div>;
  const userBlock = config.userInNavigation && (user || userMenu) && (
    <div data-slot="navigation-user" className={slots.userBlock()}>
      {userMenu}
      {user && (
        <div className={slots.userText()}>
          <span data-slot="navigation-user-name" className={slots.userName()}>{formatUserName(user)}</span>
          <span className={slots.userEmail()}>{user.email}</span>
        </div>
      )}
    </div>
  );

  return (
    <div data-slot="layout" data-layout={layout} className={slots.root({ className })}>
      <SkipLink targetId={contentId}>{labels.skipToContent}</SkipLink>
      <VerticalNavigation
        id={navigationId}
        name={navigationName}
        items={navigationItemsFor(navigation, config.navigationSet)}
        currentPath={currentPath}
        appearance={appearance ?? config.appearance}
        mode={isLarge ? "side" : "over"}
        isOpen={opened}
        onOpenChange={setOpened}
        tone={config.tone}
        header={config.logo === "header" ? logoBlock || undefined : undefined}
        contentHeader={config.logo === "header" ? undefined : logoBlock || undefined}
        footer={userBlock || undefined}
        labels={navigationLabels}
        className={slots.navigation({ className: config.forceDark ? "dark" : undefined })}
      />
      <div data-slot="column" className={slots.column()}>
        <header data-slot="header" className={slots.header()}>
          <TopBar
            {...widgets}
            userMenu={userMenu}
            hideUserMenu={config.userInNavigation}
            toolbarLabel={labels.toolbar}
            start={
              <>
                <NavigationToggle isOpen={opened} onOpenChange={setOpened} controls={navigationId} label={labels.toggleNavigation} />
                {topBarStart}
              </>
            }
          />
        </header>
        <main id={contentId} tabIndex={-1} data-slot="content" className={slots.main()}>
          {children}
        </main>
        <LayoutFooter year={year} labels={labelOverrides}>{footerText}</LayoutFooter>
      </div>
      {settings}
    </div>
  );
}
