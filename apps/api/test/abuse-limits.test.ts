/**
 * Abuse limits that cannot be turned against the owner, and overload answered in bounded time (tracker issue 36
 * items 7 and 9): failed sign-ins from many addresses never lock the owner's own device (its signed cookie), and
 * unknown devices wait longer after each failure; a stranger's "forgot password" requests do not block the owner's
 * reset from their device; wrong result checks from many addresses do not block the case's owner; repeatable writes
 * have quotas with `RateLimit-Policy`/`RateLimit` headers; a request that cannot get the database within the bound
 * answers 503 with `Retry-After`.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEVICE_COOKIE } from "../src/auth/device";
import { LOGIN_MAX_FAILURES, LOGIN_SLOW_AFTER } from "../src/auth/throttle";
import { outbox, persons } from "../src/db/schema";
import { fileCase } from "./support/cases";
import { operations } from "./support/contract-check";
import { describeBackends, newResident, uniqueAddress, type Harness } from "./support/harness";

const PASSWORD = "resident-password-1";

/** The servers' time: the tests move it forward instead of waiting. */
let shiftMs = 0;
const clock = () => Date.now() + shiftMs;

/** Signs in as a resident and returns the device cookie (`name=value`) the answer sets. */
async function deviceCookie(h: Harness, name: string, remoteAddress = uniqueAddress()): Promise<string> {
  const res = await h.call("personLogin", { body: { name, password: PASSWORD }, remoteAddress });
  expect(res.headers["px-auth-token"]).toBeDefined();
  const header = String(res.headers["set-cookie"] ?? "");
  expect(header).toContain(`${DEVICE_COOKIE}=`);
  return header.split(";")[0]!;
}

describeBackends(
  "abuse limits",
  (h) => {
    describe("sign-in", () => {
      it("101 failures from 11 addresses: the owner's device still signs in; unknown devices wait 1, 2, 4, 8 s", async () => {
        const { name } = await newResident(h(), "siege");
        const cookie = await deviceCookie(h(), name);
        const waits: number[] = [];
        let failures = 0;
        for (let a = 0; a < 11; a++) {
          const address = uniqueAddress();
          for (let i = 0; i < LOGIN_MAX_FAILURES && failures < 101; i++) {
            const res = await h().call("personLogin", { body: { name, password: "guess" }, remoteAddress: address });
            if (res.status === 200) failures += 1;
            else {
              expect(res.status).toBe(429);
              const wait = Number(res.headers["retry-after"]);
              expect(wait).toBeGreaterThan(0);
              if (waits.length < 4) {
                waits.push(wait);
                shiftMs += wait * 1000; // wait as told; the next failure doubles the wait
              }
              failures += 1; // an attempt all the same
            }
          }
        }
        expect(waits).toEqual([1, 2, 4, 8]);
        // The owner's device signs in, from any address, with the right password.
        const owner = await h().call("personLogin", { body: { name, password: PASSWORD }, headers: { cookie }, remoteAddress: uniqueAddress() });
        expect(owner.headers["px-auth-token"], owner.json.message).toBeDefined();
        // An unknown device is told to wait, even with the right password; a forged cookie is an unknown device.
        const forged = `${cookie.slice(0, -4)}AAAA`;
        for (const headers of [{}, { cookie: forged }] as Record<string, string>[]) {
          const stranger = await h().call("personLogin", { body: { name, password: PASSWORD }, headers, remoteAddress: uniqueAddress() });
          expect(stranger.status).toBe(429);
          expect(Number(stranger.headers["retry-after"])).toBeGreaterThan(0);
        }
      });

      it("the owner's device keeps its own limit: 10 failures from it, then 429", async () => {
        const { name } = await newResident(h(), "ownlimit");
        const cookie = await deviceCookie(h(), name);
        for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
          const res = await h().call("personLogin", { body: { name, password: "typo" }, headers: { cookie }, remoteAddress: uniqueAddress() });
          expect(res.status).toBe(200);
        }
        const blocked = await h().call("personLogin", { body: { name, password: PASSWORD }, headers: { cookie }, remoteAddress: uniqueAddress() });
        expect(blocked.status).toBe(429);
        expect(LOGIN_SLOW_AFTER).toBeGreaterThan(0);
      });

      it("the device cookie is signed, HttpOnly, SameSite=Lax, and Secure behind HTTPS", async () => {
        const { name } = await newResident(h(), "cookie");
        const plain = await h().call("personLogin", { body: { name, password: PASSWORD }, remoteAddress: uniqueAddress() });
        const attributes = String(plain.headers["set-cookie"]).split(";").map((s) => s.trim());
        expect(attributes).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/"]));
        expect(attributes).not.toContain("Secure");
        expect(attributes[0]).not.toContain(name);
        const https = await h().call("personLogin", {
          body: { name, password: PASSWORD },
          headers: { "x-forwarded-proto": "https" },
          remoteAddress: uniqueAddress(),
        });
        expect(String(https.headers["set-cookie"]).split(";").map((s) => s.trim())).toContain("Secure");
      });
    });

    describe("forgot password", () => {
      it("a stranger's 5 requests do not block the owner's reset from their device", async () => {
        const { name, personId } = await newResident(h(), "noblock");
        const cookie = await deviceCookie(h(), name);
        for (let i = 0; i < 5; i++) expect((await h().call("forgotPassword", { body: { login: name }, remoteAddress: uniqueAddress() })).status).toBe(200);
        expect((await h().call("forgotPassword", { body: { login: name }, remoteAddress: uniqueAddress() })).status).toBe(429);
        const [person] = await h().server.database.db.select({ email: persons.email }).from(persons).where(eq(persons.id, personId));
        const mails = async () =>
          (await h().server.database.db
            .select({ id: outbox.id })
            .from(outbox)
            .where(and(eq(outbox.toAddress, person!.email!), eq(outbox.template, "password-reset-link")))
            .orderBy(desc(outbox.id))).length;
        const before = await mails();
        const owner = await h().call("forgotPassword", { body: { login: name }, headers: { cookie }, remoteAddress: uniqueAddress() });
        expect(owner.status).toBe(200);
        expect(await mails()).toBe(before + 1);
      });
    });

    describe("check result", () => {
      it("wrong pairs from 11 addresses do not block the case's owner", async () => {
        const resident = await newResident(h(), "checked");
        const filed = await fileCase(h(), resident.token);
        for (let a = 0; a < 11; a++) {
          const address = uniqueAddress();
          expect((await h().call("checkResult", { body: { reference: filed.complaintNo, idLast4: String(1000 + a) }, remoteAddress: address })).status).toBe(404);
        }
        const owner = await h().call("checkResult", { body: { reference: filed.complaintNo, phone: "0812345678" }, remoteAddress: uniqueAddress() });
        expect(owner.status, owner.json.message).toBe(200);
      });
    });

    describe("quotas", () => {
      it("the contract lists 429 exactly on the operations with x-rate-limit, and 503 on every operation", () => {
        const limited = operations.filter((op) => op.rateLimits).map((op) => op.operationId);
        expect(limited).toEqual(expect.arrayContaining(["createComplaint", "createComplaintNote", "reportWhistleblowing", "createPublicPerson", "checkResult", "forgotPassword", "createMessage"]));
        for (const op of operations) {
          expect("429" in op.responses, `${op.operationId} lists 429 iff it has x-rate-limit`).toBe(op.rateLimits !== undefined);
          expect(Object.keys(op.responses), op.operationId).toContain("503");
        }
      });

      it("complaints: 20 an hour per account, with RateLimit headers on every answer, then 429 with Retry-After", async () => {
        const resident = await newResident(h(), "filer");
        const policy = operations.find((op) => op.operationId === "createComplaint")!.rateLimits!.find((p) => p.per === "account")!;
        for (let i = 1; i <= policy.quota; i++) {
          const res = await h().call("createComplaint", { token: resident.token, body: {} });
          expect(res.status).toBe(400);
          expect(String(res.headers["ratelimit-policy"])).toContain(`"${policy.name}";q=${policy.quota};w=${policy.window}`);
          expect(String(res.headers.ratelimit)).toMatch(new RegExp(`"${policy.name}";r=${policy.quota - i};t=[0-9]+`));
        }
        const blocked = await h().call("createComplaint", { token: resident.token, body: {} });
        expect(blocked.status).toBe(429);
        expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
        expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(policy.window);
        expect(String(blocked.headers.ratelimit)).toContain(`"${policy.name}";r=0;`);
        // Another resident files as before; an operation without quota sends no RateLimit headers.
        const other = await newResident(h(), "filer");
        expect((await h().call("createComplaint", { token: other.token, body: {} })).status).toBe(400);
        expect((await h().call("getPrivacyNotice", {})).headers["ratelimit-policy"]).toBeUndefined();
      });
    });
  },
  { clock, config: { trustProxy: true } },
);

// The embedded database only: its one connection is the queue this bound is written for. PostgreSQL's bound is pg's own
// connectionTimeoutMillis (the same setting), which at 300 ms also bounded the test server's own start-up connections:
// on a busy machine its start failed ("connection timeout") with nothing under test.
if (process.env.API_TEST_BACKEND === "pglite") describeBackends(
  "overload",
  (h) => {
    it("a request that cannot get the database within DB_WAIT_TIMEOUT_MS answers 503 with Retry-After", async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held = h().server.database.db.transaction(async () => {
        await released;
      });
      // Released after 5 s at the latest: without the bound the request would then be served (200).
      const fallback = setTimeout(release, 5000);
      try {
        const res = await h().call("listComplaintStatuses", {});
        expect(res.status).toBe(503);
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      } finally {
        clearTimeout(fallback);
        release();
        await held;
      }
      expect((await h().call("listComplaintStatuses", {})).status).toBe(200);
    });
  },
  { config: { dbWaitTimeoutMs: 300 } },
);
