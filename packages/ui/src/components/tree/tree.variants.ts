/**
 * Recipes of {@link Tree}: the tree container, a row (at least 40 px high, indented 24 px per level below the
 * first through react-aria's `--tree-item-level` CSS variable), the 32 px chevron button and the spacer that
 * keeps leaf labels aligned with their siblings' labels. States come from react-aria render props
 * (`isFocusVisible`, `isHovered`, `isSelected`, `isExpanded`); the focus ring is the shared one,
 * drawn inside the row (`-outline-offset-2`) so that a scrolling container never clips it.
 */
import { focusRing } from "../../lib/focus-ring";
import { tv, type VariantProps } from "../../lib/tv";

/** Indentation of each level below the first, in px (level 1: 0 px, level 2: 24 px, level 3: 48 px ...). */
export const TREE_INDENT_PX = 24;

/** tailwind-variants recipe `treeVariants`: the tree (a `treegrid`) itself. */
export const treeVariants = tv({
  extend: focusRing,
  base: "flex flex-col gap-0.5 rounded-lg text-sm text-foreground -outline-offset-2",
});

/** tailwind-variants recipe `treeRowVariants`: one row of the tree. */
export const treeRowVariants = tv({
  extend: focusRing,
  base: [
    "relative flex min-h-10 cursor-default items-center gap-1 rounded-md pe-2 -outline-offset-2 select-none",
    // Indentation per level (TREE_INDENT_PX), from react-aria's `--tree-item-level` (1 at the top).
    "ps-[calc((var(--tree-item-level,1)_-_1)_*_24px)]",
    "transition-colors duration-150",
  ],
  variants: {
    isHovered: { true: "bg-hover" },
    isSelected: {
      true: [
        "bg-primary-50 font-medium dark:bg-primary-900/40",
        // A bar at the start edge: the selection does not rest on colour alone.
        "before:absolute before:inset-y-1.5 before:start-0 before:w-1 before:rounded-full before:bg-primary",
        "forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:before:bg-[HighlightText]",
      ],
    },
    isInteractive: { true: "cursor-pointer" },
    isInactive: { true: "text-muted forced-colors:text-[GrayText]" },
  },
});

/** tailwind-variants recipe `treeChevronVariants`: the expand / collapse button of a row with children. */
export const treeChevronVariants = tv({
  extend: focusRing,
  base: [
    "inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0",
    "text-muted transition-colors -outline-offset-2",
    "forced-colors:text-[ButtonText]",
  ],
  variants: {
    isHovered: { true: "bg-hover text-foreground" },
    isPressed: { true: "bg-hover" },
  },
});

/** tailwind-variants recipe `treeSlotVariants`: the smaller parts of a row. */
export const treeSlotVariants = tv({
  slots: {
    chevronIcon: "transition-transform duration-150 rtl:rotate-180 motion-reduce:transition-none",
    spacer: "size-8 shrink-0",
    content: "flex min-w-0 flex-1 items-center gap-2 py-1.5 break-words",
  },
  variants: {
    isExpanded: { true: { chevronIcon: "rotate-90 rtl:rotate-90" } },
  },
});

/** Variant props of {@link treeRowVariants}. */
export type TreeRowVariants = VariantProps<typeof treeRowVariants>;
