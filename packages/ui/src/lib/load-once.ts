/**
 * The one way a lazily loaded part (a popup, a layout, an icon set, the portal's top-bar widgets) is fetched: once,
 * shared by every caller, and tried again after a failure. A failed dynamic import is not remembered: a chunk that
 * could not be fetched (a dropped connection, a deployment that replaced the files) loads on the next use instead of
 * never, without reloading the page.
 */

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
