/**
 * Keeps an active user's session token fresh (issue 15 item 6): shortly before the token's `exp`, it is renewed
 * when the user has used the page (pointer, keys, wheel, touch) since the token was stored. An idle page lets the
 * token lapse; the server's session still lives its idle lifetime (8 hours, or 30 days with "remember me"), and
 * the next call or page renews it then (`tokenRefresher.ensureFresh`).
 */
import { useEffect } from "react";
import { tokenRefresher } from "../api/client";
import { useSession } from "../session/session";

/** Events that count as using the page. */
const ACTIVITY_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

/** Longest delay `setTimeout` keeps, in ms. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Renews the stored token before it expires while the user is active.
 * @param enabled - Whether the page is a signed-in one. @default true
 */
export function useTokenKeepAlive(enabled = true): void {
  const { token } = useSession();
  useEffect(() => {
    if (!enabled || token === null) return;
    let active = false;
    const onActivity = () => {
      active = true;
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const due = tokenRefresher.msUntilDue();
    const timer =
      due === null
        ? undefined
        : window.setTimeout(() => {
            if (active) void tokenRefresher.refreshNow();
          }, Math.min(due, MAX_DELAY_MS));
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      window.clearTimeout(timer);
    };
  }, [enabled, token]);
}
