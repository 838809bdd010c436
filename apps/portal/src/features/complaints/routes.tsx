/**
 * The complaint pages' routes (issue 11), composed by `src/routes.tsx`: whistleblowing without an account (empty
 * layout, never guarded: `/whistleblowing` to report, linked from the sign-in page, and `/whistleblowing/track`),
 * and the resident's complaint pages inside the shell. The case page is `features/case/`.
 */
import { withStrings } from "../../i18n/i18n";
import { E_SERVICE_HOME } from "../../routing/e-service-home";
import { lazyPage } from "../../routing/lazy-page";
import type { RouteList } from "../../routing/route-list";

const MyComplaintsPage = lazyPage(withStrings(["complaints", "eservice"], () => import("./my-complaints-page")));
/** The complaint form; its first-render calls are `new-complaint-calls.ts`. */
const NewComplaintPage = lazyPage(
  withStrings(["complaints"], () => import("./new-complaint-page")),
  () => import("./new-complaint-calls"),
);
const WhistleblowingPage = lazyPage(withStrings(["whistleblowing", "complaints"], () => import("./whistleblowing/whistleblowing-page")));
const GuestWhistleblowingPage = lazyPage(withStrings(["whistleblowing", "complaints"], () => import("./whistleblowing/guest-whistleblowing-page")));
const WhistleblowingTrackPage = lazyPage(withStrings(["whistleblowing", "complaints"], () => import("./whistleblowing/track-page")));

/**
 * Whistleblowing without an account (issue 11 item 6): not guest-only like the sign-in pages, since they must work
 * both signed out and signed in, with no redirect; they render the empty layout themselves.
 */
export const whistleblowingRoutes: RouteList = [
  { path: "/whistleblowing", component: GuestWhistleblowingPage },
  { path: "/whistleblowing/track", component: WhistleblowingTrackPage },
];

/** My complaints, the signed-in whistleblowing form and a new complaint (resident, inside the shell). */
export const residentComplaintRoutes: RouteList = [
  { path: `${E_SERVICE_HOME}/complaints`, component: MyComplaintsPage },
  // Before any `/complaints/:id` route, which would take "corruption" or "new" for an id.
  { path: `${E_SERVICE_HOME}/complaints/corruption`, component: WhistleblowingPage },
  { path: `${E_SERVICE_HOME}/complaints/new`, component: NewComplaintPage },
];
