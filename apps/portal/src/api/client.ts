/**
 * The portal's one typed client of the pxapi_eoffice contract, and its TanStack Query bindings. Features never
 * call `fetch` themselves: they use {@link api} (queries and mutations) or {@link pxClient} (imperative calls
 * such as sign-in, which needs the response headers).
 */
import { PX_AUTH_HEADER, createPxClient } from "@eoffice/api-client";
import { createTokenRefresher } from "../session/token-refresh";
import createQueryClient from "openapi-react-query";
import { QueryClient, type FetchQueryOptions } from "@tanstack/react-query";
import { createPortalMiddleware } from "./middleware";
import { sessionStore } from "../session/session";
import { i18n } from "../i18n/i18n";

/** The typed openapi-fetch client with the portal middleware (token, language, 401 handling). */
/** A client without the portal middleware, for the token refresh only (the middleware itself waits for it). */
const refreshClient = createPxClient({});

/** Renews the session token before it expires (issue 15 item 6). */
export const tokenRefresher = createTokenRefresher({
  store: sessionStore,
  async refresh(token) {
    const { data, response } = await refreshClient.POST("/v1/person/refreshToken", { headers: { [PX_AUTH_HEADER]: token } });
    return data?.success ? response.headers.get(PX_AUTH_HEADER) : null;
  },
});

export const pxClient = createPxClient({}, [
  createPortalMiddleware({
    getToken: () => sessionStore.getSnapshot().token,
    getLanguage: () => i18n.resolvedLanguage ?? i18n.language ?? "en",
    clearSession: () => sessionStore.clear(),
    location: window.location,
    // Keep a user name already known from the sign-in; otherwise the change-password page asks for it.
    onPasswordChangeRequired: () => sessionStore.setPasswordChange(sessionStore.getSnapshot().passwordChange ?? ""),
    ensureFreshToken: () => tokenRefresher.ensureFresh(),
  }),
]);

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
