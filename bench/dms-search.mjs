// Document search with permission filtering (issue 14, closing note): the top-bar search
// (`GET /pxapi_eoffice/api/common/search?query=...`) over 20,000 documents with extracted text, asked by an officer
// whose rights come from folder grants (Document Authority: the permission filter is part of the SQL) and by the
// document controller, who may view everything (the same query without the permission filter). Builds nothing: run
// `pnpm build` first (it uses apps/api/dist/main.mjs, the server as deployed).
//
// For each database (PostgreSQL, then PGlite):
//   1. data: the API is started once to migrate and seed the demo municipality (accounts, units, document types, demo
//      folders), then 20,000 documents are added with one INSERT ... SELECT FROM generate_series: 200 folders (one
//      top folder per division with yearly subfolders), each top folder readable by its division (a `unit` grant,
//      which its sections inherit), 3 % of the documents with their own permissions (a grant to one user); each
//      document has a Thai title, an official number (`ทน 0001/2568`), a sender and about 1,500 characters of
//      "extracted text" drawn from a list of Thai words of official correspondence, lower-cased into `search_text`
//      as the API writes it. (No files or versions are written: the search does not read them.) Earlier bench
//      documents are deleted first; on PostgreSQL the table is analysed.
//   2. the API is started again and two staff members sign in: `somsak` (officer of Engineering, a section of
//      Public Works: he sees his division's folders through their unit grant, about a tenth of the documents) and
//      `pranee` (document controller: every document, so the permission filter is `true`).
//   3. for each query of a mix (Thai words found in many, some and few documents, a number, a word found nowhere),
//      --warmup requests, then --requests requests one after the other, for each user in turn; latency is measured
//      from sending the request until the answer is read.
//
// Figures: per database and user, p50, p95 and max in ms over all queries, and the ratio officer / controller at p50
// and p95 (what the permission filter costs). Figures only: no pass/fail.
//
//   pnpm build && node bench/dms-search.mjs [--documents 20000] [--requests 40] [--warmup 5] [--only postgres|pglite]
//   BENCH_DATABASE_URL  PostgreSQL database for the bench (created if missing; default
//                       postgres://eoffice:eoffice@127.0.0.1:5432/eoffice_bench_dms). Use a database of its own: the
//                       demo accounts are seeded into it and bench documents are replaced on every run.
//   BENCH_PORT          port of the API (default 8390)
import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const apiDir = path.join(root, "apps", "api");
const apiRequire = createRequire(path.join(apiDir, "package.json"));
const importApiDependency = (name) => import(pathToFileURL(apiRequire.resolve(name)).href);
const BASE_PATH = "/pxapi_eoffice/api";
const STAFF_PASSWORD = "staff-demo-2026";

const { values: options } = parseArgs({
  options: {
    documents: { type: "string", default: "20000" },
    requests: { type: "string", default: "40" },
    warmup: { type: "string", default: "5" },
    only: { type: "string" },
  },
});
const DOCUMENTS = Number(options.documents);
const REQUESTS = Number(options.requests);
const WARMUP = Number(options.warmup);
const PORT = Number(process.env.BENCH_PORT ?? 8390);

/** Words of Thai official correspondence; a document's text is drawn from them. */
const WORDS = `หนังสือ ราชการ เรื่อง เรียน อ้างถึง สิ่งที่ส่งมาด้วย ด้วย เนื่องจาก จึงเรียนมาเพื่อโปรดทราบ พิจารณา ดำเนินการ
ขอแสดงความนับถือ เทศบาล จังหวัด อำเภอ กรมส่งเสริมการปกครองท้องถิ่น งบประมาณ รายจ่าย ประจำปี โครงการ ก่อสร้าง ถนน
คอนกรีตเสริมเหล็ก ท่อระบายน้ำ ไฟฟ้าสาธารณะ ประปา ขยะมูลฝอย สาธารณสุข ป้องกัน โรคไข้เลือดออก ผู้สูงอายุ เบี้ยยังชีพ
คนพิการ การศึกษา ศูนย์พัฒนาเด็กเล็ก ประชุม คณะกรรมการ แต่งตั้ง คำสั่ง ประกาศ ระเบียบ จัดซื้อจัดจ้าง ประกวดราคา
อิเล็กทรอนิกส์ ตรวจรับพัสดุ สัญญา ค่าจ้าง เบิกจ่าย ภาษีที่ดินและสิ่งปลูกสร้าง ภาษีป้าย ค่าธรรมเนียม ใบอนุญาต
ก่อสร้างอาคาร ดัดแปลง รื้อถอน สาธารณภัย อุทกภัย ภัยแล้ง บรรเทา ช่วยเหลือ ผู้ประสบภัย แผนพัฒนาท้องถิ่น ประชาคม
ตรวจสอบ ข้อเท็จจริง ร้องเรียน ร้องทุกข์ ความโปร่งใส บุคลากร พนักงานเทศบาล พนักงานจ้าง ลูกจ้างประจำ ฝึกอบรม สัมมนา
เดินทางไปราชการ ค่าเบี้ยเลี้ยง รายงานผล ติดตาม ประเมินผล ตัวชี้วัด`.split(/\s+/);

/** The query mix: words in many documents, in some, in few; a number; a word found nowhere. */
const QUERIES = ["งบประมาณ", "แผนพัฒนาท้องถิ่น", "ตรวจรับพัสดุ", "ทน 0123", "ไม่มีคำนี้เลย"];

// ---------------------------------------------------------------------------------------------------------------
// Data.
// ---------------------------------------------------------------------------------------------------------------

/** Adds the bench folders (named `BENCH ...`) and documents, replacing earlier ones. `query(text, values)`. */
async function seedDocuments(query, count) {
  const started = performance.now();
  const benchFolders = `(SELECT id FROM dms_folders WHERE name LIKE 'BENCH %' OR parent_id IN (SELECT id FROM dms_folders WHERE name LIKE 'BENCH %'))`;
  await query(`DELETE FROM dms_grants WHERE document_id IN (SELECT id FROM dms_documents WHERE folder_id IN ${benchFolders})`);
  await query(`DELETE FROM dms_documents WHERE folder_id IN ${benchFolders}`);
  await query(`DELETE FROM dms_folders WHERE parent_id IN (SELECT id FROM dms_folders WHERE name LIKE 'BENCH %')`);
  await query(`DELETE FROM dms_folders WHERE name LIKE 'BENCH %'`);
  const divisions = await query(`SELECT id, name_th FROM org_units WHERE kind = 'division' ORDER BY id`);
  const folderIds = [];
  for (const division of divisions) {
    const [top] = await query(`INSERT INTO dms_folders (name, unit_id) VALUES ($1, $2) RETURNING id`, [`BENCH ${division.name_th}`, division.id]);
    await query(`INSERT INTO dms_grants (folder_id, subject_kind, subject_id, level) VALUES ($1, 'unit', $2, 'view')`, [top.id, division.id]);
    for (let year = 2560; year < 2560 + Math.ceil(200 / divisions.length) - 1; year++) {
      const [sub] = await query(`INSERT INTO dms_folders (parent_id, name, unit_id) VALUES ($1, $2, $3) RETURNING id`, [top.id, `ปี ${year}`, division.id]);
      folderIds.push(sub.id);
    }
    folderIds.push(top.id);
  }
  const [type] = await query(`SELECT id FROM dms_document_types ORDER BY id LIMIT 1`);
  const [somsak] = await query(`SELECT id FROM persons WHERE name = 'somsak'`);
  // One INSERT ... SELECT: words picked by a hash of the document number and the word position.
  await query(
    `INSERT INTO dms_documents (folder_id, type_id, title, doc_number, sender, file_name, own_permissions, search_text, created_at, updated_at)
     SELECT f.folders[1 + (g % array_length(f.folders, 1))], $2,
            title, num, 'จังหวัด', 'doc-' || g || '.pdf', (g % 33 = 0),
            lower(title || chr(10) || 'doc-' || g || '.pdf' || chr(10) || num || chr(10) || 'จังหวัด' || chr(10) || body),
            now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
       FROM generate_series(1, $1) AS g,
            LATERAL (SELECT $3::int[] AS folders) f,
            LATERAL (SELECT 'หนังสือ' || (ARRAY['เชิญประชุม','แจ้งผล','ขออนุมัติ','รายงาน','ประกาศ'])[1 + g % 5] || ' ที่ ' || g AS title,
                            'ทน ' || lpad((g % 10000)::text, 4, '0') || '/' || (2560 + g % 9) AS num) t,
            LATERAL (SELECT string_agg(($4::text[])[1 + abs(hashtext(g::text || ':' || i)) % array_length($4::text[], 1)], ' ') AS body
                       FROM generate_series(1, 110) AS i) b`,
    [count, type.id, folderIds, WORDS],
  );
  // The documents with their own permissions: one user each (somsak for a third of them).
  await query(
    `INSERT INTO dms_grants (document_id, subject_kind, subject_id, level)
     SELECT d.id, 'user', CASE WHEN d.id % 3 = 0 THEN $1::int ELSE $2::int END, 'view'
       FROM dms_documents d JOIN dms_folders f ON f.id = d.folder_id
      WHERE d.own_permissions AND (f.name LIKE 'BENCH %' OR f.parent_id IN (SELECT id FROM dms_folders WHERE name LIKE 'BENCH %'))`,
    [somsak.id, 1],
  );
  return performance.now() - started;
}

/** Opens the database: `pg` for PostgreSQL, PGlite (with the extensions the migrations create) for a data folder. */
async function openDriver(kind, target) {
  if (kind === "postgres") {
    const { default: pg } = await importApiDependency("pg");
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    return { query: async (text, values) => (await client.query(text, values)).rows, close: () => client.end() };
  }
  const [{ PGlite }, { pg_trgm }, { btree_gist }] = await Promise.all([
    importApiDependency("@electric-sql/pglite"),
    importApiDependency("@electric-sql/pglite/contrib/pg_trgm"),
    importApiDependency("@electric-sql/pglite/contrib/btree_gist"),
  ]);
  const db = new PGlite({ dataDir: target, extensions: { pg_trgm, btree_gist } });
  await db.waitReady;
  return { query: async (text, values) => (await db.query(text, values)).rows, close: () => db.close() };
}

// ---------------------------------------------------------------------------------------------------------------
// The API process and requests.
// ---------------------------------------------------------------------------------------------------------------

function request(method, urlPath, { body, token } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        method,
        path: `${BASE_PATH}${urlPath}`,
        headers: { ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}), ...(token ? { "px-auth-token": token } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** The API processes started, stopped when this script ends (also on an error). */
const children = new Set();
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
});

async function startApi(env, logFile) {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join(apiDir, "dist", "main.mjs")], {
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn", DATABASE_URL: "", SMTP_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API stopped (see ${logFile})`);
    try {
      if ((await request("GET", "/health")).status === 200) return child;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`the API did not start within 180 s (see ${logFile})`);
}

function stopApi(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function signIn(name) {
  const res = await request("POST", "/login?version=1.0", { body: { name, password: STAFF_PASSWORD } });
  const token = res.headers["px-auth-token"];
  if (!token) throw new Error(`${name} could not sign in: ${res.body}`);
  return token;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Latencies (ms) of the query mix for one user; also the totals each query found. */
async function measure(token) {
  const times = [];
  const totals = {};
  for (const q of QUERIES) {
    const url = `/common/search?query=${encodeURIComponent(q)}`;
    for (let i = 0; i < WARMUP; i++) await request("GET", url, { token });
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const res = await request("GET", url, { token });
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`search ${q}: ${res.status} ${res.body}`);
      totals[q] = JSON.parse(res.body).total;
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1), totals };
}

async function measureBoth(label) {
  const officer = await signIn("somsak");
  const controller = await signIn("pranee");
  // Alternate twice so that both users meet the same conditions.
  const a1 = await measure(officer);
  const b1 = await measure(controller);
  const a2 = await measure(officer);
  const b2 = await measure(controller);
  const merge = (x, y) => ({ p50: (x.p50 + y.p50) / 2, p95: (x.p95 + y.p95) / 2, max: Math.max(x.max, y.max), totals: x.totals });
  const withPermissions = merge(a1, a2);
  const without = merge(b1, b2);
  const f = (n) => n.toFixed(1).padStart(7);
  console.log(`\n${label}: top-bar search over ${DOCUMENTS.toLocaleString("en")} documents, ${REQUESTS} x ${QUERIES.length} queries per user, twice (load ${loadavg()[0].toFixed(2)})`);
  console.log(`  matches (officer / controller): ${QUERIES.map((q) => `${q} ${withPermissions.totals[q]}/${without.totals[q]}`).join(", ")}`);
  console.log(`  with permission filtering (somsak, officer)     p50 ${f(withPermissions.p50)} ms  p95 ${f(withPermissions.p95)} ms  max ${f(withPermissions.max)} ms`);
  console.log(`  without (pranee, document controller: all)      p50 ${f(without.p50)} ms  p95 ${f(without.p95)} ms  max ${f(without.max)} ms`);
  console.log(`  ratio with / without                            p50 ${(withPermissions.p50 / without.p50).toFixed(2)}       p95 ${(withPermissions.p95 / without.p95).toFixed(2)}`);
}

async function run(kind, work) {
  let env;
  let target;
  if (kind === "postgres") {
    const { default: pg } = await importApiDependency("pg");
    target = process.env.BENCH_DATABASE_URL?.trim() || "postgres://eoffice:eoffice@127.0.0.1:5432/eoffice_bench_dms";
    const name = decodeURIComponent(new URL(target).pathname.slice(1));
    const probe = new pg.Client({ connectionString: target });
    try {
      await probe.connect();
    } catch (err) {
      if (err.code !== "3D000") throw err;
      const admin = new pg.Client({ connectionString: Object.assign(new URL(target), { pathname: "/postgres" }).href });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      await admin.end();
    } finally {
      await probe.end().catch(() => undefined);
    }
    env = { DATABASE_URL: target, SEED_DEMO: "1" };
  } else {
    target = path.join(work, "pglite");
    env = { DATA_DIR: target };
  }
  let api = await startApi(env, path.join(work, `api-${kind}-first.log`));
  if (kind === "pglite") await stopApi(api); // PGlite: one process per data folder.
  const driver = await openDriver(kind, target);
  const seedMs = await seedDocuments(driver.query, DOCUMENTS);
  if (kind === "postgres") await driver.query("ANALYZE dms_documents; ANALYZE dms_grants; ANALYZE dms_folders");
  await driver.close();
  console.log(`  ${kind}: ${DOCUMENTS.toLocaleString("en")} documents added in ${(seedMs / 1000).toFixed(1)} s`);
  if (kind === "postgres") await stopApi(api);
  api = await startApi(env, path.join(work, `api-${kind}.log`));
  try {
    await measureBoth(kind === "postgres" ? "PostgreSQL" : "PGlite");
  } finally {
    await stopApi(api);
  }
}

const work = mkdtempSync(path.join(tmpdir(), "dms-search-bench-"));
process.on("unhandledRejection", (err) => {
  console.error(err);
  process.exit(1);
});
try {
  for (const kind of ["postgres", "pglite"]) {
    if (options.only && options.only !== kind) continue;
    await run(kind, work);
  }
} finally {
  if (!process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true });
}
