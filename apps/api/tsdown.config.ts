/**
 * Compiles the server for `pnpm start` (`node apps/api/dist/main.mjs`): our own sources bundled into ESM for
 * Node 20; every package from node_modules stays external (native ones such as @node-rs/argon2, PGlite's wasm
 * and data files, and the rest are loaded from node_modules at run time, as in development).
 */
import { defineConfig } from "tsdown";

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
  deps: { skipNodeModulesBundle: true },
});
