// Start-time benchmark of the reference server (issue #8 point 2). Builds nothing: run `pnpm build` first.
// Starts the compiled server (`node apps/api/dist/main.mjs`) on the embedded database, and times from the spawn
// until `/pxapi_eoffice/api/health` first answers: on a fresh data folder (create, migrate, seed), then on the
// existing folder (a restart), several runs each, and prints the median, min and max in ms. As a baseline, in
// the same run, a bare Fastify hello server started with `node -e` (the floor for "node + fastify"), and the
// ratios to it. Figures only: no pass/fail.
//   node bench/start.mjs [runs=5]
//   BENCH_SERVER=source node bench/start.mjs   (times the TypeScript sources through tsx instead, for comparison)
//   BENCH_API_DIR=/elsewhere/apps/api ...      (another copy of apps/api, for example an older version)
//   START_BASELINE=/tmp/api-dist-before node bench/start.mjs [runs]
//     (A/B: a copy of another build's apps/api/dist, made with `cp -r apps/api/dist /tmp/api-dist-before` before a
//     change; it runs with this apps/api's packages and migrations, taking turns with this build run by run, and the
//     table gets its rows and the ratios to it. Starts vary by 100 ms and more from minute to minute on a 2-core
//     machine, so two builds are only comparable side by side.)
import { spawn } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const apiDir = path.resolve(process.env.BENCH_API_DIR ?? path.join(root, "apps", "api"));
const runs = Math.max(1, Number(process.argv[2] ?? 5));
const port = Number(process.env.BENCH_PORT ?? 8471);
const source = process.env.BENCH_SERVER === "source";
const compiled = path.join(apiDir, "dist", "main.mjs");

if (!source && !existsSync(compiled)) {
  console.error(`${path.relative(root, compiled)} does not exist: run \`pnpm build\` first (this benchmark builds nothing).`);
  process.exit(1);
}

const serverArgs = source ? ["--import", "tsx", path.join(apiDir, "src", "main.ts")] : [compiled];
const baselineDist = process.env.START_BASELINE ? path.resolve(process.env.START_BASELINE) : undefined;
if (baselineDist && !existsSync(path.join(baselineDist, "main.mjs"))) {
  console.error(`START_BASELINE=${baselineDist} has no main.mjs: give a copy of another build's apps/api/dist.`);
  process.exit(1);
}
const fastifyUrl = createRequire(path.join(apiDir, "package.json")).resolve("fastify");
const helloScript = `const f = require(${JSON.stringify(fastifyUrl)})(); f.get("/pxapi_eoffice/api/health", async () => ({ ok: true }));
f.listen({ port: ${port}, host: "127.0.0.1" });`;

/** Spawns `args` in `cwd`, polls the health URL every 10 ms, resolves with ms until the first answer, then kills the child. */
async function timeStart(args, env, cwd = apiDir) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let done = false;
  void exited.then(() => (done = true));
  try {
    for (;;) {
      if (done) throw new Error(`the server exited before answering:\n${stderr}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/pxapi_eoffice/api/health`);
        await res.arrayBuffer();
        return performance.now() - started;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (performance.now() - started > 60_000) throw new Error(`no answer within 60 s:\n${stderr}`);
    }
  } finally {
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  }
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)], min: sorted[0], max: sorted.at(-1) };
};
const fmt = (ms) => `${Math.round(ms)} ms`;

const work = mkdtempSync(path.join(tmpdir(), "eoffice-bench-start-"));
const results = { hello: [], fresh: [], existing: [], baselineFresh: [], baselineExisting: [] };
/** The baseline's server folder: a copy of its dist beside this apps/api's packages, migrations and package.json. */
let baselineApi;
if (baselineDist) {
  baselineApi = path.join(work, "baseline-api");
  mkdirSync(baselineApi);
  cpSync(baselineDist, path.join(baselineApi, "dist"), { recursive: true }); // a copy: the server finds its folder by its real path
  symlinkSync(path.join(apiDir, "node_modules"), path.join(baselineApi, "node_modules"));
  symlinkSync(path.join(apiDir, "drizzle"), path.join(baselineApi, "drizzle"));
  copyFileSync(path.join(apiDir, "package.json"), path.join(baselineApi, "package.json"));
}
const baselineArgs = [path.join("dist", "main.mjs")];
try {
  await timeStart(["-e", helloScript], {}); // warm the file-system cache
  for (let run = 0; run < runs; run += 1) {
    results.hello.push(await timeStart(["-e", helloScript], {}));
    const dataDir = path.join(work, `run-${run}`, "pglite");
    results.fresh.push(await timeStart(serverArgs, { DATA_DIR: dataDir }));
    results.existing.push(await timeStart(serverArgs, { DATA_DIR: dataDir }));
    if (baselineApi) {
      const baselineData = path.join(work, `baseline-${run}`, "pglite");
      results.baselineFresh.push(await timeStart(baselineArgs, { DATA_DIR: baselineData }, baselineApi));
      results.baselineExisting.push(await timeStart(baselineArgs, { DATA_DIR: baselineData }, baselineApi));
    }
  }
  // More restarts on one folder: the common case.
  const dataDir = path.join(work, "run-0", "pglite");
  const baselineData = path.join(work, "baseline-0", "pglite");
  for (let run = 1; run < runs; run += 1) {
    results.existing.push(await timeStart(serverArgs, { DATA_DIR: dataDir }));
    if (baselineApi) results.baselineExisting.push(await timeStart(baselineArgs, { DATA_DIR: baselineData }, baselineApi));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const hello = stats(results.hello).median;
console.log(
  `Server start until the first answer of /pxapi_eoffice/api/health (${source ? "TypeScript sources via tsx" : "compiled: node dist/main.mjs"} ` +
    `in ${path.relative(root, apiDir) || "."}), embedded PGlite, ${runs} runs`,
);
console.log("case                              median     min      max   ratio to hello");
for (const [name, label] of [
  ["hello", "bare Fastify hello (node -e)"],
  ["fresh", "fresh data folder (first start)"],
  ["existing", "existing data folder (restart)"],
  ...(baselineApi
    ? [
        ["baselineFresh", "baseline: fresh data folder"],
        ["baselineExisting", "baseline: existing data folder"],
      ]
    : []),
]) {
  const s = stats(results[name]);
  console.log(
    `${label.padEnd(32)} ${fmt(s.median).padStart(8)} ${fmt(s.min).padStart(8)} ${fmt(s.max).padStart(8)}   x${(s.median / hello).toFixed(1)}  (n=${results[name].length})`,
  );
}
if (baselineApi) {
  const ratio = (name) => (stats(results[name]).median / stats(results[`baseline${name[0].toUpperCase()}${name.slice(1)}`]).median).toFixed(2);
  console.log(`this build against the baseline (${baselineDist}), medians: first start x${ratio("fresh")}, restart x${ratio("existing")}`);
}
