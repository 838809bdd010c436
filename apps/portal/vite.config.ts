/**
 * Vite configuration of the portal: React, Tailwind CSS 4 (through the ui package's stylesheet), a dev server on
 * port 5173 that proxies the API (`/pxapi_eoffice`) to the reference server on :8080, and a static build in
 * `dist/` that the API serves (docs/architecture.md "Scaling past one machine": the built portal is static files).
 *
 * The build writes `dist/.vite/manifest.json` (chunk graph per route module), which the size budget
 * (`size-limit.config.mjs` at the repository root) reads. `ANALYZE=1 pnpm build` also writes a treemap of what
 * fills every chunk to `dist/stats.html` (rollup-plugin-visualizer, gzip and brotli sizes).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type PluginOption } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import { VitePWA, type VitePWAOptions } from "vite-plugin-pwa";
import { LANGUAGES } from "./src/i18n/languages";
import { STRING_PART_NAMES } from "./src/i18n/string-parts";

const portalRoot = path.dirname(fileURLToPath(import.meta.url));

/** Id of the module that gives the language files' parts (`src/i18n/strings-module.d.ts`). */
const STRINGS_ID = "virtual:portal-strings";

/**
 * The language files of `src/locales/<language>/<part>.json` (the parts of `src/i18n/string-parts.ts`, tracker issue 8)
 * as modules: `virtual:portal-strings` gives English core strings (bundled with the entry) and a loader per language
 * and part, each part its own module (`virtual:portal-strings/<language>/<part>`, one chunk).
 */
function languageFileParts(): Plugin {
  const file = (language: string, part: string) => path.join(portalRoot, "src/locales", language, `${part}.json`);
  const json = (value: unknown) => `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;
  return {
    name: "portal:strings",
    resolveId(id) {
      return id === STRINGS_ID || id.startsWith(`${STRINGS_ID}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${STRINGS_ID}`)) return undefined;
      const rest = id.slice(`\0${STRINGS_ID}`.length);
      if (rest === "") {
        const loaders = LANGUAGES.map((language) => {
          const parts = ["core", ...STRING_PART_NAMES].map((part) =>
            language === "en" && part === "core"
              ? `core: () => Promise.resolve(englishCore)`
              : `${JSON.stringify(part)}: () => import(${JSON.stringify(`${STRINGS_ID}/${language}/${part}`)}).then((m) => m.default)`,
          );
          return `${language}: { ${parts.join(", ")} }`;
        });
        return [
          `import englishCore from ${JSON.stringify(`${STRINGS_ID}/en/core`)};`,
          `export { englishCore };`,
          `export const loadStringPart = { ${loaders.join(", ")} };`,
        ].join("\n");
      }
      const [, language, part] = rest.split("/");
      const parts: readonly string[] = ["core", ...STRING_PART_NAMES];
      if (!language || !part || !(LANGUAGES as readonly string[]).includes(language) || !parts.includes(part)) return undefined;
      this.addWatchFile(file(language, part));
      return json(JSON.parse(readFileSync(file(language, part), "utf8")));
    },
  };
}

/** Id of the JSON list of route modules in index.html (read by `src/routing/navigation-complete.ts`). */
const ROUTE_MODULES_ID = "route-modules";

/** The route lists of the features (`src/features/<area>/routes.tsx`), which `src/routes.tsx` composes. */
const FEATURE_ROUTE_LISTS = readdirSync(path.join(portalRoot, "src/features"))
  .map((feature) => `./src/features/${feature}/routes.tsx`)
  .filter((file) => existsSync(path.join(portalRoot, file)));

/**
 * The files whose dynamic imports are preloaded: the route table and the features' route lists (spec section 2: "all
 * lazy routes are preloaded"), the parts of the page loaded on the user's intent (the top-bar widgets when pointed
 * at, focused or pressed; the toast region at the first press or key; the consent prompt when needed) and the parts of
 * a service form that only some forms have, so that these wait for no network then.
 */
const PRELOADED_IMPORTERS = [
  "./src/routes.tsx",
  ...FEATURE_ROUTE_LISTS,
  "./src/app.tsx",
  "./src/shell/deferred-widget.tsx",
  "./src/shell/deferred-consent-prompt.tsx",
  // The parts of a service form that only some forms have (tracker issue 40 item 1), so that a form opened later
  // without a network has them: the booking picker and the form renderer's date and time fields.
  "./src/features/eservice/service-form-calls.ts",
  "../../packages/ui/src/components/form-renderer/lazy-fields.ts",
].map((file) => fileURLToPath(new URL(file, import.meta.url)));

/** The absolute paths of the modules {@link PRELOADED_IMPORTERS} import dynamically (each `import("./...")`). */
function routeModulePaths(): Set<string> {
  const paths = new Set<string>();
  for (const importer of PRELOADED_IMPORTERS) {
    const source = readFileSync(importer, "utf8");
    for (const [, specifier] of source.matchAll(/import\("(\.[^"]+)"\)/g)) {
      const base = path.resolve(path.dirname(importer), specifier!);
      const file = [".tsx", ".ts", "/index.tsx", "/index.ts"].map((extension) => base + extension).find((candidate) => existsSync(candidate));
      if (!file) throw new Error(`${path.basename(importer)} imports ${specifier}, which is not a .ts or .tsx file`);
      paths.add(file);
    }
  }
  return paths;
}

/**
 * Writes the files of every route module (each module `src/routes.tsx` and the features' route lists import dynamically) and of the parts loaded
 * on intent ({@link PRELOADED_IMPORTERS}), with the chunks they import statically, minus what the entry already loads,
 * into index.html as `<script type="application/json">`, so that the portal can preload them at idle: a worker fetches
 * them into the HTTP cache, neither compiled nor run (spec section 2: "all lazy routes are preloaded";
 * `src/routing/navigation-complete.ts`). Parts that a page loads lazily itself (the PDF viewer, the rich-text editor,
 * the charts, the other language's strings) are not preloaded: preloading every lazy chunk meant 190 files and 3.1 MB on a resident's phone.
 * Compiling the route files as module preloads made long tasks that Lighthouse counted as blocking time, hence
 * fetching only.
 */
function routeModuleList(): Plugin {
  return {
    name: "portal:route-module-list",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const chunks = new Map<string, { imports: string[]; isEntry: boolean; facadeModuleId: string | null; moduleIds: string[] }>();
        for (const [file, output] of Object.entries(context.bundle ?? {})) {
          if (output.type === "chunk") chunks.set(file, output);
        }
        const closure = (files: Iterable<string>, into: Set<string>) => {
          for (const file of files) {
            if (into.has(file)) continue;
            into.add(file);
            closure(chunks.get(file)?.imports ?? [], into);
          }
          return into;
        };
        const routes = routeModulePaths();
        // A module's own chunk, or the chunk it was put in with others (a module that other chunks also import
        // statically, such as the ui's date picker).
        const chunkOf = (file: string) =>
          [...chunks].find(([, chunk]) => chunk.facadeModuleId === file) ?? [...chunks].find(([, chunk]) => chunk.moduleIds.includes(file));
        const missing = [...routes].filter((file) => !chunkOf(file)).map((file) => path.relative(portalRoot, file));
        if (missing.length > 0) throw new Error(`Found no chunk for ${missing.length} of the ${routes.size} preloaded modules: ${missing.join(", ")}`);
        const routeChunks = [...new Set([...routes].map((file) => chunkOf(file)!))];
        const entry = closure([...chunks].filter(([, chunk]) => chunk.isEntry).map(([file]) => file), new Set());
        const lazy = closure(routeChunks.map(([file]) => file), new Set());
        const files = [...lazy].filter((file) => !entry.has(file)).map((file) => `/${file}`);
        return [
          {
            tag: "script",
            attrs: { type: "application/json", id: ROUTE_MODULES_ID },
            children: JSON.stringify(files),
            injectTo: "body" as const,
          },
        ];
      },
    },
  };
}

/** Files that are sent compressed: text, at least 1 KiB (what `@fastify/compress` would compress on the fly). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|webmanifest)$/;
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Writes a brotli (quality 11, the highest) and a gzip (level 9) copy next to every compressible file of the build,
 * `file.br` and `file.gz`, which the API server sends as they are (`@fastify/static` `preCompressed`,
 * `apps/api/src/http/web.ts`; tracker issue 8). Compressing on the fly costs the server CPU on every request and uses
 * brotli quality 4: the entry script went out as 162 kB instead of 137 kB.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = "";
  return {
    name: "portal:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          if ((await stat(full)).size < MIN_COMPRESSED_BYTES) return;
          const data = await readFile(full);
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gzipAsync(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

/** V8's explicit compile hint: compile every function of the file when the file is compiled (Chrome 136 and later). */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Puts V8's explicit compile hint ({@link COMPILE_HINT}) on the first line of every script of the build (tracker
 * issue 8). Without it V8 compiles a function on the main thread the first time it runs, in the middle of the first
 * render's tasks (150 to 190 ms on a first visit of `/e-service/main` on the 2-core test machine); with it, V8
 * compiles the whole file when it compiles the script, which Chrome does on a background thread while the file
 * downloads. Each chunk is a route's or a component's code that runs when it loads, so little is compiled in vain.
 * Browsers without the hint read a comment. The source map gets an empty first line to match.
 */
function compileHints(): Plugin {
  return {
    name: "portal:compile-hints",
    apply: "build",
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== "chunk") continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          // The build has already written the map as a file of its own by now; the chunk's map object is a copy.
          const mapFile = bundle[`${file.fileName}.map`];
          if (mapFile?.type === "asset") {
            const text = typeof mapFile.source === "string" ? mapFile.source : new TextDecoder().decode(mapFile.source);
            const map = JSON.parse(text) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
          if (file.map) file.map.mappings = `;${file.map.mappings}`;
        }
      },
    },
  };
}

/**
 * The service worker (tracker issue 40 item 3): `src/sw.ts`, built with Workbox by vite-plugin-pwa (`injectManifest`:
 * our own worker, with the build's list of files to precache injected) into `dist/sw.js`. Precached: the entry
 * script and the stylesheets (the shell); the route chunks, the strings of the language in use and the fonts are kept
 * as the page loads them (the worker's `/assets/` route). No web app manifest here: the server writes it from the
 * municipality's identity (`GET /v1/Municipality/manifest`, linked from `index.html`). The page registers the
 * worker itself (`src/lib/service-worker.ts`), after its first render.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  strategies: "injectManifest",
  srcDir: "src",
  filename: "sw.ts",
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ["assets/index-*.{js,css}"],
    // The service worker is compiled by its own Vite build: no compile hint, no source map needed.
    sourcemap: false,
    minify: true,
  },
};

async function analyzer(): Promise<PluginOption[]> {
  if (!process.env.ANALYZE) return [];
  const { visualizer } = await import("rollup-plugin-visualizer");
  const template = process.env.ANALYZE === "json" ? "raw-data" : "treemap";
  return [
    visualizer({
      filename: template === "raw-data" ? "dist/stats.json" : "dist/stats.html",
      template,
      gzipSize: true,
      brotliSize: true,
    }) as PluginOption,
  ];
}

export default defineConfig(async () => ({
  plugins: [
    react(),
    tailwindcss(),
    // react-aria's bundled strings (its buttons' and fields' labels) only in the portal's languages: react-aria ships
    // 34 locales, and each chunk that uses one of its components carried all of them (tracker issue 8). Adobe's plugin
    // swaps the other locales' files for empty modules. Nothing shown changes: react-aria has no Thai, and the ui
    // package gives it its Thai and English strings itself (packages/ui/src/i18n/aria-strings.ts).
    optimizeLocales.vite({ locales: [...LANGUAGES] }),
    languageFileParts(),
    routeModuleList(),
    compileHints(),
    VitePWA(pwaOptions),
    precompress(),
    ...(await analyzer()),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/pxapi_eoffice": { target: "http://localhost:8080", changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    strictPort: true,
    proxy: {
      "/pxapi_eoffice": { target: "http://localhost:8080", changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // No `<link rel="modulepreload">` for what a lazy module imports (Vite adds them when the dynamic import runs): the
    // browser fetches those chunks as it reads the module (tracker issue 8). Adding the links for the first page's 25
    // chunks made one task of about 100 ms (each link's fetch starts inside `appendChild`); without them Lighthouse's
    // blocking time fell from 709 to 535 ms on /sign-in and from 1,644 to 1,147 ms on /e-service/main (medians of 3),
    // LCP unchanged (1.95 and 1.98 s). Later pages are in the cache by then (`routing/navigation-complete.ts`).
    //
    // No polyfill of `modulepreload` (Vite's inline script of about 0.4 kB brotli in the entry, run by every browser):
    // every browser of the supported range but Safari before 17 has it, and there the links are only ignored, the
    // modules still load when imported.
    modulePreload: { polyfill: false, resolveDependencies: (_file: string, deps: string[], context: { hostType: string }) => (context.hostType === "html" ? deps : []) },
    // Everything the entry imports statically in one chunk (the entry): the critical path is one file, compressed as a
    // whole, instead of a dozen small shared chunks compressed one by one (tracker issue 8).
    //
    // Seven characters of content hash in file names instead of Vite's eight (42 bits, base64url; Rolldown refuses fewer
    // for this many chunks, as too likely to collide): the entry names about 80 chunks it may load, and their hashes are
    // the part of it that does not compress (tracker issue 40 item 1).
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: "app", tags: ["$initial" as const] }] },
        entryFileNames: "assets/[name]-[hash:7].js",
        chunkFileNames: "assets/[name]-[hash:7].js",
        assetFileNames: "assets/[name]-[hash:7][extname]",
      },
    },
  },
}));
