/**
 * "Waiting for you" on the staff overview (tracker issue 39 item 1; contract `getWaitingWork`): the open cases assigned
 * to the caller, and those of the caller's unit (and its sections) that nobody has taken, oldest due first, each with
 * its target time and how much of it has gone. Confidential reports count only for integrity officers (who see them).
 *
 * Not yet here: documents and letters waiting for the caller (the document store's part of the issue).
 */
import { and, asc, count, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { caseScope } from "../cases/access";
import { DAY_MS, DEFAULT_TARGET_DAYS, OPEN_STATUSES } from "../cases/lifecycle";
import { complaintKinds, complaintStatuses, complaints, eServices } from "../db/schema";
import { paging, signedIn, type HandlerDeps } from "./deps";
import type { OperationHandler } from "./types";

/** The waiting-work handler. */
export function staffWaitingHandlers(deps: HandlerDeps): { getWaitingWork: OperationHandler<"getWaitingWork"> } {
  const { db, tokens } = deps;
  return {
    getWaitingWork: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const scope = caseScope(tokens, auth);
        if (scope.kind !== "staff") return { status: 200, body: { success: true, message: "", total: 0, data: [] } };
        const { limit } = paging(ctx.query);
        const unassignedHere = and(
          isNull(complaints.assigneeId),
          or(
            scope.unitIds.length > 0 ? and(eq(complaints.confidential, false), inArray(complaints.unitId, scope.unitIds)) : undefined,
            scope.integrity ? eq(complaints.confidential, true) : undefined,
          ) ?? sql`false`,
        );
        const open = inArray(
          complaints.statusId,
          db.select({ id: complaintStatuses.id }).from(complaintStatuses).where(inArray(complaintStatuses.code, [...OPEN_STATUSES])),
        );
        const where = and(open, or(eq(complaints.assigneeId, auth.personId), unassignedHere));
        const targetDays = sql<number>`coalesce(nullif(${complaintKinds.targetDays}, 0), ${eServices.targetDays}, ${DEFAULT_TARGET_DAYS})`.mapWith(Number);
        const [rows, [counted]] = await Promise.all([
          db
            .select({
              id: complaints.id,
              complaintNo: complaints.complaintNo,
              serviceId: complaints.serviceId,
              confidential: complaints.confidential,
              assigneeId: complaints.assigneeId,
              priority: complaints.priority,
              createdAt: complaints.createdAt,
              dueAt: complaints.dueAt,
              status: complaintStatuses.code,
              kindTh: complaintKinds.nameTh,
              kindEn: complaintKinds.nameEn,
              serviceTh: eServices.nameTh,
              serviceEn: eServices.nameEn,
              targetDays,
            })
            .from(complaints)
            .innerJoin(complaintStatuses, eq(complaintStatuses.id, complaints.statusId))
            .leftJoin(complaintKinds, eq(complaintKinds.id, complaints.complaintKindId))
            .leftJoin(eServices, eq(eServices.id, complaints.serviceId))
            .where(where)
            .orderBy(asc(complaints.dueAt), asc(complaints.id))
            .limit(limit),
          db.select({ n: count() }).from(complaints).where(where),
        ]);
        const data: Schemas["WaitingWorkItem"][] = rows.map((r) => {
          const targetMs = r.targetDays * DAY_MS;
          const startedAt = r.dueAt.getTime() - targetMs;
          const elapsed = targetMs > 0 ? Math.round(((ctx.now - startedAt) / targetMs) * 100) : 100;
          return {
            kind: r.confidential ? "report" : r.serviceId !== null ? "request" : "complaint",
            id: r.id,
            reference: r.complaintNo,
            subject: { th: r.serviceTh ?? r.kindTh ?? "", en: r.serviceEn ?? r.kindEn ?? "" },
            status: r.status,
            priority: r.priority,
            assignedToMe: r.assigneeId === auth.personId,
            createdAt: r.createdAt.toISOString(),
            dueAt: r.dueAt.toISOString(),
            targetDays: r.targetDays,
            elapsedPercent: Math.min(100_000, Math.max(0, elapsed)),
            overdue: ctx.now > r.dueAt.getTime(),
          };
        });
        return { status: 200, body: { success: true, message: "", total: counted?.n ?? 0, data } };
      },
    },
  };
}
