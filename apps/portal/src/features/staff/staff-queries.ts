/**
 * Queries of the signed-in staff member (contract tags `staff` and `menu`; issue 10, items 3 and 6).
 */
import { api } from "../../api/query";
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
