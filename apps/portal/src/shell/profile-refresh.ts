/**
 * Keeps the stored profile in step with the server while signed in (docs/spec/portal-spec.md section 4: the profile call
 * counts as signed in only when `success` is true).
 */
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api/query";
import { sessionStore, useSession } from "../session/session";

/** The query of the signed-in user's own profile (`GET /v1/personProfile/-1`), fresh for 5 minutes. */
export const ownProfileQuery = () =>
  api.queryOptions("get", "/v1/personProfile/{id}", { params: { path: { id: -1 } } }, { staleTime: 5 * 60_000 });

/**
 * Loads `GET /v1/personProfile/-1` once per session; stores the profile, or clears the session when the answer
 * is not a success (a 401 is handled by the middleware: cleared and reloaded). Renders nothing. The signed-in shell
 * renders it as a child of its own: the call's answer is a synchronous update of the component that asked for it,
 * and asked by the shell it re-rendered the whole shell in one task after the first page (33 to 38 ms on the 2-core
 * test machine; tracker issue 8). A changed profile still reaches the shell, through the session store.
 */
export function ProfileRefresh(): null {
  const { token } = useSession();
  const query = useQuery({ ...ownProfileQuery(), enabled: token !== null });
  useEffect(() => {
    if (!query.data) return;
    if (query.data.success && query.data.data) sessionStore.setProfile(query.data.data);
    else sessionStore.clear();
  }, [query.data]);
  return null;
}
