/**
 * The compiled server (`main.mjs`) that the tests which start the server as a process of its own run (crash.test.ts,
 * deployment.test.ts): what `pnpm start` runs, so that each start costs what it costs an operator.
 *
 * - In the test command (scripts/test.mjs), the build part has just compiled it: `API_SERVER_ENTRY` names
 *   `apps/api/dist/main.mjs`, and nothing is compiled again.
 * - Otherwise (a test file run alone, whose `dist/` may be older than the sources), it is compiled once per test
 *   process with tsdown and the build's own configuration (tsdown.config.ts: the pure-JavaScript packages bundled, the
 *   contract as JSON beside it; unbundled and parsing the contract's YAML, each start took seconds more), into a folder
 *   of the process's own (the api and api-postgres projects run side by side, and a build empties its folder first),
 *   removed when the process exits.
 */
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let compiled: Promise<string> | undefined;

/**
 * The path of the compiled server's entry, compiled on the first call of the process when the test command did not
 * hand one over.
 * @throws Error when `API_SERVER_ENTRY` names a file that is not there, or when the compilation fails.
 */
export function compiledServer(): Promise<string> {
  compiled ??= (async () => {
    const given = process.env.API_SERVER_ENTRY?.trim();
    if (given) {
      if (!existsSync(given)) throw new Error(`API_SERVER_ENTRY=${given}: no such file (run \`pnpm build\` first).`);
      return path.resolve(given);
    }
    const outDir = path.join(apiDir, "node_modules", ".cache", `test-server-${process.pid}`);
    process.once("exit", () => rmSync(outDir, { recursive: true, force: true }));
    const { build } = await import("tsdown");
    const { default: config } = await import("../../tsdown.config");
    await build({ ...config, config: false, cwd: apiDir, outDir, sourcemap: false, logLevel: "silent" });
    return path.join(outDir, "main.mjs");
  })();
  return compiled;
}
