// Work-queue search under load (issue 11, closing note): the staff queue's filtered search
// (`POST /pxapi_eoffice/api/v1/Complaint/search`) over 100,000 complaint cases, at a fixed request rate, against the
// same SQL answered by a bare handler, in the same run. Builds nothing: run `pnpm build` first (it uses
// apps/api/dist/main.mjs, the server as deployed).
//
// For each database (PostgreSQL, then PGlite):
//   1. data: the API is started once to migrate and seed the demo municipality (accounts, units, kinds), then
//      100,000 cases are added in one INSERT ... SELECT FROM generate_series (a few seconds): kinds weighted like a
//      town's complaints (general 25 %, waste and roads 16 % each, lighting 12 % ... whistleblowing 0.8 %), each in
//      its kind's unit (3 % forwarded elsewhere), filed uniformly over the past year, statuses by age (cases younger
//      than their target time mostly open, older ones mostly closed: 87 % completed overall; 2 % of the older ones
//      still open, hence about 1,900 overdue), due dates at the kind's target time, assignees, channels, Thai
//      details and addresses from street names. The bench cases are numbered `CPB-000001`...; on PostgreSQL earlier
//      bench cases are deleted first (other rows are kept) and the table is rewritten (VACUUM FULL: no dead rows of
//      the previous run), vacuumed and analysed. No `case_history` rows are written: the search does not read them.
//   2. servers: the compiled API (`node apps/api/dist/main.mjs`, LOG_LEVEL info, its log to a file) and a bare
//      handler (this script in a child process: node:http, no framework, no sign-in, no validation) that runs the
//      same statements as the API through the same driver (`pg` with a pool of 10 like the API, or PGlite
//      in-process; the API names its statements, so PostgreSQL parses each once per connection, while the bare
//      handler's are unnamed). The search (`/search`): the page query (the case, with its status, unit, service and
//      assignee as scalar sub-selects; filters, ORDER BY due_at, id, LIMIT 20) and the total (the same filters, count; within one open status a window count in the
//      page query instead, one statement). The counts of the status tabs (`/counts`, the
//      API's `POST /v1/Complaint/counts`, which the queue page asks for only when a filter other than the status
//      changes): the same filters but the status, GROUP BY status_id. The bare handler is told the officer's
//      units; the API works them out per request (session check, staff unit, its sections). On PGlite, which one
//      process owns a data folder, the bare handler opens a copy of the seeded folder.
//   3. check: every request of the mix is sent once to both, search and counts; totals, counts and the ids of the
//      page must agree, and the total must be the count of the status.
//   4. load: open loop (requests start on a fixed schedule whatever the answers, keep-alive connections, at most
//      256). Per handler, --sequential requests one at a time first, then 5 s of warm-up (not counted); then
//      --duration seconds at --rate requests per second, cut into --rounds (3) slices in which the API and the bare
//      handler take turns (API-bare, bare-API, ...), so that both meet the same conditions on a shared machine. The
//      requests cycle through a mix of officers and filters, the same sequence for both: officers somsak
//      (Engineering: roads) and kannika (Cleansing: waste), each with a status and a text (a street or lane, a
//      complaint number, a word of the details), sorted by dueAt ascending, limit 20 - the queue page as an officer
//      uses it (their own unit is their scope; no unitId in the body, as the portal sends none by default).
//
// Figures: first, as a reference, the latency of --sequential (200) searches sent one after the other ("alone":
// the service time without queueing), and of a quarter as many counts calls (one at a time only: the load is the
// search, what every page, sort and status tab sends); then, under the load, latency in ms from the moment a request is handed to
// node:http until its answer is read (p50, p90, p99, max), errors (any answer but 200, a network error, or no answer
// within 10 s of the call), achieved rate (answers per second, from the first scheduled start until the last request
// was answered or given up), the server process's CPU time over that window as a share of one core, the generator's
// lateness against its schedule (if its p99 is more than a few ms, the load generator itself was short of CPU and
// the figures are not those of the server), and the ratios API / bare for p50 and p99. Once the database cannot keep
// up (requests arrive faster than they are answered), latencies grow to the 10 s limit for both handlers and the
// ratios say nothing; the "alone" figures and the achieved rate do. After each window the script waits until the
// server (and on PostgreSQL the database) is idle again. The machine runs the load generator, the servers and the
// database at once: with 2 cores they compete, and any other work on it skews the figures (the load average is
// printed). Figures only: no pass/fail.
//
//   pnpm build && node bench/queue.mjs [--rate 200] [--duration 30] [--rounds 3] [--warmup 5] [--sequential 200]
//                                      [--cases 100000]
//                                      [--only postgres|pglite]
//                                      [--explain] [--no-text]
//   BENCH_DATABASE_URL  PostgreSQL database for the bench (created if missing; default
//                       postgres://eoffice:eoffice@127.0.0.1:5432/eoffice_bench). Use a database of its own: the
//                       demo accounts are seeded into it and bench cases are replaced on every run.
//   BENCH_PORT          first of four ports (default 8290: API and bare on PostgreSQL, API and bare on PGlite)
//   --explain           also prints EXPLAIN (ANALYZE, BUFFERS) of the two statements for the first request of the mix
//   --no-text           the same mix without the text filter (status tabs and paging, the queue's most common use)
import { spawn } from "node:child_process";
import { cpSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const apiDir = path.join(root, "apps", "api");
const apiRequire = createRequire(path.join(apiDir, "package.json"));
const importApiDependency = (name) => import(pathToFileURL(apiRequire.resolve(name)).href);
const BASE_PATH = "/pxapi_eoffice/api";
const STAFF_PASSWORD = "staff-demo-2026";

// ---------------------------------------------------------------------------------------------------------------
// The SQL of the search, as the API's searchComplaints builds it with drizzle (apps/api/src/handlers/complaint.ts,
// cases/access.ts visibleCases, cases/view.ts selectCases) for an ordinary officer with a status and a text.
// ---------------------------------------------------------------------------------------------------------------

// The case's status, unit, service and assignee each as one JSON object read by a scalar sub-select, as the API's
// selectCases does (cases/view.ts caseColumns).
const CASE_COLUMNS = `c.id, c.complaint_no, c.complaint_type_id, c.complaint_kind_id, c.service_id, c.form_data, c.detail,
  c.location, c.phone, c.status_id, c.person_id, c.contact_name, c.channel, c.recorded_by_id, c.unit_id, c.assignee_id,
  c.confidential, c.reporter_ref, c.tracking_code_hash, c.due_at, c.completed_at, c.closed_at, c.reopen_count,
  c.created_at, c.updated_at, c.cancelled_at,
  (SELECT json_build_object('id', s.id, 'code', s.code, 'nameTh', s.name_th, 'nameEn', s.name_en, 'orderNo', s.order_no,
    'isFinal', s.is_final) FROM complaint_statuses s WHERE s.id = c.status_id) AS status,
  (SELECT json_build_object('id', u.id, 'nameTh', u.name_th, 'nameEn', u.name_en) FROM org_units u WHERE u.id = c.unit_id) AS unit,
  (SELECT json_build_object('id', e.id, 'code', e.code, 'nameTh', e.name_th, 'nameEn', e.name_en) FROM e_services e
    WHERE e.id = c.service_id) AS service,
  (SELECT json_build_object('id', a.person_id, 'title', a.title, 'firstname', a.firstname, 'lastname', a.lastname)
    FROM person_profiles a WHERE a.person_id = c.assignee_id) AS assignee`;

const SORT_COLUMNS = { createdAt: "c.created_at", updatedAt: "c.updated_at", complaintNo: "c.complaint_no", statusId: "c.status_id", dueAt: "c.due_at" };

/**
 * The statements of one search and of its counts: `{ page, total, counts }`, each `[text, values]`. The search runs
 * `page` and `total` (every filter, the status included); the counts call runs `counts` (every filter but the status).
 */
function searchStatements({ unitIds, statusCode, text, sort = "createdAt", dir = "desc", limit = 100, offset = 0 }) {
  const values = [];
  const param = (v) => {
    values.push(v);
    return `$${values.length}`;
  };
  const conditions = [`(c.confidential = ${param(false)} AND c.unit_id IN (${unitIds.map((id) => param(id)).join(", ")}))`];
  const trimmed = text?.trim();
  const like = trimmed ? `c.search_text like lower(${param(`%${trimmed.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)})` : undefined;
  // Within one open status the API keeps the trigram index out of the plan (its searchConditions).
  const countText = `SELECT c.status_id, count(*) AS n FROM complaints c WHERE ${[...conditions, like].filter(Boolean).join(" AND ")} GROUP BY c.status_id`;
  const countValues = [...values];
  if (like) conditions.push(OPEN_STATUSES.has(statusCode) ? `(${like}) is true` : like);
  if (statusCode !== undefined) conditions.push(`c.status_id = (SELECT id FROM complaint_statuses WHERE code = ${param(statusCode)})`);
  const totalValues = [...values];
  const totalText = `SELECT count(*) AS n FROM complaints c WHERE ${conditions.join(" AND ")}`;
  const direction = dir === "asc" ? "ASC" : "DESC";
  // Within one open status the page carries the total (a window count), as the API's searchComplaints does.
  const pageText = `SELECT ${CASE_COLUMNS}${OPEN_STATUSES.has(statusCode) ? ", count(*) OVER () AS total" : ""}
FROM complaints c
WHERE ${conditions.join(" AND ")}
ORDER BY ${SORT_COLUMNS[sort]} ${direction}, c.id ${direction}
LIMIT ${param(limit)} OFFSET ${param(offset)}`;
  return { page: [pageText, values], total: [totalText, totalValues], counts: [countText, countValues], totalInPage: OPEN_STATUSES.has(statusCode) };
}

const iso = (v) => (v === null || v === undefined ? null : new Date(v).toISOString());
const OPEN_STATUSES = new Set(["received", "accepted", "in_progress"]);
const CASE_STATUSES = ["received", "accepted", "in_progress", "completed", "rejected", "cancelled"];

/** A row of the page query as the contract's `Complaint` for staff (what the API's toComplaint returns). */
function toComplaint(r, now) {
  const a = r.assignee;
  const title = a?.title ?? "";
  return {
    id: r.id,
    complaintNo: r.complaint_no,
    caseKind: r.service_id === null ? "complaint" : "request",
    service: r.service === null ? null : { id: r.service.id, code: r.service.code, name: { th: r.service.nameTh, en: r.service.nameEn } },
    complaintTypeId: r.complaint_type_id,
    complaintKindId: r.complaint_kind_id,
    detail: r.detail,
    location: r.location,
    phone: r.confidential ? null : r.phone,
    status: r.status,
    personId: r.confidential ? null : r.person_id,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    cancelledAt: iso(r.cancelled_at),
    dueAt: iso(r.due_at),
    overdue: OPEN_STATUSES.has(r.status.code) && now > new Date(r.due_at).getTime(),
    channel: r.channel,
    confidential: r.confidential,
    unit: r.unit,
    assignee: a === null ? null : { id: a.id, name: `${title}${/[\u0E00-\u0E7F]$/.test(title) || title === "" ? "" : " "}${a.firstname} ${a.lastname}`.trim() },
    reopenCount: r.reopen_count,
    completedAt: iso(r.completed_at),
    closedAt: iso(r.closed_at),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The bare handler (child process): node:http + the driver + the statements (`/search`: page and total; `/counts`).
// ---------------------------------------------------------------------------------------------------------------

/** Opens `target` ("postgres" with a URL, or "pglite" with a data folder) and answers `query(text, values) -> rows`. */
async function openDriver(kind, target) {
  if (kind === "postgres") {
    const { default: pg } = await importApiDependency("pg");
    const pool = new pg.Pool({ connectionString: target, max: 10, idleTimeoutMillis: 5 * 60_000 }); // as the API's (db/database.ts)
    return { query: async (text, values) => (await pool.query(text, values)).rows, close: () => pool.end() };
  }
  const [{ PGlite }, { pg_trgm }, { btree_gist }] = await Promise.all([
    importApiDependency("@electric-sql/pglite"),
    importApiDependency("@electric-sql/pglite/contrib/pg_trgm"),
    importApiDependency("@electric-sql/pglite/contrib/btree_gist"),
  ]);
  // The extensions the migrations create, as the API opens PGlite (apps/api/src/db/database.ts).
  const db = new PGlite({ dataDir: target, extensions: { pg_trgm, btree_gist } });
  await db.waitReady;
  return { query: async (text, values) => (await db.query(text, values)).rows, close: () => db.close() };
}

async function bareServer() {
  const { BARE_KIND: kind, BARE_TARGET: target, BARE_PORT: port } = process.env;
  const driver = await openDriver(kind, target);
  const statusCodes = new Map((await driver.query("SELECT id, code FROM complaint_statuses", [])).map((s) => [s.id, s.code]));
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", async () => {
      try {
        const url = new URL(req.url, "http://bare");
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
        const q = Object.fromEntries(url.searchParams);
        const { page, total, counts, totalInPage } = searchStatements({ ...body, sort: q.sort, dir: q.dir, limit: Number(q.limit ?? 100), offset: Number(q.offset ?? 0) });
        let answer;
        if (url.pathname === "/counts") {
          const tally = Object.fromEntries(CASE_STATUSES.map((c) => [c, 0]));
          for (const r of await driver.query(...counts)) tally[statusCodes.get(r.status_id)] = Number(r.n);
          answer = JSON.stringify({ success: true, message: "", data: tally });
        } else {
          const countAll = async () => Number((await driver.query(...total))[0].n);
          let rows;
          let n;
          if (totalInPage) {
            rows = await driver.query(...page);
            n = rows.length > 0 ? Number(rows[0].total) : Number(q.offset ?? 0) > 0 ? await countAll() : 0;
          } else {
            [rows, n] = await Promise.all([driver.query(...page), countAll()]);
          }
          const now = Date.now();
          answer = JSON.stringify({ success: true, message: "", total: n, data: rows.map((r) => toComplaint(r, now)) });
        }
        res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(answer) });
        res.end(answer);
      } catch (err) {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end(String(err?.stack ?? err));
      }
    });
  });
  server.keepAliveTimeout = 72_000;
  server.listen(Number(port), "127.0.0.1", () => console.log("ready"));
  const stop = () => server.close(() => driver.close().then(() => process.exit(0)));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

// ---------------------------------------------------------------------------------------------------------------
// Seeding 100,000 cases.
// ---------------------------------------------------------------------------------------------------------------

/** Relative frequency of each complaint kind (by code prefix: its type) in the bench data. */
const TYPE_WEIGHTS = { road: 20, lighting: 16, drain: 12, waste: 20, nuisance: 12, tree: 8, water: 8, other: 32, corruption: 1 };

/** A sentence of the details per complaint type (the kind's name is prepended). */
const DETAIL_TEXTS = {
  road: ["ถนนเป็นหลุมลึก รถจักรยานยนต์ล้มไปแล้วสองคัน", "ผิวถนนแตกร้าวเป็นแนวยาว น้ำขังเวลาฝนตก", "ทางเท้ายุบเป็นหลุม ผู้สูงอายุเดินลำบาก"],
  lighting: ["ไฟฟ้าส่องสว่างดับทั้งซอย กลางคืนมืดมาก", "หลอดไฟกะพริบตลอดคืน", "ไม่มีไฟส่องสว่างบริเวณทางแยก อันตรายมาก"],
  drain: ["ท่อระบายน้ำอุดตัน น้ำเน่าส่งกลิ่นเหม็น", "ฝนตกแล้วน้ำท่วมขังสูงครึ่งเมตร", "ฝาท่อระบายน้ำหายไป เสี่ยงคนตกลงไป"],
  waste: ["ขยะไม่ได้รับการจัดเก็บมาหนึ่งสัปดาห์แล้ว", "มีคนนำขยะมาทิ้งริมถนนทุกคืน", "ถังขยะหน้าบ้านแตก ขอถังขยะใบใหม่"],
  nuisance: ["มีเสียงดังจากร้านอาหารจนถึงตีสอง", "มีกลิ่นเหม็นจากโรงงานตลอดทั้งวัน", "มีการเผาขยะในที่โล่ง ควันเข้าบ้าน", "สุนัขจรจัดไล่กัดเด็กนักเรียน"],
  tree: ["กิ่งไม้ใหญ่พาดสายไฟฟ้า ขอให้ตัดแต่ง", "ต้นไม้เอียงจะล้มทับบ้านเรือน"],
  water: ["น้ำประปาไม่ไหลตั้งแต่เมื่อวาน", "ท่อประปาแตก น้ำไหลนองถนน", "น้ำประปาขุ่นและมีกลิ่น"],
  other: ["ขอให้เทศบาลตรวจสอบและแก้ไขโดยด่วน", "เจ้าหน้าที่ให้บริการล่าช้า ขอให้ปรับปรุง", "ขอข้อมูลเพิ่มเติมเรื่องการให้บริการของเทศบาล"],
  corruption: ["มีการเรียกรับเงินเพื่ออนุมัติใบอนุญาต", "เจ้าหน้าที่ใช้รถราชการไปธุระส่วนตัว"],
};

const STREETS = [
  "สุขุมวิท", "พหลโยธิน", "เพชรเกษม", "รามคำแหง", "ลาดพร้าว", "งามวงศ์วาน", "ประชาราษฎร์", "เทศบาล 1", "เทศบาล 2",
  "ราษฎร์บูรณะ", "ศรีนครินทร์", "กาญจนาภิเษก", "ติวานนท์", "แจ้งวัฒนะ", "สามัคคี", "ร่วมใจ", "สุขใจ", "มิตรภาพ", "โชคชัย",
  "ประชาอุทิศ", "เจริญกรุง", "พระราม 2", "วัดใหม่", "ตลาดเก่า", "สวนทอง", "ริมคลอง", "บางกรวย", "นนทบุรี 1", "สนามบินน้ำ",
  "ท่าอิฐ",
];
const SUBDISTRICTS = ["ตำบลบางกระสอ", "ตำบลท่าทราย", "ตำบลบางเขน", "ตำบลตลาดขวัญ", "ตำบลสวนใหญ่", "ตำบลบางไผ่", "ตำบลบางศรีเมือง", "ตำบลบางรักน้อย"];
const EXTRAS = ["ขอให้เร่งดำเนินการ", "แจ้งมาแล้วหลายครั้ง", "เกิดขึ้นตั้งแต่สัปดาห์ที่แล้ว", "ชาวบ้านเดือดร้อนมาก", "ขอบคุณครับ", "รบกวนด้วยค่ะ"];

const literal = (s) => `'${String(s).replace(/'/g, "''")}'`;
const textArray = (values) => `ARRAY[${values.map(literal).join(", ")}]::text[]`;
const intArray = (values) => `ARRAY[${values.map((v) => (v === null ? "NULL" : String(Number(v)))).join(", ")}]::int[]`;

/**
 * Replaces the bench cases (`CPB-%`) with `n` new ones in one INSERT ... SELECT, then analyses the table.
 * @param query - `(text, values) => rows` on one session (setseed applies to that session).
 */
async function seedCases(query, n, kind) {
  const kinds = await query(
    `SELECT k.id, k.code, k.complaint_type_id AS type_id, k.target_days, t.code AS type_code, t.unit_id, t.confidential
     FROM complaint_kinds k JOIN complaint_types t ON t.id = k.complaint_type_id ORDER BY k.id`,
    [],
  );
  const statuses = Object.fromEntries((await query("SELECT id, code FROM complaint_statuses", [])).map((s) => [s.code, s.id]));
  const [resident] = await query("SELECT id FROM persons WHERE name = 'somchai'", []);
  if (!resident || !statuses.received) throw new Error("the demo data (resident somchai, statuses) is missing");
  // One entry per weight unit; the parallel arrays give each entry's kind, type, unit, confidentiality, target and text.
  const pick = { kind: [], type: [], unit: [], confidential: [], target: [], detail: [] };
  for (const k of kinds) {
    const typeKinds = kinds.filter((x) => x.type_code === k.type_code).length;
    const weight = Math.max(1, Math.round(((TYPE_WEIGHTS[k.type_code] ?? 4) * 12) / typeKinds));
    const texts = DETAIL_TEXTS[k.type_code] ?? DETAIL_TEXTS.other;
    for (let w = 0; w < weight; w += 1) {
      pick.kind.push(k.id);
      pick.type.push(k.type_id);
      pick.unit.push(k.unit_id);
      pick.confidential.push(k.confidential ? 1 : 0);
      pick.target.push(k.target_days || 15);
      pick.detail.push(texts[w % texts.length]);
    }
  }
  const units = [...new Set(kinds.filter((k) => !k.confidential && k.unit_id !== null).map((k) => k.unit_id))];
  const started = performance.now();
  if (kind === "postgres") await query("DELETE FROM complaints WHERE complaint_no LIKE 'CPB-%'", []);
  await query("SELECT setseed(0.42)", []);
  await query(
    `INSERT INTO complaints (complaint_no, complaint_type_id, complaint_kind_id, detail, location, phone, status_id, person_id,
       contact_name, channel, unit_id, assignee_id, confidential, tracking_code_hash, due_at, completed_at, closed_at,
       reopen_count, created_at, updated_at, cancelled_at)
     WITH base AS (
       SELECT g, 1 + floor(random() * ${pick.kind.length})::int AS p, random() AS r_age, random() AS r_status,
              random() AS r_close, random() AS r_fwd, random() AS r_unit, random() AS r_assign, random() AS r_channel,
              random() AS r_street, random() AS r_extra
       FROM generate_series(1, ${Number(n)}) AS g
     ), cases AS (
       SELECT b.*, (${intArray(pick.kind)})[p] AS kind_id, (${intArray(pick.type)})[p] AS type_id,
              (${intArray(pick.confidential)})[p] = 1 AS confidential, (${intArray(pick.target)})[p] AS target_days,
              CASE WHEN (${intArray(pick.confidential)})[p] = 0 AND r_fwd < 0.03
                   THEN (${intArray(units)})[1 + floor(r_unit * ${units.length})::int]
                   ELSE (${intArray(pick.unit)})[p] END AS unit_id,
              (${textArray(pick.detail)})[p] AS detail_text,
              (${textArray(STREETS)})[1 + floor(r_street * ${STREETS.length})::int] AS street,
              now() - r_age * interval '365 days' AS created,
              r_age * 365 AS age_days,
              CASE WHEN r_channel < 0.70 THEN 'web' WHEN r_channel < 0.82 THEN 'phone' WHEN r_channel < 0.90 THEN 'walk_in'
                   WHEN r_channel < 0.95 THEN 'letter' ELSE 'line' END AS channel
       FROM base b
     ), statused AS (
       SELECT cases.*,
              CASE WHEN age_days < target_days THEN
                     CASE WHEN r_status < 0.30 THEN 'received' WHEN r_status < 0.50 THEN 'accepted' WHEN r_status < 0.80 THEN 'in_progress'
                          WHEN r_status < 0.96 THEN 'completed' WHEN r_status < 0.98 THEN 'rejected' ELSE 'cancelled' END
                   ELSE
                     CASE WHEN r_status < 0.90 THEN 'completed' WHEN r_status < 0.95 THEN 'rejected' WHEN r_status < 0.98 THEN 'cancelled'
                          WHEN r_status < 0.99 THEN 'in_progress' WHEN r_status < 0.996 THEN 'accepted' ELSE 'received' END
              END AS status,
              created + least(age_days, r_close * target_days * 1.4) * interval '1 day' AS finished
       FROM cases
     )
     SELECT 'CPB-' || lpad(g::text, 6, '0'),
            type_id, kind_id,
            detail_text || ' บริเวณถนน' || street || ' ' || (${textArray(EXTRAS)})[1 + (g % ${EXTRAS.length})],
            'ถนน' || street || ' ซอย ' || (1 + g % 40) || ' หมู่ ' || (1 + g % 12) || ' ' || (${textArray(SUBDISTRICTS)})[1 + (g % ${SUBDISTRICTS.length})],
            CASE WHEN confidential THEN NULL ELSE '08' || lpad(((g * 7919) % 100000000)::text, 8, '0') END,
            CASE status ${Object.entries(statuses).map(([code, id]) => `WHEN ${literal(code)} THEN ${Number(id)}`).join(" ")} END,
            CASE WHEN NOT confidential AND channel = 'web' THEN ${Number(resident.id)} END,
            CASE WHEN NOT confidential AND channel <> 'web' THEN 'ผู้ร้องเรียน ' || g END,
            CASE WHEN confidential THEN 'web' ELSE channel END,
            unit_id,
            CASE WHEN status IN ('accepted', 'in_progress', 'completed') AND r_close < 0.7
                 THEN (SELECT sm.person_id FROM staff_members sm WHERE sm.unit_id = statused.unit_id AND sm.active ORDER BY sm.person_id LIMIT 1) END,
            confidential,
            CASE WHEN confidential THEN md5('bench-' || g) || md5('case-' || g) END,
            created + target_days * interval '1 day',
            CASE WHEN status = 'completed' THEN finished END,
            CASE WHEN status IN ('completed', 'rejected', 'cancelled') THEN finished END,
            CASE WHEN status = 'in_progress' AND r_extra < 0.02 THEN 1 ELSE 0 END,
            created,
            CASE WHEN status IN ('completed', 'rejected', 'cancelled') THEN finished
                 WHEN status = 'received' THEN created
                 ELSE created + least(age_days, r_close * 3) * interval '1 day' END,
            CASE WHEN status = 'cancelled' THEN finished END
     FROM statused`,
    [],
  );
  // Rewritten compactly (the cases of the previous run leave as many dead rows), then the visibility map and the
  // planner's statistics, as autovacuum would have them on a table that grew over a year.
  if (kind === "postgres") await query("VACUUM FULL complaints", []);
  await query(kind === "postgres" ? "VACUUM (ANALYZE) complaints" : "ANALYZE complaints", []);
  return performance.now() - started;
}

/** Indexes a bench of an earlier version added (named bench_*); the schema has their successors (migration 0005). */
const DROP_EXTRA_INDEXES = ["DROP INDEX IF EXISTS bench_complaints_text_trgm_idx", "DROP INDEX IF EXISTS bench_complaints_unit_status_idx"];

// ---------------------------------------------------------------------------------------------------------------
// Servers.
// ---------------------------------------------------------------------------------------------------------------

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The servers started, stopped when this script is interrupted. */
const children = new Set();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    for (const child of children) child.kill("SIGTERM");
    process.exit(130);
  });
}

/** Spawns a server; resolves when `ready()` says so; `stop()` sends SIGTERM and waits for the exit. */
async function startProcess(label, args, env, logFile, ready) {
  const log = createWriteStream(logFile);
  await new Promise((resolve) => log.once("open", resolve));
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", log, log] });
  children.add(child);
  let exited = false;
  const exit = new Promise((resolve) => child.once("exit", (code) => ((exited = true), children.delete(child), resolve(code))));
  const started = performance.now();
  for (;;) {
    if (exited) throw new Error(`${label} exited before it was ready; its output:\n${readFileSync(logFile, "utf8").slice(-4000)}`);
    if (await ready().catch(() => false)) break;
    if (performance.now() - started > 120_000) throw new Error(`${label} not ready within 120 s; see ${logFile}`);
    await sleep(100);
  }
  return {
    pid: child.pid,
    async stop() {
      if (!exited) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exit;
      clearTimeout(timer);
      log.end();
    },
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * One HTTP request; resolves `{ status, body, headers }` or rejects on a network error or when no answer came within
 * `timeoutMs` of the call (waiting for a free connection included).
 */
function request(port, { method = "POST", path: urlPath, headers = {}, body }, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: urlPath, headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) });
      });
      res.on("error", reject);
    });
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    req.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

const healthy = (port) => async () => (await request(port, { method: "GET", path: `${BASE_PATH}/health` }, 1000)).status === 200;

/** Starts the compiled API on `port` with `env`. */
function startApi(port, env, logFile) {
  return startProcess(
    `the API on :${port}`,
    [path.join(apiDir, "dist", "main.mjs")],
    { PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info", DATABASE_URL: "", SMTP_URL: "", ...env },
    logFile,
    healthy(port),
  );
}

/** Starts the bare handler (this script as a child) on `port`. */
function startBare(port, kind, target, logFile) {
  return startProcess(
    `the bare handler on :${port}`,
    [fileURLToPath(import.meta.url)],
    { BARE_KIND: kind, BARE_TARGET: target, BARE_PORT: String(port) },
    logFile,
    async () => readFileSync(logFile, "utf8").includes("ready"),
  );
}

/** CPU seconds (user + system) used so far by process `pid` (Linux), or NaN. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Load.
// ---------------------------------------------------------------------------------------------------------------

/**
 * Open-loop load: request i starts at t0 + i / rate whatever happened to the others, for `seconds`.
 * @returns Latencies (ms), errors, answers per second, the generator's lateness and the server's CPU share.
 */
async function openLoop(port, requests, { rate, seconds, pid }) {
  const n = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = [];
  const lateness = [];
  const errors = new Map();
  const pending = [];
  const cpuBefore = cpuSeconds(pid);
  const t0 = performance.now() + 20;
  let lastSettled = t0;
  for (let i = 0; i < n; i += 1) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(Math.floor(wait));
    const sent = performance.now();
    lateness.push(Math.max(0, sent - due));
    const r = requests[i % requests.length];
    pending.push(
      request(port, r).then(
        (res) => {
          const end = performance.now();
          lastSettled = Math.max(lastSettled, end);
          if (res.status === 200) latencies.push(end - sent);
          else errors.set(`HTTP ${res.status}`, (errors.get(`HTTP ${res.status}`) ?? 0) + 1);
        },
        (err) => {
          lastSettled = Math.max(lastSettled, performance.now());
          errors.set(err.message, (errors.get(err.message) ?? 0) + 1);
        },
      ),
    );
  }
  await Promise.all(pending);
  const cpu = cpuSeconds(pid) - cpuBefore;
  // From the first scheduled start until the last request was answered or given up.
  const window = (lastSettled - t0) / 1000;
  return { sent: n, latencies, errors, lateness, cpu, window };
}

/** The slices of one handler as one result. */
function merge(slices) {
  const errors = new Map();
  for (const slice of slices) for (const [what, count] of slice.errors) errors.set(what, (errors.get(what) ?? 0) + count);
  const sum = (key) => slices.reduce((total, slice) => total + slice[key], 0);
  const window = sum("window");
  return {
    sent: sum("sent"),
    latencies: slices.flatMap((slice) => slice.latencies),
    lateness: slices.flatMap((slice) => slice.lateness),
    errors,
    rate: slices.reduce((total, slice) => total + slice.latencies.length, 0) / window,
    cpuShare: sum("cpu") / window,
  };
}

const quantile = (sorted, q) => (sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);

function summarise(result) {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const late = [...result.lateness].sort((a, b) => a - b);
  return {
    ...result,
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    errorCount: [...result.errors.values()].reduce((a, b) => a + b, 0),
    lateP99: quantile(late, 0.99),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// One database: seed, start, check, load.
// ---------------------------------------------------------------------------------------------------------------

/** The mix of officers and filters; each request of the load is the next one of the mix. */
const MIX = [
  { officer: "somsak", statusCode: "in_progress", text: "สุขใจ" },
  { officer: "kannika", statusCode: "received", text: "CPB-0456" },
  { officer: "somsak", statusCode: "accepted", text: "หลุม" },
  { officer: "kannika", statusCode: "in_progress", text: "ลาดพร้าว" },
  { officer: "somsak", statusCode: "received", text: "ซอย 12" },
  { officer: "kannika", statusCode: "accepted", text: "ถังขยะ" },
];
const SEARCH_QUERY = "?sort=dueAt&dir=asc&limit=20";

/** The units each officer of the mix sees (their unit and its sections), as the API's caseScope works them out. */
async function officerUnits(query) {
  const rows = await query(
    `SELECT p.name, sm.unit_id, ARRAY(SELECT o.id FROM org_units o WHERE o.parent_id = sm.unit_id ORDER BY o.id) AS children
     FROM persons p JOIN staff_members sm ON sm.person_id = p.id WHERE p.name = ANY($1::text[])`,
    [[...new Set(MIX.map((m) => m.officer))]],
  );
  return new Map(rows.map((r) => [r.name, [r.unit_id, ...r.children]]));
}

async function signIn(port, name) {
  const res = await request(port, {
    path: `${BASE_PATH}/login`,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, password: STAFF_PASSWORD }),
  });
  const token = res.headers["px-auth-token"];
  if (res.status !== 200 || typeof token !== "string") throw new Error(`${name} cannot sign in: ${res.status} ${res.body.toString().slice(0, 200)}`);
  return token;
}

/** One request of the API (`/v1/Complaint/<call>`) and the same of the bare handler (`/<call>`). */
function requestPair(call, m, token, units) {
  const body = JSON.stringify({ statusCode: m.statusCode, text: m.text });
  const query = call === "search" ? SEARCH_QUERY : "";
  const bareBody = JSON.stringify({ unitIds: units.get(m.officer), statusCode: m.statusCode, text: m.text });
  return {
    api: {
      path: `${BASE_PATH}/v1/Complaint/${call}${query}`,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), "px-auth-token": token },
      body,
    },
    bare: { path: `/${call}${query}`, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(bareBody) }, body: bareBody },
  };
}

/**
 * Request lists for the API and the bare handler (same sequence) of the search and of the counts, after checking
 * that both answer alike.
 */
async function requestsFor(apiPort, barePort, units, noText) {
  const tokens = new Map();
  for (const name of units.keys()) tokens.set(name, await signIn(apiPort, name));
  const search = { api: [], bare: [] };
  const counts = { api: [], bare: [] };
  const selectivity = [];
  let mismatches = 0;
  const answers = async (pair, what) => {
    const [a, b] = await Promise.all([request(apiPort, pair.api), request(barePort, pair.bare)]);
    if (a.status !== 200) throw new Error(`the API's ${what} answered ${a.status}: ${a.body.toString().slice(0, 300)}`);
    if (b.status !== 200) throw new Error(`the bare handler's ${what} answered ${b.status}: ${b.body.toString().slice(0, 600)}`);
    return [JSON.parse(a.body.toString()), JSON.parse(b.body.toString()), a.body.length];
  };
  for (const m of noText ? MIX.map((entry) => ({ ...entry, text: undefined })) : MIX) {
    const searchPair = requestPair("search", m, tokens.get(m.officer), units);
    const countsPair = requestPair("counts", m, tokens.get(m.officer), units);
    const [ja, jb, bytes] = await answers(searchPair, "search");
    const [ca, cb] = await answers(countsPair, "counts");
    const same =
      ja.total === jb.total &&
      ja.total === ca.data[m.statusCode] &&
      JSON.stringify(ca.data) === JSON.stringify(cb.data) &&
      JSON.stringify(ja.data.map((c) => c.id)) === JSON.stringify(jb.data.map((c) => c.id));
    if (!same) {
      mismatches += 1;
      console.log(`  ! answers differ for ${JSON.stringify(m)}: API total ${ja.total} ${JSON.stringify(ca.data)}, bare total ${jb.total} ${JSON.stringify(cb.data)}`);
    }
    const unitCases = Object.values(ca.data).reduce((x, y) => x + y, 0);
    selectivity.push(`${m.officer}/${m.statusCode}/"${m.text ?? ""}": ${ja.total} of ${unitCases} ${m.text ? "text matches" : "cases"}, ${bytes} B`);
    for (const [lists, pair] of [
      [search, searchPair],
      [counts, countsPair],
    ]) {
      lists.api.push(pair.api);
      lists.bare.push(pair.bare);
    }
  }
  return { ...search, counts, mismatches, selectivity };
}

async function explain(query, units) {
  const m = MIX[0];
  const { page, total, counts } = searchStatements({ unitIds: units.get(m.officer), statusCode: m.statusCode, text: m.text, sort: "dueAt", dir: "asc", limit: 20 });
  for (const [name, [text, values]] of [["page query", page], ["total", total], ["counts per status (the counts call)", counts]]) {
    const rows = await query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
    console.log(`  EXPLAIN ANALYZE, ${name} (${m.officer}, ${m.statusCode}, "${m.text}"):`);
    for (const r of rows) console.log(`    ${r["QUERY PLAN"]}`);
  }
}

/**
 * Waits until process `pid` is idle (under 5 % of a core over 1 s, at most 120 s): an overloaded server goes on
 * with the requests its clients gave up on, which would fall into the next window.
 */
async function settle(pid, busy = async () => false) {
  for (let i = 0; i < 120; i += 1) {
    const before = cpuSeconds(pid);
    await sleep(1000);
    if (!(cpuSeconds(pid) - before >= 0.05) && !(await busy())) return;
  }
}

/** `n` requests one after the other (each starts when the previous one is answered): latencies of 200 answers. */
async function oneAtATime(port, list, n) {
  const latencies = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    const res = await request(port, list[i % list.length]);
    if (res.status === 200) latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

/**
 * For each handler, one request at a time first (the service time without queueing, as a reference) and the
 * warm-up; then the measured time at the fixed rate in --rounds slices, API and bare handler taking turns (API
 * first in odd rounds, bare first in even ones) so that both see the same conditions on a shared machine.
 */
async function measure(label, servers, requests, options, busy) {
  const handlers = [
    { handler: "API", server: servers.api, list: requests.api, slices: [] },
    { handler: "bare", server: servers.bare, list: requests.bare, slices: [] },
  ];
  for (const h of handlers) {
    h.alone = await oneAtATime(h.server.port, h.list, options.sequential);
    h.countsAlone = await oneAtATime(h.server.port, h.handler === "API" ? requests.counts.api : requests.counts.bare, Math.max(1, Math.round(options.sequential / 4)));
    await openLoop(h.server.port, h.list, { rate: options.rate, seconds: options.warmup, pid: h.server.pid });
    await settle(h.server.pid, busy);
  }
  const seconds = options.duration / options.rounds;
  for (let round = 0; round < options.rounds; round += 1) {
    for (const h of round % 2 === 0 ? handlers : [...handlers].reverse()) {
      h.slices.push(await openLoop(h.server.port, h.list, { rate: options.rate, seconds, pid: h.server.pid }));
      await settle(h.server.pid, busy);
    }
  }
  return handlers.map((h) => {
    const r = summarise(merge(h.slices));
    console.log(`  ${h.handler.padEnd(4)} measured: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.errorCount} errors`);
    return {
      database: label,
      handler: h.handler,
      ...r,
      aloneP50: quantile(h.alone, 0.5),
      aloneP90: quantile(h.alone, 0.9),
      countsP50: quantile(h.countsAlone, 0.5),
      countsP90: quantile(h.countsAlone, 0.9),
    };
  });
}

async function runPostgres(options, work, ports) {
  const { default: pg } = await importApiDependency("pg");
  const url = process.env.BENCH_DATABASE_URL?.trim() || "postgres://eoffice:eoffice@127.0.0.1:5432/eoffice_bench";
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
  } catch (err) {
    if (err.code !== "3D000") throw err;
    const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).href });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    await admin.end();
    console.log(`  created database ${name}`);
  } finally {
    await probe.end().catch(() => undefined);
  }
  // First start: migrations and the demo municipality (SEED_DEMO=1 seeds it once per database).
  let api = await startApi(ports.api, { DATABASE_URL: url, SEED_DEMO: "1" }, path.join(work, "api-postgres.log"));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const query = async (text, values) => (await client.query(text, values)).rows;
  let bare;
  try {
    for (const statement of DROP_EXTRA_INDEXES) await query(statement, []);
    const seedMs = await seedCases(query, options.cases, "postgres");
    const [{ n }] = await query("SELECT count(*)::int AS n FROM complaints", []);
    console.log(`  seeded ${options.cases} cases in ${(seedMs / 1000).toFixed(1)} s (incl. VACUUM FULL, VACUUM ANALYZE); ${n} cases in the table`);
    const units = await officerUnits(query);
    if (options.explain) await explain(query, units);
    // PostgreSQL goes on with the statements of requests given up on: the next window waits until it is done.
    const busy = async () =>
      (await query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()", []))[0].n > 0;
    bare = await startBare(ports.bare, "postgres", url, path.join(work, "bare-postgres.log"));
    const requests = await requestsFor(ports.api, ports.bare, units, options.noText);
    for (const line of requests.selectivity) console.log(`  ${line}`);
    return {
      results: await measure("PostgreSQL", { api: { port: ports.api, pid: api.pid }, bare: { port: ports.bare, pid: bare.pid } }, requests, options, busy),
      mismatches: requests.mismatches,
      label: `PostgreSQL ${(await query("SHOW server_version", []))[0].server_version} at ${new URL(url).host}/${name}`,
    };
  } finally {
    await client.end();
    await bare?.stop();
    await api.stop();
  }
}

async function runPglite(options, work, ports) {
  const dataDir = path.join(work, "pglite");
  const bareDir = path.join(work, "pglite-bare");
  // First start: the build's template, then the demo municipality (the embedded database seeds it on its first start).
  let api = await startApi(ports.api, { DATA_DIR: dataDir }, path.join(work, "api-pglite-first.log"));
  await api.stop();
  let units;
  {
    const driver = await openDriver("pglite", dataDir);
    try {
      const seedMs = await seedCases(driver.query, options.cases, "pglite");
      const [{ n }] = await driver.query("SELECT count(*)::int AS n FROM complaints", []);
      console.log(`  seeded ${options.cases} cases in ${(seedMs / 1000).toFixed(1)} s (incl. ANALYZE); ${n} cases in the table`);
      units = await officerUnits(driver.query);
      if (options.explain) await explain(driver.query, units);
    } finally {
      await driver.close();
    }
  }
  cpSync(dataDir, bareDir, { recursive: true });
  api = await startApi(ports.api, { DATA_DIR: dataDir }, path.join(work, "api-pglite.log"));
  let bare;
  try {
    bare = await startBare(ports.bare, "pglite", bareDir, path.join(work, "bare-pglite.log"));
    const requests = await requestsFor(ports.api, ports.bare, units, options.noText);
    for (const line of requests.selectivity) console.log(`  ${line}`);
    const { version } = JSON.parse(readFileSync(path.join(path.dirname(apiRequire.resolve("@electric-sql/pglite")), "..", "package.json"), "utf8"));
    return {
      results: await measure("PGlite", { api: { port: ports.api, pid: api.pid }, bare: { port: ports.bare, pid: bare.pid } }, requests, options),
      mismatches: requests.mismatches,
      label: `PGlite ${version} (API: its data folder; bare: a copy)`,
    };
  } finally {
    await bare?.stop();
    await api.stop();
  }
}

function printTable(runs, options) {
  const f = (v, d = 1) => (Number.isFinite(v) ? v.toFixed(d) : "-");
  console.log("");
  console.log(
    `queue search (POST /v1/Complaint/search, officer's unit + status${options.noText ? "" : " + text"}, sort dueAt, limit 20), ${options.cases} cases, ` +
      `open loop ${options.rate} req/s for ${options.duration} s (${options.rounds} turns each) after ${options.warmup} s warm-up; node ${process.version}, ${cpus().length} CPUs`,
  );
  for (const run of runs) console.log(`  ${run.label}${run.mismatches ? `  (${run.mismatches} answers differed between API and bare!)` : ""}`);
  console.log(`  load average (1 min) at the start ${options.loadAtStart.toFixed(2)}, at the end ${loadavg()[0].toFixed(2)} (other work on the machine skews the figures)`);
  const header = ["database", "handler", "alone p50", "p90", "sent", "ok", "errors", "req/s", "p50 ms", "p90 ms", "p99 ms", "max ms", "CPU", "late p99"];
  const widths = [10, 7, 9, 5, 6, 6, 6, 6, 7, 7, 7, 7, 5, 8];
  const line = (cells) => console.log(cells.map((c, i) => (i < 2 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  "));
  line(header);
  for (const run of runs) {
    for (const r of run.results) {
      line([r.database, r.handler, f(r.aloneP50), f(r.aloneP90), r.sent, r.latencies.length, r.errorCount, f(r.rate), f(r.p50), f(r.p90), f(r.p99), f(r.max), `${f(r.cpuShare * 100, 0)}%`, f(r.lateP99)]);
      for (const [what, count] of r.errors) console.log(`    ${count} x ${what}`);
    }
    const [api, bare] = run.results;
    console.log(`  ${api.database}: counts call (POST /v1/Complaint/counts, same filters but the status) one at a time: API p50 ${f(api.countsP50)} / p90 ${f(api.countsP90)} ms, bare p50 ${f(bare.countsP50)} / p90 ${f(bare.countsP90)} ms`);
    console.log(
      `  ${api.database}: ratio API / bare at ${options.rate} req/s  p50 ${f(api.p50 / bare.p50, 2)}  p99 ${f(api.p99 / bare.p99, 2)};` +
        `  one at a time  p50 ${f(api.aloneP50 / bare.aloneP50, 2)}`,
    );
  }
  console.log(
    `alone = ${options.sequential} requests one after the other before the load (ms, no queueing); CPU = the server process's CPU time ` +
      "over the window, as a share of one core; late p99 = the generator's lateness against its schedule (ms).",
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      rate: { type: "string", default: "200" },
      duration: { type: "string", default: "30" },
      warmup: { type: "string", default: "5" },
      sequential: { type: "string", default: "200" },
      rounds: { type: "string", default: "3" },
      cases: { type: "string", default: "100000" },
      only: { type: "string" },
      explain: { type: "boolean", default: false },
      "no-text": { type: "boolean", default: false },
    },
  });
  const options = {
    rate: Number(values.rate),
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    sequential: Number(values.sequential),
    rounds: Math.max(1, Number(values.rounds)),
    cases: Number(values.cases),
    explain: values.explain,
    noText: values["no-text"],
    loadAtStart: loadavg()[0],
  };
  if (!existsSync(path.join(apiDir, "dist", "main.mjs"))) {
    console.error("apps/api/dist/main.mjs does not exist: run `pnpm build` first (this benchmark builds nothing).");
    process.exit(1);
  }
  const basePort = Number(process.env.BENCH_PORT ?? 8290);
  const work = mkdtempSync(path.join(tmpdir(), "eoffice-bench-queue-"));
  const runs = [];
  try {
    if (values.only !== "pglite") {
      console.log("PostgreSQL:");
      runs.push(await runPostgres(options, work, { api: basePort, bare: basePort + 1 }));
    }
    if (values.only !== "postgres") {
      console.log("PGlite:");
      runs.push(await runPglite(options, work, { api: basePort + 2, bare: basePort + 3 }));
    }
    printTable(runs, options);
    rmSync(work, { recursive: true, force: true });
  } catch (err) {
    console.error(err);
    console.error(`server logs kept in ${work}`);
    process.exitCode = 1;
  }
  agent.destroy();
}

// Last, once every constant above is initialised: the bare handler when started as one, else the benchmark.
if (process.env.BARE_KIND) {
  await bareServer();
} else {
  await main();
}
