/**
 * Shortcut data and rules (docs/spec/portal-spec.md section 3 "Shortcut: id, label, description, icon, link, useRouter
 * (all but id and description required)"; section 5 "Shortcut form: label, icon, link, useRouter required; save
 * disabled while invalid").
 */

/** A shortcut of the shortcuts panel. */
export interface Shortcut {
  /** Unique id. */
  id: string;
  /** Label under the icon (required). */
  label: string;
  /** Second line under the label. */
  description?: string;
  /** Icon name of the curated set (`Icon`; an unknown name shows the neutral fallback). */
  icon: string;
  /** Where the shortcut leads: an app path or a full URL. */
  link: string;
  /** `true`: navigate with the app's router (no reload); `false`: a full-page link. */
  useRouter: boolean;
}

/** What the form edits and `onCreate` / `onUpdate` receive: a shortcut without its id. */
export type ShortcutInput = Omit<Shortcut, "id">;

/** Fields of the shortcut form that can be invalid. */
export type ShortcutField = "label" | "icon" | "link";

/** The values of a new shortcut: empty texts, router navigation on (the toggle always has a value). */
export const emptyShortcutInput: ShortcutInput = { label: "", description: "", icon: "", link: "", useRouter: true };

/** The form values of an existing shortcut. */
export function toShortcutInput(shortcut: Shortcut): ShortcutInput {
  const { id: _id, ...input } = shortcut;
  return { ...input, description: input.description ?? "" };
}

/**
 * The required fields left empty (white space only counts as empty); an empty list means the form is valid.
 * `useRouter` is a boolean that always has a value, so it cannot be missing.
 */
export function missingShortcutFields(input: ShortcutInput): ShortcutField[] {
  const fields: ShortcutField[] = ["label", "icon", "link"];
  return fields.filter((field) => input[field].trim() === "");
}

/** The input as sent: texts trimmed, an empty description left out. */
export function normaliseShortcutInput(input: ShortcutInput): ShortcutInput {
  const description = input.description?.trim();
  return {
    label: input.label.trim(),
    icon: input.icon.trim(),
    link: input.link.trim(),
    useRouter: input.useRouter,
    ...(description ? { description } : {}),
  };
}
