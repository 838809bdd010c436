// Import of 20,000 garbage-fee accounts (tracker issue 38 item 2; docs/import.md): the time of the dry run, of the
// confirmation that writes them, and of the same file again (every row unchanged), on PGlite and on PostgreSQL,
// through the compiled server as deployed (`apps/api/dist/main.mjs`: run `pnpm build` first) and its HTTP API.
//
// For each database: a new one (PGlite: a new data folder in the temp folder; PostgreSQL: the database
// BENCH_IMPORT_DATABASE_URL names, dropped and created again, so use a database of its own), the server started on
// it with the demo municipality (its administrator signs in), then:
//   1. the file: --rows (20,000) accounts `8xxxxxxx`, Thai payers and addresses, the four demo rate categories by
//      their Thai names, every tenth row with one of four payers' national IDs (valid check digits; no resident has them, so
//      no link), as CSV (UTF-8 with a byte-order mark, Thai headers) of about 2 MB;
//   2. dry run: `POST /v1/ImportJob?kind=garbage-accounts` with the file (read, checked, compared with the database,
//      the job and the file stored), timed from the request to the answer;
//   3. import: `POST /v1/ImportJob/{id}/confirm` (the dry run again, then 20 chunks of 1,000 rows, each one
//      transaction with its audit entries), timed likewise, while the job's progress is read every 500 ms
//      (`GET /v1/ImportJob/{id}`, the portal's progress bar): the number of progress readings that saw a value
//      between 0 and the total is printed, with the longest wait for one of them;
//   4. again: the same file, dry run and confirmation (every row unchanged, nothing written).
// Figures only, no pass/fail; the machine's load average is printed, since other work on it slows every figure.
//
//   pnpm build && node bench/import.mjs [--rows 20000] [--only pglite|postgres]
//   BENCH_IMPORT_DATABASE_URL  default postgres://eoffice:eoffice@127.0.0.1:5433/eoffice_import_bench (the
//                              cluster `.ci/run` starts: `pg_ctlcluster 15 eoffice_tests start`)
//   BENCH_PORT                 default 8295
import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// `pg` is the API's dependency, resolved from its package (as bench/queue.mjs does).
const { default: pg } = await import(pathToFileURL(createRequire(path.join(root, "apps/api/package.json")).resolve("pg")).href);
const BASE = "/pxapi_eoffice/api";
const { values: args } = parseArgs({ options: { rows: { type: "string", default: "20000" }, only: { type: "string" } } });
const ROWS = Number(args.rows);
const port = Number(process.env.BENCH_PORT ?? 8295);
const pgUrl = process.env.BENCH_IMPORT_DATABASE_URL?.trim() || "postgres://eoffice:eoffice@127.0.0.1:5433/eoffice_import_bench";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * National IDs with valid check digits (`@eoffice/thai`'s `citizenIdCheckDigit` is the one definition; a bench in plain
 * JavaScript does not compute another): a payer may hold several accounts, so a few IDs serve every tenth row.
 */
const PAYER_IDS = ["1101700230708", "3100600123450", "1100100000018", "5100100000011"];

/** The CSV file of `rows` accounts. */
function accountsCsv(rows) {
  const categories = ["บ้านพักอาศัย", "ร้านค้า / สำนักงาน", "ร้านอาหาร / ตลาด", "สถานประกอบการขนาดใหญ่"];
  const names = ["สมชาย", "สมศรี", "ประเสริฐ", "วิไล", "มานพ", "สุดา", "กรรณิกา", "นิรันดร์"];
  const lines = ["เลขที่บัญชีผู้ชำระ,บ้านเลขที่,ชื่อผู้ชำระค่าธรรมเนียม,ที่อยู่,ประเภท,เลขประจำตัวประชาชนผู้ชำระ (ถ้ามี)"];
  for (let i = 1; i <= rows; i++) {
    const id = i % 10 === 0 ? PAYER_IDS[(i / 10) % PAYER_IDS.length] : "";
    const category = categories[i % 20 === 0 ? 3 : i % 7 === 0 ? 2 : i % 3 === 0 ? 1 : 0];
    lines.push(`${80000000 + i},${i % 300}/${i % 17},นาย${names[i % names.length]} ทดสอบ${i},หมู่ ${i % 12} ถนนเทศบาล ${i % 40} ตำบลตัวอย่าง,"${category}",${id}`);
  }
  return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`);
}

/** Starts the compiled server; resolves when it answers its health check. */
async function startServer(env, logFile) {
  const log = createWriteStream(logFile);
  await new Promise((resolve) => log.once("open", resolve));
  const child = spawn(process.execPath, [path.join(root, "apps/api/dist/main.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", SMTP_URL: "", DATABASE_URL: "", ...env },
    stdio: ["ignore", log, log],
  });
  let exited = false;
  const exit = new Promise((resolve) => child.once("exit", () => ((exited = true), resolve())));
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`the server exited; its output:\n${readFileSync(logFile, "utf8").slice(-3000)}`);
    const ok = await fetch(`http://127.0.0.1:${port}${BASE}/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() - started > 180_000) throw new Error(`the server did not start within 180 s; see ${logFile}`);
    await sleep(200);
  }
  return async () => {
    if (!exited) child.kill("SIGTERM");
    await exit;
    log.end();
  };
}

/** One call of the API; resolves the parsed answer, or throws with the status and message. */
async function call(method, urlPath, { token, body, headers = {} } = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${BASE}${urlPath}`, { method, body, headers: { ...headers, ...(token ? { "px-auth-token": token } : {}) } });
  const json = await res.json();
  if (!res.ok || json.success === false) throw new Error(`${method} ${urlPath}: ${res.status} ${json.message}`);
  return { json, headers: res.headers };
}

/** Dry run and confirmation of `file`; the times in ms and what the progress readings saw. */
async function importOnce(token, file) {
  const form = new FormData();
  form.append("file", new Blob([file], { type: "text/csv" }), "accounts.csv");
  let at = performance.now();
  const dry = await call("POST", "/v1/ImportJob?kind=garbage-accounts", { token, body: form });
  const dryMs = performance.now() - at;
  const job = dry.json.data;
  let polling = true;
  const readings = [];
  const poller = (async () => {
    while (polling) {
      const started = performance.now();
      const { json } = await call("GET", `/v1/ImportJob/${job.id}`, { token });
      readings.push({ processed: json.data.processedRows, status: json.data.status, ms: performance.now() - started });
      await sleep(500);
    }
  })();
  at = performance.now();
  const done = await call("POST", `/v1/ImportJob/${job.id}/confirm`, { token });
  const applyMs = performance.now() - at;
  polling = false;
  await poller;
  const between = readings.filter((r) => r.status === "applying" && r.processed > 0 && r.processed < job.totalRows);
  return { dryMs, applyMs, dryCounts: job.counts, counts: done.json.data.counts, readings: readings.length, between: between.length, longestPollMs: Math.max(0, ...readings.map((r) => r.ms)) };
}

/** The figures of one database. */
async function benchOne(label, env, file) {
  const work = mkdtempSync(path.join(tmpdir(), `eoffice-import-bench-${label}-`));
  const stop = await startServer(typeof env === "function" ? env(work) : env, path.join(work, "server.log"));
  try {
    const login = await call("POST", "/login", { body: JSON.stringify({ name: "admin", password: "admin-demo-2026" }), headers: { "content-type": "application/json" } });
    const token = login.headers.get("px-auth-token");
    const first = await importOnce(token, file);
    const again = await importOnce(token, file);
    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`${label}: dry run ${s(first.dryMs)} (${JSON.stringify(first.dryCounts)}), import ${s(first.applyMs)} (${JSON.stringify(first.counts)}), ` +
      `${first.readings} progress readings, ${first.between} of them part-way, longest ${Math.round(first.longestPollMs)} ms`);
    console.log(`${label}: same file again: dry run ${s(again.dryMs)} (${JSON.stringify(again.dryCounts)}), confirmation ${s(again.applyMs)} (${JSON.stringify(again.counts)})`);
  } catch (err) {
    console.error(`${label} failed; the server's output:\n${readFileSync(path.join(work, "server.log"), "utf8").slice(-4000)}`);
    throw err;
  } finally {
    await stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Drops and creates the bench's PostgreSQL database. */
async function freshPostgres(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}

const file = accountsCsv(ROWS);
console.log(`${ROWS.toLocaleString("en-US")} garbage-fee accounts, CSV of ${(file.length / 1024 / 1024).toFixed(1)} MB; load average ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
if (args.only !== "postgres") await benchOne("pglite", (work) => ({ DATA_DIR: path.join(work, "pglite") }), file);
if (args.only !== "pglite") {
  await freshPostgres(pgUrl);
  await benchOne("postgres", { DATABASE_URL: pgUrl, SEED_DEMO: "1" }, file);
}
