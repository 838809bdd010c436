/**
 * The parts of {@link VerticalNavigation} that its first render does not need, in a module of their own that the
 * navigation loads once it has rendered (`vertical-navigation-deferred.ts`; tracker issue 40 item 1): the rows'
 * tooltips (react-aria's Tooltip with its positioning, about 5 kB brotli) and the page scroll lock of the over
 * mode. A phone's first page shows the navigation closed, with no rows and no lock, so neither is needed before
 * the user opens it.
 */
import type { ReactElement } from "react";
import { Tooltip, TooltipTrigger } from "react-aria-components";
import { usePreventScroll } from "react-aria/usePreventScroll";

/** Props of {@link RowTooltip}. */
export interface RowTooltipProps {
  /** The tooltip's text. */
  text: string;
  /** Side of the row the tooltip shows on: away from the navigation's edge. */
  placement: "left" | "right";
  /** Classes of the tooltip bubble. */
  className: string;
  /** The focusable row (a react-aria Link, Button or Focusable): the tooltip shows on its hover (after 300 ms) and keyboard focus. */
  children: ReactElement;
}

/** A row's tooltip: react-aria's TooltipTrigger around the row, the bubble 8 px away from it. */
export function RowTooltip({ text, placement, className, children }: RowTooltipProps) {
  return (
    <TooltipTrigger delay={300} closeDelay={0}>
      {children}
      <Tooltip placement={placement} offset={8} className={className}>
        {text}
      </Tooltip>
    </TooltipTrigger>
  );
}

/** Locks the page's scrolling while mounted (react-aria's `usePreventScroll`): the over mode's open navigation. */
export function ScrollLock() {
  usePreventScroll();
  return null;
}
