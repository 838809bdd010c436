/**
 * Ending sessions on the server (docs/architecture.md "Two realms": a token is valid only while its session row is
 * live): the one way deactivation, a password reset and a password change end a person's sessions.
 */
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Tx } from "../db/database";
import { sessions } from "../db/schema";

/**
 * Revokes every live (unrevoked, unexpired) session of a person, in the caller's transaction.
 * @param now - Request time, ms since the epoch.
 * @param exceptSessionId - A session that stays (the caller's own, on a password change). @default none
 * @returns How many sessions were ended.
 */
export async function revokeSessions(tx: Tx, personId: number, now: number, exceptSessionId?: string): Promise<number> {
  const at = new Date(now);
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.personId, personId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
