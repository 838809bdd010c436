/**
 * Entry point: loads the language and the first page's modules (and, for a signed-in user, the menu icons) side by
 * side, with the calls of the first page's first render (`FirstRenderCalls` in `routing/lazy-page.tsx`), then renders
 * the app, so that the first render neither waits for them one after the other nor shows a loading fallback. A startup
 * failure is logged to the console (docs/spec/portal-spec.md section 8, "Startup failure"). Every other route and the strings of
 * every page are preloaded at idle 3 s after the first page (`routing/navigation-complete`).
 */
import "./styles.css";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadMenuIcons } from "@eoffice/ui";
import { App } from "./app";
import { initI18n, loadStrings, preloadAllStrings } from "./i18n/i18n";
import { firstPageModules } from "./routes";
import { REALMS, TOKEN_STORAGE_KEYS } from "./session/session-store";
import { preloadForLaterPages, routeModuleFiles } from "./routing/navigation-complete";

/**
 * Ends the current task and resumes in a new one (`scheduler.yield()` where the browser has it, else a zero-delay
 * timer), so that the start-up steps run as separate short tasks instead of one long task (tracker issue 8).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  await nextTask();
  const realm = REALMS.find((each) => window.localStorage.getItem(TOKEN_STORAGE_KEYS[each]) !== null) ?? null;
  const signedIn = realm !== null;
  // A failure of these early loads surfaces when the page renders (its lazy component tries the import again).
  const path = window.location.pathname;
  const modules = firstPageModules(path, realm);
  const firstPage = modules.map((module) => module.load().catch(() => undefined));
  // The first page's calls start now too, beside its code and the strings (render-as-you-fetch, `lazy-page.tsx`).
  for (const module of modules) module.prefetch({ realm, path });
  await nextTask();
  const ready = Promise.all([
    ...firstPage,
    initI18n(signedIn),
    signedIn ? loadMenuIcons().catch(() => undefined) : undefined,
    // Staff strings with the shell: its realm checks and staff pages show them (a failure shows on those pages).
    realm === "staff" ? loadStrings(["staff", "complaints"]).catch(() => undefined) : undefined,
  ]);
  ready.catch(() => undefined); // a failure is handled where it is awaited, below (not an unhandled rejection meanwhile)
  await ready;
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element.");
  await nextTask();
  // As a transition, so that React renders the first page in slices of a few milliseconds and the browser stays
  // responsive (and paints the splash) meanwhile, instead of one long task (tracker issue 8, Lighthouse TBT).
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // The other pages' strings, with the route modules after the first page; for a guest also the menu set of icons
  // (with the signed-in shell's glyphs), which a signed-in first page loads before it renders.
  preloadForLaterPages(() => {
    const strings = preloadAllStrings().catch(() => undefined);
    if (!signedIn) void loadMenuIcons().catch(() => undefined);
    // The service worker (tracker issue 40 item 3), once the strings of the language in use are loaded, so that it keeps
    // them with the files the page loaded: installable, and the next visit from the device.
    void strings
      .then(() => import("./lib/service-worker"))
      .then(({ registerServiceWorker }) => registerServiceWorker(routeModuleFiles));
  });
}

start().catch((error: unknown) => {
  console.error("The portal failed to start", error);
});
