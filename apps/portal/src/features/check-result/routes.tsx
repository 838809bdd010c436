/**
 * The result check's route (issue 12 item 4), composed by `src/routes.tsx`: `/e-service/main/checkresult`, a shell page
 * when signed in; signed out, the same page module in the empty layout (the form to check one case), never sent to
 * sign-in (`OPEN_E_SERVICE_PATHS` in `src/routes.tsx`).
 */
import { withStrings } from "../../i18n/i18n";
import { E_SERVICE_HOME } from "../../routing/e-service-home";
import { lazyPage } from "../../routing/lazy-page";
import type { RouteList } from "../../routing/route-list";

/** The result check page (both signed in and signed out). */
export const CheckResultPage = lazyPage(withStrings(["complaints", "eservice"], () => import("./check-result-page")));

/** The result check inside the shell. */
export const checkResultRoutes: RouteList = [{ path: `${E_SERVICE_HOME}/checkresult`, component: CheckResultPage }];
