/**
 * First completed navigation (docs/spec/portal-spec.md section 4: "Splash screen hidden after the first completed
 * navigation"; section 2: "all lazy routes are preloaded").
 *
 * Preloading: the build writes the files of every route module (the modules `src/routes.tsx` loads lazily, with their
 * static imports) into index.html (a JSON list, `#route-modules`, see `vite.config.ts`); 3 s after the first page, when
 * the browser is idle, a worker (`prefetch-worker.ts`) fetches them into the HTTP cache, a few at a time at low
 * priority; the other pages' strings load then too ({@link preloadForLaterPages}). Nothing is compiled or run, and the
 * page's main thread does nothing for it (before the worker, a `<link rel="prefetch">` per file cost it 1 to 6 ms a
 * file, 150 files; and before those links, compiling 152 module preloads made long tasks); a later `import()` of a
 * route finds its code in the cache. The development server has no such list (modules are served one by one) and
 * preloads nothing.
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

/** The events that count as the user's first interaction ({@link useFirstInteraction}). */
const INTERACTIONS = ["pointerdown", "keydown"] as const;

/**
 * Whether the user has pressed or typed anything since the component mounted: `false` first, `true` from the first
 * `pointerdown` or `keydown` anywhere on the page on (listened to in the capture phase, passively). The change renders
 * as a transition. For parts that only answer what the user does (the toast region, tracker issue 8).
 */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const done = () => startTransition(() => setInteracted(true));
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true, once: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, { capture: true });
    };
  }, [interacted]);
  return interacted;
}

/** The route module files listed by the build (none in development). */
export function routeModuleFiles(doc: Document = document): string[] {
  const list = doc.getElementById("route-modules")?.textContent;
  if (!list) return [];
  const files: unknown = JSON.parse(list);
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === "string") : [];
}

/**
 * Fetches into the HTTP cache, in a worker of its own (`prefetch-worker.ts`), each file the page has not fetched
 * already (the first page's modules, which the browser fetched as it read them); the worker is ended once every file
 * has ended, or when it fails. Does nothing when every file is there or the browser has no workers.
 * @param files - Absolute paths of the files.
 * @param fetched - Paths the page has fetched already. @default the paths of its Resource Timing entries
 * @param startWorker - Starts the worker; `null` where there are no workers. @default a module worker of
 *   `prefetch-worker.ts`
 */
export function preloadModules(
  files: readonly string[],
  fetched: () => Iterable<string> = () => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
  startWorker: (() => Pick<Worker, "postMessage" | "addEventListener" | "terminate">) | null = typeof Worker === "undefined"
    ? null
    : () => new Worker(new URL("./prefetch-worker.ts", import.meta.url), { type: "module", name: "route-preloading" }),
): void {
  const present = new Set(fetched());
  const queue = files.filter((file) => !present.has(file));
  if (queue.length === 0 || !startWorker) return;
  const worker = startWorker();
  // Ended when it answers, or when its script fails (the pages then fetch their modules when opened).
  worker.addEventListener("message", () => worker.terminate(), { once: true });
  worker.addEventListener("error", () => worker.terminate(), { once: true });
  worker.postMessage(queue);
}

/**
 * How long after the first page has rendered the preloading for later pages begins, in ms (then at idle): the route
 * modules and whatever {@link preloadForLaterPages} was given (the other pages' strings, a guest's menu icons). The
 * first page's own follow-up work comes first: its data, the parts loaded after the first render. Started at the first
 * idle period instead, the 150 route files and the 16 string modules loaded among that work on a phone's slow network
 * and main thread (tracker issue 8).
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
