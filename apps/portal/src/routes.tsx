/**
 * The portal's routes (docs/spec/portal-spec.md section 2 "Screens and routes"; issue 10 item 3 for the realms), with wouter:
 *
 * - `/` and `/signed-in-redirect` redirect to the signed-in realm's home: `/e-service/main` for residents (and
 *   guests, whom its guard sends to sign-in), `/mwp` for staff.
 * - Group 1 (empty layout, guest only): sign-in, sign-up, confirmation-required, forgot-password (shows the
 *   404 page, as the spec says), reset-password; sign-out (any user); change-password (signed in: a staff
 *   member with a one-time password reaches nothing else until it is changed).
 * - Group 4 (empty layout, never guarded): `/pages/error/404`, `/pages/error/500`, `/pages/maintenance`.
 * - Whistleblowing without an account (issue 11 item 6; empty layout, never guarded, like group 4):
 *   `/whistleblowing` (report; linked from the sign-in page) and `/whistleblowing/track` (follow a report with its
 *   tracking code). Not in group 1: those pages are guest-only and send a signed-in user away, whereas these must
 *   work both signed out and signed in, with no redirect. They render the empty layout themselves; their calls send
 *   the stored token when there is one (the contract's optional security `[{pxAuthToken: []}, {}]`), so a
 *   signed-in resident's report is linked to their account (by a keyed hash only), a guest's is anonymous. The
 *   signed-in form is also in the shell at `/e-service/main/complaints/corruption` (menu item
 *   `complaints-corruption`).
 * - Checking results and the satisfaction survey (issue 12; `/e-service/main/checkresult`, `/e-service/main/satisfaction`):
 *   shell pages when signed in; signed out, the same route modules in the empty layout (the form to check one case,
 *   the general survey), never sent to sign-in. Likewise the e-service home `/e-service/main` with its latest news, the
 *   news list `/e-service/main/news` and an article `/e-service/main/news/{id}` (issue 15 item 1): a visitor reads
 *   them in the guest frame without signing in (the services on the home page still lead to sign-in).
 * - News editors (issue 15): `/mwp/news` (list), `/mwp/news/new` and `/mwp/news/{id}` (editor); other staff get the
 *   404 page (the server answers 403).
 * - The signed-in area, inside one shell (so that it is not mounted again when the user moves between pages):
 *   - residents only, group 6: `/e-service/main` and its children; menu items whose page is not built show the
 *     coming-soon page; a case page `/e-service/main/complaints/{id}` (issue 11; digits only); the e-service
 *     catalogue `/e-service/main/form`, a service's request form `/e-service/main/form/{code}` and the confirmation
 *     `/e-service/main/form/{code}/sent/{id}` (issue 12; `/e-service/form` redirects to the catalogue and
 *     `/e-service/paygarbage` to `/e-service/main/paygarbage`); other paths show the
 *     404 page;
 *   - staff only: `/mwp` (group 2, the staff overview), `/mwp/complaints` (the complaints work queue, issue 11),
 *     `/mwp/complaints/new` (the staff e-form), `/mwp/complaints/{id}` (a case), `/dashboards/analytics` (group 5, the complaints dashboard; a
 *     resident gets the 404 page as on every staff page), `/dms/...` (document management: its menu pages say that
 *     the feature comes with document management; the document view of the staff document search,
 *     `/dms/main/document;docId=..;folderId=..;docType=..`, with matrix parameters; the correspondence register
 *     `/dms/correspondence`, for every staff member), and `/admin/...` for
 *     administrators (structure and users, logs, e-mail outbox, menu editor, the e-services list and editor
 *     `/admin/e-service[/{code}]` of issue 12; the e-mail templates page comes with
 *     document management; the account-closure requests `/admin/account-closure` of issue 15).
 *   A resident on a staff page gets the 404 page, a staff member on a resident page goes to `/mwp`, a staff member
 *   who is not an administrator gets the 404 page on an administrators' page (the server also answers 403).
 * - Any other path shows the 404 page.
 *
 * The layout: the auth and error pages render in the `empty` layout (their routes force it, see
 * `shell/layout-source.ts`); the shell pages in the resolved layout (`shell/signed-in-shell.tsx`).
 *
 * Every page module is loaded lazily and preloaded after the first page has shown. Each feature's route list is its
 * `routes.tsx` (`features/<area>/routes.tsx`: its lazy page modules with the string parts they load, `withStrings`, and
 * their `<Route>`s); this file composes them in order, with the guards, the realm check and the shell.
 */
import { useEffect } from "react";
import { parse } from "regexparam";
import { matchRoute, Redirect, useLocation } from "wouter";
import { Guard } from "./routing/guard";
import { lazyShell, type LazyComponent } from "./routing/lazy-page";
import { RouteSwitch, type RouteList } from "./routing/route-list";
import { HOME_PATHS, homePathOf, realmDecision, SIGNED_IN_REDIRECT_PATH } from "./routing/guards";
import { E_SERVICE_HOME } from "./routing/e-service-home";
import { sessionStore, useIsAuthenticated, useSession } from "./session/session";
import type { Realm } from "./session/session-store";
import { NewsArticlePage, NewsListPage, residentNewsRoutes } from "./features/news/routes";
import { CheckResultPage, checkResultRoutes } from "./features/check-result/routes";
import { eServiceFallbackRoutes, eServiceHomeRoutes, HomePage } from "./features/e-service/routes";
import { residentEServiceRoutes, specFormRedirects } from "./features/eservice/routes";
import { errorRoutes, NotFoundPage } from "./features/errors/routes";
import { payGarbageRedirects, payGarbageRoutes } from "./features/garbage/routes";
import { authEntryRoutes, authPasswordRoutes, SignInPage } from "./features/auth/routes";
import { residentComplaintRoutes, whistleblowingRoutes } from "./features/complaints/routes";
import { StaffHomePage } from "./features/staff/routes";
import { forgotPasswordRoutes, residentAccountRoutes } from "./features/account/routes";
import { residentCaseRoutes } from "./features/case/routes";
import { SatisfactionPage, satisfactionRoutes } from "./features/satisfaction/routes";

const SignedInShell = lazyShell(
  () => import("./shell/signed-in-shell"),
  () => import("./shell/first-render-calls"),
);

/**
 * Paths inside the signed-in shell: the e-service area, the staff overview, document management, administration and
 * the staff dashboards (spec route group 5).
 */
const SHELL_PATHS = /^\/(?:e-service\/main|mwp|dms|admin|dashboards|setting)(?:[/;].*)?$/;

/**
 * E-service pages open to guests too (issue 12 items 4 and 5): checking results and the satisfaction survey. Signed
 * in, they are shell pages like the rest of the e-service area; signed out, they render in the empty layout
 * themselves (the form to check one case, the general survey), like `/whistleblowing/track`.
 */
const OPEN_E_SERVICE_PATHS = /^\/e-service\/main(?:\/(?:checkresult|satisfaction|news(?:\/\d+)?))?$/;

/**
 * The modules the first page will wait for (the sign-in page for a guest; the shell, for staff the staff route table,
 * and the realm's home page on a home path, or the resident's page of the path ({@link residentPageOf}), for a signed-in
 * user): `src/main.tsx` loads them while the language loads instead of after it, and
 * starts their first-render calls; it renders once they have loaded, so the first render shows them at once, without
 * a loading fallback (`routing/lazy-page.tsx`). Other routes load when rendered and are preloaded at idle 3 s after the first page.
 * @param path - The requested path.
 * @param realm - The realm whose token is stored, or `null` (the guard still checks the token).
 * @returns The lazy components of the first page (`load` them; `prefetch` starts their first-render calls).
 */
export function firstPageModules(path: string, realm: Realm | null): Pick<LazyComponent<never>, "load" | "prefetch">[] {
  const inShell = SHELL_PATHS.test(path) || path === "/" || path === SIGNED_IN_REDIRECT_PATH;
  if (inShell && realm !== null) {
    const toHome = path === "/" || path === SIGNED_IN_REDIRECT_PATH;
    if (path === HOME_PATHS.staff || (toHome && realm === "staff")) return [SignedInShell, StaffRoutes, StaffHomePage];
    if (path === E_SERVICE_HOME || (toHome && realm === "person")) return [SignedInShell, HomePage];
    if (realm === "staff") return [SignedInShell, StaffRoutes];
    const page = residentPageOf(path);
    return page ? [SignedInShell, page] : [SignedInShell];
  }
  if (path === E_SERVICE_HOME && realm === null) return [HomePage];
  if (path === "/sign-in" || (inShell && realm === null && !OPEN_E_SERVICE_PATHS.test(path))) return [SignInPage];
  return [];
}

/** `/` and the post-sign-in path: the signed-in realm's home (a guest goes to the resident home, then sign-in). */
function HomeRedirect() {
  const { realm } = useSession();
  const isAuthenticated = useIsAuthenticated();
  return <Redirect to={homePathOf(isAuthenticated ? realm : null)} replace />;
}

/** The staff pages (inside the shell): a route table of their own, loaded for staff only (`staff-routes.tsx`). */
const StaffRoutes = lazyShell<object>(() => import("./staff-routes"));

/** The resident pages' routes (group 6, inside the shell), in the order they are tried. */
const RESIDENT_ROUTES: readonly RouteList[] = [
  eServiceHomeRoutes,
  residentComplaintRoutes,
  residentCaseRoutes,
  residentEServiceRoutes,
  checkResultRoutes,
  satisfactionRoutes,
  payGarbageRoutes,
  residentNewsRoutes,
  residentAccountRoutes,
  eServiceFallbackRoutes,
];

/** The resident pages (group 6, inside the shell). */
function ResidentRoutes() {
  return <RouteSwitch lists={RESIDENT_ROUTES} />;
}

/**
 * The lazily loaded page that a resident path opens: the first of {@link RESIDENT_ROUTES} whose path matches, as
 * wouter's switch tries them (its default parser, `regexparam`), when that route renders such a page itself.
 * @param path - The path being opened.
 * @returns The page's loader, and its first-render calls told the route's parameters; or `undefined` (a redirect, or
 *   a route that renders something else).
 */
function residentPageOf(path: string): Pick<LazyComponent<never>, "load" | "prefetch"> | undefined {
  for (const route of RESIDENT_ROUTES.flat()) {
    const [matches, params] = matchRoute(parse, route.path ?? "", path);
    if (!matches) continue;
    const page = route.component as Partial<LazyComponent<never>> | undefined;
    if (!page?.load || !page.prefetch) return undefined;
    const { load, prefetch } = page;
    // The first-render calls get the route's parameters, read here once, as the page's `useParams` will.
    return { load, prefetch: (context) => prefetch({ ...context, params: params ?? {} }) };
  }
  return undefined;
}

/**
 * The signed-in area inside the signed-in shell, after the realm check (see `realmDecision`): a pending password
 * change goes to the change-password page, a staff member on a resident page to `/mwp`, a resident on a staff
 * page gets the 404 page.
 */
function ShellRoutes() {
  const [location] = useLocation();
  const { realm, passwordChange } = useSession();
  const decision = realm ? realmDecision(location, realm, passwordChange !== null) : null;
  if (decision && "redirect" in decision) return <Redirect to={decision.redirect} replace />;
  return (
    <SignedInShell>
      {decision ? <NotFoundPage embedded /> : realm === "staff" ? <StaffRoutes /> : <ResidentRoutes />}
    </SignedInShell>
  );
}

/** An e-service page open to guests ({@link OPEN_E_SERVICE_PATHS}): in the shell when signed in, else on its own. */
function OpenEServiceRoute() {
  const isAuthenticated = useIsAuthenticated();
  const { token } = useSession();
  const [location] = useLocation();
  // An expired token is cleared (as `Guard` does), so that the guest page's calls do not send it.
  useEffect(() => {
    if (token !== null && !isAuthenticated) sessionStore.clear();
  }, [token, isAuthenticated]);
  if (isAuthenticated) {
    return (
      <Guard access="signed-in">
        <ShellRoutes />
      </Guard>
    );
  }
  if (location === E_SERVICE_HOME) return <HomePage />;
  if (location === `${E_SERVICE_HOME}/news`) return <NewsListPage />;
  if (location.startsWith(`${E_SERVICE_HOME}/news/`)) return <NewsArticlePage />;
  return location.endsWith("/checkresult") ? <CheckResultPage /> : <SatisfactionPage />;
}

/** `/` and the post-sign-in path. */
const HOME_REDIRECTS: RouteList = [
  { path: "/", component: HomeRedirect },
  { path: SIGNED_IN_REDIRECT_PATH, component: HomeRedirect },
];

/** The e-service pages open to guests, then the signed-in area (guarded), then the 404 page for any other path. */
const SHELL_ROUTES: RouteList = [
  { path: OPEN_E_SERVICE_PATHS, component: OpenEServiceRoute },
  {
    path: SHELL_PATHS,
    children: (
      <Guard access="signed-in">
        <ShellRoutes />
      </Guard>
    ),
  },
  { children: <NotFoundPage /> },
];

/** All routes of the portal. */
export function AppRoutes() {
  return (
    <RouteSwitch
      lists={[
        HOME_REDIRECTS,
        authEntryRoutes,
        forgotPasswordRoutes,
        authPasswordRoutes,
        errorRoutes,
        whistleblowingRoutes,
        // The spec's other addresses of the e-service area (issue 12 item 6): the request form leads to the catalogue,
        // the garbage fee to its menu page (issue 13).
        specFormRedirects,
        payGarbageRedirects,
        SHELL_ROUTES,
      ]}
    />
  );
}
