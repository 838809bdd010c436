/**
 * Tag colours (tracker issue 39 item 2; contract `DmsTagColour`, `listDmsTags`, `setDmsTagColour`): the fixed palette
 * an administrator or document controller chooses from, each mapped to a ui token whose fill stands out from the
 * surface (3:1, WCAG 1.4.11) in the light and the dark scheme (`tag-colours.test.ts` computes it from
 * `packages/ui/src/theme/tokens.css`). A tag without a chosen colour keeps the colour its name picks
 * ({@link defaultTagColour}); the colour is a mark beside the tag's name, never the only way to tell tags apart.
 */
import type { Schemas } from "@eoffice/api-client";

/** A colour of the palette. */
export type TagColour = Schemas["DmsTagColour"];

/** The palette, in the order the colour picker lists it. */
export const TAG_COLOURS: readonly TagColour[] = ["blue", "green", "amber", "red", "slate"];

/** The ui token (the scheme variable behind `bg-<token>`) of each colour. */
export const TAG_COLOUR_TOKENS: Record<TagColour, "info" | "success" | "caution" | "warn" | "accent"> = {
  blue: "info",
  green: "success",
  amber: "caution",
  red: "warn",
  slate: "accent",
};

/** The fill class of each colour (written out whole so that Tailwind finds it). */
const FILL: Record<TagColour, string> = { blue: "bg-info", green: "bg-success", amber: "bg-caution", red: "bg-warn", slate: "bg-accent" };

/** The colour a tag's name picks when none was chosen: the same for the same name, everywhere. */
export function defaultTagColour(tag: string): TagColour {
  let hash = 0;
  for (const ch of tag) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return TAG_COLOURS[hash % TAG_COLOURS.length]!;
}

/**
 * The fill class of a tag's mark.
 * @param chosen - The tag colours chosen (`listDmsTags`, by tag); a tag without one gets {@link defaultTagColour}.
 */
export function tagFill(tag: string, chosen: ReadonlyMap<string, TagColour> | undefined): string {
  return FILL[chosen?.get(tag) ?? defaultTagColour(tag)];
}
