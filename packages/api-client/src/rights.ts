/**
 * Rights as the contract states them, for clients that hide what a user cannot do (docs/architecture.md "roles and
 * rights"; tracker issue 37 item 2). The one role map is generated from the contract into `roles.ts`; the server
 * enforces the same `x-roles` read from the same contract, so a client never keeps a role list of its own.
 */
import { OPERATION_ROLES, ROLE_GROUPS, type RoleGroup, type StaffRole } from "./roles";
import type { operations } from "./schema";

export { OPERATION_ROLES, ROLE_GROUPS, STAFF_ROLES, type RoleGroup, type RoleRuledOperation, type StaffRole } from "./roles";

/**
 * Whether a staff member with `roles` may call an operation: `true` when the operation has no `x-roles` rule or the
 * roles include one it lists. Only the role rule: the realm, the password-change gate and the data rules (units, the
 * document store's grants) are the server's.
 * @param roles - The staff member's roles; `undefined` while unknown (then `false` for a ruled operation).
 * @param operationId - The contract's operationId.
 */
export function mayCall(roles: readonly StaffRole[] | undefined, operationId: keyof operations): boolean {
  const allowed: readonly StaffRole[] | undefined = (OPERATION_ROLES as Partial<Record<keyof operations, readonly StaffRole[]>>)[operationId];
  if (!allowed) return true;
  return roles?.some((role) => allowed.includes(role)) ?? false;
}

/**
 * Whether `roles` include one of a role group's (the contract's `x-role-groups`, for example `documentStore`).
 * @param roles - The staff member's roles; `undefined` while unknown (then `false`).
 */
export function inRoleGroup(roles: readonly StaffRole[] | undefined, group: RoleGroup): boolean {
  const members: readonly StaffRole[] = ROLE_GROUPS[group];
  return roles?.some((role) => members.includes(role)) ?? false;
}
