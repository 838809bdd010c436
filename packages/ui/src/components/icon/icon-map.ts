/**
 * The curated icon names of the design system and the lucide-react glyph behind each. Menus (spec section 2,
 * "Default e-service menu", "Staff menu"), widgets and layouts refer to icons by these names only, so a
 * server-provided menu can name its icons as plain strings. Several names map to one glyph (aliases such as
 * `trash` / `garbage`); add a name to `core-icons.ts` (used by ui components on any page) or `menu-icons.ts`
 * (named by menus, or used only by the signed-in shell) rather than importing lucide-react elsewhere.
 *
 * Two sets, so that only the glyphs a page uses ship with it: the core set is bundled with `Icon`; the menu set
 * is a chunk of its own, loaded by {@link loadMenuIcons} (call it early where a menu is certain, for example
 * before the first render of a signed-in page) or by the first `Icon` that names one of its glyphs.
 */
import type { LucideIcon } from "lucide-react";
import { coreIcons } from "./core-icons";
import { loadOnce } from "../../lib/load-once";
import type { menuIcons } from "./menu-icons";

/** The names of the menu set (kept here so that names are known without loading the glyphs). */
const MENU_ICON_NAMES = [
  "trash", "garbage", "receipt", "payment", "wallet", "shield", "disaster", "droplet", "water", "package",
  "equipment", "file-text", "petition", "lightbulb", "lighting", "road", "construction", "hard-hat", "waves",
  "drain", "landmark", "bridge", "stethoscope", "disease", "recycle", "waste", "tree", "badge", "licence",
  "id-card", "heart-handshake", "welfare", "graduation-cap", "education", "dumbbell", "book", "book-open",
  "warehouse", "storage", "chart", "strategy", "megaphone", "complaints", "whistleblowing", "clipboard-check",
  "check-results", "smile", "satisfaction", "folder", "folder-tree", "file-cog", "shield-check", "authority",
  "bell", "bookmark", "inbox", "dashboard", "log-out", "mail", "mail-open", "maximize", "minimize", "moon", "sun",
  "settings", "users", "history", "logs", "list", "search",
] as const satisfies readonly (keyof typeof menuIcons)[];

/** A curated icon name (any other string renders the neutral fallback). */
export type IconName = keyof typeof coreIcons | keyof typeof menuIcons;

/** Every curated icon name, core set first (for docs and the icon gallery story). */
export const iconNames = [...Object.keys(coreIcons), ...MENU_ICON_NAMES] as IconName[];

const menuNames = new Set<string>(MENU_ICON_NAMES);
const listeners = new Set<() => void>();
const menuIconSet = loadOnce<Record<string, LucideIcon>>(() => import("./menu-icons").then((module) => module.menuIcons));

/**
 * Loads the menu set (once; after a failure the next call tries again). `Icon`s waiting for it re-render when done.
 * @returns A promise that settles when the menu glyphs are available.
 */
export function loadMenuIcons(): Promise<void> {
  return menuIconSet().then(() => {
    // The snapshot only changes once: a second notification re-renders nothing.
    for (const listener of listeners) listener();
  });
}

/** Whether `name` is a curated name of the menu set that has not loaded yet. */
export function isIconPending(name: string): boolean {
  return menuIconSet.loaded() === null && menuNames.has(name);
}

/** Subscribes to the menu set's arrival (for `useSyncExternalStore`); returns the unsubscribe function. */
export function subscribeToIcons(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the menu set has loaded (the snapshot for `useSyncExternalStore`). */
export function menuIconsLoaded(): boolean {
  return menuIconSet.loaded() !== null;
}

/**
 * The glyph for a name, or `undefined` when the name is not curated or its set has not loaded yet (see
 * {@link isIconPending}).
 */
export function resolveIcon(name: string): LucideIcon | undefined {
  if (Object.hasOwn(coreIcons, name)) return coreIcons[name as keyof typeof coreIcons];
  const menuSet = menuIconSet.loaded();
  if (menuSet && Object.hasOwn(menuSet, name)) return menuSet[name];
  return undefined;
}
