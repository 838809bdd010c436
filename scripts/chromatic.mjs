// Publishes the Storybook build of the test command to Chromatic (tracker issue 42 item 5): `pnpm test:visual` calls it
// after the layout screenshots pass, on the static build in `storybook-static/` that it has just made (Storybook's
// test build), so nothing is built twice. Chromatic then compares every story with the accepted snapshots of the
// project and posts the result on the pull request.
//
// Needs `CHROMATIC_PROJECT_TOKEN` (the project's token, a CI secret: never in the repository). Without it, it prints
// one line saying it skipped and exits 0: publishing is not a test, and a clone without the secret must pass.
// Changes Chromatic finds do not fail the run (`--exit-zero-on-changes`): they wait for review in Chromatic; a build
// that cannot be published does.
//
//   CHROMATIC_PROJECT_TOKEN=... node scripts/chromatic.mjs      (after `pnpm build-storybook:test`)
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, "storybook-static");

if (!process.env.CHROMATIC_PROJECT_TOKEN?.trim()) {
  console.log("chromatic: CHROMATIC_PROJECT_TOKEN is not set, Storybook not published (skipped)");
  process.exit(0);
}
if (!existsSync(path.join(buildDir, "iframe.html"))) {
  console.error(`chromatic: no Storybook build in ${buildDir}; run pnpm build-storybook:test first`);
  process.exit(1);
}
// The token is read by the CLI from the environment, so it never appears in a command line or a log.
const result = spawnSync(
  "pnpm",
  ["exec", "chromatic", "--storybook-build-dir", buildDir, "--exit-zero-on-changes", "--exit-once-uploaded"],
  { cwd: root, stdio: "inherit" },
);
process.exit(result.status ?? 1);
