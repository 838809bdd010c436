// Lighthouse CI benchmark of the built portal (tracker issue 8): `lhci collect` then `lhci assert`, mobile
// defaults (simulated slow 4G, mid-range phone), 3 runs per page, Chromium from Debian (CHROME_PATH), on
//   - /sign-in (a guest's first visit), and
//   - /e-service/main signed in as the demo resident (bench/lighthouse/sign-in.cjs puts the session into
//     localStorage and empties the cache before each run, collected one run at a time; Lighthouse keeps the
//     storage for it). Every run must have fetched the entry script over the network (checked: a first visit).
// Serves the product itself on 127.0.0.1 (the root `start` script: the API serving apps/portal/dist with
// compression and long-cache headers), checks those headers, checks that runs exist (lhci assert exits 0 when
// there are none), and prints the medians of performance, LCP, CLS and TBT per page. Run after `pnpm build`:
//   node bench/lighthouse.mjs            (LH_PORT=8531 by default, LH_RUNS=3)
// Only the performance category is collected (accessibility is axe in the end-to-end tests), so that no other
// category's gatherers run in the measured page. Assertions (warn only, the figures are what this prints):
// performance >= 0.98, LCP <= 1800 ms, CLS <= 0.02. LH_KEEP=<folder> keeps the reports (lhr-*.json) there.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.LH_PORT ?? 8531);
const runs = Number(process.env.LH_RUNS ?? 3);
const origin = `http://127.0.0.1:${port}`;
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const lhci = path.join(root, "node_modules/.bin/lhci");
const chromeFlags = "--no-sandbox --disable-gpu --disable-dev-shm-usage --headless=new";

if (!existsSync(path.join(root, "apps/portal/dist/index.html"))) {
  console.error("apps/portal/dist is missing: run `pnpm build` first.");
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), "lhci-"));
const server = spawn("pnpm", ["start"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(work, "pglite"), LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("exit", stopServer);

let serverExit = null;
server.on("exit", (code) => {
  serverExit = code;
});

async function waitForServer() {
  for (let i = 0; i < 300; i += 1) {
    if (serverExit !== null) throw new Error(`\`pnpm start\` exited (${serverExit}) before answering`);
    try {
      if ((await fetch(`${origin}/pxapi_eoffice/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer on ${origin}`);
}

/** Checks that hashed assets are sent compressed and cached for good; returns the entry script's path. */
async function checkHeaders() {
  const html = await (await fetch(`${origin}/sign-in`, { headers: { accept: "text/html" } })).text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  if (!script) throw new Error("index.html names no script under /assets");
  const answer = await fetch(`${origin}${script}`, { headers: { "accept-encoding": "br, gzip" } });
  const encoding = answer.headers.get("content-encoding");
  const cache = answer.headers.get("cache-control") ?? "";
  console.log(`${script}: content-encoding=${encoding} cache-control=${cache}`);
  if (!["br", "gzip"].includes(encoding ?? "") || !/immutable/.test(cache) || !/max-age=\d{7,}/.test(cache)) {
    throw new Error("Hashed assets must be sent compressed (br/gzip) with a long immutable cache lifetime.");
  }
  return script;
}

function run(args, extraEnv = {}) {
  const result = spawnSync(lhci, args, { cwd: work, stdio: "inherit", env: { ...process.env, CHROME_PATH: chrome, ...extraEnv } });
  return result.status ?? 1;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const assertions = {
  "categories:performance": ["warn", { minScore: 0.98, aggregationMethod: "median-run" }],
  "largest-contentful-paint": ["warn", { maxNumericValue: 1800, aggregationMethod: "median-run" }],
  "cumulative-layout-shift": ["warn", { maxNumericValue: 0.02, aggregationMethod: "median-run" }],
};

const pages = [
  { name: "/sign-in", url: `${origin}/sign-in`, signedIn: false },
  { name: "/e-service/main", url: `${origin}/e-service/main`, signedIn: true },
];

let failed = false;
try {
  await waitForServer();
  const entryScript = await checkHeaders();
  for (const page of pages) {
    const config = {
      ci: {
        collect: {
          url: [page.url],
          // lhci runs the puppeteer script once per collect, so a signed-in page is collected one run at a time
          // (`--additive`): each run then starts from an emptied cache, as a first visit does (with one collect
          // of 3 runs, runs 2 and 3 were served from the cache that run 1 had filled).
          numberOfRuns: page.signedIn ? 1 : runs,
          chromePath: chrome,
          settings: { onlyCategories: ["performance"], ...(page.signedIn ? { disableStorageReset: true } : { chromeFlags }) },
          ...(page.signedIn
            ? {
                // lhci joins this path to its working directory.
                puppeteerScript: path.relative(work, path.join(root, "bench/lighthouse/sign-in.cjs")),
                puppeteerLaunchOptions: { executablePath: chrome, args: chromeFlags.split(" ") },
              }
            : {}),
        },
        assert: { assertions },
      },
    };
    const configPath = path.join(work, `${page.signedIn ? "signed-in" : "guest"}.lighthouserc.json`);
    writeFileSync(configPath, JSON.stringify(config, null, 2));
    rmSync(path.join(work, ".lighthouseci"), { recursive: true, force: true });
    let collected = 0;
    for (let round = 0; round < (page.signedIn ? runs : 1) && collected === 0; round += 1) {
      collected = run(["collect", `--config=${configPath}`, ...(round > 0 ? ["--additive"] : [])]);
    }
    const lhrFiles = existsSync(path.join(work, ".lighthouseci"))
      ? readdirSync(path.join(work, ".lighthouseci")).filter((f) => /^lhr-.*\.json$/.test(f))
      : [];
    if (collected !== 0 || lhrFiles.length < runs) {
      console.error(`${page.name}: collection failed (exit ${collected}, ${lhrFiles.length} of ${runs} runs).`);
      failed = true;
      continue;
    }
    const reports = lhrFiles.map((f) => JSON.parse(readFileSync(path.join(work, ".lighthouseci", f), "utf8")));
    if (process.env.LH_KEEP) {
      const keep = path.join(process.env.LH_KEEP, page.signedIn ? "signed-in" : "guest");
      mkdirSync(keep, { recursive: true });
      for (const f of lhrFiles) copyFileSync(path.join(work, ".lighthouseci", f), path.join(keep, f));
    }
    const wrongPage = reports.filter((r) => new URL(r.finalDisplayedUrl ?? r.finalUrl).pathname !== page.name);
    if (wrongPage.length > 0) {
      console.error(`${page.name}: ${wrongPage.length} run(s) ended on another page (${wrongPage[0].finalDisplayedUrl}).`);
      failed = true;
    }
    // A first visit: every run must have fetched the entry script over the network, not from the cache.
    const warm = reports.filter((r) =>
      r.audits["network-requests"].details.items.some((item) => new URL(item.url).pathname === entryScript && item.transferSize === 0),
    );
    if (warm.length > 0) {
      console.error(`${page.name}: ${warm.length} run(s) took the entry script from the cache (not a first visit).`);
      failed = true;
    }
    const asserted = run(["assert", `--config=${configPath}`]);
    if (asserted !== 0) failed = true;
    const pick = (fn) => median(reports.map(fn));
    const perf = pick((r) => r.categories.performance.score);
    const lcp = pick((r) => r.audits["largest-contentful-paint"].numericValue);
    const cls = pick((r) => r.audits["cumulative-layout-shift"].numericValue);
    const tbt = pick((r) => r.audits["total-blocking-time"].numericValue);
    const fcp = pick((r) => r.audits["first-contentful-paint"].numericValue);
    if (process.env.LH_DETAILS) {
      for (const r of reports) {
        const lcpElement = r.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet;
        const bootup = r.audits["bootup-time"]?.details?.items?.slice(0, 4).map((i) => `${i.url.split("/").pop()} ${Math.round(i.total)}ms`);
        const tasks = r.audits["long-tasks"]?.details?.items?.slice(0, 5).map((i) => `${i.url.split("/").pop()} ${Math.round(i.duration)}ms@${Math.round(i.startTime)}`);
        const shifts = r.audits["layout-shifts"]?.details?.items?.slice(0, 3).map((i) => `${i.node?.snippet?.slice(0, 90)} ${i.score?.toFixed(3)}`);
        console.log(
          `  benchmarkIndex: ${r.environment?.benchmarkIndex}\n  LCP element: ${lcpElement}\n  bootup: ${bootup?.join(", ")}\n  long tasks: ${tasks?.join(", ")}\n  layout shifts: ${shifts?.join(" | ")}`,
        );
      }
    }
    console.log(
      `${page.name.padEnd(16)} runs=${reports.length} performance=${perf.toFixed(2)} LCP=${(lcp / 1000).toFixed(2)} s CLS=${cls.toFixed(3)} TBT=${Math.round(tbt)} ms FCP=${(fcp / 1000).toFixed(2)} s (medians)`,
    );
    // Each run as well (performance / FCP / LCP / TBT): on a 2-core machine blocking time varies several-fold run to run.
    const each = reports.map(
      (r) =>
        `${r.categories.performance.score.toFixed(2)}/${Math.round(r.audits["first-contentful-paint"].numericValue)}/` +
        `${Math.round(r.audits["largest-contentful-paint"].numericValue)}/${Math.round(r.audits["total-blocking-time"].numericValue)}`,
    );
    console.log(`${"".padEnd(16)} each run (performance/FCP ms/LCP ms/TBT ms): ${each.join("  ")}`);
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  stopServer();
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
