/**
 * `VerticalNavigation` (docs/spec/portal-spec.md section 2 "Layouts", section 4 "Vertical navigation", section 9
 * widths and timings; docs/spec/shell-behaviour.md section 1, with the accessibility gaps of section 10 closed).
 *
 * Behaviour:
 * - Appearances `default` (280 px), `compact` (112 px, icon above title), `dense` (80 px, widens to 280 px over
 *   the content on hover or keyboard focus; side mode only, in over mode it renders as default), `thin` (80 px,
 *   icons only). Compact and thin open top-level collapsables as a panel, like an aside.
 * - Modes `side` (in the page flow, closed = gives its width back) and `over` (fixed over the content with a
 *   dimming overlay, 300 ms fade, that closes it; behaves as a modal dialog: focus moves in, is trapped, Escape
 *   closes, focus returns to where it was, page scroll locked). Positions `left` and `right`. In over mode the
 *   items are rendered from the first open on (a closed drawer shows nothing, and a phone's first page then renders
 *   without them: about a seventh of its main-thread work, tracker issue 8); they stay rendered once opened.
 * - `isOpen` controlled or `defaultOpen` uncontrolled, `onOpenChange` on every change. Closing also closes the aside.
 * - An aside row opens its panel or closes it when already open; disabled or id-less asides never open.
 *   The panel is a non-modal dialog: focus moves into it, Escape or its backdrop closes it, focus returns to its row.
 * - Switching side to over closes the aside (the overlay shows when open); switching back hides the overlay.
 * - Each completed navigation (`currentPath` changes): over mode closes the navigation, side mode closes the aside,
 *   and collapsables follow the collapse rule of `tree.ts` (autoCollapse on by default).
 * - Animations are off until the first open/close or hover, and switched off by a mode change and back on 500 ms
 *   later (so a breakpoint flip, which changes mode and open together, snaps instead of sliding across).
 * - Registered by `name` in the navigation registry (open, close, toggle, aside control) while mounted.
 * - Closed, the navigation is `visibility: hidden` and `content-visibility: hidden` (after the closing
 *   transition, at once with reduced motion): nothing in it is focusable or exposed, and the browser skips its
 *   rows. `inert` is deliberately not used: toggling it restyles every row (about 55 ms per open or close for
 *   500 items in `bench/navigation.mjs`, against one frame without it).
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from "react";
import { FocusScope } from "react-aria/FocusScope";
import { Button } from "react-aria-components";
import { Icon } from "../../components/icon";
import { useNavigationLabels, type NavigationLabels } from "../labels";
import { useCurrentPath, useNavigationRegistry } from "../navigation-context";
import type { NavigationHandle } from "../registry";
import {
  collapseCollapsable,
  expandCollapsable,
  hasChildren,
  indexCollapsables,
  itemKey,
  syncCollapsables,
} from "../tree";
import {
  NAVIGATION_TIMINGS,
  VERTICAL_NAVIGATION_WIDTHS,
  type NavigationItem,
  type VerticalNavigationAppearance,
  type VerticalNavigationMode,
  type VerticalNavigationPosition,
} from "../types";
import { ItemList } from "./vertical-navigation-items";
import {
  VerticalNavigationContext,
  VerticalNavigationStore,
  type VerticalNavigationContextValue,
  type VerticalNavigationTone,
} from "./vertical-navigation-context";
import { navigationRowVariants, verticalNavigationVariants } from "./vertical-navigation.variants";
import { useScrollArea } from "./use-scroll-area";
import { useNavigationOverlays } from "./vertical-navigation-deferred";

/** Props of {@link VerticalNavigation}. */
export interface VerticalNavigationProps {
  /** The items (see `NavigationItem`). */
  items: readonly NavigationItem[];
  /** Name in the navigation registry (for example `mainNavigation`). @default a generated unique name */
  name?: string;
  /** Appearance: widths 280 / 112 / 80 (280 on hover) / 80 px. @default "default" */
  appearance?: VerticalNavigationAppearance;
  /** Mode. @default "side" */
  mode?: VerticalNavigationMode;
  /** Edge. @default "left" */
  position?: VerticalNavigationPosition;
  /** Opened (controlled). */
  isOpen?: boolean;
  /** Opened at first (uncontrolled). @default true */
  defaultOpen?: boolean;
  /** Called with the new opened state on every open and close. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Opening a collapsable closes the others (see the collapse rule in `tree.ts`). @default true */
  autoCollapse?: boolean;
  /** Current location (path + optional query); falls back to the nearest `NavigationProvider`. */
  currentPath?: string;
  /** Colours: the dark navigation surface or the page's card surface. @default "dark" */
  tone?: VerticalNavigationTone;
  /** Fixed above the scrolling items. */
  header?: ReactNode;
  /** Scrolls above the items (the classy layout puts the logo and the user here). */
  contentHeader?: ReactNode;
  /** Scrolls below the items. */
  contentFooter?: ReactNode;
  /** Fixed below the scrolling items. */
  footer?: ReactNode;
  /** Accessible name of the landmark. @default labels.navigation ("Main navigation" / "เมนูหลัก") */
  "aria-label"?: string;
  /** Replaces single strings of the current language. */
  labels?: Partial<NavigationLabels>;
  /** Classes merged over the root's. */
  className?: string;
  /** Id of the root element. */
  id?: string;
}

/** A vertical navigation (see the module comment for the behaviour). */
export function VerticalNavigation({
  items,
  name,
  appearance = "default",
  mode = "side",
  position = "left",
  isOpen: isOpenProp,
  defaultOpen = true,
  onOpenChange,
  autoCollapse = true,
  currentPath: currentPathProp,
  tone = "dark",
  header,
  contentHeader,
  contentFooter,
  footer,
  "aria-label": ariaLabel,
  labels: labelOverrides,
  className,
  id,
}: VerticalNavigationProps) {
  const contextPath = useCurrentPath();
  const currentPath = currentPathProp ?? contextPath;
  const registry = useNavigationRegistry();
  const generatedId = useId();
  const idPrefix = `vn${generatedId.replace(/[^A-Za-z0-9]/g, "")}`;
  const navigationName = name || idPrefix;
  const labels = useNavigationLabels(labelOverrides);
  const effectiveAppearance: VerticalNavigationAppearance = appearance === "dense" && mode === "over" ? "default" : appearance;
  const isOver = mode === "over";

  // Opened: controlled or not.
  const [internalOpen, setInternalOpen] = useState(defaultOpen);
  const isOpen = isOpenProp ?? internalOpen;
  const [activeAsideKey, setActiveAsideKey] = useState<string | null>(null);
  const latest = useRef({ isOpen, isOpenProp, onOpenChange, activeAsideKey });
  useLayoutEffect(() => {
    latest.current = { isOpen, isOpenProp, onOpenChange, activeAsideKey };
  });

  const setOpen = useCallback((next: boolean) => {
    const { isOpen: current, isOpenProp: controlled, onOpenChange: notify } = latest.current;
    if (!next) setActiveAsideKey(null);
    if (next === current) return;
    if (controlled === undefined) setInternalOpen(next);
    latest.current = { ...latest.current, isOpen: next };
    notify?.(next);
  }, []);

  // Collapsables.
  const collapsables = useMemo(() => indexCollapsables(items), [items]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() =>
    syncCollapsables(new Set(), collapsables, currentPath, autoCollapse),
  );
  const pathForToggle = useRef(currentPath);
  useLayoutEffect(() => {
    pathForToggle.current = currentPath;
  }, [currentPath]);
  const toggleCollapsable = useCallback(
    (key: string) =>
      setExpanded((open) =>
        open.has(key)
          ? collapseCollapsable(open, key, collapsables)
          : expandCollapsable(open, key, collapsables, pathForToggle.current, autoCollapse),
      ),
    [collapsables, autoCollapse],
  );

  // Asides (and compact/thin collapsables shown as panels).
  const panelItems = useMemo(() => {
    const map = new Map<string, { item: NavigationItem; path: number[] }>();
    const walk = (list: readonly NavigationItem[], path: number[]) =>
      list.forEach((item, position) => {
        const itemPath = [...path, position];
        if (item.type === "aside" && item.id) map.set(item.id, { item, path: itemPath });
        if (item.type === "collapsable") map.set(itemKey(item, itemPath), { item, path: itemPath });
        if (hasChildren(item)) walk(item.children ?? [], itemPath);
      });
    walk(items, []);
    return map;
  }, [items]);
  const toggleAside = useCallback((key: string, item: NavigationItem) => {
    if (item.disabled || key === "") return;
    setActiveAsideKey((open) => (open === key ? null : key));
  }, []);
  const asideEntry = activeAsideKey ? panelItems.get(activeAsideKey) : undefined;
  const asideItem = asideEntry?.item;

  // Completed navigation, mode change, open change.
  const previous = useRef({ currentPath, mode, isOpen });
  const [animations, setAnimations] = useState(false);
  useEffect(() => {
    const before = previous.current;
    previous.current = { currentPath, mode, isOpen };
    // A completed navigation and a mode change are events from outside (router, breakpoint); closing must also
    // tell the parent through onOpenChange, which cannot happen during render, hence state updates here.
    /* eslint-disable react-hooks/set-state-in-effect */
    if (before.currentPath !== currentPath) {
      if (mode === "over") setOpen(false);
      else setActiveAsideKey(null);
      setExpanded((open) => syncCollapsables(open, collapsables, currentPath, autoCollapse));
    }
    if (before.mode !== mode) {
      if (mode === "over") setActiveAsideKey(null);
      setAnimations(false);
      const timer = setTimeout(() => setAnimations(true), NAVIGATION_TIMINGS.animationsReenable);
      return () => clearTimeout(timer);
    }
    if (before.isOpen !== isOpen) {
      setAnimations(true);
      if (!isOpen) setActiveAsideKey(null);
    }
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [currentPath, mode, isOpen, setOpen, collapsables, autoCollapse]);

  // Registry.
  const asideRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const handle: NavigationHandle = {
      open: () => setOpen(true),
      close: () => setOpen(false),
      toggle: () => setOpen(!latest.current.isOpen),
      isOpen: () => latest.current.isOpen,
      openAside: (key) => {
        const entry = panelItems.get(key);
        if (entry && !entry.item.disabled) setActiveAsideKey(key);
      },
      closeAside: () => setActiveAsideKey(null),
      toggleAside: (key) => {
        const entry = panelItems.get(key);
        if (entry) toggleAside(key, entry.item);
      },
    };
    const unregister = registry.registerComponent(navigationName, handle);
    return () => {
      unregister();
    };
  }, [registry, navigationName, setOpen, panelItems, toggleAside]);
  useEffect(() => {
    registry.notify();
  }, [registry, isOpen]);

  // Over mode: modal behaviour.
  const isModal = isOver && isOpen;
  // Items from the first open on in over mode (see the module comment); set during render, so that the opening
  // render already has them (focus moves to the first one).
  const [itemsRendered, setItemsRendered] = useState(!isOver || isOpen);
  if (!itemsRendered && (!isOver || isOpen)) setItemsRendered(true);
  // The scroll lock and the rows' tooltips load after the first render (`vertical-navigation-deferred.ts`).
  const overlays = useNavigationOverlays();
  const returnFocus = useRef<HTMLElement | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    if (isModal) {
      const active = document.activeElement;
      if (active instanceof HTMLElement && !panel.contains(active)) returnFocus.current = active;
      const first = panel.querySelector<HTMLElement>('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])');
      (first ?? panel).focus({ preventScroll: true });
      return;
    }
    const target = returnFocus.current;
    returnFocus.current = null;
    const active = document.activeElement;
    if (target?.isConnected && (!active || active === document.body || panel.contains(active))) target.focus();
  }, [isModal]);

  // Aside focus: into the panel on open, back to its row on close.
  const lastAside = useRef<string | null>(null);
  useEffect(() => {
    if (activeAsideKey) {
      lastAside.current = activeAsideKey;
      const first = asideRef.current?.querySelector<HTMLElement>(
        '[data-slot="aside-list"] a[href], [data-slot="aside-list"] button:not([disabled])',
      );
      first?.focus({ preventScroll: true });
      return;
    }
    const key = lastAside.current;
    lastAside.current = null;
    const active = document.activeElement;
    if (key && latest.current.isOpen && (!active || active === document.body)) {
      rootRef.current?.querySelector<HTMLElement>(`[data-aside-key="${CSS.escape(key)}"]`)?.focus();
    }
  }, [activeAsideKey]);

  // Dense: widen on hover and keyboard focus.
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const isDenseExpanded = effectiveAppearance === "dense" && (hovered || focusWithin || activeAsideKey !== null);

  // Scroll area.
  const contentRef = useRef<HTMLDivElement>(null);
  const nativeScroll = useScrollArea(contentRef, expanded, isOpen);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    if (activeAsideKey) {
      event.stopPropagation();
      setActiveAsideKey(null);
      rootRef.current?.querySelector<HTMLElement>(`[data-aside-key="${CSS.escape(activeAsideKey)}"]`)?.focus();
    } else if (isModal) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const slots = verticalNavigationVariants();
  const width = VERTICAL_NAVIGATION_WIDTHS[effectiveAppearance];
  const style = { "--nav-width": `${width}px`, "--nav-reserved-width": `${width}px` } as CSSProperties;
  const [store] = useState(
    () => new VerticalNavigationStore({ currentPath, expanded, activeAsideKey, isDenseExpanded }),
  );
  useLayoutEffect(() => {
    store.set({ currentPath, expanded, activeAsideKey, isDenseExpanded });
  }, [store, currentPath, expanded, activeAsideKey, isDenseExpanded]);
  const tooltipPlacement = position === "left" ? "right" : "left";
  const contextValue = useMemo<VerticalNavigationContextValue>(
    () => ({ appearance: effectiveAppearance, toggleCollapsable, toggleAside, labels, idPrefix, tooltipPlacement, store }),
    [effectiveAppearance, toggleCollapsable, toggleAside, labels, idPrefix, tooltipPlacement, store],
  );
  const asideContext = useMemo<VerticalNavigationContextValue>(
    () => ({ ...contextValue, appearance: "default" }),
    [contextValue],
  );

  return (
    <VerticalNavigationContext.Provider value={contextValue}>
      <nav
        ref={rootRef}
        id={id}
        aria-label={ariaLabel ?? labels.navigation}
        data-slot="vertical-navigation"
        data-name={navigationName}
        data-appearance={effectiveAppearance}
        data-mode={mode}
        data-position={position}
        data-state={isOpen ? "open" : "closed"}
        data-animations={animations ? "on" : "off"}
        data-tone={tone}
        data-expanded={isDenseExpanded}
        style={style}
        className={slots.root({ className })}
        onKeyDown={onKeyDown}
        onMouseEnter={() => {
          setHovered(true);
          setAnimations(true);
        }}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocusWithin(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
        }}
      >
        <FocusScope contain={isModal}>
          <div
            ref={panelRef}
            data-slot="panel"
            role={isModal ? "dialog" : undefined}
            aria-modal={isModal || undefined}
            aria-label={isModal ? (ariaLabel ?? labels.navigation) : undefined}
            tabIndex={isModal ? -1 : undefined}
            className={slots.panel()}
          >
            {header && <div data-slot="header" className={slots.header()}>{header}</div>}
            <div ref={contentRef} data-slot="content" data-native-scroll={nativeScroll} className={slots.content()}>
              {contentHeader && <div data-slot="content-header">{contentHeader}</div>}
              <ul data-slot="list" className={slots.list()}>
                {itemsRendered && <ItemList items={items} depth={0} path="" />}
              </ul>
              {contentFooter && <div data-slot="content-footer">{contentFooter}</div>}
            </div>
            {footer && <div data-slot="footer" className={slots.footer()}>{footer}</div>}
          </div>
          {asideItem && hasChildren(asideItem) && (
            <VerticalNavigationContext.Provider value={asideContext}>
              <div
                ref={asideRef}
                id={`${idPrefix}-aside`}
                role="dialog"
                aria-labelledby={`${idPrefix}-aside-title`}
                data-slot="aside"
                className={slots.aside()}
              >
                <div className={slots.asideHeader()}>
                  <h2 id={`${idPrefix}-aside-title`} className={slots.asideTitle()}>
                    {asideItem.title}
                  </h2>
                  <Button
                    aria-label={labels.closePanel}
                    onPress={() => setActiveAsideKey(null)}
                    className={(state) => navigationRowVariants({ isFocusVisible: state.isFocusVisible, className: "m-0 min-h-8 p-1" })}
                  >
                    <Icon name="x" size={16} />
                  </Button>
                </div>
                <ul data-slot="aside-list" className="flex flex-col">
                  <ItemList items={asideItem.children} depth={0} path={(asideEntry?.path ?? []).join(".")} />
                </ul>
              </div>
            </VerticalNavigationContext.Provider>
          )}
        </FocusScope>
      </nav>
      {isModal && overlays && <overlays.ScrollLock />}
      {isOver && (
        <div
          aria-hidden="true"
          data-slot="overlay"
          data-state={isOpen ? "open" : "closed"}
          className={slots.overlay()}
          onClick={() => setOpen(false)}
        />
      )}
      {asideItem && (
        <div
          aria-hidden="true"
          data-slot="aside-overlay"
          data-transparent={isModal}
          className={slots.asideOverlay()}
          onClick={() => setActiveAsideKey(null)}
        />
      )}
    </VerticalNavigationContext.Provider>
  );
}
