/**
 * Compiles the server for `pnpm start` (`node apps/api/dist/main.mjs`): our own sources bundled into ESM for
 * Node 20; every package from node_modules stays external (native ones such as @node-rs/argon2, PGlite's wasm
 * and data files, and the rest are loaded from node_modules at run time, as in development).
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
  fixedExtension: true,
  // Packages stay external, but for drizzle-orm: its 105 small modules, each resolved and read at every start, are
  // bundled (tracker issue 8: the start until the first answer).
  deps: { neverBundle: [/^(?!drizzle-orm(?:\/|$))[@a-z]/], alwaysBundle: [/^drizzle-orm(?:\/|$)/] },
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
