/**
 * The public surface of `features/admin/`: what other features may import from it (docs/architecture.md
 * "Dependency direction": a feature reaches another only through its index). Route modules are not here: the route
 * lists load them lazily.
 */
export { FormDialogFooter } from "./form-dialog-parts";
export { buildUnitTree } from "./org-tree";
export type { UnitNode } from "./org-tree";
