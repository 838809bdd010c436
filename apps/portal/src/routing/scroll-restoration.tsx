/**
 * Scroll position on navigation (docs/spec/portal-spec.md section 2: "scroll position is restored"): a new page starts
 * at the top; going back or forward restores the position the page had.
 *
 * Each history entry gets a key in `history.state` the first time it is shown; a location whose entry already
 * has a known key was reached by Back or Forward (the `popstate` event cannot tell, because the routes may
 * re-render with the new address before it fires). Pages load lazily, so the restore is retried on each
 * animation frame, for up to 1 s, until the page is tall enough. The first page of the document is left where the
 * browser opened it.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "wouter";

/** Longest time spent restoring a position, in ms. */
const RESTORE_MS = 1000;

/** Name of the key kept in `history.state`. */
const STATE_KEY = "portalScrollKey";

function entryKey(): string | undefined {
  const state: unknown = window.history.state;
  if (state && typeof state === "object" && STATE_KEY in state) {
    const key = (state as Record<string, unknown>)[STATE_KEY];
    return typeof key === "string" ? key : undefined;
  }
  return undefined;
}

function tagEntry(): string {
  const key = Math.random().toString(36).slice(2, 12);
  const state: unknown = window.history.state;
  const base = state && typeof state === "object" ? state : {};
  window.history.replaceState({ ...base, [STATE_KEY]: key }, "");
  return key;
}

/** Keeps scroll positions per history entry; renders nothing. Place once inside the router. */
export function ScrollRestoration() {
  const [location] = useLocation();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef<string | null>(null);
  const restoring = useRef(false);

  useEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
    const onScroll = () => {
      if (!restoring.current && currentKey.current) positions.current.set(currentKey.current, window.scrollY);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useLayoutEffect(() => {
    const known = entryKey();
    const top = known !== undefined ? (positions.current.get(known) ?? 0) : 0;
    const key = known ?? tagEntry();
    if (key === currentKey.current) return;
    const firstPage = currentKey.current === null;
    currentKey.current = key;
    // The page the document opened with starts where the browser put it (at the top; on a reload where it was): no
    // scroll, which would lay the whole page out in the first render's commit (tracker issue 8, a 40 to 60 ms task).
    if (firstPage) return;
    window.scrollTo({ top, left: 0 });
    if (top === 0) return;

    restoring.current = true;
    const started = performance.now();
    let frame = 0;
    const retry = () => {
      window.scrollTo({ top, left: 0 });
      if (Math.abs(window.scrollY - top) < 2 || performance.now() - started > RESTORE_MS) {
        restoring.current = false;
        positions.current.set(key, window.scrollY);
        return;
      }
      frame = requestAnimationFrame(retry);
    };
    frame = requestAnimationFrame(retry);
    return () => {
      cancelAnimationFrame(frame);
      restoring.current = false;
    };
  }, [location]);

  return null;
}
