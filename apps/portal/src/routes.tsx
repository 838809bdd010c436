/**
 * The portal's routes (portal-spec.md section 2 "Screens and routes"; issue 10 item 3 for the realms), with wouter:
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
 * - The signed-in area, inside one shell (so that it is not mounted again when the user moves between pages):
 *   - residents only, group 6: `/e-service/main` and its children; menu items whose page is not built show the
 *     coming-soon page; a case page `/e-service/main/complaints/{id}` (issue 11; digits only); other paths show the
 *     404 page;
 *   - staff only: `/mwp` (group 2, the staff overview), `/mwp/complaints` (the complaints work queue, issue 11),
 *     `/mwp/complaints/new` (the staff e-form), `/mwp/complaints/{id}` (a case), `/dashboards/analytics` (group 5, the complaints dashboard; a
 *     resident gets the 404 page as on every staff page), `/dms/...` (document management: its menu pages say that
 *     the feature comes with document management; the document view of the staff document search,
 *     `/dms/main/document;docId=..;folderId=..;docType=..`, with matrix parameters), and `/admin/...` for
 *     administrators (structure and users, logs, e-mail outbox, menu editor; the e-mail templates page comes with
 *     document management).
 *   A resident on a staff page gets the 404 page, a staff member on a resident page goes to `/mwp`, a staff member
 *   who is not an administrator gets the 404 page on an administrators' page (the server also answers 403).
 * - Any other path shows the 404 page.
 *
 * The layout: the auth and error pages render in the `empty` layout (their routes force it, see
 * `shell/layout-source.ts`); the shell pages in the resolved layout (`shell/signed-in-shell.tsx`).
 *
 * Every page module is loaded lazily and preloaded after the first page has shown.
 */
import type { ReactNode } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { Alert } from "@eoffice/ui";
import { useTranslation } from "react-i18next";
import { lazyPage } from "./routing/lazy-page";
import { lazyShell } from "./routing/lazy-shell";
import { Guard } from "./routing/guard";
import { PageLoading } from "./routing/page-loading";
import {
  CHANGE_PASSWORD_PATH,
  HOME_PATHS,
  homePathOf,
  realmDecision,
  SIGNED_IN_REDIRECT_PATH,
} from "./routing/guards";
import { E_SERVICE_HOME, findMenuItemByPath, type EServiceMenuItem } from "./features/e-service/e-service-menu";
import { useIsAuthenticated, useSession } from "./features/auth/session";
import type { Realm } from "./features/auth/session-store";
import { useStaffRoles } from "./features/staff/staff-queries";
import { isAdmin } from "./features/staff/staff-roles";
import { DMS_FEATURES } from "./features/dms/dms-features";

const loadSignInPage = () => import("./features/auth/sign-in-page");
const loadHomePage = () => import("./features/e-service/home-page");
const loadStaffHomePage = () => import("./features/staff/staff-home-page");
const loadSignedInShell = () => import("./shell/signed-in-shell");

const SignInPage = lazyPage(loadSignInPage);
const SignUpPage = lazyPage(() => import("./features/auth/sign-up-page"));
const SignOutPage = lazyPage(() => import("./features/auth/sign-out-page"));
const ConfirmationRequiredPage = lazyPage(() => import("./features/auth/confirmation-required-page"));
const ResetPasswordPage = lazyPage(() => import("./features/auth/reset-password-page"));
const ChangePasswordPage = lazyPage(() => import("./features/auth/change-password-page"));
const NotFoundPage = lazyPage(() => import("./features/errors/not-found-page"));
const ServerErrorPage = lazyPage(() => import("./features/errors/server-error-page"));
const MaintenancePage = lazyPage(() => import("./features/errors/maintenance-page"));
const HomePage = lazyPage(loadHomePage);
const ComingSoonPage = lazyPage(() => import("./features/e-service/coming-soon-page"));
const MyComplaintsPage = lazyPage(() => import("./features/complaints/my-complaints-page"));
const NewComplaintPage = lazyPage(() => import("./features/complaints/new-complaint-page"));
const WhistleblowingPage = lazyPage(() => import("./features/complaints/whistleblowing/whistleblowing-page"));
const GuestWhistleblowingPage = lazyPage(() => import("./features/complaints/whistleblowing/guest-whistleblowing-page"));
const WhistleblowingTrackPage = lazyPage(() => import("./features/complaints/whistleblowing/track-page"));
const DocumentPage = lazyPage(() => import("./features/dms/document-page"));
const StaffHomePage = lazyPage(loadStaffHomePage);
const StructurePage = lazyPage(() => import("./features/admin/structure-page"));
const LogsPage = lazyPage(() => import("./features/admin/logs-page"));
const OutboxPage = lazyPage(() => import("./features/admin/outbox-page"));
const MenuEditorPage = lazyPage(() => import("./features/admin/menu-editor-page"));
const ComplaintQueuePage = lazyPage(() => import("./features/complaints-staff/queue-page"));
const ComplaintEFormPage = lazyPage(() => import("./features/complaints-staff/eform-page"));
const ComplaintAnalyticsPage = lazyPage(() => import("./features/complaints-staff/analytics-page"));
const CasePage = lazyPage(() => import("./features/complaints/case/case-page"));
const SignedInShell = lazyShell(loadSignedInShell);

/**
 * Paths inside the signed-in shell: the e-service area, the staff overview, document management, administration and
 * the staff dashboards (spec route group 5).
 */
const SHELL_PATHS = /^\/(?:e-service\/main|mwp|dms|admin|dashboards)(?:[/;].*)?$/;

/**
 * Starts loading the modules the first page will wait for (the sign-in page for a guest; the shell, and the
 * realm's home page on a home path, for a signed-in user), so that they download while the language loads instead
 * of after it. Other routes load when rendered and are preloaded at idle after the first page.
 * @param path - The requested path.
 * @param realm - The realm whose token is stored, or `null` (the guard still checks the token).
 * @returns The loading modules (already settled promises are harmless).
 */
export function loadFirstPage(path: string, realm: Realm | null): Promise<unknown>[] {
  const inShell = SHELL_PATHS.test(path) || path === "/" || path === SIGNED_IN_REDIRECT_PATH;
  if (inShell && realm !== null) {
    const toHome = path === "/" || path === SIGNED_IN_REDIRECT_PATH;
    if (path === HOME_PATHS.staff || (toHome && realm === "staff")) return [loadSignedInShell(), loadStaffHomePage()];
    if (path === E_SERVICE_HOME || (toHome && realm === "person")) return [loadSignedInShell(), loadHomePage()];
    return [loadSignedInShell()];
  }
  if (path === "/sign-in" || (inShell && realm === null)) return [loadSignInPage()];
  return [];
}

/** Items reachable outside the menu that are not built yet (the user menu's Profile). */
const OTHER_COMING_SOON: readonly EServiceMenuItem[] = [
  { id: "profile", type: "basic", titleKey: "shell.profile", link: `${E_SERVICE_HOME}/profile`, icon: "user" },
];

/** A path under the e-service area that has no page of its own: coming soon for menu items, else 404. */
function EServiceFallback() {
  const [location] = useLocation();
  const item = findMenuItemByPath(location) ?? OTHER_COMING_SOON.find((other) => other.link === location);
  return item ? <ComingSoonPage item={item} /> : <NotFoundPage embedded />;
}

/** A case page, by the complaint id (digits only, so that `new` and `corruption` never match; issue 11). */
const RESIDENT_CASE_ROUTE = /^\/e-service\/main\/complaints\/(?<id>\d+)$/;
const STAFF_CASE_ROUTE = /^\/mwp\/complaints\/(?<id>\d+)$/;

/** The document view with or without matrix parameters. */
const DOCUMENT_ROUTE = /^\/dms\/main\/document(?:;.*)?$/;

/** `/` and the post-sign-in path: the signed-in realm's home (a guest goes to the resident home, then sign-in). */
function HomeRedirect() {
  const { realm } = useSession();
  const isAuthenticated = useIsAuthenticated();
  return <Redirect to={homePathOf(isAuthenticated ? realm : null)} replace />;
}

/** Administrators' pages: the 404 page for other staff (the server answers 403 to them anyway). */
function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { roles, isPending, error, refetch } = useStaffRoles();
  if (roles) return isAdmin(roles) ? <>{children}</> : <NotFoundPage embedded />;
  if (error) {
    return (
      <div className="p-6 sm:p-10">
        <Alert tone="error" onRetry={refetch}>
          {t("staff.rolesError")}
        </Alert>
      </div>
    );
  }
  return isPending ? <PageLoading /> : <NotFoundPage embedded />;
}

/** The staff pages (inside the shell). */
function StaffRoutes() {
  return (
    <Switch>
      <Route path={HOME_PATHS.staff} component={StaffHomePage} />
      <Route path="/mwp/complaints" component={ComplaintQueuePage} />
      {/* Before `/mwp/complaints/:id`, which would take "new" for an id. */}
      <Route path="/mwp/complaints/new" component={ComplaintEFormPage} />
      <Route path={STAFF_CASE_ROUTE} component={CasePage} />
      <Route path="/dashboards/analytics" component={ComplaintAnalyticsPage} />
      <Route path={DOCUMENT_ROUTE} component={DocumentPage} />
      {DMS_FEATURES.filter((feature) => feature.link.startsWith("/dms/")).map((feature) => (
        <Route key={feature.id} path={feature.link}>
          <ComingSoonPage item={feature} textKey="dms.comingSoonText" />
        </Route>
      ))}
      <Route path={/^\/admin(?:\/.*)?$/}>
        <AdminOnly>
          <Switch>
            <Route path="/admin/structure" component={StructurePage} />
            <Route path="/admin/logs" component={LogsPage} />
            <Route path="/admin/outbox" component={OutboxPage} />
            <Route path="/admin/menu" component={MenuEditorPage} />
            {DMS_FEATURES.filter((feature) => feature.link.startsWith("/admin/")).map((feature) => (
              <Route key={feature.id} path={feature.link}>
                <ComingSoonPage item={feature} textKey="dms.comingSoonText" />
              </Route>
            ))}
            <Route>
              <NotFoundPage embedded />
            </Route>
          </Switch>
        </AdminOnly>
      </Route>
      <Route>
        <NotFoundPage embedded />
      </Route>
    </Switch>
  );
}

/** The resident pages (group 6, inside the shell). */
function ResidentRoutes() {
  return (
    <Switch>
      <Route path={E_SERVICE_HOME} component={HomePage} />
      <Route path={`${E_SERVICE_HOME}/complaints`} component={MyComplaintsPage} />
      {/* Before any `/complaints/:id` route, which would take "corruption" or "new" for an id. */}
      <Route path={`${E_SERVICE_HOME}/complaints/corruption`} component={WhistleblowingPage} />
      <Route path={`${E_SERVICE_HOME}/complaints/new`} component={NewComplaintPage} />
      <Route path={RESIDENT_CASE_ROUTE} component={CasePage} />
      <Route component={EServiceFallback} />
    </Switch>
  );
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

/** All routes of the portal. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomeRedirect} />
      <Route path={SIGNED_IN_REDIRECT_PATH} component={HomeRedirect} />

      <Route path="/sign-in">
        <Guard access="guest">
          <SignInPage />
        </Guard>
      </Route>
      <Route path="/sign-up">
        <Guard access="guest">
          <SignUpPage />
        </Guard>
      </Route>
      <Route path="/confirmation-required">
        <Guard access="guest">
          <ConfirmationRequiredPage />
        </Guard>
      </Route>
      <Route path="/forgot-password">
        <Guard access="guest">
          <NotFoundPage />
        </Guard>
      </Route>
      <Route path="/reset-password">
        <Guard access="guest">
          <ResetPasswordPage />
        </Guard>
      </Route>
      <Route path={CHANGE_PASSWORD_PATH}>
        <Guard access="signed-in">
          <ChangePasswordPage />
        </Guard>
      </Route>
      <Route path="/sign-out" component={SignOutPage} />

      <Route path="/pages/error/404">
        <NotFoundPage />
      </Route>
      <Route path="/pages/error/500" component={ServerErrorPage} />
      <Route path="/pages/maintenance" component={MaintenancePage} />

      <Route path="/whistleblowing" component={GuestWhistleblowingPage} />
      <Route path="/whistleblowing/track" component={WhistleblowingTrackPage} />

      <Route path={SHELL_PATHS}>
        <Guard access="signed-in">
          <ShellRoutes />
        </Guard>
      </Route>

      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
