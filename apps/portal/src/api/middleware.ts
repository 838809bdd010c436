/**
 * Middleware of the typed client (ARCHITECTURE.md "One request, end to end"; portal-spec.md sections 7 and 8).
 *
 * - Every API call carries `Accept-Language` with the user's language.
 * - Every API call carries the `px-auth-token` header with the stored token of the active realm, except the
 *   sign-in and sign-up calls. Note: the seed (spec section 7) sends the token only on personProfile calls;
 *   we send it on every other call because the contract protects complaints, search and sign-out with it too
 *   (`security: pxAuthToken`). Sign-in and sign-up are sent without it: they are made by a signed-out user and
 *   a stale token must not be mixed into them.
 * - A call that already carries `px-auth-token` keeps it (sign-in loads the profile with the new token before
 *   storing it).
 * - Any HTTP 401 clears the stored token and profile and reloads the page (spec section 8), after which the
 *   route guard sends the user to the sign-in page.
 */
import { PX_AUTH_HEADER, type Middleware } from "@eoffice/api-client";

/** Paths (relative to the API base) that never carry the session token: sign-in and sign-up. */
const PATHS_WITHOUT_TOKEN: readonly RegExp[] = [
  /\/login$/,
  /\/v1\/person\/login$/,
  /\/v1\/person\/checkPersonDup$/,
  /\/v1\/person\/createPublicPerson$/,
  /\/v1\/personProfile\/createPublicpersonProfile\/[^/]+$/,
];

/**
 * Whether a request to this API path carries the session token.
 * @param schemaPath - The contract path of the call (for example `/v1/personProfile/{id}`).
 */
export function sendsAuthToken(schemaPath: string): boolean {
  return !PATHS_WITHOUT_TOKEN.some((pattern) => pattern.test(schemaPath));
}

/** What the middleware needs from the app (injected so that tests use fakes). */
export interface PortalMiddlewareDeps {
  /** The stored token of the active realm, or `null`. */
  getToken(): string | null;
  /** The user's language, for `Accept-Language` (for example `th`). */
  getLanguage(): string;
  /** Clears the stored token and profile. */
  clearSession(): void;
  /** The page's location; `reload()` is called after a 401. */
  location: Pick<Location, "reload">;
}

/**
 * Creates the portal middleware (headers on the way out, 401 handling on the way back).
 * @param deps - see {@link PortalMiddlewareDeps}.
 */
export function createPortalMiddleware(deps: PortalMiddlewareDeps): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      request.headers.set("Accept-Language", deps.getLanguage());
      if (!sendsAuthToken(schemaPath)) {
        request.headers.delete(PX_AUTH_HEADER);
        return request;
      }
      // A token given explicitly by the caller wins (sign-in checks the new token before storing it).
      const token = deps.getToken();
      if (token && !request.headers.has(PX_AUTH_HEADER)) request.headers.set(PX_AUTH_HEADER, token);
      return request;
    },
    onResponse({ response }) {
      if (response.status === 401) {
        deps.clearSession();
        deps.location.reload();
      }
      return response;
    },
  };
}
