/**
 * Internal context shared by the vertical navigation and its rows (not exported from the package).
 */
import { createContext, useContext } from "react";
import type { NavigationLabels } from "../labels";
import type { NavigationItem, VerticalNavigationAppearance } from "../types";

/** The colour treatment of the navigation: the dark navigation surface, or the page's card surface. */
export type VerticalNavigationTone = "dark" | "surface";

/** What rows need from the navigation. */
export interface VerticalNavigationContextValue {
  /** Appearance in effect (dense in over mode renders as default; the aside panel renders as default). */
  appearance: VerticalNavigationAppearance;
  /** Whether a dense navigation is widened (hover or keyboard focus). */
  isDenseExpanded: boolean;
  currentPath: string | undefined;
  expanded: ReadonlySet<string>;
  toggleCollapsable(key: string): void;
  activeAsideKey: string | null;
  toggleAside(key: string, item: NavigationItem): void;
  labels: NavigationLabels;
  /** Prefix of generated ids (aria-controls). */
  idPrefix: string;
  /** Placement of tooltips: away from the navigation's edge. */
  tooltipPlacement: "left" | "right";
}

export const VerticalNavigationContext = createContext<VerticalNavigationContextValue | null>(null);

/** The context of the enclosing vertical navigation. */
export function useVerticalNavigationContext(): VerticalNavigationContextValue {
  const value = useContext(VerticalNavigationContext);
  if (!value) throw new Error("Navigation rows must be rendered inside <VerticalNavigation>.");
  return value;
}
