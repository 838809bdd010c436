/**
 * The e-service area's home and fallback (docs/spec/portal-spec.md section 2, group 6), composed by `src/routes.tsx`:
 * the home page `/e-service/main` (with its latest news; also open to guests, see `src/routes.tsx`), and, last of the
 * resident routes, the page of a path that has none of its own: coming soon for menu items, else 404.
 */
import { withStrings } from "../../i18n/i18n";
import { E_SERVICE_HOME } from "../../routing/e-service-home";
import { lazyPage } from "../../routing/lazy-page";
import type { RouteList } from "../../routing/route-list";

/** The e-service home page; its first-render calls are `home-calls.ts`. */
export const HomePage = lazyPage(
  withStrings(["news"], () => import("./home-page")),
  () => import("./home-calls"),
);
/** A path under the e-service area that has no page of its own: coming soon for menu items, else 404. */
const EServiceFallback = lazyPage(() => import("./e-service-fallback"));

/** The e-service home. */
export const eServiceHomeRoutes: RouteList = [{ path: E_SERVICE_HOME, component: HomePage }];

/** Any other path of the resident's area (the last resident route). */
export const eServiceFallbackRoutes: RouteList = [{ component: EServiceFallback }];
