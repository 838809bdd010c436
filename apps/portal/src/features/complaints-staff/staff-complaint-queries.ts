/**
 * Queries of the staff complaint pages (issue 11 items 2, 5 and 8; contract tag `complaint`): the work queue
 * (`searchComplaints` in the staff realm) and its status tabs (`countComplaints`), the units to filter by (`listOrgUnits`) and the dashboard's figures
 * (`getComplaintStats`).
 */
import { keepPreviousData } from "@tanstack/react-query";
import { api } from "../../api/query";
import { queueCountsBody, queueSearchBody, queueSearchQuery, type QueueFilters } from "./queue-filters";

/** The organisation changes rarely: kept fresh for 10 minutes. */
const UNITS_STALE_MS = 10 * 60_000;

/**
 * One page of the staff member's work queue (`POST /v1/Complaint/search`). The previous page stays on screen while
 * the next one loads; the queue is refetched when the window regains focus.
 * @param filters - The queue's state (from the address).
 */
export function useComplaintQueue(filters: QueueFilters) {
  return api.useQuery(
    "post",
    "/v1/Complaint/search",
    { params: { query: queueSearchQuery(filters) }, body: queueSearchBody(filters) },
    { placeholderData: keepPreviousData, staleTime: 15_000 },
  );
}

/**
 * The number of matching cases per status for the queue's status tabs (`POST /v1/Complaint/counts`): every filter
 * but the status, so one answer serves every tab, sort and page of the same filters. The previous counts stay on
 * screen while new ones load.
 * @param filters - The queue's state (from the address).
 */
export function useComplaintCounts(filters: QueueFilters) {
  return api.useQuery(
    "post",
    "/v1/Complaint/counts",
    { body: queueCountsBody(filters) },
    { placeholderData: keepPreviousData, staleTime: 15_000, select: (answer) => answer.data },
  );
}

/** The active units of the organisation (`GET /v1/OrgUnit/listAll`), as a flat list. */
export function useActiveUnits() {
  return api.useQuery("get", "/v1/OrgUnit/listAll", {}, { staleTime: UNITS_STALE_MS, select: (answer) => answer.data });
}

/**
 * The dashboard's figures over the staff member's queue for cases filed in `[from, now)`
 * (`GET /v1/Complaint/stats`).
 * @param from - The first instant (ISO 8601).
 */
export function useComplaintStats(from: string) {
  return api.useQuery(
    "get",
    "/v1/Complaint/stats",
    { params: { query: { from } } },
    { placeholderData: keepPreviousData, select: (answer) => answer.data },
  );
}
