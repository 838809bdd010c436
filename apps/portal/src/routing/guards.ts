/**
 * Route guard rules (portal-spec.md section 2 "Route groups" and section 4 "Session"): guarded pages send an
 * unauthenticated user to the sign-in page with the page to return to; the auth pages send an already
 * signed-in user to the root path. Pure functions, unit-tested.
 */

/** Who may see a route: `guest` (sign-in, sign-up...), `signed-in` (guarded groups), `public` (error pages). */
export type RouteAccess = "guest" | "signed-in" | "public";

/** Path of the sign-in page. */
export const SIGN_IN_PATH = "/sign-in";

/** Path the app goes to after sign-in when no return address is given (spec section 2 "Redirects"). */
export const SIGNED_IN_REDIRECT_PATH = "/signed-in-redirect";

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
