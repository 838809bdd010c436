/**
 * Theme provider (docs/spec/portal-spec.md section 2 "Layouts": themes and scheme; docs/spec/shell-behaviour.md section 6): writes
 * the theme and the resolved scheme on `<html>` so portalled popovers and dialogs get them too.
 */
import { createContext, useContext, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { DEFAULT_SCHEME, DEFAULT_THEME, resolveScheme, type ResolvedScheme, type Scheme, type ThemeName } from "./themes";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function subscribePrefersDark(onChange: () => void): () => void {
  if (typeof window === "undefined" || !window.matchMedia) return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function readPrefersDark(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia && window.matchMedia(DARK_QUERY).matches;
}

/**
 * Whether the operating system currently prefers a dark scheme; re-renders live when the preference changes
 * (a `matchMedia` change listener).
 */
export function usePrefersDark(): boolean {
  return useSyncExternalStore(subscribePrefersDark, readPrefersDark, () => false);
}

interface ThemeContextValue {
  theme: ThemeName;
  scheme: Scheme;
  resolvedScheme: ResolvedScheme;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /** The theme; written as `data-theme` on `<html>`. @default "default" */
  theme?: ThemeName;
  /** The scheme; `auto` follows `prefers-color-scheme` live. Dark adds the `dark` class on `<html>`. @default "light" */
  scheme?: Scheme;
  children?: ReactNode;
}

/**
 * Applies a theme and a scheme to the document: `data-theme="<theme>"` and, for a dark resolved scheme, the
 * `dark` class on `document.documentElement` (popovers render in a portal, so it must be on `<html>`), plus
 * `data-scheme="light|dark"`. On unmount it removes what it set. Use one per document; {@link ThemeScope} for a part
 * of the page in another theme.
 * Implements docs/spec/portal-spec.md section 2 (themes, scheme) and docs/spec/shell-behaviour.md section 6 (auto is live).
 */
export function ThemeProvider({ theme = DEFAULT_THEME, scheme = DEFAULT_SCHEME, children }: ThemeProviderProps) {
  const prefersDark = usePrefersDark();
  const resolvedScheme = resolveScheme(scheme, prefersDark);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.classList.toggle("dark", resolvedScheme === "dark");
    root.dataset.scheme = resolvedScheme;
    return () => {
      delete root.dataset.theme;
      delete root.dataset.scheme;
      root.classList.remove("dark");
    };
  }, [theme, resolvedScheme]);

  const value = useMemo(() => ({ theme, scheme, resolvedScheme }), [theme, scheme, resolvedScheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** Props of {@link ThemeScope}. */
export interface ThemeScopeProps {
  /** The theme of the part of the page inside. @default "default" */
  theme?: ThemeName;
  /** Its scheme; `auto` follows `prefers-color-scheme` live. @default "light" */
  scheme?: Scheme;
  children?: ReactNode;
}

/**
 * A theme and a scheme for a part of the page only (tracker issue 42 item 1): written as `data-theme`, `data-scheme`
 * and the `dark` class on a wrapper `<div>` (`display: contents`) around the children, leaving `<html>` to the page's
 * {@link ThemeProvider}. For an example in another theme inside a page, such as a story on a Storybook docs page.
 * Popovers render in a portal outside the wrapper: they keep the page's theme.
 */
export function ThemeScope({ theme = DEFAULT_THEME, scheme = DEFAULT_SCHEME, children }: ThemeScopeProps) {
  const resolvedScheme = resolveScheme(scheme, usePrefersDark());
  const value = useMemo(() => ({ theme, scheme, resolvedScheme }), [theme, scheme, resolvedScheme]);
  return (
    <ThemeContext.Provider value={value}>
      <div data-theme={theme} data-scheme={resolvedScheme} className={resolvedScheme === "dark" ? "dark" : undefined} style={{ display: "contents" }}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/**
 * The scheme shown (`light` or `dark`) under the nearest {@link ThemeProvider}; outside a provider, the
 * operating system preference.
 */
export function useResolvedScheme(): ResolvedScheme {
  const context = useContext(ThemeContext);
  const prefersDark = usePrefersDark();
  return context ? context.resolvedScheme : prefersDark ? "dark" : "light";
}

/** The configured theme and scheme of the nearest {@link ThemeProvider}, or `null` outside one. */
export function useTheme(): ThemeContextValue | null {
  return useContext(ThemeContext);
}
