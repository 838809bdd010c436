/**
 * Single-use links sent by e-mail (issue 15 items 2, 4 and 5): a password reset (valid 30 minutes) and the
 * confirmation of an e-mail address at sign-up or on a change (valid 7 days). The token is 32 random bytes
 * (base64url); only its SHA-256 is stored (`account_tokens`), so a copy of the database holds no usable link.
 * A new link of the same purpose replaces the person's earlier unused ones; using a link marks it used in the
 * same statement that checks it, so two parallel uses cannot both succeed.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { accountTokens, type AccountTokenPurpose } from "../db/schema";

/** How long a password-reset link works: 30 minutes, in ms. */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;

/** How long an e-mail confirmation link works: 7 days, in ms. */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** SHA-256 of a token, hex. */
function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Makes a new link token for a person and forgets their earlier unused ones of the same purpose.
 * @returns The token to put in the e-mail's link (never stored).
 */
export async function issueLink(
  tx: Tx | Db,
  input: { personId: number; purpose: AccountTokenPurpose; email?: string | null; now: number },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const ttl = input.purpose === "reset-password" ? RESET_LINK_TTL_MS : CONFIRM_LINK_TTL_MS;
  await tx
    .delete(accountTokens)
    .where(and(eq(accountTokens.personId, input.personId), eq(accountTokens.purpose, input.purpose), isNull(accountTokens.usedAt)));
  await tx.insert(accountTokens).values({
    tokenHash: hashOf(token),
    personId: input.personId,
    purpose: input.purpose,
    email: input.email ?? null,
    createdAt: new Date(input.now),
    expiresAt: new Date(input.now + ttl),
  });
  return token;
}

/**
 * Uses a link: marks it used when it exists, has the purpose, is unused and unexpired.
 * @returns The person and the address of the link, or undefined (unknown, used or expired: one answer).
 */
export async function useLink(
  tx: Tx,
  token: string,
  purposes: readonly AccountTokenPurpose[],
  now: number,
): Promise<{ personId: number; purpose: AccountTokenPurpose; email: string | null } | undefined> {
  const at = new Date(now);
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(accountTokens.tokenHash, hashOf(token)),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, at),
      ),
    )
    .returning({ personId: accountTokens.personId, purpose: accountTokens.purpose, email: accountTokens.email });
  return row;
}
