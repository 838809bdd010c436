/**
 * The staff work queue's filters, sort and page as the address's query string (issue 11 item 2): reading them
 * from `?status=received&case=request&service=5&unit=4&mine=1&from=2026-01-05&to=2026-01-31&q=road&lat=13.75&long=100.5&radius=500&sort=dueAt&dir=asc&page=2&size=50`
 * and writing them back, so that a reload or the Back button keeps the queue as it was; and turning them into
 * the contract's `POST /v1/Complaint/search` query and body (`ComplaintSearch`). Pure, unit-tested.
 */
import type { Schemas } from "@eoffice/api-client";
import { isCalendarDay } from "@eoffice/thai";
import { auditTimeBounds } from "../../lib/day-range";

/** A complaint status code. */
export type QueueStatus = Schemas["ComplaintStatusCode"];

/** The sorts the contract's search offers to the queue (`sort` query parameter of `searchComplaints`). */
export type QueueSort = "createdAt" | "updatedAt" | "complaintNo" | "dueAt";

/** Sort direction. */
export type QueueDir = "asc" | "desc";

/** Every status, in life-cycle order (the queue's tabs). */
export const QUEUE_STATUSES: readonly QueueStatus[] = ["received", "accepted", "in_progress", "completed", "rejected", "cancelled"];

/** The sortable columns. */
export const QUEUE_SORTS: readonly QueueSort[] = ["createdAt", "updatedAt", "complaintNo", "dueAt"];

/** Rows per page offered, the first being the default. */
export const QUEUE_PAGE_SIZES: readonly number[] = [20, 50, 100];

/** Longest search text the contract takes (`ComplaintSearch.text`). */
export const QUEUE_TEXT_MAX = 100;

/** Complaints or e-service requests (issue 12). */
export type QueueCaseKind = Schemas["CaseKind"];

/** The case kinds the queue filters by. */
export const QUEUE_CASE_KINDS: readonly QueueCaseKind[] = ["complaint", "request"];

/** The queue's state as kept in the address. */
export interface QueueFilters {
  /** Only this status; all when absent. */
  status?: QueueStatus;
  /** Only complaints or only requests (`?case=request`; issue 12); both when absent. */
  caseKind?: QueueCaseKind;
  /** Only the requests of this service (`?service=5`; issue 12). */
  serviceId?: number;
  /** Only this unit (and its sections). */
  unitId?: number;
  /** Only kinds of this type. */
  typeId?: number;
  /** Only this kind. */
  kindId?: number;
  /** Only cases assigned to the signed-in officer. */
  mine: boolean;
  /** Only open cases past their due date. */
  overdue: boolean;
  /** First day filed (Gregorian `YYYY-MM-DD`, a day in Bangkok). */
  from?: string;
  /** Last day filed, inclusive. */
  to?: string;
  /** Text matched against the number, detail and location. */
  text: string;
  /**
   * Only cases within `radius` metres of a point (`?lat=13.75&long=100.5&radius=500`; tracker issue 41 item 1);
   * all three or none.
   */
  near?: Schemas["NearFilter"];
  /** Sort column. @default "createdAt" */
  sort: QueueSort;
  /** Sort direction. @default "desc" */
  dir: QueueDir;
  /** Page, 1-based. @default 1 */
  page: number;
  /** Rows per page, one of {@link QUEUE_PAGE_SIZES}. @default 20 */
  size: number;
}

/** The queue with no filter: every status, newest first, the first page of 20. */
export const DEFAULT_QUEUE_FILTERS: QueueFilters = {
  mine: false,
  overdue: false,
  text: "",
  sort: "createdAt",
  dir: "desc",
  page: 1,
  size: QUEUE_PAGE_SIZES[0]!,
};

function positiveId(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 ? value : undefined;
}

function isoDay(raw: string | null): string | undefined {
  return isCalendarDay(raw) ? raw : undefined;
}

/**
 * Whether a date range is complete enough to search: both days of a plausible year (a year typed digit by digit
 * passes through 2, 20 and 202) and in order.
 * @param range - The first and last day, Gregorian `YYYY-MM-DD`.
 */
export function isCompleteRange(range: { start: string; end: string }): boolean {
  const plausible = (day: string) => isCalendarDay(day) && day >= "1900-01-01" && day <= "2999-12-31";
  return plausible(range.start) && plausible(range.end) && range.start <= range.end;
}

/** Bounds of the distance filter (contract `NearFilter`). */
export const NEAR_LIMITS = { latitude: 90, longitude: 180, radiusMax: 100_000 } as const;

/** The distance filter of three raw values, or undefined unless all three are numbers in range (radius whole metres). */
export function nearFilterOf(lat: string | null, long: string | null, radius: string | null): Schemas["NearFilter"] | undefined {
  const number = (raw: string | null) => (raw !== null && /^-?\d{1,3}(\.\d{1,15})?$/.test(raw.trim()) ? Number(raw) : Number.NaN);
  const latitude = number(lat);
  const longitude = number(long);
  const metres = radius !== null && /^\d{1,6}$/.test(radius.trim()) ? Number(radius) : Number.NaN;
  if (!(Math.abs(latitude) <= NEAR_LIMITS.latitude && Math.abs(longitude) <= NEAR_LIMITS.longitude)) return undefined;
  if (!(metres >= 1 && metres <= NEAR_LIMITS.radiusMax)) return undefined;
  return { latitude, longitude, radius: metres };
}

/**
 * Reads the queue's state from a query string; unknown or malformed values fall back to the defaults (an old
 * or hand-edited link never breaks the page). A date range needs both ends, in order.
 * @param search - The query string, with or without its leading `?`.
 */
export function parseQueueFilters(search: string): QueueFilters {
  const params = new URLSearchParams(search);
  const status = params.get("status");
  const sort = params.get("sort");
  const dir = params.get("dir");
  const size = Number(params.get("size"));
  const page = Number(params.get("page"));
  let from = isoDay(params.get("from"));
  let to = isoDay(params.get("to"));
  if (!from || !to || !isCompleteRange({ start: from, end: to })) from = to = undefined;
  return {
    status: (QUEUE_STATUSES as readonly string[]).includes(status ?? "") ? (status as QueueStatus) : undefined,
    caseKind: (QUEUE_CASE_KINDS as readonly string[]).includes(params.get("case") ?? "") ? (params.get("case") as QueueCaseKind) : undefined,
    serviceId: positiveId(params.get("service")),
    unitId: positiveId(params.get("unit")),
    typeId: positiveId(params.get("type")),
    kindId: positiveId(params.get("kind")),
    mine: params.get("mine") === "1",
    overdue: params.get("overdue") === "1",
    from,
    to,
    text: (params.get("q") ?? "").trim().slice(0, QUEUE_TEXT_MAX),
    near: nearFilterOf(params.get("lat"), params.get("long"), params.get("radius")),
    sort: (QUEUE_SORTS as readonly string[]).includes(sort ?? "") ? (sort as QueueSort) : DEFAULT_QUEUE_FILTERS.sort,
    dir: dir === "asc" || dir === "desc" ? dir : DEFAULT_QUEUE_FILTERS.dir,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: QUEUE_PAGE_SIZES.includes(size) ? size : DEFAULT_QUEUE_FILTERS.size,
  };
}

/**
 * Writes the queue's state as a query string (without `?`), leaving out the defaults so that the plain queue
 * has a plain address.
 * @param filters - The state.
 */
export function formatQueueFilters(filters: QueueFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.caseKind) params.set("case", filters.caseKind);
  if (filters.serviceId) params.set("service", String(filters.serviceId));
  if (filters.unitId) params.set("unit", String(filters.unitId));
  if (filters.typeId) params.set("type", String(filters.typeId));
  if (filters.kindId) params.set("kind", String(filters.kindId));
  if (filters.mine) params.set("mine", "1");
  if (filters.overdue) params.set("overdue", "1");
  if (filters.from && filters.to) {
    params.set("from", filters.from);
    params.set("to", filters.to);
  }
  const text = filters.text.trim();
  if (text) params.set("q", text);
  if (filters.near) {
    params.set("lat", String(filters.near.latitude));
    params.set("long", String(filters.near.longitude));
    params.set("radius", String(filters.near.radius));
  }
  if (filters.sort !== DEFAULT_QUEUE_FILTERS.sort) params.set("sort", filters.sort);
  if (filters.dir !== DEFAULT_QUEUE_FILTERS.dir) params.set("dir", filters.dir);
  if (filters.page > 1) params.set("page", String(filters.page));
  if (filters.size !== DEFAULT_QUEUE_FILTERS.size) params.set("size", String(filters.size));
  return params.toString();
}

/**
 * A change of filters: any change but the page itself goes back to the first page (the old page number means
 * nothing in another list).
 * @param current - The state now.
 * @param change - What changes.
 */
export function changeQueueFilters(current: QueueFilters, change: Partial<QueueFilters>): QueueFilters {
  const next = { ...current, ...change };
  const pageOnly = Object.keys(change).every((key) => key === "page");
  return pageOnly ? next : { ...next, page: 1 };
}

/** Whether any filter (not the sort or the page) narrows the queue. */
export function hasQueueFilters(filters: QueueFilters): boolean {
  return Boolean(
    filters.unitId ||
      filters.caseKind ||
      filters.serviceId ||
      filters.typeId ||
      filters.kindId ||
      filters.mine ||
      filters.overdue ||
      filters.from ||
      filters.near ||
      filters.text.trim(),
  );
}

/**
 * The body of `POST /v1/Complaint/search` (`ComplaintSearch`). The date range becomes instants: 00:00 of the first
 * day to 00:00 after the last, Bangkok. The status tabs' counts use the same body without the status
 * ({@link queueCountsBody}).
 * @param filters - The state.
 */
export function queueSearchBody(filters: QueueFilters): Schemas["ComplaintSearch"] {
  const text = filters.text.trim();
  return {
    ...(filters.status ? { statusCode: filters.status } : {}),
    ...(filters.unitId ? { unitId: filters.unitId } : {}),
    ...(filters.caseKind ? { caseKind: filters.caseKind } : {}),
    ...(filters.serviceId ? { serviceId: filters.serviceId } : {}),
    ...(filters.typeId ? { complaintTypeId: filters.typeId } : {}),
    ...(filters.kindId ? { complaintKindId: filters.kindId } : {}),
    ...(filters.mine ? { assignedToMe: true } : {}),
    ...(filters.overdue ? { overdue: true } : {}),
    ...auditTimeBounds(filters.from && filters.to ? { start: filters.from, end: filters.to } : null),
    ...(text ? { text } : {}),
    ...(filters.near ? { near: filters.near } : {}),
  };
}

/**
 * The body of `POST /v1/Complaint/counts` (the status tabs): every filter of {@link queueSearchBody} but the status,
 * so that switching tabs, sorting and paging reuse the counts already fetched.
 * @param filters - The state.
 */
export function queueCountsBody(filters: QueueFilters): Schemas["ComplaintSearch"] {
  return queueSearchBody({ ...filters, status: undefined });
}

/**
 * The query of `POST /v1/Complaint/search`: paging (`offset`, `limit`) and sort.
 * @param filters - The state.
 */
export function queueSearchQuery(filters: QueueFilters): { offset: number; limit: number; sort: QueueSort; dir: QueueDir } {
  return { offset: (filters.page - 1) * filters.size, limit: filters.size, sort: filters.sort, dir: filters.dir };
}
