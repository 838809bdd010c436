// Font files of a first visit (tracker issue 40 item 2: "fonts for the first render at most 2 files per script"):
// for each page below, in a fresh headless Chromium at 412 x 823 px (Lighthouse's phone) and an empty cache, the
// woff2 files the page fetched until its first heading shows and the network is idle (500 ms without a request),
// counted per script (Thai, Latin, from the file name) with their body bytes as sent (Resource Timing's
// `encodedBodySize`: woff2 is already compressed, the server sends it as it is) and how many started before the first
// contentful paint. Service workers are blocked, so every file comes from the network.
//
// Serves each portal build given (default: this build, apps/portal/dist) with the compiled server
// (`node apps/api/dist/main.mjs`, PORTAL_DIST), as bench/first-visit.mjs does; to compare with an older build:
//   cp -r apps/portal/dist /tmp/portal-before   (before a change, after `pnpm build`)
//   pnpm build && node bench/fonts.mjs /tmp/portal-before apps/portal/dist
// Pages: /sign-in in English and in Thai (a guest; the language is the stored choice, localStorage `language`), and
// /e-service/main in Thai signed in as the demo resident (token and profile in localStorage, as the sign-in leaves
// them). Figures only: no pass/fail (the e2e journey e2e/shell.spec.ts asserts the counts).
import { existsSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { buildServers } from "./support/build-servers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dists = (process.argv.length > 2 ? process.argv.slice(2) : [path.join(root, "apps/portal/dist")]).map((dist) => path.resolve(dist));
/** The demo resident's localStorage items, as the sign-in page leaves them (shared with the Lighthouse benchmark). */
const { demoSession } = createRequire(import.meta.url)("./lighthouse/sign-in.cjs");

/** The pages measured: path, stored language, signed in. */
const PAGES = [
  { path: "/sign-in", language: "en", signedIn: false },
  { path: "/sign-in", language: "th", signedIn: false },
  { path: "/e-service/main", language: "th", signedIn: true },
];

for (const dist of dists) {
  if (!existsSync(path.join(dist, "index.html"))) {
    console.error(`${dist} is not a portal build: run \`pnpm build\` first (this benchmark builds nothing).`);
    process.exit(1);
  }
}
if (!existsSync(path.join(root, "apps/api/dist/main.mjs"))) {
  console.error("Run `pnpm build` first: the compiled server apps/api/dist/main.mjs is missing.");
  process.exit(1);
}

const servers = buildServers("bench-fonts-");

/** One first visit of `page` in a fresh browser: the woff2 files it fetched, with script, bytes and whether before FCP. */
async function visit(origin, { path: pagePath, language, signedIn }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  try {
    // No service worker: a first visit's files all come from the network.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, serviceWorkers: "block" });
    const page = await context.newPage();
    const items = { language, ...(signedIn ? await demoSession(origin) : {}) };
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((stored) => Object.entries(stored).forEach(([key, value]) => localStorage.setItem(key, value)), items);
    await page.goto(`${origin}${pagePath}`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForTimeout(500);
    // Resource Timing: one entry per file fetched, with its body size as sent (same origin, so not hidden).
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => /\.woff2$/.test(new URL(entry.name).pathname))
        .map((entry) => {
          const name = new URL(entry.name).pathname.split("/").pop() ?? "";
          const script = /thai/.test(name) ? "thai" : /latin/.test(name) ? "latin" : "other";
          return { name, script, bytes: entry.encodedBodySize, beforeFcp: entry.startTime < fcp };
        });
    });
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

try {
  let port = 8571;
  for (const dist of dists) {
    const origin = await servers.serve(dist, port, String(port));
    port += 1;
    console.log(`\n${path.relative(process.cwd(), dist) || dist}: woff2 files of a first visit (412 px, empty cache)`);
    console.log("page                       files  Latin  Thai   bytes      before FCP");
    for (const page of PAGES) {
      const fonts = await visit(origin, page);
      const count = (script) => fonts.filter((font) => font.script === script).length;
      const bytes = fonts.reduce((total, font) => total + font.bytes, 0);
      const label = `${page.path} (${page.language}${page.signedIn ? ", signed in" : ""})`;
      console.log(
        `${label.padEnd(26)} ${String(fonts.length).padStart(5)} ${String(count("latin")).padStart(6)} ${String(count("thai")).padStart(5)}   ${kb(bytes).padEnd(10)} ${fonts.filter((font) => font.beforeFcp).length}`,
      );
      for (const font of fonts.sort((a, b) => a.name.localeCompare(b.name))) console.log(`    ${font.name.padEnd(44)} ${kb(font.bytes)}`);
    }
  }
} finally {
  await servers.stop();
}
