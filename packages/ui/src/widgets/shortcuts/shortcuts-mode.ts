/**
 * The modes of the shortcuts panel and their transitions, exactly as docs/spec/portal-spec.md section 4 lists them:
 * "view to modify via edit; modify to view; modify to add via add button; modify to edit by clicking a
 * shortcut; save or delete returns to modify; cancel from add/edit goes to view; exit goes to view".
 * Any other event leaves the state as it is.
 */

/** A mode of the shortcuts panel. */
export type ShortcutsMode = "view" | "modify" | "add" | "edit";

/** The panel's state: its mode and, in `edit`, the shortcut being edited. */
export interface ShortcutsModeState {
  mode: ShortcutsMode;
  /** Id of the shortcut being edited (only in `edit`). */
  editingId?: string;
}

/** What can happen in the panel. */
export type ShortcutsModeEvent =
  | { type: "modify" }
  | { type: "done" }
  | { type: "add" }
  | { type: "edit"; id: string }
  | { type: "saved" }
  | { type: "deleted" }
  | { type: "cancel" }
  | { type: "exit" };

/** The state every opening starts from. */
export const initialShortcutsMode: ShortcutsModeState = { mode: "view" };

/** The next state (see the module comment). */
export function shortcutsModeReducer(state: ShortcutsModeState, event: ShortcutsModeEvent): ShortcutsModeState {
  switch (event.type) {
    case "modify":
      return state.mode === "view" ? { mode: "modify" } : state;
    case "done":
      return state.mode === "modify" ? { mode: "view" } : state;
    case "add":
      return state.mode === "modify" ? { mode: "add" } : state;
    case "edit":
      return state.mode === "modify" ? { mode: "edit", editingId: event.id } : state;
    case "saved":
      return state.mode === "add" || state.mode === "edit" ? { mode: "modify" } : state;
    case "deleted":
      return state.mode === "edit" ? { mode: "modify" } : state;
    case "cancel":
      return state.mode === "add" || state.mode === "edit" ? { mode: "view" } : state;
    case "exit":
      return initialShortcutsMode;
  }
}
