/**
 * Middleware of the typed client (docs/architecture.md "One request, end to end"; docs/spec/portal-spec.md sections 7 and 8).
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
 *   route guard sends the user to the sign-in page (also how a deactivated staff member's open page ends).
 * - An HTTP 403 that says a one-time password must be changed first (issue 10, item 2) marks the pending password
 *   change, after which the routes show only the change-password page.
 */
import { PX_AUTH_HEADER, type Middleware } from "@eoffice/api-client";

/** Paths (relative to the API base) that never carry the session token: sign-in and sign-up. */
const PATHS_WITHOUT_TOKEN: readonly RegExp[] = [
  /\/login$/,
  /\/v1\/person\/login$/,
  /\/v1\/person\/checkPersonDup$/,
  /\/v1\/person\/createPublicPerson$/,
  /\/v1\/personProfile\/createPublicpersonProfile\/[^/]+$/,
  /\/v1\/person\/(?:forgotPassword|resetPassword|confirmEmail)$/,
];

/** Calls whose 401 is an answer, not a lost session: a refused token refresh is handled by the refresher. */
const PATHS_401_ANSWERED: readonly RegExp[] = [/\/v1\/person\/refreshToken$/];

/**
 * Whether a request to this API path carries the session token.
 * @param schemaPath - The contract path of the call (for example `/v1/personProfile/{id}`).
 */
export function sendsAuthToken(schemaPath: string): boolean {
  return !PATHS_WITHOUT_TOKEN.some((pattern) => pattern.test(schemaPath));
}

/**
 * Whether an error answer's body says that a one-time password must be changed first (contract
 * `ErrorEnvelope.code` `passwordChangeRequired`); the portal also learns of it from the sign-in answer
 * (`mustChangePassword`).
 * @param body - The parsed JSON body of a 403 answer (anything).
 */
export function isPasswordChangeRequired(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  return (body as { code?: unknown }).code === "passwordChangeRequired";
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
  /** Called when a 403 says that a one-time password must be changed first. @default nothing */
  onPasswordChangeRequired?: () => void;
  /**
   * Renews the stored token when it is about to expire, before a call that sends it (issue 15 item 6: an active
   * user is not signed out while working). @default none
   */
  ensureFreshToken?: () => Promise<void>;
}

/**
 * Creates the portal middleware (headers on the way out, 401 handling on the way back).
 * @param deps - see {@link PortalMiddlewareDeps}.
 */
export function createPortalMiddleware(deps: PortalMiddlewareDeps): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      request.headers.set("Accept-Language", deps.getLanguage());
      if (!sendsAuthToken(schemaPath)) {
        request.headers.delete(PX_AUTH_HEADER);
        return request;
      }
      // A token given explicitly by the caller wins (sign-in checks the new token before storing it).
      if (!request.headers.has(PX_AUTH_HEADER)) await deps.ensureFreshToken?.();
      const token = deps.getToken();
      if (token && !request.headers.has(PX_AUTH_HEADER)) request.headers.set(PX_AUTH_HEADER, token);
      return request;
    },
    async onResponse({ response, schemaPath }) {
      if (response.status === 401 && !PATHS_401_ANSWERED.some((pattern) => pattern.test(schemaPath))) {
        deps.clearSession();
        deps.location.reload();
      }
      if (response.status === 403 && deps.onPasswordChangeRequired) {
        const body: unknown = await response
          .clone()
          .json()
          .catch(() => null);
        if (isPasswordChangeRequired(body)) deps.onPasswordChangeRequired();
      }
      return response;
    },
  };
}
