/**
 * The stored session of the browser (docs/spec/portal-spec.md section 3 "Stored session" and "User profile", section 4
 * "Session"): one token key per realm and the signed-in user's profile under the key `person`.
 *
 * The store reads and writes a `Storage` (localStorage in the app, an in-memory fake in tests) and notifies
 * subscribers on every change, including changes made by another tab (the `storage` event).
 */
import type { Schemas } from "@eoffice/api-client";
import { isTokenExpired } from "./token";

/** A sign-in realm: `staff` (POST /login) or `person` (public person, POST /v1/person/login). */
export type Realm = Schemas["Realm"];

/** The signed-in user's profile as the API returns it (`GET /v1/personProfile/-1`). */
export type UserProfile = Schemas["PersonProfile"];

/** localStorage key of each realm's token (spec section 3: one key for staff, another for the public person). */
export const TOKEN_STORAGE_KEYS = {
  staff: "accessToken",
  person: "personAccessToken",
} as const satisfies Record<Realm, string>;

/** localStorage key of the user profile (spec section 3); it holds `null` after sign-out. */
export const PROFILE_STORAGE_KEY = "person";

/**
 * localStorage key that marks a pending password change (a staff member signed in with a one-time password, issue
 * 10 item 2); it holds the user name (empty when not known) until the password is changed or the session ends.
 */
export const PASSWORD_CHANGE_STORAGE_KEY = "passwordChangeRequired";

/** Realms in the order in which an active session is looked for. */
export const REALMS: readonly Realm[] = ["person", "staff"];

/** An immutable view of the stored session. */
export interface SessionSnapshot {
  /** The realm whose token is stored, or `null` when nobody is signed in. */
  realm: Realm | null;
  /** The stored token of that realm, or `null`. */
  token: string | null;
  /** The stored profile, or `null`. */
  profile: UserProfile | null;
  /**
   * `null` when no password change is pending; otherwise the user name of the account whose one-time password
   * must be changed first (an empty string when not known).
   */
  passwordChange: string | null;
}

/** The stored session with change notification. */
export interface SessionStore {
  /** The current session (the same object until something changes, as `useSyncExternalStore` needs). */
  getSnapshot(): SessionSnapshot;
  /** Stores the token of a realm (after a successful sign-in). */
  setToken(realm: Realm, token: string): void;
  /** Stores the profile. */
  setProfile(profile: UserProfile | null): void;
  /**
   * Marks (a user name) or clears (`null`) a pending password change.
   * @param name - The user name whose one-time password must be changed, `""` when not known, or `null`.
   */
  setPasswordChange(name: string | null): void;
  /** Removes every realm's token and sets the profile to `null` (sign-out, 401, expired token). */
  clear(): void;
  /**
   * Whether someone is signed in: a token is stored and it has not expired (spec section 4: the check fails
   * when there is no token or it has expired).
   * @param nowMs - current time in ms. @default Date.now()
   */
  isAuthenticated(nowMs?: number): boolean;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

function readProfile(storage: Storage): UserProfile | null {
  const raw = storage.getItem(PROFILE_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" ? (value as UserProfile) : null;
  } catch {
    return null;
  }
}

function readSnapshot(storage: Storage): SessionSnapshot {
  const passwordChange = storage.getItem(PASSWORD_CHANGE_STORAGE_KEY);
  for (const realm of REALMS) {
    const token = storage.getItem(TOKEN_STORAGE_KEYS[realm]);
    if (token) return { realm, token, profile: readProfile(storage), passwordChange };
  }
  return { realm: null, token: null, profile: readProfile(storage), passwordChange: null };
}

function sameSnapshot(a: SessionSnapshot, b: SessionSnapshot): boolean {
  return (
    a.realm === b.realm &&
    a.token === b.token &&
    a.passwordChange === b.passwordChange &&
    JSON.stringify(a.profile) === JSON.stringify(b.profile)
  );
}

/**
 * Creates a session store over a `Storage`.
 *
 * @param storage - Where the session lives. @default window.localStorage
 * @param eventTarget - Where `storage` events from other tabs arrive; `null` to ignore them. @default window
 */
export function createSessionStore(
  storage: Storage = window.localStorage,
  eventTarget: Pick<Window, "addEventListener" | "removeEventListener"> | null = typeof window === "undefined"
    ? null
    : window,
): SessionStore {
  const listeners = new Set<() => void>();
  let snapshot = readSnapshot(storage);

  const refresh = () => {
    const next = readSnapshot(storage);
    if (sameSnapshot(next, snapshot)) return;
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const onStorage = () => refresh();

  return {
    getSnapshot: () => snapshot,
    setToken(realm, token) {
      for (const other of REALMS) if (other !== realm) storage.removeItem(TOKEN_STORAGE_KEYS[other]);
      storage.setItem(TOKEN_STORAGE_KEYS[realm], token);
      refresh();
    },
    setProfile(profile) {
      storage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
      refresh();
    },
    setPasswordChange(name) {
      if (name === null) storage.removeItem(PASSWORD_CHANGE_STORAGE_KEY);
      else storage.setItem(PASSWORD_CHANGE_STORAGE_KEY, name);
      refresh();
    },
    clear() {
      for (const realm of REALMS) storage.removeItem(TOKEN_STORAGE_KEYS[realm]);
      storage.removeItem(PASSWORD_CHANGE_STORAGE_KEY);
      storage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(null));
      refresh();
    },
    isAuthenticated(nowMs = Date.now()) {
      const { token } = snapshot;
      return token !== null && !isTokenExpired(token, 0, nowMs);
    },
    subscribe(listener) {
      if (listeners.size === 0) eventTarget?.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) eventTarget?.removeEventListener("storage", onStorage);
      };
    },
  };
}
