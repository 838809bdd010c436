/**
 * What a citizen may do with a complaint (contract: `cancelComplaint` while `received`; `deleteComplaint` while
 * `received` or `cancelled`), which statuses are still open (issue 11: the resident sees the expected date of an
 * open case), which complaint types are confidential (whistleblowing, not offered on the ordinary form), the
 * attachment limits (issue 11 item 4) and the form rules of `ComplaintCreate`.
 */
import * as z from "zod/mini";
import type { Schemas } from "@eoffice/api-client";
import { choice, phone, text } from "../../lib/contract-rules";
import { E_SERVICE_HOME } from "../../routing/e-service-home";

/** The address of a resident's case page (`/e-service/main/complaints/{id}`). */
export function casePath(id: number): string {
  return `${E_SERVICE_HOME}/complaints/${id}`;
}

/** A complaint status code (`received`, `accepted`, `in_progress`, `completed`, `rejected`, `cancelled`). */
export type ComplaintStatusCode = Schemas["ComplaintStatusCode"];

/** Every status code, in life-cycle order (contract `ComplaintStatusCode`). */
export const STATUS_CODES: readonly ComplaintStatusCode[] = [
  "received",
  "accepted",
  "in_progress",
  "completed",
  "rejected",
  "cancelled",
];

/** Whether a string is a status code (for example a `?status=` query parameter). */
export function isStatusCode(value: string | null | undefined): value is ComplaintStatusCode {
  return typeof value === "string" && (STATUS_CODES as readonly string[]).includes(value);
}

/**
 * Whether a case in this status is still open (`received`, `accepted`, `in_progress`): only open cases have an
 * expected date and can be overdue (contract `Complaint.dueAt`, `Complaint.overdue`).
 */
export function isOpenStatus(status: ComplaintStatusCode): boolean {
  return status === "received" || status === "accepted" || status === "in_progress";
}

/**
 * Whether a complaint type is confidential (`ComplaintType.confidential`: whistleblowing, corruption and misconduct by
 * officials). Its kinds are reported through `POST /v1/Whistleblowing` (the reporter's identity is never stored in
 * clear), never through the ordinary complaint form.
 */
export function isConfidentialType(type: Pick<Schemas["ComplaintType"], "confidential">): boolean {
  return type.confidential;
}

/** Most attachments of one submission (contract `FileIds`, `maxItems`). */
export const ATTACHMENT_MAX_FILES = 5;

/** Whether the citizen may cancel a complaint in this status (only `received`). */
export function canCancel(status: ComplaintStatusCode): boolean {
  return status === "received";
}

/** Whether the citizen may delete a complaint in this status (`received` or `cancelled`). */
export function canDelete(status: ComplaintStatusCode): boolean {
  return status === "received" || status === "cancelled";
}

/** The rules of `ComplaintCreate`: type and kind chosen, detail 10-2000, location 3-300, phone pattern. */
export const complaintFormSchema = z.object({
  complaintTypeId: choice,
  complaintKindId: choice,
  detail: text(10, 2000),
  location: text(3, 300),
  phone,
});
