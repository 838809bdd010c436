// The compiled server serving portal builds for the bench scripts that compare builds in Chromium (`first-visit.mjs`,
// `fonts.mjs`): each build on a port of its own, each with a fresh embedded database in a temporary folder.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Servers of portal builds, stopped together.
 * @param {string} prefix - Name of the temporary folder of their data (`os.tmpdir()/<prefix>XXXXXX`).
 */
export function buildServers(prefix) {
  const work = mkdtempSync(path.join(tmpdir(), prefix));
  /** @type {import("node:child_process").ChildProcess[]} */
  const servers = [];
  return {
    /**
     * Starts `apps/api/dist/main.mjs` on `port` with the portal build `dist` (PORTAL_DIST) and the data folder `name`;
     * resolves with its origin once `/health` answers.
     * @param {string} dist @param {number} port @param {string} name
     * @param {number} [waitMs] - How long it may take to answer. @default 120000 (a server's start on a busy machine)
     * @throws Error when it does not answer in time.
     */
    async serve(dist, port, name, waitMs = 120_000) {
      const child = spawn(process.execPath, [path.join(root, "apps/api/dist/main.mjs")], {
        env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", DATABASE_URL: "", PORTAL_DIST: dist, DATA_DIR: path.join(work, name) },
        stdio: ["ignore", "ignore", "inherit"],
      });
      servers.push(child);
      const origin = `http://127.0.0.1:${port}`;
      for (let waited = 0; waited < waitMs; waited += 100) {
        try {
          if ((await fetch(`${origin}/pxapi_eoffice/api/health`)).ok) return origin;
        } catch {
          // not up yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`The server for ${dist} did not answer`);
    },
    /** Stops every server and removes their data. */
    async stop() {
      for (const child of servers) child.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 500));
      rmSync(work, { recursive: true, force: true });
    },
  };
}
