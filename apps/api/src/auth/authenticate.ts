/**
 * Authentication of a request (ARCHITECTURE.md "One request, end to end"): the `px-auth-token` header (or
 * `Authorization: Bearer`) must hold a token with a valid HS256 signature and `exp`, whose server-side
 * session exists, belongs to the same person and realm, has not expired and has not been revoked.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { IncomingHttpHeaders } from "node:http";
import type { Db } from "../db/database";
import { persons, sessions, staffMembers } from "../db/schema";
import type { AuthContext } from "../contract/types";
import type { TokenService } from "./tokens";

/** Name of the header that carries the session token, in both directions. */
export const AUTH_HEADER = "px-auth-token";

/** The token presented with a request, or null. */
export function tokenFromHeaders(headers: IncomingHttpHeaders): string | null {
  const direct = headers[AUTH_HEADER];
  const value = Array.isArray(direct) ? direct[0] : direct;
  if (value && value.trim() !== "") return value.trim();
  const authorization = headers.authorization;
  if (authorization && /^Bearer\s+\S+$/i.test(authorization)) return authorization.replace(/^Bearer\s+/i, "");
  return null;
}

/**
 * Resolves a token to its signed-in user, with the staff member's roles read from the database on every
 * request (a change of roles or a deactivation counts at once, on every instance); null when the token is
 * invalid, expired or revoked, or the staff account is deactivated.
 */
export async function authenticate(db: Db, tokens: TokenService, token: string, now: number): Promise<AuthContext | null> {
  const claims = await tokens.verify(token, now);
  if (!claims) return null;
  const [row] = await db
    .select({
      name: persons.name,
      roles: staffMembers.roles,
      active: staffMembers.active,
      mustChangePassword: staffMembers.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(persons, eq(persons.id, sessions.personId))
    .leftJoin(staffMembers, eq(staffMembers.personId, sessions.personId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.personId, claims.personId),
        eq(sessions.realm, claims.realm),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (claims.realm === "staff" && row.active === false) return null;
  return {
    personId: claims.personId,
    realm: claims.realm,
    sessionId: claims.sessionId,
    name: row.name,
    roles: claims.realm === "staff" ? (row.roles ?? []) : [],
    mustChangePassword: claims.realm === "staff" && row.mustChangePassword === true,
  };
}
