/**
 * Theme and scheme names of the design system (docs/spec/portal-spec.md section 2 "Layouts": themes default, brand,
 * indigo, rose, purple, amber; scheme auto, dark, light; defaults theme `default`, scheme `light`).
 */

/** Every theme, in the order the theme picker shows them (a grid of 3 columns). */
export const THEMES = ["default", "brand", "indigo", "rose", "purple", "amber"] as const;

/** A theme name; each one is a `[data-theme="<name>"]` block in `theme/themes/<name>.css`. */
export type ThemeName = (typeof THEMES)[number];

/** Every colour scheme: `auto` follows the operating system's `prefers-color-scheme`. */
export const SCHEMES = ["auto", "dark", "light"] as const;

/** A colour scheme as configured (`auto`, `dark` or `light`). */
export type Scheme = (typeof SCHEMES)[number];

/** The scheme actually shown once `auto` is resolved against the operating system preference. */
export type ResolvedScheme = Exclude<Scheme, "auto">;

/** Default theme (docs/spec/portal-spec.md section 2). */
export const DEFAULT_THEME: ThemeName = "default";

/** Default scheme (docs/spec/portal-spec.md section 2). */
export const DEFAULT_SCHEME: Scheme = "light";

/** Whether a value is a known theme name (for reading a stored or query-string value safely). */
export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** Whether a value is a known scheme (for reading a stored or query-string value safely). */
export function isScheme(value: unknown): value is Scheme {
  return typeof value === "string" && (SCHEMES as readonly string[]).includes(value);
}

/**
 * Resolves a configured scheme to the one shown.
 * @param scheme the configured scheme
 * @param prefersDark whether the operating system asks for dark (`prefers-color-scheme: dark`)
 */
export function resolveScheme(scheme: Scheme, prefersDark: boolean): ResolvedScheme {
  if (scheme === "auto") return prefersDark ? "dark" : "light";
  return scheme;
}
