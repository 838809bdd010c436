/**
 * The portal's TanStack Query bindings of the typed client (`client.ts`) and its query cache. A chunk of its own,
 * loaded before the first render of a page with queries (`query-layer.tsx`), never by the entry (tracker issue 40
 * item 1: TanStack Query is about 10 kB, brotli, that the sign-in page does not need).
 */
import createQueryClient from "openapi-react-query";
import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider, type FetchQueryOptions } from "@tanstack/react-query";
import { pxClient } from "./client";

/** TanStack Query hooks bound to the typed client (`api.useQuery("get", "/v1/ComplaintStatus")`). */
export const api = createQueryClient(pxClient);

/** The app's query cache: answers stay fresh for 60 s; calls answered with an error envelope (4xx) are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: (failureCount, error) => {
        if (error && typeof error === "object" && "success" in error) return false;
        return failureCount < 2;
      },
    },
  },
});

/**
 * Starts each query ({@link queryClient}`.prefetchQuery`) in a task of its own and returns at once: a call costs the
 * main thread 2 to 6 ms (the request, its headers, the token check), and the first page's calls started together made
 * one task of 10 to 30 ms (tracker issue 8). A failed call is left to the hook that shows it, which asks again.
 * @param queries - Query options, as the hooks that show the answers use them (so the keys are the same).
 */
export function prefetchQueries(queries: readonly { queryKey: readonly unknown[] }[]): void {
  // Each is a query's full options (key, call, freshness); their data types differ, hence the widening.
  for (const query of queries) setTimeout(() => void queryClient.prefetchQuery(query as FetchQueryOptions), 0);
}

/**
 * TanStack Query's provider of {@link queryClient}: each page with queries renders inside one (`withQueries` of
 * `query-layer.ts`); the providers share the one cache.
 * @param props.children - The page.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
