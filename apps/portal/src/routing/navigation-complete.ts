/**
 * First completed navigation (portal-spec.md section 4: "Splash screen hidden after the first completed
 * navigation"; section 2: "all lazy routes are preloaded").
 */

const preloaders = new Set<() => Promise<unknown>>();
let firstNavigationDone = false;

/**
 * Registers a lazy module's loader so that it is fetched in the background after the first page has shown.
 * @param loader - The module's dynamic `import()`.
 */
export function registerPreload(loader: () => Promise<unknown>): void {
  preloaders.add(loader);
}

/**
 * Called when a routed page has rendered: the first time, hides the splash screen (the `splash-hidden` class on
 * `<body>`, styled by `public/splash.css`) and preloads every registered lazy module when the browser is idle.
 */
export function markNavigationComplete(): void {
  if (firstNavigationDone) return;
  firstNavigationDone = true;
  document.body.classList.add("splash-hidden");
  const preloadAll = () => {
    for (const load of preloaders) {
      load().catch((error: unknown) => console.warn("Preloading a route module failed", error));
    }
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(preloadAll, { timeout: 2000 });
  else setTimeout(preloadAll, 200);
}
