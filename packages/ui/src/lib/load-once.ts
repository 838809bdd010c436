/**
 * The one way a lazily loaded part (a popup, a layout, an icon set, the portal's top-bar widgets) is fetched: once,
 * shared by every caller, and tried again after a failure. A failed dynamic import is not remembered: a chunk that
 * could not be fetched (a dropped connection, a deployment that replaced the files) loads on the next use instead of
 * never, without reloading the page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A loader made by {@link loadOnce}. */
export interface OnceLoader<T> {
  /**
   * Starts loading if nothing is loaded or loading; concurrent callers share one request.
   * @returns The loaded value. Rejects with the import's error; the next call tries again.
   */
  (): Promise<T>;
  /** The value once loaded, else `null` (for a first render that need not wait). */
  readonly loaded: () => T | null;
}

/**
 * Makes a loader that runs `load` at most once at a time and keeps its result, not its failure.
 * @param load Usually `() => import("./part").then((module) => module.Part)`.
 * @example const loadPopup = loadOnce(() => import("./menu-popup").then((m) => m.MenuPopup));
 */
export function loadOnce<T>(load: () => Promise<T>): OnceLoader<T> {
  let value: { current: T } | null = null;
  let pending: Promise<T> | null = null;
  const loader = () => {
    if (value) return Promise.resolve(value.current);
    pending ??= load().then(
      (result) => {
        value = { current: result };
        return result;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(loader, { loaded: () => (value ? value.current : null) });
}

/**
 * A `React.lazy` component of a {@link loadOnce} loader of a module (`{ default: Component }`). When the module has
 * loaded before the component first renders (preloaded, or shown before), it renders at once: `React.lazy` calls `then`
 * on what the loader returns right away, and a thenable that calls back at once resolves it before it would suspend.
 * Without that it suspends once, even for a loaded module, and shows its fallback; React then delays revealing what
 * replaces a fallback by up to 300 ms (its fallback throttle). Render it inside a `Suspense` boundary.
 * @param load - The module's loader, shared with whatever preloads it.
 * @example const Picker = lazyOnce(loadOnce(() => import("./picker").then((m) => ({ default: m.Picker }))));
 */
export function lazyOnce<P extends object>(load: OnceLoader<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const loaded = load.loaded();
    if (!loaded) return load();
    const resolved: PromiseLike<typeof loaded> = { then: (onFulfilled) => onFulfilled?.(loaded) as never };
    return resolved as Promise<typeof loaded>;
  });
}
