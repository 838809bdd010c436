/**
 * Open311 service requests as the public sees them (tracker issue 41 item 2; docs/open311.md): the query of `GET
 * requests` over complaints and e-service requests, never a confidential case, and the answer of each, with no
 * personal data (no name, telephone, e-mail, national id, nor the resident's text or address): the service, the
 * status (`open`, or `closed` with the officer's closing note as `status_notes`), the unit, the dates and the
 * position.
 */
import { and, desc, eq, gte, inArray, lte, not, or, sql, type SQL } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { OPEN_STATUSES } from "../../cases/lifecycle";
import { nearValues, withinRadius, type NearFilter } from "../../cases/near";
import type { Db } from "../../db/database";
import { caseHistory, complaintKinds, complaintStatuses, complaints, eServices, orgUnits } from "../../db/schema";
import { message, type Language } from "../../i18n/messages";

/** The most requests one answer lists (the specification's default bound). */
export const OPEN311_MAX_REQUESTS = 1000;

/** The default and longest period of `GET requests`: 90 days, in ms. */
export const OPEN311_PERIOD_MS = 90 * 24 * 60 * 60 * 1000;

/** The filters of `GET requests`. */
export interface RequestFilters {
  ids?: number[];
  serviceCodes?: string[];
  from?: Date;
  to?: Date;
  status?: ("open" | "closed")[];
  near?: NearFilter;
}

/** The officer's last closing note (a `completed` or `rejected` move by staff) of the case. */
const closingNote = sql<string | null>`(select ${caseHistory.comment} from ${caseHistory}
  where ${caseHistory.caseId} = ${complaints.id} and ${caseHistory.actorKind} = 'staff' and ${caseHistory.toStatus} in ('completed', 'rejected')
  order by ${caseHistory.at} desc, ${caseHistory.id} desc limit 1)`;

/** The requests matching `filters`, newest first, at most {@link OPEN311_MAX_REQUESTS}. */
export async function findRequests(db: Db, filters: RequestFilters) {
  const conditions: (SQL | undefined)[] = [eq(complaints.confidential, false)];
  if (filters.ids) conditions.push(inArray(complaints.id, filters.ids));
  if (filters.serviceCodes) conditions.push(or(inArray(complaintKinds.code, filters.serviceCodes), inArray(eServices.code, filters.serviceCodes)));
  if (filters.from) conditions.push(gte(complaints.createdAt, filters.from));
  if (filters.to) conditions.push(lte(complaints.createdAt, filters.to));
  if (filters.status && filters.status.length === 1) {
    const open = inArray(complaintStatuses.code, [...OPEN_STATUSES]);
    conditions.push(filters.status[0] === "open" ? open : not(open));
  }
  if (filters.near) {
    const values = nearValues(filters.near);
    conditions.push(withinRadius((name) => sql`${values[name]}`));
  }
  return db
    .select({
      id: complaints.id,
      complaintNo: complaints.complaintNo,
      createdAt: complaints.createdAt,
      updatedAt: complaints.updatedAt,
      dueAt: complaints.dueAt,
      latitude: complaints.latitude,
      longitude: complaints.longitude,
      status: { code: complaintStatuses.code, nameTh: complaintStatuses.nameTh, nameEn: complaintStatuses.nameEn },
      kind: { code: complaintKinds.code, nameTh: complaintKinds.nameTh, nameEn: complaintKinds.nameEn },
      service: { code: eServices.code, nameTh: eServices.nameTh, nameEn: eServices.nameEn },
      unit: { nameTh: orgUnits.nameTh, nameEn: orgUnits.nameEn },
      closingNote,
    })
    .from(complaints)
    .innerJoin(complaintStatuses, eq(complaintStatuses.id, complaints.statusId))
    .leftJoin(complaintKinds, eq(complaintKinds.id, complaints.complaintKindId))
    .leftJoin(eServices, eq(eServices.id, complaints.serviceId))
    .leftJoin(orgUnits, eq(orgUnits.id, complaints.unitId))
    .where(and(...conditions))
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(OPEN311_MAX_REQUESTS);
}

/** A row of {@link findRequests}. */
export type RequestRow = Awaited<ReturnType<typeof findRequests>>[number];

const pick = (th: string | null | undefined, en: string | null | undefined, language: Language) => (language === "th" ? th : en) || th || "";

/** The GeoReport `request` of a row, in `language`. */
export function toOpen311Request(row: RequestRow, language: Language): Schemas["Open311Request"] {
  const open = OPEN_STATUSES.includes(row.status.code);
  const status = pick(row.status.nameTh, row.status.nameEn, language);
  const named = row.service?.code ? row.service : row.kind;
  const due = row.dueAt.toISOString();
  return {
    service_request_id: String(row.id),
    status: open ? "open" : "closed",
    status_notes: open || !row.closingNote ? status : `${status}: ${row.closingNote}`.slice(0, 4000),
    service_name: pick(named?.nameTh, named?.nameEn, language),
    service_code: named?.code ?? "",
    agency_responsible: pick(row.unit?.nameTh, row.unit?.nameEn, language),
    service_notice: message("open311Notice", language, { complaintNo: row.complaintNo, due: due.slice(0, 10) }),
    requested_datetime: row.createdAt.toISOString(),
    updated_datetime: row.updatedAt.toISOString(),
    expected_datetime: due,
    lat: row.latitude,
    long: row.longitude,
  };
}
