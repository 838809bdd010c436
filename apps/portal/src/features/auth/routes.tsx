/**
 * The sign-in pages' routes (docs/spec/portal-spec.md section 2, route group 1: empty layout), composed by
 * `src/routes.tsx`: sign-in, sign-up and reset-password for guests only, the confirmation link for anyone, the
 * password change for a signed-in user (a staff member with a one-time password reaches nothing else until it is
 * changed), sign-out for any user. Every page module is loaded lazily with its strings.
 */
import { withStrings } from "../../i18n/i18n";
import { Guard } from "../../routing/guard";
import { CHANGE_PASSWORD_PATH } from "../../routing/guards";
import { lazyPage } from "../../routing/lazy-page";
import type { RouteList } from "../../routing/route-list";

/** The sign-in page (also the first page of a guest on a signed-in path, `firstPageModules`). */
// Without TanStack Query (tracker issue 40 item 1): the sign-in page makes its calls through `pxClient`.
export const SignInPage = lazyPage(withStrings(["auth"], () => import("./sign-in-page")), undefined, { queries: false });
const SignUpPage = lazyPage(withStrings(["auth", "account"], () => import("./sign-up-page")));
const SignOutPage = lazyPage(withStrings(["auth"], () => import("./sign-out-page")));
const ConfirmationRequiredPage = lazyPage(withStrings(["auth", "account"], () => import("./confirmation-required-page")));
const ResetPasswordPage = lazyPage(withStrings(["auth", "account"], () => import("./reset-password-page")));
const ChangePasswordPage = lazyPage(withStrings(["auth", "account"], () => import("./change-password-page")));

/** Sign-in and sign-up (guests only) and the confirmation link (public: it also works for someone signed in). */
export const authEntryRoutes: RouteList = [
  {
    path: "/sign-in",
    children: (
      <Guard access="guest">
        <SignInPage />
      </Guard>
    ),
  },
  {
    path: "/sign-up",
    children: (
      <Guard access="guest">
        <SignUpPage />
      </Guard>
    ),
  },
  // Public: the e-mail's confirmation link also works for someone already signed in (issue 15 item 5).
  {
    path: "/confirmation-required",
    children: (
      <Guard access="public">
        <ConfirmationRequiredPage />
      </Guard>
    ),
  },
];

/** Reset password (guests only), change password (signed in) and sign-out (anyone). */
export const authPasswordRoutes: RouteList = [
  {
    path: "/reset-password",
    children: (
      <Guard access="guest">
        <ResetPasswordPage />
      </Guard>
    ),
  },
  {
    path: CHANGE_PASSWORD_PATH,
    children: (
      <Guard access="signed-in">
        <ChangePasswordPage />
      </Guard>
    ),
  },
  { path: "/sign-out", component: SignOutPage },
];
