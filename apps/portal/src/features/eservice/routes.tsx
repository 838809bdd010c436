/**
 * E-service requests' routes (issue 12), composed by `src/routes.tsx`: the spec's request-form address
 * `/e-service/form` (redirects to the catalogue); inside the shell, the catalogue `/e-service/main/form`, a service's
 * request form (with the form renderer, loaded by these routes only) and the confirmation
 * `/e-service/main/form/{code}/sent/{id}` for residents, and the administrators' service list and editor
 * `/admin/e-service[/{code}]` (issue 12 item 1).
 */
import { Redirect } from "wouter";
import { withStrings } from "../../i18n/i18n";
import { lazyPage } from "../../routing/lazy-page";
import type { RouteList } from "../../routing/route-list";
import { rolesOnly } from "../staff/routes";
import { CATALOGUE_PATH, SERVICE_ADMIN_PATH, SPEC_FORM_PATH } from "./eservice-paths";

const CataloguePage = lazyPage(withStrings(["eservice"], () => import("./catalogue-page")));
/** A service's request form; its first-render call is `service-form-calls.ts`. */
const ServiceFormPage = lazyPage(
  withStrings(["eservice", "complaints"], () => import("./service-form-page")),
  () => import("./service-form-calls"),
);
const RequestSentPage = lazyPage(withStrings(["eservice", "complaints"], () => import("./request-sent-page")));
const ServiceAdminListPage = lazyPage(withStrings(["staff", "eservice"], () => import("./service-admin-list-page")));
const ServiceAdminEditPage = lazyPage(withStrings(["staff", "eservice"], () => import("./service-admin-edit-page")));

/** The spec's other address of the request form (issue 12 item 6) leads to the catalogue. */
export const specFormRedirects: RouteList = [{ path: SPEC_FORM_PATH, children: <Redirect to={CATALOGUE_PATH} replace /> }];

/** The catalogue, a service's request form and the confirmation (resident, inside the shell). */
export const residentEServiceRoutes: RouteList = [
  { path: CATALOGUE_PATH, component: CataloguePage },
  { path: `${CATALOGUE_PATH}/:code`, component: ServiceFormPage },
  { path: `${CATALOGUE_PATH}/:code/sent/:id`, component: RequestSentPage },
];

/** The administrators' service list and editor (staff, inside the shell). */
export const serviceAdminRoutes: RouteList = [
  {
    path: SERVICE_ADMIN_PATH,
    ...rolesOnly({ operation: "listEServicesAdmin" }, ServiceAdminListPage),
  },
  {
    path: `${SERVICE_ADMIN_PATH}/:code`,
    ...rolesOnly({ operation: "listEServicesAdmin" }, ServiceAdminEditPage),
  },
];
