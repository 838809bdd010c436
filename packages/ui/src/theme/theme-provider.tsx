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
  /**
   * Where the theme and scheme are written: `document` on `<html>` (popovers, rendered in a portal, follow), or
   * `element` on a wrapper `<div>` (`display: contents`) around the children only, leaving the page as it is: for
   * an example inside a page of another theme, such as a story on a Storybook docs page (tracker issue 42 item 1).
   * Popovers of an `element` provider follow the document's theme. @default "document"
   */
  scope?: "document" | "element";
  children?: ReactNode;
}

/**
 * Applies a theme and a scheme to the document: `data-theme="<theme>"` and, for a dark resolved scheme, the
 * `dark` class on `document.documentElement` (popovers render in a portal, so it must be on `<html>`), plus
 * `data-scheme="light|dark"`. On unmount it removes what it set. Use one per document; inner ones with
 * `scope="element"`.
 * Implements docs/spec/portal-spec.md section 2 (themes, scheme) and docs/spec/shell-behaviour.md section 6 (auto is live).
 */
export function ThemeProvider({ theme = DEFAULT_THEME, scheme = DEFAULT_SCHEME, scope = "document", children }: ThemeProviderProps) {
  const prefersDark = usePrefersDark();
  const resolvedScheme = resolveScheme(scheme, prefersDark);

  useLayoutEffect(() => {
    if (scope !== "document") return;
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.classList.toggle("dark", resolvedScheme === "dark");
    root.dataset.scheme = resolvedScheme;
    return () => {
      delete root.dataset.theme;
      delete root.dataset.scheme;
      root.classList.remove("dark");
    };
  }, [theme, resolvedScheme, scope]);

  const value = useMemo(() => ({ theme, scheme, resolvedScheme }), [theme, scheme, resolvedScheme]);
  if (scope === "element") {
    return (
      <ThemeContext.Provider value={value}>
        <div data-theme={theme} data-scheme={resolvedScheme} className={resolvedScheme === "dark" ? "dark" : undefined} style={{ display: "contents" }}>
          {children}
        </div>
      </ThemeContext.Provider>
    );
  }
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
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
