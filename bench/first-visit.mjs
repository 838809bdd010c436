// Main-thread work of a first visit, from Chromium traces (tracker issue 8): what Lighthouse's blocking time is made of,
// measured precisely enough to compare two builds. Lighthouse's own figures vary too much for that on this machine
// (blocking time of one build from 429 to 2,228 ms in 8 runs); a trace of the same visit, unthrottled, varies less.
//
// Serves two portal builds side by side, each with the compiled server (`node apps/api/dist/main.mjs`, PORTAL_DIST): the
// baseline (FIRST_VISIT_BASELINE, a copy of another build's apps/portal/dist) and this build (apps/portal/dist). Visits
// the page in a fresh headless Chromium at 412 x 823 px (Lighthouse's phone), the two builds taking turns, several runs
// each; for /e-service/main signed in as the demo resident (token and profile in localStorage, as the sign-in leaves
// them). From each trace, in the 2.5 s after the first contentful paint (the splash): the main thread's tasks in ms,
// style recalculation and layout in ms, the number of tasks over 12.5 ms, and the blocking sum as Lighthouse's
// simulation counts it (each task times 4, its CPU slow-down, minus 50 ms). Prints the medians of both builds and the
// ratios, then the long tasks of this build's median run with what they ran. Figures only: no pass/fail.
//   cp -r apps/portal/dist /tmp/portal-before   (before a change, after `pnpm build`)
//   pnpm build && FIRST_VISIT_BASELINE=/tmp/portal-before node bench/first-visit.mjs [path=/e-service/main] [runs=5]
import { existsSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { buildServers } from "./support/build-servers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pagePath = process.argv[2] ?? "/e-service/main";
const runs = Math.max(1, Number(process.argv[3] ?? 5));
const baselineDist = process.env.FIRST_VISIT_BASELINE;
const current = path.join(root, "apps/portal/dist");
const WINDOW_MS = 2500;
/** The demo resident's localStorage items, as the sign-in page leaves them (shared with the Lighthouse benchmark). */
const { demoSession } = createRequire(import.meta.url)("./lighthouse/sign-in.cjs");

if (!baselineDist || !existsSync(path.join(baselineDist, "index.html"))) {
  console.error("Set FIRST_VISIT_BASELINE to a copy of another build's apps/portal/dist (see the top of this file).");
  process.exit(1);
}
if (!existsSync(path.join(current, "index.html")) || !existsSync(path.join(root, "apps/api/dist/main.mjs"))) {
  console.error("Run `pnpm build` first (this benchmark builds nothing).");
  process.exit(1);
}

const servers = buildServers("first-visit-");

/** One visit in a fresh browser; returns the trace's figures and its long tasks. */
async function visit(origin) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const page = await context.newPage();
    if (pagePath !== "/sign-in") {
      const stored = await demoSession(origin);
      await page.goto(`${origin}/favicon.svg`);
      await page.evaluate((items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)), stored);
    }
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "loading", "toplevel"] });
    await page.goto(`${origin}${pagePath}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(WINDOW_MS);
    return figures(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
  } finally {
    await browser.close();
  }
}

/** The figures of a trace: main-thread work in the window after the first contentful paint. */
function figures(events) {
  const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const main = mains
    .map((thread) => ({ thread, count: events.filter((e) => e.pid === thread.pid && e.tid === thread.tid).length }))
    .sort((a, b) => b.count - a.count)[0].thread;
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid);
  if (!fcp) throw new Error("The trace has no first contentful paint");
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.ts >= fcp.ts && e.ts < fcp.ts + WINDOW_MS * 1000);
  const tasks = mine.filter((e) => e.name === "ThreadControllerImpl::RunTask");
  const sum = (name) => mine.filter((e) => e.name === name).reduce((total, e) => total + e.dur / 1000, 0);
  const long = tasks
    .filter((task) => task.dur > 12_500)
    .map((task) => {
      const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
      const parts = new Map();
      for (const e of inside) {
        const key = ["UpdateLayoutTree", "Layout", "Paint", "MinorGC", "MajorGC"].includes(e.name)
          ? e.name
          : ["v8.evaluateModule", "FunctionCall", "EvaluateScript"].includes(e.name)
            ? `script ${(e.args?.data?.url ?? "").split("/").pop() || (e.name === "v8.evaluateModule" ? "(module evaluation)" : "(inline)")}`
            : null;
        if (key) parts.set(key, (parts.get(key) ?? 0) + e.dur / 1000);
      }
      const what = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([key, ms]) => `${key} ${ms.toFixed(0)}`).join(", ");
      return `${Math.round((task.ts - fcp.ts) / 1000)} ms after FCP: ${(task.dur / 1000).toFixed(0)} ms (${what || "no named work"})`;
    });
  return {
    tasks: tasks.reduce((total, task) => total + task.dur / 1000, 0),
    style: sum("UpdateLayoutTree"),
    layout: sum("Layout"),
    longTasks: long.length,
    blocking: tasks.reduce((total, task) => total + Math.max(0, (4 * task.dur) / 1000 - 50), 0),
    long,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

try {
  const builds = [
    { name: "baseline", origin: await servers.serve(path.resolve(baselineDist), 8561, "baseline", 30_000), results: [] },
    { name: "this build", origin: await servers.serve(current, 8562, "current", 30_000), results: [] },
  ];
  for (const build of builds) await visit(build.origin); // warms the servers and the file-system cache
  for (let run = 0; run < runs; run += 1) for (const build of builds) build.results.push(await visit(build.origin));

  console.log(`First visit of ${pagePath} (412 px, unthrottled Chromium trace), ${runs} runs each, the ${WINDOW_MS} ms after the first contentful paint (medians):`);
  console.log("build          main thread   style  layout  tasks>12.5ms  blocking (x4 - 50)");
  const keys = ["tasks", "style", "layout", "longTasks", "blocking"];
  const medians = builds.map((build) => Object.fromEntries(keys.map((key) => [key, median(build.results.map((result) => result[key]))])));
  builds.forEach((build, i) => {
    const m = medians[i];
    console.log(
      `${build.name.padEnd(14)} ${`${m.tasks.toFixed(0)} ms`.padStart(11)} ${`${m.style.toFixed(0)} ms`.padStart(7)} ${`${m.layout.toFixed(0)} ms`.padStart(7)} ${String(m.longTasks).padStart(13)} ${`${m.blocking.toFixed(0)} ms`.padStart(19)}`,
    );
  });
  const ratio = (key) => (medians[0][key] > 0 ? `x${(medians[1][key] / medians[0][key]).toFixed(2)}` : "-");
  console.log(`ratio          ${ratio("tasks").padStart(11)} ${ratio("style").padStart(7)} ${ratio("layout").padStart(7)} ${ratio("longTasks").padStart(13)} ${ratio("blocking").padStart(19)}`);
  const results = builds[1].results;
  const typical = results.find((result) => result.blocking === median(results.map((each) => each.blocking)));
  console.log(`\nLong tasks of this build's median run (blocking ${typical.blocking.toFixed(0)} ms):`);
  for (const line of typical.long) console.log(`  ${line}`);
} finally {
  await servers.stop();
}
