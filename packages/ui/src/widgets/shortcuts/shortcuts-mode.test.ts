import { describe, expect, it } from "vitest";
import {
  initialShortcutsMode,
  shortcutsModeReducer,
  type ShortcutsModeEvent,
  type ShortcutsModeState,
} from "./shortcuts-mode";
import { emptyShortcutInput, missingShortcutFields, normaliseShortcutInput, toShortcutInput } from "./shortcut-types";

const run = (state: ShortcutsModeState, ...events: ShortcutsModeEvent[]) => events.reduce(shortcutsModeReducer, state);

describe("shortcuts panel modes (docs/spec/portal-spec.md section 4)", () => {
  it("starts in view", () => {
    expect(initialShortcutsMode).toEqual({ mode: "view" });
  });

  it("view to modify via edit, modify to view via done", () => {
    expect(run(initialShortcutsMode, { type: "modify" })).toEqual({ mode: "modify" });
    expect(run(initialShortcutsMode, { type: "modify" }, { type: "done" })).toEqual({ mode: "view" });
  });

  it("modify to add via the add button; save returns to modify; cancel goes to view", () => {
    const add = run(initialShortcutsMode, { type: "modify" }, { type: "add" });
    expect(add).toEqual({ mode: "add" });
    expect(run(add, { type: "saved" })).toEqual({ mode: "modify" });
    expect(run(add, { type: "cancel" })).toEqual({ mode: "view" });
  });

  it("modify to edit by clicking a shortcut; save or delete returns to modify; cancel goes to view", () => {
    const edit = run(initialShortcutsMode, { type: "modify" }, { type: "edit", id: "s2" });
    expect(edit).toEqual({ mode: "edit", editingId: "s2" });
    expect(run(edit, { type: "saved" })).toEqual({ mode: "modify" });
    expect(run(edit, { type: "deleted" })).toEqual({ mode: "modify" });
    expect(run(edit, { type: "cancel" })).toEqual({ mode: "view" });
  });

  it("exit (closing the panel) goes to view from every mode", () => {
    for (const state of [
      { mode: "view" },
      { mode: "modify" },
      { mode: "add" },
      { mode: "edit", editingId: "s1" },
    ] as ShortcutsModeState[]) {
      expect(run(state, { type: "exit" })).toEqual({ mode: "view" });
    }
  });

  it("ignores transitions the spec does not list", () => {
    expect(run(initialShortcutsMode, { type: "add" })).toEqual({ mode: "view" });
    expect(run(initialShortcutsMode, { type: "edit", id: "s1" })).toEqual({ mode: "view" });
    expect(run(initialShortcutsMode, { type: "saved" })).toEqual({ mode: "view" });
    const add = run(initialShortcutsMode, { type: "modify" }, { type: "add" });
    expect(run(add, { type: "deleted" })).toEqual({ mode: "add" });
    expect(run(add, { type: "done" })).toEqual({ mode: "add" });
  });
});

describe("shortcut form rules (docs/spec/portal-spec.md section 5)", () => {
  it("requires label, icon and link; description is optional", () => {
    expect(missingShortcutFields(emptyShortcutInput)).toEqual(["label", "icon", "link"]);
    expect(missingShortcutFields({ ...emptyShortcutInput, label: "Home", icon: "home", link: "/" })).toEqual([]);
    expect(missingShortcutFields({ ...emptyShortcutInput, label: "  ", icon: "home", link: "/" })).toEqual(["label"]);
  });

  it("starts a new shortcut with router navigation on, so the form is never blocked by an untouched toggle", () => {
    expect(emptyShortcutInput.useRouter).toBe(true);
  });

  it("trims texts and drops an empty description", () => {
    expect(
      normaliseShortcutInput({ label: " Home ", description: "  ", icon: " home ", link: " / ", useRouter: false }),
    ).toEqual({ label: "Home", icon: "home", link: "/", useRouter: false });
  });

  it("prefills from a shortcut without its id", () => {
    expect(toShortcutInput({ id: "s1", label: "Home", icon: "home", link: "/", useRouter: true })).toEqual({
      label: "Home",
      description: "",
      icon: "home",
      link: "/",
      useRouter: true,
    });
  });
});
