/**
 * The garbage collection fee's routes (issue 13), composed by `src/routes.tsx`: the spec's address
 * `/e-service/paygarbage` (redirects to the menu page), the resident's page `/e-service/main/paygarbage` and the
 * finance officers' page `/mwp/garbage` (for the staff who may search the accounts).
 */
import { Redirect } from "wouter";
import { withStrings } from "../../i18n/i18n";
import { E_SERVICE_HOME } from "../../routing/e-service-home";
import { lazyPage } from "../../routing/lazy-page";
import type { RouteList } from "../../routing/route-list";
import { rolesOnly } from "../staff/routes";

const PayGarbagePage = lazyPage(withStrings(["garbage"], () => import("./pay-garbage-page")));
const GarbageFinancePage = lazyPage(withStrings(["garbage", "staff"], () => import("./garbage-finance-page")));

/** The spec's other address of the garbage fee (issue 13) leads to its menu page. */
export const payGarbageRedirects: RouteList = [{ path: "/e-service/paygarbage", children: <Redirect to={`${E_SERVICE_HOME}/paygarbage`} replace /> }];

/** The resident's page (inside the shell). */
export const payGarbageRoutes: RouteList = [{ path: `${E_SERVICE_HOME}/paygarbage`, component: PayGarbagePage }];

/** The finance officers' page (inside the shell). */
export const garbageFinanceRoutes: RouteList = [
  {
    path: "/mwp/garbage",
    ...rolesOnly({ operation: "searchGarbageAccounts" }, GarbageFinancePage),
  },
];
