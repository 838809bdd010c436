/**
 * The lazily loaded shell around signed-in pages (the layout code is large and not needed on the sign-in page).
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { PageLoading } from "./page-loading";

/**
 * Wraps a shell module (`export default` component taking `children`) as a lazily loaded component (preloaded with the
 * other route modules, see `navigation-complete.ts`).
 * Unlike `lazyPage` it does not mark the navigation complete: the page inside does.
 * @param loader - The dynamic `import()` of the module.
 */
export function lazyShell(
  loader: () => Promise<{ default: ComponentType<{ children: ReactNode }> }>,
): ComponentType<{ children: ReactNode }> {
  const Lazy = lazy(loader);
  function LazyShell({ children }: { children: ReactNode }) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy>{children}</Lazy>
      </Suspense>
    );
  }
  return LazyShell;
}
