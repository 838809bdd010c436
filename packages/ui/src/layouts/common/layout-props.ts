/**
 * The props every layout shares (docs/spec/portal-spec.md section 2 "Layouts": each shell takes the navigation sets,
 * the user, the top-bar widgets and the page content; the ui package holds no product data).
 */
import type { ReactNode } from "react";
import type { NavigationLabels } from "../../navigation/labels";
import type { NavigationItem } from "../../navigation/types";
import type { LayoutUser } from "../user-name";
import type { LayoutLabels } from "./layout-labels";

/**
 * The navigation item sets (docs/spec/portal-spec.md section 2: compact for compact and thin, default for classic,
 * classy and dense, futuristic for futuristic, horizontal for the horizontal layouts). A missing set falls
 * back to `default`.
 */
export interface LayoutNavigation {
  /** The default (full) menu. */
  default: readonly NavigationItem[];
  /** The compact menu (compact and thin layouts). @default default */
  compact?: readonly NavigationItem[];
  /** The futuristic menu. @default default */
  futuristic?: readonly NavigationItem[];
  /** The horizontal menu (centered, enterprise, material, modern from 960 px). @default default */
  horizontal?: readonly NavigationItem[];
}

/**
 * The top-bar widget slots, in the spec's order: languages, fullscreen (hidden below md, 960 px), search,
 * shortcuts, messages, notifications, user menu. An absent slot takes no space.
 */
export interface LayoutWidgets {
  /** Language menu (`LanguageMenu`). */
  languages?: ReactNode;
  /** Fullscreen toggle (`FullscreenToggle`); hidden below 960 px. */
  fullscreen?: ReactNode;
  /** Document search (`SearchBar`). */
  search?: ReactNode;
  /** Shortcuts (`ShortcutsPanel`). */
  shortcuts?: ReactNode;
  /** Messages (`MessagesPanel`). */
  messages?: ReactNode;
  /** Notifications (`NotificationsPanel`). */
  notifications?: ReactNode;
  /** User menu (`UserMenu`); the futuristic layout shows it in the navigation footer instead. */
  userMenu?: ReactNode;
}

/** Props shared by every layout component (and by `Layout`). */
export interface LayoutProps extends LayoutWidgets {
  /** The navigation item sets. */
  navigation: LayoutNavigation;
  /** Current location (path + optional query): active links and close-on-navigate. */
  currentPath?: string;
  /** The signed-in user (name and e-mail shown by classy and futuristic). */
  user?: LayoutUser;
  /**
   * The organisation's logo: a mark (svg or img), optionally followed by its name in an element with
   * `data-slot="logo-text"`, which narrow places hide (compact, dense and thin navigations; horizontal layouts
   * below 1280 px).
   */
  logo?: ReactNode;
  /** Copyright text of the footer, after the year (for example the municipality's name). */
  footerText?: ReactNode;
  /** The footer year (Gregorian; shown in the Buddhist era in Thai); fixed by stories and screenshots. @default the current year in Thailand (`footerYearAt`) */
  year?: number;
  /** The settings drawer (`SettingsDrawer`), rendered by every layout except empty. */
  settings?: ReactNode;
  /** Page content, rendered in `<main>`. */
  children?: ReactNode;
  /** Navigation opened (controlled); by default open from 960 px and closed below. */
  navigationOpened?: boolean;
  /** Called with the new opened state of the navigation. */
  onNavigationOpenedChange?: (isOpen: boolean) => void;
  /** Registry name of the main navigation. @default "mainNavigation" */
  navigationName?: string;
  /** Replaces single layout strings of the current language. */
  labels?: Partial<LayoutLabels>;
  /** Replaces single navigation strings of the current language. */
  navigationLabels?: Partial<NavigationLabels>;
  /** Classes merged over the root's. */
  className?: string;
}
