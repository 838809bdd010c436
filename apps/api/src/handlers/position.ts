/**
 * The positions staff members hold (ตำแหน่ง; "Structure and User", issue 10 item 1; contract tag `organisation`):
 * listed with their holder counts, created, renamed (names unique, 409 naming the taken one) and deleted when no one
 * holds them (409 otherwise). Every change writes one audit entry in its own transaction (`audit/audit.ts`). The
 * units are `organisation.ts`.
 */
import { and, asc, count, eq, ne, or, type SQL } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { changedFields, writeAudit } from "../audit/audit";
import type { OperationHandler } from "./types";
import { fieldError, type FieldError } from "../i18n/field-messages";
import type { Db, Tx } from "../db/database";
import { positions, staffMembers } from "../db/schema";
import { HttpError } from "../lib/errors";
import { isUniqueViolation } from "../db/sql";
import type { HandlerDeps } from "./deps";
import { trimmedTexts } from "./owned-rows";

type PositionRow = typeof positions.$inferSelect;

/** Fields of a position that the audit log records. */
const POSITION_FIELDS = ["nameTh", "nameEn"] as const;

/** Which of the position's names are taken by another position. */
async function takenPositionNames(db: Db | Tx, names: { nameTh?: string; nameEn?: string }, exceptId?: number): Promise<FieldError[]> {
  const conditions: SQL[] = [];
  if (names.nameTh !== undefined) conditions.push(eq(positions.nameTh, names.nameTh));
  if (names.nameEn !== undefined) conditions.push(eq(positions.nameEn, names.nameEn));
  if (conditions.length === 0) return [];
  const rows = await db
    .select({ nameTh: positions.nameTh, nameEn: positions.nameEn })
    .from(positions)
    .where(and(or(...conditions), exceptId === undefined ? undefined : ne(positions.id, exceptId)));
  const errors: FieldError[] = [];
  if (names.nameTh !== undefined && rows.some((r) => r.nameTh === names.nameTh)) errors.push(fieldError("nameTh", "alreadyUsed"));
  if (names.nameEn !== undefined && rows.some((r) => r.nameEn === names.nameEn)) errors.push(fieldError("nameEn", "alreadyUsed"));
  return errors;
}

/** Converts a position row to the contract's `Position`. */
function toPosition(row: PositionRow, holderCount: number): Schemas["Position"] {
  return { id: row.id, nameTh: row.nameTh, nameEn: row.nameEn, holderCount };
}

/** Staff members (active or not) per position. */
async function holderCounts(db: Db | Tx): Promise<Map<number, number>> {
  const rows = await db
    .select({ positionId: staffMembers.positionId, n: count() })
    .from(staffMembers)
    .groupBy(staffMembers.positionId);
  return new Map(rows.filter((r) => r.positionId !== null).map((r) => [r.positionId!, r.n]));
}

/** The organisation handlers of positions (ตำแหน่ง). */
export function positionHandlers(deps: HandlerDeps): {
  listPositions: OperationHandler<"listPositions">;
  createPosition: OperationHandler<"createPosition">;
  updatePosition: OperationHandler<"updatePosition">;
  deletePosition: OperationHandler<"deletePosition">;
} {
  const { db } = deps;

  return {
    listPositions: {
      async handle() {
        const [rows, counts] = await Promise.all([
          db.select().from(positions).orderBy(asc(positions.nameTh), asc(positions.id)),
          holderCounts(db),
        ]);
        return {
          status: 200,
          body: { success: true, message: "", total: rows.length, data: rows.map((r) => toPosition(r, counts.get(r.id) ?? 0)) },
        };
      },
    },

    createPosition: {
      async handle(ctx) {
        const { nameTh, nameEn } = trimmedTexts("", { nameTh: ctx.body.nameTh, nameEn: ctx.body.nameEn });
        const names = { nameTh, nameEn };
        const conflict = (errors: FieldError[]) => new HttpError(409, ctx.t("positionNameTaken"), errors);
        try {
          const row = await db.transaction(async (tx) => {
            const taken = await takenPositionNames(tx, names);
            if (taken.length > 0) throw conflict(taken);
            const [created] = await tx
              .insert(positions)
              .values({ ...names, createdAt: new Date(ctx.now) })
              .returning();
            if (!created) throw new Error("insert into positions returned no row");
            await writeAudit(tx, ctx, {
              action: "create",
              entity: "position",
              entityId: created.id,
              changes: changedFields(null, created, POSITION_FIELDS),
            });
            return created;
          });
          return { status: 201, body: { success: true, message: "", data: toPosition(row, 0) } };
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(await takenPositionNames(db, names));
          throw err;
        }
      },
    },

    updatePosition: {
      async handle(ctx) {
        const id = ctx.params.id;
        const names = trimmedTexts("", { nameTh: ctx.body.nameTh, nameEn: ctx.body.nameEn });
        const conflict = (errors: FieldError[]) => new HttpError(409, ctx.t("positionNameTaken"), errors);
        try {
          const row = await db.transaction(async (tx) => {
            const [before] = await tx.select().from(positions).where(eq(positions.id, id)).for("update").limit(1);
            if (!before) throw new HttpError(404, ctx.t("positionNotFound"));
            const taken = await takenPositionNames(tx, names, id);
            if (taken.length > 0) throw conflict(taken);
            const [after] = await tx
              .update(positions)
              .set({ nameTh: names.nameTh ?? before.nameTh, nameEn: names.nameEn ?? before.nameEn })
              .where(eq(positions.id, id))
              .returning();
            if (!after) throw new Error("update of positions returned no row");
            await writeAudit(tx, ctx, { action: "update", entity: "position", entityId: id, changes: changedFields(before, after, POSITION_FIELDS) });
            const [held] = await tx.select({ n: count() }).from(staffMembers).where(eq(staffMembers.positionId, id));
            return toPosition(after, held?.n ?? 0);
          });
          return { status: 200, body: { success: true, message: "", data: row } };
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(await takenPositionNames(db, names, id));
          throw err;
        }
      },
    },

    deletePosition: {
      async handle(ctx) {
        const id = ctx.params.id;
        await db.transaction(async (tx) => {
          const [before] = await tx.select().from(positions).where(eq(positions.id, id)).for("update").limit(1);
          if (!before) throw new HttpError(404, ctx.t("positionNotFound"));
          const [held] = await tx.select({ n: count() }).from(staffMembers).where(eq(staffMembers.positionId, id));
          if ((held?.n ?? 0) > 0) {
            throw new HttpError(409, ctx.t("positionHeld", { count: held?.n ?? 0 }), [
              fieldError("id", "positionHeldBy", { count: held?.n ?? 0 }),
            ]);
          }
          await tx.delete(positions).where(eq(positions.id, id));
          await writeAudit(tx, ctx, { action: "delete", entity: "position", entityId: id, changes: changedFields(before, null, POSITION_FIELDS) });
        });
        return { status: 200, body: { success: true, message: "" } };
      },
    },
  };
}
