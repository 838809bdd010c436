/**
 * Queries and mutations of one complaint case (issue 11; contract tags `complaint` and `file`): the case with its
 * history and allowed actions, its notes thread, its files, the watermarked file bytes, and the changes a resident
 * or a staff member makes. Every change refreshes the case, its notes and files, and every complaint search (the
 * resident's list and the staff queue, {@link COMPLAINT_LIST_QUERIES}).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { pxClient } from "../../api/client";
import { api } from "../../api/query";
import { unwrap } from "../../api/errors";
import { useSession } from "../../session/session";
import { COMPLAINT_LIST_QUERIES } from "./complaint-queries";

/** A case as `GET /v1/Complaint/{id}` answers it. */
export type ComplaintDetail = Schemas["ComplaintDetail"];
/** One note of the thread. */
export type ComplaintNote = Schemas["ComplaintNote"];
/** One stored file. */
export type StoredFile = Schemas["StoredFile"];
/** An action of `allowedActions`. */
export type CaseAction = ComplaintDetail["allowedActions"][number];
/** A staff action of `POST /v1/Complaint/{id}/transition`. */
export type StaffCaseAction = Schemas["ComplaintTransition"]["action"];

/** Query-key prefixes of one case (openapi-react-query keys are `[method, path, init]`). */
export const CASE_KEYS = {
  complaint: (id: number) => ["get", "/v1/Complaint/{id}", { params: { path: { id } } }] as const,
  notes: (id: number) => ["get", "/v1/ComplaintNote/listByComplaint/{id}", { params: { path: { id } } }] as const,
  files: (id: number) => ["get", "/v1/ESFilepublic/linkType/{linkType}/linkId/{id}", { params: { path: { linkType: "es", id } } }] as const,
  assignees: (id: number) => ["get", "/v1/Complaint/{id}/assignees", { params: { path: { id } } }] as const,
} as const;

/** Watermarked file bytes change only with the day and the viewer: kept for 30 minutes. */
const FILE_STALE_MS = 30 * 60_000;

/** Width in px of the thumbnails asked from `GET /v1/ESFilepublic/watermark/{id}`. */
export const THUMBNAIL_WIDTH = 320;

/** Whether a failed change is a 409 (the case changed meanwhile, or the action is not allowed in its status). */
export function isConflict(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { status?: unknown }).status === 409;
}

/** Whether a failed call is a 404 (no such case, or not the viewer's: the API does not tell them apart). */
export function isNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { status?: unknown }).status === 404;
}

/**
 * The case: facts, history, contact (staff), allowed actions (`GET /v1/Complaint/{id}`). A failure is a
 * `CallError` (`unwrap`), whose `status` tells a 404 (no such case, or not the viewer's) from other failures.
 */
export function useComplaint(id: number) {
  return useQuery({ ...complaintQuery(id), select: (answer) => answer.data });
}

/** The query options of {@link useComplaint}, also started by the case page's first-render calls (`case-calls.ts`). */
export const complaintQuery = (id: number) => ({
  queryKey: CASE_KEYS.complaint(id),
  queryFn: () => unwrap(pxClient.GET("/v1/Complaint/{id}", { params: { path: { id } } })),
});

/** The notes thread, oldest first, each with its files (`GET /v1/ComplaintNote/listByComplaint/{id}`). */
export function useComplaintNotes(id: number) {
  return useQuery({ ...complaintNotesQuery(id), select: (answer) => answer.data });
}

/** The query options of {@link useComplaintNotes}, also started by the case page's first-render calls. */
export const complaintNotesQuery = (id: number) => api.queryOptions("get", "/v1/ComplaintNote/listByComplaint/{id}", { params: { path: { id } } });

/** Every file of the case the caller may see, oldest first (`GET /v1/ESFilepublic/linkType/es/linkId/{id}`). */
export function useCaseFiles(id: number) {
  return useQuery({ ...caseFilesQuery(id), select: (answer) => answer.data });
}

/** The query options of {@link useCaseFiles}, also started by the case page's first-render calls. */
export const caseFilesQuery = (id: number) =>
  api.queryOptions("get", "/v1/ESFilepublic/linkType/{linkType}/linkId/{id}", { params: { path: { linkType: "es", id } } });

/**
 * Query options of a watermarked file's bytes as a `Blob` (`GET /v1/ESFilepublic/watermark/{id}`, through the typed
 * client so that the token and language headers are sent): a thumbnail when `width` is given, else the full file.
 * @param fileId - The file.
 * @param width - Thumbnail width in px (images only). @default the full file
 */
export function fileBlobQuery(fileId: string, width?: number) {
  return {
    ...api.queryOptions("get", "/v1/ESFilepublic/watermark/{id}", {
      params: { path: { id: fileId }, query: width === undefined ? {} : { width } },
      parseAs: "blob",
    }),
    staleTime: FILE_STALE_MS,
  };
}

/** Staff members who can be assigned the case (`GET /v1/Complaint/{id}/assignees`), asked only when `enabled`. */
export function useCaseAssignees(id: number, enabled: boolean) {
  return api.useQuery(
    "get",
    "/v1/Complaint/{id}/assignees",
    { params: { path: { id } } },
    { enabled, select: (answer) => answer.data },
  );
}

/** The active units of the organisation (`GET /v1/OrgUnit/listAll`), for accepting and forwarding; staff only. */
export function useActiveUnits(enabled: boolean) {
  const { realm } = useSession();
  return api.useQuery("get", "/v1/OrgUnit/listAll", {}, { enabled: enabled && realm === "staff", select: (answer) => answer.data });
}

/** Refreshes everything a change of the case can alter: the case, its notes, its files and every complaint search. */
export function useInvalidateCase(id: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: CASE_KEYS.complaint(id) }),
      queryClient.invalidateQueries({ queryKey: CASE_KEYS.notes(id) }),
      queryClient.invalidateQueries({ queryKey: CASE_KEYS.files(id) }),
      queryClient.invalidateQueries({ queryKey: CASE_KEYS.assignees(id) }),
      queryClient.invalidateQueries(COMPLAINT_LIST_QUERIES),
    ]);
  };
}

/** Staff: `POST /v1/Complaint/{id}/transition` (accept, assign, forward, start, complete, reject); refreshes the case. */
export function useTransitionComplaint(id: number) {
  const invalidate = useInvalidateCase(id);
  return useMutation({
    mutationFn: (body: Schemas["ComplaintTransition"]) =>
      unwrap(pxClient.POST("/v1/Complaint/{id}/transition", { params: { path: { id } }, body })),
    onSettled: invalidate,
  });
}

/** Resident: `PUT /v1/complainpeoplereq/reopen/{id}` with a reason; refreshes the case. */
export function useReopenComplaint(id: number) {
  const invalidate = useInvalidateCase(id);
  return useMutation({
    mutationFn: (reason: string) =>
      unwrap(pxClient.PUT("/v1/complainpeoplereq/reopen/{id}", { params: { path: { id } }, body: { reason } })),
    onSettled: invalidate,
  });
}

/** Resident: `PUT /v1/complainpeoplereq/cancelComplain/{id}` (while received); refreshes the case. */
export function useCancelComplaint(id: number) {
  const invalidate = useInvalidateCase(id);
  return useMutation({
    mutationFn: () => unwrap(pxClient.PUT("/v1/complainpeoplereq/cancelComplain/{id}", { params: { path: { id } } })),
    onSettled: invalidate,
  });
}

/** `POST /v1/ComplaintNote` (a reply, or a staff member's internal note, with `fileIds`); refreshes the case. */
export function usePostNote(id: number) {
  const invalidate = useInvalidateCase(id);
  return useMutation({
    mutationFn: (body: Omit<Schemas["ComplaintNoteCreate"], "complaintId">) =>
      unwrap(pxClient.POST("/v1/ComplaintNote", { body: { ...body, complaintId: id } })),
    // Not awaited: the composer empties as soon as the note is stored; the thread follows when it has reloaded.
    onSuccess: () => void invalidate(),
  });
}
