/**
 * Keeps the stored profile in step with the server while signed in (portal-spec.md section 4: the profile call
 * counts as signed in only when `success` is true).
 */
import { useEffect } from "react";
import { api } from "../api/client";
import { sessionStore, useSession } from "../features/auth/session";

/**
 * Loads `GET /v1/personProfile/-1` once per session; stores the profile, or clears the session when the answer
 * is not a success (a 401 is handled by the middleware: cleared and reloaded).
 */
export function useProfileRefresh(): void {
  const { token } = useSession();
  const query = api.useQuery(
    "get",
    "/v1/personProfile/{id}",
    { params: { path: { id: -1 } } },
    { enabled: token !== null, staleTime: 5 * 60_000 },
  );
  useEffect(() => {
    if (!query.data) return;
    if (query.data.success && query.data.data) sessionStore.setProfile(query.data.data);
    else sessionStore.clear();
  }, [query.data]);
}
