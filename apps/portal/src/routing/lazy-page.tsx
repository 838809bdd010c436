/**
 * Lazily loaded route modules (portal-spec.md section 2: "Route code is loaded lazily, all lazy routes are
 * preloaded").
 */
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from "react";
import { loadOnce } from "@eoffice/ui";
import { PageLoading } from "./page-loading";
import { markNavigationComplete } from "./navigation-complete";

function NavigationComplete() {
  useEffect(() => markNavigationComplete(), []);
  return null;
}

/** A lazily loaded component with the loader of its module, shared by every caller (`loadOnce`). */
export type LazyComponent<P> = ComponentType<P> & {
  /** Starts loading the module (once); resolves with it. `src/main.tsx` loads the first page before the first render. */
  load: () => Promise<unknown>;
};

/**
 * A `React.lazy` component of a module, with the module's shared loader. When the module has loaded before the
 * component first renders (the first page, which `src/main.tsx` loads with the strings; a page visited before), the
 * component renders it at once: `React.lazy` calls `then` on what the loader returns right away, and a thenable that
 * calls back at once resolves it before it would suspend. Without that it suspends once, even for a loaded module,
 * and shows its fallback; React then delays revealing the page that replaces a fallback by up to 300 ms (its fallback
 * throttle), which delayed the first page by 120 to 260 ms on the 2-core machine of 2026-11-26 (tracker issue 8).
 */
function lazyModule<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>) {
  const load = loadOnce(loader);
  const Lazy = lazy(() => {
    const loaded = load.loaded();
    if (!loaded) return load();
    const resolved: PromiseLike<typeof loaded> = { then: (onFulfilled) => onFulfilled?.(loaded) as never };
    return resolved as Promise<typeof loaded>;
  });
  return { load, Lazy };
}

/**
 * Wraps a route module (`export default` page component) as a lazily loaded page: shown with a spinner while
 * its code loads, preloaded with the other route modules (`navigation-complete.ts`), and marking the first completed
 * navigation once it has rendered.
 * @param loader - The dynamic `import()` of the module (with its strings, `withStrings`).
 */
export function lazyPage<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  const { load, Lazy } = lazyModule(loader);
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
        <NavigationComplete />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { load });
}

/**
 * Wraps a shell module (`export default` component taking `children`) as a lazily loaded component (preloaded with the
 * other route modules, see `navigation-complete.ts`). The shell code is large and not needed on the sign-in page.
 * Unlike {@link lazyPage} it does not mark the navigation complete: the page inside does.
 * @param loader - The dynamic `import()` of the module.
 */
export function lazyShell(
  loader: () => Promise<{ default: ComponentType<{ children: ReactNode }> }>,
): LazyComponent<{ children: ReactNode }> {
  const { load, Lazy } = lazyModule(loader);
  function LazyShell({ children }: { children: ReactNode }) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy>{children}</Lazy>
      </Suspense>
    );
  }
  return Object.assign(LazyShell, { load });
}
