/**
 * The portal's layout configuration (docs/spec/portal-spec.md section 2 "Layouts": layout, scheme and theme; defaults
 * classy, light, default), persisted per browser in localStorage by the ui configuration store (key
 * `eoffice.layout-config`), and the hooks that read it and choose a layout.
 */
import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";
import { createLayoutConfigStore, selectLayout, useLayoutConfig, type LayoutConfig, type LayoutName, type ThemeName } from "@eoffice/ui";
import { addressWithoutLayoutParam, layoutAt } from "./layout-source";

/** Where the configuration is kept: localStorage when the browser allows it, else memory only. */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The configuration store of the app (one per browser tab); a user who chose no theme gets the municipality's default
 * theme, which the server writes on the page's `<html data-theme>` (its identity; tracker issue 38 item 1; an unknown
 * or missing value leaves the design system's default).
 */
export const layoutConfigStore = createLayoutConfigStore(browserStorage(), undefined, { theme: document.documentElement.dataset.theme as ThemeName });

/** The current configuration; re-renders when it changes. */
export function usePortalLayoutConfig(): LayoutConfig {
  return useLayoutConfig(layoutConfigStore);
}

/** The layout to render at the current location (route value, then `?layout=`, then the configuration). */
export function useResolvedLayout(): LayoutName {
  const [location] = useLocation();
  const search = useSearch();
  const { layout } = usePortalLayoutConfig();
  return layoutAt(location, search, layout);
}

/**
 * Applies a settings-drawer change: theme and scheme are stored at once; a layout first removes the `layout`
 * query parameter from the address (other parameters kept, the history entry replaced), then is stored
 * (docs/spec/shell-behaviour.md section 5).
 */
export function useLayoutConfigChange(): (partial: Partial<LayoutConfig>) => void {
  const [location, navigate] = useLocation();
  const search = useSearch();
  return useCallback(
    ({ layout, ...rest }: Partial<LayoutConfig>) => {
      if (Object.keys(rest).length > 0) layoutConfigStore.set(rest);
      if (layout === undefined) return;
      void selectLayout(layout, {
        removeQueryParam: () => {
          const next = addressWithoutLayoutParam(location, search);
          const current = search ? `${location}?${search}` : location;
          if (next !== current) navigate(next, { replace: true });
        },
        setConfig: (partial) => layoutConfigStore.set(partial),
      });
    },
    [location, search, navigate],
  );
}
