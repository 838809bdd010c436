/**
 * The one status move of a case (docs/architecture.md "case moves"; contract `transitionComplaint`,
 * `cancelComplaint`, `reopenComplaint`; docs/spec/portal-spec.md section 4): {@link applyMove} is the only code that
 * writes `complaints.status_id` after filing. Complaints, e-service requests and whistleblowing reports are all
 * moved through it (one `complaints` table, one move table `MOVES` in `./lifecycle.ts`).
 */
import { and, eq } from "drizzle-orm";
import { writeAudit, type AuditRequest } from "../audit/audit";
import type { Tx } from "../db/database";
import { complaints, type AuditChange, type CaseStatus } from "../db/schema";
import { caseKindOf, emitWebhookEvent } from "../webhooks/events";
import { freeBooking } from "./booking";
import { canMove, DAY_MS, MOVES, notifyResident, notifyStaff, recordHistory, statusIdOf, unitStaffIds, type CaseMove } from "./lifecycle";

/** Statuses that close a case (`closed_at` is set when one is reached). */
const CLOSING_STATUSES: readonly CaseStatus[] = ["completed", "rejected", "cancelled"];

/** The case a move starts from, as read in the move's transaction under its row lock (`loadCase(tx, id, true)`). */
export interface MovingCase {
  complaint: {
    id: number;
    complaintNo: string;
    /** The resident, told of a staff move; null for a contact-only case or a confidential report. */
    personId: number | null;
    /** The status row's id when read: the UPDATE changes the case only if it still has it. */
    statusId: number;
    unitId: number | null;
    assigneeId: number | null;
    reopenCount: number;
    completedAt: Date | null;
    confidential: boolean;
    /** The e-service of a request; null for a complaint (the kind webhook events name). */
    serviceId: number | null;
  };
  /** The status code when read (`status.code` of a `CaseRow`). */
  status: { code: CaseStatus };
}

/** One move to apply. */
export interface MoveInput {
  move: CaseMove;
  /** The case before the move. */
  current: MovingCase;
  /** Who moves it: staff (`transitionComplaint`) or the resident (cancel, reopen). */
  actor: { kind: "staff" | "resident"; personId: number };
  /** The move's comment (closing note, reason; already checked by the caller), or null. */
  comment: string | null;
  /** The case's unit after the move (accept, forward). @default unchanged (not written) */
  unitId?: number | null;
  /** The case's officer after the move (accept, assign, forward). @default unchanged (not written) */
  assigneeId?: number | null;
  /** Reopen only: the case's target time, in days, from which the new due date is counted. */
  targetDays?: number;
  /** The request, for the audit entry; `now` (ms since the epoch) is the time of the move. */
  request: AuditRequest;
  /** The portal's address, for the links of the resident's e-mail. */
  portalUrl: string;
  /**
   * The error thrown when the move table does not allow the move from the case's status, or the case no longer has
   * the status it was read with (the handlers' 409 naming the current status).
   */
  refused: () => Error;
}

/** What a move did. */
export interface MoveResult {
  from: CaseStatus;
  to: CaseStatus;
}

/**
 * Moves a case: checks that `MOVES` allows the move from the case's status (`canMove`, with the 30-day window of a
 * reopen), writes the new status and the dates the move sets (`completed_at`, `closed_at`, `cancelled_at`; a reopen
 * clears them, counts `reopen_count` and sets a new `due_at`) with the unit and officer given, only if the case still
 * has the status it was read with; frees the booking of a request that is cancelled or rejected; writes the
 * `case_history` row and the audit entry (the whistleblowing log for a confidential case); and tells whom the move
 * concerns: a staff move that changes the status notifies the resident (top bar and e-mail), a resident's reopen
 * notifies the assigned officer. Call it inside the transaction that read `current` under its row lock.
 *
 * @throws the error of `refused()` when the move is not allowed from the case's status, or the status changed
 *   since `current` was read.
 * @throws Error when a reopen comes without `targetDays` (a programming error).
 */
export async function applyMove(tx: Tx, input: MoveInput): Promise<MoveResult> {
  const { move, actor, comment, request } = input;
  const c = input.current.complaint;
  const from = input.current.status.code;
  const now = request.now;
  if (!canMove(move, from, c.completedAt, now)) throw input.refused();
  const rule = MOVES[move];
  const to = rule.to ?? from;
  const unitId = input.unitId === undefined ? c.unitId : input.unitId;
  const assigneeId = input.assigneeId === undefined ? c.assigneeId : input.assigneeId;
  const reopen = move === "reopen";
  if (reopen && input.targetDays === undefined) throw new Error("applyMove(reopen): targetDays is required");
  const at = new Date(now);
  const moved = await tx
    .update(complaints)
    .set({
      statusId: await statusIdOf(tx, to),
      ...(input.unitId === undefined ? {} : { unitId }),
      ...(input.assigneeId === undefined ? {} : { assigneeId }),
      updatedAt: at,
      ...(to === "completed" ? { completedAt: at } : {}),
      ...(CLOSING_STATUSES.includes(to) ? { closedAt: at } : {}),
      ...(to === "cancelled" ? { cancelledAt: at } : {}),
      ...(reopen
        ? { reopenCount: c.reopenCount + 1, completedAt: null, closedAt: null, dueAt: new Date(now + (input.targetDays ?? 0) * DAY_MS) }
        : {}),
    })
    .where(and(eq(complaints.id, c.id), eq(complaints.statusId, c.statusId)))
    .returning({ id: complaints.id });
  if (moved.length !== 1) throw input.refused();
  await freeBooking(tx, c.id, to);
  await recordHistory(tx, {
    caseId: c.id,
    at: now,
    action: rule.action,
    actorKind: actor.kind,
    actorId: actor.personId,
    fromStatus: from,
    toStatus: to,
    fromUnitId: unitId !== c.unitId ? c.unitId : null,
    toUnitId: unitId !== c.unitId ? unitId : null,
    assigneeId: assigneeId !== c.assigneeId ? assigneeId : null,
    comment,
  });
  const changes: AuditChange[] = [
    ...(to !== from ? [{ field: "status", before: from, after: to }] : []),
    ...(reopen ? [{ field: "reopenCount", before: c.reopenCount, after: c.reopenCount + 1 }] : []),
    ...(unitId !== c.unitId ? [{ field: "unitId", before: c.unitId, after: unitId }] : []),
    ...(assigneeId !== c.assigneeId ? [{ field: "assigneeId", before: c.assigneeId, after: assigneeId }] : []),
    // A staff move's comment is part of the change (never the text of a confidential one); a resident's reason is in the history.
    ...(comment && actor.kind === "staff" ? [{ field: "comment", before: null, after: c.confidential ? "(confidential)" : comment }] : []),
  ];
  await writeAudit(tx, request, {
    action: to !== from ? "status-change" : "update",
    entity: "complaint",
    entityId: c.id,
    changes,
    confidential: c.confidential,
  });
  // Other systems (tracker issue 41 item 3; docs/webhooks.md): a status change, and a closing, of a case that is not confidential.
  if (to !== from && !c.confidential) {
    const target = { caseId: c.id, caseNo: c.complaintNo, kind: caseKindOf(c.serviceId) };
    await emitWebhookEvent(tx, { type: "case.status_changed", data: { ...target, previousStatus: from, status: to }, now });
    if (CLOSING_STATUSES.includes(to)) await emitWebhookEvent(tx, { type: "case.closed", data: { ...target, status: to }, now });
  }
  const told = { now, portalUrl: input.portalUrl };
  const target = { caseId: c.id, complaintNo: c.complaintNo };
  if (actor.kind === "staff" && to !== from) {
    await notifyResident(tx, { ...target, personId: c.personId }, { kind: "status", status: to, comment }, told);
  } else if (reopen && c.assigneeId !== null) {
    await notifyStaff(tx, { ...target, staffIds: [c.assigneeId] }, "reopened", told);
  }
  // Tracker issue 39 item 1: the staff whom the move hands the case to are told (never the one who moved it); a
  // confidential report's unit is not told (integrity officers only see it), its officer is.
  const others = (ids: number[]) => ids.filter((id) => id !== actor.personId);
  if (actor.kind === "staff" && assigneeId !== null && assigneeId !== c.assigneeId) {
    await notifyStaff(tx, { ...target, staffIds: others([assigneeId]) }, "assigned", told);
  } else if (actor.kind === "staff" && unitId !== c.unitId && assigneeId === null && !c.confidential) {
    await notifyStaff(tx, { ...target, staffIds: others(await unitStaffIds(tx, unitId)) }, move === "forward" ? "forwarded" : "arrived", told);
  }
  return { from, to };
}
