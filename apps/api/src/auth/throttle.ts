/**
 * Throttling, kept in the database (`throttle_counters`) so that every server instance agrees. One mechanism
 * for every limit: {@link hit} counts an attempt with one atomic upsert (`INSERT ... ON CONFLICT DO UPDATE
 * ... RETURNING`) *before* the attempt is evaluated, so a parallel burst cannot slip past the limit (no
 * check-then-act race), and answers 429 with `Retry-After` once the count passes the limit. Windows are fixed:
 * a counter starts at its first hit and is forgotten when its window ends.
 *
 * Limits ({@link THROTTLE_RULES}):
 * - sign-in, per realm, user name and client address: 10 failed attempts in 15 minutes, so a stranger who
 *   guesses from one address locks out that address only, never the owner elsewhere;
 * - sign-in, per realm and user name overall: 100 failed attempts in 15 minutes from all addresses together
 *   (NIST SP 800-63B section 5.2.2), the ceiling for a guesser spread over many addresses;
 * - the duplicate check (`checkPersonDup`) and sign-up step 1 (`createPublicPerson`), per client address.
 *
 * A successful sign-in forgets the failures of its address and takes its own attempt off the overall count.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { throttleCounters } from "../db/schema";
import { tooManyRequests } from "../http/errors";

/** One throttling rule: at most `limit` hits per key within `windowMs`. */
export interface ThrottleRule {
  /** Name of the counter family, stored with each counter. */
  scope: string;
  limit: number;
  windowMs: number;
}

/** Sign-in failures allowed per realm, user name and client address within the window. */
export const LOGIN_MAX_FAILURES = 10;

/** Sign-in failures allowed per realm and user name from all addresses within the window (NIST SP 800-63B). */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 100;

/** Length of the sign-in throttling window: 15 minutes, in ms. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** The rules of the server. */
export const THROTTLE_RULES = {
  /** Garbage-fee account links that did not match, per resident: 10 in 15 minutes (issue 13). */
  garbageLink: { scope: "garbage-link", limit: 10, windowMs: 15 * 60 * 1000 },
  /** Sign-in attempts per realm, user name and client address. */
  loginPair: { scope: "login-pair", limit: LOGIN_MAX_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS },
  /** Sign-in attempts per realm and user name, from every address. */
  loginAccount: { scope: "login-account", limit: LOGIN_MAX_FAILURES_PER_ACCOUNT, windowMs: LOGIN_FAILURE_WINDOW_MS },
  /** Duplicate checks per client address: 30 in 15 minutes. */
  personDup: { scope: "person-dup", limit: 30, windowMs: 15 * 60 * 1000 },
  /** Sign-ups (step 1) per client address: 10 in an hour. */
  signUp: { scope: "sign-up", limit: 10, windowMs: 60 * 60 * 1000 },
  /** Whistleblowing reports per client address: 10 in an hour. */
  whistleblowingReport: { scope: "wb-report", limit: 10, windowMs: 60 * 60 * 1000 },
  /** Tracking-code look-ups and answers per client address: 30 in 15 minutes (a code has 80 bits, guessing is hopeless anyway). */
  whistleblowingTrack: { scope: "wb-track", limit: 30, windowMs: 15 * 60 * 1000 },
  /** Result checks (`checkResult`) per client address: 20 in 15 minutes. */
  checkResultAddress: { scope: "check-result", limit: 20, windowMs: 15 * 60 * 1000 },
  /**
   * Result checks per reference number, from every address: 10 in an hour, a successful check taken back (only
   * wrong pairs count), so that the 10,000 endings of a national ID cannot be tried from many addresses.
   */
  checkResultReference: { scope: "check-result-ref", limit: 10, windowMs: 60 * 60 * 1000 },
  /** General survey answers (`submitSatisfaction` without a case) per client address: 10 in an hour. */
  satisfactionGeneral: { scope: "satisfaction", limit: 10, windowMs: 60 * 60 * 1000 },
  /** Password-reset requests (`forgotPassword`) per client address: 10 in 15 minutes. */
  forgotAddress: { scope: "forgot-ip", limit: 10, windowMs: 15 * 60 * 1000 },
  /** Password-reset requests per name or address asked, from every client: 5 in an hour (no mail bombing). */
  forgotLogin: { scope: "forgot-login", limit: 5, windowMs: 60 * 60 * 1000 },
  /** Reset and confirmation link uses per client address: 20 in 15 minutes. */
  linkUse: { scope: "link-use", limit: 20, windowMs: 15 * 60 * 1000 },
  /** Confirmation e-mails asked again per person: 3 in an hour. */
  confirmation: { scope: "confirm-mail", limit: 3, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, ThrottleRule>;

/** The counter after a hit. */
export interface HitResult {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Whether this hit is within the limit. */
  allowed: boolean;
  /** Milliseconds until the window ends. */
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
  return { hits: row.hits, allowed: row.hits <= rule.limit, retryAfterMs: row.expiresAt.getTime() - now };
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

/** The counter key of a sign-in account from one client address. */
export function pairKey(realm: string, name: string, clientIp: string): string {
  return JSON.stringify([realm, name, clientIp]);
}
