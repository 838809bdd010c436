// The whole test suite, `pnpm test` (README "Test it"; `.ci/run` calls the same command). The parts are the
// package scripts listed below; this file only decides their order and what runs side by side, so that the suite
// fits the 15-minute budget on a 2-core machine.
//
// Two stages; in each, lanes side by side, a lane's parts in turn:
//
//   stage 1:  typecheck, then lint:contract (Spectral's OpenAPI and OWASP rules on the bundled contract,
//             .spectral.yaml), then lint:deps (the dependency direction of the api and the portal, dependency-cruiser)
//             | lint (ESLint, the longest part of the stage: alone in its lane)
//             | build (portal and server), then check:package (pack the ui, publint, attw), then size (byte budgets)
//   stage 2:  vitest (unit tests, stories)
//             | vitest:api-1 (half the API test files on PGlite, Vitest's --shard)
//             | vitest:api-2 (the other half), then test:visual (Storybook's test build, layout screenshots): the half
//               that ended first in the run of 2026-11-29 (666 s, the other half over 749 s: it holds the crash,
//               fuzzing and deployment tests)
//             | vitest:postgres (API on PostgreSQL; only with TEST_DATABASE_URL or CI=true, as in vitest.config.ts)
//             | test:e2e-a | test:e2e-b: the end-to-end tests (Playwright against the built portal and server) in two
//               groups, each against a server of its own (playwright.config.ts `GROUPS`)
//
// Each lane is one serial chain (the end-to-end tests in one browser, the API files one at a time in one Vitest
// process, the stories one at a time in one page), so no lane alone uses the machine: measured alone on 2 cores (fresh
// clone of f61072a, the CPU of each part's whole process tree from a cgroup), the end-to-end tests took 597 s for about
// 420 s of CPU. In the run of 2026-11-29 with one end-to-end lane the suite took 1,171 s, 1,005 of them that lane; in
// two groups it is two chains of about 300 s each. Tried and left (2026-11-29): starting the tests as soon as the build
// was done, the checks beside them: eight lanes with five browsers at once, and stories, layout screenshots and a
// journey ran past their time limits; the same with the checks and tests at a lower priority (`nice`, which Linux's
// autogroup applies per session, so on each part's scheduler group): the end-to-end groups starved the unit tests
// into their 5 s limits.
//
// Each line of output is prefixed with its part's name; the first part that fails stops the others and the run exits 1.
// The last lines list every part with its time, then `N passed, N failed`: the tests that Vitest and Playwright
// reported (a part stopped before its summary is named above that line: its tests are not in it).
//
//   node scripts/test.mjs [--only name,name]     (names as in the list above; default: every part)
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { parseArgs, stripVTControlCharacters } from "node:util";

/** A part of the suite: the package script it runs, and what it adds to the environment. */
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
  "test:e2e-a": ["pnpm", ["test:e2e"], { E2E_GROUP: "a", E2E_PORT: "8181" }],
  "test:e2e-b": ["pnpm", ["test:e2e"], { E2E_GROUP: "b", E2E_PORT: "8191" }],
  "test:visual": ["pnpm", ["test:visual"]],
};

/** The parts that end the first stage: the tests wait for all of them. */
const STAGE_1 = ["lint", "lint:deps", "size"];

/** The lanes: `parts` run in turn, once the parts `after` (of other lanes) have passed. */
const LANES = [
  { parts: ["typecheck", "lint:contract", "lint:deps"] },
  { parts: ["lint"] },
  { parts: ["build", "check:package", "size"] },
  { parts: ["vitest"], after: STAGE_1 },
  { parts: ["vitest:api-1"], after: STAGE_1 },
  { parts: ["vitest:api-2", "test:visual"], after: STAGE_1 },
  { parts: ["vitest:postgres"], after: STAGE_1 },
  { parts: ["test:e2e-a"], after: STAGE_1 },
  { parts: ["test:e2e-b"], after: STAGE_1 },
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
  const [command, args, env] = PARTS[name];
  const start = Date.now();
  console.log(`[${name}] $ ${env ? Object.entries(env).map(([k, v]) => `${k}=${v} `).join("") : ""}${command} ${args.join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], detached: true, env: { ...process.env, ...partEnv, ...env, FORCE_COLOR: "0" } });
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

/**
 * Hands the server that `build` compiled to the API tests that start it as a process of their own (crash and
 * deployment tests, apps/api/test/support/compiled-server.ts), which otherwise compile it again, once per project.
 */
function handOverServer() {
  partEnv.API_SERVER_ENTRY = path.resolve("apps/api/dist/main.mjs");
}

/** Whether each part passed, once it has run (or was left out); the lanes that wait for a part wait on this. */
const outcome = new Map(Object.keys(PARTS).map((name) => {
  let settle;
  const promise = new Promise((resolve) => (settle = resolve));
  return [name, { promise, settle }];
}));

async function runLane({ parts, after = [] }) {
  if (!(await Promise.all(after.map((name) => outcome.get(name).promise))).every(Boolean)) return;
  for (const name of parts) {
    if (failed) break;
    if ((only && !only.has(name)) || (name === "vitest:postgres" && !withPostgres)) {
      outcome.get(name).settle(true);
      continue;
    }
    const code = await runPart(name);
    if (code === 0 && name === "check:package") handOverTarball();
    if (code === 0 && name === "build") handOverServer();
    outcome.get(name).settle(code === 0);
    if (code !== 0 && !failed) {
      failed = true;
      stopAll();
    }
  }
  for (const name of parts) outcome.get(name).settle(false);
}

process.on("SIGINT", () => {
  failed = true;
  stopAll();
});

await Promise.all(LANES.map(runLane));

console.log(`\nparts (${((Date.now() - started) / 1000).toFixed(0)} s in all):`);
for (const { name, seconds, code } of results) console.log(`  ${name.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s  ${code === 0 ? "passed" : "FAILED"}`);
for (const { name } of results) {
  if ((name.startsWith("vitest") || name.startsWith("test:")) && !summarised.has(name)) {
    console.log(`${name} ended before its summary: its tests are not counted below`);
  }
}
console.log(`${tests.passed} passed, ${tests.failed} failed`);
process.exit(failed ? 1 : 0);
