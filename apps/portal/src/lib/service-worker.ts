/**
 * Registers the portal's service worker (`src/sw.ts`, built into `/sw.js`; tracker issue 40 item 3) with
 * workbox-window, once the first page has rendered (`main.tsx`, with the work for later pages), and shows the "new
 * version" prompt (`update-prompt.tsx`) when a newer worker waits: the resident chooses when the page reloads into
 * it, so nothing typed is lost to an update. Loaded lazily: none of this is in the entry script.
 *
 * When the worker is ready the page tells it which files under `/assets/` it has loaded so far and which route
 * modules it preloads (`CACHE_URLS`), so that they are kept on the device as well: the worker only sees what is
 * fetched after it took control.
 */
import { Workbox } from "workbox-window";

/** Where the build writes the worker (vite-plugin-pwa, `vite.config.ts`). */
export const SERVICE_WORKER_URL = "/sw.js";

/** The files under `/assets/` the page has loaded (Resource Timing) and the route modules it preloads. */
function filesToKeep(routeModuleFiles: () => string[]): string[] {
  const loaded = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
  return [...new Set([...loaded, ...routeModuleFiles()])];
}

/**
 * Registers the worker where the browser has service workers (not in the Vite dev server, which has no built worker).
 * Never throws: a browser that refuses (private mode, a policy) simply works online as before.
 * @param routeModuleFiles - The route modules the page preloads (`routing/navigation-complete.ts`).
 */
export async function registerServiceWorker(routeModuleFiles: () => string[]): Promise<void> {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener("waiting", () => {
    void import("./update-prompt").then(({ showUpdatePrompt }) =>
      showUpdatePrompt(() => {
        workbox.addEventListener("controlling", () => window.location.reload());
        workbox.messageSkipWaiting();
      }),
    );
  });
  try {
    await workbox.register();
    const registration = await navigator.serviceWorker.ready;
    registration.active?.postMessage({ type: "CACHE_URLS", urls: filesToKeep(routeModuleFiles) });
  } catch (error) {
    console.warn("The service worker was not registered", error);
  }
}
