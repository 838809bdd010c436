/**
 * The case life cycle (issue 11 item 1; docs/architecture.md "cases"): the one table of allowed moves, the history row
 * of every change, and the resident's notification and e-mail. Complaints use it; e-service requests will too.
 *
 * ```
 * received --accept--> accepted --start--> in_progress --complete--> completed --reopen (resident, 30 days)--> accepted
 *     |  \__________ reject (any open status) ______________________> rejected
 *     |  \__________ forward (any open status, another unit) _______> received
 *     \--cancel (resident)--> cancelled           assign: accepted/in_progress, officer changes
 *     \--merge (staff, a duplicate; any open status)--> cancelled
 * ```
 */
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Tx } from "../db/database";
import {
  caseFollowers,
  caseHistory,
  complaintStatuses,
  complaints,
  INBOX_DESCRIPTION_MAX,
  personProfiles,
  persons,
  staffMembers,
  type CaseAction,
  type CaseActorKind,
  type CaseStatus,
} from "../db/schema";
import { CASE_NO_PREFIX } from "../db/complaint-number";
import { notify } from "../inbox/notify";
import { fitText } from "../lib/text";
import { enqueueEmail } from "../mail/outbox";

/** Days after completion during which the resident can reopen a case. */
export const REOPEN_DAYS = 30;

/** Target time of a kind when none is set, in days (Thai municipalities are assessed on 15). */
export const DEFAULT_TARGET_DAYS = 15;

/** One day in ms. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses in which a case is still open. */
export const OPEN_STATUSES: readonly CaseStatus[] = ["received", "accepted", "in_progress"];

/** What can be done to a case: staff moves, and the resident's cancel and reopen. */
export type CaseMove = "accept" | "assign" | "forward" | "start" | "complete" | "reject" | "cancel" | "reopen" | "merge";

/** A move's rule: from which statuses, to which status (`null` = unchanged), what the history calls it, who. */
interface MoveRule {
  from: readonly CaseStatus[];
  to: CaseStatus | null;
  action: CaseAction;
  by: "staff" | "resident";
  /** A comment of at least 5 characters is required (closing note, reason). */
  commentRequired: boolean;
}

/** The only moves there are; anything else answers 409. */
export const MOVES: Record<CaseMove, MoveRule> = {
  accept: { from: ["received"], to: "accepted", action: "accepted", by: "staff", commentRequired: false },
  assign: { from: ["accepted", "in_progress"], to: null, action: "assigned", by: "staff", commentRequired: false },
  forward: { from: OPEN_STATUSES, to: "received", action: "forwarded", by: "staff", commentRequired: true },
  start: { from: ["accepted"], to: "in_progress", action: "started", by: "staff", commentRequired: false },
  complete: { from: ["in_progress"], to: "completed", action: "completed", by: "staff", commentRequired: true },
  reject: { from: OPEN_STATUSES, to: "rejected", action: "rejected", by: "staff", commentRequired: true },
  cancel: { from: ["received"], to: "cancelled", action: "cancelled", by: "resident", commentRequired: false },
  reopen: { from: ["completed"], to: "accepted", action: "reopened", by: "resident", commentRequired: true },
  // A duplicate closed into its surviving case (tracker issue 39 item 2, `mergeComplaint`); its resident then follows
  // the surviving case.
  merge: { from: OPEN_STATUSES, to: "cancelled", action: "merged", by: "staff", commentRequired: false },
};

/** Whether `move` is allowed from `status` (for the resident's reopen, also within {@link REOPEN_DAYS}). */
export function canMove(move: CaseMove, status: CaseStatus, completedAt: Date | null, now: number): boolean {
  if (!MOVES[move].from.includes(status)) return false;
  if (move === "reopen") return completedAt !== null && now <= completedAt.getTime() + REOPEN_DAYS * DAY_MS;
  return true;
}

/** The moves of `by` allowed now, in display order (a merge is an operation of its own, `mergeComplaint`, not listed). */
export function allowedMoves(by: "staff" | "resident", status: CaseStatus, completedAt: Date | null, now: number): Exclude<CaseMove, "merge">[] {
  return (Object.keys(MOVES) as CaseMove[]).filter(
    (m): m is Exclude<CaseMove, "merge"> => m !== "merge" && MOVES[m].by === by && canMove(m, status, completedAt, now),
  );
}

/**
 * The condition "the case has status `code`", the status found by its id in a sub-select (not by a joined code): the
 * planner then reads a unit's cases of that status in due-date order from complaints_queue_unit_status_due_idx instead
 * of sorting them all.
 * @param code - The status code, or a placeholder of a prepared statement (`cases/search.ts`).
 */
export function hasStatus(code: CaseStatus | SQLWrapper): SQL {
  return eq(complaints.statusId, sql`(select ${complaintStatuses.id} from ${complaintStatuses} where ${complaintStatuses.code} = ${code})`);
}

/** The id of a status row. */
export async function statusIdOf(tx: Tx, code: CaseStatus): Promise<number> {
  const [row] = await tx.select({ id: complaintStatuses.id }).from(complaintStatuses).where(eq(complaintStatuses.code, code));
  if (!row) throw new Error(`complaint status ${code} is not seeded`);
  return row.id;
}

/** One history row to write. */
export interface HistoryInput {
  caseId: number;
  at: number;
  action: CaseAction;
  actorKind: CaseActorKind;
  /** Null for a whistleblower (never stored). */
  actorId: number | null;
  fromStatus: CaseStatus | null;
  toStatus: CaseStatus;
  fromUnitId?: number | null;
  toUnitId?: number | null;
  assigneeId?: number | null;
  comment?: string | null;
}

/** Writes one history row; call it in the change's transaction. */
export async function recordHistory(tx: Tx, entry: HistoryInput): Promise<void> {
  await tx.insert(caseHistory).values({
    caseId: entry.caseId,
    at: new Date(entry.at),
    action: entry.action,
    actorKind: entry.actorKind,
    actorId: entry.actorId,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    fromUnitId: entry.fromUnitId ?? null,
    toUnitId: entry.toUnitId ?? null,
    assigneeId: entry.assigneeId ?? null,
    comment: entry.comment ?? null,
  });
}

/**
 * The name of a status in a language, as the status list stores it (`complaint_statuses`, seeded from
 * `SEED_COMPLAINT_STATUSES`): the one list of status names that pages, e-mails, notifications and exports show
 * (docs/thai-glossary.md section 3).
 */
export async function statusName(tx: Tx, code: CaseStatus, language: "th" | "en"): Promise<string> {
  const [row] = await tx
    .select({ nameTh: complaintStatuses.nameTh, nameEn: complaintStatuses.nameEn })
    .from(complaintStatuses)
    .where(eq(complaintStatuses.code, code));
  if (!row) return code;
  return language === "th" ? row.nameTh : row.nameEn;
}

/** The satisfaction survey's page (issue 12 item 5); `?case=<id>` names the case it is about. */
export const SURVEY_PATH = "/e-service/main/satisfaction";

/** The survey's invitation at the end of a completion's notification and e-mail, by language. */
const SURVEY_INVITATION: Record<"th" | "en", string> = {
  th: "โปรดประเมินความพึงพอใจต่อการให้บริการ:",
  en: "Please tell us how satisfied you are with the service:",
};

/** "Request" for an e-service request (`ER-...`, issue 12), else "Complaint" (the Thai "เรื่อง" names both). */
function caseNoun(complaintNo: string): string {
  return isRequest(complaintNo) ? "Request" : "Complaint";
}

/** Whether a case number is an e-service request's (`ER-...`, issue 12). */
function isRequest(complaintNo: string): boolean {
  return complaintNo.startsWith(`${CASE_NO_PREFIX.request}-`);
}

/** Why the resident is told. */
export type ResidentEvent = { kind: "status"; status: CaseStatus; comment: string | null } | { kind: "reply"; body: string };

/**
 * Tells the resident of a case about a change or a staff reply: a notification in the top bar (`notify`, the
 * contract's `common/notifications`) and an e-mail through the outbox (`enqueueEmail`), in the resident's language.
 * Cases without a resident account (a contact-only e-form case, a confidential report) are not notified.
 * @param target - The case (id, number) and its resident (`persons.id`, null for none).
 * @param event - A status reached (with the move's comment) or a staff reply.
 * @param options - `now`: the time of the event, ms since the epoch; `portalUrl`: the portal's address for the e-mail's links.
 */
export async function notifyResident(
  tx: Tx,
  target: { caseId: number; complaintNo: string; personId: number | null },
  event: ResidentEvent,
  options: { now: number; portalUrl: string },
): Promise<void> {
  // The residents who follow the case (their duplicate was merged into it, tracker issue 39 item 2) are told too.
  const followers = await tx.select({ personId: caseFollowers.personId }).from(caseFollowers).where(eq(caseFollowers.caseId, target.caseId));
  for (const personId of new Set([target.personId, ...followers.map((f) => f.personId)])) {
    if (personId !== null) await notifyOneResident(tx, { ...target, personId }, event, options);
  }
}

/** {@link notifyResident} for one resident. */
async function notifyOneResident(
  tx: Tx,
  target: { caseId: number; complaintNo: string; personId: number },
  event: ResidentEvent,
  options: { now: number; portalUrl: string },
): Promise<void> {
  const [person] = await tx
    .select({
      email: persons.email,
      language: persons.language,
      realm: persons.realm,
      title: personProfiles.title,
      firstname: personProfiles.firstname,
      lastname: personProfiles.lastname,
    })
    .from(persons)
    .leftJoin(personProfiles, eq(personProfiles.personId, persons.id))
    .where(eq(persons.id, target.personId));
  if (!person || person.realm !== "person") return;
  const lang = person.language;
  const path = `/e-service/main/complaints/${target.caseId}`;
  const portal = options.portalUrl.replace(/\/$/, "");
  // A completed case invites the resident to the satisfaction survey (issue 12 item 5): the notification opens it and
  // the e-mail's text ends with its link.
  const surveyPath = event.kind === "status" && event.status === "completed" ? `${SURVEY_PATH}?case=${target.caseId}` : null;
  const status = event.kind === "status" ? await statusName(tx, event.status, lang) : "";
  const title =
    event.kind === "status"
      ? lang === "th"
        ? `เรื่อง ${target.complaintNo}: ${status}`
        : `${caseNoun(target.complaintNo)} ${target.complaintNo}: ${status}`
      : lang === "th"
        ? `เจ้าหน้าที่ตอบเรื่อง ${target.complaintNo}`
        : `A reply on ${caseNoun(target.complaintNo).toLowerCase()} ${target.complaintNo}`;
  const whole = event.kind === "status" ? (event.comment ?? "") : event.body;
  const invitation = surveyPath ? SURVEY_INVITATION[lang] : "";
  // The notification's description holds INBOX_DESCRIPTION_MAX characters: the comment or reply is shortened
  // (with an ellipsis) so that it fits together with the survey's invitation; the e-mail carries it in full.
  const room = INBOX_DESCRIPTION_MAX - (invitation ? invitation.length + 2 : 0);
  const said = fitText(whole, room);
  const shown = invitation ? `${said}${said ? "\n\n" : ""}${invitation}` : said;
  const text = surveyPath ? `${whole}${whole ? "\n\n" : ""}${invitation} ${portal}${surveyPath}` : whole;
  await notify(tx, {
    personId: target.personId,
    title,
    description: shown,
    icon: event.kind === "status" ? "complaints" : "message-circle",
    link: surveyPath ?? path,
    useRouter: true,
    time: options.now,
    event: { kind: event.kind === "status" ? "caseStatus" : "caseReply", portalUrl: options.portalUrl },
  });
  await enqueueEmail(tx, {
    // A request's e-mails speak of a request (คำร้อง), a complaint's of a complaint (เรื่องร้องเรียน): two stored templates each.
    template: isRequest(target.complaintNo)
      ? event.kind === "status"
        ? "request-status-changed"
        : "request-reply"
      : event.kind === "status"
        ? "case-status-changed"
        : "case-reply",
    to: person.email,
    language: lang,
    personId: target.personId,
    data: {
      title: person.title ?? "",
      firstname: person.firstname ?? "",
      lastname: person.lastname ?? "",
      complaintNo: target.complaintNo,
      status,
      text,
      caseUrl: `${portal}${path}`,
    },
    now: options.now,
  });
}

/**
 * What a staff member is told about a case (tracker issue 39 item 1): it arrived in their unit, was assigned or
 * forwarded to them, its resident wrote or reopened it, 80 % of its target time has gone (`due-soon`), or it is overdue.
 */
export type StaffEvent = "arrived" | "assigned" | "forwarded" | "reply" | "reopened" | "due-soon" | "overdue";

/** The titles of a staff notice, by event and language; `{no}` is the case number. */
const STAFF_EVENT_TEXT: Record<StaffEvent, Record<"th" | "en", string>> = {
  arrived: { th: "เรื่องใหม่เข้าหน่วยงาน: {no}", en: "New case in your unit: {no}" },
  assigned: { th: "มอบหมายเรื่อง {no} ให้ท่าน", en: "Case {no} is assigned to you" },
  forwarded: { th: "ส่งต่อเรื่อง {no} มาที่หน่วยงานของท่าน", en: "Case {no} was forwarded to your unit" },
  reply: { th: "ผู้ยื่นเรื่องตอบกลับเรื่อง {no}", en: "The complainant wrote on {no}" },
  reopened: { th: "ผู้ยื่นเรื่องขอให้ดำเนินการเรื่อง {no} ใหม่", en: "The complainant reopened {no}" },
  "due-soon": { th: "เรื่อง {no} ใกล้ถึงกำหนดแล้วเสร็จ (ใช้เวลาเกินร้อยละ 80)", en: "Case {no} is nearly due (over 80 % of its time)" },
  overdue: { th: "เรื่อง {no} เกินกำหนดแล้วเสร็จ", en: "Case {no} is overdue" },
};

/** The icons of the staff notices in the top bar. */
const STAFF_EVENT_ICON: Record<StaffEvent, string> = {
  arrived: "inbox",
  assigned: "user",
  forwarded: "complaints",
  reply: "mail",
  reopened: "history",
  "due-soon": "calendar",
  overdue: "triangle-alert",
};

/** The active staff members of a unit itself (not its sections): whom a case arriving there is told about. */
export async function unitStaffIds(tx: Tx, unitId: number | null): Promise<number[]> {
  if (unitId === null) return [];
  const rows = await tx
    .select({ id: staffMembers.personId })
    .from(staffMembers)
    .where(and(eq(staffMembers.unitId, unitId), eq(staffMembers.active, true)));
  return rows.map((r) => r.id);
}

/**
 * Tells staff members about a case (tracker issue 39 item 1): a top-bar notification through `notify` for each, in
 * their language, and an e-mail through `enqueueEmail` (template `staff-case-notice`) to those who chose it
 * (`persons.email_preferences.staffWork`). Nothing for a person who no longer exists; each recipient once.
 * @param target - The case (id and number) and the staff members (`persons.id`).
 * @param event - What happened.
 * @param options - `now`: the time of the event, ms since the epoch; `portalUrl`: the portal's address for the e-mail's link.
 */
export async function notifyStaff(
  tx: Tx,
  target: { caseId: number; complaintNo: string; staffIds: readonly number[] },
  event: StaffEvent,
  options: { now: number; portalUrl: string },
): Promise<void> {
  const ids = [...new Set(target.staffIds)];
  if (ids.length === 0) return;
  const path = `/mwp/complaints/${target.caseId}`;
  const title = {
    th: STAFF_EVENT_TEXT[event].th.replace("{no}", target.complaintNo),
    en: STAFF_EVENT_TEXT[event].en.replace("{no}", target.complaintNo),
  };
  const people = await tx
    .select({
      id: persons.id,
      email: persons.email,
      language: persons.language,
      title: personProfiles.title,
      firstname: personProfiles.firstname,
      lastname: personProfiles.lastname,
    })
    .from(persons)
    .leftJoin(personProfiles, eq(personProfiles.personId, persons.id))
    .where(and(inArray(persons.id, ids), eq(persons.realm, "staff")));
  for (const person of people) {
    await notify(tx, { personId: person.id, title, icon: STAFF_EVENT_ICON[event], link: path, useRouter: true, time: options.now });
    await enqueueEmail(tx, {
      template: "staff-case-notice",
      to: person.email,
      language: person.language,
      personId: person.id,
      data: {
        title: person.title ?? "",
        firstname: person.firstname ?? "",
        lastname: person.lastname ?? "",
        complaintNo: target.complaintNo,
        event: title[person.language],
        caseUrl: `${options.portalUrl.replace(/\/$/, "")}${path}`,
      },
      now: options.now,
    });
  }
}
