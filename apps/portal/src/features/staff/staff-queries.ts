/**
 * Queries of the signed-in staff member (contract tags `staff` and `menu`; issue 10, items 3 and 6).
 */
import { api } from "../../api/client";
import { useSession } from "../../session/session";
import { useLanguage } from "../../i18n/use-language";
import type { StaffRole } from "./staff-roles";

/**
 * The staff overview (`GET /v1/StaffHome`): the staff member, unit, division, position and recent activity.
 * Asked only in the staff realm, and again when the language changes (names and messages follow it).
 */
export function useStaffHome() {
  const { realm, passwordChange } = useSession();
  const [language] = useLanguage();
  return api.useQuery(
    "get",
    "/v1/StaffHome",
    { headers: { "Accept-Language": language } },
    { enabled: realm === "staff" && passwordChange === null },
  );
}

/**
 * The signed-in staff member's roles, from the staff overview; `undefined` while loading or for a resident.
 */
export function useStaffRoles(): {
  roles: readonly StaffRole[] | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
} {
  const home = useStaffHome();
  return {
    roles: home.data?.data.user.roles,
    isPending: home.isPending,
    error: home.error,
    refetch: () => void home.refetch(),
  };
}

/**
 * "Waiting for you" (`GET /v1/StaffHome/waiting`, tracker issue 39 item 1): the open cases assigned to the staff member
 * or unassigned in their unit, oldest due first; refetched every minute while the overview is open.
 */
export function useWaitingWork() {
  const { realm, passwordChange } = useSession();
  return api.useQuery(
    "get",
    "/v1/StaffHome/waiting",
    { params: { query: { limit: 20 } } },
    { enabled: realm === "staff" && passwordChange === null, refetchInterval: 60_000 },
  );
}

/** The signed-in user's account settings (`GET /v1/account/settings`): the staff member's e-mail choice of work notices. */
export function useAccountSettings() {
  return api.useQuery("get", "/v1/account/settings");
}

/** Saves the account's e-mail choices (`PUT /v1/account/settings`). */
export function useSaveAccountSettings() {
  return api.useMutation("put", "/v1/account/settings");
}
