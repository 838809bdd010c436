/**
 * The case page's routes (issue 11), composed by `src/routes.tsx`: `/e-service/main/complaints/{id}` for residents,
 * `/mwp/complaints/{id}` for staff, by the complaint id (digits only, so that `new` and `corruption` never match).
 */
import { withStrings } from "../../i18n/i18n";
import { lazyPage } from "../../routing/lazy-page";
import type { RouteList } from "../../routing/route-list";

/** A case page; its first-render calls are `case-calls.ts`. */
const CasePage = lazyPage(
  withStrings(["complaints", "eservice"], () => import("./case-page")),
  () => import("./case-calls"),
);

/** A case page, by the complaint id (digits only, so that `new` and `corruption` never match; issue 11). */
const RESIDENT_CASE_ROUTE = /^\/e-service\/main\/complaints\/(?<id>\d+)$/;
const STAFF_CASE_ROUTE = /^\/mwp\/complaints\/(?<id>\d+)$/;

/** The resident's case page (inside the shell). */
export const residentCaseRoutes: RouteList = [{ path: RESIDENT_CASE_ROUTE, component: CasePage }];

/** The staff's case page (inside the shell). */
export const staffCaseRoutes: RouteList = [{ path: STAFF_CASE_ROUTE, component: CasePage }];
