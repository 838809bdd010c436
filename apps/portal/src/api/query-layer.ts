/**
 * TanStack Query for the pages that use it, loaded with them (tracker issue 40 item 1): `query.tsx` (TanStack Query,
 * about 10 kB brotli, and the query cache) is a chunk of its own that the entry never imports, so that a page without
 * queries, the sign-in page, shows without it. Every lazily loaded page and shell (`routing/lazy-page.tsx`) loads it
 * with its code and renders inside its provider, unless it says it has no queries.
 */
import { createElement, type ComponentType } from "react";
import { loadOnce } from "@eoffice/ui";

/** Loads `query.tsx` once; `.loaded()` gives it once loaded, else `undefined`. */
export const loadQueryLayer = loadOnce(() => import("./query"));

/**
 * A module loader whose component renders inside TanStack Query's provider, the query module loaded beside the module.
 * @param loader - The dynamic `import()` of a module whose `default` export is a component.
 * @returns A loader of a module whose `default` is that component inside the provider.
 */
export function withQueries<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>): () => Promise<{ default: ComponentType<P> }> {
  return () =>
    Promise.all([loader(), loadQueryLayer()]).then(([module, { QueryProvider }]) => {
      const Page = module.default;
      const WithQueries = (props: P) => createElement(QueryProvider, null, createElement(Page, props));
      WithQueries.displayName = `WithQueries(${Page.displayName ?? Page.name})`;
      return { default: WithQueries };
    });
}
