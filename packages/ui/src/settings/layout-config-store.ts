/**
 * The layout configuration (layout, scheme, theme) persisted per browser (docs/spec/portal-spec.md section 2 "Layouts":
 * defaults layout classy, scheme light, theme default; docs/spec/shell-behaviour.md section 10: the template persisted
 * nothing and its reset was broken).
 *
 * Stored as one JSON value under one localStorage key; validated on read: bad JSON falls back to the defaults,
 * an unknown value falls back to that field's default. Storage failures (private mode, quota) never throw:
 * the store keeps working in memory.
 */
import { useSyncExternalStore } from "react";
import { DEFAULT_LAYOUT, isLayoutName, type LayoutName } from "../layouts/layout-names";
import { DEFAULT_SCHEME, DEFAULT_THEME, isScheme, isThemeName, type Scheme, type ThemeName } from "../theme/themes";

/** The configuration the settings drawer edits. */
export interface LayoutConfig {
  /** The chosen layout. @default "classy" */
  layout: LayoutName;
  /** The colour scheme (`auto` follows the operating system). @default "light" */
  scheme: Scheme;
  /** The theme. @default "default" */
  theme: ThemeName;
}

/** The defaults of docs/spec/portal-spec.md section 2: classy, light, default. */
export const DEFAULT_LAYOUT_CONFIG: Readonly<LayoutConfig> = Object.freeze({
  layout: DEFAULT_LAYOUT,
  scheme: DEFAULT_SCHEME,
  theme: DEFAULT_THEME,
});

/** The localStorage key of the configuration. */
export const LAYOUT_CONFIG_STORAGE_KEY = "eoffice.layout-config";

/** The part of the Web Storage API the store uses (`window.localStorage` fits). */
export type LayoutConfigStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** A configuration store: read, merge, reset, subscribe. */
export interface LayoutConfigStore {
  /** The current configuration (the same object until it changes). */
  get: () => LayoutConfig;
  /** Merges known values of `partial` (unknown ones are ignored), saves and notifies when something changed. */
  set: (partial: Partial<LayoutConfig>) => void;
  /** Back to the defaults; removes the stored value. */
  reset: () => void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * Validates a stored or untrusted value: each known field is kept, anything else takes its default.
 * @param value anything (parsed JSON, `null` ...)
 * @param defaults the defaults of the fields. @default DEFAULT_LAYOUT_CONFIG
 */
export function parseLayoutConfig(value: unknown, defaults: Readonly<LayoutConfig> = DEFAULT_LAYOUT_CONFIG): LayoutConfig {
  const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  return {
    layout: isLayoutName(record.layout) ? record.layout : defaults.layout,
    scheme: isScheme(record.scheme) ? record.scheme : defaults.scheme,
    theme: isThemeName(record.theme) ? record.theme : defaults.theme,
  };
}

function readStored(storage: LayoutConfigStorage | null | undefined, key: string, defaults: Readonly<LayoutConfig>): LayoutConfig {
  try {
    const raw = storage?.getItem(key);
    return parseLayoutConfig(raw ? JSON.parse(raw) : null, defaults);
  } catch {
    return { ...defaults };
  }
}

function attempt(action: () => void) {
  try {
    action();
  } catch {
    // Storage unavailable or full: keep the value in memory only.
  }
}

/**
 * Creates a configuration store backed by `storage`.
 * @param storage where to persist (`window.localStorage` in the browser); `null` keeps it in memory only.
 * @param key the storage key. @default LAYOUT_CONFIG_STORAGE_KEY ("eoffice.layout-config")
 * @param defaults what a user who chose nothing gets, and what reset returns to: an app's own default theme (a
 *   municipality's, for example), over {@link DEFAULT_LAYOUT_CONFIG}; invalid values are ignored. @default {}
 */
export function createLayoutConfigStore(
  storage: LayoutConfigStorage | null | undefined,
  key: string = LAYOUT_CONFIG_STORAGE_KEY,
  defaults: Partial<LayoutConfig> = {},
): LayoutConfigStore {
  const base = parseLayoutConfig(defaults);
  let current = readStored(storage, key, base);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => current,
    set: (partial) => {
      const next = mergeKnown(partial, current);
      if (next.layout === current.layout && next.scheme === current.scheme && next.theme === current.theme) return;
      current = next;
      attempt(() => storage?.setItem(key, JSON.stringify(current)));
      notify();
    },
    reset: () => {
      current = { ...base };
      attempt(() => storage?.removeItem(key));
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** `partial` over `current`, keeping the current value for every field of `partial` that is not valid. */
function mergeKnown(partial: Partial<LayoutConfig>, current: LayoutConfig): LayoutConfig {
  return {
    layout: isLayoutName(partial.layout) ? partial.layout : current.layout,
    scheme: isScheme(partial.scheme) ? partial.scheme : current.scheme,
    theme: isThemeName(partial.theme) ? partial.theme : current.theme,
  };
}

/** The current configuration of `store`, re-rendering on every change. */
export function useLayoutConfig(store: LayoutConfigStore): LayoutConfig {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
