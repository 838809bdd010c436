/**
 * Recipe of {@link ShortcutsPanel} (`shortcuts-panel.tsx`): the 2-column grid of bordered tiles (24 px vertical
 * padding, 48 px round icon holder, label, secondary description) and the form (docs/spec/shell-behaviour.md section 7).
 */
import { tv, type VariantProps } from "../../lib/tv";

/** Slots of the header parts, the tile grid and tiles, and the form. */
export const shortcutsPanelVariants = tv({
  slots: {
    titleSuffix: "ms-2 text-base font-normal opacity-90",
    headerButton: "size-10 rounded-full px-0 text-on-primary",
    grid: "grid grid-cols-2",
    tileItem: "min-w-0 border-b border-border odd:border-e",
    tile: [
      "group relative flex size-full min-w-0 flex-col items-center justify-start gap-1 px-3 py-6 text-center",
      "text-foreground no-underline outline-none hover:bg-hover",
      "focus-visible:bg-hover focus-visible:outline-solid focus-visible:outline-2 focus-visible:-outline-offset-2",
      "focus-visible:outline-primary forced-colors:focus-visible:outline-[Highlight]",
    ],
    tileIcon: "mb-3 flex size-12 items-center justify-center rounded-full bg-hover text-foreground",
    tileLabel: "line-clamp-2 max-w-full font-medium break-words",
    tileDescription: "line-clamp-2 max-w-full text-sm break-words text-muted",
    editMark: "absolute end-2 top-2 text-muted",
    form: "flex flex-col gap-4 p-6",
    iconField: "flex items-end gap-3",
    iconPreview: "mb-1 flex size-10 shrink-0 items-center justify-center rounded-full bg-hover",
    actions: "flex flex-wrap items-center gap-2 pt-2",
    hint: "text-sm text-muted",
    error: "rounded-lg border border-warn px-4 py-3 text-sm text-foreground",
  },
});

export type ShortcutsPanelVariants = VariantProps<typeof shortcutsPanelVariants>;
