/**
 * The app's providers: theme and scheme (from the persisted layout configuration), ui strings and
 * the react-aria router integration (so every ui link navigates through wouter instead of reloading the page, docs/style.md
 * pitfalls); the toast region, loaded at the user's first press or key. TanStack Query's provider is not here: each
 * page that uses it renders inside one, loaded with the page (`api/query-layer.ts`, tracker issue 40 item 1).
 */
import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "./i18n/use-translation";
import { useLocation, useRouter } from "wouter";
import { RouterProvider, ThemeProvider, UiI18nProvider } from "@eoffice/ui";
import { AppRoutes } from "./routes";
import { ScrollRestoration } from "./routing/scroll-restoration";
import { useFirstInteraction } from "./routing/navigation-complete";
import { usePortalLayoutConfig } from "./shell/layout-config";

/** The address of an app path under wouter's base (react-aria calls it as a hook for every link's `href`). */
function useWouterHref(href: string): string {
  const { base } = useRouter();
  return href.startsWith("/") ? `${base}${href}` : href;
}

/** Connects react-aria links and menus to wouter's navigation. */
function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <RouterProvider navigate={(to) => navigate(to)} useHref={useWouterHref}>
      {children}
    </RouterProvider>
  );
}

/** Feeds the portal's language to the ui package (its own strings, react-aria's locale and `<html lang>`). */
function UiLanguage({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <UiI18nProvider locale={i18n.language}>{children}</UiI18nProvider>;
}

/** Applies the configured theme and scheme (settings drawer, persisted) to the whole document at once. */
function ConfiguredTheme({ children }: { children: ReactNode }) {
  const { theme, scheme } = usePortalLayoutConfig();
  return (
    <ThemeProvider theme={theme} scheme={scheme}>
      {children}
    </ThemeProvider>
  );
}

const LazyToastRegion = lazy(() => import("./app-toasts"));

/**
 * The toast region (ui `ToastRegion` of the app-wide queue), loaded at the user's first press or key (tracker issue 8:
 * the page runs no code for it before). Every toast of the portal answers something the user did; one asked for before
 * the region is there waits in the queue and shows when it is. Its files are preloaded with the routes.
 */
function ToastRegion() {
  return useFirstInteraction() ? (
    <Suspense fallback={null}>
      <LazyToastRegion />
    </Suspense>
  ) : null;
}

/** The portal: providers around the routes. */
export function App() {
  return (
    <ConfiguredTheme>
      <UiLanguage>
        <AriaRouter>
          <ScrollRestoration />
          <AppRoutes />
          <ToastRegion />
        </AriaRouter>
      </UiLanguage>
    </ConfiguredTheme>
  );
}
