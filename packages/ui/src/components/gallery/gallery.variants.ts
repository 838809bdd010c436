/**
 * Recipes of {@link Gallery}: a grid of square tiles (at least 120 px wide, so two columns at 360 px), a caption
 * under each, and the lightbox's figure (the image scaled to fit 70 % of the viewport height).
 */
import { focusRing } from "../../lib/focus-ring";
import { tv, type VariantProps } from "../../lib/tv";

/** tailwind-variants recipe `galleryVariants`: the static parts. */
export const galleryVariants = tv({
  slots: {
    base: "flex w-full min-w-0 flex-col text-sm text-foreground",
    list: "m-0 grid list-none grid-cols-[repeat(auto-fill,minmax(min(100%,7.5rem),1fr))] gap-3 p-0",
    item: "flex min-w-0 flex-col gap-1.5",
    media: "size-full object-cover",
    placeholder: "flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-muted",
    caption: "flex min-w-0 flex-col",
    name: "min-w-0 truncate text-xs font-medium",
    description: "min-w-0 truncate text-xs text-muted",
    statusArea: "flex min-h-24 items-center justify-center",
    figure: "relative m-0 flex min-h-48 items-center justify-center rounded-lg bg-background",
    full: "max-h-[70vh] w-auto max-w-full object-contain",
    overlay: "absolute inset-0 flex items-center justify-center",
    footer: "flex w-full flex-wrap items-center justify-between gap-2",
    position: "text-sm text-muted tabular-nums",
    nav: "flex gap-2",
  },
});

/** tailwind-variants recipe `galleryTileVariants`: one tile (a button or a link); react-aria render props flow in. */
export const galleryTileVariants = tv({
  extend: focusRing,
  base: [
    "relative flex aspect-square w-full cursor-pointer items-center justify-center overflow-hidden rounded-lg border border-border",
    "bg-hover text-muted no-underline transition-[border-color,box-shadow] forced-colors:border-[CanvasText]",
  ],
  variants: {
    isHovered: { true: "border-primary shadow-sm" },
    isPressed: { true: "opacity-90" },
    isDisabled: { true: "cursor-default" },
    kind: {
      image: "",
      document: "bg-surface",
    },
  },
});

/** Variant props of {@link galleryTileVariants}. */
export type GalleryTileVariants = VariantProps<typeof galleryTileVariants>;
