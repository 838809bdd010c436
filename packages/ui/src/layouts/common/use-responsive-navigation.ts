/**
 * Open state of a layout's main navigation (docs/spec/portal-spec.md section 2 "Layouts": side navigation open at md,
 * 960 px, or wider, over mode below). Crossing md resets it (open from md, closed below); a manual close on a
 * large screen stays until the next crossing. Controlled when `opened` is given.
 */
import { useState } from "react";
import { useBreakpoint } from "../../lib/use-media-query";

/** What {@link useResponsiveNavigation} returns. */
export interface ResponsiveNavigation {
  /** The viewport is at least md (960 px): side mode. */
  isLarge: boolean;
  /** The navigation is open. */
  opened: boolean;
  /** Opens or closes it (and tells `onOpenedChange`). */
  setOpened: (next: boolean) => void;
}

/**
 * The open state of a navigation that is side mode from md and over mode below.
 * @param opened controlled value, or `undefined` for the built-in state
 * @param onOpenedChange called with every requested change
 */
export function useResponsiveNavigation(
  opened: boolean | undefined,
  onOpenedChange: ((isOpen: boolean) => void) | undefined,
): ResponsiveNavigation {
  const isLarge = useBreakpoint("md");
  const [state, setState] = useState({ forLarge: isLarge, open: isLarge });
  if (state.forLarge !== isLarge) setState({ forLarge: isLarge, open: isLarge });
  const current = opened ?? (state.forLarge === isLarge ? state.open : isLarge);
  return {
    isLarge,
    opened: current,
    setOpened: (next) => {
      if (opened === undefined) setState({ forLarge: isLarge, open: next });
      onOpenedChange?.(next);
    },
  };
}
