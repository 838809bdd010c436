/**
 * Sign-in, sign-out and sign-up against the pxapi_eoffice API (portal-spec.md sections 4, 5 and 7).
 *
 * - Sign-in is refused locally with 'User is already logged in.' when a session exists (spec section 5).
 * - The login is `POST /login` (staff) or `POST /v1/person/login` (public person) with `version=1.0` and
 *   `{ name, password }`; a "remember me" value is removed before sending (spec section 7).
 * - Success = empty `message`, the token read from the `px-auth-token` RESPONSE header; failure = the
 *   server's non-empty `message`, shown as is.
 * - After sign-in `GET /v1/personProfile/-1` must answer `success: true`, or the user is not signed in.
 * - Sign-out calls `GET /v1/person/logout`, then clears the token and profile.
 */
import { PX_AUTH_HEADER, type Schemas } from "@eoffice/api-client";
import { pxClient, queryClient } from "../../api/client";
import { isErrorEnvelope } from "../../api/errors";
import { sessionStore } from "./session";
import type { Realm } from "./session-store";

/** The local refusal message of spec section 5 (kept verbatim; the page shows its translation). */
export const ALREADY_LOGGED_IN = "User is already logged in.";

/** What the sign-in form sends. */
export interface SignInCredentials {
  /** User name. */
  name: string;
  /** Password. */
  password: string;
  /** The form's "remember me" box; never sent to the server. @default false */
  rememberMe?: boolean;
}

/** Outcome of a sign-in. */
export type SignInResult =
  | { ok: true; profile: Schemas["PersonProfile"] }
  | { ok: false; reason: "already-signed-in" | "refused" | "no-token" | "profile"; message: string };

/**
 * Signs in to a realm and loads the profile.
 * @param realm - `person` (resident / citizen) or `staff`.
 * @param credentials - The form values; `rememberMe` is dropped before sending.
 * @returns `ok: true` with the profile; or the reason and the message to show (the server's own `message` when
 *   it refused).
 */
export async function signIn(realm: Realm, credentials: SignInCredentials): Promise<SignInResult> {
  if (sessionStore.isAuthenticated()) return { ok: false, reason: "already-signed-in", message: ALREADY_LOGGED_IN };

  // Remove the "remember me" value before sending (spec section 7).
  const { rememberMe: _rememberMe, ...body } = credentials;
  const login = {
    params: { query: { version: "1.0" as const } },
    body,
  };
  const { data, error, response } =
    realm === "staff" ? await pxClient.POST("/login", login) : await pxClient.POST("/v1/person/login", login);

  const answer = data ?? error;
  const message = answer && "message" in answer ? answer.message : "";
  if (!data || message !== "") {
    return { ok: false, reason: "refused", message: message || response.statusText };
  }
  const token = response.headers.get(PX_AUTH_HEADER);
  if (!token) return { ok: false, reason: "no-token", message: "" };

  return loadProfile(realm, token);
}

/**
 * Loads the signed-in user's profile (`GET /v1/personProfile/-1`) and stores it under `person`, then the token.
 * The user counts as signed in only when the answer's `success` is true (spec section 4); otherwise nothing is
 * stored and the session is cleared.
 * @param realm - The realm of the token.
 * @param token - The token to check; it is sent explicitly and stored only after the profile answered.
 */
export async function loadProfile(realm: Realm, token: string): Promise<SignInResult> {
  const { data, error } = await pxClient.GET("/v1/personProfile/{id}", {
    params: { path: { id: -1 } },
    headers: { [PX_AUTH_HEADER]: token },
  });
  if (data?.success && data.data) {
    sessionStore.setProfile(data.data);
    sessionStore.setToken(realm, token);
    return { ok: true, profile: data.data };
  }
  sessionStore.clear();
  const message = data?.message || (isErrorEnvelope(error) ? error.message : "");
  return { ok: false, reason: "profile", message };
}

/**
 * Signs out: asks the server to revoke the token (`GET /v1/person/logout`), then clears the stored token and
 * profile and the query cache whatever the server answered (spec section 4).
 */
export async function signOut(): Promise<void> {
  if (sessionStore.getSnapshot().token) {
    try {
      await pxClient.GET("/v1/person/logout");
    } catch (error) {
      // The local sign-out must happen even when the server cannot be reached.
      console.warn("Sign-out request failed", error);
    }
  }
  sessionStore.clear();
  queryClient.clear();
}
