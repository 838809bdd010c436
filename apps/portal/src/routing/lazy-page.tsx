/**
 * Lazily loaded route modules (portal-spec.md section 2: "Route code is loaded lazily, all lazy routes are
 * preloaded").
 */
import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { PageLoading } from "./page-loading";
import { markNavigationComplete } from "./navigation-complete";

function NavigationComplete() {
  useEffect(() => markNavigationComplete(), []);
  return null;
}

/**
 * Wraps a route module (`export default` page component) as a lazily loaded page: shown with a spinner while
 * its code loads, preloaded with the other route modules (`navigation-complete.ts`), and marking the first completed navigation once it has rendered.
 * @param loader - The dynamic `import()` of the module.
 */
export function lazyPage<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(loader);
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
        <NavigationComplete />
      </Suspense>
    );
  }
  return LazyPage;
}
