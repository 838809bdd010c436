/**
 * `ClassyLayout`: the default shell of the portal (portal-spec.md section 2 "Layouts": defaults layout classy;
 * "the classy layout shows the user's title, first name and last name next to the user menu and is the one
 * that loads the real menu"; shell-behaviour.md section 4 "classy").
 *
 * - Dark vertical navigation (`VerticalNavigation`, registered as `mainNavigation`) whose content header shows
 *   the logo, the user's 96 px avatar (or a user icon), title + first name + last name, and e-mail.
 * - Below md (960 px) the navigation is in over mode and closed; from md in side mode and open. Crossing the
 *   breakpoint resets it; a manual close on a large screen stays until the next crossing.
 * - Top bar (64 px): hamburger (toggles the navigation, `aria-expanded`), then the widget slots in the spec's
 *   order - languages, fullscreen (hidden below md), search, shortcuts, messages, notifications - and the
 *   user's name next to the user menu. Absent slots take no space. No footer.
 * - A "Skip to content" link (first focusable) and the `<main>` landmark it moves focus to.
 */
import { useId, useState, type ReactNode } from "react";
import { Button } from "react-aria-components";
import { Icon } from "../../../components/icon";
import { focusRing } from "../../../lib/focus-ring";
import { tv } from "../../../lib/tv";
import type { NavigationLabels } from "../../../navigation/labels";
import type { NavigationItem } from "../../../navigation/types";
import { VerticalNavigation } from "../../../navigation/vertical/vertical-navigation";
import { useBreakpoint } from "../../use-media-query";
import { formatUserName, type LayoutUser } from "../../user-name";
import { useClassyLayoutLabels, type ClassyLayoutLabels } from "./labels";

/** Recipe of the classy layout's parts. */
export const classyLayoutVariants = tv({
  slots: {
    root: "flex min-h-dvh w-full bg-background text-foreground",
    skipLink: [
      "sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[1000] focus:rounded-md focus:bg-surface",
      "focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-foreground focus:shadow-lg focus:outline-2 focus:outline-primary",
    ],
    column: "flex min-w-0 flex-1 flex-col",
    topBar: [
      "sticky top-0 z-[49] flex h-16 w-full shrink-0 items-center gap-1 bg-appbar px-4 shadow-sm sm:gap-2 md:px-6",
      "dark:border-b dark:border-border dark:shadow-none print:hidden",
    ],
    hamburger: "inline-flex size-10 items-center justify-center rounded-full text-foreground hover:bg-hover",
    widgets: "ms-auto flex items-center gap-1 sm:gap-2",
    userArea: "flex items-center gap-2",
    userName: "hidden max-w-48 truncate text-sm font-medium sm:block",
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

/** Props of {@link ClassyLayout}. */
export interface ClassyLayoutProps {
  /** The navigation items (the e-service menu, or the menu the server sends). */
  navigation: readonly NavigationItem[];
  /** Current location (path + optional query): active links and close-on-navigate. */
  currentPath?: string;
  /** The signed-in user shown in the navigation header and next to the user menu. */
  user?: LayoutUser;
  /** Logo (about 32 px tall) at the top of the navigation. */
  logo?: ReactNode;
  /** Top-bar slot 1: the language menu. Top-bar slots render in this order; any may be absent. */
  languages?: ReactNode;
  /** Top-bar slot 2: the fullscreen toggle (hidden below md, 960 px). */
  fullscreen?: ReactNode;
  /** Top-bar slot 3: the search bar. */
  search?: ReactNode;
  /** Top-bar slot 4: the shortcuts panel. */
  shortcuts?: ReactNode;
  /** Top-bar slot 5: the messages panel. */
  messages?: ReactNode;
  /** Top-bar slot 6: the notifications panel. */
  notifications?: ReactNode;
  /** Top-bar slot 7: the user menu, after the user's title, first name and last name (name hidden below 600 px). */
  userMenu?: ReactNode;
  /** Page content, rendered in `<main>`. */
  children?: ReactNode;
  /** Navigation opened (controlled; the parent then also decides what a breakpoint change does). */
  navigationOpened?: boolean;
  /** Called with the new opened state when the hamburger, the overlay, Escape or a navigation changes it. */
  onNavigationOpenedChange?: (isOpen: boolean) => void;
  /** Registry name of the navigation. @default "mainNavigation" */
  navigationName?: string;
  /** Replaces single strings of the current language. */
  labels?: Partial<ClassyLayoutLabels>;
  /** Replaces single navigation strings (landmark name ...). */
  navigationLabels?: Partial<NavigationLabels>;
  /** Classes merged over the root's. */
  className?: string;
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
  const labels = useClassyLayoutLabels(labelOverrides);
  const isLarge = useBreakpoint("md");
  const [breakpointSeen, setBreakpointSeen] = useState(isLarge);
  const [internalOpen, setInternalOpen] = useState(isLarge);
  if (breakpointSeen !== isLarge) {
    setBreakpointSeen(isLarge);
    setInternalOpen(isLarge);
  }
  const opened = navigationOpened ?? internalOpen;
  const setOpened = (next: boolean) => {
    if (navigationOpened === undefined) setInternalOpen(next);
    onNavigationOpenedChange?.(next);
  };

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
      <a
        href={`#${contentId}`}
        className={slots.skipLink()}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(contentId)?.focus();
        }}
      >
        {labels.skipToContent}
      </a>
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
        <header data-slot="top-bar" className={slots.topBar()}>
          <Button
            aria-label={labels.toggleNavigation}
            aria-expanded={opened}
            aria-controls={navigationId}
            onPress={() => setOpened(!opened)}
            className={(state) => `${slots.hamburger()} ${focusRing({ isFocusVisible: state.isFocusVisible })}`}
          >
            <Icon name="menu" size={24} />
          </Button>
          <div data-slot="widgets" className={slots.widgets()}>
            {languages}
            {fullscreen && <div className="hidden md:flex">{fullscreen}</div>}
            {search}
            {shortcuts}
            {messages}
            {notifications}
            {(userMenu || name) && (
              <div data-slot="user-area" className={slots.userArea()}>
                {name && <span data-slot="top-bar-user-name" className={slots.userName()}>{name}</span>}
                {userMenu}
              </div>
            )}
          </div>
        </header>
        <main id={contentId} tabIndex={-1} data-slot="content" className={slots.main()}>
          {children}
        </main>
      </div>
    </div>
  );
}
