/**
 * What an operator and an integrator see of a running server (tracker issue 38 items 3 and 4; docs/operations.md):
 * liveness and readiness, `/metrics` behind its token (requests by operation, the database pool, the outbox), the access
 * log line of each request with its request id, the contract served as JSON and YAML with its Redoc page (and all of it
 * off with `API_DOCS=0`), and the rotation of the token and bank secrets without signing anyone out.
 *
 * One server per backend (the harness's), plus servers built on the same open database with other settings (other
 * instances of one deployment: no second database, no second start of PGlite).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, expect, it } from "vitest";
import { parse } from "yaml";
import type { Schemas } from "@eoffice/api-client";
import { REPORTER_PURPOSE } from "../src/cases/access";
import { DEMO_IDENTITY } from "../src/seeds/seed-identity";
import { complaintKinds, complaintTypes, complaints, outbox, garbageAccounts, garbageBills } from "../src/db/schema";
import { signBody } from "../src/garbage/bank";
import { TokenService } from "../src/auth/tokens";
import { buildServer, type BuildServerOptions, type PxServer } from "../src/server";
import { describeBackends, newResident, TEST_TOKEN_SECRET } from "./support/harness";
import { basePath } from "./support/contract-check";

const METRICS_TOKEN = "metrics-token-of-the-tests-0123456789abcdef";
const BANK_SECRET = "bank-secret-before-the-rotation-0123456789";
const NEW_TOKEN_SECRET = "token-secret-after-the-rotation-0123456789abcdef";
const NEW_BANK_SECRET = "bank-secret-after-the-rotation-0123456789abcd";
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** The value of a metric line `name{labels} value` (labels in the order prom-client writes them), or undefined. */
function metricValue(text: string, name: string, labels = ""): number | undefined {
  const line = text.split("\n").find((each) => each.startsWith(`${name}${labels ? `{${labels}}` : ""} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describeBackends(
  "operations",
  (h) => {
    /** Another instance on the harness's open database, with `config` over the harness's; closed at the end. */
    const others: PxServer[] = [];
    async function instance(config: BuildServerOptions["config"], extra: BuildServerOptions = {}): Promise<PxServer> {
      const shared = h().server.database;
      const server = await buildServer({
        // The database is the harness's, already open (`opening`); closing this server leaves it open.
        database: { kind: "pglite" },
        opening: Promise.resolve({ ...shared, close: async () => undefined }),
        seedDemo: false,
        logger: false,
        servePortal: false,
        mail: false,
        ...extra,
        config: { tokenSecret: TEST_TOKEN_SECRET, garbageBankSecret: BANK_SECRET, ...config },
      });
      others.push(server);
      return server;
    }
    afterAll(async () => {
      for (const server of others) await server.app.close();
    });

    const get = (url: string, headers: Record<string, string> = {}) => h().inject({ method: "GET", url, headers });

    it("GET /health answers without the database; GET /ready asks it", async () => {
      expect((await h().call("getHealth")).json.data).toEqual({ status: "ok", database: h().backend });
      const ready = await h().call("getReadiness");
      expect(ready.status).toBe(200);
      expect(ready.json.data).toEqual({ status: "ready", database: h().backend });
    });

    it("/metrics: 401 without its token; with it, requests by operation, the pool and the outbox", async () => {
      const refused = await get("/metrics", { authorization: "Bearer not-the-token" });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect((await get("/metrics")).statusCode).toBe(401);

      // One failed and one queued e-mail (an hour old) more than the outbox held.
      const db = h().server.database.db;
      const hourAgo = new Date(h().now() - 3_600_000);
      const message = { channel: "email" as const, toAddress: "ops@example.org", language: "en" as const, template: "test", subject: "s", body: "b" };
      await db.insert(outbox).values([
        { ...message, state: "failed", createdAt: hourAgo },
        { ...message, state: "queued", createdAt: hourAgo },
      ]);
      const figures = await db.execute<{ queued: number; failed: number }>(
        sql`select count(*) filter (where state in ('queued', 'sending'))::int as queued, count(*) filter (where state = 'failed')::int as failed from outbox where channel = 'email'`,
      );
      const counts = (Array.isArray(figures) ? figures : (figures as { rows: { queued: number; failed: number }[] }).rows)[0]!;

      const before = metricValue((await get("/metrics", { authorization: `Bearer ${METRICS_TOKEN}` })).body, "eoffice_http_request_duration_seconds_count", 'operation="getHealth",method="GET",status_code="200"') ?? 0;
      await h().call("getHealth");
      await h().call("getHealth");
      await get(`${basePath}/no/such/operation`);
      const res = await get("/metrics", { authorization: `Bearer ${METRICS_TOKEN}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = res.body;
      expect(metricValue(text, "eoffice_http_request_duration_seconds_count", 'operation="getHealth",method="GET",status_code="200"')).toBe(before + 2);
      expect(metricValue(text, "eoffice_http_request_duration_seconds_count", 'operation="unrouted",method="GET",status_code="404"')).toBeGreaterThanOrEqual(1);
      expect(text).toContain('eoffice_http_request_duration_seconds_bucket{le="0.005",operation="getHealth"');
      expect(text, "no raw address is a label").not.toContain("/no/such/operation");
      expect(metricValue(text, "eoffice_db_pool_connections", 'state="max"')).toBe(h().backend === "pglite" ? 1 : 10);
      expect(metricValue(text, "eoffice_db_pool_waiting_requests")).toBe(0);
      expect(metricValue(text, "eoffice_email_outbox_queued")).toBe(counts.queued);
      expect(metricValue(text, "eoffice_email_failed")).toBe(counts.failed);
      expect(metricValue(text, "eoffice_email_outbox_oldest_queued_seconds")).toBeGreaterThanOrEqual(3600);
      expect(metricValue(text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    });

    it("serves the bundled contract as JSON and YAML, and the Redoc reference page with its bundle from this server", async () => {
      const bundled = parse(readFileSync(path.join(repoRoot, "openapi", "pxapi_eoffice.yaml"), "utf8")) as Record<string, unknown>;
      const json = await get(`${basePath}/openapi.json`);
      expect(json.statusCode).toBe(200);
      expect(json.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(json.json()).toEqual(bundled);
      const yaml = await get(`${basePath}/openapi.yaml`);
      expect(yaml.headers["content-type"]).toBe("application/yaml; charset=utf-8");
      expect(parse(yaml.body)).toEqual(bundled);

      const page = await get(`${basePath}/docs`);
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      const csp = String(page.headers["content-security-policy"]);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp, "nothing from another origin").not.toMatch(/https?:/);
      expect(String(json.headers["content-security-policy"]), "the worker only on the page").not.toContain("worker-src");
      const script = /<script src="([^"]+)"><\/script>/.exec(page.body)?.[1];
      expect(page.body).toContain(`<redoc spec-url="${basePath}/openapi.json"`);
      expect(script).toMatch(new RegExp(`^${basePath}/docs/redoc-2\\.\\d+\\.\\d+\\.standalone\\.js$`));
      const bundle = await get(script!);
      expect(bundle.statusCode).toBe(200);
      expect(bundle.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(bundle.headers["cache-control"]).toContain("immutable");
      expect(bundle.body).toContain("ReDoc");
    });

    it("API_DOCS=0 and no METRICS_TOKEN: no contract, no page, no /metrics; every request writes one access-log line with its request id", async () => {
      const lines: Record<string, unknown>[] = [];
      const quiet = await instance(
        { apiDocs: false, metricsToken: undefined },
        { logger: { level: "info", stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } } },
      );
      const call = (url: string) => quiet.app.inject({ method: "GET", url });
      for (const url of [`${basePath}/openapi.json`, `${basePath}/openapi.yaml`, `${basePath}/docs`, "/metrics"]) {
        const res = await call(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ success: false });
      }
      const health = await call(`${basePath}/health?probe=1`);
      const requestId = health.headers["x-request-id"];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const logged = lines.filter((line) => line.msg === "request completed" && line.reqId === requestId);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ method: "GET", path: `${basePath}/health`, operation: "getHealth", statusCode: 200, level: 30 });
      expect(typeof logged[0]!.durationMs).toBe("number");
    });

    it("rotating the token secret signs nobody out: the previous secret verifies until it is removed, and whistleblowers keep their reports", async () => {
      const resident = await newResident(h(), "rotation");
      const db = h().server.database.db;
      const [kind] = await db
        .select({ id: complaintKinds.id })
        .from(complaintKinds)
        .innerJoin(complaintTypes, eq(complaintTypes.id, complaintKinds.complaintTypeId))
        .where(eq(complaintTypes.code, "corruption"));
      const filed = await h().call("reportWhistleblowing", {
        token: resident.token,
        body: { complaintKindId: kind!.id, detail: "Filed before the rotation.", location: "Town hall" },
      });
      expect(filed.status, filed.json.message).toBe(201);
      const [report] = await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.complaintNo, (filed.json.data as { complaintNo: string }).complaintNo));

      // During the grace period: the new secret signs, the old one still verifies (and the reporter's pseudonym is re-keyed).
      const during = await instance({ tokenSecret: NEW_TOKEN_SECRET, tokenSecretPrevious: TEST_TOKEN_SECRET });
      const as = (server: PxServer, token: string, options: Omit<InjectOptions, "headers"> & { url: string }) =>
        server.app.inject({ ...options, headers: { "px-auth-token": token } });
      expect((await as(during, resident.token, { method: "GET", url: `${basePath}/common/user` })).statusCode).toBe(200);
      const refreshed = await as(during, resident.token, { method: "POST", url: `${basePath}/v1/person/refreshToken` });
      expect(refreshed.statusCode).toBe(200);
      const renewed = String(refreshed.headers["px-auth-token"]);
      const [rekeyed] = await db.select({ ref: complaints.reporterRef }).from(complaints).where(eq(complaints.id, report!.id));
      expect(rekeyed!.ref).toBe(new TokenService(new TextEncoder().encode(NEW_TOKEN_SECRET), 900).pseudonym(REPORTER_PURPOSE, String(resident.personId)));

      // After it: the renewed token goes on, the old one is refused, and the reporter still reaches their report.
      const after = await instance({ tokenSecret: NEW_TOKEN_SECRET });
      expect((await as(after, renewed, { method: "GET", url: `${basePath}/common/user` })).statusCode).toBe(200);
      expect((await as(after, resident.token, { method: "GET", url: `${basePath}/common/user` })).statusCode).toBe(401);
      expect((await as(after, renewed, { method: "GET", url: `${basePath}/v1/ComplaintNote/listByComplaint/${report!.id}` })).statusCode).toBe(200);
    });

    it("rotating the bank secret: a notification signed with the previous secret is accepted only while it is configured", async () => {
      const resident = await newResident(h(), "bankrotation");
      const db = h().server.database.db;
      const accountNo = `66${String(Date.now()).slice(-8)}`;
      const [account] = await db
        .insert(garbageAccounts)
        .values({ accountNo, houseNo: "5/5", holderName: "ทดสอบ หมุนรหัส", address: "5 หมู่ 5", rateCode: "household" })
        .returning({ id: garbageAccounts.id });
      await db.insert(garbageBills).values([{ accountId: account!.id, month: "2026-03", amountSatang: 2000 }]);
      const linked = await h().call("linkGarbageAccount", { token: resident.token, body: { accountNo, houseNo: "5/5" } });
      const bills = (linked.json.data as Schemas["GarbageAccount"]).bills.map((bill) => bill.id);
      const created = await h().call("createGarbagePayment", { token: resident.token, body: { accountId: account!.id, billIds: bills } });
      const payment = created.json.data as Schemas["GarbagePayment"];
      await h().call("startGarbagePayment", { token: resident.token, params: { id: payment.id } });
      const notice = (transactionId: string) =>
        JSON.stringify({
          transactionId,
          billerId: DEMO_IDENTITY.billerId,
          ref1: payment.accountNo,
          ref2: payment.paymentNo,
          amountSatang: payment.amountSatang,
          status: "success",
          paidAt: new Date(h().now()).toISOString(),
        });
      const send = (server: PxServer, body: string, secret: string) =>
        server.app.inject({
          method: "POST",
          url: `${basePath}/v1/Garbage/bank/notification`,
          headers: { "content-type": "application/json", "x-bank-signature": signBody(new TextEncoder().encode(secret), body) },
          payload: body,
        });
      const after = await instance({ garbageBankSecret: NEW_BANK_SECRET });
      expect((await send(after, notice(`TXOLD${Date.now()}`), BANK_SECRET)).statusCode).toBe(401);
      const during = await instance({ garbageBankSecret: NEW_BANK_SECRET, garbageBankSecretPrevious: BANK_SECRET });
      const paid = await send(during, notice(`TXGRACE${Date.now()}`), BANK_SECRET);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().data).toMatchObject({ outcome: "paid" });
      expect((await send(during, notice(`TXNEW${Date.now()}`), NEW_BANK_SECRET)).json().data).toMatchObject({ outcome: "exception", reason: "already-paid" });
    });
  },
  { config: { metricsToken: METRICS_TOKEN, garbageBankSecret: BANK_SECRET } },
);
