/**
 * The portal's routes (portal-spec.md section 2 "Screens and routes"), with wouter:
 *
 * - `/` and `/signed-in-redirect` redirect to `/e-service/main`.
 * - Group 1 (empty layout, guest only): sign-in, sign-up, confirmation-required, forgot-password (shows the
 *   404 page, as the spec says), reset-password; sign-out (any user).
 * - Group 4 (empty layout, never guarded): `/pages/error/404`, `/pages/error/500`, `/pages/maintenance`.
 * - Group 6 (signed in, inside the shell): `/e-service/main` and its children; menu items whose page is not
 *   built show the coming-soon page; other paths show the 404 page.
 * - Any other path shows the 404 page.
 *
 * Every page module is loaded lazily and preloaded after the first page has shown.
 */
import { Redirect, Route, Switch, useLocation } from "wouter";
import { lazyPage } from "./routing/lazy-page";
import { lazyShell } from "./routing/lazy-shell";
import { Guard } from "./routing/guard";
import { SIGNED_IN_REDIRECT_PATH } from "./routing/guards";
import { E_SERVICE_HOME, findMenuItemByPath, type EServiceMenuItem } from "./features/e-service/e-service-menu";

const SignInPage = lazyPage(() => import("./features/auth/sign-in-page"));
const SignUpPage = lazyPage(() => import("./features/auth/sign-up-page"));
const SignOutPage = lazyPage(() => import("./features/auth/sign-out-page"));
const ConfirmationRequiredPage = lazyPage(() => import("./features/auth/confirmation-required-page"));
const ResetPasswordPage = lazyPage(() => import("./features/auth/reset-password-page"));
const NotFoundPage = lazyPage(() => import("./features/errors/not-found-page"));
const ServerErrorPage = lazyPage(() => import("./features/errors/server-error-page"));
const MaintenancePage = lazyPage(() => import("./features/errors/maintenance-page"));
const HomePage = lazyPage(() => import("./features/e-service/home-page"));
const ComingSoonPage = lazyPage(() => import("./features/e-service/coming-soon-page"));
const MyComplaintsPage = lazyPage(() => import("./features/complaints/my-complaints-page"));
const NewComplaintPage = lazyPage(() => import("./features/complaints/new-complaint-page"));
const SignedInShell = lazyShell(() => import("./shell/signed-in-shell"));

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

/** The e-service area (group 6), inside the signed-in shell. */
function EServiceRoutes() {
  return (
    <SignedInShell>
      <Switch>
        <Route path={E_SERVICE_HOME} component={HomePage} />
        <Route path={`${E_SERVICE_HOME}/complaints`} component={MyComplaintsPage} />
        <Route path={`${E_SERVICE_HOME}/complaints/new`} component={NewComplaintPage} />
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

      <Route path={`${E_SERVICE_HOME}/*?`}>
        <Guard access="signed-in">
          <EServiceRoutes />
        </Guard>
      </Route>

      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
