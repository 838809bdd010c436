/**
 * Recipes of the shared layout parts (docs/spec/shell-behaviour.md section 4 "Shared": header 64 px with 16 px side
 * padding, 24 px from 960 px, z 49; widgets 4 px apart, 8 px from 600 px; footer 56 px with a top border and
 * secondary text; shells hidden in print).
 */
import { focusRing } from "../../lib/focus-ring";
import { tv } from "../../lib/tv";

/** The skip link: visually hidden until focused. */
export const skipLinkVariants = tv({
  base: [
    "sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[1000] focus:rounded-md focus:bg-surface",
    "focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-foreground focus:shadow-lg focus:outline-2 focus:outline-primary",
  ],
});

/** The top bar's row and its widget group. */
export const topBarVariants = tv({
  slots: {
    row: "flex h-16 w-full min-w-0 items-center gap-1 px-4 sm:gap-2 md:px-6",
    start: "flex min-w-0 items-center gap-1 sm:gap-2",
    middle: "flex min-w-0 flex-1 items-center",
    widgets: "ms-auto flex shrink-0 items-center gap-1 sm:gap-2",
    fullscreen: "hidden md:flex",
    userArea: "flex items-center gap-2",
    userName: "hidden max-w-48 truncate text-sm font-medium sm:block",
  },
});

/** A round 40 px icon button of the top bar (hamburger, appearance toggle). */
export const layoutIconButtonVariants = tv({
  extend: focusRing,
  base: "inline-flex size-10 shrink-0 items-center justify-center rounded-full text-current hover:bg-hover",
});

/** The footer. */
export const layoutFooterVariants = tv({
  base: [
    "flex h-14 w-full shrink-0 items-center border-t border-border bg-surface px-4 text-sm text-muted md:px-6",
    "print:hidden",
  ],
});
