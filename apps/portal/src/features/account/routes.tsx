/**
 * The account pages' routes (issue 15), composed by `src/routes.tsx`: forgot password (guests only, empty layout),
 * and the profile and settings pages of both realms inside the signed-in shell.
 */
import { withStrings } from "../../i18n/i18n";
import { E_SERVICE_HOME } from "../../routing/e-service-home";
import { Guard } from "../../routing/guard";
import { HOME_PATHS } from "../../routing/guards";
import { lazyPage } from "../../routing/lazy-page";
import type { RouteList } from "../../routing/route-list";
import { SETTINGS_PATH } from "./settings-path";

// Issue 15: account pages (profile, settings, forgot password; reset and confirmation use the same strings).
const ForgotPasswordPage = lazyPage(withStrings(["auth", "account"], () => import("./forgot-password-page")));
const ProfilePage = lazyPage(withStrings(["account"], () => import("./profile-page")));
const SettingsPage = lazyPage(withStrings(["account"], () => import("./settings-page")));

/** Forgot password, for guests only (empty layout). */
export const forgotPasswordRoutes: RouteList = [
  {
    path: "/forgot-password",
    children: (
      <Guard access="guest">
        <ForgotPasswordPage />
      </Guard>
    ),
  },
];

/** The staff's profile and settings pages (inside the shell). */
export const staffAccountRoutes: RouteList = [
  { path: `${HOME_PATHS.staff}/profile`, component: ProfilePage },
  { path: SETTINGS_PATH, component: SettingsPage },
];

/** The resident's profile and settings pages (inside the shell). */
export const residentAccountRoutes: RouteList = [
  { path: `${E_SERVICE_HOME}/profile`, component: ProfilePage },
  { path: SETTINGS_PATH, component: SettingsPage },
];
