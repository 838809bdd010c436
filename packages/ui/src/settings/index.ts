// Barrel of the settings area (settings drawer and the persisted layout configuration).
export { SettingsDrawer } from "./settings-drawer";
export type { SettingsDrawerProps } from "./settings-drawer";
export { SettingsRadioGroup } from "./settings-radio-group";
export type { SettingsRadioGroupProps, SettingsOption } from "./settings-radio-group";
export { LayoutThumbnail } from "./layout-thumbnail";
export type { LayoutThumbnailProps } from "./layout-thumbnail";
export { settingsDrawerVariants, settingsOptionVariants, settingsGridVariants } from "./settings.variants";
export { settingsLabels, themeLabel, schemeLabel, layoutLabel } from "./settings-labels";
export type { SettingsLabels } from "./settings-labels";
export {
  createLayoutConfigStore,
  parseLayoutConfig,
  useLayoutConfig,
  DEFAULT_LAYOUT_CONFIG,
  LAYOUT_CONFIG_STORAGE_KEY,
} from "./layout-config-store";
export type { LayoutConfig, LayoutConfigStore, LayoutConfigStorage } from "./layout-config-store";
