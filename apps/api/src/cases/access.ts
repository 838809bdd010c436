/**
 * Who may see which case (issue 11; docs/architecture.md "cases"): the one visibility rule of complaints, notes and files.
 *
 * - A resident sees the cases filed by them or for them (`person_id`), and their own confidential reports, found by
 *   the keyed pseudonym `reporter_ref` (never by their id: the report does not store it), and the cases they follow
 *   (`case_followers`: a case their duplicate was merged into, tracker issue 39 item 2).
 * - A staff member sees the cases of their unit and the sections under it. Administrators and members of the
 *   complaints centre (the unit with code {@link COMPLAINTS_CENTRE_CODE} and its sections) see every case.
 * - Confidential cases (whistleblowing) are seen by integrity officers only, whatever their unit; administrators
 *   do not see them unless they are integrity officers too.
 *
 * A case outside the caller's scope answers 404, as if it did not exist.
 */
import { and, eq, isNotNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { TokenService } from "../auth/tokens";
import type { AuthContext } from "../auth/context";
import type { Db, Tx } from "../db/database";
import { caseFollowers, complaints, persons } from "../db/schema";

/** Code of the complaints centre's unit (ศูนย์รับเรื่องร้องเรียน): its members see every (non-confidential) case. */
export const COMPLAINTS_CENTRE_CODE = "complaints";

/** Purpose label of the whistleblower pseudonym ({@link TokenService.pseudonym}). */
export const REPORTER_PURPOSE = "whistleblower";

/** The caller's reach over cases. */
export type CaseScope =
  | { kind: "person"; personId: number; reporterRef: string }
  | {
      kind: "staff";
      personId: number;
      /** Administrators and the complaints centre. */
      all: boolean;
      /** The staff member's unit and its sections (empty without a unit). */
      unitIds: number[];
      /** Integrity officers see confidential cases. */
      integrity: boolean;
    };

/**
 * The scope of the signed-in caller (no statement: the session check reads the staff member's unit).
 * @param tokens - For the whistleblower pseudonym of a resident.
 * @param auth - The signed-in user.
 */
export function caseScope(tokens: TokenService, auth: AuthContext): CaseScope {
  if (auth.realm === "person") {
    return { kind: "person", personId: auth.personId, reporterRef: tokens.pseudonym(REPORTER_PURPOSE, String(auth.personId)) };
  }
  const unit = auth.unit;
  const centre = unit !== null && (unit.code === COMPLAINTS_CENTRE_CODE || unit.parentCode === COMPLAINTS_CENTRE_CODE);
  return {
    kind: "staff",
    personId: auth.personId,
    all: auth.roles.includes("admin") || centre,
    unitIds: unit === null ? [] : [unit.id, ...unit.sectionIds],
    integrity: auth.roles.includes("integrity_officer"),
  };
}

/**
 * What of a scope decides the SQL text of its condition ({@link scopeCondition}); the values (ids, pseudonym) are
 * bound apart, so that one prepared statement serves every caller of the same shape (`cases/search.ts`).
 */
export type ScopeShape =
  | { kind: "person" }
  | {
      kind: "staff";
      all: boolean;
      /** How many units the scope holds (the member's unit and its sections). */
      units: number;
      integrity: boolean;
    };

/** The shape of `scope`. */
export function scopeShape(scope: CaseScope): ScopeShape {
  return scope.kind === "person"
    ? { kind: "person" }
    : { kind: "staff", all: scope.all, units: scope.unitIds.length, integrity: scope.integrity };
}

/**
 * The values of the condition of `scope`, by the names {@link scopeCondition} reads: `personId` and `reporterRef`
 * for a resident, `scopeUnit0`, `scopeUnit1` ... for staff.
 */
export function scopeValues(scope: CaseScope): Record<string, unknown> {
  if (scope.kind === "person") return { personId: scope.personId, reporterRef: scope.reporterRef };
  return Object.fromEntries(scope.unitIds.map((id, i) => [`scopeUnit${i}`, id]));
}

/**
 * The SQL condition on `complaints` of the cases of a scope of `shape`.
 * @param value - The value of each name of {@link scopeValues}: the value itself as a parameter (`sql.param`), or a
 *   placeholder of a prepared statement (`sql.placeholder(name)`).
 */
export function scopeCondition(shape: ScopeShape, value: (name: string) => SQLWrapper): SQL {
  if (shape.kind === "person") {
    // A resident also follows the cases their duplicates were merged into (tracker issue 39 item 2).
    const follows = sql`exists (select 1 from ${caseFollowers} where ${caseFollowers.caseId} = ${complaints.id} and ${caseFollowers.personId} = ${value("personId")})`;
    return or(eq(complaints.personId, value("personId")), eq(complaints.reporterRef, value("reporterRef")), follows) ?? sql`false`;
  }
  const units = Array.from({ length: shape.units }, (_, i) => value(`scopeUnit${i}`));
  const ordinary = shape.all
    ? eq(complaints.confidential, false)
    : units.length > 0
      ? and(eq(complaints.confidential, false), sql`${complaints.unitId} in (${sql.join(units, sql`, `)})`)
      : undefined;
  const confidential = shape.integrity ? eq(complaints.confidential, true) : undefined;
  return or(ordinary, confidential) ?? sql`false`;
}

/** The SQL condition on `complaints` of the cases in `scope`, its values inline. */
export function visibleCases(scope: CaseScope): SQL {
  const values = scopeValues(scope);
  return scopeCondition(scopeShape(scope), (name) => sql.param(values[name]));
}

/** What the rights checks of notes and files need to know about a visible case. */
export interface VisibleCase {
  id: number;
  confidential: boolean;
  personId: number | null;
}

/**
 * The case `caseId` if the caller may see it.
 * @returns The case, or `undefined` (answer 404).
 */
export async function findVisibleCase(
  db: Db | Tx,
  tokens: TokenService,
  auth: AuthContext,
  caseId: number,
): Promise<VisibleCase | undefined> {
  const scope = caseScope(tokens, auth);
  const [row] = await db
    .select({ id: complaints.id, confidential: complaints.confidential, personId: complaints.personId })
    .from(complaints)
    .where(and(eq(complaints.id, caseId), visibleCases(scope)));
  return row;
}

/**
 * After a rotation of the token secret (docs/operations.md "Rotating secrets"): re-keys the stored whistleblower
 * pseudonyms (`complaints.reporter_ref`) made with a previous secret to the current one, so that a reporter who
 * filed signed in still finds their reports once the previous secret is gone. Run at every start while a previous
 * secret is configured; a reference already re-keyed is left alone, so several instances may run it together.
 *
 * @returns The number of reports re-keyed.
 */
export async function rekeyReporterRefs(db: Db, tokens: TokenService): Promise<number> {
  if (tokens.previousSecrets.length === 0) return 0;
  const stored = await db.selectDistinct({ ref: complaints.reporterRef }).from(complaints).where(isNotNull(complaints.reporterRef));
  if (stored.length === 0) return 0;
  const wanted = new Set(stored.map((row) => row.ref));
  const moves = new Map<string, string>();
  for (const { id } of await db.select({ id: persons.id }).from(persons)) {
    for (const old of tokens.previousPseudonyms(REPORTER_PURPOSE, String(id))) {
      if (wanted.has(old)) moves.set(old, tokens.pseudonym(REPORTER_PURPOSE, String(id)));
    }
  }
  let moved = 0;
  for (const [from, to] of moves) {
    const rows = await db.update(complaints).set({ reporterRef: to }).where(eq(complaints.reporterRef, from)).returning({ id: complaints.id });
    moved += rows.length;
  }
  return moved;
}
