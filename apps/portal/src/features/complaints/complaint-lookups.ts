/**
 * Reference data of complaints (contract tag `lookup`): types, kinds, the kind menu and statuses, cached for the
 * session and named in the user's language (`nameTh` / `nameEn`). Public calls: the whistleblowing pages use them
 * without sign-in.
 */
import { api } from "../../api/client";

/** Lookups change rarely: kept fresh for 30 minutes. */
const LOOKUP_STALE_MS = 30 * 60_000;

/** Largest page the contract allows (`Limit` maximum, the spec's menu page size). */
const ALL = { offset: 0, limit: 100 } as const;

/** Complaint types, ordered by `orderNo` (`GET /v1/ComplaintType/listAll`). */
export function useComplaintTypes() {
  return api.useQuery(
    "get",
    "/v1/ComplaintType/listAll",
    { params: { query: { ...ALL, sort: "orderNo", dir: "asc" } } },
    { staleTime: LOOKUP_STALE_MS, select: (answer) => answer.data },
  );
}

/** All complaint kinds, ordered by `orderNo` (`GET /v1/ComplaintKind/listAll`); filter by `complaintTypeId`. */
export function useComplaintKinds() {
  return api.useQuery(
    "get",
    "/v1/ComplaintKind/listAll",
    { params: { query: { ...ALL, sort: "orderNo", dir: "asc" } } },
    { staleTime: LOOKUP_STALE_MS, select: (answer) => answer.data },
  );
}

/** Complaint statuses in life-cycle order (`GET /v1/ComplaintStatus`). */
export function useComplaintStatuses() {
  return api.useQuery(
    "get",
    "/v1/ComplaintStatus",
    { params: { query: { ...ALL, sort: "orderNo", dir: "asc" } } },
    { staleTime: LOOKUP_STALE_MS, select: (answer) => answer.data },
  );
}

/** The complaint-kind menu offered to residents, ordered by `orderNo` (`GET /v1/ComplaintKindMenu/listAll`). */
export function useComplaintKindMenu() {
  return api.useQuery(
    "get",
    "/v1/ComplaintKindMenu/listAll",
    { params: { query: { ...ALL, sort: "orderNo", dir: "asc" } } },
    { staleTime: LOOKUP_STALE_MS, select: (answer) => answer.data },
  );
}
