/**
 * Expiry of garbage-fee payments (issue 13 item 2: "valid for a limited time"). A payment still `created` or
 * `started` when its `expires_at` has passed moves to `expired` (P0020) and gives its bills back.
 *
 * The API keeps no state between requests and runs no timer: every call that reads the state of payments (the
 * resident's accounts and payments, the staff lists, aggregates and exports) first calls
 * {@link expireDuePayments}. It is one conditional UPDATE (`state in (created, started) and expires_at <= now`),
 * idempotent and safe when several instances run it at once: PostgreSQL re-checks the condition of a row locked by
 * a concurrent update, so a payment that the bank moved to `success` meanwhile is left alone, and a row is expired
 * once. A `submitted` payment never expires: the resident said they paid, and it waits for the bank.
 */
import { and, inArray, lte } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { garbagePayments } from "../db/schema";
import { FAILURE_CODES, statesBefore } from "./payment-state";

/**
 * Expires the payments past their time that may still expire (`created`, `started`), of the given accounts or of
 * all accounts.
 *
 * @param now - The request time, ms since the epoch.
 * @param accountIds - Only these accounts' payments; @default every account. An empty list expires nothing.
 * @returns How many payments it expired.
 */
export async function expireDuePayments(db: Db | Tx, now: number, accountIds?: readonly number[]): Promise<number> {
  if (accountIds?.length === 0) return 0;
  const due = and(inArray(garbagePayments.state, statesBefore("expired")), lte(garbagePayments.expiresAt, new Date(now)));
  const expired = await db
    .update(garbagePayments)
    .set({ state: "expired", failureCode: FAILURE_CODES.expired ?? null, qrPayload: null, updatedAt: new Date(now) })
    .where(accountIds === undefined ? due : and(due, inArray(garbagePayments.accountId, [...accountIds])))
    .returning({ id: garbagePayments.id });
  return expired.length;
}
