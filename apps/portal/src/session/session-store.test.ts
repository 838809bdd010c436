import { describe, expect, it, vi } from "vitest";
import { createSessionStore, PASSWORD_CHANGE_STORAGE_KEY, PROFILE_STORAGE_KEY, TOKEN_STORAGE_KEYS } from "./session-store";
import { fakeJwt, MemoryStorage, profile } from "../test/fakes";

describe("session store (spec sections 3 and 4)", () => {
  it("keeps each realm's token under its own key", () => {
    expect(TOKEN_STORAGE_KEYS.staff).not.toBe(TOKEN_STORAGE_KEYS.person);
    const storage = new MemoryStorage();
    const store = createSessionStore(storage, null);

    store.setToken("person", "person-token");
    expect(storage.getItem("personAccessToken")).toBe("person-token");
    expect(storage.getItem("accessToken")).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ realm: "person", token: "person-token" });

    store.setToken("staff", "staff-token");
    expect(storage.getItem("accessToken")).toBe("staff-token");
    expect(storage.getItem("personAccessToken")).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ realm: "staff", token: "staff-token" });
  });

  it("keeps the profile under the key person and sets it to null at sign-out", () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(storage, null);
    store.setToken("person", "t");
    store.setProfile(profile);
    expect(JSON.parse(storage.getItem(PROFILE_STORAGE_KEY) ?? "")).toEqual(profile);

    store.clear();
    expect(storage.getItem(PROFILE_STORAGE_KEY)).toBe("null");
    expect(storage.getItem("personAccessToken")).toBeNull();
    expect(store.getSnapshot()).toEqual({ realm: null, token: null, profile: null, passwordChange: null });
  });

  it("is authenticated only with a stored token that has not expired", () => {
    const now = Date.UTC(2026, 10, 21);
    const store = createSessionStore(new MemoryStorage(), null);
    expect(store.isAuthenticated(now)).toBe(false);
    store.setToken("person", fakeJwt({ exp: now / 1000 + 3600 }));
    expect(store.isAuthenticated(now)).toBe(true);
    store.setToken("person", fakeJwt({ exp: now / 1000 - 1 }));
    expect(store.isAuthenticated(now)).toBe(false);
  });

  it("notifies subscribers and keeps the same snapshot when nothing changed", () => {
    const store = createSessionStore(new MemoryStorage(), null);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    store.clear();
    expect(store.getSnapshot()).toBe(before);
    store.setToken("staff", "x");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("reads a session stored before the app started", () => {
    const storage = new MemoryStorage();
    storage.setItem("accessToken", "staff-token");
    storage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
    expect(createSessionStore(storage, null).getSnapshot()).toEqual({ realm: "staff", token: "staff-token", profile, passwordChange: null });
  });

  it("keeps a pending password change (issue 10: one-time password) with the session, and ends it with the session", () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(storage, null);
    store.setPasswordChange("officer.a");
    // Without a token there is no session, so nothing is pending yet.
    expect(store.getSnapshot().passwordChange).toBeNull();
    store.setToken("staff", "staff-token");
    expect(store.getSnapshot()).toMatchObject({ realm: "staff", passwordChange: "officer.a" });
    expect(storage.getItem(PASSWORD_CHANGE_STORAGE_KEY)).toBe("officer.a");

    store.setPasswordChange(null);
    expect(store.getSnapshot().passwordChange).toBeNull();
    store.setPasswordChange("");
    expect(store.getSnapshot().passwordChange).toBe("");
    store.clear();
    expect(storage.getItem(PASSWORD_CHANGE_STORAGE_KEY)).toBeNull();
    expect(store.getSnapshot().passwordChange).toBeNull();
  });
});
