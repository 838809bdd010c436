/**
 * The navigation registry (docs/spec/portal-spec.md sections 4 and 8; docs/spec/shell-behaviour.md section 3): named navigation
 * instances that other components (a hamburger, a layout) can open, close and toggle, and a store of
 * navigation item lists by key with the lookups search uses. Pure module: no React (see `registry-context.tsx`
 * for the provider and hooks).
 */
import { findItem, findItemParent, flattenBasicItems } from "./tree";
import type { NavigationBasicItem, NavigationItem } from "./types";

/** Warning logged by `deleteNavigation` for a missing key (spec section 8); the key follows after a colon. */
export const MISSING_NAVIGATION_WARNING = "the navigation with that key does not exist in the store";

/** What a mounted navigation exposes to the registry. */
export interface NavigationHandle {
  /** Opens the navigation. */
  open(): void;
  /** Closes the navigation (a vertical one closes its aside first). */
  close(): void;
  /** Opens when closed, closes when open. */
  toggle(): void;
  /** Whether it is open now. */
  isOpen(): boolean;
  /** Opens the aside panel of the item with `id` (vertical only). */
  openAside?(id: string): void;
  /** Closes the open aside panel (vertical only). */
  closeAside?(): void;
  /** Toggles the aside panel of the item with `id` (vertical only). */
  toggleAside?(id: string): void;
}

/** Options of {@link createNavigationRegistry}. */
export interface NavigationRegistryOptions {
  /** Where warnings go. @default console.warn */
  warn?: (message: string) => void;
}

/** A navigation registry (see {@link createNavigationRegistry}). */
export interface NavigationRegistry {
  /** Registers a mounted navigation under `name` (re-registering replaces silently); returns the deregistration. */
  registerComponent(name: string, handle: NavigationHandle): () => void;
  /** Removes the navigation registered under `name` (only `handle`'s registration when given). */
  deregisterComponent(name: string, handle?: NavigationHandle): void;
  /** The navigation registered under `name`, or `undefined`. */
  getComponent(name: string): NavigationHandle | undefined;
  /** Names of the registered navigations. */
  getComponentNames(): string[];
  /** Opens the named navigation; `false` when none is registered under that name. */
  open(name: string): boolean;
  /** Closes the named navigation; `false` when none is registered under that name. */
  close(name: string): boolean;
  /** Toggles the named navigation; `false` when none is registered under that name. */
  toggle(name: string): boolean;
  /** Whether the named navigation is open (`false` when none is registered). */
  isOpen(name: string): boolean;
  /** Tells subscribers that a navigation's state changed (called by the navigations themselves). */
  notify(): void;
  /** Subscribes to registrations and state changes; returns the unsubscription. */
  subscribe(listener: () => void): () => void;
  /** Stores a plain copy of an item list under `key` (replacing any previous one). */
  storeNavigation(key: string, items: readonly NavigationItem[]): void;
  /** The stored list under `key`, or an empty list (no warning). */
  getNavigation(key: string): NavigationItem[];
  /** Deletes the list under `key`; warns "the navigation with that key does not exist in the store: <key>" when missing. */
  deleteNavigation(key: string): void;
  /** Depth-first list of the basic items of `items` (or of the list stored under that key), through aside, collapsable and group children. */
  getFlatNavigation(items: readonly NavigationItem[] | string): NavigationBasicItem[];
  /** The first item with `id`, depth-first, in `items` (or in every stored list when omitted); `null` when absent. */
  getItem(id: string, items?: readonly NavigationItem[]): NavigationItem | null;
  /** The parent of the item with `id`, `root` for a top-level item, or `null` when absent. */
  getItemParent<TRoot = null>(id: string, items: readonly NavigationItem[], root?: TRoot): NavigationItem | TRoot | null;
}

/** Creates an independent registry (tests, several apps on one page). */
export function createNavigationRegistry(options: NavigationRegistryOptions = {}): NavigationRegistry {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const components = new Map<string, NavigationHandle>();
  const store = new Map<string, NavigationItem[]>();
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const act = (name: string, action: (handle: NavigationHandle) => void): boolean => {
    const handle = components.get(name);
    if (!handle) return false;
    action(handle);
    return true;
  };

  const registry: NavigationRegistry = {
    registerComponent(name, handle) {
      components.set(name, handle);
      notify();
      return () => registry.deregisterComponent(name, handle);
    },
    deregisterComponent(name, handle) {
      if (handle && components.get(name) !== handle) return;
      if (components.delete(name)) notify();
    },
    getComponent: (name) => components.get(name),
    getComponentNames: () => [...components.keys()],
    open: (name) => act(name, (handle) => handle.open()),
    close: (name) => act(name, (handle) => handle.close()),
    toggle: (name) => act(name, (handle) => handle.toggle()),
    isOpen: (name) => components.get(name)?.isOpen() ?? false,
    notify,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    storeNavigation(key, items) {
      store.set(key, [...items]);
    },
    getNavigation: (key) => [...(store.get(key) ?? [])],
    deleteNavigation(key) {
      if (!store.has(key)) warn(`${MISSING_NAVIGATION_WARNING}: ${key}`);
      store.delete(key);
    },
    getFlatNavigation(items) {
      return flattenBasicItems(typeof items === "string" ? (store.get(items) ?? []) : items);
    },
    getItem(id, items) {
      if (items) return findItem(id, items);
      for (const list of store.values()) {
        const found = findItem(id, list);
        if (found) return found;
      }
      return null;
    },
    getItemParent<TRoot = null>(id: string, items: readonly NavigationItem[], root?: TRoot) {
      return findItemParent<TRoot | null>(id, items, root ?? null);
    },
  };
  return registry;
}

/** The app-wide default registry (used when no `NavigationRegistryProvider` gives another). */
export const navigationRegistry: NavigationRegistry = createNavigationRegistry();
