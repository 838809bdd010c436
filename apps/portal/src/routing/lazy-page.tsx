/**
 * Lazily loaded route modules (docs/spec/portal-spec.md section 2: "Route code is loaded lazily, all lazy routes are
 * preloaded").
 */
import { Suspense, useEffect, type ComponentType, type ReactNode } from "react";
import { lazyOnce, loadOnce } from "@eoffice/ui";
import { PageLoading } from "./page-loading";
import { markNavigationComplete } from "./navigation-complete";
import type { Realm } from "../session/session-store";
import { withQueries } from "../api/query-layer";

function NavigationComplete() {
  useEffect(() => markNavigationComplete(), []);
  return null;
}

/** What a page's first-render calls are told about the page being opened ({@link FirstRenderCalls}). */
export interface FirstRenderContext {
  /** The realm of the session, `null` for a guest. */
  realm: Realm | null;
  /** The path being opened. */
  path: string;
  /**
   * The parameters of the page's route in `path` (`code` of `/e-service/main/form/:code`), where the page was found
   * through its route (`residentPageOf` in `src/routes.tsx`). @default none
   */
  params?: Readonly<Record<string, string | undefined>>;
}

/**
 * The module of a page's first-render calls (render-as-you-fetch, tracker issue 8): `prefetch(context)` starts the
 * calls whose answers the page shows at its first render (`prefetchQueries` of `api/query.tsx`, with the query options
 * its hooks use, so the keys are the same) and returns at once. A module of its own, small, so that `src/main.tsx` can
 * start the calls of the first page at once, beside the page's code and the strings, instead of in the effects after
 * its first render: the page then renders with the answers already there, is not rendered again when they arrive,
 * and its hooks find them fresh (`staleTime`) and do not ask again.
 */
export interface FirstRenderCalls {
  prefetch: (context: FirstRenderContext) => void;
}

/** A lazily loaded component with the loader of its module, shared by every caller (`loadOnce`). */
export type LazyComponent<P> = ComponentType<P> & {
  /** Starts loading the module (once); resolves with it. `src/main.tsx` loads the first page before the first render. */
  load: () => Promise<unknown>;
  /**
   * Starts the calls of the component's first render (its {@link FirstRenderCalls} module), if it has such a module;
   * returns at once, and a failure only leaves the calls to the component's hooks. `src/main.tsx` runs it for the
   * first page.
   */
  prefetch: (context: FirstRenderContext) => void;
};

/** The loader of a {@link FirstRenderCalls} module (a dynamic `import()`). */
export type FirstRenderCallsLoader = () => Promise<FirstRenderCalls>;

/** {@link LazyComponent}'s `prefetch` for a calls module (or none). */
function prefetchWith(calls: FirstRenderCallsLoader | undefined): LazyComponent<never>["prefetch"] {
  return (context) => {
    if (calls) void calls().then((module) => module.prefetch(context), () => undefined);
  };
}

/**
 * A `React.lazy` component of a module, with the module's shared loader (`loadOnce`). When the module has loaded
 * before the component first renders (the first page, which `src/main.tsx` loads with the strings; a page visited
 * before), the component renders it at once (`lazyOnce`): suspending once, even for a loaded module, delayed the first
 * page by 120 to 260 ms on the 2-core machine of 2026-11-26 (React's fallback throttle; tracker issue 8).
 */
function lazyModule<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>) {
  const load = loadOnce(loader);
  return { load, Lazy: lazyOnce(load) };
}

/** Options of {@link lazyPage}. */
export interface LazyPageOptions {
  /**
   * Whether the page uses TanStack Query (`api/query.tsx`): it is then loaded with the page, which renders inside its
   * provider (`withQueries`). A page without queries (the sign-in page) says `false`, and shows without TanStack Query
   * (tracker issue 40 item 1); a query hook in it would throw. @default true
   */
  queries?: boolean;
}

/**
 * Wraps a route module (`export default` page component) as a lazily loaded page: shown with a spinner while
 * its code loads, preloaded with the other route modules (`navigation-complete.ts`), and marking the first completed
 * navigation once it has rendered.
 * @param loader - The dynamic `import()` of the module (with its strings, `withStrings`).
 * @param calls - The dynamic `import()` of its {@link FirstRenderCalls} module. @default none
 * @param options - See {@link LazyPageOptions}.
 */
export function lazyPage<P extends object>(
  loader: () => Promise<{ default: ComponentType<P> }>,
  calls?: FirstRenderCallsLoader,
  { queries = true }: LazyPageOptions = {},
): LazyComponent<P> {
  const { load, Lazy } = lazyModule(queries ? withQueries(loader) : loader);
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
        <NavigationComplete />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { load, prefetch: prefetchWith(calls) });
}

/**
 * Wraps a module that holds pages rather than being one (`export default` component): the signed-in shell (taking the
 * page as `children`; its code is large and not needed on the sign-in page) or the staff route table
 * (`src/staff-routes.tsx`, not needed by residents), as a lazily loaded component, preloaded with the other route
 * modules (see `navigation-complete.ts`). Unlike {@link lazyPage} it does not mark the navigation complete: the page
 * inside does. It renders inside TanStack Query's provider, loaded with it (`withQueries`).
 * @param loader - The dynamic `import()` of the module.
 * @param calls - The dynamic `import()` of its {@link FirstRenderCalls} module. @default none
 */
export function lazyShell<P extends object = { children: ReactNode }>(
  loader: () => Promise<{ default: ComponentType<P> }>,
  calls?: FirstRenderCallsLoader,
): LazyComponent<P> {
  const { load, Lazy } = lazyModule(withQueries(loader));
  function LazyShell(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyShell, { load, prefetch: prefetchWith(calls) });
}
