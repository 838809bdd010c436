/**
 * The error pages' routes (docs/spec/portal-spec.md section 2, route group 4: empty layout, never guarded), composed
 * by `src/routes.tsx`, and the lazy 404 page that the route lists render for unknown paths.
 */
import { lazyPage } from "../../routing/lazy-page";
import type { RouteList } from "../../routing/route-list";

/** The 404 page (`embedded` inside the signed-in shell). */
export const NotFoundPage = lazyPage(() => import("./not-found-page"));
const ServerErrorPage = lazyPage(() => import("./server-error-page"));
const MaintenancePage = lazyPage(() => import("./maintenance-page"));

/** `/pages/error/404`, `/pages/error/500` and `/pages/maintenance`. */
export const errorRoutes: RouteList = [
  { path: "/pages/error/404", children: <NotFoundPage /> },
  { path: "/pages/error/500", component: ServerErrorPage },
  { path: "/pages/maintenance", component: MaintenancePage },
];
