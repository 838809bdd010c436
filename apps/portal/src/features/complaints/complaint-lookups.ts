/**
 * Reference data of complaints (contract tag `lookup`): types, kinds, the kind menu and statuses, cached for the
 * session and named in the user's language (`nameTh` / `nameEn`). Public calls: the whistleblowing pages use them
 * without sign-in.
 */
import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/query";

/** Lookups change rarely: kept fresh for 30 minutes. */
const LOOKUP_STALE_MS = 30 * 60_000;

/** Largest page the contract allows (`Limit` maximum, the spec's menu page size). */
const ALL = { offset: 0, limit: 100 } as const;

/** Every lookup's query: the largest page, in `orderNo` order. */
const IN_ORDER = { params: { query: { ...ALL, sort: "orderNo", dir: "asc" } } } as const;

/** The query options of {@link useComplaintTypes}, also started by the new-complaint page's first-render calls. */
export const complaintTypesQuery = () => api.queryOptions("get", "/v1/ComplaintType/listAll", IN_ORDER, { staleTime: LOOKUP_STALE_MS });

/** The query options of {@link useComplaintKinds}, also started by the new-complaint page's first-render calls. */
export const complaintKindsQuery = () => api.queryOptions("get", "/v1/ComplaintKind/listAll", IN_ORDER, { staleTime: LOOKUP_STALE_MS });

/** The query options of {@link useComplaintKindMenu}, also started by the new-complaint page's first-render calls. */
export const complaintKindMenuQuery = () => api.queryOptions("get", "/v1/ComplaintKindMenu/listAll", IN_ORDER, { staleTime: LOOKUP_STALE_MS });

/** Complaint types, ordered by `orderNo` (`GET /v1/ComplaintType/listAll`). */
export function useComplaintTypes() {
  return useQuery({ ...complaintTypesQuery(), select: (answer) => answer.data });
}

/** All complaint kinds, ordered by `orderNo` (`GET /v1/ComplaintKind/listAll`); filter by `complaintTypeId`. */
export function useComplaintKinds() {
  return useQuery({ ...complaintKindsQuery(), select: (answer) => answer.data });
}

/** Complaint statuses in life-cycle order (`GET /v1/ComplaintStatus`). */
export function useComplaintStatuses() {
  return api.useQuery("get", "/v1/ComplaintStatus", IN_ORDER, { staleTime: LOOKUP_STALE_MS, select: (answer) => answer.data });
}

/** The complaint-kind menu offered to residents, ordered by `orderNo` (`GET /v1/ComplaintKindMenu/listAll`). */
export function useComplaintKindMenu() {
  return useQuery({ ...complaintKindMenuQuery(), select: (answer) => answer.data });
}
