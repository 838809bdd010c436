export { EmptyState } from "./empty-state";
export type { EmptyStateProps } from "./empty-state";
export { emptyStateVariants } from "./empty-state.variants";
