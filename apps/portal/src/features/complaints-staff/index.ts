/**
 * The public surface of `features/complaints-staff/`: what other features may import from it (docs/architecture.md
 * "Dependency direction": a feature reaches another only through its index). Route modules are not here: the route
 * lists load them lazily.
 */
export { STAFF_COMPLAINTS_PATH } from "./queue-paths";
