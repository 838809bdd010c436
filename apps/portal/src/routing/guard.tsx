/**
 * Route guard component (docs/spec/portal-spec.md section 2: route groups guarded by an authentication check that also
 * covers child routes; section 4: the check fails without a token or with an expired one).
 */
import { useEffect, useMemo, type ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { tokenRefresher } from "../api/client";
import { sessionStore, useIsAuthenticated, useSession } from "../session/session";
import { useTokenKeepAlive } from "./use-token-keep-alive";
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

  const expired = session.token !== null && !isAuthenticated;
  useTokenKeepAlive(access === "signed-in");
  useEffect(() => {
    if (!expired) return;
    // Spec section 4: an expired token on a signed-in page is renewed when its session still lives, else cleared.
    if (access !== "signed-in") {
      sessionStore.clear();
      return;
    }
    void tokenRefresher.refreshNow().then((renewed) => {
      if (!renewed) sessionStore.clear();
    });
  }, [expired, access]);

  const returnTo = search ? `${location}?${search}` : location;
  // Guest pages: decided on arrival only (see above), so `isAuthenticated` is read once per location.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const onArrival = useMemo(() => sessionStore.isAuthenticated(), [returnTo]);
  // While an expired token is being renewed, a signed-in page waits instead of going to the sign-in page.
  if (access === "signed-in" && expired) return null;
  const to = guardRedirect(access, access === "guest" ? onArrival : isAuthenticated, returnTo);
  if (to) return <Redirect to={to} replace />;
  return <>{children}</>;
}
