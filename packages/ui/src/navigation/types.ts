/**
 * The navigation item model (docs/spec/portal-spec.md section 2 "Navigation items", section 3 "Navigation item"):
 * one union discriminated by `type` - `basic`, `aside`, `collapsable`, `group`, `divider`, `spacer`.
 * The same data feeds the vertical and the horizontal navigation, the registry and the fixtures.
 */

/** Where an external link opens. @default "_self" (same window) */
export type NavigationLinkTarget = "_self" | "_blank" | "_parent" | "_top";

/** Extra classes for the parts of an item's row (spec section 3: classes wrapper, icon, title, subtitle). */
export interface NavigationItemClasses {
  /** Classes of the row's outer wrapper. */
  wrapper?: string;
  /** Classes of the icon. */
  icon?: string;
  /** Classes of the title. */
  title?: string;
  /** Classes of the subtitle. */
  subtitle?: string;
}

/** A small label pushed to the end of a row (spec section 3: badge title, classes). Colours come from `classes` only. */
export interface NavigationBadge {
  /** Text of the badge, for example a count. */
  title?: string;
  /** Classes giving the badge its colours, for example `bg-primary text-on-primary`. */
  classes?: string;
}

/** Fields every item type shares. */
export interface NavigationItemCommon {
  /** Stable id: needed by asides (an id-less aside never opens), `getItem`, and to keep expand state. */
  id?: string;
  /** Visible title (also the accessible name of icon-only rows). */
  title?: string;
  /** Secondary line under the title. */
  subtitle?: string;
  /** Curated icon name (see `iconNames` of the Icon component). */
  icon?: string;
  /** Hover/focus tooltip. Icon-only rows (thin, compact, collapsed dense) fall back to the title. */
  tooltip?: string;
  /** Badge at the end of the row. */
  badge?: NavigationBadge;
  /** Extra classes of the row's parts. */
  classes?: NavigationItemClasses;
  /** Forces the active look regardless of the current path. @default false */
  active?: boolean;
  /** Dimmed and inert: no link, no function, cannot open or close. @default false */
  disabled?: boolean;
  /** Predicate hiding the item (and its children) when it returns true; evaluated at every depth. */
  hidden?: (item: NavigationItem) => boolean;
  /** Free data for the app (not rendered). */
  meta?: unknown;
}

/** Fields of items that can act: link, external link, function. */
export interface NavigationActionFields {
  /**
   * Internal path (`/e-service/main/form/:id`) navigated through the router, or an external URL when
   * `externalLink` is true. A `:id` (or `{id}`) segment is filled from `code`.
   */
  link?: string;
  /** The link is external: a plain anchor opened as `target` says (new tabs get `rel="noopener noreferrer"`). @default false */
  externalLink?: boolean;
  /** Where an external link opens. @default "_self" */
  target?: NavigationLinkTarget;
  /** Active only when path and query match exactly; otherwise the link's path and query are a subset. @default false */
  exactMatch?: boolean;
  /** Called with the item when it is activated (alone, or after the link navigates). */
  function?: (item: NavigationItem) => void;
  /** Value filling the link's route parameter `id` (spec section 2: "a route parameter id filled from the item's code"). */
  code?: string | number;
}

/** A clickable row: link, external link, function, link plus function, or static. */
export interface NavigationBasicItem extends NavigationItemCommon, NavigationActionFields {
  type: "basic";
}

/** A row that opens a second panel showing its children (one aside at a time). */
export interface NavigationAsideItem extends NavigationItemCommon, NavigationActionFields {
  type: "aside";
  children?: NavigationItem[];
}

/** A row that expands and collapses its children in place. */
export interface NavigationCollapsableItem extends NavigationItemCommon, NavigationActionFields {
  type: "collapsable";
  children?: NavigationItem[];
}

/** A non-interactive heading whose children are always visible. */
export interface NavigationGroupItem extends NavigationItemCommon {
  type: "group";
  children?: NavigationItem[];
}

/** A 1 px line between items. */
export interface NavigationDividerItem extends NavigationItemCommon {
  type: "divider";
}

/** 12 px of empty vertical space (not a flexible filler). */
export interface NavigationSpacerItem extends NavigationItemCommon {
  type: "spacer";
}

/** One navigation item (union on `type`). */
export type NavigationItem =
  | NavigationBasicItem
  | NavigationAsideItem
  | NavigationCollapsableItem
  | NavigationGroupItem
  | NavigationDividerItem
  | NavigationSpacerItem;

/** The item types, in the spec's order. */
export const NAVIGATION_ITEM_TYPES = ["basic", "aside", "collapsable", "group", "divider", "spacer"] as const;

/** Items that have children. */
export type NavigationParentItem = NavigationAsideItem | NavigationCollapsableItem | NavigationGroupItem;

/** Vertical navigation appearance (spec section 2 "Layouts"): widths 280, 112, 80 (dense, 280 on hover) and 80 px. */
export type VerticalNavigationAppearance = "default" | "compact" | "dense" | "thin";
/** `side`: in the page flow, pushes content; `over`: floats over the content with a dimming overlay. */
export type VerticalNavigationMode = "side" | "over";
/** Edge the vertical navigation sits on. */
export type VerticalNavigationPosition = "left" | "right";

/** The appearances (for controls and docs). */
export const VERTICAL_NAVIGATION_APPEARANCES = ["default", "compact", "dense", "thin"] as const;
/** The modes (for controls and docs). */
export const VERTICAL_NAVIGATION_MODES = ["side", "over"] as const;
/** The positions (for controls and docs). */
export const VERTICAL_NAVIGATION_POSITIONS = ["left", "right"] as const;

/** Widths in px (spec section 9). */
export const VERTICAL_NAVIGATION_WIDTHS: Record<VerticalNavigationAppearance, number> = {
  default: 280,
  compact: 112,
  dense: 80,
  thin: 80,
};

/** Timings in ms (spec section 9). */
export const NAVIGATION_TIMINGS = {
  /** Overlay fade. */
  overlayFade: 300,
  /** Animations switched back on after a mode change. */
  animationsReenable: 500,
  /** Scroll-area update debounce after a resize. */
  resizeDebounce: 150,
  /** Scroll-area update after an expand or collapse. */
  collapseUpdate: 250,
} as const;
