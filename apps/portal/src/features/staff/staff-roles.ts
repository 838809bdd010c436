/**
 * Staff roles as the contract names them (`StaffRole`; issue 10, item 2) and the portal's rules over them.
 * Pure, unit-tested. The server enforces every operation's `x-roles`; the portal only hides what a role cannot do.
 */
import type { Schemas } from "@eoffice/api-client";

/** A staff role. */
export type StaffRole = Schemas["StaffRole"];

/** Every staff role, in the order forms and badges list them. */
export const STAFF_ROLES: readonly StaffRole[] = [
  "admin",
  "division_head",
  "officer",
  "integrity_officer",
  "document_controller",
  "news_editor",
  "finance_officer",
];

/**
 * Whether the roles include the administrator role (structure and users, menu, audit log, e-mail outbox).
 * @param roles - The signed-in staff member's roles, or `undefined` while unknown (then `false`).
 */
export function isAdmin(roles: readonly StaffRole[] | undefined): boolean {
  return roles?.includes("admin") ?? false;
}

/** i18n key of a role's name (`roles.<role>`, in en.json and th.json). */
export function roleLabelKey(role: StaffRole): string {
  return `roles.${role}`;
}
