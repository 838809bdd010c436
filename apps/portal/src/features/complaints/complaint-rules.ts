/**
 * What a citizen may do with a complaint (contract: `cancelComplaint` while `received`; `deleteComplaint` while
 * `received` or `cancelled`) and the form rules of `ComplaintCreate`.
 */
import { z } from "zod";
import type { Schemas } from "@eoffice/api-client";
import { choice, phone, text } from "../../lib/contract-rules";

/** A complaint status code (`received`, `in_progress`, `completed`, `rejected`, `cancelled`). */
export type ComplaintStatusCode = Schemas["ComplaintStatusCode"];

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
