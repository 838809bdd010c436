/**
 * First completed navigation (portal-spec.md section 4: "Splash screen hidden after the first completed
 * navigation"; section 2: "all lazy routes are preloaded").
 *
 * Preloading: the build writes the files of every route module (the modules `src/routes.tsx` loads lazily, with their
 * static imports) into index.html (a JSON list, `#route-modules`, see `vite.config.ts`); after the first page, when the browser is idle, each becomes a
 * `<link rel="modulepreload">`. The browser fetches and compiles them without running them, so preloading puts
 * no long task on the main thread while the first page settles; a later `import()` of a route finds its code
 * ready. The development server has no such list (modules are served one by one) and preloads nothing.
 */

let firstNavigationDone = false;

/** Runs `task` when the browser is idle (at the latest after 2 s), or after 200 ms without `requestIdleCallback`. */
export function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

/** The route module files listed by the build (none in development). */
export function routeModuleFiles(doc: Document = document): string[] {
  const list = doc.getElementById("route-modules")?.textContent;
  if (!list) return [];
  const files: unknown = JSON.parse(list);
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === "string") : [];
}

/** Adds a `<link rel="modulepreload">` for each file that has none yet. */
export function preloadModules(files: readonly string[], doc: Document = document): void {
  const present = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href")),
  );
  for (const file of files) {
    if (present.has(file)) continue;
    const link = doc.createElement("link");
    link.rel = "modulepreload";
    link.href = file;
    doc.head.append(link);
  }
}

/**
 * Called when a routed page has rendered: the first time, hides the splash screen (the `splash-hidden` class on
 * `<body>`, styled by `public/splash.css`) and, when the browser is idle, preloads every route module.
 */
export function markNavigationComplete(): void {
  if (firstNavigationDone) return;
  firstNavigationDone = true;
  document.body.classList.add("splash-hidden");
  whenIdle(() => preloadModules(routeModuleFiles()));
}
