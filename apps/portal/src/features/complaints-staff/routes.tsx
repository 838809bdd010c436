/**
 * The staff complaint pages' routes (issue 11), composed by `src/routes.tsx` inside the shell: the work queue
 * `/mwp/complaints`, the e-form for cases received offline `/mwp/complaints/new`, the canned replies
 * `/mwp/complaints/canned-replies` (tracker issue 39 item 2) and the complaints dashboard
 * `/dashboards/analytics` (group 5).
 */
import { withStrings } from "../../i18n/i18n";
import { lazyPage } from "../../routing/lazy-page";
import type { RouteList } from "../../routing/route-list";
import { rolesOnly } from "../staff/routes";
import { CANNED_REPLIES_PATH } from "./canned-replies-path";

const ComplaintQueuePage = lazyPage(withStrings(["staff", "complaints", "eservice"], () => import("./queue-page")));
// The e-form and the canned replies (tracker issue 39 item 2): one route module, `complaint-tools-page.tsx`.
const ComplaintToolsPage = lazyPage(withStrings(["staff", "complaints"], () => import("./complaint-tools-page")));
const ComplaintAnalyticsPage = lazyPage(withStrings(["staff", "complaints", "eservice"], () => import("./analytics-page")));

/** The work queue and the e-form (the case page `/mwp/complaints/{id}` follows them, `features/case/routes.tsx`). */
export const staffQueueRoutes: RouteList = [
  { path: "/mwp/complaints", component: ComplaintQueuePage },
  // Before `/mwp/complaints/:id`, which would take "new" for an id.
  { path: "/mwp/complaints/new", component: ComplaintToolsPage },
  { path: CANNED_REPLIES_PATH, ...rolesOnly({ operation: "listCannedReplies" }, ComplaintToolsPage) },
];

/** The complaints dashboard. */
export const analyticsRoutes: RouteList = [{ path: "/dashboards/analytics", component: ComplaintAnalyticsPage }];
