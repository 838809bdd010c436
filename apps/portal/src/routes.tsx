/**
 * The portal's routes (portal-spec.md section 2 "Screens and routes"), with wouter:
 *
 * - `/` and `/signed-in-redirect` redirect to `/e-service/main`.
 * - Group 1 (empty layout, guest only): sign-in, sign-up, confirmation-required, forgot-password (shows the
 *   404 page, as the spec says), reset-password; sign-out (any user).
 * - Group 4 (empty layout, never guarded): `/pages/error/404`, `/pages/error/500`, `/pages/maintenance`.
 * - Group 6 (signed in, inside the shell): `/e-service/main` and its children; menu items whose page is not
 *   built show the coming-soon page; other paths show the 404 page.
 * - The document view of the staff document search, `/dms/main/document;docId=..;folderId=..;docType=..`
 *   (matrix parameters), signed in, inside the same shell (one shell for both areas, so that it is not
 *   mounted again when the user moves between them).
 * - Any other path shows the 404 page.
 *
 * The layout: the auth and error pages render in the `empty` layout (their routes force it, see
 * `shell/layout-source.ts`); the shell pages in the resolved layout (`shell/signed-in-shell.tsx`).
 *
 * Every page module is loaded lazily and preloaded after the first page has shown.
 */
import { Redirect, Route, Switch, useLocation } from "wouter";
import { lazyPage } from "./routing/lazy-page";
import { lazyShell } from "./routing/lazy-shell";
import { Guard } from "./routing/guard";
import { SIGNED_IN_REDIRECT_PATH } from "./routing/guards";
import { E_SERVICE_HOME, findMenuItemByPath, type EServiceMenuItem } from "./features/e-service/e-service-menu";

const loadSignInPage = () => import("./features/auth/sign-in-page");
const loadHomePage = () => import("./features/e-service/home-page");
const loadSignedInShell = () => import("./shell/signed-in-shell");

const SignInPage = lazyPage(loadSignInPage);
const SignUpPage = lazyPage(() => import("./features/auth/sign-up-page"));
const SignOutPage = lazyPage(() => import("./features/auth/sign-out-page"));
const ConfirmationRequiredPage = lazyPage(() => import("./features/auth/confirmation-required-page"));
const ResetPasswordPage = lazyPage(() => import("./features/auth/reset-password-page"));
const NotFoundPage = lazyPage(() => import("./features/errors/not-found-page"));
const ServerErrorPage = lazyPage(() => import("./features/errors/server-error-page"));
const MaintenancePage = lazyPage(() => import("./features/errors/maintenance-page"));
const HomePage = lazyPage(loadHomePage);
const ComingSoonPage = lazyPage(() => import("./features/e-service/coming-soon-page"));
const MyComplaintsPage = lazyPage(() => import("./features/complaints/my-complaints-page"));
const NewComplaintPage = lazyPage(() => import("./features/complaints/new-complaint-page"));
const DocumentPage = lazyPage(() => import("./features/dms/document-page"));
const SignedInShell = lazyShell(loadSignedInShell);

/**
 * Starts loading the modules the first page will wait for (the sign-in page for a guest; the shell, and the
 * home page on the home path, for a signed-in user), so that they download while the language loads instead of
 * after it. Other routes load when rendered and are preloaded at idle after the first page.
 * @param path - The requested path.
 * @param signedIn - Whether a token is stored (the guard still checks it).
 * @returns The loading modules (already settled promises are harmless).
 */
export function loadFirstPage(path: string, signedIn: boolean): Promise<unknown>[] {
  const inShell = SHELL_PATHS.test(path) || path === "/" || path === SIGNED_IN_REDIRECT_PATH;
  if (inShell && signedIn) {
    const home = path === E_SERVICE_HOME || path === "/" || path === SIGNED_IN_REDIRECT_PATH;
    return home ? [loadSignedInShell(), loadHomePage()] : [loadSignedInShell()];
  }
  if (path === "/sign-in" || (inShell && !signedIn)) return [loadSignInPage()];
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

/** Paths inside the signed-in shell: the e-service area and the document-management area. */
const SHELL_PATHS = /^\/(?:e-service\/main|dms\/main)(?:[/;].*)?$/;

/** The document view with or without matrix parameters. */
const DOCUMENT_ROUTE = /^\/dms\/main\/document(?:;.*)?$/;

/** The signed-in areas (group 6 and the document view), inside the signed-in shell. */
function ShellRoutes() {
  return (
    <SignedInShell>
      <Switch>
        <Route path={E_SERVICE_HOME} component={HomePage} />
        <Route path={`${E_SERVICE_HOME}/complaints`} component={MyComplaintsPage} />
        <Route path={`${E_SERVICE_HOME}/complaints/new`} component={NewComplaintPage} />
        <Route path={DOCUMENT_ROUTE} component={DocumentPage} />
        <Route path={/^\/dms\//}>
          <NotFoundPage embedded />
        </Route>
        <Route component={EServiceFallback} />
      </Switch>
    </SignedInShell>
  );
}

/** All routes of the portal. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to={E_SERVICE_HOME} replace />
      </Route>
      <Route path={SIGNED_IN_REDIRECT_PATH}>
        <Redirect to={E_SERVICE_HOME} replace />
      </Route>

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
      <Route path="/sign-out" component={SignOutPage} />

      <Route path="/pages/error/404">
        <NotFoundPage />
      </Route>
      <Route path="/pages/error/500" component={ServerErrorPage} />
      <Route path="/pages/maintenance" component={MaintenancePage} />

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
