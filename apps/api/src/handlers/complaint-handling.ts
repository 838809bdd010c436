/**
 * Case handling at a council's pace (tracker issue 39 item 2; contract tag `complaint`): priority and a change of
 * complaint type and kind (`updateComplaintHandling`, which forwards the case when the new type is another unit's),
 * duplicates merged into their surviving case (`mergeComplaint`: the reporters follow it), a privacy edit of the
 * resident's text (`redactComplaint`), the queue as CSV with its filters (`exportComplaints`).
 *
 * Status moves go through `applyMove` (`cases/move.ts`); every change writes its history row (`recordHistory`) and its
 * audit entry (`writeAudit`) in its transaction. Reach is `cases/access.ts` (404 outside it).
 */
import { eq, inArray, sql } from "drizzle-orm";
import { bangkokDay } from "@eoffice/thai";
import { writeAudit } from "../audit/audit";
import { caseScope, visibleCases } from "../cases/access";
import { DAY_MS, OPEN_STATUSES, recordHistory } from "../cases/lifecycle";
import { applyMove } from "../cases/move";
import { searchFilters, searchPage } from "../cases/search";
import { caseDetail, loadCase, type CaseRow } from "../cases/view";
import type { Tx } from "../db/database";
import { caseFollowers, complaintKinds, complaints, type AuditChange, type CaseChannel, type CasePriority } from "../db/schema";
import { fieldError } from "../i18n/field-messages";
import { badRequest, HttpError } from "../lib/errors";
import { csvTime, toCsv } from "../lib/csv";
import { caseTargetDays, checkCaseText, conflict, kindInfo, requireComment, unitWithSections, visibleCase } from "./complaint";
import { signedIn, type HandlerDeps } from "./deps";
import type { HandlerContext, OperationHandler, OperationId } from "./types";

/** Most rows of a queue export. */
export const COMPLAINT_EXPORT_MAX_ROWS = 10_000;

/** The header row of the queue export, by language. */
const EXPORT_COLUMNS: Record<"th" | "en", readonly string[]> = {
  th: ["เลขที่", "ประเภทงาน", "เรื่อง", "สถานะ", "ความเร่งด่วน", "หน่วยงาน", "เจ้าหน้าที่ผู้รับผิดชอบ", "ช่องทาง", "วันที่รับเรื่อง", "กำหนดแล้วเสร็จ", "แก้ไขล่าสุด", "วันที่ปิดเรื่อง", "เกินกำหนด", "สถานที่"],
  en: ["Number", "Kind", "Subject", "Status", "Priority", "Unit", "Officer", "Channel", "Filed", "Due", "Last change", "Closed", "Overdue", "Location"],
};

/** Priority names in the export, by language. */
const PRIORITY_TEXT: Record<"th" | "en", Record<CasePriority, string>> = {
  th: { normal: "ปกติ", high: "ด่วน", urgent: "ด่วนที่สุด" },
  en: { normal: "Normal", high: "High", urgent: "Urgent" },
};

/** Channel names in the export, by language (as the queue shows them). */
const CHANNEL_TEXT: Record<"th" | "en", Record<CaseChannel, string>> = {
  th: { web: "เว็บไซต์", phone: "โทรศัพท์", walk_in: "มาด้วยตนเอง", letter: "หนังสือ", line: "LINE", open311: "ระบบภายนอก (Open311)" },
  en: { web: "Web", phone: "Telephone", walk_in: "Walk-in", letter: "Letter", line: "LINE", open311: "Another system (Open311)" },
};

/** Case kind names in the export, by language. */
const CASE_KIND_TEXT = {
  th: { complaint: "เรื่องร้องเรียน", request: "คำร้องขอรับบริการ", report: "เรื่องแจ้งเบาะแส" },
  en: { complaint: "Complaint", request: "Request", report: "Whistleblowing report" },
} as const;

/** The queue as CSV (`exportComplaints`): the search's filters, newest first, at most {@link COMPLAINT_EXPORT_MAX_ROWS}. */
async function exportQueue(deps: HandlerDeps, ctx: HandlerContext<"exportComplaints">) {
  const { db, tokens } = deps;
    const auth = signedIn(ctx);
    const scope = caseScope(tokens, auth);
    const search = ctx.body ?? {};
    const unitIds = search.unitId !== undefined ? await unitWithSections(db, search.unitId) : null;
    const filters = searchFilters(scope, search, unitIds, ctx.now, true);
    const rows = await searchPage(db, filters, {
      statusCode: search.statusCode,
      windowTotal: false,
      sort: "createdAt",
      dir: "desc",
      offset: 0,
      limit: COMPLAINT_EXPORT_MAX_ROWS,
    });
    const lang = ctx.language;
    const kindIds = [...new Set(rows.map((r) => r.complaint.complaintKindId).filter((id): id is number => id !== null))];
    const kinds = kindIds.length
      ? await db.select({ id: complaintKinds.id, nameTh: complaintKinds.nameTh, nameEn: complaintKinds.nameEn }).from(complaintKinds).where(inArray(complaintKinds.id, kindIds))
      : [];
    const kindName = new Map(kinds.map((k) => [k.id, lang === "th" ? k.nameTh : k.nameEn]));
    const records = rows.map((r) => {
      const c = r.complaint;
      const caseKind = c.confidential ? "report" : c.serviceId !== null ? "request" : "complaint";
      const subject = r.service ? (lang === "th" ? r.service.nameTh : r.service.nameEn) : (kindName.get(c.complaintKindId ?? 0) ?? "");
      const open = OPEN_STATUSES.includes(r.status.code);
      return [
        c.complaintNo,
        CASE_KIND_TEXT[lang][caseKind],
        subject,
        lang === "th" ? r.status.nameTh : r.status.nameEn,
        PRIORITY_TEXT[lang][c.priority],
        r.unit ? (lang === "th" ? r.unit.nameTh : r.unit.nameEn) : "",
        r.assignee ? `${r.assignee.title ?? ""}${r.assignee.firstname} ${r.assignee.lastname}`.trim() : "",
        CHANNEL_TEXT[lang][c.channel],
        csvTime(c.createdAt, lang),
        csvTime(c.dueAt, lang),
        csvTime(c.updatedAt, lang),
        csvTime(c.closedAt, lang),
        open && ctx.now > c.dueAt.getTime() ? (lang === "th" ? "ใช่" : "yes") : "",
        c.location,
      ];
    });
    // An export of residents' cases is a download of personal data: audited with its filters (docs/architecture.md "audit log").
  await writeAudit(db, { auth: ctx.auth, clientIp: ctx.clientIp, requestId: ctx.requestId, now: ctx.now }, {
    action: "download",
    entity: "complaint",
    entityId: null,
    changes: [
      { field: "filters", before: null, after: JSON.stringify(search) },
      { field: "rows", before: null, after: records.length },
    ],
  });
  // The file is named by the day in Bangkok, as its times are written (lib/csv.ts).
  const date = bangkokDay(ctx.now);
    return {
      status: 200 as const,
      body: toCsv(records, EXPORT_COLUMNS[lang]),
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="complaints-${date}.csv"` },
    };
}

/** A privacy edit of a case's text (`redactComplaint`), the text before and after kept in the audit entry. */
async function redact(deps: HandlerDeps, ctx: HandlerContext<"redactComplaint">): Promise<void> {
  const { db, tokens } = deps;
  const auditRequest = { auth: ctx.auth, clientIp: ctx.clientIp, requestId: ctx.requestId, now: ctx.now };
    const auth = signedIn(ctx);
  const scope = caseScope(tokens, auth);
  const body = ctx.body;
  checkCaseText({ detail: body.detail, location: body.location });
  await db.transaction(async (tx) => {
    const current = await visibleCase(tx, scope, ctx.params.id, ctx.t, true);
    const c = current.complaint;
    const field = body.detail !== undefined ? "detail" : "location";
    if (c.serviceId !== null) throw badRequest([fieldError(field, "notForRequests")]);
    if (c.confidential) throw badRequest([fieldError(field, "notForConfidential")]);
    const detail = body.detail?.trim();
    const location = body.location?.trim();
    // The text before and after is kept in the audit entry (nothing is lost); the history says why.
    const changes: AuditChange[] = [
      ...(detail !== undefined && detail !== c.detail ? [{ field: "detail", before: c.detail, after: detail }] : []),
      ...(location !== undefined && location !== c.location ? [{ field: "location", before: c.location, after: location }] : []),
    ];
    if (changes.length === 0) return;
    await tx
      .update(complaints)
      .set({ ...(detail !== undefined ? { detail } : {}), ...(location !== undefined ? { location } : {}), updatedAt: new Date(ctx.now) })
      .where(eq(complaints.id, c.id));
    await recordHistory(tx, { caseId: c.id, at: ctx.now, action: "redacted", actorKind: "staff", actorId: auth.personId, fromStatus: current.status.code, toStatus: current.status.code, comment: body.reason.trim() });
    await writeAudit(tx, auditRequest, {
      action: "update",
      entity: "complaint",
      entityId: c.id,
      changes: [...changes, { field: "reason", before: null, after: body.reason.trim() }],
    });
  });
}

/** A day as a Thai history comment writes it: "14 ธ.ค. 2569" (Buddhist era, in Bangkok). */
const thaiDate = (at: Date) => at.toLocaleDateString("th-TH", { timeZone: "Asia/Bangkok", day: "numeric", month: "short", year: "numeric" });

type Handlers = {
  [K in "exportComplaints" | "updateComplaintHandling" | "mergeComplaint" | "redactComplaint"]: OperationHandler<K>;
};

/** The case handling handlers (see the module comment). */
export function complaintHandlingHandlers(deps: HandlerDeps): Handlers {
  const { db, tokens, portalUrl } = deps;
  const auditRequest = <K extends OperationId>(ctx: HandlerContext<K>) => ({ auth: ctx.auth, clientIp: ctx.clientIp, requestId: ctx.requestId, now: ctx.now });

  /** The case after a change, as staff see it. */
  async function detailOf<K extends OperationId>(ctx: HandlerContext<K>, id: number) {
    const row = await loadCase(db, id);
    if (!row) throw new Error("complaint vanished after update");
    return { status: 200 as const, body: { success: true, message: "", data: await caseDetail(db, row, "staff", ctx.now) } };
  }

  /** A history row of a change that keeps the status. */
  const historyOf = (ctx: HandlerContext<OperationId>, row: CaseRow, action: "reclassified" | "merged" | "redacted" | "prioritised", comment: string | null) =>
    ({ caseId: row.complaint.id, at: ctx.now, action, actorKind: "staff", actorId: signedIn(ctx).personId, fromStatus: row.status.code, toStatus: row.status.code, comment }) as const;

  /** A change of complaint kind (and with it type); forwards the case when the kind's type is another unit's. */
  async function changeKind(tx: Tx, ctx: HandlerContext<"updateComplaintHandling">, current: CaseRow, kindId: number): Promise<void> {
    const c = current.complaint;
    if (c.serviceId !== null) throw badRequest([fieldError("complaintKindId", "notForRequests")]);
    if (!OPEN_STATUSES.includes(current.status.code)) throw conflict(ctx, current);
    const kind = await kindInfo(tx, kindId);
    if (kind.confidential !== c.confidential) {
      throw badRequest([fieldError("complaintKindId", c.confidential ? "notWhistleblowingKind" : "whistleblowingKindRecord")]);
    }
    if (kindId === c.complaintKindId) return;
    const moves = kind.unitId !== null && kind.unitId !== c.unitId;
    const comment = moves ? requireComment(ctx.body.comment, "comment") : ctx.body.comment?.trim() || null;
    const names = await tx
      .select({ id: complaintKinds.id, nameTh: complaintKinds.nameTh, nameEn: complaintKinds.nameEn })
      .from(complaintKinds)
      .where(inArray(complaintKinds.id, [kindId, ...(c.complaintKindId === null ? [] : [c.complaintKindId])]));
    const name = (id: number | null) => names.find((n) => n.id === id)?.nameTh ?? "";
    // The due date follows the new kind's target (tracker issue 39 item 5): counted from the same start as the old one
    // (the filing, or the last reopening), the old kind's target days back from the old due date.
    const start = c.dueAt.getTime() - (await caseTargetDays(tx, c)) * DAY_MS;
    const dueAt = new Date(start + kind.targetDays * DAY_MS);
    await tx.update(complaints).set({ complaintTypeId: kind.typeId, complaintKindId: kindId, dueAt, updatedAt: new Date(ctx.now) }).where(eq(complaints.id, c.id));
    const due = dueAt.getTime() === c.dueAt.getTime() ? "" : ` (กำหนดแล้วเสร็จ ${thaiDate(dueAt)})`;
    await recordHistory(tx, historyOf(ctx, current, "reclassified", `${name(c.complaintKindId)} → ${name(kindId)}${due}${comment ? `: ${comment}` : ""}`));
    await writeAudit(tx, auditRequest(ctx), {
      action: "update",
      entity: "complaint",
      entityId: c.id,
      changes: [
        { field: "complaintTypeId", before: c.complaintTypeId, after: kind.typeId },
        { field: "complaintKindId", before: c.complaintKindId, after: kindId },
        ...(dueAt.getTime() === c.dueAt.getTime() ? [] : [{ field: "dueAt", before: c.dueAt.toISOString(), after: dueAt.toISOString() }]),
      ],
      confidential: c.confidential,
    });
    if (moves) {
      // The new type's unit takes the case: the life cycle's forward (status received, no officer; its history,
      // audit entry and notices), the only way a case changes unit.
      await applyMove(tx, {
        move: "forward",
        current,
        actor: { kind: "staff", personId: signedIn(ctx).personId },
        comment,
        unitId: kind.unitId,
        assigneeId: null,
        request: auditRequest(ctx),
        portalUrl,
        refused: () => conflict(ctx, current),
      });
    }
  }

  return {
    exportComplaints: {
      handle: (ctx) => exportQueue(deps, ctx),
    },

    updateComplaintHandling: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const scope = caseScope(tokens, auth);
        const body = ctx.body;
        await db.transaction(async (tx) => {
          const current = await visibleCase(tx, scope, ctx.params.id, ctx.t, true);
          const c = current.complaint;
          if (body.priority !== undefined && body.priority !== c.priority) {
            await tx.update(complaints).set({ priority: body.priority, updatedAt: new Date(ctx.now) }).where(eq(complaints.id, c.id));
            await recordHistory(tx, historyOf(ctx, current, "prioritised", body.priority));
            await writeAudit(tx, auditRequest(ctx), {
              action: "update",
              entity: "complaint",
              entityId: c.id,
              changes: [{ field: "priority", before: c.priority, after: body.priority }],
              confidential: c.confidential,
            });
          }
          if (body.complaintKindId !== undefined) await changeKind(tx, ctx, current, body.complaintKindId);
        });
        return detailOf(ctx, ctx.params.id);
      },
    },

    mergeComplaint: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const scope = caseScope(tokens, auth);
        const { intoId } = ctx.body;
        const id = ctx.params.id;
        if (intoId === id) throw badRequest([fieldError("intoId", "notItself")]);
        await db.transaction(async (tx) => {
          // Both rows locked, the lower id first (two merges of the same pair wait for each other instead of deadlocking).
          const [first, second] = id < intoId ? [id, intoId] : [intoId, id];
          const a = await loadCase(tx, first, true, visibleCases(scope));
          const b = await loadCase(tx, second, true, visibleCases(scope));
          const [duplicate, survivor] = a?.complaint.id === id ? [a, b] : [b, a];
          if (!duplicate) throw new HttpError(404, ctx.t("complaintNotFound"));
          // A surviving case the caller cannot see is a bad field, not a missing duplicate.
          if (!survivor) throw badRequest([fieldError("intoId", "unknownCase")]);
          const d = duplicate.complaint;
          const s = survivor.complaint;
          if (d.confidential || s.confidential) throw badRequest([fieldError("intoId", "notForConfidential")]);
          if ((d.serviceId === null) !== (s.serviceId === null)) throw badRequest([fieldError("intoId", "otherCaseKind")]);
          if (!OPEN_STATUSES.includes(survivor.status.code)) throw conflict(ctx, survivor);
          const note = ctx.body.comment?.trim() || null;
          await applyMove(tx, {
            move: "merge",
            current: duplicate,
            actor: { kind: "staff", personId: auth.personId },
            comment: `${s.complaintNo}${note ? `: ${note}` : ""}`,
            request: auditRequest(ctx),
            portalUrl,
            refused: () => conflict(ctx, duplicate),
          });
          await tx.update(complaints).set({ duplicateOfId: s.id }).where(eq(complaints.id, d.id));
          // The duplicate's resident and its own followers now follow the surviving case (never its own resident).
          if (d.personId !== null && d.personId !== s.personId) {
            await tx.insert(caseFollowers).values({ caseId: s.id, personId: d.personId, viaCaseId: d.id, createdAt: new Date(ctx.now) }).onConflictDoNothing();
          }
          await tx.execute(sql`insert into ${caseFollowers} (case_id, person_id, via_case_id, created_at)
            select ${s.id}, f.person_id, ${d.id}, ${new Date(ctx.now).toISOString()}::timestamptz from ${caseFollowers} f
            where f.case_id = ${d.id} and f.person_id is distinct from ${s.personId}
            on conflict do nothing`);
          await tx.update(complaints).set({ updatedAt: new Date(ctx.now) }).where(eq(complaints.id, s.id));
          // One audit entry per request: the duplicate's (applyMove's, whose comment names the surviving case).
          await recordHistory(tx, historyOf(ctx, survivor, "merged", `${d.complaintNo}${note ? `: ${note}` : ""}`));
        });
        return detailOf(ctx, intoId);
      },
    },

    redactComplaint: {
      async handle(ctx) {
        await redact(deps, ctx);
        return detailOf(ctx, ctx.params.id);
      },
    },
  };
}
