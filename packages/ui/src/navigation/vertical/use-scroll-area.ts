/**
 * Scroll area of the vertical navigation (docs/spec/portal-spec.md section 9; docs/spec/shell-behaviour.md section 1
 * "Scrollbar"): native scrolling everywhere (a thin styled scrollbar on desktop, the platform's own on
 * Android and iOS), with the overflow state (`data-overflow` = none | start | end | both, drawn as edge
 * shadows) updated on scroll, 150 ms after the last window resize, and 250 ms after an expand or collapse.
 * In the frame after the navigation is first shown (the first render, or the first opening of a navigation that starts
 * closed) the active link is scrolled to 120 px from the top when it is out of view.
 */
import { useEffect, useRef, useState, type RefObject } from "react";
import { NAVIGATION_TIMINGS } from "../types";

/** Whether the platform scrolls natively with its own overlay scrollbar (Android, iOS, iPadOS). */
export function isTouchPlatform(): boolean {
  if (typeof navigator === "undefined") return false;
  const ua = navigator.userAgent;
  return /Android|iPhone|iPad|iPod/i.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

/** Computes and writes the overflow state of a scroll container. */
export function updateScrollArea(element: HTMLElement): void {
  const atStart = element.scrollTop <= 0;
  const atEnd = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
  element.dataset.overflow = atStart && atEnd ? "none" : atStart ? "end" : atEnd ? "start" : "both";
}

/**
 * Keeps `ref`'s overflow state up to date while the navigation is shown. `layoutKey` changes on every expand or
 * collapse. Nothing is measured while `isShown` is false: a closed navigation is `content-visibility: hidden`, and a
 * measurement would lay out its skipped rows (on a phone, where the navigation starts closed, that was a 95 ms task in
 * the first frame of the signed-in shell, tracker issue 8); it is measured in the frame after it opens.
 * @param isShown - Whether the navigation is open. @default true
 * @returns whether the platform scrolls natively (for `data-native-scroll`).
 */
export function useScrollArea(ref: RefObject<HTMLElement | null>, layoutKey: unknown, isShown = true): boolean {
  const [native] = useState(isTouchPlatform);
  const shown = useRef(isShown);
  const scrolledToActive = useRef(false);
  useEffect(() => {
    shown.current = isShown;
  }, [isShown]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let resizeTimer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => updateScrollArea(element);
    const onResize = () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(() => {
        if (shown.current) updateScrollArea(element);
      }, NAVIGATION_TIMINGS.resizeDebounce);
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(resizeTimer);
      element.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
    };
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !isShown) return;
    // In the next frame, before it is painted: measuring here, in React's commit, would lay out the whole new page
    // inside the commit's task (the signed-in shell's first layout took about 95 ms in a trace on the 2-core test
    // machine, tracker issue 8); the frame lays it out anyway, in a task of its own.
    const frame = requestAnimationFrame(() => {
      updateScrollArea(element);
      if (scrolledToActive.current) return;
      scrolledToActive.current = true;
      const active = element.querySelector<HTMLElement>('[aria-current="page"]');
      if (active) {
        const top = active.getBoundingClientRect().top - element.getBoundingClientRect().top;
        if (top < 0 || top > element.clientHeight - active.offsetHeight) element.scrollTop += top - 120;
        updateScrollArea(element);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [ref, isShown]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const timer = setTimeout(() => {
      if (shown.current) updateScrollArea(element);
    }, NAVIGATION_TIMINGS.collapseUpdate);
    return () => clearTimeout(timer);
  }, [ref, layoutKey]);

  return native;
}
