/**
 * Complaints (contract tag `complaint`). Filing, cancelling and deleting are for public persons only (staff
 * get 403); a public person sees and changes only their own complaints (others answer 404); staff search all.
 *
 * Life cycle (contract, `listComplaintStatuses`): received -> in_progress -> completed; received -> rejected
 * (staff); received -> cancelled (the citizen). Cancel only while `received` (else 409); delete only while
 * `received` or `cancelled` (else 409).
 *
 * `complaintNo` comes from `db/complaint-number.ts`.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import type { OperationHandler } from "../contract/types";
import type { Db, Tx } from "../db/database";
import { nextComplaintNo } from "../db/complaint-number";
import { complaintKinds, complaintStatuses, complaintTypes, complaints } from "../db/schema";
import { HttpError, badRequest } from "../http/errors";
import { likeEscape, paging, signedIn, type HandlerDeps } from "./deps";

type StatusCode = Schemas["ComplaintStatusCode"];

const complaintColumns = {
  complaint: complaints,
  status: complaintStatuses,
};

type ComplaintRow = { complaint: typeof complaints.$inferSelect; status: typeof complaintStatuses.$inferSelect };

function toComplaint(row: ComplaintRow): Schemas["Complaint"] {
  const c = row.complaint;
  const s = row.status;
  return {
    id: c.id,
    complaintNo: c.complaintNo,
    complaintTypeId: c.complaintTypeId,
    complaintKindId: c.complaintKindId,
    detail: c.detail,
    location: c.location,
    phone: c.phone,
    status: { id: s.id, code: s.code, nameTh: s.nameTh, nameEn: s.nameEn, orderNo: s.orderNo, isFinal: s.isFinal },
    personId: c.personId,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    cancelledAt: c.cancelledAt ? c.cancelledAt.toISOString() : null,
  };
}

async function findComplaint(db: Db | Tx, where: SQL | undefined, lock = false): Promise<ComplaintRow | undefined> {
  const q = db
    .select(complaintColumns)
    .from(complaints)
    .innerJoin(complaintStatuses, eq(complaintStatuses.id, complaints.statusId))
    .where(where)
    .limit(1);
  const [row] = lock ? await q.for("update", { of: complaints }) : await q;
  return row;
}

async function statusId(tx: Tx, code: StatusCode): Promise<number> {
  const [row] = await tx.select({ id: complaintStatuses.id }).from(complaintStatuses).where(eq(complaintStatuses.code, code));
  if (!row) throw new Error(`complaint status ${code} is not seeded`);
  return row.id;
}

/** The complaint handlers. */
export function complaintHandlers(deps: HandlerDeps): {
  createComplaint: OperationHandler<"createComplaint">;
  cancelComplaint: OperationHandler<"cancelComplaint">;
  deleteComplaint: OperationHandler<"deleteComplaint">;
  searchComplaints: OperationHandler<"searchComplaints">;
} {
  const { db } = deps;
  return {
    createComplaint: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const body = ctx.body;
        const [type] = await db.select({ id: complaintTypes.id }).from(complaintTypes).where(eq(complaintTypes.id, body.complaintTypeId));
        if (!type) throw badRequest([{ field: "complaintTypeId", message: "is not a known complaint type" }]);
        const [kind] = await db
          .select({ typeId: complaintKinds.complaintTypeId })
          .from(complaintKinds)
          .where(eq(complaintKinds.id, body.complaintKindId));
        if (!kind) throw badRequest([{ field: "complaintKindId", message: "is not a known complaint kind" }]);
        if (kind.typeId !== body.complaintTypeId) {
          throw badRequest([{ field: "complaintKindId", message: "must belong to complaintTypeId" }]);
        }
        const row = await db.transaction(async (tx) => {
          const complaintNo = await nextComplaintNo(tx, ctx.now);
          const [inserted] = await tx
            .insert(complaints)
            .values({
              complaintNo,
              complaintTypeId: body.complaintTypeId,
              complaintKindId: body.complaintKindId,
              detail: body.detail.trim(),
              location: body.location.trim(),
              phone: body.phone,
              statusId: await statusId(tx, "received"),
              personId: auth.personId,
              createdAt: new Date(ctx.now),
              updatedAt: new Date(ctx.now),
            })
            .returning({ id: complaints.id });
          if (!inserted) throw new Error("insert into complaints returned no row");
          return findComplaint(tx, eq(complaints.id, inserted.id));
        });
        if (!row) throw new Error("complaint vanished after insert");
        ctx.log.info({ complaintNo: row.complaint.complaintNo }, "complaint filed");
        return { status: 201, body: { success: true, message: "", data: toComplaint(row) } };
      },
    },

    cancelComplaint: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const row = await db.transaction(async (tx) => {
          const own = and(eq(complaints.id, ctx.params.id), eq(complaints.personId, auth.personId));
          const current = await findComplaint(tx, own, true);
          if (!current) throw new HttpError(404, ctx.t("complaintNotFound"));
          if (current.status.code !== "received") throw new HttpError(409, ctx.t("cancelOnlyReceived"));
          await tx
            .update(complaints)
            .set({ statusId: await statusId(tx, "cancelled"), cancelledAt: new Date(ctx.now), updatedAt: new Date(ctx.now) })
            .where(eq(complaints.id, current.complaint.id));
          return findComplaint(tx, eq(complaints.id, current.complaint.id));
        });
        if (!row) throw new Error("complaint vanished after update");
        return { status: 200, body: { success: true, message: "", data: toComplaint(row) } };
      },
    },

    deleteComplaint: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        await db.transaction(async (tx) => {
          const own = and(eq(complaints.id, ctx.params.id), eq(complaints.personId, auth.personId));
          const current = await findComplaint(tx, own, true);
          if (!current) throw new HttpError(404, ctx.t("complaintNotFound"));
          if (current.status.code !== "received" && current.status.code !== "cancelled") {
            throw new HttpError(409, ctx.t("deleteOnlyReceivedOrCancelled"));
          }
          await tx.delete(complaints).where(eq(complaints.id, current.complaint.id));
        });
        return { status: 200, body: { success: true, message: "" } };
      },
    },

    searchComplaints: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const search = ctx.body ?? {};
        const conditions: (SQL | undefined)[] = [];
        if (auth.realm === "person") conditions.push(eq(complaints.personId, auth.personId));
        if (search.statusCode !== undefined) conditions.push(eq(complaintStatuses.code, search.statusCode));
        if (search.complaintTypeId !== undefined) conditions.push(eq(complaints.complaintTypeId, search.complaintTypeId));
        const text = search.text?.trim();
        if (text) {
          const pattern = `%${likeEscape(text)}%`;
          conditions.push(
            or(ilike(complaints.complaintNo, pattern), ilike(complaints.detail, pattern), ilike(complaints.location, pattern)),
          );
        }
        const where = and(...conditions);
        const { offset, limit } = paging(ctx.query);
        const order = ctx.query.dir === "asc" ? asc : desc;
        const sortColumn = {
          createdAt: complaints.createdAt,
          updatedAt: complaints.updatedAt,
          complaintNo: complaints.complaintNo,
          statusId: complaints.statusId,
        }[ctx.query.sort ?? "createdAt"];
        const [rows, totals] = await Promise.all([
          db
            .select(complaintColumns)
            .from(complaints)
            .innerJoin(complaintStatuses, eq(complaintStatuses.id, complaints.statusId))
            .where(where)
            .orderBy(order(sortColumn), order(complaints.id))
            .offset(offset)
            .limit(limit),
          db
            .select({ n: count() })
            .from(complaints)
            .innerJoin(complaintStatuses, eq(complaintStatuses.id, complaints.statusId))
            .where(where),
        ]);
        return { status: 200, body: { success: true, message: "", total: totals[0]?.n ?? 0, data: rows.map(toComplaint) } };
      },
    },
  };
}
