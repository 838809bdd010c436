/**
 * The parts every layout shares (docs/spec/portal-spec.md section 2 "Layouts"; docs/spec/shell-behaviour.md sections 4 and 10):
 * {@link SkipLink}, {@link LayoutIconButton} (hamburger and other top-bar toggles), {@link TopBar} with the
 * widget slots in the spec's order, and {@link LayoutFooter} with the current year and a copyright text.
 */
import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import { Icon } from "../../components/icon";
import { useUiLocale } from "../../i18n/ui-i18n-provider";
import { useWidgetLabels } from "../../widgets/panel/widget-labels";
import { footerYearAt, formatFooterYear } from "./footer-year";
import { layoutLabels, type LayoutLabels } from "./layout-labels";
import type { LayoutWidgets } from "./layout-props";
import { layoutFooterVariants, layoutIconButtonVariants, skipLinkVariants, topBarVariants } from "./layout-parts.variants";

/** The layout strings of the current ui language with `overrides` applied. */
export function useLayoutLabels(overrides?: Partial<LayoutLabels>): LayoutLabels {
  return useWidgetLabels(layoutLabels, overrides);
}

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** Id of the element that receives focus (the `<main>`, with `tabIndex={-1}`). */
  targetId: string;
  /** The link text. */
  children: ReactNode;
}

/** "Skip to content": the first focusable element of a shell; moves focus to the main content. */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  return (
    <a
      href={`#${targetId}`}
      className={skipLinkVariants()}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      {children}
    </a>
  );
}

/** Props of {@link LayoutIconButton}. */
export interface LayoutIconButtonProps {
  /** Accessible name. */
  label: string;
  /** Icon name (see `Icon`). */
  icon: string;
  /** Called on press. */
  onPress: () => void;
  /** `aria-expanded` (the hamburger tells whether the navigation is open). */
  isExpanded?: boolean;
  /** `aria-controls`: the id of what it opens. */
  controls?: string;
  /** `aria-pressed` (a toggle such as the dense appearance switch). */
  isPressed?: boolean;
  /** Classes merged over the button's. */
  className?: string;
  /** `data-slot` of the button. */
  slot?: string;
}

/** A 40 px round icon button of the top bar (hamburger, appearance toggle) with a visible keyboard focus ring. */
export function LayoutIconButton({ label, icon, onPress, isExpanded, controls, isPressed, className, slot }: LayoutIconButtonProps) {
  return (
    <Button
      aria-label={label}
      aria-expanded={isExpanded}
      aria-controls={controls}
      aria-pressed={isPressed}
      data-slot={slot}
      onPress={onPress}
      className={(state) => layoutIconButtonVariants({ isFocusVisible: state.isFocusVisible, className })}
    >
      <Icon name={icon} size={24} />
    </Button>
  );
}

/** Props of {@link NavigationToggle}. */
export interface NavigationToggleProps {
  /** The navigation is open (`aria-expanded`). */
  isOpen: boolean;
  /** Called with the opposite of `isOpen`. */
  onOpenChange: (isOpen: boolean) => void;
  /** Id of the navigation it opens (`aria-controls`). */
  controls: string;
  /** Accessible name. */
  label: string;
}

/** The hamburger: the top bar's menu toggle (`data-slot="navigation-toggle"`). */
export function NavigationToggle({ isOpen, onOpenChange, controls, label }: NavigationToggleProps) {
  return (
    <LayoutIconButton
      slot="navigation-toggle"
      label={label}
      icon="menu"
      isExpanded={isOpen}
      controls={controls}
      onPress={() => onOpenChange(!isOpen)}
    />
  );
}

/** Props of {@link TopBar}. */
export interface TopBarProps extends LayoutWidgets {
  /** Left of the row: hamburger, logo, toggles. */
  start?: ReactNode;
  /** Between the start and the widgets (a horizontal navigation). */
  children?: ReactNode;
  /** Shown next to the user menu (classy: title, first name and last name). */
  userName?: string;
  /** Leaves the user menu out (futuristic shows it in the navigation footer). @default false */
  hideUserMenu?: boolean;
  /** Accessible name of the widget group. */
  toolbarLabel: string;
  /** Classes merged over the row's. */
  className?: string;
}

/**
 * One row of a top bar: `start`, then `children`, then the widgets at the end in the spec's order (languages,
 * fullscreen hidden below 960 px, search, shortcuts, messages, notifications, user). Absent widgets take no space.
 */
export function TopBar({
  start,
  children,
  languages,
  fullscreen,
  search,
  shortcuts,
  messages,
  notifications,
  userMenu,
  userName,
  hideUserMenu = false,
  toolbarLabel,
  className,
}: TopBarProps) {
  const slots = topBarVariants();
  const user = hideUserMenu ? undefined : userMenu;
  return (
    <div data-slot="top-bar" className={slots.row({ className })}>
      {start && <div data-slot="top-bar-start" className={slots.start()}>{start}</div>}
      {children && <div data-slot="top-bar-middle" className={slots.middle()}>{children}</div>}
      <div role="group" aria-label={toolbarLabel} data-slot="widgets" className={slots.widgets()}>
        {languages}
        {fullscreen && <div className={slots.fullscreen()}>{fullscreen}</div>}
        {search}
        {shortcuts}
        {messages}
        {notifications}
        {(user || userName) && (
          <div data-slot="user-area" className={slots.userArea()}>
            {userName && <span data-slot="top-bar-user-name" className={slots.userName()}>{userName}</span>}
            {user}
          </div>
        )}
      </div>
    </div>
  );
}

/** Props of {@link LayoutFooter}. */
export interface LayoutFooterProps {
  /** The copyright text after the year. */
  children?: ReactNode;
  /** The year (Gregorian). @default the current year in Thailand ({@link footerYearAt}) */
  year?: number;
  /** Replaces single layout strings. */
  labels?: Partial<LayoutLabels>;
  /** Classes merged over the footer's. */
  className?: string;
}

/** The shells' footer: "© <year> <text>" (docs/spec/portal-spec.md section 2: every shell but classy). */
export function LayoutFooter({ children, year = footerYearAt(), labels: overrides, className }: LayoutFooterProps) {
  const labels = useLayoutLabels(overrides);
  const locale = useUiLocale();
  const shownYear = formatFooterYear(year, locale);
  return (
    <footer data-slot="footer" className={layoutFooterVariants({ className })}>
      <span>
        <span aria-hidden="true">©</span>
        <span className="sr-only">{labels.copyright}</span> <span data-slot="footer-year">{shownYear}</span>
        {children && <> {children}</>}
      </span>
    </footer>
  );
}
