/**
 * Route guard rules (docs/spec/portal-spec.md section 2 "Route groups" and section 4 "Session"): guarded pages send an
 * unauthenticated user to the sign-in page with the page to return to; the auth pages send an already
 * signed-in user to the root path. Pure functions, unit-tested.
 *
 * Realms (issue 10, item 3): staff pages (`/mwp`, `/admin/...`, `/dms/...`, and the dashboards of spec route
 * group 5, `/dashboards/...`, issue 11) are for the staff realm only and
 * resident pages (`/e-service/main` and its children) for the public-person realm only. A resident who opens a
 * staff page gets the 404 page; a staff member who opens a resident page is sent to their home, `/mwp`. The root
 * path and the post-sign-in path lead each realm to its own home. A staff member whose password must be changed
 * (a one-time password) reaches nothing but the change-password page.
 */
import type { Realm } from "../session/session-store";

/** Who may see a route: `guest` (sign-in, sign-up...), `signed-in` (guarded groups), `public` (error pages). */
export type RouteAccess = "guest" | "signed-in" | "public";

/** Path of the sign-in page. */
export const SIGN_IN_PATH = "/sign-in";

/** Path the app goes to after sign-in when no return address is given (spec section 2 "Redirects"). */
export const SIGNED_IN_REDIRECT_PATH = "/signed-in-redirect";

/** Path of the change-password page (empty layout; issue 10, item 2: a one-time password is changed first). */
export const CHANGE_PASSWORD_PATH = "/change-password";

/** Home of each realm: the e-service menu for residents, the staff overview for staff (issue 10, items 3 and 6). */
export const HOME_PATHS = {
  person: "/e-service/main",
  staff: "/mwp",
} as const satisfies Record<Realm, string>;

/**
 * The home of a realm (where `/` and the post-sign-in path lead).
 * @param realm - The signed-in realm, or `null` when nobody is signed in (then the resident home, whose guard
 *   sends a guest to sign-in).
 */
export function homePathOf(realm: Realm | null): string {
  return realm === "staff" ? HOME_PATHS.staff : HOME_PATHS.person;
}

/** Staff-only paths: the staff overview, the administration pages, document management and the dashboards. */
const STAFF_PATH = /^\/(?:mwp|admin|dms|dashboards)(?:[/;?].*)?$/;

/** Resident-only paths: the e-service area. */
const PERSON_PATH = /^\/e-service\/main(?:[/;?].*)?$/;

/** Administrator-only paths (the server also answers 403 to others). */
const ADMIN_PATH = /^\/admin(?:[/;?].*)?$/;

/**
 * The realm a signed-in page belongs to.
 * @param path - The location's path.
 * @returns `staff`, `person`, or `null` for pages of every realm.
 */
export function realmOfPath(path: string): Realm | null {
  if (STAFF_PATH.test(path)) return "staff";
  if (PERSON_PATH.test(path)) return "person";
  return null;
}

/** Whether a path is an administrators' page (`/admin/...`). */
export function isAdminPath(path: string): boolean {
  return ADMIN_PATH.test(path);
}

/** What a signed-in user gets at a page: the page (`null`), the 404 page, or a redirect. */
export type RealmDecision = null | { notFound: true } | { redirect: string };

/**
 * Decides what a signed-in user gets at a page of the signed-in area (issue 10, item 3).
 * @param path - The location's path.
 * @param realm - The signed-in realm.
 * @param passwordChangePending - Whether the user must first change a one-time password. @default false
 * @returns `null` to show the page; `{ redirect }` for a pending password change (to the change-password page)
 *   or a staff member on a resident page (to `/mwp`); `{ notFound: true }` for a resident on a staff page.
 */
export function realmDecision(path: string, realm: Realm, passwordChangePending = false): RealmDecision {
  if (passwordChangePending) return { redirect: CHANGE_PASSWORD_PATH };
  const owner = realmOfPath(path);
  if (owner === null || owner === realm) return null;
  return realm === "staff" ? { redirect: HOME_PATHS.staff } : { notFound: true };
}

/** Query parameter of the sign-in page that names the page to return to. */
export const REDIRECT_PARAM = "redirectURL";

/**
 * The sign-in address that returns to a page after sign-in.
 * @param returnTo - Path (with its query string) of the page the user asked for.
 */
export function signInPath(returnTo: string): string {
  const params = new URLSearchParams({ [REDIRECT_PARAM]: returnTo });
  return `${SIGN_IN_PATH}?${params.toString()}`;
}

/**
 * Where a route guard sends the user, or `null` to show the page.
 * @param access - The route's access rule.
 * @param isAuthenticated - Whether a non-expired token is stored.
 * @param returnTo - Path and query string of the requested page (used for `signed-in` routes).
 */
export function guardRedirect(access: RouteAccess, isAuthenticated: boolean, returnTo: string): string | null {
  if (access === "signed-in" && !isAuthenticated) return signInPath(returnTo);
  if (access === "guest" && isAuthenticated) return "/";
  return null;
}

/**
 * The page to go to after sign-in: the `redirectURL` parameter when it is a same-site path, otherwise
 * {@link SIGNED_IN_REDIRECT_PATH}. Absolute, protocol-relative (`//host`) and back-slash addresses are refused so
 * that a crafted sign-in link cannot send the user to another site.
 * @param redirectURL - The raw parameter, or `null`.
 */
export function afterSignInPath(redirectURL: string | null): string {
  if (!redirectURL || !redirectURL.startsWith("/") || redirectURL.startsWith("//") || redirectURL.includes("\\")) {
    return SIGNED_IN_REDIRECT_PATH;
  }
  if (redirectURL === SIGN_IN_PATH || redirectURL.startsWith(`${SIGN_IN_PATH}?`) || redirectURL.startsWith("/sign-out")) {
    return SIGNED_IN_REDIRECT_PATH;
  }
  return redirectURL;
}
