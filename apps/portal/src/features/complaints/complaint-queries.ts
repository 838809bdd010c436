/**
 * Queries and mutations of the citizen's own complaints (contract tag `complaint`).
 */
import { keepPreviousData } from "@tanstack/react-query";
import { api } from "../../api/client";
import type { ComplaintStatusCode } from "./complaint-rules";

/** Query-key prefix of every complaint search (invalidated after a complaint is filed, cancelled or deleted). */
export const COMPLAINT_SEARCH_KEY = ["post", "/v1/Complaint/search"] as const;

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
}

/**
 * One page of the user's complaints, newest first (`POST /v1/Complaint/search`, sort `createdAt`, dir `desc`).
 * The previous page stays on screen while the next one loads.
 */
export function useMyComplaints({ offset, limit = COMPLAINTS_PAGE_SIZE, statusCode }: ComplaintPage) {
  return api.useQuery(
    "post",
    "/v1/Complaint/search",
    {
      params: { query: { offset, limit, sort: "createdAt", dir: "desc" } },
      body: statusCode ? { statusCode } : {},
    },
    { placeholderData: keepPreviousData },
  );
}
