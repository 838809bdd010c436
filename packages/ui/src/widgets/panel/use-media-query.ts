/**
 * Whether a CSS media query matches, kept up to date (`matchMedia` change events). Used by the top-bar
 * panels to switch between full-screen (below 600 px) and the 360 px popover (from 600 px).
 */
import { useCallback, useSyncExternalStore } from "react";

/** `true` while `query` matches; `false` on the server or without `matchMedia`. */
export function useMediaQuery(query: string): boolean {
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
    () => (typeof window !== "undefined" && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
