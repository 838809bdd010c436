/**
 * Complaint cases (contract tag `complaint`; issue 11): filing (resident) and the e-form (staff), the work queue and
 * the resident's list (one search), the case with its history, the staff moves, the resident's cancel, reopen and
 * delete, the notes thread, the assignable officers and the dashboard figures.
 *
 * Visibility is `cases/access.ts` (anything outside it answers 404); the allowed moves and the history are
 * `cases/lifecycle.ts` (any other move answers 409 naming the current status); answers are built by `cases/view.ts`.
 * Every change writes a history row and an audit entry in its transaction; a change or a staff reply notifies the
 * resident and queues an e-mail.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { writeAudit } from "../audit/audit";
import { caseScope, visibleCases, type CaseScope } from "../cases/access";
import {
  canMove,
  DAY_MS,
  DEFAULT_TARGET_DAYS,
  MOVES,
  OPEN_STATUSES,
  notifyResident,
  notifyStaff,
  recordHistory,
  statusIdOf,
  unitStaffIds,
  type CaseMove,
} from "../cases/lifecycle";
import { applyMove } from "../cases/move";
import { roundCoordinate } from "../cases/near";
import { countMatches, countPerStatus, searchFilters, searchPage } from "../cases/search";
import { caseDetail, caseNotesOf, fullName, loadCase, toComplaint, type CaseRow } from "../cases/view";
import type { AuthContext } from "../auth/context";
import type { HandlerContext, OperationHandler, OperationId } from "./types";
import type { Db, Tx } from "../db/database";
import { nextComplaintNo } from "../db/complaint-number";
import {
  CASE_STATUSES,
  caseNotes,
  complaintKinds,
  complaintStatuses,
  complaintTypes,
  complaints,
  eServices,
  orgUnits,
  personProfiles,
  persons,
  staffMembers,
  type CaseStatus,
} from "../db/schema";
import { attachPendingFiles } from "../files/storage";
import { fieldError, type FieldError } from "../i18n/field-messages";
import { HttpError, badRequest } from "../lib/errors";
import { paging, signedIn, type HandlerDeps } from "./deps";
import { caseKindOf, emitWebhookEvent } from "../webhooks/events";

/** A kind with what filing needs: its type, target time, responsible unit and confidentiality. */
interface KindInfo {
  typeId: number;
  targetDays: number;
  unitId: number | null;
  confidential: boolean;
}

/** The kind `kindId`, or a 400 naming `field`; checks that it belongs to `typeId` when given. */
export async function kindInfo(db: Db | Tx, kindId: number, typeId?: number, field = "complaintKindId"): Promise<KindInfo> {
  const [kind] = await db
    .select({
      typeId: complaintKinds.complaintTypeId,
      targetDays: complaintKinds.targetDays,
      unitId: complaintTypes.unitId,
      confidential: complaintTypes.confidential,
    })
    .from(complaintKinds)
    .innerJoin(complaintTypes, eq(complaintTypes.id, complaintKinds.complaintTypeId))
    .where(eq(complaintKinds.id, kindId));
  if (!kind) throw badRequest([fieldError(field, "unknownComplaintKind")]);
  if (typeId !== undefined && kind.typeId !== typeId) throw badRequest([fieldError(field, "kindOfOtherType")]);
  return { ...kind, targetDays: kind.targetDays || DEFAULT_TARGET_DAYS };
}

/**
 * Where a new case goes and when it is due: from its complaint kind ({@link kindRouting}) or, for an e-service
 * request (issue 12), from its service (its division and target days). Exactly one of kind and service is set.
 */
export interface CaseRouting {
  complaintTypeId: number | null;
  complaintKindId: number | null;
  serviceId: number | null;
  unitId: number | null;
  targetDays: number;
  confidential: boolean;
}

/** The routing of a complaint of kind `kindId`. */
export function kindRouting(kind: KindInfo, kindId: number): CaseRouting {
  return {
    complaintTypeId: kind.typeId,
    complaintKindId: kindId,
    serviceId: null,
    unitId: kind.unitId,
    targetDays: kind.targetDays,
    confidential: kind.confidential,
  };
}

/** The target time in days of an existing case: its kind's, or its service's. */
export async function caseTargetDays(db: Db | Tx, c: { complaintKindId: number | null; serviceId: number | null }): Promise<number> {
  if (c.complaintKindId !== null) return (await kindInfo(db, c.complaintKindId)).targetDays;
  if (c.serviceId === null) return DEFAULT_TARGET_DAYS;
  const [service] = await db.select({ targetDays: eServices.targetDays }).from(eServices).where(eq(eServices.id, c.serviceId));
  return service?.targetDays ?? DEFAULT_TARGET_DAYS;
}

/** What a new case needs: where it goes, what it says, who files it. */
export interface NewCase {
  routing: CaseRouting;
  /** An e-service request's answers. @default null */
  formData?: Record<string, unknown> | null;
  detail: string;
  location: string;
  phone: string | null;
  personId: number | null;
  contactName?: string | null;
  channel: Schemas["CaseChannel"];
  /** Where the case is (WGS84 degrees, rounded to 6 decimals when stored; tracker issue 41 item 1). @default none */
  position?: { latitude: number; longitude: number } | null;
  recordedById?: number | null;
  reporterRef?: string | null;
  trackingCodeHash?: string | null;
  /** Who files, for the history: the resident, staff (e-form) or a whistleblower. */
  actor: { kind: "resident" | "staff" | "reporter"; id: number | null };
}

/** The shortest `detail` and `location` of a filed case, once trimmed (the contract's minLength: 10 and 3). */
const CASE_TEXT_MIN = { detail: 10, location: 3 } as const;

/**
 * Checks a new case's free text once trimmed: spaces pass the contract's minLength but say nothing, so a `detail`
 * under 10 or a `location` under 3 characters without its surrounding spaces is refused (400 naming each field).
 * Each is checked when given.
 */
export function checkCaseText(text: { detail?: string | undefined; location?: string | undefined }): void {
  const errors: FieldError[] = [];
  for (const field of ["detail", "location"] as const) {
    const value = text[field];
    if (value !== undefined && value.trim().length < CASE_TEXT_MIN[field]) {
      errors.push(fieldError(field, "minCharsBesidesSpaces", { min: CASE_TEXT_MIN[field] }));
    }
  }
  if (errors.length > 0) throw badRequest(errors);
}

/**
 * Inserts a case as `received` in its routing's unit, with its `filed` history row; returns its id and number
 * (`CP-...` for a complaint, `ER-...` for an e-service request).
 */
export async function insertCase(tx: Tx, c: NewCase, now: number, portalUrl: string): Promise<{ id: number; complaintNo: string }> {
  const r = c.routing;
  const complaintNo = await nextComplaintNo(tx, now, r.serviceId === null ? "complaint" : "request");
  const [inserted] = await tx
    .insert(complaints)
    .values({
      complaintNo,
      complaintTypeId: r.complaintTypeId,
      complaintKindId: r.complaintKindId,
      serviceId: r.serviceId,
      formData: c.formData ?? null,
      detail: c.detail.trim(),
      location: c.location.trim(),
      latitude: c.position ? roundCoordinate(c.position.latitude) : null,
      longitude: c.position ? roundCoordinate(c.position.longitude) : null,
      phone: c.phone,
      statusId: await statusIdOf(tx, "received"),
      personId: c.personId,
      contactName: c.contactName ?? null,
      channel: c.channel,
      recordedById: c.recordedById ?? null,
      unitId: r.unitId,
      confidential: r.confidential,
      reporterRef: c.reporterRef ?? null,
      trackingCodeHash: c.trackingCodeHash ?? null,
      dueAt: new Date(now + r.targetDays * DAY_MS),
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .returning({ id: complaints.id });
  if (!inserted) throw new Error("insert into complaints returned no row");
  await recordHistory(tx, {
    caseId: inserted.id,
    at: now,
    action: "filed",
    actorKind: c.actor.kind,
    actorId: c.actor.id,
    fromStatus: null,
    toStatus: "received",
    toUnitId: r.unitId,
  });
  // The unit's staff are told that a case arrived (tracker issue 39 item 1); a confidential report's unit is not.
  if (!r.confidential) {
    // Other systems too (tracker issue 41 item 3): never a whistleblowing report, never the text or the person.
    const kind = caseKindOf(r.serviceId);
    const common = { caseId: inserted.id, caseNo: complaintNo, kind, status: "received", unitId: r.unitId, channel: c.channel };
    await emitWebhookEvent(
      tx,
      kind === "complaint"
        ? { type: "complaint.created", data: { ...common, complaintTypeId: r.complaintTypeId }, now }
        : { type: "eservice_request.created", data: { ...common, serviceId: r.serviceId }, now },
    );
    const staffIds = (await unitStaffIds(tx, r.unitId)).filter((id) => id !== c.recordedById);
    await notifyStaff(tx, { caseId: inserted.id, complaintNo, staffIds }, "arrived", { now, portalUrl });
  }
  return { id: inserted.id, complaintNo };
}

/** The audit actor of a whistleblower: never their identity. */
export const ANONYMOUS_ACTOR = { personId: null, personName: null, realm: null };

/** The visible case `id` for the caller, locked when asked, or 404. */
export async function visibleCase(db: Db | Tx, scope: CaseScope, id: number, t: (k: "complaintNotFound") => string, lock = false): Promise<CaseRow> {
  const row = await loadCase(db, id, lock, visibleCases(scope));
  if (!row) throw new HttpError(404, t("complaintNotFound"));
  return row;
}

/** 409 naming the current status. */
export function conflict(ctx: { t: HandlerContext<OperationId>["t"] }, row: CaseRow): HttpError {
  const status = { en: row.status.nameEn.toLowerCase(), th: row.status.nameTh };
  return new HttpError(409, ctx.t("caseStateConflict", { status, code: row.status.code }));
}

/** A staff member of `unitIds` who is active, or a 400 naming `field`. */
async function activeStaffIn(db: Db | Tx, personId: number, unitIds: number[], field: string): Promise<void> {
  const [member] = await db
    .select({ id: staffMembers.personId })
    .from(staffMembers)
    .where(and(eq(staffMembers.personId, personId), eq(staffMembers.active, true), unitIds.length > 0 ? inArray(staffMembers.unitId, unitIds) : sql`false`));
  if (!member) throw badRequest([fieldError(field, "notStaffOfCaseUnit")]);
}

/** A unit and its sections. */
export async function unitWithSections(db: Db | Tx, unitId: number): Promise<number[]> {
  const children = await db.select({ id: orgUnits.id }).from(orgUnits).where(eq(orgUnits.parentId, unitId));
  return [unitId, ...children.map((c) => c.id)];
}

/** An active unit, or a 400 naming `field`. */
async function activeUnit(db: Db | Tx, unitId: number, field: string): Promise<void> {
  const [unit] = await db.select({ id: orgUnits.id }).from(orgUnits).where(and(eq(orgUnits.id, unitId), eq(orgUnits.active, true)));
  if (!unit) throw badRequest([fieldError(field, "notActiveUnit")]);
}

/** Requires a comment of at least 5 characters (400 naming `field`). */
export function requireComment(comment: string | undefined, field: string): string {
  const text = comment?.trim() ?? "";
  if (text.length < 5) throw badRequest([fieldError(field, "requiredMinChars", { min: 5 })]);
  return text;
}

type Handlers = {
  [K in
    | "createComplaint"
    | "cancelComplaint"
    | "deleteComplaint"
    | "searchComplaints"
    | "countComplaints"
    | "getComplaint"
    | "transitionComplaint"
    | "listComplaintAssignees"
    | "reopenComplaint"
    | "listComplaintNotes"
    | "createComplaintNote"
    | "createComplaintEForm"]: OperationHandler<K>;
};

/** The complaint handlers. */
export function complaintHandlers(deps: HandlerDeps): Handlers {
  const { db, tokens, portalUrl } = deps;
  const scopeOf = (auth: AuthContext) => caseScope(tokens, auth);
  const viewerOf = (auth: AuthContext) => (auth.realm === "staff" ? "staff" : "resident") as "staff" | "resident";
  const auditRequest = <K extends OperationId>(ctx: HandlerContext<K>) => ({
    auth: ctx.auth,
    clientIp: ctx.clientIp,
    requestId: ctx.requestId,
    now: ctx.now,
  });

  /** The caller and the filters of a search or its counts (the units of a `unitId` filter with their sections). */
  async function searchInput(ctx: HandlerContext<"searchComplaints"> | HandlerContext<"countComplaints">, textByIndex: boolean) {
    const auth = signedIn(ctx);
    const scope = scopeOf(auth);
    const search = ctx.body ?? {};
    const unitIds = scope.kind === "staff" && search.unitId !== undefined ? await unitWithSections(db, search.unitId) : null;
    return { auth, filters: searchFilters(scope, search, unitIds, ctx.now, textByIndex) };
  }

  /** The resident's cancel or reopen, in one transaction (the move itself is `applyMove`). */
  async function residentMove<K extends "cancelComplaint" | "reopenComplaint">(ctx: HandlerContext<K>, move: CaseMove, comment: string | null) {
    const auth = signedIn(ctx);
    const scope = scopeOf(auth);
    const row = await db.transaction(async (tx) => {
      const current = await visibleCase(tx, scope, ctx.params.id, ctx.t, true);
      const c = current.complaint;
      // A follower of a case (tracker issue 39 item 2) sees it but does not cancel or reopen another resident's case.
      if (!c.confidential && c.personId !== auth.personId) throw new HttpError(404, ctx.t("complaintNotFound"));
      const refused = () => conflict(ctx, current);
      if (c.confidential || !canMove(move, current.status.code, c.completedAt, ctx.now)) throw refused();
      await applyMove(tx, {
        move,
        current,
        actor: { kind: "resident", personId: auth.personId },
        comment,
        ...(move === "reopen" ? { targetDays: await caseTargetDays(tx, c) } : {}),
        request: auditRequest(ctx),
        portalUrl,
        refused,
      });
      return loadCase(tx, c.id);
    });
    if (!row) throw new Error("complaint vanished after update");
    return { status: 200 as const, body: { success: true, message: "", data: toComplaint(row, "resident", ctx.now, auth.personId) } };
  }

  return {
    createComplaint: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const body = ctx.body;
        checkCaseText(body);
        const [type] = await db.select({ id: complaintTypes.id }).from(complaintTypes).where(eq(complaintTypes.id, body.complaintTypeId));
        if (!type) throw badRequest([fieldError("complaintTypeId", "unknownComplaintType")]);
        const kind = await kindInfo(db, body.complaintKindId, body.complaintTypeId);
        if (kind.confidential) throw badRequest([fieldError("complaintKindId", "whistleblowingKindReport")]);
        const created = await db.transaction(async (tx) => {
          const c = await insertCase(
            tx,
            {
              routing: kindRouting(kind, body.complaintKindId),
              detail: body.detail,
              location: body.location,
              position: body.latitude !== undefined && body.longitude !== undefined ? { latitude: body.latitude, longitude: body.longitude } : null,
              phone: body.phone,
              personId: auth.personId,
              channel: "web",
              actor: { kind: "resident", id: auth.personId },
            },
            ctx.now,
            portalUrl,
          );
          if (body.fileIds?.length) await attachPendingFiles(tx, { fileIds: body.fileIds, uploaderId: auth.personId, caseId: c.id, noteId: null, language: ctx.language });
          const row = await loadCase(tx, c.id);
          if (!row) throw new Error("complaint vanished after insert");
          const answer = { success: true, message: "", data: toComplaint(row, "resident", ctx.now, auth.personId) };
          // The Idempotency-Key with its answer in the filing's transaction: a crash leaves both or neither.
          await ctx.idempotency?.record(tx, 201, answer);
          return { complaintNo: c.complaintNo, answer };
        });
        ctx.log.info({ complaintNo: created.complaintNo }, "complaint filed");
        return { status: 201, body: created.answer };
      },
    },

    cancelComplaint: {
      handle: (ctx) => residentMove(ctx, "cancel", null),
    },

    reopenComplaint: {
      handle: (ctx) => residentMove(ctx, "reopen", requireComment(ctx.body.reason, "reason")),
    },

    deleteComplaint: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        await db.transaction(async (tx) => {
          const own = and(eq(complaints.id, ctx.params.id), eq(complaints.personId, auth.personId));
          const [current] = await tx
            .select({ id: complaints.id, code: complaintStatuses.code, channel: complaints.channel })
            .from(complaints)
            .innerJoin(complaintStatuses, eq(complaintStatuses.id, complaints.statusId))
            .where(own)
            .for("update", { of: complaints });
          if (!current) throw new HttpError(404, ctx.t("complaintNotFound"));
          if ((current.code !== "received" && current.code !== "cancelled") || current.channel !== "web") {
            throw new HttpError(409, ctx.t("deleteOnlyReceivedOrCancelled"));
          }
          await tx.delete(complaints).where(eq(complaints.id, current.id));
          await writeAudit(tx, auditRequest(ctx), { action: "delete", entity: "complaint", entityId: current.id });
        });
        return { status: 200, body: { success: true, message: "" } };
      },
    },

    searchComplaints: {
      async handle(ctx) {
        const statusCode = ctx.body?.statusCode;
        const oneOpenStatus = statusCode !== undefined && OPEN_STATUSES.includes(statusCode);
        const { auth, filters } = await searchInput(ctx, !oneOpenStatus);
        const { offset, limit } = paging(ctx.query);
        // One open status: a unit's few hundred open cases at most, so the page carries the total (a window count over
        // the matches), one statement instead of two; a page past the last one has no row to carry it. Otherwise the
        // matches can be every closed case of the unit: the page reads only its rows in index order and the total is a
        // count of its own.
        const [rows, counted] = await Promise.all([
          searchPage(db, filters, { statusCode, windowTotal: oneOpenStatus, sort: ctx.query.sort ?? "createdAt", dir: ctx.query.dir ?? "desc", offset, limit }),
          oneOpenStatus ? undefined : countMatches(db, filters, statusCode),
        ]);
        const total = counted ?? rows[0]?.total ?? (offset > 0 ? await countMatches(db, filters, statusCode) : 0);
        const viewer = viewerOf(auth);
        return { status: 200, body: { success: true, message: "", total, data: rows.map((r) => toComplaint(r, viewer, ctx.now, auth.personId)) } };
      },
    },

    countComplaints: {
      async handle(ctx) {
        const { filters } = await searchInput(ctx, true);
        const counts = Object.fromEntries(CASE_STATUSES.map((code) => [code, 0])) as Record<CaseStatus, number>;
        for (const r of await countPerStatus(db, filters)) counts[r.code as CaseStatus] = r.n;
        return { status: 200, body: { success: true, message: "", data: counts } };
      },
    },

    getComplaint: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const row = await visibleCase(db, scopeOf(auth), ctx.params.id, ctx.t);
        // A follower (tracker issue 39 item 2) reads another resident's case: no cancel or reopen of it.
        const follower = auth.realm === "person" && !row.complaint.confidential && row.complaint.personId !== auth.personId;
        const detail = await caseDetail(db, row, viewerOf(auth), ctx.now, !follower, auth.personId);
        const data = follower ? { ...detail, canReopenUntil: null } : detail;
        return { status: 200, body: { success: true, message: "", data } };
      },
    },

    transitionComplaint: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const scope = scopeOf(auth);
        const body = ctx.body;
        const move = body.action;
        const row = await db.transaction(async (tx) => {
          const current = await visibleCase(tx, scope, ctx.params.id, ctx.t, true);
          const c = current.complaint;
          // The move table first (409), then the body (400); applyMove checks the table again as it writes.
          if (!canMove(move, current.status.code, c.completedAt, ctx.now)) throw conflict(ctx, current);
          let unitId = c.unitId;
          let assigneeId = c.assigneeId;
          let comment: string | null = body.comment?.trim() || null;
          if (MOVES[move].commentRequired) comment = requireComment(body.comment, "comment");
          if (move === "accept") {
            const staffUnit = scope.kind === "staff" ? (scope.unitIds[0] ?? null) : null;
            unitId = body.unitId ?? c.unitId ?? staffUnit;
            if (unitId === null) throw badRequest([fieldError("unitId", "unitRequiredCaseHasNone")]);
            if (body.unitId !== undefined && body.unitId !== c.unitId) {
              // Routing a case is the complaints centre's job (and administrators'); a unit forwards with a reason.
              if (c.unitId !== null && !(scope.kind === "staff" && scope.all)) {
                throw badRequest([fieldError("unitId", "mustBeCaseUnit")]);
              }
              await activeUnit(tx, body.unitId, "unitId");
            }
            if (body.assigneeId !== undefined) {
              await activeStaffIn(tx, body.assigneeId, await unitWithSections(tx, unitId), "assigneeId");
              assigneeId = body.assigneeId;
            }
          } else if (move === "assign") {
            if (body.assigneeId === undefined) throw badRequest([fieldError("assigneeId", "required")]);
            if (c.unitId === null) throw badRequest([fieldError("assigneeId", "caseHasNoUnit")]);
            await activeStaffIn(tx, body.assigneeId, await unitWithSections(tx, c.unitId), "assigneeId");
            assigneeId = body.assigneeId;
          } else if (move === "forward") {
            if (body.unitId === undefined) throw badRequest([fieldError("unitId", "required")]);
            if (body.unitId === c.unitId) throw badRequest([fieldError("unitId", "alreadyCaseUnit")]);
            await activeUnit(tx, body.unitId, "unitId");
            unitId = body.unitId;
            assigneeId = null;
          }
          await applyMove(tx, {
            move,
            current,
            actor: { kind: "staff", personId: auth.personId },
            comment,
            unitId,
            assigneeId,
            request: auditRequest(ctx),
            portalUrl,
            refused: () => conflict(ctx, current),
          });
          return loadCase(tx, c.id);
        });
        if (!row) throw new Error("complaint vanished after update");
        return { status: 200, body: { success: true, message: "", data: await caseDetail(db, row, "staff", ctx.now) } };
      },
    },

    listComplaintAssignees: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const row = await visibleCase(db, scopeOf(auth), ctx.params.id, ctx.t);
        const unitId = row.complaint.unitId;
        if (unitId === null) return { status: 200, body: { success: true, message: "", data: [] } };
        const unitIds = await unitWithSections(db, unitId);
        const people = await db
          .select({ id: persons.id, title: personProfiles.title, firstname: personProfiles.firstname, lastname: personProfiles.lastname })
          .from(staffMembers)
          .innerJoin(persons, eq(persons.id, staffMembers.personId))
          .leftJoin(personProfiles, eq(personProfiles.personId, persons.id))
          .where(and(eq(staffMembers.active, true), inArray(staffMembers.unitId, unitIds)))
          .orderBy(asc(personProfiles.firstname), asc(persons.id));
        return { status: 200, body: { success: true, message: "", data: people.map((p) => ({ id: p.id, name: fullName(p) })) } };
      },
    },

    listComplaintNotes: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const row = await visibleCase(db, scopeOf(auth), ctx.params.id, ctx.t);
        const notes = await caseNotesOf(db, row.complaint.id, viewerOf(auth), undefined, auth.personId);
        return { status: 200, body: { success: true, message: "", total: notes.length, data: notes } };
      },
    },

    createComplaintNote: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const scope = scopeOf(auth);
        const body = ctx.body;
        const staff = auth.realm === "staff";
        if (!staff && body.internal) throw badRequest([fieldError("internal", "forStaffOnly")]);
        const text = body.body.trim();
        if (!text) throw badRequest([fieldError("body", "blank")]);
        const noteId = await db.transaction(async (tx) => {
          const current = await visibleCase(tx, scope, body.complaintId, ctx.t, true);
          const c = current.complaint;
          // A closed case takes internal staff notes only (tracker issue 39 item 2); nobody writes to its resident any more.
          if (c.closedAt !== null && !(staff && body.internal)) throw conflict(ctx, current);
          const authorKind = staff ? "staff" : c.confidential ? "reporter" : "resident";
          const [note] = await tx
            .insert(caseNotes)
            .values({
              caseId: c.id,
              authorKind,
              authorId: authorKind === "reporter" ? null : auth.personId,
              internal: staff && (body.internal ?? false),
              body: text,
              createdAt: new Date(ctx.now),
            })
            .returning({ id: caseNotes.id });
          if (!note) throw new Error("insert into case_notes returned no row");
          if (body.fileIds?.length) await attachPendingFiles(tx, {
              fileIds: body.fileIds,
              uploaderId: auth.personId,
              caseId: c.id,
              noteId: note.id,
              asReporter: authorKind === "reporter",
              language: ctx.language,
            });
          await tx.update(complaints).set({ updatedAt: new Date(ctx.now) }).where(eq(complaints.id, c.id));
          if (staff) {
            await writeAudit(tx, auditRequest(ctx), {
              action: "create",
              entity: "complaint-note",
              entityId: note.id,
              changes: [
                { field: "complaintId", before: null, after: c.id },
                { field: "internal", before: null, after: body.internal ?? false },
              ],
              confidential: c.confidential,
            });
            if (!body.internal) {
              if (!c.confidential) {
                const event = { caseId: c.id, caseNo: c.complaintNo, kind: caseKindOf(c.serviceId), noteId: note.id };
                await emitWebhookEvent(tx, { type: "case.replied", data: event, now: ctx.now });
              }
              await notifyResident(tx, { caseId: c.id, complaintNo: c.complaintNo, personId: c.personId }, { kind: "reply", body: text }, {
                now: ctx.now,
                portalUrl,
              });
            }
          } else {
            // The officer, or while none is assigned the unit (tracker issue 39 item 1).
            const staffIds = c.assigneeId !== null ? [c.assigneeId] : c.confidential ? [] : await unitStaffIds(tx, c.unitId);
            await notifyStaff(tx, { caseId: c.id, complaintNo: c.complaintNo, staffIds }, "reply", { now: ctx.now, portalUrl });
          }
          return note.id;
        });
        const [note] = await caseNotesOf(db, body.complaintId, viewerOf(auth), noteId, auth.personId);
        if (!note) throw new Error("note vanished after insert");
        return { status: 201, body: { success: true, message: "", data: note } };
      },
    },

    createComplaintEForm: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const body = ctx.body;
        checkCaseText(body);
        const [type] = await db.select({ id: complaintTypes.id }).from(complaintTypes).where(eq(complaintTypes.id, body.complaintTypeId));
        if (!type) throw badRequest([fieldError("complaintTypeId", "unknownComplaintType")]);
        const kind = await kindInfo(db, body.complaintKindId, body.complaintTypeId);
        if (kind.confidential) throw badRequest([fieldError("complaintKindId", "whistleblowingKindRecord")]);
        let phone = body.phone ?? null;
        let contactName: string | null = null;
        if (body.personId !== undefined) {
          const [resident] = await db
            .select({ id: persons.id, phone: personProfiles.phone })
            .from(persons)
            .leftJoin(personProfiles, eq(personProfiles.personId, persons.id))
            .where(and(eq(persons.id, body.personId), eq(persons.realm, "person")));
          if (!resident) throw badRequest([fieldError("personId", "notResidentAccount")]);
          phone = phone ?? resident.phone ?? null;
        } else {
          const errors = [
            ...(body.contactName?.trim() ? [] : [fieldError("contactName", "requiredWithoutPerson")]),
            ...(body.phone ? [] : [fieldError("phone", "requiredWithoutPerson")]),
          ];
          if (errors.length > 0) throw badRequest(errors);
          contactName = body.contactName?.trim() ?? null;
        }
        const created = await db.transaction(async (tx) => {
          const c = await insertCase(
            tx,
            {
              routing: kindRouting(kind, body.complaintKindId),
              detail: body.detail,
              location: body.location,
              phone,
              personId: body.personId ?? null,
              contactName,
              channel: body.channel,
              recordedById: auth.personId,
              actor: { kind: "staff", id: auth.personId },
            },
            ctx.now,
            portalUrl,
          );
          if (body.fileIds?.length) await attachPendingFiles(tx, { fileIds: body.fileIds, uploaderId: auth.personId, caseId: c.id, noteId: null, language: ctx.language });
          await writeAudit(tx, auditRequest(ctx), {
            action: "create",
            entity: "complaint",
            entityId: c.id,
            changes: [
              { field: "complaintNo", before: null, after: c.complaintNo },
              { field: "channel", before: null, after: body.channel },
              { field: "personId", before: null, after: body.personId ?? null },
            ],
            confidential: kind.confidential,
          });
          return c;
        });
        const row = await loadCase(db, created.id);
        if (!row) throw new Error("complaint vanished after insert");
        return { status: 201, body: { success: true, message: "", data: toComplaint(row, "staff", ctx.now) } };
      },
    },
  };
}
