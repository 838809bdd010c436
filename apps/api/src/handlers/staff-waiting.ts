/**
 * "Waiting for you" on the staff overview (tracker issue 39 item 1; contract `getWaitingWork`): the open cases assigned
 * to the caller, and those of the caller's unit (and its sections) that nobody has taken, oldest due first, each with
 * its target time and how much of it has gone. Confidential reports count only for integrity officers (who see them).
 *
 * With them, the documents and letters of the document store assigned to the caller, or to the caller's unit (and its
 * sections) with nobody named, not yet marked done, that the caller may view (`dms/access.ts`): a document is a letter
 * when the correspondence register holds it. A document's target runs from its filing to the end of its due day in
 * Bangkok; one without a due day comes after everything that has one.
 */
import { and, asc, count, eq, exists, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { bangkokDayStart } from "@eoffice/thai";
import type { AuthContext } from "../auth/context";
import { caseScope } from "../cases/access";
import { DAY_MS, DEFAULT_TARGET_DAYS, OPEN_STATUSES } from "../cases/lifecycle";
import type { Db } from "../db/database";
import { complaintKinds, complaintStatuses, complaints, correspondenceRegister, dmsDocumentTypes, dmsDocuments, eServices } from "../db/schema";
import { liveDocuments, loadDmsAccess, viewableDocuments } from "../dms/access";
import { paging, signedIn, type HandlerDeps } from "./deps";
import type { OperationHandler } from "./types";

/** Percent of the time from `start` to `due` gone at `now` (100 when there is no time). */
function elapsedPercent(start: number, due: number, now: number): number {
  const span = due - start;
  return Math.min(100_000, Math.max(0, span > 0 ? Math.round(((now - start) / span) * 100) : 100));
}

/**
 * The documents and letters waiting for the caller (see the module comment), due first, at most `limit`, and how many
 * there are.
 */
async function waitingDocuments(db: Db, auth: AuthContext, unitIds: number[], now: number, limit: number): Promise<{ items: Schemas["WaitingWorkItem"][]; total: number }> {
  const access = await loadDmsAccess(db, auth);
  const mine: SQL = or(
    eq(dmsDocuments.assigneeId, auth.personId),
    unitIds.length > 0 ? and(isNull(dmsDocuments.assigneeId), inArray(dmsDocuments.workUnitId, unitIds)) : undefined,
  )!;
  const where = and(liveDocuments, isNull(dmsDocuments.workDoneAt), mine, viewableDocuments(access));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: dmsDocuments.id,
        title: dmsDocuments.title,
        docNumber: dmsDocuments.docNumber,
        assigneeId: dmsDocuments.assigneeId,
        createdAt: dmsDocuments.createdAt,
        dueOn: dmsDocuments.dueOn,
        typeTh: dmsDocumentTypes.nameTh,
        typeEn: dmsDocumentTypes.nameEn,
        letter: exists(db.select({ one: sql`1` }).from(correspondenceRegister).where(eq(correspondenceRegister.documentId, dmsDocuments.id))),
      })
      .from(dmsDocuments)
      .innerJoin(dmsDocumentTypes, eq(dmsDocumentTypes.id, dmsDocuments.typeId))
      .where(where)
      .orderBy(sql`${dmsDocuments.dueOn} asc nulls last`, asc(dmsDocuments.id))
      .limit(limit),
    db.select({ n: count() }).from(dmsDocuments).where(where),
  ]);
  const items = rows.map((r): Schemas["WaitingWorkItem"] => {
    const start = r.createdAt.getTime();
    const due = r.dueOn === null ? null : bangkokDayStart(r.dueOn) + DAY_MS;
    return {
      kind: r.letter ? "letter" : "document",
      id: r.id,
      reference: r.title,
      docNumber: r.docNumber,
      subject: { th: r.typeTh, en: r.typeEn },
      status: null,
      priority: "normal",
      assignedToMe: r.assigneeId === auth.personId,
      createdAt: r.createdAt.toISOString(),
      dueAt: due === null ? null : new Date(due).toISOString(),
      targetDays: due === null ? null : Math.max(0, Math.round((due - start) / DAY_MS)),
      elapsedPercent: due === null ? null : elapsedPercent(start, due, now),
      overdue: due !== null && now > due,
    };
  });
  return { items, total: counted?.n ?? 0 };
}

/** Oldest due first; work without a due date last. */
function byDue(a: Schemas["WaitingWorkItem"], b: Schemas["WaitingWorkItem"]): number {
  if (a.dueAt === b.dueAt) return 0;
  if (a.dueAt === null) return 1;
  if (b.dueAt === null) return -1;
  return Date.parse(a.dueAt) - Date.parse(b.dueAt);
}

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
        const [rows, [counted], documents] = await Promise.all([
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
          waitingDocuments(db, auth, scope.unitIds, ctx.now, limit),
        ]);
        const cases: Schemas["WaitingWorkItem"][] = rows.map((r) => {
          const targetMs = r.targetDays * DAY_MS;
          const startedAt = r.dueAt.getTime() - targetMs;
          return {
            kind: r.confidential ? "report" : r.serviceId !== null ? "request" : "complaint",
            id: r.id,
            reference: r.complaintNo,
            docNumber: null,
            subject: { th: r.serviceTh ?? r.kindTh ?? "", en: r.serviceEn ?? r.kindEn ?? "" },
            status: r.status,
            priority: r.priority,
            assignedToMe: r.assigneeId === auth.personId,
            createdAt: r.createdAt.toISOString(),
            dueAt: r.dueAt.toISOString(),
            targetDays: r.targetDays,
            elapsedPercent: elapsedPercent(startedAt, r.dueAt.getTime(), ctx.now),
            overdue: ctx.now > r.dueAt.getTime(),
          };
        });
        const data = [...cases, ...documents.items].sort(byDue).slice(0, limit);
        return { status: 200, body: { success: true, message: "", total: (counted?.n ?? 0) + documents.total, data } };
      },
    },
  };
}
