/**
 * Sign-in, sign-out and profile loading against the pxapi_eoffice API (docs/spec/portal-spec.md sections 4, 5 and 7),
 * as a factory over a typed client and a session store so the rules are unit-tested with a fake server.
 *
 * - Sign-in is refused locally with 'User is already logged in.' when a session exists (spec section 5).
 * - The login is `POST /login` (staff) or `POST /v1/person/login` (public person) with `version=1.0` and
 *   `{ name, password }`. The spec's portal removed "remember me" before sending (section 7); issue 15 gives it a
 *   meaning (a 30-day session), so a ticked box is sent as `rememberMe: true` and an unticked one is left out,
 *   keeping the seed's wire shape.
 * - Success = empty `message`, the token read from the `px-auth-token` RESPONSE header; failure = the
 *   server's non-empty `message`, shown as is.
 * - After sign-in `GET /v1/personProfile/-1` must answer `success: true`, or the user is not signed in.
 * - A staff sign-in answered with `mustChangePassword: true` (a one-time password, issue 10 item 2) marks the
 *   session as waiting for a password change (the routes then show only the change-password page).
 * - Sign-out calls `GET /v1/person/logout`, then clears the token and profile.
 */
import { PX_AUTH_HEADER, type PxClient, type Schemas } from "@eoffice/api-client";
import { isErrorEnvelope } from "../../api/errors";
import type { Realm, SessionStore } from "../../session/session-store";

/** The local refusal message of spec section 5 (kept verbatim; the page shows its translation). */
export const ALREADY_LOGGED_IN = "User is already logged in.";

/** What the sign-in form sends. */
export interface SignInCredentials {
  /** User name. */
  name: string;
  /** Password. */
  password: string;
  /** The form's "remember me" box: a 30-day session instead of 8 hours (sent only when true). @default false */
  rememberMe?: boolean;
}

/** Outcome of a sign-in. */
export type SignInResult =
  | {
      ok: true;
      profile: Schemas["PersonProfile"];
      /** The password is a one-time password that must be changed before anything else (issue 10). @default false */
      mustChangePassword?: boolean;
    }
  | { ok: false; reason: "already-signed-in" | "refused" | "no-token" | "profile"; message: string };

/** The auth operations of the portal. */
export interface AuthService {
  /**
   * Signs in to a realm and loads the profile.
   * @param realm - `person` (resident / citizen) or `staff`.
   * @param credentials - The form values; `rememberMe` is sent only when true.
   * @returns `ok: true` with the profile; or the reason and the message to show (the server's own `message`
   *   when it refused).
   */
  signIn(realm: Realm, credentials: SignInCredentials): Promise<SignInResult>;
  /**
   * Loads the profile of a token (`GET /v1/personProfile/-1`, the token sent explicitly) and stores the profile,
   * then the token. Counts as signed in only when `success` is true (spec section 4); otherwise the session is
   * cleared.
   */
  loadProfile(realm: Realm, token: string): Promise<SignInResult>;
  /**
   * Signs out: asks the server to revoke the token, then clears the stored token and profile whatever the
   * server answered. Concurrent calls share one sign-out (React StrictMode runs effects twice; a second logout
   * with the revoked token would answer 401 and reload the page).
   */
  signOut(): Promise<void>;
}

/** What the auth service works with. */
export interface AuthServiceDeps {
  /** The typed client. */
  client: PxClient;
  /** The stored session. */
  store: SessionStore;
  /** Called after sign-out (the app clears its query cache). @default nothing */
  onSignedOut?: () => void;
}

/** Creates the auth service over a client and a session store. */
export function createAuthService({ client, store, onSignedOut }: AuthServiceDeps): AuthService {
  let signingOut: Promise<void> | null = null;

  const loadProfile: AuthService["loadProfile"] = async (realm, token) => {
    const { data, error } = await client.GET("/v1/personProfile/{id}", {
      params: { path: { id: -1 } },
      headers: { [PX_AUTH_HEADER]: token },
    });
    if (data?.success && data.data) {
      store.setProfile(data.data);
      store.setToken(realm, token);
      return { ok: true, profile: data.data };
    }
    store.clear();
    const message = data?.message || (isErrorEnvelope(error) ? error.message : "");
    return { ok: false, reason: "profile", message };
  };

  return {
    async signIn(realm, credentials) {
      if (store.isAuthenticated()) return { ok: false, reason: "already-signed-in", message: ALREADY_LOGGED_IN };

      // Remove the "remember me" value before sending (spec section 7).
      const { rememberMe, ...fields } = credentials;
      const body = rememberMe === true ? { ...fields, rememberMe } : fields;
      const login = { params: { query: { version: "1.0" as const } }, body };
      const { data, error, response } =
        realm === "staff" ? await client.POST("/login", login) : await client.POST("/v1/person/login", login);

      const answer = data ?? error;
      const message = answer && "message" in answer ? answer.message : "";
      if (!data || message !== "") {
        return { ok: false, reason: "refused", message: message || response.statusText };
      }
      const token = response.headers.get(PX_AUTH_HEADER);
      if (!token) return { ok: false, reason: "no-token", message: "" };
      const mustChangePassword = data.data?.mustChangePassword === true;
      // Marked before the token is stored, so that no page of the signed-in area shows in between.
      store.setPasswordChange(mustChangePassword ? body.name : null);
      const result = await loadProfile(realm, token);
      return result.ok && mustChangePassword ? { ...result, mustChangePassword } : result;
    },
    loadProfile,
    signOut() {
      signingOut ??= (async () => {
        // Sign out locally first, so that leaving the page (or a slow or unreachable server) can never leave
        // the session behind in this browser; then revoke the captured token on the server.
        const { token } = store.getSnapshot();
        store.clear();
        onSignedOut?.();
        if (token) {
          try {
            await client.GET("/v1/person/logout", { headers: { [PX_AUTH_HEADER]: token } });
          } catch (error) {
            console.warn("Sign-out request failed", error);
          }
        }
      })().finally(() => {
        signingOut = null;
      });
      return signingOut;
    },
  };
}
