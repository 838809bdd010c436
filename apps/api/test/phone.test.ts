/**
 * A cheap phone on a weak network (tracker issue 40): lighter answers for static files (item 2) and the
 * `Idempotency-Key` that lets the portal's outbox send a complaint again without filing it twice (item 4;
 * `src/http/idempotency.ts`), kept with the filing in one transaction (item 3). One server, serving a small built portal
 * of its own.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { brotliCompressSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { complaints, idempotencyKeys } from "../src/db/schema";
import { DOCUMENT_ONLY_HEADERS } from "../src/http/web";
import { basePath } from "./support/contract-check";
import { describeBackends, newResident, type Harness } from "./support/harness";

const portalDist = mkdtempSync(path.join(tmpdir(), "eoffice-phone-"));
mkdirSync(path.join(portalDist, "assets"));
writeFileSync(path.join(portalDist, "index.html"), "<!doctype html><title>portal</title><div id=\"root\"></div>");
const script = "console.log('a chunk of the portal');\n".repeat(200);
writeFileSync(path.join(portalDist, "assets", "chunk-Ab12Cd34.js"), script);
writeFileSync(path.join(portalDist, "assets", "chunk-Ab12Cd34.js.br"), brotliCompressSync(script));
writeFileSync(path.join(portalDist, "sw.js"), "self.addEventListener('fetch', () => {});\n");

/**
 * What Node adds to every HTTP/1.1 answer after the headers the server sets (`inject` shows `date` and `connection`
 * but not `Keep-Alive`, so they are counted here as a real answer has them):
 * `Date: Sun, 29 Nov 2026 12:05:20 GMT\r\n` (37), `Connection: keep-alive\r\n` (24), `Keep-Alive: timeout=72\r\n` (24),
 * and the empty line (2).
 */
const NODE_HEADER_BYTES = 37 + 24 + 24 + 2;

/** The bytes of an answer's status line and headers as sent over HTTP/1.1. */
function headerBytes(headers: Record<string, unknown>): number {
  const lines = Object.entries(headers)
    .filter(([name]) => name !== "date" && name !== "connection")
    .map(([name, value]) => `${name}: ${String(value)}\r\n`);
  return "HTTP/1.1 200 OK\r\n".length + lines.join("").length + NODE_HEADER_BYTES;
}

async function complaintBody(h: Harness, detail: string) {
  const kinds = await h.call("listComplaintKinds", { query: { complaintTypeId: 1 } });
  const kind = (kinds.json.data as { id: number }[])[0]!;
  return { complaintTypeId: 1, complaintKindId: kind.id, detail, location: "Market road", phone: "081-234-5678" };
}

describeBackends(
  "a phone on a weak network",
  (h) => {
    it("sends a hashed script with about 300 bytes of headers and no document headers; pages and the worker keep them", async () => {
      const asset = await h().inject({ method: "GET", url: "/assets/chunk-Ab12Cd34.js", headers: { "accept-encoding": "br, gzip" } });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers["content-encoding"]).toBe("br");
      expect(asset.headers["x-content-type-options"]).toBe("nosniff");
      expect(asset.headers["cache-control"]).toBe("max-age=31536000, immutable");
      for (const name of [...DOCUMENT_ONLY_HEADERS, "x-request-id", "etag", "last-modified"]) expect(asset.headers[name], name).toBeUndefined();
      expect(headerBytes(asset.headers)).toBeLessThanOrEqual(300);

      const page = await h().inject({ method: "GET", url: "/e-service/main", headers: { accept: "text/html" } });
      expect(page.statusCode).toBe(200);
      expect(String(page.headers["content-security-policy"])).toContain("script-src 'self'");
      expect(page.headers["permissions-policy"]).toBeDefined();
      const worker = await h().inject({ method: "GET", url: "/sw.js" });
      expect(worker.statusCode).toBe(200);
      expect(String(worker.headers["content-security-policy"])).toContain("script-src 'self'");
      expect(worker.headers["cache-control"]).toBe("no-cache");
    });

    it("files a complaint once for one Idempotency-Key: the repeat answers the same, another body 422, a bad key 400", async () => {
      const resident = await newResident(h(), "idem");
      const body = await complaintBody(h(), `Pothole seen from the bus ${randomUUID()}`);
      const key = randomUUID();
      const send = (payload: unknown, idempotencyKey: string, token = resident.token) =>
        h().call("createComplaint", { token, query: { version: "1.1" }, body: payload, headers: { "idempotency-key": idempotencyKey } });

      const first = await send(body, key);
      expect(first.status).toBe(201);
      const again = await send(body, key);
      expect(again.status).toBe(201);
      expect(again.json).toEqual(first.json);
      const quoted = await send(body, `"${key}"`);
      expect(quoted.json).toEqual(first.json);
      const filed = await h()
        .server.database.db.select({ id: complaints.id })
        .from(complaints)
        .where(and(eq(complaints.personId, resident.personId), eq(complaints.detail, body.detail)));
      expect(filed).toHaveLength(1);

      const other = await send({ ...body, detail: `${body.detail} (changed)` }, key);
      expect(other.status).toBe(422);
      expect(other.json.success).toBe(false);

      const bad = await send(body, "a key with spaces");
      expect(bad.status).toBe(400);
      expect(bad.json.message).toMatch(/^Idempotency-Key:/);

      // Another resident's equal key is another key; without a key every request files a complaint.
      const neighbour = await newResident(h(), "idem");
      const theirs = await send(body, key, neighbour.token);
      expect(theirs.status).toBe(201);
      expect((theirs.json.data as { id: number }).id).not.toBe((first.json.data as { id: number }).id);
      const plain = await h().call("createComplaint", { token: resident.token, query: { version: "1.1" }, body });
      expect((plain.json.data as { id: number }).id).not.toBe((first.json.data as { id: number }).id);
    });

    it("answers two requests sent at once with one key with one case: the other waits (409) or repeats the answer", async () => {
      const resident = await newResident(h(), "idem");
      const body = await complaintBody(h(), `Flooded underpass ${randomUUID()}`);
      const headers = { "idempotency-key": randomUUID() };
      const answers = await Promise.all(
        [0, 1].map(() => h().call("createComplaint", { token: resident.token, query: { version: "1.1" }, body, headers })),
      );
      expect(answers.map((answer) => answer.status).sort()).toContainEqual(201);
      for (const answer of answers) expect([201, 409]).toContain(answer.status);
      const filed = await h()
        .server.database.db.select({ id: complaints.id })
        .from(complaints)
        .where(and(eq(complaints.personId, resident.personId), eq(complaints.detail, body.detail)));
      expect(filed).toHaveLength(1);
    });

    it("keeps a key and its complaint together: a crash while storing the key leaves neither, and the repeat files once", async () => {
      const resident = await newResident(h(), "idem");
      const body = await complaintBody(h(), `Fallen tree ${randomUUID()}`);
      const key = `crash-${randomUUID()}`;
      const { db } = h().server.database;
      // The crash: the database refuses this key's answer, as a server killed between the filing and its answer would.
      await db.execute(sql.raw(`CREATE FUNCTION refuse_key() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'crash while storing the key'; END $$`));
      await db.execute(sql.raw(`CREATE TRIGGER refuse_key BEFORE INSERT OR UPDATE ON idempotency_keys FOR EACH ROW
        WHEN (NEW.key = '${key}' AND NEW.status IS NOT NULL) EXECUTE FUNCTION refuse_key()`));
      const send = () => h().call("createComplaint", { token: resident.token, query: { version: "1.1" }, body, headers: { "idempotency-key": key } });
      const filedAndKept = async () => ({
        filed: (await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.detail, body.detail))).length,
        kept: (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).length,
      });
      try {
        const crashed = await h().inject({
          method: "POST",
          url: `${basePath}/v1/complainpeoplereq?version=1.1`,
          headers: { "px-auth-token": resident.token, "content-type": "application/json", "idempotency-key": key },
          payload: JSON.stringify(body),
        });
        expect(crashed.statusCode).toBe(500);
        expect(await filedAndKept()).toEqual({ filed: 0, kept: 0 });
      } finally {
        await db.execute(sql.raw("DROP TRIGGER refuse_key ON idempotency_keys"));
        await db.execute(sql.raw("DROP FUNCTION refuse_key()"));
      }
      const again = await send();
      expect(again.status).toBe(201);
      expect((await send()).json).toEqual(again.json);
      expect(await filedAndKept()).toEqual({ filed: 1, kept: 1 });
    });

    it("forgets the key of a refused request, so that the corrected request can use it", async () => {
      const resident = await newResident(h(), "idem");
      const key = randomUUID();
      const body = await complaintBody(h(), `Street light out ${randomUUID()}`);
      const refused = await h().call("createComplaint", {
        token: resident.token,
        query: { version: "1.1" },
        body: { ...body, fileIds: [randomUUID()] },
        headers: { "idempotency-key": key },
      });
      expect(refused.status).toBe(400);
      const filed = await h().call("createComplaint", { token: resident.token, query: { version: "1.1" }, body, headers: { "idempotency-key": key } });
      expect(filed.status).toBe(201);
    });
  },
  { servePortal: true, config: { portalDist } },
);
