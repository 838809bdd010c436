// Benchmark of the vertical navigation (issue #3 point 7): builds a production page with Vite, opens it in
// Debian Chromium through Playwright, and for a navigation of N items (default 500) times, over several runs:
// the first render, expanding every collapsable (after which all N items are rendered), and closing/opening the
// navigation with all of them rendered. Each step is timed from the action to the next produced frame (React,
// style, layout and paint, plus the wait for the frame: the floor is about one frame interval, 16.7 ms at 60 Hz);
// "toggleReactOnly" is the React part of open/close alone. Prints median and p95 in ms. Figures only: no pass/fail.
//   node bench/navigation.mjs [items=500] [runs=7]
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, preview } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { chromium } from "playwright";

const here = path.dirname(fileURLToPath(import.meta.url));
const items = Number(process.argv[2] ?? 500);
const runs = Number(process.argv[3] ?? 7);
const outDir = path.join(here, "results", "navigation-dist");
const port = 4817;

const config = {
  root: path.join(here, "navigation"),
  configFile: false,
  logLevel: "warn",
  plugins: [react(), tailwindcss()],
  build: { outDir, emptyOutDir: true },
  preview: { port, strictPort: true, host: "127.0.0.1" },
};

await build(config);
const server = await preview(config);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
});

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const summary = (values) => ({ median: quantile(values, 0.5), p95: quantile(values, 0.95), n: values.length });

const samples = { mount: [], expandEach: [], expandAll: [], close: [], open: [], toggleReactOnly: [] };
let rows = 0;
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => Boolean(globalThis.navigationBench));
  for (let run = 0; run < runs + 1; run += 1) {
    const result = await page.evaluate(async (count) => {
      const bench = globalThis.navigationBench;
      const mount = await bench.mount(count);
      const expand = await bench.expandAll();
      const toggle = await bench.toggle(5);
      return { mount, expand, toggle, rows: bench.rows() };
    }, items);
    if (run === 0) continue; // warm-up
    samples.mount.push(result.mount);
    samples.expandEach.push(...result.expand);
    samples.expandAll.push(result.expand.reduce((a, b) => a + b, 0));
    samples.close.push(...result.toggle.close);
    samples.open.push(...result.toggle.open);
    samples.toggleReactOnly.push(...result.toggle.script);
    rows = result.rows;
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

const format = (ms) => `${ms.toFixed(2).padStart(8)} ms`;
console.log(`Vertical navigation, ${items} items (${rows} rows rendered when expanded), ${runs} runs after 1 warm-up, Chromium ${browser.version()}`);
console.log("step                          median          p95      samples");
for (const [name, values] of Object.entries(samples)) {
  const { median, p95, n } = summary(values);
  console.log(`${name.padEnd(26)} ${format(median)}  ${format(p95)}  ${String(n).padStart(7)}`);
}
