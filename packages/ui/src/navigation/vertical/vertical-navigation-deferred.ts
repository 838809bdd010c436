/**
 * The loader of `vertical-navigation-overlays.tsx` (the rows' tooltips and the over mode's scroll lock; tracker issue
 * 40 item 1), shared by the navigation and its rows: {@link VerticalNavigation} starts it after its first render,
 * so that the parts are there before the user can open the navigation or point at a row.
 */
import { startTransition, useEffect, useState } from "react";
import { loadOnce } from "../../lib/load-once";

/** Loads the navigation's deferred parts once (tried again after a failure). */
export const loadNavigationOverlays = loadOnce(() => import("./vertical-navigation-overlays"));

/** The deferred parts' module: `null` until loaded; loading starts after the caller's first render. */
export function useNavigationOverlays(): Awaited<ReturnType<typeof loadNavigationOverlays>> | null {
  const [module, setModule] = useState(loadNavigationOverlays.loaded);
  useEffect(() => {
    if (module) return;
    let current = true;
    loadNavigationOverlays().then(
      // As a transition: every row renders again with its tooltip, in slices, not in one long task (tracker issue 40
      // item 5, Lighthouse's TBT).
      (loaded) => current && startTransition(() => setModule(() => loaded)),
      // Not loaded (offline): the rows stay without tooltips and the page without the lock until the next mount.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [module]);
  return module;
}
