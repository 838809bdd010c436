/**
 * Recipes of {@link FileUpload}: the drop zone (dashed, highlighted while a drag is over it), the file list,
 * one file row (48 px thumbnail or icon, name, size, status, 6 px progress bar, remove button).
 */
import { focusRing } from "../../lib/focus-ring";
import { tv } from "../../lib/tv";

/** tailwind-variants recipe `fileUploadVariants`: the static parts. */
export const fileUploadVariants = tv({
  slots: {
    base: "flex w-full min-w-0 flex-col gap-3 text-sm text-foreground",
    label: "text-sm font-medium text-foreground",
    description: "text-xs text-muted",
    prompt: "flex flex-wrap items-center justify-center gap-2 text-center",
    icon: "text-muted",
    hints: "flex flex-col items-center gap-0.5 text-center text-xs text-muted",
    list: "m-0 flex list-none flex-col gap-2 p-0",
    thumbnail: "size-12 shrink-0 rounded-md border border-border object-cover",
    fileIcon: "flex size-12 shrink-0 items-center justify-center rounded-md bg-hover text-muted",
    info: "flex min-w-0 flex-1 flex-col gap-1",
    nameRow: "flex min-w-0 items-baseline justify-between gap-2",
    name: "min-w-0 truncate font-medium",
    size: "shrink-0 text-xs text-muted tabular-nums",
    track: "h-1.5 w-full overflow-hidden rounded-full bg-hover forced-colors:border forced-colors:border-[CanvasText]",
    fill: "h-full rounded-full bg-primary transition-[width] duration-150 forced-colors:bg-[Highlight]",
  },
});

/** tailwind-variants recipe `fileUploadDropZoneVariants`: the drop zone; react-aria render props flow in. */
export const fileUploadDropZoneVariants = tv({
  extend: focusRing,
  base: [
    "flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-hint bg-surface p-6",
    "transition-colors forced-colors:border-[CanvasText]",
  ],
  variants: {
    isDropTarget: { true: "border-primary bg-primary-50 dark:bg-primary-900/40 forced-colors:border-[Highlight]" },
    isDisabled: { true: "cursor-not-allowed opacity-60" },
  },
});

/** tailwind-variants recipe `fileUploadItemVariants`: one file row, by status. */
export const fileUploadItemVariants = tv({
  slots: {
    item: "flex items-center gap-3 rounded-lg border border-border bg-surface p-2.5 forced-colors:border-[CanvasText]",
    status: "text-xs",
  },
  variants: {
    status: {
      queued: { status: "text-muted" },
      uploading: { status: "text-muted" },
      done: { status: "text-success" },
      error: { item: "border-warn", status: "font-medium text-warn forced-colors:text-[Mark]" },
    },
  },
});
