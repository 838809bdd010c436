/**
 * Queries of the administrators' pages (contract tags `organisation`, `staff`, `menu`, `audit`, `mail`; issue 10).
 * Mutations are made with `api.useMutation` in the pages, which then invalidate the keys below.
 */
import { keepPreviousData } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { api } from "../../api/query";
import { useLanguage } from "../../i18n/use-language";

/** Query-key prefixes, invalidated after a change. */
export const ADMIN_KEYS = {
  units: ["get", "/v1/OrgUnit/listAll"],
  positions: ["get", "/v1/Position/listAll"],
  staffUsers: ["get", "/v1/StaffUser/list"],
  staffHome: ["get", "/v1/StaffHome"],
  audit: ["get", "/v1/AuditLog/search"],
  outbox: ["get", "/v1/EmailOutbox/list"],
  menuItems: ["get", "/v1/Menu/admin/listAll"],
  menu: ["get", "/v1/Menu/listAll"],
} as const;

/** Every unit of the organisation, deactivated ones included (the structure page shows them muted). */
export function useOrgUnits() {
  return api.useQuery("get", "/v1/OrgUnit/listAll", { params: { query: { includeInactive: true } } });
}

/** Every position. */
export function usePositions() {
  return api.useQuery("get", "/v1/Position/listAll");
}

/** Which staff users to list (`GET /v1/StaffUser/list`). */
export interface StaffUserQuery {
  /** Rows skipped. */
  offset: number;
  /** Rows per page. */
  limit: number;
  /** Only members of this unit. */
  unitId?: number;
  /** Text in the user name, names or e-mail (at least 1 character). */
  q?: string;
  /** Only active (true) or deactivated (false) users. */
  active?: boolean;
}

/** One page of staff users, ordered by user name; the previous page stays while the next loads. */
export function useStaffUsers({ offset, limit, unitId, q, active }: StaffUserQuery) {
  return api.useQuery(
    "get",
    "/v1/StaffUser/list",
    { params: { query: { offset, limit, sort: "name", dir: "asc", unitId, q: q || undefined, active } } },
    { placeholderData: keepPreviousData },
  );
}

/** The filters of the audit log (`GET /v1/AuditLog/search` and `/export`). */
export interface AuditFilters {
  /** Only entries by this person. */
  personId?: number;
  /** Only this action. */
  action?: Schemas["AuditAction"];
  /** Only this entity kind. */
  entity?: Schemas["AuditEntity"];
  /** Entries at or after this instant (ISO 8601). */
  from?: string;
  /** Entries before this instant (ISO 8601). */
  to?: string;
}

/** One page of audit entries, newest first. */
export function useAuditLog(filters: AuditFilters, offset: number, limit: number) {
  return api.useQuery(
    "get",
    "/v1/AuditLog/search",
    { params: { query: { ...filters, offset, limit, dir: "desc" } } },
    { placeholderData: keepPreviousData },
  );
}

/** One page of the outbox (e-mail and LINE), newest first, optionally of one state and one channel. */
export function useOutbox(state: Schemas["EmailState"] | undefined, channel: Schemas["OutboxChannel"] | undefined, offset: number, limit: number) {
  return api.useQuery(
    "get",
    "/v1/EmailOutbox/list",
    { params: { query: { state, channel, offset, limit } } },
    { placeholderData: keepPreviousData },
  );
}

/** Every stored menu item, for the menu editor (the language is in the key: the page names groups by it). */
export function useMenuItems() {
  const [language] = useLanguage();
  return api.useQuery("get", "/v1/Menu/admin/listAll", { headers: { "Accept-Language": language } });
}
