/**
 * Route guard component (portal-spec.md section 2: route groups guarded by an authentication check that also
 * covers child routes; section 4: the check fails without a token or with an expired one).
 */
import { useEffect, useMemo, type ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { sessionStore, useIsAuthenticated, useSession } from "../features/auth/session";
import { guardRedirect, type RouteAccess } from "./guards";

/** Props of {@link Guard}. */
export interface GuardProps {
  /** Who may see the children. */
  access: RouteAccess;
  children: ReactNode;
}

/**
 * Shows its children, or redirects: a signed-out user of a `signed-in` route goes to
 * `/sign-in?redirectURL=<path>`, a signed-in user of a `guest` route goes to `/`. An expired token is cleared.
 *
 * `signed-in` routes follow the session live (a sign-out in another tab leaves the page at once); `guest`
 * routes are checked when the user arrives on them, so that the sign-in page itself can finish a sign-in and
 * go to the page the user asked for.
 */
export function Guard({ access, children }: GuardProps) {
  const session = useSession();
  const isAuthenticated = useIsAuthenticated();
  const [location] = useLocation();
  const search = useSearch();

  useEffect(() => {
    if (session.token !== null && !isAuthenticated) sessionStore.clear();
  }, [session.token, isAuthenticated]);

  const returnTo = search ? `${location}?${search}` : location;
  // Guest pages: decided on arrival only (see above), so `isAuthenticated` is read once per location.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const onArrival = useMemo(() => sessionStore.isAuthenticated(), [returnTo]);
  const to = guardRedirect(access, access === "guest" ? onArrival : isAuthenticated, returnTo);
  if (to) return <Redirect to={to} replace />;
  return <>{children}</>;
}
