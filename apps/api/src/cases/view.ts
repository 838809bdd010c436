/**
 * How a case is shown (contract `Complaint`, `ComplaintDetail`, `CaseHistoryEntry`, `ComplaintNote`): the one mapping
 * from rows to answers, with what each viewer may see. Residents never get staff names, internal notes or another
 * person's details; nobody gets a confidential reporter's identity (it is not stored).
 */
import { aliasedTable, and, asc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import type { Db, Tx } from "../db/database";
import { bookingOfCase } from "./booking";
import { listFilesOfNotes } from "../files/storage";
import {
  caseHistory,
  caseNotes,
  complaintStatuses,
  complaints,
  eServices,
  orgUnits,
  personProfiles,
  persons,
  type CaseStatus,
} from "../db/schema";
import { allowedMoves, DAY_MS, OPEN_STATUSES, REOPEN_DAYS, type CaseMove } from "./lifecycle";

/** Who looks: staff see names and contacts, residents (and reporters) do not. */
export type Viewer = "staff" | "resident";

/** The columns of `complaints` but `search_text` (what the text filter searches; never answered). */
const { searchText: _searchText, ...complaintColumns } = getTableColumns(complaints);

/**
 * Columns of a case row: the case, and its status, unit, service and assignee each as one JSON object read by a scalar
 * sub-select (null when the case has none). Sub-selects instead of joins: the planner plans each as a one-table
 * lookup, not a five-table join, and PostgreSQL runs them only for the rows answered (after ORDER BY and LIMIT).
 * On the queue's search over 100,000 cases that halved the planning time (1.35 to 0.65 ms) and cut the execution
 * from 1.45 to 1.1 ms (bench/queue.mjs).
 */
export const caseColumns = {
  complaint: complaintColumns,
  status: sql<CaseRow["status"]>`(select json_build_object('id', ${complaintStatuses.id}, 'code', ${complaintStatuses.code}, 'nameTh', ${complaintStatuses.nameTh}, 'nameEn', ${complaintStatuses.nameEn}, 'orderNo', ${complaintStatuses.orderNo}, 'isFinal', ${complaintStatuses.isFinal}) from ${complaintStatuses} where ${complaintStatuses.id} = ${complaints.statusId})`,
  unit: sql<CaseRow["unit"]>`(select json_build_object('id', ${orgUnits.id}, 'nameTh', ${orgUnits.nameTh}, 'nameEn', ${orgUnits.nameEn}) from ${orgUnits} where ${orgUnits.id} = ${complaints.unitId})`,
  service: sql<CaseRow["service"]>`(select json_build_object('id', ${eServices.id}, 'code', ${eServices.code}, 'nameTh', ${eServices.nameTh}, 'nameEn', ${eServices.nameEn}) from ${eServices} where ${eServices.id} = ${complaints.serviceId})`,
  // Written qualified: drizzle leaves the columns of a one-table select unqualified, which would name the survivor's own.
  duplicateOf: sql<CaseRow["duplicateOf"]>`(select json_build_object('id', survivor.id, 'complaintNo', survivor.complaint_no) from ${complaints} survivor where survivor.id = ${sql.raw('"complaints"."duplicate_of_id"')})`,
  assignee: sql<CaseRow["assignee"]>`(select json_build_object('id', ${personProfiles.personId}, 'title', ${personProfiles.title}, 'firstname', ${personProfiles.firstname}, 'lastname', ${personProfiles.lastname}) from ${personProfiles} where ${personProfiles.personId} = ${complaints.assigneeId})`,
};

/** A case row as {@link selectCases} returns it. */
export interface CaseRow {
  complaint: Omit<typeof complaints.$inferSelect, "searchText">;
  status: typeof complaintStatuses.$inferSelect;
  unit: { id: number; nameTh: string; nameEn: string } | null;
  /** The service of an e-service request (issue 12); null for a complaint. */
  service: { id: number; code: string; nameTh: string; nameEn: string } | null;
  assignee: { id: number; title: string; firstname: string; lastname: string } | null;
  /** The surviving case a duplicate was merged into (tracker issue 39 item 2); null otherwise. */
  duplicateOf: { id: number; complaintNo: string } | null;
}

/**
 * Cases with their status, unit, service and assignee, filtered by `where` (conditions on `complaints`).
 * @param extra - More columns of each row (for example a window function's total).
 */
export function selectCases<Extra extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(db: Db | Tx, where: SQL | undefined, extra: Extra = {} as Extra) {
  return db
    .select({ ...caseColumns, ...extra })
    .from(complaints)
    .where(where);
}

/**
 * One case by id, optionally only if `visible` holds (the caller's scope, `cases/access.ts`), optionally locked for
 * update.
 */
export async function loadCase(db: Db | Tx, id: number, lock = false, visible?: SQL): Promise<CaseRow | undefined> {
  const q = selectCases(db, and(eq(complaints.id, id), visible)).limit(1);
  const [row] = lock ? await q.for("update", { of: complaints }) : await q;
  return row as CaseRow | undefined;
}

/** "นายสมศักดิ์ แก้วมณี" (a Thai title joins the first name) or "Mr James Wilson". */
export function fullName(p: { title: string | null; firstname: string | null; lastname: string | null }): string {
  const title = p.title ?? "";
  const joiner = /[\u0E00-\u0E7F]$/.test(title) || title === "" ? "" : " ";
  return `${title}${joiner}${p.firstname ?? ""} ${p.lastname ?? ""}`.trim();
}

/**
 * Whether `viewer` may read the identifiers of the person who filed the case (person id, phone, the form's data):
 * staff always, a resident only on their own case, never on a case they follow after a merge (tracker issue 39
 * item 8).
 * @param viewerId - The resident's person id; null for staff, or when unknown (then nothing of the filer is shown).
 */
function seesFiler(row: CaseRow, viewer: Viewer, viewerId: number | null): boolean {
  return viewer === "staff" || (viewerId !== null && row.complaint.personId === viewerId);
}

/**
 * The contract's `Complaint` for `viewer`.
 * @param viewerId - The resident reading (their person id): another person's identifiers are left out. @default null
 */
export function toComplaint(row: CaseRow, viewer: Viewer, now: number, viewerId: number | null = null): Schemas["Complaint"] {
  const c = row.complaint;
  const s = row.status;
  const open = OPEN_STATUSES.includes(s.code);
  const filer = !c.confidential && seesFiler(row, viewer, viewerId);
  return {
    id: c.id,
    complaintNo: c.complaintNo,
    caseKind: c.serviceId === null ? "complaint" : "request",
    service: row.service ? { id: row.service.id, code: row.service.code, name: { th: row.service.nameTh, en: row.service.nameEn } } : null,
    complaintTypeId: c.complaintTypeId,
    complaintKindId: c.complaintKindId,
    detail: c.detail,
    location: c.location,
    latitude: c.latitude,
    longitude: c.longitude,
    phone: filer ? c.phone : null,
    status: { id: s.id, code: s.code, nameTh: s.nameTh, nameEn: s.nameEn, orderNo: s.orderNo, isFinal: s.isFinal },
    personId: filer ? c.personId : null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    cancelledAt: c.cancelledAt ? c.cancelledAt.toISOString() : null,
    dueAt: c.dueAt.toISOString(),
    overdue: open && now > c.dueAt.getTime(),
    channel: c.channel,
    confidential: c.confidential,
    unit: row.unit,
    assignee: viewer === "staff" && row.assignee ? { id: row.assignee.id, name: fullName(row.assignee) } : null,
    reopenCount: c.reopenCount,
    completedAt: c.completedAt ? c.completedAt.toISOString() : null,
    closedAt: c.closedAt ? c.closedAt.toISOString() : null,
    priority: c.priority,
    duplicateOf: row.duplicateOf,
  };
}

const fromUnits = aliasedTable(orgUnits, "from_units");
const toUnits = aliasedTable(orgUnits, "to_units");
const actorProfiles = aliasedTable(personProfiles, "actor_profiles");
const historyAssignees = aliasedTable(personProfiles, "history_assignees");

/** The history of a case, oldest first, for `viewer`. */
export async function caseHistoryOf(db: Db | Tx, caseId: number, viewer: Viewer): Promise<Schemas["CaseHistoryEntry"][]> {
  const rows = await db
    .select({
      h: caseHistory,
      fromUnit: { id: fromUnits.id, nameTh: fromUnits.nameTh, nameEn: fromUnits.nameEn },
      toUnit: { id: toUnits.id, nameTh: toUnits.nameTh, nameEn: toUnits.nameEn },
      actor: { title: actorProfiles.title, firstname: actorProfiles.firstname, lastname: actorProfiles.lastname },
      assignee: {
        id: historyAssignees.personId,
        title: historyAssignees.title,
        firstname: historyAssignees.firstname,
        lastname: historyAssignees.lastname,
      },
    })
    .from(caseHistory)
    .leftJoin(fromUnits, eq(fromUnits.id, caseHistory.fromUnitId))
    .leftJoin(toUnits, eq(toUnits.id, caseHistory.toUnitId))
    .leftJoin(actorProfiles, eq(actorProfiles.personId, caseHistory.actorId))
    .leftJoin(historyAssignees, eq(historyAssignees.personId, caseHistory.assigneeId))
    .where(eq(caseHistory.caseId, caseId))
    .orderBy(asc(caseHistory.at), asc(caseHistory.id));
  return rows.map(({ h, fromUnit, toUnit, actor, assignee }) => ({
    id: h.id,
    at: h.at.toISOString(),
    action: h.action,
    actorKind: h.actorKind,
    actorName: viewer === "staff" && h.actorKind === "staff" && actor ? fullName(actor) : null,
    fromStatus: h.fromStatus,
    toStatus: h.toStatus,
    fromUnit,
    toUnit,
    assignee: viewer === "staff" && assignee ? { id: assignee.id, name: fullName(assignee) } : null,
    comment: h.comment,
  }));
}

/** The complainant's contact details for staff (never for a confidential case). */
async function contactOf(db: Db | Tx, row: CaseRow): Promise<Schemas["CaseContact"] | null> {
  const c = row.complaint;
  if (c.confidential) return null;
  if (c.personId !== null) {
    const [p] = await db
      .select({ email: persons.email, closedAt: persons.closedAt, title: personProfiles.title, firstname: personProfiles.firstname, lastname: personProfiles.lastname })
      .from(persons)
      .leftJoin(personProfiles, eq(personProfiles.personId, persons.id))
      .where(eq(persons.id, c.personId));
    // A closed account (issue 15, PDPA) has no name or address left: the case keeps only what was filed with it.
    if (!p || p.closedAt !== null) return { name: "", phone: c.phone, email: null };
    return { name: fullName(p), phone: c.phone, email: p.email };
  }
  return { name: c.contactName ?? "", phone: c.phone, email: null };
}

/**
 * The contract's `ComplaintDetail`: the case, its history, the contact (staff), and what `viewer` may do now.
 * @param residentCanAct - False for a whistleblower following with a tracking code (no cancel or reopen).
 * @param viewerId - The resident reading (their person id); on a case they only follow (a merged duplicate's resident)
 *   the answer carries no identifier of the person who filed it: no person id, phone or form data (tracker issue 39
 *   item 8). @default null (nothing of the filer for a resident)
 */
export async function caseDetail(
  db: Db | Tx,
  row: CaseRow,
  viewer: Viewer,
  now: number,
  residentCanAct = true,
  viewerId: number | null = null,
): Promise<Schemas["ComplaintDetail"]> {
  const c = row.complaint;
  const filer = seesFiler(row, viewer, viewerId);
  const status = row.status.code as CaseStatus;
  const moves: Exclude<CaseMove, "merge">[] =
    viewer === "staff"
      ? allowedMoves("staff", status, c.completedAt, now)
      : residentCanAct && !c.confidential
        ? allowedMoves("resident", status, c.completedAt, now)
        : [];
  return {
    ...toComplaint(row, viewer, now, viewerId),
    history: await caseHistoryOf(db, c.id, viewer),
    contact: viewer === "staff" ? await contactOf(db, row) : null,
    allowedActions: moves,
    canReopenUntil: status === "completed" && c.completedAt ? new Date(c.completedAt.getTime() + REOPEN_DAYS * DAY_MS).toISOString() : null,
    formData: filer ? (c.formData ?? null) : null,
    booking: c.serviceId === null || !filer ? null : await bookingOfCase(db, c.id),
  };
}

const noteAuthors = aliasedTable(personProfiles, "note_authors");

/**
 * The notes of a case with their files, oldest first; residents and reporters do not get internal notes.
 * @param noteId - Only this note (the answer of a new note). @default every note of the case
 * @param viewerId - The resident reading: another resident's notes come without the author's name (a follower of a
 *   merged case, tracker issue 39 item 8). @default null (no resident author named to a resident)
 */
export async function caseNotesOf(
  db: Db | Tx,
  caseId: number,
  viewer: Viewer,
  noteId?: number,
  viewerId: number | null = null,
): Promise<Schemas["ComplaintNote"][]> {
  const where = and(
    eq(caseNotes.caseId, caseId),
    viewer === "staff" ? undefined : eq(caseNotes.internal, false),
    noteId === undefined ? undefined : eq(caseNotes.id, noteId),
  );
  const rows = await db
    .select({
      n: caseNotes,
      author: { title: noteAuthors.title, firstname: noteAuthors.firstname, lastname: noteAuthors.lastname },
    })
    .from(caseNotes)
    .leftJoin(noteAuthors, eq(noteAuthors.personId, caseNotes.authorId))
    .where(where)
    .orderBy(asc(caseNotes.createdAt), asc(caseNotes.id));
  const ids = rows.map((r) => r.n.id);
  const attached = await listFilesOfNotes(db, ids);
  return rows.map(({ n, author }) => ({
    id: n.id,
    complaintId: n.caseId,
    authorKind: n.authorKind,
    authorName:
      n.authorKind === "reporter" || !author
        ? null
        : viewer !== "staff" && (n.authorKind === "staff" || n.authorId !== viewerId)
          ? null
          : fullName(author),
    internal: n.internal,
    body: n.body,
    createdAt: n.createdAt.toISOString(),
    files: attached.filter((f) => f.noteId === n.id),
  }));
}
