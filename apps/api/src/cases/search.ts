/**
 * The case search of the work queue and of "My complaints" (issue 11; contract `searchComplaints`,
 * `countComplaints`): the page, its total and the counts per status, as prepared statements.
 *
 * A search is split into its shape (which filters are present, the scope's kind, the sort: what decides the SQL
 * text) and its values (ids, dates, the text pattern, paging: bound by name). The statements are built from the
 * shape alone, so one statement serves every search of the same shape: drizzle builds it once per server and
 * PostgreSQL parses it once per connection (a named statement). The values never reach the SQL text.
 *
 * The search every page, sort and status tab of the queue sends runs at 200 requests a second in `bench/queue.mjs`.
 * Built on every request, drizzle took 3.8 s of a CPU profile of 3,500 searches; prepared, 1.3 s (reading the rows).
 */
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import type { Db } from "../db/database";
import { complaintStatuses, complaints } from "../db/schema";
import { likeEscape } from "../db/sql";
import { scopeCondition, scopeShape, scopeValues, type CaseScope, type ScopeShape } from "./access";
import { hasStatus } from "./lifecycle";
import { nearValues, withinRadius } from "./near";
import { selectCases, type CaseRow } from "./view";

/** The sort keys of the search (contract `searchComplaints` query `sort`). */
export type SearchSort = "createdAt" | "updatedAt" | "complaintNo" | "statusId" | "dueAt";

/** What of the filters decides the SQL text of a search (see the module's description). */
export interface FilterShape {
  scope: ScopeShape;
  complaintType: boolean;
  complaintKind: boolean;
  caseKind: "request" | "complaint" | null;
  service: boolean;
  /** How many units the `unitId` filter holds (the unit and its sections); null without the filter. */
  units: number | null;
  assignedToMe: boolean;
  confidential: boolean;
  overdue: boolean | null;
  from: boolean;
  to: boolean;
  /**
   * The text filter: one LIKE on the lower-cased copy of number, details and location (`search_text`), served by the
   * trigram index `complaints_search_text_trgm_idx` ("index"), or kept out of the plan ("scan", the LIKE wrapped in
   * IS TRUE); null without text. Within one open status the index is kept out: a unit's open cases are a few hundred
   * at most, read in due order from `complaints_queue_unit_status_due_idx`, while a common word ("หลุม") has over
   * 10,000 matches in the trigram index whose bitmap the planner would build first (3 ms instead of 0.3 ms on 100,000
   * cases). Closed cases only grow, so every other search keeps the index.
   */
  text: "index" | "scan" | null;
  /** The distance filter (`near`: a point and a radius in metres; tracker issue 41 item 1). */
  near: boolean;
}

/** The filters of a search: their shape and their values by name. */
export interface SearchFilters {
  shape: FilterShape;
  values: Record<string, unknown>;
}

/**
 * The filters of a search body (every filter but the status, which the counts leave out).
 * @param unitIds - The units of the body's `unitId` filter with their sections (staff only), or null.
 * @param now - The time that decides "overdue", in ms since the epoch.
 * @param textByIndex - Whether the trigram index may serve the text filter ({@link FilterShape.text}).
 */
export function searchFilters(
  scope: CaseScope,
  search: Schemas["ComplaintSearch"],
  unitIds: number[] | null,
  now: number,
  textByIndex: boolean,
): SearchFilters {
  const staff = scope.kind === "staff";
  const text = search.text?.trim();
  const values: Record<string, unknown> = {
    ...scopeValues(scope),
    complaintTypeId: search.complaintTypeId,
    complaintKindId: search.complaintKindId,
    serviceId: search.serviceId,
    assigneeId: scope.personId,
    confidential: search.confidential,
    // Times as ISO strings: a placeholder is not encoded by its column, and both drivers read these alike.
    now: new Date(now).toISOString(),
    from: search.from === undefined ? undefined : new Date(search.from).toISOString(),
    to: search.to === undefined ? undefined : new Date(search.to).toISOString(),
    text: text ? `%${likeEscape(text)}%` : undefined,
    ...(search.near ? nearValues(search.near) : {}),
  };
  const units = staff && unitIds ? unitIds : null;
  units?.forEach((id, i) => (values[`unit${i}`] = id));
  return {
    shape: {
      scope: scopeShape(scope),
      complaintType: search.complaintTypeId !== undefined,
      complaintKind: search.complaintKindId !== undefined,
      caseKind: search.caseKind ?? null,
      service: search.serviceId !== undefined,
      units: units ? units.length : null,
      assignedToMe: staff && search.assignedToMe === true,
      confidential: search.confidential !== undefined,
      overdue: search.overdue ?? null,
      from: search.from !== undefined,
      to: search.to !== undefined,
      text: text ? (textByIndex ? "index" : "scan") : null,
      near: search.near !== undefined,
    },
    values,
  };
}

/** The conditions of filters of `shape`, each value read by name through `value`. */
function conditionsOf(shape: FilterShape, value: (name: string) => SQLWrapper): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [scopeCondition(shape.scope, value)];
  if (shape.complaintType) conditions.push(eq(complaints.complaintTypeId, value("complaintTypeId")));
  if (shape.complaintKind) conditions.push(eq(complaints.complaintKindId, value("complaintKindId")));
  if (shape.caseKind !== null) conditions.push(shape.caseKind === "request" ? isNotNull(complaints.serviceId) : isNull(complaints.serviceId));
  if (shape.service) conditions.push(eq(complaints.serviceId, value("serviceId")));
  if (shape.units !== null) {
    const units = Array.from({ length: shape.units }, (_, i) => value(`unit${i}`));
    conditions.push(sql`${complaints.unitId} in (${sql.join(units, sql`, `)})`);
  }
  if (shape.assignedToMe) conditions.push(eq(complaints.assigneeId, value("assigneeId")));
  if (shape.confidential) conditions.push(eq(complaints.confidential, value("confidential")));
  if (shape.overdue !== null) {
    const isOverdue = and(isNull(complaints.closedAt), lt(complaints.dueAt, value("now")));
    conditions.push(shape.overdue ? isOverdue : sql`not coalesce(${isOverdue}, false)`);
  }
  if (shape.from) conditions.push(gte(complaints.createdAt, value("from")));
  if (shape.to) conditions.push(lt(complaints.createdAt, value("to")));
  if (shape.text !== null) {
    const like = sql`${complaints.searchText} like lower(${value("text")})`;
    conditions.push(shape.text === "index" ? like : sql`(${like}) is true`);
  }
  if (shape.near) conditions.push(withinRadius(value));
  return conditions;
}

/** A placeholder of a prepared statement: its value is the search's value of the same name. */
const placeholder = (name: string) => sql.placeholder(name);

/** The condition of the matches of a statement of `shape`: the filters and, when `status`, the status. */
function matchesOf(shape: { filters: FilterShape; status: boolean }): SQL | undefined {
  return and(...conditionsOf(shape.filters, placeholder), shape.status ? hasStatus(placeholder("statusCode")) : undefined);
}

/** Something that runs with the values of its placeholders: a prepared statement or a query built for one call. */
interface Runnable<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/** At most this many statements per database: past it (a caller trying odd filter combinations) queries are built per call. */
const MAX_STATEMENTS = 200;

/** The statements of each database by their shape's key (one map per server; a test process opens several). */
const statements = new WeakMap<Db, Map<string, Runnable<unknown>>>();

/**
 * The statement of `key`, built and prepared (named `px_case_search_<n>`) on its first use.
 * @param build - Builds the query from the shape alone, with placeholders for every value.
 */
function statement<Row>(db: Db, key: string, build: () => Runnable<Row> & { prepare(name: string): Runnable<Row> }): Runnable<Row> {
  let byKey = statements.get(db);
  if (!byKey) statements.set(db, (byKey = new Map()));
  const found = byKey.get(key);
  if (found) return found as Runnable<Row>;
  if (byKey.size >= MAX_STATEMENTS) return build();
  const prepared = build().prepare(`px_case_search_${byKey.size}`);
  byKey.set(key, prepared);
  return prepared;
}

/** A row of {@link searchPage}: the case and, when asked for, the number of all matches. */
export type PageRow = CaseRow & { total: number | null };

/**
 * One page of the cases matching `filters`.
 * @param options.statusCode - Only cases of this status.
 * @param options.windowTotal - Whether each row carries the number of all matches (`count(*) over ()`; only where the
 *   matches are few, such as one open status); otherwise `total` is null.
 * @param options.offset - Rows to skip.
 * @param options.limit - Rows at most.
 */
export function searchPage(
  db: Db,
  filters: SearchFilters,
  options: { statusCode?: string; windowTotal: boolean; sort: SearchSort; dir: "asc" | "desc"; offset: number; limit: number },
): Promise<PageRow[]> {
  const shape = { filters: filters.shape, status: options.statusCode !== undefined, windowTotal: options.windowTotal, sort: options.sort, dir: options.dir };
  const page = statement(db, `page ${JSON.stringify(shape)}`, () => {
    const order = shape.dir === "asc" ? asc : desc;
    const sortColumn = {
      createdAt: complaints.createdAt,
      updatedAt: complaints.updatedAt,
      complaintNo: complaints.complaintNo,
      statusId: complaints.statusId,
      dueAt: complaints.dueAt,
    }[shape.sort];
    const total = sql<number | null>`${shape.windowTotal ? sql`count(*) over ()` : sql`null`}`.mapWith(Number);
    return selectCases(db, matchesOf(shape), { total })
      .orderBy(order(sortColumn), order(complaints.id))
      .offset(placeholder("offset"))
      .limit(placeholder("limit"));
  });
  return page.execute({ ...filters.values, statusCode: options.statusCode, offset: options.offset, limit: options.limit }) as Promise<PageRow[]>;
}

/** The number of cases matching `filters` (and `statusCode` when given). */
export async function countMatches(db: Db, filters: SearchFilters, statusCode: string | undefined): Promise<number> {
  const shape = { filters: filters.shape, status: statusCode !== undefined };
  const counted = statement(db, `count ${JSON.stringify(shape)}`, () =>
    db
      .select({ n: count() })
      .from(complaints)
      .where(matchesOf(shape)),
  );
  const [row] = await counted.execute({ ...filters.values, statusCode });
  return row?.n ?? 0;
}

/** The number of cases matching `filters` per status code (statuses without a case are absent). */
export function countPerStatus(db: Db, filters: SearchFilters): Promise<{ code: string; n: number }[]> {
  const counts = statement(db, `counts ${JSON.stringify(filters.shape)}`, () =>
    db
      .select({ code: complaintStatuses.code, n: count() })
      .from(complaints)
      .innerJoin(complaintStatuses, eq(complaintStatuses.id, complaints.statusId))
      .where(and(...conditionsOf(filters.shape, placeholder)))
      .groupBy(complaintStatuses.code),
  );
  return counts.execute(filters.values);
}
