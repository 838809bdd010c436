/**
 * The public surface of `features/errors/`: what other features may import from it (docs/architecture.md
 * "Dependency direction": a feature reaches another only through its index). A page shows the 404 page inside the
 * shell as `<ErrorPage page="notFound" embedded />` (what the route module `not-found-page.tsx` renders), so that the
 * route module stays a lazy chunk of its own. Route modules are not here: the route lists load them lazily.
 */
export { ErrorPage } from "./error-page";
