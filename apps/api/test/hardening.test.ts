/**
 * Robustness rules of tracker issue 8 ("Fast, robust and accessible"), each a regression test of a finding:
 * authentication before validation; canonical path ids; the sign-up completion proof; links that stay on
 * the site; `Cache-Control` and `Permissions-Policy` headers; throttling per account and address (with an
 * overall per-account ceiling, `Retry-After`, and no race under a parallel burst); storable date-times and
 * user names that grow when lower-cased.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LOGIN_MAX_DELAY_MS, LOGIN_MAX_FAILURES, THROTTLE_RULES, accountKey, hit } from "../src/auth/throttle";
import { tooManyRequests } from "../src/lib/errors";
import { TokenService } from "../src/auth/tokens";
import { throttleCounters } from "../src/db/schema";
import { PERMISSIONS_POLICY } from "../src/http/web";
import { basePath, operations } from "./support/contract-check";
import {
  ADMIN,
  SOMCHAI,
  TEST_TOKEN_SECRET,
  citizenIdFrom,
  describeBackends,
  newResident,
  uniqueAddress,
  uniqueName,
  type Answer,
} from "./support/harness";

const TURKISH_I = "\u0130";

function expectBadField(res: Answer, field: string): void {
  expect(res.status, JSON.stringify(res.json)).toBe(400);
  expect(res.json.message?.startsWith(`${field}:`), res.json.message).toBe(true);
  expect(res.json.errors?.map((e) => e.field)).toContain(field);
}

describeBackends("hardening", (h) => {
  describe("authentication before validation", () => {
    it("every operation that needs a token answers 401 to an anonymous or forged call, whatever its body", async () => {
      const secured = operations.filter((op) => op.requiresAuth);
      expect(secured.length).toBeGreaterThan(10);
      for (const op of secured) {
        const params = Object.fromEntries(op.parameters.filter((p) => p.in === "path").map((p) => [p.name, "not-an-id"]));
        for (const token of [undefined, "forged.token.value"]) {
          const bad = await h().call(op.operationId, { params, token, body: { unexpected: [1, 2, 3] } });
          expect(bad.status, `${op.operationId} with an invalid body`).toBe(401);
          expect(bad.json.errors, `${op.operationId} leaks field errors`).toBeUndefined();
          const notJson = await h().call(op.operationId, { params, token, payload: "a=b", headers: { "content-type": "text/plain" } });
          expect(notJson.status, `${op.operationId} with a text body`).toBe(401);
        }
      }
    });

    it("a signed-in caller then gets the 400 naming the field", async () => {
      const token = await h().login("person", SOMCHAI);
      expectBadField(await h().call("createShortcut", { token, body: { shortcut: { label: "x" } } }), "shortcut.icon");
    });
  });

  describe("path ids are canonical decimal integers", () => {
    it("0x10, +1, 01, 1e2, spaces, 1.0 and out-of-range ids answer 400 naming the parameter and change nothing", async () => {
      const resident = await newResident(h(), "pathid");
      const created = await h().call("createComplaint", {
        token: resident.token,
        body: { complaintTypeId: 1, complaintKindId: 1, detail: "Street light is out again", location: "Soi 9", phone: "081-234-5678" },
      });
      expect(created.status).toBe(201);
      const id = (created.json.data as { id: number }).id;
      for (const odd of [`0x${id.toString(16)}`, `+${id}`, `0${id}`, `${id}.0`, ` ${id}`, `${id} `, `${id}e0`, "-0", "2147483648", "9".repeat(5000)]) {
        const res = await h().call("cancelComplaint", { token: resident.token, params: { id: odd } });
        expectBadField(res, "id");
      }
      const search = await h().call("searchComplaints", { token: resident.token, body: {} });
      expect((search.json.data as { id: number; status: { code: string } }[]).find((c) => c.id === id)?.status.code).toBe("received");
      expect((await h().call("cancelComplaint", { token: resident.token, params: { id } })).status).toBe(200);
    });

    it("personProfile: +1 and 01 answer 400; -1 (the signed-in user) and canonical ids still work", async () => {
      const staff = await h().login("staff", ADMIN);
      for (const odd of ["+1", "01", "0x1", "-01", "1e0", "9".repeat(5000)]) {
        expectBadField(await h().call("getPersonProfile", { token: staff, params: { id: odd } }), "id");
      }
      const me = await h().call("getPersonProfile", { token: staff, params: { id: -1 } });
      expect(me.status).toBe(200);
      const personId = (me.json.data as { personId: number }).personId;
      expect((await h().call("getPersonProfile", { token: staff, params: { id: String(personId) } })).status).toBe(200);
    });

    it("a 5,000-digit id reaches the operation (401 when anonymous), not the not-found handler", async () => {
      const res = await h().inject({ method: "GET", url: `${basePath}/v1/personProfile/${"9".repeat(5000)}` });
      expect(res.statusCode).toBe(401);
    });
  });

  describe("sign-up step 2 needs the proof from step 1", () => {
    const profileBody = (personId: number, completionToken: string) => ({
      person: { id: personId },
      completionToken,
      title: "Ms",
      firstname: "Proof",
      lastname: "Test",
    });
    const create = async () => {
      const name = uniqueName("proof");
      const res = await h().call("createPublicPerson", {
        body: { name, password: "a-good-password", email: `${name}@example.org` },
        remoteAddress: uniqueAddress(),
      });
      expect(res.status).toBe(201);
      return res.json.data as { id: number; completionToken: string; completionExpiresAt: string };
    };

    it("a stranger cannot complete someone else's account; unknown ids and wrong proofs get the same answer", async () => {
      const victim = await create();
      const other = await create();
      expect(Date.parse(victim.completionExpiresAt)).toBeGreaterThan(Date.now());
      const missing = await h().call("createPublicPersonProfile", {
        params: { personId: victim.id },
        body: { person: { id: victim.id }, title: "Mr", firstname: "Evil", lastname: "Stranger" },
      });
      expectBadField(missing, "completionToken");
      const wrong = await h().call("createPublicPersonProfile", { params: { personId: victim.id }, body: profileBody(victim.id, "guess") });
      const borrowed = await h().call("createPublicPersonProfile", {
        params: { personId: victim.id },
        body: profileBody(victim.id, other.completionToken),
      });
      const expired = await new TokenService(new TextEncoder().encode(TEST_TOKEN_SECRET), 3600).issueCompletion(
        victim.id,
        Date.now() - 31 * 60 * 1000,
      );
      const late = await h().call("createPublicPersonProfile", { params: { personId: victim.id }, body: profileBody(victim.id, expired.token) });
      const session = await h().login("person", SOMCHAI);
      const asSession = await h().call("createPublicPersonProfile", { params: { personId: victim.id }, body: profileBody(victim.id, session) });
      const unknown = await h().call("createPublicPersonProfile", { params: { personId: 2147483000 }, body: profileBody(2147483000, "guess") });
      for (const res of [wrong, borrowed, late, asSession, unknown]) {
        expect(res.status).toBe(404);
        expect(res.json).toEqual(unknown.json);
      }
      const owner = await h().call("createPublicPersonProfile", { params: { personId: victim.id }, body: profileBody(victim.id, victim.completionToken) });
      expect(owner.status).toBe(201);
      const again = await h().call("createPublicPersonProfile", { params: { personId: victim.id }, body: profileBody(victim.id, victim.completionToken) });
      expect(again.status).toBe(409);
    });

    it("a completion token is not a session token", async () => {
      const account = await create();
      const res = await h().call("getPersonProfile", { params: { id: -1 }, token: account.completionToken });
      expect(res.status).toBe(401);
    });
  });

  describe("links stay on the site", () => {
    const refused = ["/\\example.invalid/x", "//evil.example", "/\\\\evil", "javascript:alert(1)", "JavaScript:alert(1)", "/a\\b", "/a\u0001b", "/a\u007fb", "data:text/html,x", "http:/\\evil", " /x"];

    it("shortcuts, messages and notifications refuse them (400 naming the field); site paths and http(s) URLs pass", async () => {
      const token = await h().login("person", SOMCHAI);
      for (const link of refused) {
        expectBadField(await h().call("createShortcut", { token, body: { shortcut: { label: "L", icon: "home", link, useRouter: true } } }), "shortcut.link");
        expectBadField(await h().call("createMessage", { token, body: { message: { title: "L", link } } }), "message.link");
        expectBadField(await h().call("createNotification", { token, body: { notification: { title: "L", link } } }), "notification.link");
        expectBadField(await h().call("updateShortcut", { token, body: { id: randomUUID(), shortcut: { link } } }), "shortcut.link");
        expectBadField(await h().call("createMessage", { token, body: { message: { title: "L", image: link } } }), "message.image");
      }
      for (const link of ["/", "/e-service/main/complaints?tab=2#top", "https://www.example.go.th/x", "http://example.org"]) {
        const res = await h().call("createShortcut", { token, body: { shortcut: { label: "L", icon: "home", link, useRouter: false } } });
        expect(res.status, link).toBe(201);
      }
    });
  });

  describe("headers", () => {
    it("Cache-Control: no-store on personal answers (signed-in calls, sign-in, sign-up), errors included", async () => {
      const token = await h().login("person", SOMCHAI);
      const answers = [
        await h().call("getPersonProfile", { token, params: { id: -1 } }),
        await h().call("getPersonProfile", { params: { id: -1 } }),
        await h().call("listMessages", { token }),
        await h().call("personLogin", { body: SOMCHAI }),
        await h().call("staffLogin", { body: { name: "x" } }),
        await h().call("checkPersonDup", { body: { name: "somchai" }, remoteAddress: uniqueAddress() }),
      ];
      for (const res of answers) expect(res.headers["cache-control"]).toBe("no-store");
    });

    it("Permissions-Policy on every answer: success, errors, unknown paths, undecodable addresses", async () => {
      const answers = [
        await h().inject({ method: "GET", url: `${basePath}/health` }),
        await h().inject({ method: "POST", url: `${basePath}/login`, payload: "{", headers: { "content-type": "application/json" } }),
        await h().inject({ method: "GET", url: `${basePath}/v1/nothing-here` }),
        await h().inject({ method: "GET", url: `${basePath}/v1/personProfile/%E0%A4%A` }),
        await h().inject({ method: "GET", url: "/some/page", headers: { accept: "text/html" } }),
      ];
      for (const res of answers) expect(res.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
      expect(PERMISSIONS_POLICY).toContain("camera=()");
      expect(PERMISSIONS_POLICY).toContain("microphone=()");
      expect(PERMISSIONS_POLICY).toContain("geolocation=(self)");
    });
  });

  describe("throttling", () => {
    it("a parallel burst of 100 wrong passwords evaluates at most the limit, in both realms; every 429 has Retry-After", async () => {
      for (const [operationId, name] of [
        ["personLogin", SOMCHAI.name],
        ["staffLogin", ADMIN.name],
      ] as const) {
        const stranger = uniqueAddress();
        const answers = await Promise.all(
          Array.from({ length: 100 }, () => h().call(operationId, { body: { name, password: "burst-guess" }, remoteAddress: stranger })),
        );
        const evaluated = answers.filter((a) => a.status === 200).length;
        const throttled = answers.filter((a) => a.status === 429);
        console.log(`throttle burst [${h().backend}] ${operationId}: 100 parallel attempts, ${evaluated} evaluated, ${throttled.length} answered 429`);
        expect(evaluated).toBe(LOGIN_MAX_FAILURES);
        expect(throttled.length).toBe(100 - LOGIN_MAX_FAILURES);
        for (const res of throttled) {
          expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
          expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
          expect(res.json.success).toBe(false);
        }
        // The owner, from another address, still signs in while the stranger is throttled.
        const owner = await h().call(operationId, { body: operationId === "personLogin" ? SOMCHAI : ADMIN, remoteAddress: uniqueAddress() });
        expect(owner.headers["px-auth-token"], `${operationId} owner`).toBeDefined();
        const strangerAgain = await h().call(operationId, { body: operationId === "personLogin" ? SOMCHAI : ADMIN, remoteAddress: stranger });
        expect(strangerAgain.status).toBe(429);
      }
    });

    it("Retry-After is never longer than the window, even when a parallel request that read the clock later started it", async () => {
      const rule = THROTTLE_RULES.loginPair;
      const key = `window-${randomUUID()}`;
      const now = Date.now();
      // The later clock reading reaches the database first and starts the window; the earlier one counts second.
      await hit(h().server.database.db, rule, key, now + 700);
      const second = await hit(h().server.database.db, rule, key, now);
      expect(second.hits).toBe(2);
      expect(second.retryAfterMs).toBe(rule.windowMs);
      expect(tooManyRequests("x", second.retryAfterMs).headers?.["retry-after"]).toBe(String(rule.windowMs / 1000));
    });

    it("past 100 failures of an account from all addresses, unknown devices get one attempt per 15 minutes (NIST SP 800-63B); the owner's device is not locked", async () => {
      const { name } = await newResident(h(), "ceiling");
      const password = "resident-password-1";
      const own = await h().call("personLogin", { body: { name, password }, remoteAddress: uniqueAddress() });
      const cookie = String(own.headers["set-cookie"]).split(";")[0]!;
      await h()
        .server.database.db.insert(throttleCounters)
        .values({ scope: THROTTLE_RULES.loginAccount.scope, key: accountKey("person", name), hits: 0, expiresAt: new Date() })
        .onConflictDoUpdate({
          target: [throttleCounters.scope, throttleCounters.key],
          set: { hits: 100, expiresAt: new Date(Date.now() + 600_000) },
        });
      // One unknown device's attempt is evaluated and starts the longest wait; the next one is told to wait.
      const first = await h().call("personLogin", { body: { name, password: "a-guess" }, remoteAddress: uniqueAddress() });
      expect(first.status).toBe(200);
      const res = await h().call("personLogin", { body: { name, password }, remoteAddress: uniqueAddress() });
      expect(res.status).toBe(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(LOGIN_MAX_DELAY_MS / 1000 - 60);
      expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(LOGIN_MAX_DELAY_MS / 1000);
      const owner = await h().call("personLogin", { body: { name, password }, headers: { cookie }, remoteAddress: uniqueAddress() });
      expect(owner.headers["px-auth-token"]).toBeDefined();
    });

    it("checkPersonDup and createPublicPerson are throttled per client address", async () => {
      const quota = (operationId: string) => operations.find((op) => op.operationId === operationId)!.rateLimits![0]!.quota;
      const personDup = { limit: quota("checkPersonDup") };
      const signUp = { limit: quota("createPublicPerson") };
      const prober = uniqueAddress();
      const probes: number[] = [];
      for (let i = 0; i < personDup.limit + 5; i++) {
        probes.push((await h().call("checkPersonDup", { body: { name: `probe${i}` }, remoteAddress: prober })).status);
      }
      expect(probes.filter((s) => s === 200)).toHaveLength(personDup.limit);
      const blocked = await h().call("checkPersonDup", { body: { name: "probe" }, remoteAddress: prober });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      expect((await h().call("checkPersonDup", { body: { name: "probe" }, remoteAddress: uniqueAddress() })).status).toBe(200);

      const good = citizenIdFrom("110170023070");
      const badCitizenId = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`;
      const signUps: number[] = [];
      for (let i = 0; i < signUp.limit + 2; i++) {
        const name = uniqueName("flood");
        const body = { name, password: "a-good-password", email: `${name}@example.org`, citizenId: badCitizenId };
        signUps.push((await h().call("createPublicPerson", { body, remoteAddress: prober })).status);
      }
      expect(signUps.slice(signUp.limit)).toEqual([429, 429]);
    });
  });

  describe("storable values", () => {
    it("a leap second or year 0 in a message or notification time answers 400 naming the field", async () => {
      // A resident of its own: the throttling tests above leave somchai's unknown devices waiting (sign-in backoff).
      const { token } = await newResident(h(), "leap");
      for (const time of ["2016-12-31T23:59:60Z", "0000-01-01T00:00:00Z", "0001-01-01T00:00:00+01:00", "9999-12-31T23:59:59-01:00"]) {
        expectBadField(await h().call("createMessage", { token, body: { message: { title: "T", time } } }), "message.time");
        expectBadField(await h().call("createNotification", { token, body: { notification: { title: "T", time } } }), "notification.time");
        expectBadField(await h().call("updateMessage", { token, body: { id: randomUUID(), message: { time } } }), "message.time");
      }
      const ok = await h().call("createMessage", { token, body: { message: { title: "T", time: "0001-01-01T00:00:00Z" } } });
      expect(ok.status).toBe(201);
    });

    it(`a user name of 51 or more ${TURKISH_I} (longer than 100 when lower-cased) is refused at both sign-ins, not a 500`, async () => {
      for (const operationId of ["personLogin", "staffLogin"]) {
        for (const n of [51, 100]) {
          const res = await h().call(operationId, { body: { name: TURKISH_I.repeat(n), password: "x" }, remoteAddress: uniqueAddress() });
          expect(res.status).toBe(200);
          expect(res.json.success).toBe(false);
        }
      }
    });
  });
});

const portalDist = mkdtempSync(path.join(tmpdir(), "eoffice-portal-"));
writeFileSync(path.join(portalDist, "index.html"), "<!doctype html><title>portal</title>");
writeFileSync(path.join(portalDist, "robots.txt"), "User-agent: *\n");

describeBackends(
  "hardening: static files",
  (h) => {
    it("pages and the SPA fallback carry Permissions-Policy, other static files not (a document's header, tracker issue 40 item 2); a 5,000-digit profile id still reaches the API", async () => {
      for (const url of ["/robots.txt", "/", "/e-service/main"]) {
        const res = await h().inject({ method: "GET", url, headers: { accept: "text/html" } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers["permissions-policy"], url).toBe(url === "/robots.txt" ? undefined : PERMISSIONS_POLICY);
      }
      const token = await h().login("staff", ADMIN);
      const res = await h().inject({
        method: "GET",
        url: `${basePath}/v1/personProfile/${"9".repeat(5000)}`,
        headers: { "px-auth-token": token },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect((res.json() as { message: string }).message.startsWith("id:")).toBe(true);
    });
  },
  { servePortal: true, config: { portalDist } },
);
