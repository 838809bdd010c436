import { describe, expect, it } from "vitest";
import { createSessionStore } from "./session-store";
import { createTokenRefresher, REFRESH_MARGIN_SECONDS } from "./token-refresh";

/** An unsigned JWT with `exp` (the portal only decodes it). */
const jwt = (exp: number, n = 0) => `${btoa(JSON.stringify({ alg: "HS256" }))}.${btoa(JSON.stringify({ exp, n }))}.sig`;

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe("token refresher", () => {
  const nowMs = 1_800_000_000_000;
  const nowS = nowMs / 1000;

  it("renews a token inside the margin once for concurrent callers, and leaves a fresh one alone", async () => {
    const store = createSessionStore(memoryStorage(), null);
    store.setToken("person", jwt(nowS + 30));
    let calls = 0;
    const refresher = createTokenRefresher({
      store,
      now: () => nowMs,
      refresh: async () => {
        calls += 1;
        return jwt(nowS + 900, calls);
      },
    });
    expect(refresher.msUntilDue()).toBe(0);
    await Promise.all([refresher.ensureFresh(), refresher.ensureFresh(), refresher.refreshNow()]);
    expect(calls).toBe(1);
    expect(store.getSnapshot().token).toBe(jwt(nowS + 900, 1));
    expect(refresher.msUntilDue()).toBe((900 - REFRESH_MARGIN_SECONDS) * 1000);
    await refresher.ensureFresh();
    expect(calls).toBe(1);
  });

  it("keeps the token when the server refuses (the next call's 401 signs out)", async () => {
    const store = createSessionStore(memoryStorage(), null);
    const old = jwt(nowS - 10);
    store.setToken("staff", old);
    const refresher = createTokenRefresher({ store, now: () => nowMs, refresh: async () => null });
    expect(await refresher.refreshNow()).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ realm: "staff", token: old });
  });

  it("drops an answer that arrives after a sign-out", async () => {
    const store = createSessionStore(memoryStorage(), null);
    store.setToken("person", jwt(nowS + 5));
    const refresher = createTokenRefresher({
      store,
      now: () => nowMs,
      refresh: async () => {
        store.clear();
        return jwt(nowS + 900);
      },
    });
    expect(await refresher.refreshNow()).toBe(false);
    expect(store.getSnapshot().token).toBeNull();
  });
});
