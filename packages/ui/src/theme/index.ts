// Barrel of the theme area; each module adds its own export line here.
export { THEMES, SCHEMES, DEFAULT_THEME, DEFAULT_SCHEME, isThemeName, isScheme, resolveScheme } from "./themes";
export type { ThemeName, Scheme, ResolvedScheme } from "./themes";
export { ThemeProvider, ThemeScope, useResolvedScheme, usePrefersDark, useTheme } from "./theme-provider";
export type { ThemeProviderProps, ThemeScopeProps } from "./theme-provider";
export { TYPEFACE_FAMILY, TYPEFACE_WEIGHTS, firstRenderFaces, loadTypeface, type TypefaceScript } from "./typeface";
