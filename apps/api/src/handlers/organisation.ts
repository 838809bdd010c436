/**
 * The organisation structure ("Structure and User", issue 10 item 1; contract tag `organisation`): units
 * (divisions and their sections) in a tree that administrators edit; the positions staff members hold are
 * `position.ts`.
 *
 * Rules: a section needs a parent; a parent must exist and be active (409); a unit never moves under itself or
 * one of its own sub-units (409); a unit with members (active or not), sub-units or open work is not deleted
 * (409 saying which; deactivate it instead); a position held by anyone is not deleted (409). Every change writes
 * one audit entry in its own transaction (`audit/audit.ts`).
 */
import { and, asc, count, eq, isNull, max, or, type SQL } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { changedFields, writeAudit, type AuditAction } from "../audit/audit";
import type { OperationHandler } from "./types";
import { fieldError, type FieldError } from "../i18n/field-messages";
import type { Db, Tx } from "../db/database";
import { caseHistory, complaintTypes, complaints, orgUnits, staffMembers } from "../db/schema";
import { HttpError, badRequest } from "../lib/errors";
import type { Language, MessageValues } from "../i18n/messages";
import { isUniqueViolation } from "../db/sql";
import type { HandlerDeps } from "./deps";
import { trimmedTexts } from "./owned-rows";

type OrgUnitRow = typeof orgUnits.$inferSelect;

/** Fields of a unit that the audit log records. */
const UNIT_FIELDS = ["parentId", "kind", "code", "nameTh", "nameEn", "orderNo", "active"] as const;

/** Converts a unit row to the contract's `OrgUnit`. */
export function toOrgUnit(row: OrgUnitRow, memberCount: number): Schemas["OrgUnit"] {
  return {
    id: row.id,
    parentId: row.parentId,
    kind: row.kind,
    code: row.code,
    nameTh: row.nameTh,
    nameEn: row.nameEn,
    orderNo: row.orderNo,
    active: row.active,
    memberCount,
  };
}

/** Active staff members per unit id (the unit itself, not its sub-units); `unitId` limits it to one unit. */
export async function memberCounts(db: Db | Tx, unitId?: number): Promise<Map<number, number>> {
  const conditions: SQL[] = [eq(staffMembers.active, true)];
  if (unitId !== undefined) conditions.push(eq(staffMembers.unitId, unitId));
  const rows = await db
    .select({ unitId: staffMembers.unitId, n: count() })
    .from(staffMembers)
    .where(and(...conditions))
    .groupBy(staffMembers.unitId);
  return new Map(rows.filter((r) => r.unitId !== null).map((r) => [r.unitId!, r.n]));
}

/**
 * Work of a unit that forbids deleting it (deactivate it instead): cases assigned to it (open or closed: the case
 * keeps its unit as a record), history rows naming it, complaint types routed to it. Later issues add their counts
 * here (one query each, inside `tx`): e-service requests, documents routed to the unit.
 *
 * @param tx - The transaction of the delete (counts see what the delete would see).
 * @param unitId - Id of the unit.
 * @returns The number of work items naming the unit itself.
 */
export async function openWorkOf(tx: Tx, unitId: number): Promise<number> {
  const [cases] = await tx.select({ n: count() }).from(complaints).where(eq(complaints.unitId, unitId));
  const [history] = await tx
    .select({ n: count() })
    .from(caseHistory)
    .where(or(eq(caseHistory.fromUnitId, unitId), eq(caseHistory.toUnitId, unitId)));
  const [routed] = await tx.select({ n: count() }).from(complaintTypes).where(eq(complaintTypes.unitId, unitId));
  return (cases?.n ?? 0) + (history?.n ?? 0) + (routed?.n ?? 0);
}

/** Why a unit cannot be deleted, in the request's language (issue 10 item 1: "409 with a message saying why"). */
function deleteRefusal(
  t: (key: "unitDeleteRefused" | "unitHasMembers" | "unitHasSubUnits" | "unitHasOpenWork", values: MessageValues) => string,
  language: Language,
  counts: { members: number; subUnits: number; openWork: number },
): HttpError {
  const reasons: string[] = [];
  const errors: FieldError[] = [];
  if (counts.members > 0) {
    reasons.push(t("unitHasMembers", { count: counts.members }));
    errors.push(fieldError("members", "unitMembers", { count: counts.members }));
  }
  if (counts.subUnits > 0) {
    reasons.push(t("unitHasSubUnits", { count: counts.subUnits }));
    errors.push(fieldError("subUnits", "unitSubUnits", { count: counts.subUnits }));
  }
  if (counts.openWork > 0) {
    reasons.push(t("unitHasOpenWork", { count: counts.openWork }));
    errors.push(fieldError("openWork", "unitOpenWork", { count: counts.openWork }));
  }
  const joined = reasons.join(language === "th" ? " และ" : " and ");
  return new HttpError(409, t("unitDeleteRefused", { reasons: joined }), errors);
}

/** The next `orderNo` among the children of `parentId` (after the last one). */
async function nextUnitOrder(tx: Tx, parentId: number | null): Promise<number> {
  const [row] = await tx
    .select({ last: max(orgUnits.orderNo) })
    .from(orgUnits)
    .where(parentId === null ? isNull(orgUnits.parentId) : eq(orgUnits.parentId, parentId));
  return (row?.last ?? 0) + 1;
}

/** True when `candidate` is `unitId` or lies below it (following parents up from `candidate`). */
async function isSelfOrBelow(tx: Tx, unitId: number, candidate: number): Promise<boolean> {
  const all = await tx.select({ id: orgUnits.id, parentId: orgUnits.parentId }).from(orgUnits);
  const parentOf = new Map(all.map((u) => [u.id, u.parentId]));
  const seen = new Set<number>();
  for (let at: number | null | undefined = candidate; at !== null && at !== undefined; at = parentOf.get(at)) {
    if (at === unitId) return true;
    if (seen.has(at)) return true; // a cycle already stored: treat as refused rather than loop
    seen.add(at);
  }
  return false;
}

/** The organisation handlers of units (the positions' are `position.ts`). */
export function organisationHandlers(deps: HandlerDeps): {
  listOrgUnits: OperationHandler<"listOrgUnits">;
  createOrgUnit: OperationHandler<"createOrgUnit">;
  updateOrgUnit: OperationHandler<"updateOrgUnit">;
  deleteOrgUnit: OperationHandler<"deleteOrgUnit">;
} {
  const { db } = deps;

  /** The parent a unit may be placed under, or a 409 saying why not. */
  async function activeParent(tx: Tx, parentId: number, t: (key: "parentNotFound" | "parentInactive") => string): Promise<OrgUnitRow> {
    const [parent] = await tx.select().from(orgUnits).where(eq(orgUnits.id, parentId)).limit(1);
    if (!parent) throw new HttpError(409, t("parentNotFound"), [fieldError("parentId", "doesNotExist")]);
    if (!parent.active) throw new HttpError(409, t("parentInactive"), [fieldError("parentId", "deactivated")]);
    return parent;
  }

  return {
    listOrgUnits: {
      async handle(ctx) {
        const where = ctx.query.includeInactive === true ? undefined : eq(orgUnits.active, true);
        const [rows, counts] = await Promise.all([
          db.select().from(orgUnits).where(where).orderBy(asc(orgUnits.orderNo), asc(orgUnits.id)),
          memberCounts(db),
        ]);
        return {
          status: 200,
          body: { success: true, message: "", total: rows.length, data: rows.map((r) => toOrgUnit(r, counts.get(r.id) ?? 0)) },
        };
      },
    },

    createOrgUnit: {
      async handle(ctx) {
        const body = ctx.body;
        const { nameTh, nameEn } = trimmedTexts("", { nameTh: body.nameTh, nameEn: body.nameEn });
        const parentId = body.parentId ?? null;
        if (body.kind === "section" && parentId === null) {
          throw badRequest([fieldError("parentId", "sectionNeedsParent")]);
        }
        const conflictCode = () => new HttpError(409, ctx.t("unitCodeTaken"), [fieldError("code", "alreadyUsed")]);
        try {
          const row = await db.transaction(async (tx) => {
            if (parentId !== null) await activeParent(tx, parentId, ctx.t);
            if (body.code !== undefined) {
              const [taken] = await tx.select({ id: orgUnits.id }).from(orgUnits).where(eq(orgUnits.code, body.code)).limit(1);
              if (taken) throw conflictCode();
            }
            const [created] = await tx
              .insert(orgUnits)
              .values({
                parentId,
                kind: body.kind,
                code: body.code ?? null,
                nameTh,
                nameEn,
                orderNo: body.orderNo ?? (await nextUnitOrder(tx, parentId)),
                active: true,
                createdAt: new Date(ctx.now),
                updatedAt: new Date(ctx.now),
              })
              .returning();
            if (!created) throw new Error("insert into org_units returned no row");
            await writeAudit(tx, ctx, {
              action: "create",
              entity: "org-unit",
              entityId: created.id,
              changes: changedFields(null, created, UNIT_FIELDS),
            });
            return created;
          });
          return { status: 201, body: { success: true, message: "", data: toOrgUnit(row, 0) } };
        } catch (err) {
          if (isUniqueViolation(err)) throw conflictCode();
          throw err;
        }
      },
    },

    updateOrgUnit: {
      async handle(ctx) {
        const body = ctx.body;
        const id = ctx.params.id;
        const names = trimmedTexts("", { nameTh: body.nameTh, nameEn: body.nameEn });
        const row = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(orgUnits).where(eq(orgUnits.id, id)).for("update").limit(1);
          if (!before) throw new HttpError(404, ctx.t("unitNotFound"));
          const parentId = body.parentId === undefined ? before.parentId : body.parentId;
          if (parentId !== before.parentId) {
            if (parentId === null) {
              if (before.kind === "section") throw badRequest([fieldError("parentId", "sectionNeedsParent")]);
            } else {
              if (await isSelfOrBelow(tx, id, parentId)) {
                throw new HttpError(409, ctx.t("unitMoveCycle"), [fieldError("parentId", "unitItselfOrBelow")]);
              }
              await activeParent(tx, parentId, ctx.t);
            }
          }
          const active = body.active ?? before.active;
          if (active && !before.active && parentId !== null) {
            // Reactivating under a deactivated unit would leave an active unit that nobody can reach.
            await activeParent(tx, parentId, ctx.t);
          }
          const [after] = await tx
            .update(orgUnits)
            .set({
              parentId,
              nameTh: names.nameTh ?? before.nameTh,
              nameEn: names.nameEn ?? before.nameEn,
              orderNo: body.orderNo ?? (parentId !== before.parentId ? await nextUnitOrder(tx, parentId) : before.orderNo),
              active,
              updatedAt: new Date(ctx.now),
            })
            .where(eq(orgUnits.id, id))
            .returning();
          if (!after) throw new Error("update of org_units returned no row");
          const action: AuditAction = before.active !== after.active ? "status-change" : "update";
          await writeAudit(tx, ctx, { action, entity: "org-unit", entityId: id, changes: changedFields(before, after, UNIT_FIELDS) });
          const counts = await memberCounts(tx, id);
          return toOrgUnit(after, counts.get(id) ?? 0);
        });
        return { status: 200, body: { success: true, message: "", data: row } };
      },
    },

    deleteOrgUnit: {
      async handle(ctx) {
        const id = ctx.params.id;
        await db.transaction(async (tx) => {
          const [before] = await tx.select().from(orgUnits).where(eq(orgUnits.id, id)).for("update").limit(1);
          if (!before) throw new HttpError(404, ctx.t("unitNotFound"));
          const [members] = await tx.select({ n: count() }).from(staffMembers).where(eq(staffMembers.unitId, id));
          const [subUnits] = await tx.select({ n: count() }).from(orgUnits).where(eq(orgUnits.parentId, id));
          const openWork = await openWorkOf(tx, id);
          const counts = { members: members?.n ?? 0, subUnits: subUnits?.n ?? 0, openWork };
          if (counts.members > 0 || counts.subUnits > 0 || counts.openWork > 0) throw deleteRefusal(ctx.t, ctx.language, counts);
          await tx.delete(orgUnits).where(eq(orgUnits.id, id));
          await writeAudit(tx, ctx, { action: "delete", entity: "org-unit", entityId: id, changes: changedFields(before, null, UNIT_FIELDS) });
        });
        return { status: 200, body: { success: true, message: "" } };
      },
    },
  };
}
