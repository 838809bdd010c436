// The scripts a first visit makes Chromium fetch before the page's first heading shows (tracker issue 40 item 1), for
// the byte budgets of `.size-limit.mjs` (`pnpm size`) and `bench/bundle-size.mjs`.
//
// Method: starts the compiled server (`apps/api/dist/main.mjs`, a fresh embedded database in a temporary folder, the
// demo accounts seeded) with the portal build of `dist` (PORTAL_DIST), then for each page opens a fresh browser context
// of Chromium's headless shell (an empty HTTP cache and storage: a first visit) at a phone's width, 412 x 823 px. For a
// signed-in page the demo resident is signed in through the API first and the token and profile are put into
// localStorage as the sign-in page leaves them (`bench/lighthouse/sign-in.cjs`), on a static file of the origin, so that
// nothing of the portal is cached. A script added before the page's own notes the time (`performance.now()`) at which
// the first `<h1>` is in the document; once it is, every resource of the page (Resource Timing) whose path ends in
// `.js` and whose fetch started before that time is listed. The brotli size of each listed file is what size-limit
// sums (the server sends the build's `.br` copies, brotli quality 11). Chromium over plain HTTP does not ask for
// brotli, so Resource Timing's transfer sizes are gzip's: the files are compressed here instead.
//
//   node scripts/first-heading-scripts.mjs [dist]   prints the lists (after `pnpm build`)
/* global MutationObserver, document, window */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { demoSession } = createRequire(import.meta.url)("../bench/lighthouse/sign-in.cjs");

/** Lighthouse's phone viewport, as `bench/first-visit.mjs` uses. */
const VIEWPORT = { width: 412, height: 823 };

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the compiled server with the portal build `dist`; resolves with its origin and a function that stops it.
 * @param {string} dist @param {string} dataDir
 */
async function serve(dist, dataDir) {
  const server = path.join(root, "apps/api/dist/main.mjs");
  if (!existsSync(server)) throw new Error("apps/api/dist/main.mjs is missing: run `pnpm build` first.");
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", DATABASE_URL: "", PORTAL_DIST: dist, DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited = false;
  child.once("exit", () => (exited = true));
  const stop = () => new Promise((resolve) => (exited ? resolve(undefined) : (child.once("exit", resolve), child.kill("SIGTERM"))));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200 && !exited; i += 1) {
    try {
      if ((await fetch(`${origin}/pxapi_eoffice/api/health`)).ok) return { origin, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const why = exited ? "exited (its error is above)" : "did not answer within 120 s";
  await stop();
  throw new Error(`The server for the first-heading measurement ${why}`);
}

/**
 * One first visit: the paths of the scripts whose fetch started before the first `<h1>` showed.
 * @param {import("playwright").Browser} browser @param {string} origin @param {string} page
 * @param {Record<string, string> | null} stored - localStorage items (a signed-in visit), or null.
 */
async function visit(browser, origin, page, stored) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const tab = await context.newPage();
    if (stored) {
      await tab.goto(`${origin}/favicon.svg`);
      await tab.evaluate((items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)), stored);
    }
    await tab.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector("h1")) return;
        /** @type {{ firstHeadingAt?: number }} */ (window).firstHeadingAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await tab.goto(`${origin}${page}`);
    await tab.waitForFunction(() => /** @type {{ firstHeadingAt?: number }} */ (window).firstHeadingAt !== undefined, undefined, { timeout: 60_000 });
    const { scripts, heading } = await tab.evaluate(() => {
      const at = /** @type {{ firstHeadingAt: number }} */ (/** @type {unknown} */ (window)).firstHeadingAt;
      const list = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime < at)
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith(".js"));
      return { scripts: list, heading: document.querySelector("h1")?.textContent ?? "" };
    });
    if (new URL(tab.url()).pathname !== page) throw new Error(`${page} went to ${tab.url()} (heading "${heading}")`);
    return scripts;
  } finally {
    await context.close();
  }
}

/**
 * The scripts fetched before the first heading of each page, on a first visit in Chromium (see the top of this file).
 * @param {string} dist - The portal build folder (`apps/portal/dist`).
 * @param {Record<string, { signedIn: boolean }>} pages - The pages, by path; `signedIn`: as the demo resident.
 * @returns {Promise<Record<string, string[]>>} Per page, the files (absolute paths in `dist`), entry first.
 * @throws Error when the server or Chromium cannot start, a page goes elsewhere, or shows no heading within 60 s.
 */
export async function scriptsBeforeFirstHeading(dist, pages) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "first-heading-"));
  const { chromium } = await import("playwright");
  const { headlessShellPath, chromiumArgs } = await tsImport("./chromium.ts", import.meta.url);
  const { origin, stop } = await serve(dist, dataDir);
  const browser = await chromium.launch({ executablePath: headlessShellPath(), args: chromiumArgs });
  try {
    const result = {};
    for (const [page, { signedIn }] of Object.entries(pages)) {
      const scripts = await visit(browser, origin, page, signedIn ? await demoSession(origin) : null);
      result[page] = [...new Set(scripts)].map((file) => path.join(dist, file));
    }
    return result;
  } finally {
    await browser.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? path.join(root, "apps/portal/dist"));
  const lists = await scriptsBeforeFirstHeading(dist, { "/sign-in": { signedIn: false }, "/e-service/main": { signedIn: true } });
  const { readFileSync } = await import("node:fs");
  const { brotliCompressSync } = await import("node:zlib");
  for (const [page, files] of Object.entries(lists)) {
    let total = 0;
    console.log(page);
    for (const file of files) {
      const size = brotliCompressSync(readFileSync(file)).length;
      total += size;
      console.log(`  ${(size / 1000).toFixed(2).padStart(7)} kB  ${path.relative(dist, file)}`);
    }
    console.log(`  ${(total / 1000).toFixed(2).padStart(7)} kB  in ${files.length} files`);
  }
}
