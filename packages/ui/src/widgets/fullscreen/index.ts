// Barrel of the fullscreen widget.
export { FullscreenToggle } from "./fullscreen-toggle";
export type { FullscreenToggleProps } from "./fullscreen-toggle";
export { fullscreenToggleVariants } from "./fullscreen-toggle.variants";
export { fullscreenLabels } from "./fullscreen-labels";
export type { FullscreenLabels } from "./fullscreen-labels";
export {
  isFullscreenSupported,
  isDocumentFullscreen,
  toggleDocumentFullscreen,
  subscribeFullscreenChange,
} from "./fullscreen-api";
export type { FullscreenDocument } from "./fullscreen-api";
