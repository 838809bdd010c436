// Size budgets of the built portal (tracker issue 8), checked by `pnpm size` (size-limit, brotli as the
// server sends it) after `pnpm build`. Chunk names are hashed, so the file lists are computed from the build:
// dist/index.html and the Vite manifest (dist/.vite/manifest.json, `build.manifest: true`).
//
// Every figure is brotli of each file as served, summed (size-limit's kB: 1000 bytes). What each budget counts:
// - Critical path JS: the JavaScript index.html makes the browser load before anything renders: the entry script,
//   which holds everything it imports statically (one chunk, `codeSplitting` group `$initial` in
//   apps/portal/vite.config.ts), and any modulepreloaded chunk. English core strings are in it (English is the
//   default and the fallback language; `src/i18n/string-parts.ts`).
// - Stylesheets: the CSS index.html links (render-blocking), counted apart from the JavaScript.
// - First render of a page, JS: the critical path JS plus the page's lazy modules with their static imports
//   (`src/main.tsx` starts loading them while i18next starts): on `/sign-in` the sign-in page and the strings of the
//   `auth` and `whistleblowing` parts; on a signed-in first visit of `/e-service/main` the signed-in shell, the
//   home page and the menu set of icons. JavaScript only, as tracker issue 8's row "JS transferred" counts. Not
//   counted because fetched after the first render, at idle: the shell's top-bar widgets, user menu, document search
//   and settings drawer (`src/shell/deferred-widget.tsx`; their ui placeholders show the same buttons meanwhile), the
//   toast region, the language menu's popup, the horizontal layouts, the other string parts, and the other routes
//   (preloaded).
//   The first renders were 172 and 241 kB of JS before the first page's modules were split off the entry. What fills
//   them (`ANALYZE=1 pnpm build`, dist/stats.html): react-dom (about 56 kB), i18next (15), TanStack Query (10),
//   tailwind-variants with its tailwind-merge (11.5), react-aria's press/focus core (12), the English strings of the
//   ui and of react-aria (4; the Thai ones are a chunk of their own since 2026-11-26, loaded with the portal's Thai
//   strings), the core icon set (2; the signed-in shell's glyphs moved to the menu set, which a signed-in first page
//   loads before it renders, and counted in its first render above), the vertical navigation's focus scope, scroll
//   lock and tooltip (7).
// - The critical path's budget is tracker issue 8's 130 KB itself (129.92 kB on 2026-11-26; 130.13 kB once tracker
//   issues 39, 40 and 43 were merged, 129.94 kB with file names of 7 hash characters and one guard call per guarded
//   route, `rolesOnly`, and 129.45 kB with the staff pages' route table a lazy module of its own, loaded for staff only
//   (`src/staff-routes.tsx`), 2026-11-29: the brotli sum moves by about 150 B with the chunks' content hashes alone).
// - Every lazy route module (its own chunk): at most 30 KB. Exceptions, each loaded lazily after its page, on a
//   staff page only:
//   - the calendar of the staff logs page's date filter (react-aria's date field, calendar and
//     @internationalized/date with the Buddhist calendar, about 39 KB), also the staff complaints queue's;
//   - the charts of the complaints dashboard (`/dashboards/analytics`, issue 11 item 8): Chart.js 4 tree-shaken to
//     bar and line charts, category and linear axes and the tooltip (no legend plugin: the legend is HTML), about
//     50.6 KB measured; the Chart.js core (animation engine, layout, scales) is most of it. The dashboard page's own
//     chunk (figures, tables) stays under 3 KB and shows before the charts arrive;
//   - the rich-text editor of the news editors' page (`/mwp/news/{id}`, issue 15): the ui RichTextEditor on TipTap 3
//     (ProseMirror model, view, state, transforms and the starter kit), about 108.6 KB measured, loaded after the
//     editor's form (3.2 KB) has shown; no resident page loads it.
// The other budgets hold today's figures plus at most 2 kB, so that they can only go down.
//
// `bench/bundle-size.mjs` prints the same lists with raw, gzip and brotli figures.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));

/** Folder of the portal build. */
export const DIST = path.join(root, "apps/portal/dist");

/**
 * Lazy modules the first render of each page waits for (manifest keys: source paths relative to apps/portal, and the
 * parts of the language files, see `src/i18n/string-parts.ts`), with their static imports.
 */
export const PAGES = {
  "/sign-in": {
    modules: ["src/features/auth/sign-in-page.tsx", "virtual:portal-strings/en/auth", "virtual:portal-strings/en/whistleblowing"],
    limit: "156 KB",
  },
  // The menu set of icons as well: `src/main.tsx` loads it before a signed-in first render (it holds the shell's glyphs).
  // 173 KB since 2026-11-27 (172 before): the unread badges and the inbox and settings queries moved into the first
  // render (the widgets load on intent, tracker issue 8), leaving 60 B; and the brotli sum moves by about 150 B with the
  // chunks' content hashes alone (every chunk names the entry's hash), so a 4-byte change went from 171.94 to 172.12 kB.
  // 175 KB since later on 2026-11-27: the latest news (their code, 1.4 kB) are part of the home page's first render;
  // loaded after it, they replaced their placeholder in a second commit of 20 to 60 ms, Lighthouse's largest blocking
  // task.
  // 176 KB since 2026-11-29 (tracker issue 38 item 1): the municipality's name and logo are its identity, read from the
  // page's data block and `GET /v1/Municipality` (`src/lib/municipality.tsx`, a chunk of its own shared by every page),
  // no longer the build's strings and inline logo: 175.06 and 174.96 kB measured in two builds (174.86 before; the
  // content hashes alone move it by about 150 B); the critical path went from 129.96 to 129.89 and 129.92 kB, /sign-in
  // from 154.74 to 154.80 and 154.84 kB.
  "/e-service/main": {
    modules: ["src/shell/signed-in-shell.tsx", "src/features/e-service/home-page.tsx", "../../packages/ui/src/components/icon/menu-icons.ts"],
    limit: "176 KB",
  },
};

/** Budgets, as size-limit strings (size-limit's kB: 1000 bytes, brotli). */
export const CRITICAL_PATH_LIMIT = "130 KB";
export const CSS_LIMIT = "15 KB";
export const ROUTE_CHUNK_LIMIT = "30 KB";

/** Lazy modules allowed more than {@link ROUTE_CHUNK_LIMIT} (source path relative to apps/portal: limit), see above. */
export const ROUTE_CHUNK_EXCEPTIONS = {
  "src/features/admin/audit-date-filter.tsx": "40 KB",
  "src/features/complaints-staff/analytics-charts.tsx": "52 KB",
  "src/features/news/staff/news-body-editor.tsx": "111 KB",
  // The Thai address hierarchy's tables (thai-address-universal, issue 12: the address field of request forms), each
  // loaded on the first use of an address picker: Thai names 36.4 kB, English names 31.8 kB.
  "../../node_modules/.pnpm/thai-address-universal@2.2.0/node_modules/thai-address-universal/dist/esm/th_db-CQeWFELX.js": "38 KB",
  "../../node_modules/.pnpm/thai-address-universal@2.2.0/node_modules/thai-address-universal/dist/esm/en_db-CgAaJ8xO.js": "33 KB",
  // PDF.js (pdfjs-dist, issue 14: the preview of the staff document view), loaded only when a document view previews a
  // PDF: 109.9 kB, its display layer; the worker is a file of its own that the browser fetches next.
  "../../node_modules/.pnpm/pdfjs-dist@6.5.438/node_modules/pdfjs-dist/build/pdf.mjs": "112 KB",
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
  const js = (files) => abs(files.filter((file) => file.endsWith(".js")));
  const checks = [
    { name: "critical path JS (index.html)", path: js([...fromHtml, ...entry]), limit: CRITICAL_PATH_LIMIT },
    { name: "stylesheets (index.html)", path: abs([...fromHtml, ...entry].filter((file) => file.endsWith(".css"))), limit: CSS_LIMIT },
  ];
  for (const [page, { modules, limit }] of Object.entries(PAGES)) {
    checks.push({ name: `first render ${page} JS`, path: js([...fromHtml, ...entry, ...closure(manifest, modules)]), limit });
  }
  for (const key of routeModules(manifest)) {
    const limit = ROUTE_CHUNK_EXCEPTIONS[key] ?? ROUTE_CHUNK_LIMIT;
    checks.push({ name: `route ${key.replace(/^(?:\.\.\/)+/, "").replace(/^src\//, "")}`, path: abs([manifest[key].file]), limit });
  }
  return checks;
}

export default budgets();
