/**
 * The satisfaction survey's route (issue 12 item 5), composed by `src/routes.tsx`: `/e-service/main/satisfaction`, a
 * shell page when signed in; signed out, the same page module in the empty layout (the general survey), never sent
 * to sign-in (`OPEN_E_SERVICE_PATHS` in `src/routes.tsx`).
 */
import { withStrings } from "../../i18n/i18n";
import { E_SERVICE_HOME } from "../../routing/e-service-home";
import { lazyPage } from "../../routing/lazy-page";
import type { RouteList } from "../../routing/route-list";

/** The satisfaction survey page (both signed in and signed out). */
export const SatisfactionPage = lazyPage(withStrings(["complaints", "eservice"], () => import("./satisfaction-page")));

/** The survey inside the shell. */
export const satisfactionRoutes: RouteList = [{ path: `${E_SERVICE_HOME}/satisfaction`, component: SatisfactionPage }];
