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
 * How long "Reload now" waits for the new worker to take control before it starts the page afresh, in ms
 * ({@link switchToNewVersion}). A switch that works takes about a second (Chromium waits 1 s before it activates a
 * worker whose predecessor has just become idle).
 */
export const TAKE_OVER_WAIT_MS = 5000;

/**
 * Switches the page to the waiting worker ("Reload now" of the prompt): asks it to take over (`SKIP_WAITING`, answered
 * by `src/sw.ts`) and reloads the page once it controls the page.
 *
 * Chromium activates the waiting worker only when the worker in control has no work left, and the press on "Reload
 * now" is often the page's first press, which loads the parts of the page that wait for one (the toast region,
 * `app.tsx`) through that worker at the same moment. Chromium then asks the worker in control to stop as soon as it is
 * idle, the loads start it again, and it is not asked again: the new worker stayed waiting (for minutes; for ever while
 * DevTools is attached, as in the end-to-end tests), and the page never reloaded (tracker issue 40 item 1). So, when
 * the new worker has not taken control after {@link TAKE_OVER_WAIT_MS}, the page drops the registration and reloads:
 * the page then comes from the network, and registering the worker again installs the new version, which takes control
 * at once (nothing else holds the registration). Without a network it only reloads, into the version in control (the
 * prompt shows again). Drafts and waiting submissions are in IndexedDB and stay.
 */
export function switchToNewVersion(workbox: Pick<Workbox, "addEventListener" | "messageSkipWaiting">): void {
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  workbox.addEventListener("controlling", reload);
  workbox.messageSkipWaiting();
  window.setTimeout(() => {
    if (reloading || !navigator.onLine) return reload();
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => (registration?.waiting ? registration.unregister() : false))
      .catch(() => false)
      .then(reload);
  }, TAKE_OVER_WAIT_MS);
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
    void import("./update-prompt").then(({ showUpdatePrompt }) => showUpdatePrompt(() => switchToNewVersion(workbox)));
  });
  try {
    await workbox.register();
    const registration = await navigator.serviceWorker.ready;
    registration.active?.postMessage({ type: "CACHE_URLS", urls: filesToKeep(routeModuleFiles) });
  } catch (error) {
    console.warn("The service worker was not registered", error);
  }
}
