/**
 * The app's auth service: {@link createAuthService} over the app's typed client and localStorage session.
 */
import { pxClient, queryClient } from "../../api/client";
import { createAuthService } from "./auth-core";
import { sessionStore } from "../../session/session";

export { ALREADY_LOGGED_IN } from "./auth-core";
export type { SignInCredentials, SignInResult } from "./auth-core";

const service = createAuthService({ client: pxClient, store: sessionStore, onSignedOut: () => queryClient.clear() });

/** Signs in (see `AuthService.signIn`). */
export const signIn = service.signIn;
/** Loads and stores the profile of a token (see `AuthService.loadProfile`). */
export const loadProfile = service.loadProfile;
/** Signs out (see `AuthService.signOut`). */
export const signOut = service.signOut;
