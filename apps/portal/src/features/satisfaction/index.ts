/**
 * The public surface of `features/satisfaction/`: what other features may import from it (docs/architecture.md
 * "Dependency direction": a feature reaches another only through its index). Route modules are not here: the route
 * lists load them lazily.
 */
export { CaseRating } from "./case-rating";
export { caseSubject } from "./case-subject";
export { satisfactionPath } from "./satisfaction-queries";
export { SatisfactionStatsSection } from "./satisfaction-stats-section";
