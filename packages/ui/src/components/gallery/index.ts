export { Gallery } from "./gallery";
export type { GalleryItem, GalleryItemKind, GalleryProps, ImageSource } from "./gallery";
export { galleryTileVariants, galleryVariants } from "./gallery.variants";
export type { GalleryTileVariants } from "./gallery.variants";
