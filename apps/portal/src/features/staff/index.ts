/**
 * The public surface of `features/staff/`: what other features may import from it (docs/architecture.md
 * "Dependency direction": a feature reaches another only through its index). Route modules are not here: the route
 * lists load them lazily.
 */
export { AuditChanges } from "./audit-changes";
export { AUDIT_ACTIONS, AUDIT_ENTITIES, actionLabelKey, entityLabelKey } from "./audit-format";
export type { AuditAction, AuditEntity, AuditEntry } from "./audit-format";
export { useStaffHome, useStaffRoles } from "./staff-queries";
export { STAFF_ROLES, roleLabelKey } from "./staff-roles";
export type { StaffRole } from "./staff-roles";
