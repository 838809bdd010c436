/**
 * Queries and mutations of the citizen's own complaints (contract tag `complaint`).
 */
import { keepPreviousData, type QueryFilters } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { api } from "../../api/query";
import type { ComplaintStatusCode } from "./complaint-rules";

/** The calls whose answers list or count complaints: the search and the counts per status (the queue's tabs). */
const COMPLAINT_LIST_PATHS: ReadonlySet<unknown> = new Set(["/v1/Complaint/search", "/v1/Complaint/counts"]);

/**
 * The query filter of every complaint search and every count per status, to invalidate after a complaint is filed,
 * moved, cancelled or deleted: `queryClient.invalidateQueries(COMPLAINT_LIST_QUERIES)`.
 */
export const COMPLAINT_LIST_QUERIES: QueryFilters = {
  predicate: (query) => query.queryKey[0] === "post" && COMPLAINT_LIST_PATHS.has(query.queryKey[1]),
};

/** Rows per page of "My complaints". */
export const COMPLAINTS_PAGE_SIZE = 10;

/** Which page of complaints to show. */
export interface ComplaintPage {
  /** Rows skipped. */
  offset: number;
  /** Rows per page (1-100). @default COMPLAINTS_PAGE_SIZE */
  limit?: number;
  /** Only complaints in this status; all when absent. */
  statusCode?: ComplaintStatusCode;
  /** Only complaints of this type (`complaintTypeId`); all when absent. */
  complaintTypeId?: number;
  /** Text matched against the number, details and location (at most 100 characters); none when empty. */
  text?: string;
}

/** The search body of a page of complaints: only the filters that are set. */
export function complaintSearchBody({ statusCode, complaintTypeId, text }: Omit<ComplaintPage, "offset" | "limit">): Schemas["ComplaintSearch"] {
  const trimmed = text?.trim().slice(0, 100) ?? "";
  return {
    ...(statusCode ? { statusCode } : {}),
    ...(complaintTypeId ? { complaintTypeId } : {}),
    ...(trimmed ? { text: trimmed } : {}),
  };
}

/**
 * One page of the user's complaints, newest first (`POST /v1/Complaint/search`, sort `createdAt`, dir `desc`),
 * filtered by status, type and text. The previous page stays on screen while the next one loads.
 */
export function useMyComplaints({ offset, limit = COMPLAINTS_PAGE_SIZE, ...filters }: ComplaintPage) {
  return api.useQuery(
    "post",
    "/v1/Complaint/search",
    {
      params: { query: { offset, limit, sort: "createdAt", dir: "desc" } },
      body: complaintSearchBody(filters),
    },
    { placeholderData: keepPreviousData },
  );
}
