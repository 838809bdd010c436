// Size budgets of the built portal (tracker issue 8), checked by `pnpm size` (size-limit, brotli as the
// server sends it) after `pnpm build`. Chunk names are hashed, so the file lists are computed from the build:
// dist/index.html and the Vite manifest (dist/.vite/manifest.json, `build.manifest: true`).
//
// - Critical path: what index.html makes the browser load before anything renders (the entry script, its
//   modulepreloaded static imports, every stylesheet). Target 130 KB (tracker issue 8), not reached yet: the
//   budgets below hold today's figures (plus a few KB) so that they can only go down. What fills the entry:
//   `ANALYZE=1 pnpm build` (dist/stats.html): react-dom, i18next, tailwind-variants/tailwind-merge, react-aria's
//   press/focus core, TanStack Query, the ui's i18n strings, the CSS.
// - First render of a page: the critical path plus the language file and the page's lazy route modules with
//   their static imports (`src/main.tsx` starts loading them in parallel with the language).
// - Every lazy route module (its own chunk): at most 30 KB. Exceptions, each loaded lazily after its page, on a
//   staff page only:
//   - the calendar of the staff logs page's date filter (react-aria's date field, calendar and
//     @internationalized/date with the Buddhist calendar, about 39 KB), also the staff complaints queue's;
//   - the charts of the complaints dashboard (`/dashboards/analytics`, issue 11 item 8): Chart.js 4 tree-shaken to
//     bar and line charts, category and linear axes and the tooltip (no legend plugin: the legend is HTML), about
//     50.6 KB measured; the Chart.js core (animation engine, layout, scales) is most of it. The dashboard page's own
//     chunk (figures, tables) stays under 3 KB and shows before the charts arrive.
// - Issue 10 (staff pages) grew the language files (every staff string is in them) and the signed-in shell (the
//   server menu and realm routing): the first-render budgets were raised by 2 and 5 KB. Next step: a staff
//   namespace of the language files loaded with the staff pages only.
//
// `bench/bundle-size.mjs` prints the same lists with raw, gzip and brotli figures.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));

/** Folder of the portal build. */
export const DIST = path.join(root, "apps/portal/dist");

/**
 * Lazy modules the first render of each page waits for (source paths relative to apps/portal). The language file
 * is one module for every page: issue 11's strings (complaint cases, queue, e-form, dashboard, whistleblowing) grew
 * `en.json` by 3.5 kB brotli, so both pages were raised by 4 kB and 5 kB; loading the staff and case strings with their
 * routes (i18next namespaces) would take them back (issue 8).
 */
export const PAGES = {
  "/sign-in": { modules: ["src/locales/en.json", "src/features/auth/sign-in-page.tsx"], limit: "186 KB" },
  "/e-service/main": {
    modules: ["src/locales/en.json", "src/shell/signed-in-shell.tsx", "src/features/e-service/home-page.tsx"],
    limit: "255 KB",
  },
};

/** Budgets, as size-limit strings (size-limit's kB: 1000 bytes, brotli). */
export const CRITICAL_PATH_LIMIT = "158 KB";
export const ROUTE_CHUNK_LIMIT = "30 KB";

/** Lazy modules allowed more than {@link ROUTE_CHUNK_LIMIT} (source path relative to apps/portal: limit), see above. */
export const ROUTE_CHUNK_EXCEPTIONS = {
  "src/features/admin/audit-date-filter.tsx": "40 KB",
  "src/features/complaints-staff/analytics-charts.tsx": "52 KB",
};

function readManifest(dist) {
  return JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
}

/** Files (relative to dist) of a manifest entry and its static imports, CSS included. */
function closure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no entry "${key}": rebuild with \`pnpm build\`.`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/** The lazy route modules: every dynamic import target of the entry's module graph. */
function routeModules(manifest) {
  const targets = new Set();
  for (const chunk of Object.values(manifest)) for (const key of chunk.dynamicImports ?? []) targets.add(key);
  return [...targets].filter((key) => manifest[key]?.isDynamicEntry);
}

/**
 * The checks: one per page critical path, one per lazy route chunk. Paths are absolute.
 * @param {string} [dist] - The build folder.
 */
export function budgets(dist = DIST) {
  const manifest = readManifest(dist);
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  // What index.html itself loads (entry script, modulepreloads, stylesheets): the first render waits for all.
  const fromHtml = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const entry = closure(manifest, ["index.html"]);
  const abs = (files) => [...new Set(files)].map((file) => path.join(dist, file));
  const checks = [{ name: "critical path (index.html)", path: abs([...fromHtml, ...entry]), limit: CRITICAL_PATH_LIMIT }];
  for (const [page, { modules, limit }] of Object.entries(PAGES)) {
    checks.push({ name: `first render ${page}`, path: abs([...fromHtml, ...entry, ...closure(manifest, modules)]), limit });
  }
  for (const key of routeModules(manifest)) {
    const limit = ROUTE_CHUNK_EXCEPTIONS[key] ?? ROUTE_CHUNK_LIMIT;
    checks.push({ name: `route ${key.replace(/^(?:\.\.\/)+/, "").replace(/^src\//, "")}`, path: abs([manifest[key].file]), limit });
  }
  return checks;
}

export default budgets();
