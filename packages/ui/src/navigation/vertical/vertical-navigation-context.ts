/**
 * Internal state sharing of the vertical navigation (not exported from the package). Stable things (appearance,
 * callbacks, strings) go through a context; the changing state (current path, open collapsables, open aside,
 * dense widening) goes through a small store that rows read with selectors, so that a toggle or an expand
 * re-renders only the rows whose own state changed (see `bench/navigation.mjs`).
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from "react";
import type { NavigationLabels } from "../labels";
import type { NavigationItem, VerticalNavigationAppearance } from "../types";

/** The colour treatment of the navigation: the dark navigation surface, or the page's card surface. */
export type VerticalNavigationTone = "dark" | "surface";

/** The changing state rows select from. */
export interface VerticalNavigationState {
  currentPath: string | undefined;
  expanded: ReadonlySet<string>;
  activeAsideKey: string | null;
  /** Whether a dense navigation is widened (hover or keyboard focus). */
  isDenseExpanded: boolean;
}

/** A minimal external store of {@link VerticalNavigationState}. */
export class VerticalNavigationStore {
  private listeners = new Set<() => void>();
  constructor(private state: VerticalNavigationState) {}
  get = (): VerticalNavigationState => this.state;
  set(next: VerticalNavigationState): void {
    const before = this.state;
    if (
      before.currentPath === next.currentPath &&
      before.expanded === next.expanded &&
      before.activeAsideKey === next.activeAsideKey &&
      before.isDenseExpanded === next.isDenseExpanded
    ) {
      return;
    }
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
}

/** What rows need from the navigation that rarely changes. */
export interface VerticalNavigationContextValue {
  /** Appearance in effect (dense in over mode renders as default; the aside panel renders as default). */
  appearance: VerticalNavigationAppearance;
  toggleCollapsable(key: string): void;
  toggleAside(key: string, item: NavigationItem): void;
  labels: NavigationLabels;
  /** Prefix of generated ids (aria-controls). */
  idPrefix: string;
  /** Placement of tooltips: away from the navigation's edge. */
  tooltipPlacement: "left" | "right";
  store: VerticalNavigationStore;
}

export const VerticalNavigationContext = createContext<VerticalNavigationContextValue | null>(null);

/** The context of the enclosing vertical navigation. */
export function useVerticalNavigationContext(): VerticalNavigationContextValue {
  const value = useContext(VerticalNavigationContext);
  if (!value) throw new Error("Navigation rows must be rendered inside <VerticalNavigation>.");
  return value;
}

/** Selects a primitive from the navigation state; the row re-renders only when it changes. */
export function useVerticalNavigationState<T extends string | number | boolean | null | undefined>(
  selector: (state: VerticalNavigationState) => T,
): T {
  const { store } = useVerticalNavigationContext();
  // The selector closes over the row's props; re-subscribing is cheap.
  const getSnapshot = useCallback(() => selector(store.get()), [store, selector]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
