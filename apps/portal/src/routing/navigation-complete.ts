/**
 * First completed navigation (portal-spec.md section 4: "Splash screen hidden after the first completed
 * navigation"; section 2: "all lazy routes are preloaded").
 *
 * Preloading: the build writes the files of every route module (the modules `src/routes.tsx` loads lazily, with their
 * static imports) into index.html (a JSON list, `#route-modules`, see `vite.config.ts`); 3 s after the first page, when
 * the browser is idle, each becomes a `<link rel="prefetch">`, a few per idle period; the other pages' strings load then
 * too ({@link preloadForLaterPages}). The browser downloads them at low priority without compiling or running them, so
 * preloading puts no long task on the main thread while the first page settles (compiling 152 module preloads did); a
 * later `import()` of a route finds its code in the cache. The development server has no such list (modules are served
 * one by one) and preloads nothing.
 */
import { startTransition, useEffect, useState } from "react";

let firstNavigationDone = false;

/**
 * Runs `task` when the browser is idle (at the latest after 2 s), or after 200 ms without `requestIdleCallback`. The
 * task gets the idle period's deadline when there is one (its `timeRemaining()` in ms).
 */
export function whenIdle(task: (deadline?: IdleDeadline) => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

/**
 * Whether the browser has been idle since the component mounted: `false` first, `true` from the first idle period on.
 * The change renders as a transition, so React renders what it reveals in short slices instead of one long task after
 * the first render (tracker issue 8). For parts loaded after the first render (the toast region, the consent prompt).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}

/** The route module files listed by the build (none in development). */
export function routeModuleFiles(doc: Document = document): string[] {
  const list = doc.getElementById("route-modules")?.textContent;
  if (!list) return [];
  const files: unknown = JSON.parse(list);
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === "string") : [];
}

/** Main-thread time one idle callback of the preloading may take, in ms (a task under 50 ms is not a long task). */
const PRELOAD_SLICE_MS = 4;

/**
 * Adds a `<link rel="prefetch">` for each file that has none yet (nor a `modulepreload` link) and that the page has
 * not fetched already (the first page's modules, which the browser fetched as it read them), in idle callbacks of at
 * most {@link PRELOAD_SLICE_MS} ms each: the browser downloads the files into its cache at low priority and neither
 * compiles nor runs them, so preloading puts no long task on the main thread (tracker issue 8); a later `import()`
 * finds the file in the cache. Adding a link costs about 0.5 to 2 ms of main-thread time (measured in Chromium), hence
 * the slices.
 * @param files - Absolute paths of the files.
 * @param doc - The document. @default document
 * @param schedule - Runs the next slice. @default whenIdle
 * @param now - The clock, in ms. @default performance.now
 * @param fetched - Paths the page has fetched already. @default the paths of its Resource Timing entries
 */
export function preloadModules(
  files: readonly string[],
  doc: Document = document,
  schedule: (task: (deadline?: IdleDeadline) => void) => void = whenIdle,
  now: () => number = () => performance.now(),
  fetched: () => Iterable<string> = () => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
): void {
  const present = new Set<string | null>([
    ...[...doc.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"], link[rel="modulepreload"]')].map((link) => link.getAttribute("href")),
    ...fetched(),
  ]);
  const queue = files.filter((file) => !present.has(file));
  const slice = (deadline?: IdleDeadline) => {
    const start = now();
    do {
      const link = doc.createElement("link");
      link.rel = "prefetch";
      link.as = "script";
      link.crossOrigin = "anonymous";
      link.href = queue.shift()!;
      doc.head.append(link);
    } while (queue.length > 0 && now() - start < PRELOAD_SLICE_MS && (deadline?.timeRemaining() ?? 1) > 0);
    if (queue.length > 0) schedule(slice);
  };
  if (queue.length > 0) schedule(slice);
}

/**
 * How long after the first page has rendered the preloading for later pages begins, in ms (then at idle): the route
 * modules and whatever {@link preloadForLaterPages} was given (the other pages' strings, a guest's menu icons). The
 * first page's own follow-up work comes first: its data, the parts loaded after the first render (toasts, consent
 * prompt). Started at the first idle period instead, the 150 prefetch links and the 16 string modules ran among that
 * work on a phone's slow network and main thread (tracker issue 8).
 */
export const PRELOAD_DELAY_MS = 3000;

/** Work for later pages, run {@link PRELOAD_DELAY_MS} after the first page at idle; `null` once it has been started. */
let laterPages: (() => void)[] | null = [];

/**
 * Runs `task` when the browser is idle, {@link PRELOAD_DELAY_MS} after the first page has rendered (at idle at once
 * when that time has passed): for work that only later pages need.
 */
export function preloadForLaterPages(task: () => void): void {
  if (laterPages) laterPages.push(task);
  else whenIdle(() => task());
}

/**
 * Called when a routed page has rendered: the first time, hides the splash screen (the `splash-hidden` class on
 * `<body>`, styled by `src/splash.css`) and, {@link PRELOAD_DELAY_MS} later when the browser is idle, preloads every
 * route module and runs the other work for later pages ({@link preloadForLaterPages}).
 */
export function markNavigationComplete(): void {
  if (firstNavigationDone) return;
  firstNavigationDone = true;
  document.body.classList.add("splash-hidden");
  preloadForLaterPages(() => preloadModules(routeModuleFiles()));
  setTimeout(() => {
    const tasks = laterPages ?? [];
    laterPages = null;
    for (const task of tasks) whenIdle(() => task());
  }, PRELOAD_DELAY_MS);
}
