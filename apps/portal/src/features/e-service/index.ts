/**
 * The public surface of `features/e-service/`: what other features may import from it (docs/architecture.md
 * "Dependency direction": a feature reaches another only through its index). Route modules are not here: the route
 * lists load them lazily.
 */
export { flattenMenu } from "./e-service-menu";
