/**
 * Compiles the server for `pnpm start` (`node apps/api/dist/main.mjs`): our own sources and the pure-JavaScript
 * packages bundled into ESM for Node 20. Node resolved, read and compiled the 405 CommonJS files of fastify, ajv,
 * fast-jwt and their dependencies one by one at every start; bundled, the restart on an existing data folder fell
 * from about 1.60 to 1.47 s (median of 5 each, the 2-core machine of 2026-11-26; tracker issue 8). Packages stay
 * external when they bring native code or files of their own (PGlite's wasm and data, @node-rs/argon2, sharp, the
 * Sarabun font files, unpdf's PDF.js), load optional modules at run time (pg, nodemailer), or are loaded through
 * `createRequire` on first use (`src/lib/heavy-modules.ts`). prom-client (`/metrics`) stays external too: bundled, its
 * CommonJS modules, which require each other in a cycle, were initialised out of order ("Cannot access before
 * initialization" at the start).
 *
 * Minified, with function and class names kept (error names, stack frames): Node compiles less text at every start
 * (the server chunk fell from 2.5 to 1.4 MB). The source maps lie beside the output; `node --enable-source-maps
 * dist/main.mjs` maps stack traces back to the TypeScript sources.
 *
 * Beside it, `dist/pxapi_eoffice.json`: the contract (`openapi/pxapi_eoffice.yaml`) as JSON, which the compiled
 * server reads instead of the YAML (`DEFAULT_CONTRACT_PATH` in `src/config.ts`): parsing the YAML took about 0.7 s
 * of every start (tracker issue 8).
 */
import { readFileSync } from "node:fs";
import { defineConfig } from "tsdown";
import { parse } from "yaml";
import { COMPILED_CONTRACT_FILE } from "./src/config";

const CONTRACT = new URL("../../openapi/pxapi_eoffice.yaml", import.meta.url);

export default defineConfig({
  entry: { main: "src/main.ts" },
  format: "esm",
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  dts: false,
  sourcemap: true,
  minify: { compress: { keepNames: { function: true, class: true } }, mangle: { keepNames: true } },
  fixedExtension: true,
  deps: {
    neverBundle: [/^prom-client(?:\/|$)/, /^@electric-sql\/pglite/, /^@node-rs\//, /^sharp(?:\/|$)/, /^pg(?:\/|$)/, /^unpdf(?:\/|$)/, /^@expo-google-fonts\//, /^nodemailer(?:\/|$)/],
    alwaysBundle: [/^[@a-z]/],
  },
  plugins: [
    {
      name: "eoffice:contract-json",
      buildStart() {
        this.addWatchFile(CONTRACT.pathname);
      },
      generateBundle() {
        this.emitFile({ type: "asset", fileName: COMPILED_CONTRACT_FILE, source: JSON.stringify(parse(readFileSync(CONTRACT, "utf8"))) });
      },
    },
  ],
});
