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
 * Every page module is loaded lazily and preloaded after the first page has shown.
 */
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Alert } from "@eoffice/ui";
import { useTranslation } from "react-i18next";
import type { RoleRule } from "./features/staff/roles-only";
import { useStaffRoles } from "./features/staff/staff-queries";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { withStrings } from "./i18n/i18n";
import { SETTINGS_PATH } from "./features/account/account-settings";
import { lazyPage, lazyShell, type LazyComponent } from "./routing/lazy-page";
import { Guard } from "./routing/guard";
import { PageLoading } from "./routing/page-loading";
import {
  CHANGE_PASSWORD_PATH,
  HOME_PATHS,
  homePathOf,
  realmDecision,
  SIGNED_IN_REDIRECT_PATH,
} from "./routing/guards";
import { E_SERVICE_HOME } from "./routing/e-service-home";
import { sessionStore, useIsAuthenticated, useSession } from "./session/session";
import type { Realm } from "./session/session-store";
import { CATALOGUE_PATH, SERVICE_ADMIN_PATH, SPEC_FORM_PATH } from "./features/eservice/eservice-paths";

const SignInPage = lazyPage(withStrings(["auth", "whistleblowing"], () => import("./features/auth/sign-in-page")));
const SignUpPage = lazyPage(withStrings(["auth", "account"], () => import("./features/auth/sign-up-page")));
const SignOutPage = lazyPage(withStrings(["auth"], () => import("./features/auth/sign-out-page")));
const ConfirmationRequiredPage = lazyPage(withStrings(["auth", "account"], () => import("./features/auth/confirmation-required-page")));
const ResetPasswordPage = lazyPage(withStrings(["auth", "account"], () => import("./features/auth/reset-password-page")));
const ChangePasswordPage = lazyPage(withStrings(["auth", "account"], () => import("./features/auth/change-password-page")));
// Issue 15: account pages (profile, settings, forgot password; reset and confirmation above use the same strings).
const ForgotPasswordPage = lazyPage(withStrings(["auth", "account"], () => import("./features/account/forgot-password-page")));
const ProfilePage = lazyPage(withStrings(["account"], () => import("./features/account/profile-page")));
const SettingsPage = lazyPage(withStrings(["account"], () => import("./features/account/settings-page")));
const NotFoundPage = lazyPage(() => import("./features/errors/not-found-page"));
const ServerErrorPage = lazyPage(() => import("./features/errors/server-error-page"));
const MaintenancePage = lazyPage(() => import("./features/errors/maintenance-page"));
const HomePage = lazyPage(
  withStrings(["news"], () => import("./features/e-service/home-page")),
  () => import("./features/e-service/home-calls"),
);
/** A path under the e-service area that has no page of its own: coming soon for menu items, else 404. */
const EServiceFallback = lazyPage(() => import("./features/e-service/e-service-fallback"));
const MyComplaintsPage = lazyPage(withStrings(["complaints", "eservice"], () => import("./features/complaints/my-complaints-page")));
const NewComplaintPage = lazyPage(withStrings(["complaints"], () => import("./features/complaints/new-complaint-page")));
const WhistleblowingPage = lazyPage(withStrings(["whistleblowing", "complaints"], () => import("./features/complaints/whistleblowing/whistleblowing-page")));
const GuestWhistleblowingPage = lazyPage(withStrings(["whistleblowing", "complaints"], () => import("./features/complaints/whistleblowing/guest-whistleblowing-page")));
const WhistleblowingTrackPage = lazyPage(withStrings(["whistleblowing", "complaints"], () => import("./features/complaints/whistleblowing/track-page")));
// Document management (issue 14): its pages and strings (part `documents`; `staff` for the role names).
const DocumentPage = lazyPage(withStrings(["documents", "staff", "complaints"], () => import("./features/dms/document-page")));
const DmsPage = lazyPage(withStrings(["documents", "staff", "complaints"], () => import("./features/dms/dms-page")));
const DocumentTypePage = lazyPage(withStrings(["documents"], () => import("./features/dms/document-type-page")));
const DocumentAuthorityPage = lazyPage(withStrings(["documents", "staff"], () => import("./features/dms/document-authority-page")));
const CorrespondencePage = lazyPage(withStrings(["documents"], () => import("./features/dms/correspondence-page")));
const EmailTemplatePage = lazyPage(withStrings(["documents"], () => import("./features/admin/email-template-page")));
const StaffHomePage = lazyPage(withStrings(["staff"], () => import("./features/staff/staff-home-page")));
const StructurePage = lazyPage(withStrings(["staff", "auth"], () => import("./features/admin/structure-page")));
const LogsPage = lazyPage(withStrings(["staff"], () => import("./features/admin/logs-page")));
const OutboxPage = lazyPage(withStrings(["staff"], () => import("./features/admin/outbox-page")));
const MenuEditorPage = lazyPage(withStrings(["staff"], () => import("./features/admin/menu-editor-page")));
// Issue 15 item 8: administrators decide residents' account-closure requests.
const AccountClosurePage = lazyPage(withStrings(["staff"], () => import("./features/admin/account-closure-page")));
const ComplaintQueuePage = lazyPage(withStrings(["staff", "complaints", "eservice"], () => import("./features/complaints-staff/queue-page")));
const ComplaintEFormPage = lazyPage(withStrings(["staff", "complaints"], () => import("./features/complaints-staff/eform-page")));
const ComplaintAnalyticsPage = lazyPage(withStrings(["staff", "complaints", "eservice"], () => import("./features/complaints-staff/analytics-page")));
const CasePage = lazyPage(withStrings(["complaints", "eservice"], () => import("./features/case/case-page")));
// E-service requests (issue 12): the catalogue, a service's form (with the form renderer, loaded by these routes only)
// and the confirmation.
const CataloguePage = lazyPage(withStrings(["eservice"], () => import("./features/eservice/catalogue-page")));
const ServiceFormPage = lazyPage(withStrings(["eservice", "complaints"], () => import("./features/eservice/service-form-page")));
const RequestSentPage = lazyPage(withStrings(["eservice", "complaints"], () => import("./features/eservice/request-sent-page")));
const CheckResultPage = lazyPage(withStrings(["complaints", "eservice"], () => import("./features/check-result/check-result-page")));
const SatisfactionPage = lazyPage(withStrings(["complaints", "eservice"], () => import("./features/satisfaction/satisfaction-page")));
// The administrators' service list and editor (issue 12 item 1).
const ServiceAdminListPage = lazyPage(withStrings(["staff", "eservice"], () => import("./features/eservice/service-admin-list-page")));
const ServiceAdminEditPage = lazyPage(withStrings(["staff", "eservice"], () => import("./features/eservice/service-admin-edit-page")));
// Garbage collection fee (issue 13): the resident's page and the finance officers' page.
const PayGarbagePage = lazyPage(withStrings(["garbage"], () => import("./features/garbage/pay-garbage-page")));
const GarbageFinancePage = lazyPage(withStrings(["garbage", "staff"], () => import("./features/garbage/garbage-finance-page")));
// News (issue 15 item 1): the public list and article (open to guests, like the home page's latest news), and the news
// editors' list and editor (the rich-text editor is loaded by the editor page only).
const NewsListPage = lazyPage(withStrings(["news"], () => import("./features/news/news-list-page")));
const NewsArticlePage = lazyPage(withStrings(["news"], () => import("./features/news/news-article-page")));
const StaffNewsListPage = lazyPage(withStrings(["news", "staff"], () => import("./features/news/staff/staff-news-list-page")));
const StaffNewsEditorPage = lazyPage(withStrings(["news", "staff", "complaints"], () => import("./features/news/staff/staff-news-editor-page")));
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
 * The modules the first page will wait for (the sign-in page for a guest; the shell, and the realm's home page on a
 * home path, for a signed-in user): `src/main.tsx` loads them while the language loads instead of after it, and
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
    if (path === HOME_PATHS.staff || (toHome && realm === "staff")) return [SignedInShell, StaffHomePage];
    if (path === E_SERVICE_HOME || (toHome && realm === "person")) return [SignedInShell, HomePage];
    return [SignedInShell];
  }
  if (path === E_SERVICE_HOME && realm === null) return [HomePage];
  if (path === "/sign-in" || (inShell && realm === null && !OPEN_E_SERVICE_PATHS.test(path))) return [SignInPage];
  return [];
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

/** The decision of {@link RolesOnly} (`features/staff/roles-only.tsx`), loaded with the first guarded page. */
const RoleDecision = lazy(() => import("./features/staff/roles-only"));

/**
 * Pages of some staff roles: the page for staff who may call its operation (the contract's `x-roles`) or belong to its
 * role group (`x-role-groups`), the 404 page for other staff (the server answers 403 to them anyway).
 */
function RolesOnly({ children, ...rule }: RoleRule & { children: ReactNode }) {
  const { t } = useTranslation();
  const { roles, isPending, error, refetch } = useStaffRoles();
  if (roles) {
    return (
      <Suspense fallback={<PageLoading />}>
        <RoleDecision roles={roles} {...rule}>
          {children}
        </RoleDecision>
      </Suspense>
    );
  }
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
      <Route path={`${HOME_PATHS.staff}/profile`} component={ProfilePage} />
      <Route path={SETTINGS_PATH} component={SettingsPage} />
      <Route path="/mwp/complaints" component={ComplaintQueuePage} />
      {/* Before `/mwp/complaints/:id`, which would take "new" for an id. */}
      <Route path="/mwp/complaints/new" component={ComplaintEFormPage} />
      <Route path={STAFF_CASE_ROUTE} component={CasePage} />
      <Route path="/dashboards/analytics" component={ComplaintAnalyticsPage} />
      <Route path="/mwp/garbage">
        <RolesOnly operation="searchGarbageAccounts">
          <GarbageFinancePage />
        </RolesOnly>
      </Route>
      <Route path={/^\/mwp\/news(?:\/.*)?$/}>
        <RolesOnly operation="listNews">
          <Switch>
            <Route path="/mwp/news" component={StaffNewsListPage} />
            <Route path="/mwp/news/new" component={StaffNewsEditorPage} />
            <Route path={/^\/mwp\/news\/(?<id>\d+)$/} component={StaffNewsEditorPage} />
            <Route>
              <NotFoundPage embedded />
            </Route>
          </Switch>
        </RolesOnly>
      </Route>
      <Route path={DOCUMENT_ROUTE} component={DocumentPage} />
      <Route path="/dms/main" component={DmsPage} />
      <Route path="/dms/document-type" component={DocumentTypePage} />
      <Route path="/dms/document-authority" component={DocumentAuthorityPage} />
      <Route path="/dms/correspondence" component={CorrespondencePage} />
      <Route path="/admin/structure">
        <RolesOnly operation="listStaffUsers">
          <StructurePage />
        </RolesOnly>
      </Route>
      <Route path="/admin/logs">
        <RolesOnly group="generalAuditLog">
          <LogsPage />
        </RolesOnly>
      </Route>
      <Route path="/admin/outbox">
        <RolesOnly operation="listEmailOutbox">
          <OutboxPage />
        </RolesOnly>
      </Route>
      <Route path="/admin/menu">
        <RolesOnly operation="listMenuItems">
          <MenuEditorPage />
        </RolesOnly>
      </Route>
      <Route path={SERVICE_ADMIN_PATH}>
        <RolesOnly operation="listEServicesAdmin">
          <ServiceAdminListPage />
        </RolesOnly>
      </Route>
      <Route path={`${SERVICE_ADMIN_PATH}/:code`}>
        <RolesOnly operation="listEServicesAdmin">
          <ServiceAdminEditPage />
        </RolesOnly>
      </Route>
      <Route path="/admin/email-template">
        <RolesOnly operation="listEmailTemplates">
          <EmailTemplatePage />
        </RolesOnly>
      </Route>
      <Route path="/admin/account-closure">
        <RolesOnly operation="listAccountClosures">
          <AccountClosurePage />
        </RolesOnly>
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
      <Route path={CATALOGUE_PATH} component={CataloguePage} />
      <Route path={`${CATALOGUE_PATH}/:code`} component={ServiceFormPage} />
      <Route path={`${CATALOGUE_PATH}/:code/sent/:id`} component={RequestSentPage} />
      <Route path={`${E_SERVICE_HOME}/checkresult`} component={CheckResultPage} />
      <Route path={`${E_SERVICE_HOME}/satisfaction`} component={SatisfactionPage} />
      <Route path={`${E_SERVICE_HOME}/paygarbage`} component={PayGarbagePage} />
      <Route path={`${E_SERVICE_HOME}/news`} component={NewsListPage} />
      <Route path={/^\/e-service\/main\/news\/(?<id>\d+)$/} component={NewsArticlePage} />
      <Route path={`${E_SERVICE_HOME}/profile`} component={ProfilePage} />
      <Route path={SETTINGS_PATH} component={SettingsPage} />
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
      {/* Public: the e-mail's confirmation link also works for someone already signed in (issue 15 item 5). */}
      <Route path="/confirmation-required">
        <Guard access="public">
          <ConfirmationRequiredPage />
        </Guard>
      </Route>
      <Route path="/forgot-password">
        <Guard access="guest">
          <ForgotPasswordPage />
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

      {/* The spec's other addresses of the e-service area (issue 12 item 6): the request form leads to the catalogue,
          the garbage fee to its menu page (issue 13). */}
      <Route path={SPEC_FORM_PATH}>
        <Redirect to={CATALOGUE_PATH} replace />
      </Route>
      <Route path="/e-service/paygarbage">
        <Redirect to={`${E_SERVICE_HOME}/paygarbage`} replace />
      </Route>

      <Route path={OPEN_E_SERVICE_PATHS} component={OpenEServiceRoute} />
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
