/**
 * The staff pages' route table (inside the signed-in shell; `src/routes.tsx` renders it for a staff member): a module
 * of its own, loaded with a staff member's first page (`firstPageModules`) and preloaded with the other route modules,
 * so that the route lists of the staff pages are not in the entry script every resident loads (tracker issue 40 item 1:
 * the critical path's byte budget).
 */
import { RouteSwitch, type RouteList } from "./routing/route-list";
import { adminRoutes, adminTemplateAndClosureRoutes } from "./features/admin/routes";
import { analyticsRoutes, staffQueueRoutes } from "./features/complaints-staff/routes";
import { staffNewsRoutes } from "./features/news/routes";
import { serviceAdminRoutes } from "./features/eservice/routes";
import { dmsRoutes } from "./features/dms/routes";
import { NotFoundPage } from "./features/errors/routes";
import { garbageFinanceRoutes } from "./features/garbage/routes";
import { staffHomeRoutes } from "./features/staff/routes";
import { staffAccountRoutes } from "./features/account/routes";
import { staffCaseRoutes } from "./features/case/routes";

/** The last route of the staff pages: any other path shows the 404 page inside the shell. */
const STAFF_FALLBACK: RouteList = [{ children: <NotFoundPage embedded /> }];

/** The staff pages, in the order they are tried (route module). */
export default function StaffRoutes() {
  return (
    <RouteSwitch
      lists={[
        staffHomeRoutes,
        staffAccountRoutes,
        staffQueueRoutes,
        staffCaseRoutes,
        analyticsRoutes,
        garbageFinanceRoutes,
        staffNewsRoutes,
        dmsRoutes,
        adminRoutes,
        serviceAdminRoutes,
        adminTemplateAndClosureRoutes,
        STAFF_FALLBACK,
      ]}
    />
  );
}
