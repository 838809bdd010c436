// The type check, `pnpm typecheck` (a part of `pnpm test`, scripts/test.mjs): every tsconfig.json of the repository
// (the root one for .storybook, e2e, bench and scripts; one per workspace package) checked with TypeScript 7, the
// native compiler, two at a time. TypeScript 7.0.2 is installed as `typescript7` (an npm alias) beside TypeScript 6,
// which stays the `typescript` package: typescript-eslint and openapi-typescript need the classic compiler API that
// TypeScript 7 no longer has (../shared/TOOLCHAIN.md). Both passed this code with no error. On the 2-core machine of
// 2026-11-26: the five projects in 19 s with TypeScript 7, where TypeScript 6 took 30 s for the portal alone (and
// the whole type check 112 s in the full run of that day).
//
//   node scripts/typecheck.mjs
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsc = path.join(root, "node_modules", "typescript7", "bin", "tsc");

/** The workspace package folders (pnpm-workspace.yaml's `packages` globs are all of the form `folder/*`). */
function workspaceFolders() {
  const yaml = readFileSync(path.join(root, "pnpm-workspace.yaml"), "utf8");
  const parents = [...yaml.matchAll(/^\s*-\s*["']?([\w./-]+)\/\*["']?\s*$/gm)].map((match) => path.join(root, match[1]));
  return parents
    .filter((parent) => existsSync(parent))
    .flatMap((parent) => readdirSync(parent, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => path.join(parent, entry.name)))
    .filter((folder) => existsSync(path.join(folder, "package.json")));
}

/** Runs TypeScript 7 on one folder's tsconfig.json; resolves with its exit code. */
function check(folder) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, "--noEmit", "-p", "tsconfig.json"], { cwd: folder, stdio: "inherit" });
    child.on("close", (code) => resolve(code ?? 1));
  });
}

const folders = [root, ...workspaceFolders()].filter((folder) => existsSync(path.join(folder, "tsconfig.json")));
let failed = 0;
const queue = [...folders];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length > 0) {
      const folder = queue.shift();
      const code = await check(folder);
      if (code !== 0) {
        failed += 1;
        console.error(`typecheck: ${path.relative(root, folder) || "."} failed`);
      }
    }
  }),
);
console.log(`typecheck: ${folders.length - failed} of ${folders.length} projects pass (TypeScript 7)`);
process.exit(failed === 0 ? 0 : 1);
