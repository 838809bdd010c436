/**
 * Contract fuzzing (tracker issue 8, "Fast, robust and accessible"): every operation the contract lists is
 * called with requests generated from its own schemas (support/fuzz.ts: fast-check picks, json-schema-faker
 * fills in values with a seed from fast-check), valid and invalid, anonymous, with a forged token and signed in
 * as a resident and as staff, against the real server and database. It fails on any 500, any status the
 * operation does not document, any answer body that does not match the documented schema, a missing
 * security or caching header, a 429 without `Retry-After`, and an anonymous call to a secured operation that
 * is answered with anything but 401. Operations are discovered from the contract, so later operations are
 * fuzzed without new test code.
 *
 * Runtime: FUZZ_REQUESTS requests per backend (default 3,000: about 15 s a backend on 2 cores), spread over the operations.
 * Reproduce a run with FUZZ_SEED=<seed printed by the test>.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { expect, it } from "vitest";
import { TokenService } from "../src/auth/tokens";
import { persons, sessions } from "../src/db/schema";
import { PERMISSIONS_POLICY } from "../src/http/web";
import { basePath, operations } from "./support/contract-check";
import { answerProblems, requestsFor, type AuthMode, type FuzzRequest } from "./support/fuzz";
import { ADMIN, SOMCHAI, TEST_TOKEN_SECRET, describeBackends, type Harness } from "./support/harness";

const REQUESTS_PER_BACKEND = Number(process.env.FUZZ_REQUESTS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** A built portal stand-in, so that the static-file handler and the SPA fallback are in the way as in production. */
const portalDist = mkdtempSync(path.join(tmpdir(), "eoffice-fuzz-portal-"));
writeFileSync(path.join(portalDist, "index.html"), "<!doctype html><title>portal</title>");

const tokens = new TokenService(new TextEncoder().encode(TEST_TOKEN_SECRET), 3600);

/** The ids of the demo accounts of each server, found by name on the first call (a fuzzed account closure renames one). */
const demoIds = new WeakMap<Harness, Map<string, number>>();

/** A fresh session of a demo account (so that a fuzzed sign-out never ends the sessions of other calls). */
async function mint(h: Harness, realm: "staff" | "person"): Promise<string> {
  const { db } = h.server.database;
  const name = realm === "staff" ? ADMIN.name : SOMCHAI.name;
  const ids = demoIds.get(h) ?? new Map<string, number>();
  demoIds.set(h, ids);
  if (!ids.has(name)) {
    const [found] = await db.select({ id: persons.id }).from(persons).where(eq(persons.name, name));
    if (!found) throw new Error("demo account missing");
    ids.set(name, found.id);
  }
  const person = { id: ids.get(name)! };
  const sessionId = randomUUID();
  const now = Date.now();
  const { token, expiresAt } = await tokens.issue({ personId: person.id, realm, sessionId }, now);
  await db.insert(sessions).values({ id: sessionId, personId: person.id, realm, createdAt: new Date(now), expiresAt });
  return token;
}

async function tokenFor(h: Harness, auth: AuthMode): Promise<string | undefined> {
  if (auth === "none") return undefined;
  if (auth === "garbage") return "eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.";
  return mint(h, auth);
}

describeBackends("contract fuzzing", (h) => {
  it("documents the shared error statuses on every operation", () => {
    for (const op of operations) {
      // 429 only on the operations that limit (`x-rate-limit`, tracker issue 36 item 7); 503 (overload) on all.
      const wanted = ["400", "413", "415", "431", "503", ...(op.rateLimits ? ["429"] : []), ...(op.requiresAuth ? ["401"] : [])];
      for (const status of wanted) expect(Object.keys(op.responses), `${op.operationId} documents ${status}`).toContain(status);
    }
  });

  it(
    "every operation: no 500, only documented statuses, answers matching their schemas",
    async () => {
      const runs = Math.max(5, Math.floor(REQUESTS_PER_BACKEND / operations.length));
      const failures = new Map<string, string>();
      const statuses = new Map<number, number>();
      let sent = 0;
      const started = Date.now();
      for (const [index, op] of operations.entries()) {
        await fc.assert(
          fc.asyncProperty(requestsFor(op, basePath), async (request: FuzzRequest) => {
            const token = await tokenFor(h(), request.auth);
            const res = await h().inject({
              method: request.method as "GET",
              url: request.url,
              headers: { ...request.headers, ...(token ? { "px-auth-token": token } : {}) },
              payload: request.payload,
              remoteAddress: request.remoteAddress,
            });
            sent += 1;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            for (const problem of answerProblems(op, request, { status: res.statusCode, headers: res.headers, body: res.body })) {
              const key = `${op.operationId}: ${problem}`;
              if (!failures.has(key)) {
                failures.set(key, `${request.method} ${request.url.slice(0, 120)} [${request.variant}; auth ${request.auth}] -> ${res.statusCode} ${res.body.slice(0, 160)}`);
              }
            }
          }),
          { numRuns: runs, seed: SEED + index },
        );
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const histogram = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`).join(" ");
      console.log(
        `contract fuzzing [${h().backend}]: ${sent} requests over ${operations.length} operations in ${seconds} s ` +
          `(seed ${SEED}); statuses ${histogram}; ${failures.size} distinct problems`,
      );
      const report = [...failures.entries()].slice(0, 40).map(([key, example]) => `${key}\n    e.g. ${example}`);
      expect(report, `problems (reproduce with FUZZ_SEED=${SEED})`).toEqual([]);
    },
    // A limit against a hang, not a speed check: on 2 cores shared with the end-to-end tests (scripts/test.mjs runs
    // them side by side) 3,000 requests over the 100-odd operations have taken over 3 minutes.
    600_000,
  );

  it("headers over 16 KiB answer 431 with the error envelope and the security headers (real HTTP)", async () => {
    const app = h().server.app;
    if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, path: `${basePath}/health`, headers: { "x-filler": "x".repeat(20 * 1024) } },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, message: "headers: are too large (at most 16 KiB)" });
    expect(answer.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(answer.headers["content-security-policy"])).toContain("default-src 'self'");
  });
}, { servePortal: true, config: { portalDist } });
