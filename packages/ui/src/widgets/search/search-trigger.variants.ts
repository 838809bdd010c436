/**
 * Recipe of the closed {@link SearchBar}'s wrapper, in a module of its own: the top bar's placeholder
 * (`widgets/placeholders`) draws the closed bar before the search bar's code and its other slots
 * (`search-bar.variants.ts`, which spreads these) have loaded (tracker issue 40 item 1).
 */
import { tv } from "../../lib/tv";

/** The classes of the closed bar's wrapper. */
export const searchTriggerSlots = { base: "inline-flex" };

/** The closed search bar's wrapper. */
export const searchTriggerVariants = tv({ slots: searchTriggerSlots });
