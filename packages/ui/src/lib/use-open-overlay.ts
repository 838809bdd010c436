/**
 * What a top-bar overlay (panel, menu, search bar) does from the moment it shows (docs/spec/shell-behaviour.md section 7
 * "Panel placement and dismissal"; docs/spec/portal-spec.md section 4 "Escape closes"): focus moves into it before the
 * browser paints it, and Escape closes it wherever focus is.
 *
 * react-aria moves focus into a dialog, popover or menu in a passive effect, which React runs after the paint; on a
 * busy main thread (a slow phone, or an overlay whose code has just loaded) that is tens to hundreds of ms after the
 * overlay is visible, and an Escape pressed meanwhile went to the page and was lost (react-aria's Escape handler
 * listens on the overlay, so it needs focus inside). Here both happen in a layout effect, before the paint.
 */
import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Moves focus into an open overlay before its first paint and closes it on Escape pressed anywhere.
 * @param isOpen Whether the overlay is open (rendered in this commit).
 * @param target The element that takes focus: the dialog, the menu or the input. Nothing moves when it already holds
 *   focus (or an element inside it does), or when it is not rendered.
 * @param onDismiss Called on an Escape keydown that no element handled (`defaultPrevented` unset: react-aria's own
 *   handlers, a nested menu or select included, prevent the ones they take), while `isOpen`.
 */
export function useOpenOverlay(isOpen: boolean, target: RefObject<HTMLElement | null>, onDismiss: () => void): void {
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });
  useLayoutEffect(() => {
    if (!isOpen) return;
    const element = target.current;
    if (element && !element.contains(document.activeElement)) element.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || event.isComposing) return;
      event.preventDefault();
      dismiss.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen, target]);
}
