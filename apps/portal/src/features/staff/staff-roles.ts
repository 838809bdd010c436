/**
 * Staff roles as the contract names them (`StaffRole`; issue 10, item 2) and how the portal names them. The roles and
 * what each may call come from the one role map generated from the contract (`@eoffice/api-client/rights`); the
 * server enforces every operation's `x-roles`, the portal only hides what a role cannot do.
 */
export { STAFF_ROLES, type StaffRole } from "@eoffice/api-client/rights";
import type { StaffRole } from "@eoffice/api-client/rights";

/** i18n key of a role's name (`roles.<role>`, in en.json and th.json). */
export function roleLabelKey(role: StaffRole): string {
  return `roles.${role}`;
}
