/**
 * The portal's one typed client of the pxapi_eoffice contract. Features never call `fetch` themselves: they use
 * `api` of `query.ts` (TanStack Query bindings: queries and mutations) or {@link pxClient} (imperative calls such as
 * sign-in, which needs the response headers). This module holds no TanStack Query, so that the entry and a page
 * without queries (the sign-in page) do not load it (tracker issue 40 item 1).
 */
import { PX_AUTH_HEADER, createPxClient } from "@eoffice/api-client";
import { createTokenRefresher } from "../session/token-refresh";
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
