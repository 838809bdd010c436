/**
 * The embedded demo set-up (PGlite in a data folder) and what only a real folder shows: the data-folder
 * lock, demo seeding on first start, the kept token secret, serving the built portal with the SPA fallback,
 * and a real 500 carrying a request id that is also logged. Also, with PostgreSQL, that several instances
 * share one generated token secret.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_SECRET_FILE } from "../src/auth/secret";
import { DataFolderLockedError } from "../src/db/database";
import { LOCK_STALE_MS, lockDataFolder, type LockHolder } from "../src/db/data-folder-lock";
import { persons } from "../src/db/schema";
import { buildServer, type PxServer } from "../src/server";
import { backends, describeWithoutBackend } from "./support/backends";
import { basePath } from "./support/contract-check";
import { SOMCHAI } from "./support/harness";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function signIn(server: PxServer): Promise<string> {
  const res = await server.app.inject({ method: "POST", url: `${basePath}/v1/person/login`, payload: SOMCHAI });
  const token = res.headers["px-auth-token"];
  if (typeof token !== "string") throw new Error(`sign-in failed: ${res.body}`);
  return token;
}

describeWithoutBackend("embedded PGlite data folder", () => {
  const root = mkdtempSync(path.join(tmpdir(), "eoffice-api-"));
  const dataDir = path.join(root, "nested", "pglite");
  const portalDist = path.join(root, "dist");
  const logLines: string[] = [];
  let server: PxServer;

  beforeAll(async () => {
    mkdirSync(path.join(portalDist, "assets"), { recursive: true });
    writeFileSync(path.join(portalDist, "index.html"), '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>');
    writeFileSync(path.join(portalDist, "assets", "app-abc123.js"), "console.log('portal');\n".repeat(100));
    // The build's compressed copies (apps/portal/vite.config.ts `precompress`): told apart from on-the-fly output.
    writeFileSync(path.join(portalDist, "assets", "app-abc123.js.br"), brotliCompressSync("console.log('precompressed');\n"));
    writeFileSync(path.join(portalDist, "index.html.gz"), gzipSync('<!doctype html><html><body><div id="root"></div><p>precompressed</p></body></html>'));
    writeFileSync(path.join(portalDist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    server = await buildServer({
      config: { dataDir, portalDist, databaseUrl: undefined, tokenSecret: undefined },
      logger: { level: "error", stream: { write: (line: string) => void logLines.push(line) } },
    });
  });

  afterAll(async () => {
    await server?.app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("creates the folder with its parents and seeds the demo accounts on first start", async () => {
    expect(statSync(dataDir).isDirectory()).toBe(true);
    expect(server.database.kind).toBe("pglite");
    expect(server.database.label).toBe(`PGlite at ${dataDir}`);
    expect(await signIn(server)).toMatch(/^ey/);
  });

  it("generates the token secret once and keeps it in the data folder with mode 600", () => {
    expect(server.tokenSecretSource).toBe("file");
    expect(statSync(path.join(dataDir, TOKEN_SECRET_FILE)).mode & 0o777).toBe(0o600);
  });

  it("refuses a second server on the same folder, naming the folder and the running holder", async () => {
    const second = buildServer({ config: { dataDir, databaseUrl: undefined }, logger: false, servePortal: false });
    await expect(second).rejects.toBeInstanceOf(DataFolderLockedError);
    await expect(second).rejects.toThrow(`The data folder ${dataDir} is already in use by another pxapi_eoffice server on this machine (process ${process.pid}`);
  });

  it("a second server process on the same folder exits fast with code 1 and a clear message", { timeout: 90_000 }, () => {
    // spawnSync's timeout bounds "fast": a server that opened the folder instead would still be running. The bound is
    // generous because tsx compiles the server first, which takes long on a busy 2-core machine.
    const child = spawnSync(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir, PORT: "0", DATABASE_URL: "", LOG_LEVEL: "error" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(child.status).toBe(1);
    expect(child.stderr).toContain(`The data folder ${dataDir} is already in use by another pxapi_eoffice server on this machine (process ${process.pid}`);
  });

  it("serves the built portal: index for HTML navigations, long-cached hashed assets, 404 for missing files", async () => {
    const home = await server.app.inject({ method: "GET", url: "/", headers: { accept: "text/html" } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect(String(home.headers["content-security-policy"])).toContain("script-src 'self'");

    const deep = await server.app.inject({ method: "GET", url: "/apps/complaints/new?x=1", headers: { accept: "text/html,application/xhtml+xml" } });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers["content-type"]).toMatch(/^text\/html/);
    expect(deep.body).toContain('<div id="root">');

    const asset = await server.app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("max-age=31536000, immutable");
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(asset.rawPayload).toString()).toBe("console.log('portal');\n".repeat(100));

    // The build's brotli copy is sent as it is, with the original's type and caching; a client without brotli gets
    // the file compressed on the fly (above), one without any encoding the file itself.
    const precompressed = await server.app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip, br" } });
    expect(precompressed.headers["content-encoding"]).toBe("br");
    expect(precompressed.headers["content-type"]).toMatch(/^(?:text|application)\/javascript/);
    expect(precompressed.headers["cache-control"]).toBe("max-age=31536000, immutable");
    expect(brotliDecompressSync(precompressed.rawPayload).toString()).toBe("console.log('precompressed');\n");
    const identity = await server.app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "identity" } });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body).toBe("console.log('portal');\n".repeat(100));
    // The page is the build's index.html with the municipality's identity filled in at this request (tracker issue 38
    // item 1), never the build's compressed copy of it (which holds no identity); this small one goes uncompressed.
    const page = await server.app.inject({ method: "GET", url: "/apps/complaints", headers: { accept: "text/html", "accept-encoding": "gzip" } });
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("no-cache");
    const pageText = page.headers["content-encoding"] === "gzip" ? gunzipSync(page.rawPayload).toString() : page.body;
    expect(pageText).toContain('<div id="root">');
    expect(pageText).not.toContain("<p>precompressed</p>");

    const icon = await server.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("no-cache");

    const missing = await server.app.inject({ method: "GET", url: "/assets/missing-123.js", headers: { accept: "*/*" } });
    expect(missing.statusCode).toBe(404);
    // Only the build's files under their own names: not another spelling of one (which a case-insensitive disk would
    // find), nor a compressed copy at its own path.
    for (const url of ["/ASSETS/app-abc123.js", "/assets/APP-abc123.js", "/assets/app-abc123.js.br"]) {
      expect((await server.app.inject({ method: "GET", url, headers: { accept: "*/*" } })).statusCode, url).toBe(404);
    }

    const api = await server.app.inject({ method: "GET", url: `${basePath}/v1/unknown`, headers: { accept: "text/html" } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });

    const post = await server.app.inject({ method: "POST", url: "/apps/complaints", headers: { accept: "text/html" } });
    expect(post.statusCode).toBe(404);
  });

  it("a real server error answers 500 with a request id that the log also carries", async () => {
    const db = server.database.db;
    await db.execute(sql`alter table complaint_statuses rename to complaint_statuses_gone`);
    try {
      const res = await server.app.inject({ method: "GET", url: `${basePath}/v1/ComplaintStatus` });
      expect(res.statusCode).toBe(500);
      const body = res.json() as { success: boolean; message: string; requestId: string };
      expect(body.success).toBe(false);
      expect(body.message).not.toBe("");
      expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
      const logged = logLines.map((l) => JSON.parse(l) as { requestId?: string; level: number });
      expect(logged.some((l) => l.requestId === body.requestId && l.level >= 50)).toBe(true);
    } finally {
      await db.execute(sql`alter table complaint_statuses_gone rename to complaint_statuses`);
    }
  });

  it("after a restart on the same folder: data, sessions and secret are kept, demo data is not seeded twice", async () => {
    const token = await signIn(server);
    const [before] = await server.database.db.select({ n: count() }).from(persons);
    await server.app.close();
    server = await buildServer({ config: { dataDir, databaseUrl: undefined, tokenSecret: undefined }, logger: false, servePortal: false });
    const [after] = await server.database.db.select({ n: count() }).from(persons);
    expect(after?.n).toBe(before?.n);
    const me = await server.app.inject({ method: "GET", url: `${basePath}/v1/personProfile/-1`, headers: { "px-auth-token": token } });
    expect(me.statusCode).toBe(200);
  });
});

describeWithoutBackend("data-folder lock", () => {
  const root = mkdtempSync(path.join(tmpdir(), "eoffice-lock-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const bootId = (() => {
    try {
      return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    } catch {
      return undefined;
    }
  })();
  const folder = (name: string) => {
    const dir = path.join(root, name);
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  const writeLock = (dir: string, holder: Partial<LockHolder>, ageMs = 0) => {
    const file = `${dir}.lock`;
    writeFileSync(file, JSON.stringify({ pid: 1, hostname: hostname(), bootId, startedAt: "2026-01-01T00:00:00.000Z", nonce: "old", ...holder }));
    const at = new Date(Date.now() - ageMs);
    utimesSync(file, at, at);
  };
  /** The id of a process that has ended. */
  const deadPid = () => {
    const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    return Number(child.stdout);
  };
  const noCompromise = (err: Error) => {
    throw err;
  };

  it("takes over at once the lock of a server on this machine that is no longer running (a SIGKILL)", async () => {
    const dir = folder("dead");
    const pid = deadPid();
    writeLock(dir, { pid });
    const started = performance.now();
    const lock = await lockDataFolder(dir, noCompromise);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(lock.staleLock).toMatchObject({ pid, hostname: hostname(), reason: `process ${pid} is no longer running` });
    expect((JSON.parse(readFileSync(`${dir}.lock`, "utf8")) as LockHolder).pid).toBe(process.pid);
    await lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("a live holder in this process or another keeps the folder; the message names the folder, the process and the lock", async () => {
    const dir = folder("live");
    const lock = await lockDataFolder(dir, noCompromise);
    try {
      const second = lockDataFolder(dir, noCompromise);
      await expect(second).rejects.toBeInstanceOf(DataFolderLockedError);
      await expect(second).rejects.toThrow(
        `The data folder ${dir} is already in use by another pxapi_eoffice server on this machine (process ${process.pid}, running since`,
      );
      await expect(second).rejects.toThrow(`lock ${dir}.lock`);
    } finally {
      await lock.release();
    }
    // Released: the next one gets it without any take-over.
    const again = await lockDataFolder(dir, noCompromise);
    expect(again.staleLock).toBeUndefined();
    await again.release();
  });

  it("a fresh lock of a server on another host is respected and named; one not refreshed for 15 s is taken over", async () => {
    const dir = folder("remote");
    writeLock(dir, { pid: 4242, hostname: "other-host.example" }, 2_000);
    const refused = lockDataFolder(dir, noCompromise);
    await expect(refused).rejects.toThrow(`already in use by a pxapi_eoffice server on host other-host.example (process 4242), which refreshed its lock ${dir}.lock 2 s ago`);
    writeLock(dir, { pid: 4242, hostname: "other-host.example" }, LOCK_STALE_MS + 1_000);
    const lock = await lockDataFolder(dir, noCompromise);
    expect(lock.staleLock).toMatchObject({ pid: 4242, hostname: "other-host.example" });
    expect(lock.staleLock?.reason).toMatch(/not refreshed for 1[6-9] s/);
    await lock.release();
  });

  it("takes over the lock of a process of this host from before the machine restarted", async () => {
    const dir = folder("rebooted");
    writeLock(dir, { pid: process.pid === 1 ? 2 : 1, bootId: "another-boot" });
    const lock = await lockDataFolder(dir, noCompromise);
    expect(lock.staleLock?.reason).toBe("the machine restarted since");
    await lock.release();
  });

  it("an unidentifiable lock (an earlier version's lock folder) is respected while recent, then taken over", async () => {
    const dir = folder("legacy");
    mkdirSync(`${dir}.lock`);
    await expect(lockDataFolder(dir, noCompromise)).rejects.toThrow(`The data folder ${dir} is locked (${dir}.lock, written 0 s ago) by a process this server cannot identify`);
    const old = new Date(Date.now() - LOCK_STALE_MS - 1_000);
    utimesSync(`${dir}.lock`, old, old);
    const lock = await lockDataFolder(dir, noCompromise);
    expect(lock.staleLock?.reason).toMatch(/unidentified lock/);
    expect(statSync(`${dir}.lock`).isFile()).toBe(true);
    await lock.release();
  });
});

const postgres = backends().find((b) => b.name === "postgres");
if (postgres) {
  describe("PostgreSQL instances sharing one database [postgres]", () => {
    const servers: PxServer[] = [];
    afterAll(async () => {
      for (const s of servers) await s.app.close();
      await postgres.dispose();
    });

    it("generate one token secret in the database, so a token from one instance works on another", async () => {
      const target = await postgres.create();
      for (let i = 0; i < 2; i++) {
        servers.push(
          await buildServer({ database: target, seedDemo: true, logger: false, servePortal: false, config: { tokenSecret: undefined } }),
        );
      }
      const [a, b] = servers as [PxServer, PxServer];
      expect(a.tokenSecretSource).toBe("database");
      const token = await signIn(a);
      const me = await b.app.inject({ method: "GET", url: `${basePath}/v1/personProfile/-1`, headers: { "px-auth-token": token } });
      expect(me.statusCode).toBe(200);
      const out = await b.app.inject({ method: "GET", url: `${basePath}/v1/person/logout`, headers: { "px-auth-token": token } });
      expect(out.statusCode).toBe(200);
      const after = await a.app.inject({ method: "GET", url: `${basePath}/v1/personProfile/-1`, headers: { "px-auth-token": token } });
      expect(after.statusCode).toBe(401);
    });
  });
}
