/**
 * Test doubles shared by the portal's unit tests: an in-memory `Storage`, unsigned JWTs and a profile.
 */
import type { UserProfile } from "../session/session-store";

/** An in-memory `Storage` (localStorage stand-in for Node). */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/**
 * An unsigned JWT with the given payload (the portal only decodes tokens; the server verifies them).
 * @param payload - Claims, for example `{ exp: 1_800_000_000 }`.
 */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.signature`;
}

/** The demo citizen's profile as `GET /v1/personProfile/-1` answers it (shared by the auth tests). */
export const profile: UserProfile = {
  id: 1,
  personId: 1,
  realm: "person",
  name: "Mr. Somchai Jaidee",
  email: "somchai@example.org",
  status: "online",
  title: "Mr.",
  firstname: "Somchai",
  lastname: "Jaidee",
};
