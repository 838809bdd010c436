/**
 * The media-query hooks of the design system, used by the layouts and the top-bar panels (docs/spec/portal-spec.md
 * section 2 "Layouts": breakpoints sm 600, md 960, lg 1280, xl 1440 px; the large-screen breakpoint is md).
 * Same numbers as `--breakpoint-*` in `theme/tokens.css`.
 */
import { useCallback, useSyncExternalStore } from "react";

/** Breakpoints in px (min-width). */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1440 } as const;

/** A breakpoint name. */
export type Breakpoint = keyof typeof BREAKPOINTS;

/**
 * Whether `query` matches now (re-renders when it changes).
 * @param serverValue answer when there is no window (server rendering). @default false
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === "undefined" || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}

/** Whether the viewport is at least as wide as `breakpoint` (for example `useBreakpoint("md")` = 960 px or wider). */
export function useBreakpoint(breakpoint: Breakpoint): boolean {
  return useMediaQuery(`(min-width: ${BREAKPOINTS[breakpoint]}px)`);
}
