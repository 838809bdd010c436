// The whole test suite, `pnpm test` (README "Test it"; `.ci/run` calls the same command). The parts are the
// package scripts listed below; this file only decides their order and what runs side by side, so that the suite
// fits the 15-minute budget on a 2-core machine:
//
//   stage 1, side by side:  typecheck | lint, then lint:contract (Spectral's OpenAPI and OWASP rules on the bundled
//                           contract, .spectral.yaml), then lint:deps (the dependency direction of the api and the
//                           portal, dependency-cruiser) | build (portal and server), then check:package (pack the ui,
//                           publint, attw), then size (byte budgets of the build)
//   stage 2, side by side:  vitest (unit tests, stories)
//                           | vitest:api-1 (half the API test files on PGlite), then test:visual (Storybook build,
//                             layout screenshots)
//                           | vitest:api-2 (the other half)
//                           | vitest:postgres (API on PostgreSQL; only with TEST_DATABASE_URL or CI=true, as in
//                             vitest.config.ts)
//                           | test:e2e (Playwright against the built portal and server)
//
// The checks of the build follow it in its lane: lint takes longer than the build and those two checks together (85 s
// against 53 + 15 + 6 s in the full run of 2026-11-26), so they cost no time of their own.
//
// The API test files run one at a time within a Vitest process (vitest.config.ts: one PGlite or database each, one
// module graph), so on PGlite they were one serial chain of about 1,180 s on the busy machine (the full run of
// 2026-11-29 at e3fe4ad: the lane ended 200 s after the others, one core idle meanwhile); split in two halves by
// Vitest's --shard, each half runs beside the other lanes. Each lane is one serial chain (the end-to-end tests run in
// one browser, the stories in one Vitest run), so the chains run side by side rather than one after another: in the
// fresh-clone run of 8d5599a, under load, the unit tests and stories alone took 856 s and the half of the API tests
// that followed them in their lane would have ended about 1,400 s in.
// The API tests on PostgreSQL are a lane of their own. In one Vitest run on 2 cores, Vitest gives the test files that
// run in Node one worker (`availableParallelism() - 1`), so the PostgreSQL files ran after the PGlite ones instead of
// beside them, and most of their time is waiting for the database server, not work in the test process: 146 s of CPU
// in 308 s (and PostgreSQL's 29 s) for the project alone on 2 cores, after the template and durability changes of
// tracker issue 37. In the full run of 2026-11-27: Vitest 16.3 min; the end-to-end tests 11.7 min (with reduced
// motion, and a trace only when a failed test is retried) and the visual tests 2.6 min.
//
// Each line of output is prefixed with its part's name; the first part that fails stops the others and the run exits 1.
// The last lines list every part with its time, then `N passed, N failed`: the tests that Vitest and Playwright
// reported (a part stopped before its summary is named above that line: its tests are not in it).
//
//   node scripts/test.mjs [--only name,name]     (names as in the table above; default: every part)
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { parseArgs, stripVTControlCharacters } from "node:util";

/** A part of the suite: the package script it runs. */
const PARTS = {
  typecheck: ["pnpm", ["typecheck"]],
  lint: ["pnpm", ["lint"]],
  "lint:contract": ["pnpm", ["lint:contract"]],
  "lint:deps": ["pnpm", ["lint:deps"]],
  build: ["pnpm", ["build"]],
  "check:package": ["pnpm", ["check:package"]],
  size: ["pnpm", ["size"]],
  vitest: ["pnpm", ["exec", "vitest", "run", "--project", "unit", "--project", "storybook"]],
  "vitest:api-1": ["pnpm", ["exec", "vitest", "run", "--project", "api", "--shard=1/2"]],
  "vitest:api-2": ["pnpm", ["exec", "vitest", "run", "--project", "api", "--shard=2/2"]],
  "vitest:postgres": ["pnpm", ["exec", "vitest", "run", "--project", "api-postgres"]],
  "test:e2e": ["pnpm", ["test:e2e"]],
  "test:visual": ["pnpm", ["test:visual"]],
};

/** The stages: each is a list of lanes that run side by side; a lane's parts run in turn. */
const STAGES = [
  [["typecheck"], ["lint", "lint:contract", "lint:deps"], ["build", "check:package", "size"]],
  [["vitest"], ["vitest:api-1", "test:visual"], ["vitest:api-2"], ["vitest:postgres"], ["test:e2e"]],
];

/** Whether the API tests run on PostgreSQL too: the condition of the `api-postgres` project in vitest.config.ts. */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL?.trim()) || process.env.CI === "true";

const { values } = parseArgs({ options: { only: { type: "string" } } });
const only = values.only ? new Set(values.only.split(",")) : undefined;
for (const name of only ?? []) if (!(name in PARTS)) throw new Error(`Unknown part "${name}": one of ${Object.keys(PARTS).join(", ")}`);

const started = Date.now();
/** @type {{ name: string, seconds: number, code: number }[]} */
const results = [];
/** @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();
let failed = false;
/**
 * Tests counted from the runners' summaries: Vitest's `Tests  N passed | M failed (T)`, Playwright's `N passed (1.2m)`,
 * `N failed`, `N flaky` (passed when retried) and `N interrupted` (counted as failed).
 */
const tests = { passed: 0, failed: 0 };
/** The test parts whose runner printed its summary (the others were stopped, or failed before running tests). */
const summarised = new Set();

/** Adds the counts of a runner's summary line to {@link tests}. */
function countTests(name, raw) {
  // Vitest colours its summary even with FORCE_COLOR=0: the colour codes are removed before matching.
  const line = stripVTControlCharacters(raw);
  const vitest = name.startsWith("vitest") && /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
  if (vitest) {
    tests.passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
    tests.failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    summarised.add(name);
    return;
  }
  if (!name.startsWith("test:")) return;
  const playwright = /^\s*(\d+) (passed|failed|flaky|interrupted)(?: \(|$)/.exec(line);
  if (!playwright) return;
  tests[playwright[2] === "passed" || playwright[2] === "flaky" ? "passed" : "failed"] += Number(playwright[1]);
  summarised.add(name);
}

/** Runs one part, its output prefixed with its name; resolves with its exit code. */
function runPart(name) {
  const [command, args] = PARTS[name];
  const start = Date.now();
  console.log(`[${name}] $ ${command} ${args.join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], detached: true, env: { ...process.env, ...partEnv, FORCE_COLOR: "0" } });
    running.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) {
          console.log(`[${name}] ${line}`);
          countTests(name, line);
        }
      });
      stream.on("end", () => rest && console.log(`[${name}] ${rest}`));
    }
    child.on("close", (code, signal) => {
      running.delete(child);
      const result = { name, seconds: (Date.now() - start) / 1000, code: code ?? (signal ? 1 : 0) };
      results.push(result);
      console.log(`[${name}] ${result.code === 0 ? "passed" : `FAILED (exit ${result.code})`} in ${result.seconds.toFixed(0)} s`);
      resolve(result.code);
    });
  });
}

/** Sends `signal` to a part's whole process group. */
function signalPart(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Stops every running part: SIGINT, the signal the runners stop on gracefully (Playwright then stops the API server it
 * started, which runs in a process group of its own: on SIGTERM it was left running and held the port, so the next
 * run of the suite failed at once), then SIGKILL for whatever still runs 15 s later.
 */
function stopAll() {
  for (const child of running) signalPart(child, "SIGINT");
  setTimeout(() => {
    for (const child of running) signalPart(child, "SIGKILL");
  }, 15_000).unref();
}

/** Environment added to every part started after it is set. */
const partEnv = {};

/**
 * Hands the ui tarball that `check:package` packed (and checked) to the later parts, so that the example app's
 * end-to-end test (e2e/example-app.spec.ts) installs that one instead of building and packing the ui again.
 */
function handOverTarball() {
  const folder = path.resolve("node_modules/.cache/eoffice-ui-pack");
  const tarball = readdirSync(folder).find((file) => file.endsWith(".tgz"));
  if (tarball) partEnv.EOFFICE_UI_TARBALL = path.join(folder, tarball);
}

async function runLane(lane) {
  for (const name of lane) {
    if (failed) return;
    if (only && !only.has(name)) continue;
    if (name === "vitest:postgres" && !withPostgres) continue;
    const code = await runPart(name);
    if (code !== 0 && !failed) {
      failed = true;
      stopAll();
    }
    if (code === 0 && name === "check:package") handOverTarball();
  }
}

process.on("SIGINT", () => {
  failed = true;
  stopAll();
});

for (const stage of STAGES) {
  if (failed) break;
  await Promise.all(stage.map(runLane));
}

console.log(`\nparts (${((Date.now() - started) / 1000).toFixed(0)} s in all):`);
for (const { name, seconds, code } of results) console.log(`  ${name.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s  ${code === 0 ? "passed" : "FAILED"}`);
for (const { name } of results) {
  if ((name.startsWith("vitest") || name.startsWith("test:")) && !summarised.has(name)) {
    console.log(`${name} ended before its summary: its tests are not counted below`);
  }
}
console.log(`${tests.passed} passed, ${tests.failed} failed`);
process.exit(failed ? 1 : 0);
