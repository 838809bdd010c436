/**
 * The compiled server as an operator runs it (tracker issue 38 item 3; docs/operations.md; `compiledServer`,
 * support/compiled-server.ts):
 *
 * - Backup and restore (embedded database): records written through the API, `--backup FILE` (refused while a server
 *   holds the data folder), `--restore FILE` into a new folder (refused into one that is not empty), and the server
 *   started on the restored folder finds every complaint, file and payment, and the session of before the backup.
 * - Upgrade: the database of release v0.1.0 (`test/fixtures/releases/`, made by `support/release-fixture.ts`) opened by
 *   the current server: every migration applied, the release's records read through the API.
 * - Started as the systemd unit starts it (`deploy/eoffice.service`: its settings file `deploy/eoffice.env.example`,
 *   nothing else in the environment): liveness, readiness and `/metrics` over HTTP; nginx with the example
 *   configuration (`deploy/nginx/eoffice.conf`, checked by `nginx -t`) in front, passing a 10 MB upload over TLS; then
 *   SIGTERM during an upload: no new connection is taken, the upload completes, the access log has its line, exit 0.
 *
 * Docker cannot run on the test machines (no engine): the container image and compose file are not exercised here.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync, crc32 } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { and, asc, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsHash, openDatabase, type Database, type DatabaseTarget } from "../src/db/database";
import { complaints, emailTemplates, files, garbagePayments, serverSettings } from "../src/db/schema";
import { buildServer, type PxServer } from "../src/server";
import { backends, describeWithoutBackend, pgliteTemplate, type Backend } from "./support/backends";
import { compiledServer } from "./support/compiled-server";
import { basePath } from "./support/contract-check";
import { dropDatabase } from "./support/drop-database";
import { SOMCHAI } from "./support/harness";
import { multipart } from "./support/multipart";
import { callOperation, fillOperatorData, readOperatorData, type OperatorData } from "./support/operator-data";
import { RELEASES_FOLDER } from "./support/release-fixture";
import { startNginxProxy } from "../../../scripts/nginx-proxy";
import { freePort } from "../../../scripts/free-port";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = path.resolve(apiDir, "../..");
const METRICS_TOKEN = "deployment-test-metrics-token-0123456789";
/** The upload limit (`UPLOAD_MAX_BYTES` default): 10 MB. */
const TEN_MB = 10 * 1024 * 1024;

/** The compiled server's entry (`main.mjs`, support/compiled-server.ts). */
let mainFile = "";
const root = mkdtempSync(path.join(tmpdir(), "eoffice-deployment-"));

beforeAll(async () => {
  mainFile = await compiledServer();
}, 120_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Runs the compiled server with `args` (a command such as `--backup`) to its end. */
function runCommand(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [mainFile, ...args], { cwd: apiDir, env: { ...process.env, LOG_LEVEL: "warn", ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every complaint, file (by its bytes) and payment of a database, for comparing two of them. */
async function records(database: Database) {
  const db = database.db;
  return {
    complaints: await db.select({ id: complaints.id, no: complaints.complaintNo, detail: complaints.detail, status: complaints.statusId }).from(complaints).orderBy(asc(complaints.id)),
    files: (await db.select({ id: files.id, content: files.content }).from(files).orderBy(asc(files.id))).map((file) => ({
      id: file.id,
      sha256: createHash("sha256").update(file.content).digest("hex"),
    })),
    payments: await db
      .select({ id: garbagePayments.id, no: garbagePayments.paymentNo, state: garbagePayments.state, receipt: garbagePayments.receiptNo })
      .from(garbagePayments)
      .orderBy(asc(garbagePayments.id)),
  };
}

/** The server of a test, on `target`, with the secrets it finds in its data folder (none configured). */
function serverOn(target: DatabaseTarget, config: Parameters<typeof buildServer>[0] = {}): Promise<PxServer> {
  return buildServer({ database: target, seedDemo: false, logger: false, servePortal: false, mail: false, ...config, config: { tokenSecret: undefined, garbageBankSecret: undefined, ...config.config } });
}

/** The embedded backend (backends.ts's, which the api-postgres project leaves out). */
function pgliteBackend(): Backend {
  return { name: "pglite", create: async () => ({ kind: "pglite", loadDataDir: await pgliteTemplate() }), dispose: async () => undefined };
}

/** The fixtures of the releases: `<version>.sql.gz` and what it holds. */
function releases(): { version: string; sql: string; data: OperatorData }[] {
  return ["v0.1.0"].map((version) => ({
    version,
    sql: gunzipSync(readFileSync(path.join(RELEASES_FOLDER, `${version}.sql.gz`))).toString("utf8"),
    data: JSON.parse(readFileSync(path.join(RELEASES_FOLDER, `${version}.json`), "utf8")) as OperatorData,
  }));
}

// The embedded database's: once, in the api project (PGlite's), not in api-postgres.
describeWithoutBackend("backup and restore of the embedded database", () => {
  it("--backup and --restore into a new folder: the server started on it finds every complaint, file and payment, and the sessions", { timeout: 240_000 }, async () => {
    const pglite = pgliteBackend();
    const original = path.join(root, "original");
    const template = await pglite.create();
    if (template.kind !== "pglite") throw new Error("expected PGlite");
    await (await openDatabase({ kind: "pglite", dataDir: original, loadDataDir: template.loadDataDir })).close();

    // Records through the API, with the secrets the server generates into the data folder.
    const first = await serverOn({ kind: "pglite", dataDir: original });
    const bankSecret = Buffer.from(readFileSync(path.join(original, "garbage-bank-secret"), "utf8").trim(), "base64url");
    const data = await fillOperatorData(first, bankSecret, `backup-${Date.now().toString(36)}`);
    const session = String((await callOperation(first, "personLogin", { body: SOMCHAI })).headers["px-auth-token"]);
    const before = await records(first.database);
    const file = path.join(root, "backups", "eoffice.backup");
    const refused = await runCommand(["--backup", file], { DATA_DIR: original, DATABASE_URL: "" });
    expect(refused.code, "a running server holds the folder").toBe(1);
    expect(refused.stderr).toMatch(/^pxapi_eoffice could not back up: .*(in use|running|held)/m);
    await first.app.close();

    const backup = await runCommand(["--backup", file], { DATA_DIR: original, DATABASE_URL: "" });
    expect(backup.code, backup.stderr).toBe(0);
    expect(statSync(file).mode & 0o777, "readable by its owner only: it holds the secrets").toBe(0o600);
    expect(backup.stdout).toMatch(/^backed up .* into .*eoffice\.backup/);

    const notEmpty = await runCommand(["--restore", file], { DATA_DIR: original, DATABASE_URL: "" });
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.stderr).toContain("is not empty");
    const restored = path.join(root, "restored");
    const restore = await runCommand(["--restore", file], { DATA_DIR: restored, DATABASE_URL: "" });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`${before.complaints.length} cases, ${before.files.length} files`);
    for (const secret of ["token-secret", "garbage-bank-secret"]) {
      expect(readFileSync(path.join(restored, secret), "utf8"), secret).toBe(readFileSync(path.join(original, secret), "utf8"));
    }

    const second = await serverOn({ kind: "pglite", dataDir: restored });
    try {
      expect(await records(second.database)).toEqual(before);
      await readOperatorData(second, data);
      const user = await second.app.inject({ method: "GET", url: `${basePath}/common/user`, headers: { "px-auth-token": session } });
      expect(user.statusCode, "a session of before the backup goes on").toBe(200);
    } finally {
      await second.app.close();
    }
  });
});

for (const backend of backends()) {
  describe(`deployment [${backend.name}]`, () => {
    afterAll(async () => {
      await backend.dispose();
    });

    for (const release of releases()) {
      it(`upgrades a database of release ${release.version}: every migration applied, its records read through the API`, { timeout: 120_000 }, async () => {
        let target: DatabaseTarget;
        let drop = async () => undefined;
        if (backend.name === "pglite") {
          const old = new PGlite({ extensions: { pg_trgm, btree_gist } });
          await old.exec(release.sql);
          target = { kind: "pglite", loadDataDir: await old.dumpDataDir("none") };
          await old.close();
        } else {
          const adminUrl = process.env.TEST_DATABASE_URL!;
          const name = `eoffice_upgrade_${Date.now().toString(36)}`;
          const admin = new pg.Client({ connectionString: adminUrl });
          await admin.connect();
          await admin.query(`CREATE DATABASE "${name}"`);
          const url = new URL(adminUrl);
          url.pathname = `/${name}`;
          const client = new pg.Client({ connectionString: url.toString() });
          await client.connect();
          await client.query(release.sql);
          await client.end();
          target = { kind: "postgres", url: url.toString() };
          drop = async () => {
            await dropDatabase(admin, name);
            await admin.end();
          };
        }
        const server = await serverOn(target, { config: { garbageBankSecret: undefined } });
        try {
          const journal = JSON.parse(readFileSync(path.join(apiDir, "drizzle", "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
          const applied = await server.database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
          const rows = (Array.isArray(applied) ? applied : (applied as { rows: { n: number }[] }).rows) as { n: number }[];
          expect(rows[0]!.n, "every migration of this server").toBe(journal.entries.length);
          const [recorded] = await server.database.db.select().from(serverSettings).where(eq(serverSettings.key, "start:migrations"));
          expect(recorded?.value).toBe(migrationsHash());
          await readOperatorData(server, release.data);
          // Stock texts the release seeded are moved to the current ones (migration 0017, tracker issue 43).
          const [request] = await server.database.db
            .select({ body: emailTemplates.body })
            .from(emailTemplates)
            .where(and(eq(emailTemplates.code, "request-status-changed"), eq(emailTemplates.language, "th")));
          expect(request?.body).toContain("ขอแสดงความนับถือ\nสำนักปลัดเทศบาล {{municipality}}");
        } finally {
          await server.app.close();
          await drop();
        }
      });
    }

    // As the systemd unit runs it: against PostgreSQL (deploy/eoffice.env.example), so in the api-postgres project.
    if (backend.name !== "postgres") return;
    it("starts as the systemd unit starts it; nginx passes a 10 MB upload; SIGTERM lets an upload in flight finish and exits 0", { timeout: 240_000 }, async () => {
      const port = await freePort();
      const database = await backend.create();
      if (database.kind !== "postgres") throw new Error("expected PostgreSQL");
      const overrides: Record<string, string> = { PORT: String(port), HOST: "127.0.0.1", METRICS_TOKEN, DATABASE_URL: database.url };
      // The unit's environment: its settings file and nothing else (systemd passes no login environment).
      const settings = Object.fromEntries(
        readFileSync(path.join(repoRoot, "deploy", "eoffice.env.example"), "utf8")
          .split("\n")
          .filter((line) => /^[A-Z_]+=/.test(line))
          .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
      );
      const child = spawn(process.execPath, [mainFile], { cwd: repoRoot, env: { PATH: process.env.PATH ?? "", ...settings, ...overrides } });
      const server = watch(child);
      let nginx: ChildProcess | undefined;
      try {
        await server.answering(`http://127.0.0.1:${port}${basePath}/health`);
        expect((await fetch(`http://127.0.0.1:${port}${basePath}/ready`)).status).toBe(200);
        const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
        expect(await metrics.text()).toContain('eoffice_http_request_duration_seconds_count{operation="getReadiness",method="GET",status_code="200"} 1');
        const login = await fetch(`http://127.0.0.1:${port}${basePath}/v1/person/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(SOMCHAI) });
        const token = login.headers.get("px-auth-token")!;

        // nginx with the example configuration in front: a file of exactly the upload limit passes it over TLS.
        const proxy = await startNginxProxy(port, path.join(root, `nginx-${port}`));
        nginx = proxy.child;
        const upload = multipart([{ name: "file", filename: "ten-megabytes.png", type: "image/png", data: pngOfSize(TEN_MB) }]);
        const proxied = await request(`https://127.0.0.1:${proxy.port}${basePath}/v1/ESFile`, { ...upload.headers, "px-auth-token": token }, [upload.payload]);
        expect(proxied.status, proxied.body).toBe(201);
        expect(proxied.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

        // SIGTERM while an upload is half sent: the server takes no new connection, finishes the upload, exits 0.
        const slow = multipart([{ name: "file", filename: "slow.png", type: "image/png", data: pngOfSize(256 * 1024) }]);
        const half = slow.payload.length >> 1;
        let sendRest: () => void = () => undefined;
        const rest = new Promise<void>((resolve) => (sendRest = resolve));
        const answer = request(`http://127.0.0.1:${port}${basePath}/v1/ESFile`, { ...slow.headers, "px-auth-token": token }, [slow.payload.subarray(0, half), rest.then(() => slow.payload.subarray(half))]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        child.kill("SIGTERM");
        await server.logged("SIGTERM received");
        await expect(fetch(`http://127.0.0.1:${port}${basePath}/health`), "no new connection").rejects.toThrow();
        sendRest();
        const finished = await answer;
        expect(finished.status, finished.body).toBe(201);
        expect(await server.exited, server.output()).toBe(0);
        const line = server.output().split("\n").find((each) => each.includes(String(finished.headers["x-request-id"])) && each.includes("request completed"));
        expect(JSON.parse(line ?? "{}"), "the access-log line of the upload").toMatchObject({ operation: "uploadFile", statusCode: 201, method: "POST" });
      } finally {
        child.kill("SIGKILL");
        nginx?.kill("SIGTERM");
        await server.exited;
      }
    });
  });
}

/** Follows a child server's output and exit. */
function watch(child: ChildProcess) {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const until = async (done: () => Promise<boolean>, what: string) => {
    for (const started = Date.now(); !(await done()); ) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before ${what}:\n${output}`);
      if (Date.now() - started > 60_000) throw new Error(`no ${what} within 60 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return {
    exited,
    output: () => output,
    answering: (url: string) => until(() => fetch(url).then((res) => res.ok, () => false), `an answer from ${url}`),
    logged: (text: string) => until(async () => output.includes(text), `"${text}" in the log`),
  };
}

/** A request whose body parts are sent as they resolve (over TLS to a self-signed certificate for https). */
function request(url: string, headers: Record<string, string>, parts: (Buffer | Promise<Buffer>)[]): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === "https:" ? https.request : http.request;
    const options: https.RequestOptions = { method: "POST", headers, rejectUnauthorized: false };
    const req = send(target, options, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on("error", reject);
    void (async () => {
      for (const part of parts) req.write(await part);
      req.end();
    })().catch(reject);
  });
}

/** A valid 1 x 1 PNG of exactly `size` bytes: an ancillary chunk that decoders skip fills it. */
function pngOfSize(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = chunk("IHDR", Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]));
  const idat = chunk("IDAT", Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01]));
  const iend = chunk("IEND", Buffer.alloc(0));
  const fixed = signature.length + ihdr.length + idat.length + iend.length + 12;
  return Buffer.concat([signature, ihdr, chunk("fiLl", Buffer.alloc(size - fixed, 0x61)), idat, iend]);
}

