// Barrel of the document search widget.
export { SearchBar } from "./search-bar";
export type { SearchBarProps, DocumentSearchResult } from "./search-bar";
export { searchBarVariants } from "./search-bar.variants";
export { searchLabels } from "./search-labels";
export type { SearchLabels } from "./search-labels";
export { createSearchScheduler, normaliseSearchQuery, isSearchable } from "./search-scheduler";
export type { SearchScheduler, SearchSchedulerOptions } from "./search-scheduler";
