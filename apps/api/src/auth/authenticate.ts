/**
 * Authentication of a request (docs/architecture.md "One request, end to end"): the `px-auth-token` header (or
 * `Authorization: Bearer`) must hold a token with a valid HS256 signature and `exp`, whose server-side
 * session exists, belongs to the same person and realm, has not expired and has not been revoked.
 */
import { aliasedTable, and, eq, gt, isNull, sql } from "drizzle-orm";
import type { IncomingHttpHeaders } from "node:http";
import type { Db } from "../db/database";
import { orgUnits, persons, sessions, staffMembers } from "../db/schema";
import type { AuthContext } from "./context";
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

/** The staff member's own unit (aliased: the sections' sub-select reads `org_units` too). */
const ownUnit = aliasedTable(orgUnits, "own_unit");

/** The division above the staff member's unit. */
const parentUnit = aliasedTable(orgUnits, "parent_unit");

/**
 * The session check, one statement per request: the session, its person and, for staff, the member's roles, state
 * and unit with its sections. Built and prepared once per database (a named statement on PostgreSQL: parsed and
 * planned once per connection), since every authenticated request runs it.
 */
function sessionCheck(db: Db) {
  return db
    .select({
      name: persons.name,
      roles: staffMembers.roles,
      active: staffMembers.active,
      mustChangePassword: staffMembers.mustChangePassword,
      unitId: ownUnit.id,
      unitCode: ownUnit.code,
      parentCode: parentUnit.code,
      sectionIds: sql<number[]>`array(select ${orgUnits.id} from ${orgUnits} where ${orgUnits.parentId} = ${ownUnit.id} order by ${orgUnits.id})`,
    })
    .from(sessions)
    .innerJoin(persons, eq(persons.id, sessions.personId))
    .leftJoin(staffMembers, eq(staffMembers.personId, sessions.personId))
    .leftJoin(ownUnit, eq(ownUnit.id, staffMembers.unitId))
    .leftJoin(parentUnit, eq(parentUnit.id, ownUnit.parentId))
    .where(
      and(
        eq(sessions.id, sql.placeholder("sessionId")),
        eq(sessions.personId, sql.placeholder("personId")),
        eq(sessions.realm, sql.placeholder("realm")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("px_session_check");
}

/** The prepared session check of each database (one per server; a test process opens several). */
const sessionChecks = new WeakMap<Db, ReturnType<typeof sessionCheck>>();

/**
 * Resolves a token to its signed-in user, with the staff member's roles and unit read from the database on every
 * request (a change of roles, unit or a deactivation counts at once, on every instance); null when the token is
 * invalid, expired or revoked, or the staff account is deactivated.
 */
export async function authenticate(db: Db, tokens: TokenService, token: string, now: number): Promise<AuthContext | null> {
  const claims = await tokens.verify(token, now);
  if (!claims) return null;
  let check = sessionChecks.get(db);
  if (!check) {
    check = sessionCheck(db);
    sessionChecks.set(db, check);
  }
  const [row] = await check.execute({ sessionId: claims.sessionId, personId: claims.personId, realm: claims.realm, now: new Date(now).toISOString() });
  if (!row) return null;
  if (claims.realm === "staff" && row.active === false) return null;
  const staff = claims.realm === "staff";
  return {
    personId: claims.personId,
    realm: claims.realm,
    sessionId: claims.sessionId,
    name: row.name,
    roles: staff ? (row.roles ?? []) : [],
    mustChangePassword: staff && row.mustChangePassword === true,
    unit:
      staff && row.unitId !== null && row.unitCode !== null
        ? { id: row.unitId, code: row.unitCode, parentCode: row.parentCode, sectionIds: (row.sectionIds ?? []).map(Number) }
        : null,
  };
}
