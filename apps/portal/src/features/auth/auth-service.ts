/**
 * The app's auth service: {@link createAuthService} over the app's typed client and localStorage session.
 */
import { pxClient } from "../../api/client";
import { loadQueryLayer } from "../../api/query-layer";
import { createAuthService } from "./auth-core";
import { sessionStore } from "../../session/session";
import { clearDevice } from "../../session/device-data";

export { ALREADY_LOGGED_IN } from "./auth-core";
export type { SignInCredentials, SignInResult } from "./auth-core";

const service = createAuthService({
  client: pxClient,
  store: sessionStore,
  onSignedOut: () => {
    // The query cache, if a page has loaded it (the sign-in page does not).
    loadQueryLayer.loaded()?.queryClient.clear();
    // Drafts and waiting submissions hold personal data: sign-out leaves none on the device (tracker issue 40 item 4;
    // the database of `lib/device-store.ts`, deleted without loading that module).
    clearDevice();
  },
});

/** Signs in (see `AuthService.signIn`). */
export const signIn = service.signIn;
/** Loads and stores the profile of a token (see `AuthService.loadProfile`). */
export const loadProfile = service.loadProfile;
/** Signs out (see `AuthService.signOut`). */
export const signOut = service.signOut;
