/**
 * The layout names of the design system (docs/spec/portal-spec.md section 2 "Layouts": empty, centered, enterprise,
 * material, modern, classic, classy, compact, dense, futuristic, thin; default layout classy).
 */

/** Every layout, spelled as the spec spells them: first the empty one, then vertical, then horizontal shells. */
export const LAYOUTS = [
  "empty",
  "classic",
  "classy",
  "compact",
  "dense",
  "futuristic",
  "thin",
  "centered",
  "enterprise",
  "material",
  "modern",
] as const;

/** A layout name. */
export type LayoutName = (typeof LAYOUTS)[number];

/** Layouts with a vertical (side) navigation. */
export const VERTICAL_LAYOUTS = ["classic", "classy", "compact", "dense", "futuristic", "thin"] as const satisfies readonly LayoutName[];

/** Layouts with a horizontal navigation from md (960 px). */
export const HORIZONTAL_LAYOUTS = ["centered", "enterprise", "material", "modern"] as const satisfies readonly LayoutName[];

/** The default layout (docs/spec/portal-spec.md section 2). */
export const DEFAULT_LAYOUT: LayoutName = "classy";

/** Whether a value is a known layout name (for reading a stored, query-string or route value safely). */
export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === "string" && (LAYOUTS as readonly string[]).includes(value);
}
