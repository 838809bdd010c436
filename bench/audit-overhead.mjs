// Audit-log write overhead (issue 10, closing note): median latency of a staff update with and without the audit
// write, in the same run. Builds the API in-process (its TypeScript sources, loaded with tsx) on an in-memory
// PGlite database with the demo data (or on PostgreSQL: BENCH_DATABASE_URL=postgres://.../an_empty_database, into
// which the demo data is seeded),
// signs in as the demo administrator and measures, interleaved so that both variants see the same conditions:
//   - "update"          the transaction of updateOrgUnit without the audit write: lock and read the unit, update it
//                       (RETURNING), count its members;
//   - "update + audit"  the same transaction plus writeAudit(changedFields(before, after)) as the handler does it;
//   - "PUT /v1/OrgUnit" the whole call through Fastify (app.inject: routing, token check, validation, handler,
//                       serialisation), audit included, for scale.
// Prints median, p95 and mean in ms, the ratio of the medians, and the audit write's share of a whole call.
// Figures only: no pass/fail.
//   node bench/audit-overhead.mjs [iterations=500] [warmup=50]
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";

register();
// drizzle-orm is a dependency of apps/api only: load the same (ESM) copy the API uses.
const apiRequire = createRequire(new URL("../apps/api/package.json", import.meta.url));
const drizzleDir = path.dirname(apiRequire.resolve("drizzle-orm"));

const iterations = Number(process.argv[2] ?? 500);
const warmup = Number(process.argv[3] ?? 50);

const [{ buildServer }, { writeAudit, changedFields }, schema, { eq, sql }] = await Promise.all([
  import("../apps/api/src/server.ts"),
  import("../apps/api/src/audit/audit.ts"),
  import("../apps/api/src/db/schema.ts"),
  import(pathToFileURL(path.join(drizzleDir, "index.js")).href),
]);
const { orgUnits, staffMembers, auditLog } = schema;

const databaseUrl = process.env.BENCH_DATABASE_URL?.trim();
const server = await buildServer({
  database: databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite" },
  seedDemo: true,
  logger: false,
  servePortal: false,
  mail: false,
  config: { tokenSecret: "audit-overhead-bench-secret-0123456789abcdef" },
});
const { app, database, contract } = server;
const db = database.db;

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const summary = (values) => ({
  median: quantile(values, 0.5),
  p95: quantile(values, 0.95),
  mean: values.reduce((s, v) => s + v, 0) / values.length,
  n: values.length,
});
const ms = (v) => `${v.toFixed(3)} ms`.padStart(11);

try {
  const login = await app.inject({
    method: "POST",
    url: `${contract.basePath}/login`,
    payload: { name: "admin", password: "admin-demo-2026" },
  });
  const token = login.headers["px-auth-token"];
  if (typeof token !== "string") throw new Error(`the demo administrator cannot sign in: ${login.body}`);
  const [unit] = await db.select().from(orgUnits).orderBy(orgUnits.id).limit(1);
  if (!unit) throw new Error("no organisation unit seeded");
  const [{ count: auditRowsBefore }] = await db.select({ count: sql`count(*)::int` }).from(auditLog);

  // The handler's transaction, with or without the audit write (the same statements either way).
  const adminId = login.json().data.personId;
  const request = {
    auth: { personId: adminId, realm: "staff", sessionId: "bench", name: "admin", roles: ["admin"], mustChangePassword: false },
    clientIp: "127.0.0.1",
    requestId: "bench",
    now: 0,
  };
  const fields = ["parentId", "code", "nameTh", "nameEn", "orderNo", "active"];
  async function update(i, audit) {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(orgUnits).where(eq(orgUnits.id, unit.id)).for("update").limit(1);
      const [after] = await tx
        .update(orgUnits)
        .set({ nameEn: `${unit.nameEn} (${i})`, updatedAt: new Date() })
        .where(eq(orgUnits.id, unit.id))
        .returning();
      await tx.select({ n: sql`count(*)::int` }).from(staffMembers).where(eq(staffMembers.unitId, unit.id));
      if (audit) await writeAudit(tx, { ...request, now: Date.now() }, { action: "update", entity: "org-unit", entityId: unit.id, changes: changedFields(before, after, fields) });
    });
  }

  let httpWorks = true;
  async function put(i) {
    const res = await app.inject({
      method: "PUT",
      url: `${contract.basePath}/v1/OrgUnit/${unit.id}`,
      headers: { "px-auth-token": token, "content-type": "application/json" },
      payload: JSON.stringify({ nameEn: `${unit.nameEn} [${i}]` }),
    });
    if (res.statusCode !== 200) {
      if (httpWorks) console.log(`PUT /v1/OrgUnit answered ${res.statusCode} (${res.body.slice(0, 120)}): whole-call figures left out`);
      httpWorks = false;
    }
  }

  const samples = { plain: [], audited: [], http: [] };
  const time = async (fn) => {
    const start = performance.now();
    await fn();
    return performance.now() - start;
  };
  for (let i = 0; i < warmup + iterations; i++) {
    // Alternate which variant goes first, so neither always runs on a warmer cache.
    const order = i % 2 === 0 ? [false, true] : [true, false];
    for (const audit of order) {
      const elapsed = await time(() => update(i, audit));
      if (i >= warmup) (audit ? samples.audited : samples.plain).push(elapsed);
    }
    if (httpWorks) {
      const elapsed = await time(() => put(i));
      if (i >= warmup && httpWorks) samples.http.push(elapsed);
    }
  }
  const [{ count: auditRowsAfter }] = await db.select({ count: sql`count(*)::int` }).from(auditLog);

  console.log(`audit-log write overhead, ${database.label}, ${iterations} iterations after ${warmup} warm-up, node ${process.version}`);
  const rows = [
    ["update (no audit)", summary(samples.plain)],
    ["update + audit", summary(samples.audited)],
  ];
  if (httpWorks && samples.http.length > 0) rows.push(["PUT /v1/OrgUnit (whole call)", summary(samples.http)]);
  for (const [name, s] of rows) console.log(`${name.padEnd(30)} median=${ms(s.median)} p95=${ms(s.p95)} mean=${ms(s.mean)} n=${s.n}`);
  const plain = summary(samples.plain);
  const audited = summary(samples.audited);
  const overhead = audited.median - plain.median;
  console.log(`ratio of medians (with / without audit): ${(audited.median / plain.median).toFixed(3)}`);
  console.log(`ratio of p95 (with / without audit):     ${(audited.p95 / plain.p95).toFixed(3)}`);
  console.log(`audit write, median difference:          ${overhead.toFixed(3)} ms`);
  if (httpWorks && samples.http.length > 0) {
    const http = summary(samples.http);
    console.log(`audit write as a share of a whole call:  ${((overhead / http.median) * 100).toFixed(1)} % of ${http.median.toFixed(3)} ms`);
  }
  console.log(`audit entries written in this run: ${auditRowsAfter - auditRowsBefore}`);
} finally {
  await app.close();
}
