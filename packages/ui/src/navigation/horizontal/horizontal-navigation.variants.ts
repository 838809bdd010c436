/**
 * Recipes of the horizontal navigation (docs/spec/shell-behaviour.md section 2): 48 px top-level rows (56 px with a
 * subtitle), 16 px side padding, 4 px radius, hover tint from 600 px, active rows in the primary colour.
 * The top level stays on one line: when it is wider than the header it scrolls sideways (branch menus are
 * portalled popovers, so nothing is clipped) instead of wrapping out of the fixed-height header.
 */
import { focusRing } from "../../lib/focus-ring";
import { tv } from "../../lib/tv";

/** Slots of the horizontal navigation. */
export const horizontalNavigationVariants = tv({
  slots: {
    root: "flex min-w-0 items-center",
    list: "flex min-w-0 flex-nowrap items-center gap-1 overflow-x-auto [scrollbar-width:thin]",
    divider: "mx-0 my-2 h-px border-0 bg-border",
    spacer: "w-3",
    menu: "max-h-[inherit] min-w-36 overflow-auto p-1 outline-none",
    section: "py-1",
    sectionHeader: "px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-primary-700 uppercase dark:text-primary-300",
    itemIcon: "shrink-0 opacity-70",
    itemText: "flex min-w-0 flex-1 flex-col",
    itemSubtitle: "text-[11px] text-muted",
    badge: "ms-auto inline-flex h-5 shrink-0 items-center rounded-full px-2 text-[10px] font-semibold whitespace-nowrap",
  },
});

/** A top-level row (link or branch button). */
export const horizontalRowVariants = tv({
  extend: focusRing,
  base: [
    "inline-flex min-h-12 shrink-0 cursor-pointer items-center gap-3 rounded px-4 text-[13px] font-medium whitespace-nowrap text-foreground no-underline",
    "outline-offset-[-2px] select-none sm:hover:bg-hover data-[pressed]:bg-hover data-[open=true]:bg-hover",
    "data-[active=true]:text-primary-700 dark:data-[active=true]:text-primary",
    "data-[disabled]:cursor-default data-[disabled]:opacity-40 data-[disabled]:hover:bg-transparent",
  ],
  variants: {
    hasSubtitle: { true: "min-h-14 py-1" },
  },
});

/** A menu entry. */
export const horizontalMenuItemVariants = tv({
  base: [
    "flex cursor-pointer items-center gap-3 rounded px-3 py-2 text-[13px] font-medium text-foreground no-underline outline-none",
    "data-[focused]:bg-hover data-[hovered]:bg-hover data-[open]:bg-hover",
    "data-[active=true]:text-primary-700 dark:data-[active=true]:text-primary",
    "data-[disabled]:cursor-default data-[disabled]:opacity-40",
    "forced-colors:data-[focused]:bg-[Highlight] forced-colors:data-[focused]:text-[HighlightText]",
  ],
});
