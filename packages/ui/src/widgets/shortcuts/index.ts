// Barrel of the shortcuts widget.
export { ShortcutsPanel } from "./shortcuts-panel";
export type { ShortcutsPanelProps } from "./shortcuts-panel";
export { shortcutsPanelVariants } from "./shortcuts-panel.variants";
export { shortcutsLabels } from "./shortcuts-labels";
export type { ShortcutsLabels } from "./shortcuts-labels";
export { shortcutsModeReducer, initialShortcutsMode } from "./shortcuts-mode";
export type { ShortcutsMode, ShortcutsModeState, ShortcutsModeEvent } from "./shortcuts-mode";
export { emptyShortcutInput, missingShortcutFields, normaliseShortcutInput, toShortcutInput } from "./shortcut-types";
export type { Shortcut, ShortcutInput, ShortcutField } from "./shortcut-types";
