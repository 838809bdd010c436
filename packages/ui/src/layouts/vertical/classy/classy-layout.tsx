/**
 * `ClassyLayout`: the default shell of the portal (docs/spec/portal-spec.md section 2 "Layouts": defaults layout classy;
 * "the classy layout shows the user's title, first name and last name next to the user menu and is the one
 * that loads the real menu"; docs/spec/shell-behaviour.md section 4 "classy").
 *
 * - Dark vertical navigation (`VerticalNavigation`, registered as `mainNavigation`) whose content header shows
 *   the logo, the user's 96 px avatar (or a user icon), title + first name + last name, and e-mail.
 * - Below md (960 px) the navigation is in over mode and closed; from md in side mode and open. Crossing the
 *   breakpoint resets it; a manual close on a large screen stays until the next crossing
 *   (`useResponsiveNavigation`, shared with the other layouts).
 * - Top bar (64 px): hamburger (toggles the navigation, `aria-expanded`), then the widget slots in the spec's
 *   order - languages, fullscreen (hidden below md), search, shortcuts, messages, notifications - and the
 *   user's name next to the user menu. Absent slots take no space. No footer.
 * - A "Skip to content" link (first focusable) and the `<main>` landmark it moves focus to.
 */
import { useId } from "react";
import { Icon } from "../../../components/icon";
import { tv } from "../../../lib/tv";
import type { NavigationItem } from "../../../navigation/types";
import { VerticalNavigation } from "../../../navigation/vertical/vertical-navigation";
import type { LayoutProps } from "../../common/layout-props";
import { NavigationToggle, SkipLink, TopBar, useLayoutLabels } from "../../common/layout-parts";
import { useResponsiveNavigation } from "../../common/use-responsive-navigation";
import { formatUserName } from "../../user-name";

/** Recipe of the classy layout's own parts (the skip link and the top bar's row are shared: `layouts/common`). */
export const classyLayoutVariants = tv({
  slots: {
    root: "flex min-h-dvh w-full bg-background text-foreground",
    column: "flex min-w-0 flex-1 flex-col",
    header: [
      "sticky top-0 z-[49] w-full shrink-0 bg-appbar shadow-sm",
      "dark:border-b dark:border-border dark:shadow-none print:hidden",
    ],
    main: "flex flex-auto flex-col outline-none",
    navHeader: "flex flex-col p-4",
    logo: "flex h-8 items-center [&_img]:h-8 [&_svg]:h-8",
    user: "mt-6 flex flex-col items-center",
    avatar: "size-24 rounded-full object-cover",
    avatarFallback: "flex size-24 items-center justify-center rounded-full bg-nav-foreground/10",
    name: "mt-5 w-full truncate text-center leading-normal font-medium",
    email: "mt-0.5 w-full truncate text-center text-[13px] leading-normal font-medium text-nav-foreground/70",
  },
});

/**
 * Props of {@link ClassyLayout}: the shared {@link LayoutProps} (widget slots in the spec's order, user,
 * logo, controlled navigation, labels) with one navigation item list instead of the sets, and without the
 * footer (classy has none, spec section 2) and the settings slot (`Layout` draws it beside the layout).
 */
export interface ClassyLayoutProps extends Omit<LayoutProps, "navigation" | "footerText" | "year" | "settings"> {
  /** The navigation items (the e-service menu, or the menu the server sends). */
  navigation: readonly NavigationItem[];
}

/** The classy shell (see the module comment). */
export function ClassyLayout({
  navigation,
  currentPath,
  user,
  logo,
  languages,
  fullscreen,
  search,
  shortcuts,
  messages,
  notifications,
  userMenu,
  children,
  navigationOpened,
  onNavigationOpenedChange,
  navigationName = "mainNavigation",
  labels: labelOverrides,
  navigationLabels,
  className,
}: ClassyLayoutProps) {
  const labels = useLayoutLabels(labelOverrides);
  const { isLarge, opened, setOpened } = useResponsiveNavigation(navigationOpened, onNavigationOpenedChange);

  const id = useId();
  const navigationId = `${id}-navigation`;
  const contentId = `${id}-content`;
  const slots = classyLayoutVariants();
  const name = user ? formatUserName(user) : undefined;

  const navigationHeader = (logo || user) && (
    <div data-slot="navigation-header" className={slots.navHeader()}>
      {logo && <div className={slots.logo()}>{logo}</div>}
      {user && (
        <div data-slot="user" className={slots.user()}>
          {user.avatar ? (
            <img src={user.avatar} alt="" className={slots.avatar()} />
          ) : (
            <span className={slots.avatarFallback()}>
              <Icon name="user" size={56} />
            </span>
          )}
          <div data-slot="user-name" className={slots.name()}>{name}</div>
          <div data-slot="user-email" className={slots.email()}>{user.email}</div>
        </div>
      )}
    </div>
  );

  return (
    <div data-slot="classy-layout" data-layout="classy" className={slots.root({ className })}>
      <SkipLink targetId={contentId}>{labels.skipToContent}</SkipLink>
      <VerticalNavigation
        id={navigationId}
        name={navigationName}
        items={navigation}
        currentPath={currentPath}
        mode={isLarge ? "side" : "over"}
        isOpen={opened}
        onOpenChange={setOpened}
        tone="dark"
        contentHeader={navigationHeader || undefined}
        labels={navigationLabels}
      />
      <div data-slot="column" className={slots.column()}>
        <header data-slot="header" className={slots.header()}>
          <TopBar
            languages={languages}
            fullscreen={fullscreen}
            search={search}
            shortcuts={shortcuts}
            messages={messages}
            notifications={notifications}
            userMenu={userMenu}
            userName={name}
            toolbarLabel={labels.toolbar}
            start={
              <NavigationToggle
                isOpen={opened}
                onOpenChange={setOpened}
                controls={navigationId}
                label={labels.toggleNavigation}
              />
            }
          />
        </header>
        <main id={contentId} tabIndex={-1} data-slot="content" className={slots.main()}>
          {children}
        </main>
      </div>
    </div>
  );
}
