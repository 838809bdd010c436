/**
 * Throttling, kept in the database (`throttle_counters`) so that every server instance agrees. One mechanism
 * for every limit: {@link hit} counts an attempt with one atomic upsert (`INSERT ... ON CONFLICT DO UPDATE
 * ... RETURNING`) *before* the attempt is evaluated, so a parallel burst cannot slip past the limit (no
 * check-then-act race), and answers 429 with `Retry-After` once the count passes the limit. Windows are fixed:
 * a counter starts at its first hit and is forgotten when its window ends. The contract's per-operation quotas
 * (`x-rate-limit`, `http/quota.ts`) count with {@link hit} too; the rules here are the limits a handler applies
 * itself, on failures or on a target.
 *
 * Limits ({@link THROTTLE_RULES}); none of them can be turned against the owner (tracker issue 36 item 7):
 * - sign-in, per realm, user name and client address: 10 failed attempts in 15 minutes, so a stranger who
 *   guesses from one address locks out that address only, never the owner elsewhere;
 * - sign-in from a device that signed in to the account before (its signed cookie, `device.ts`): 10 failures per
 *   device as well, and no account-wide limit, so the owner's own browser keeps signing in whatever strangers do;
 * - sign-in from other devices, per realm and user name overall: past {@link LOGIN_SLOW_AFTER} failures in 15
 *   minutes from all addresses together, such a device waits before each attempt, twice as long each time (1 s,
 *   2 s, 4 s ... up to 15 minutes; {@link loginDelayMs}), instead of the whole account being locked;
 * - result checks: wrong pairs per reference number *and* client address (a per-reference limit let anyone block
 *   every case, references being sequential);
 * - "forgot password" per name asked, only for devices that never signed in to that account.
 *
 * A successful sign-in forgets the failures of its address and device and takes its own attempt off the count.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { throttleCounters } from "../db/schema";
import { tooManyRequests } from "../lib/errors";

/** One throttling rule: at most `limit` hits per key within `windowMs`. */
export interface ThrottleRule {
  /** Name of the counter family, stored with each counter. */
  scope: string;
  limit: number;
  windowMs: number;
}

/** Sign-in failures allowed per realm, user name and client address (and per known device) within the window. */
export const LOGIN_MAX_FAILURES = 10;

/**
 * Sign-in failures of an account from unknown devices (all addresses together) within the window after which an
 * unknown device waits before each attempt ({@link loginDelayMs}).
 */
export const LOGIN_SLOW_AFTER = 10;

/** The longest wait of an unknown device before a sign-in attempt: 15 minutes, in ms. */
export const LOGIN_MAX_DELAY_MS = 15 * 60 * 1000;

/** Length of the sign-in throttling window: 15 minutes, in ms. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** The rules of the server. */
export const THROTTLE_RULES = {
  /** Garbage-fee account links that did not match, per resident: 10 in 15 minutes (issue 13). */
  garbageLink: { scope: "garbage-link", limit: 10, windowMs: 15 * 60 * 1000 },
  /** Sign-in attempts per realm, user name and client address. */
  loginPair: { scope: "login-pair", limit: LOGIN_MAX_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS },
  /** Sign-in attempts per realm, user name and device that signed in to that account before. */
  loginDevice: { scope: "login-device", limit: LOGIN_MAX_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS },
  /**
   * Sign-in failures per realm and user name from unknown devices, every address together; never a lock: past
   * {@link LOGIN_SLOW_AFTER} they make unknown devices wait (`loginSlot`).
   */
  loginAccount: { scope: "login-account", limit: Number.MAX_SAFE_INTEGER, windowMs: LOGIN_FAILURE_WINDOW_MS },
  /** The next sign-in attempt of an unknown device to an account: its counter's end is when it may come. */
  loginSlot: { scope: "login-slot", limit: 1, windowMs: LOGIN_MAX_DELAY_MS },
  /**
   * Wrong pairs of a reference number from one client address (`checkResult`): 10 in an hour, a successful check
   * taken back. Per address, so that nobody can block the owner's check; the contract's quota `check-result` (20
   * checks in 15 minutes an address) bounds guessing from one address.
   */
  checkResultReference: { scope: "check-result-ref-ip", limit: 10, windowMs: 60 * 60 * 1000 },
  /** General survey answers (`submitSatisfaction` without a case) per client address: 10 in an hour. */
  satisfactionGeneral: { scope: "satisfaction", limit: 10, windowMs: 60 * 60 * 1000 },
  /**
   * Password-reset requests per name or address asked, from every client: 5 in an hour (no mail bombing); not
   * counted for a device that signed in to the account before, so the owner's reset cannot be blocked from there.
   */
  forgotLogin: { scope: "forgot-login", limit: 5, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, ThrottleRule>;

/** The counter after a hit. */
export interface HitResult {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Whether this hit is within the limit. */
  allowed: boolean;
  /** Milliseconds until the window ends, at most the rule's window. */
  retryAfterMs: number;
}

/**
 * Counts one hit of `key` under `rule`, atomically, and reports whether it is within the limit. A window that
 * has ended starts again at 1. Also forgets the counters that ended (when a new window starts), so the table
 * stays small.
 */
export async function hit(db: Db, rule: ThrottleRule, key: string, now: number): Promise<HitResult> {
  const at = new Date(now);
  const ends = new Date(now + rule.windowMs);
  const expired = sql`${throttleCounters.expiresAt} <= ${at.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(throttleCounters)
    .values({ scope: rule.scope, key, hits: 1, expiresAt: ends })
    .onConflictDoUpdate({
      target: [throttleCounters.scope, throttleCounters.key],
      set: {
        hits: sql`case when ${expired} then 1 else ${throttleCounters.hits} + 1 end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${throttleCounters.expiresAt} end`,
      },
    })
    .returning({ hits: throttleCounters.hits, expiresAt: throttleCounters.expiresAt });
  if (!row) throw new Error("the throttle upsert returned no row");
  if (row.hits === 1) await db.delete(throttleCounters).where(lt(throttleCounters.expiresAt, at));
  // A parallel request that read the clock later may have started the window: its end is then a little more than
  // one window after this request's `now`. The wait told is never longer than the window.
  const retryAfterMs = Math.min(rule.windowMs, row.expiresAt.getTime() - now);
  return { hits: row.hits, allowed: row.hits <= rule.limit, retryAfterMs };
}

/**
 * Counts one hit and throws a 429 with `Retry-After` when it is past the limit.
 *
 * @throws HttpError 429 with `message` when the limit is passed.
 */
export async function enforce(db: Db, rule: ThrottleRule, key: string, now: number, message: string): Promise<void> {
  const result = await hit(db, rule, key, now);
  if (!result.allowed) throw tooManyRequests(message, result.retryAfterMs);
}

/** Takes one hit back (a successful sign-in is not a failure); never below 0. */
export async function refund(db: Db, rule: ThrottleRule, key: string): Promise<void> {
  await db
    .update(throttleCounters)
    .set({ hits: sql`greatest(${throttleCounters.hits} - 1, 0)` })
    .where(and(eq(throttleCounters.scope, rule.scope), eq(throttleCounters.key, key)));
}

/** Forgets a counter (the failures of an address after its successful sign-in). */
export async function forget(db: Db, rule: ThrottleRule, key: string): Promise<void> {
  await db.delete(throttleCounters).where(and(eq(throttleCounters.scope, rule.scope), eq(throttleCounters.key, key)));
}

/** The counter key of a sign-in account (realm and normalised user name). */
export function accountKey(realm: string, name: string): string {
  return JSON.stringify([realm, name]);
}

/** The counter key of a sign-in account from one device (its cookie's id). */
export function deviceKey(realm: string, name: string, deviceId: string): string {
  return JSON.stringify([realm, name, "device", deviceId]);
}

/**
 * How long an unknown device waits before its next sign-in attempt after `failures` failures of the account from
 * unknown devices: nothing up to {@link LOGIN_SLOW_AFTER}, then 1 s, doubling with each failure, at most
 * {@link LOGIN_MAX_DELAY_MS}. In ms.
 */
export function loginDelayMs(failures: number): number {
  if (failures <= LOGIN_SLOW_AFTER) return 0;
  return Math.min(LOGIN_MAX_DELAY_MS, 1000 * 2 ** Math.min(30, failures - LOGIN_SLOW_AFTER - 1));
}

/**
 * Takes the slot `key` of `rule` for `delayMs` when it is free (its counter ended), atomically: of a parallel burst
 * one caller gets it. The next caller may come when the slot ends.
 *
 * @returns whether the slot was taken, and the ms until it is free again when it was not.
 */
export async function claimSlot(db: Db, rule: ThrottleRule, key: string, now: number, delayMs: number): Promise<{ taken: boolean; retryAfterMs: number }> {
  const at = new Date(now);
  const ends = new Date(now + delayMs);
  const [row] = await db
    .insert(throttleCounters)
    .values({ scope: rule.scope, key, hits: 1, expiresAt: ends })
    .onConflictDoUpdate({
      target: [throttleCounters.scope, throttleCounters.key],
      set: { hits: sql`${throttleCounters.hits} + 1`, expiresAt: ends },
      setWhere: sql`${throttleCounters.expiresAt} <= ${at.toISOString()}::timestamptz`,
    })
    .returning({ expiresAt: throttleCounters.expiresAt });
  if (row) return { taken: true, retryAfterMs: 0 };
  const [held] = await db
    .select({ expiresAt: throttleCounters.expiresAt })
    .from(throttleCounters)
    .where(and(eq(throttleCounters.scope, rule.scope), eq(throttleCounters.key, key)));
  return { taken: false, retryAfterMs: Math.max(1, (held?.expiresAt.getTime() ?? now) - now) };
}

/** The counter key of a sign-in account from one client address. */
export function pairKey(realm: string, name: string, clientIp: string): string {
  return JSON.stringify([realm, name, clientIp]);
}
