/**
 * Sign-in throttling per realm and user name, kept in the database so that every server instance agrees:
 * after {@link LOGIN_MAX_FAILURES} failures within {@link LOGIN_FAILURE_WINDOW_MS}, sign-in answers 429
 * until the oldest failure leaves the window. A successful sign-in clears the failures.
 */
import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { loginFailures } from "../db/schema";

/** Failures allowed within the window before sign-in is refused with 429. */
export const LOGIN_MAX_FAILURES = 10;

/** Length of the throttling window: 15 minutes, in ms. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** True when the user name has too many recent failures. */
export async function isThrottled(db: Db | Tx, realm: string, name: string, now: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.realm, realm),
        eq(loginFailures.name, name),
        gt(loginFailures.failedAt, new Date(now - LOGIN_FAILURE_WINDOW_MS)),
      ),
    );
  return (row?.n ?? 0) >= LOGIN_MAX_FAILURES;
}

/** Records a failure and forgets this user name's failures that left the window. */
export async function recordFailure(db: Db, realm: string, name: string, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(loginFailures)
      .where(
        and(
          eq(loginFailures.realm, realm),
          eq(loginFailures.name, name),
          lt(loginFailures.failedAt, new Date(now - LOGIN_FAILURE_WINDOW_MS)),
        ),
      );
    await tx.insert(loginFailures).values({ realm, name, failedAt: new Date(now) });
  });
}

/** Forgets the failures of a user name (after a successful sign-in). */
export async function clearFailures(db: Db | Tx, realm: string, name: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.realm, realm), eq(loginFailures.name, name)));
}
