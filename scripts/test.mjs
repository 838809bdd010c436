// The whole test suite, `pnpm test` (README "Test it"; `.ci/run` calls the same command). The parts are the
// package scripts listed below; this file only decides their order and what runs side by side, so that the suite
// fits the 15-minute budget on a 2-core machine.
//
// The parts run in lanes, side by side; a lane's parts run in turn, and a lane may wait for a part of another:
//
//   build (portal and server), then check:package (pack the ui, publint, attw), then size (byte budgets of the build)
//   | test:e2e-a and | test:e2e-b, once check:package has passed: the end-to-end tests (Playwright against the built
//     portal and server) in two groups, each against a server of its own (playwright.config.ts `GROUPS`)
//   | typecheck
//   | lint, then lint:contract (Spectral's OpenAPI and OWASP rules on the bundled contract, .spectral.yaml), then
//     lint:deps (the dependency direction of the api and the portal, dependency-cruiser)
//   | vitest (unit tests, stories)
//   | vitest:api-1 (half the API test files on PGlite, Vitest's --shard) | vitest:api-2 (the other half)
//   | vitest:postgres (API on PostgreSQL; only with TEST_DATABASE_URL or CI=true, as in vitest.config.ts)
//   | test:visual (Storybook's test build, layout screenshots)
//
// Why this shape: each lane is one serial chain (the end-to-end tests in one browser, the API files one at a time in
// one Vitest process, the stories one at a time), so no lane alone uses the machine: measured alone on 2 cores (fresh
// clone of f61072a, CPU of each part's whole process tree from a cgroup), the end-to-end tests took 597 s for about
// 420 s of CPU, the unit tests and stories 425 s, and in the run with two stages (all checks, then all tests) the
// first stage used 209 s of CPU in 165 s. The end-to-end tests are the longest chain and need only the build, so they
// start once it (and the ui's pack, which the example app installs) is done, in two groups side by side, instead of
// after every check; the tests start once the build is done, and the type check and lint from the start at a lower
// priority (`nice 10`, set on their sessions' scheduler groups: each part is a session of its own, and Linux's
// autogroup weighs sessions, not processes), so that the build is not slowed by them and they take the CPU the chains
// leave while they wait. Only these two lanes: they have no time limits, and with the tests niced too, the end-to-end
// groups left them so little CPU that unit tests with a 5 s limit timed out. In the run of 2026-11-29 with two stages
// (all checks, then all tests) the suite took 1,171 s, 1,005 of them the single end-to-end lane.
//
// Each line of output is prefixed with its part's name; the first part that fails stops the others and the run exits 1.
// The last lines list every part with its time, then `N passed, N failed`: the tests that Vitest and Playwright
// reported (a part stopped before its summary is named above that line: its tests are not in it).
//
//   node scripts/test.mjs [--only name,name]     (names as in the list above; default: every part)
import { spawn } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
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

/**
 * The lanes: `parts` run in turn, once the part `after` (of another lane) has passed; `nice`: at a lower CPU priority,
 * for the checks, which have no time limits (see the top of this file).
 */
const LANES = [
  { parts: ["build", "check:package", "size"] },
  { parts: ["test:e2e-a"], after: "check:package" },
  { parts: ["test:e2e-b"], after: "check:package" },
  { parts: ["typecheck"], nice: true },
  { parts: ["lint", "lint:contract", "lint:deps"], nice: true },
  { parts: ["vitest"], after: "build" },
  { parts: ["vitest:api-1"], after: "build" },
  { parts: ["vitest:api-2"], after: "build" },
  { parts: ["vitest:postgres"], after: "build" },
  { parts: ["test:visual"], after: "build" },
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
function runPart(name, nice) {
  const [command, args, env] = PARTS[name];
  const start = Date.now();
  console.log(`[${name}] $ ${nice ? "nice -n 10 " : ""}${env ? Object.entries(env).map(([k, v]) => `${k}=${v} `).join("") : ""}${command} ${args.join(" ")}`);
  return new Promise((resolve) => {
    const [file, argv] = nice ? ["nice", ["-n", "10", command, ...args]] : [command, args];
    const child = spawn(file, argv, { stdio: ["ignore", "pipe", "pipe"], detached: true, env: { ...process.env, ...partEnv, ...env, FORCE_COLOR: "0" } });
    running.add(child);
    if (nice) lowerAutogroup(child.pid);
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

/**
 * Lowers the CPU share of a part's whole session. Each part runs in a session of its own (`detached`), and where Linux
 * groups the processes of a session for the scheduler (autogroup, on by default), a process's nice value weighs only
 * against the others of its session: `nice -n 10` alone left the build one share in ten (217 s for 37 s of CPU). The
 * nice value of the session's group (`/proc/<pid>/autogroup`) weighs against the other sessions. Nothing to do where
 * there is no such file (another system, or autogroup off): there `nice` does it.
 */
function lowerAutogroup(pid) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, "10");
  } catch {
    // no autogroup here
  }
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

/** Whether each part passed, once it has run (or was left out); the lanes that wait for a part wait on this. */
const outcome = new Map(Object.keys(PARTS).map((name) => {
  let settle;
  const promise = new Promise((resolve) => (settle = resolve));
  return [name, { promise, settle }];
}));

async function runLane({ parts, after, nice }) {
  if (after && !(await outcome.get(after).promise)) return;
  for (const name of parts) {
    if (failed) break;
    if ((only && !only.has(name)) || (name === "vitest:postgres" && !withPostgres)) {
      outcome.get(name).settle(true);
      continue;
    }
    const code = await runPart(name, nice);
    if (code === 0 && name === "check:package") handOverTarball();
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
