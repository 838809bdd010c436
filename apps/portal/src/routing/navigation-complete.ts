/**
 * First completed navigation (portal-spec.md section 4: "Splash screen hidden after the first completed
 * navigation"; section 2: "all lazy routes are preloaded").
 */

const preloaders = new Set<() => Promise<unknown>>();
let firstNavigationDone = false;
let preloadStarted = false;

function load(loader: () => Promise<unknown>): void {
  loader().catch((error: unknown) => console.warn("Preloading a route module failed", error));
}

/** Runs `task` when the browser is idle (at the latest after 2 s), or after 200 ms without `requestIdleCallback`. */
function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

/**
 * Registers a lazy module's loader so that it is fetched in the background after the first page has shown (at
 * once when idle if that preloading has already started, for modules registered by a lazily loaded module).
 * @param loader - The module's dynamic `import()`.
 */
export function registerPreload(loader: () => Promise<unknown>): void {
  if (preloaders.has(loader)) return;
  preloaders.add(loader);
  if (preloadStarted) whenIdle(() => load(loader));
}

/**
 * Called when a routed page has rendered: the first time, hides the splash screen (the `splash-hidden` class on
 * `<body>`, styled by `public/splash.css`) and preloads every registered lazy module when the browser is idle.
 */
export function markNavigationComplete(): void {
  if (firstNavigationDone) return;
  firstNavigationDone = true;
  document.body.classList.add("splash-hidden");
  whenIdle(() => {
    preloadStarted = true;
    for (const loader of preloaders) load(loader);
  });
}
