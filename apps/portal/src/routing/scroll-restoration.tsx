/**
 * Scroll position on navigation (portal-spec.md section 2: "scroll position is restored"): a new page starts
 * at the top; going back or forward restores the position the page had.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "wouter";

/** Keeps scroll positions per path; renders nothing. Place once inside the router. */
export function ScrollRestoration() {
  const [location] = useLocation();
  const positions = useRef(new Map<string, number>());
  const popped = useRef(false);
  const current = useRef(location);

  useEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
    const onPop = () => {
      popped.current = true;
    };
    const onScroll = () => {
      positions.current.set(current.current, window.scrollY);
    };
    window.addEventListener("popstate", onPop);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("popstate", onPop);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);

  useLayoutEffect(() => {
    if (current.current === location) return;
    current.current = location;
    const top = popped.current ? (positions.current.get(location) ?? 0) : 0;
    popped.current = false;
    window.scrollTo({ top, left: 0 });
  }, [location]);

  return null;
}
