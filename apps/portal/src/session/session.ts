/**
 * The app's session store (localStorage) and the React hook that reads it.
 */
import { useSyncExternalStore } from "react";
import { createSessionStore, type SessionSnapshot } from "./session-store";

/** The browser session of the app (localStorage). */
export const sessionStore = createSessionStore();

/** The current session; re-renders when it changes (also from another tab). */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
}

/** Whether someone is signed in with a token that has not expired (spec section 4). */
export function useIsAuthenticated(): boolean {
  const session = useSession();
  return session.token !== null && sessionStore.isAuthenticated();
}
