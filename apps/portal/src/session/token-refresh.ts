/**
 * Renewal of the short-lived session token (docs/spec/portal-spec.md section 4: "otherwise tries a token refresh"; issue 15
 * item 6). Tokens live 15 minutes; the server's session lives 8 hours after its last use (30 days with "remember
 * me"). The portal renews the token shortly before its `exp` while the user is active, before any call that
 * would carry an expired token, and when a guarded page finds it expired; a refused renewal (session signed out,
 * revoked or ended) leaves the token as it is, and the next call's 401 signs the user out as before.
 */
import { jwtDecode } from "jwt-decode";
import type { SessionStore } from "./session-store";
import { isTokenExpired } from "./token";

/** Seconds before `exp` at which a token is renewed. */
export const REFRESH_MARGIN_SECONDS = 60;

/** What the refresher works with. */
export interface TokenRefresherDeps {
  /** The stored session. */
  store: SessionStore;
  /** Asks the server for a new token (`POST /v1/person/refreshToken`); resolves to it, or null when refused. */
  refresh: (token: string) => Promise<string | null>;
  /** Current time in ms. @default Date.now */
  now?: () => number;
}

/** The token refresher. */
export interface TokenRefresher {
  /**
   * Renews the stored token now; concurrent calls share one request.
   * @returns Whether a new token is stored.
   */
  refreshNow(): Promise<boolean>;
  /** Renews the stored token when it expires within the margin; resolves when done (never rejects). */
  ensureFresh(): Promise<void>;
  /** Milliseconds until the stored token should be renewed (0 when due), or null without a token. */
  msUntilDue(): number | null;
}

/** Creates a refresher over a session store and the server call. */
export function createTokenRefresher({ store, refresh, now = Date.now }: TokenRefresherDeps): TokenRefresher {
  let pending: Promise<boolean> | null = null;

  const refreshNow = (): Promise<boolean> => {
    pending ??= (async () => {
      const { realm, token } = store.getSnapshot();
      if (!realm || !token) return false;
      try {
        const next = await refresh(token);
        // Signed out (or in as someone else) meanwhile: the answer belongs to a session that is gone.
        if (!next || store.getSnapshot().token !== token) return false;
        store.setToken(realm, next);
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      pending = null;
    });
    return pending;
  };

  return {
    refreshNow,
    async ensureFresh() {
      const { token } = store.getSnapshot();
      if (token && isTokenExpired(token, REFRESH_MARGIN_SECONDS, now())) await refreshNow();
    },
    msUntilDue() {
      const { token } = store.getSnapshot();
      if (!token) return null;
      let exp: unknown;
      try {
        exp = jwtDecode(token).exp;
      } catch {
        return 0;
      }
      if (typeof exp !== "number") return null;
      return Math.max(0, exp * 1000 - REFRESH_MARGIN_SECONDS * 1000 - now());
    },
  };
}
