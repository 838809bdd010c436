/**
 * Sign-in, tokens, sign-out, realms and sign-up (docs/spec/portal-spec.md sections 4, 5, 6, 7; contract tag `auth`).
 */
import { SignJWT, decodeJwt } from "jose";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { persons } from "../src/db/schema";
import { LOGIN_MAX_FAILURES } from "../src/auth/throttle";
import { ADMIN, SOMCHAI, TEST_TOKEN_SECRET, citizenIdFrom, describeBackends, newResident, uniqueName } from "./support/harness";

const secret = new TextEncoder().encode(TEST_TOKEN_SECRET);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describeBackends("auth", (h) => {
  describe("sign-in", () => {
    it("person sign-in succeeds with an empty message, the token in the px-auth-token header and a LoginSession", async () => {
      const res = await h().call("personLogin", { body: SOMCHAI });
      expect(res.status).toBe(200);
      expect(res.json.message).toBe("");
      expect(res.json.success).toBe(true);
      expect(typeof res.headers["px-auth-token"]).toBe("string");
      expect(res.json.data).toMatchObject({ realm: "person" });
      const claims = decodeJwt(String(res.headers["px-auth-token"]));
      expect(claims).toMatchObject({ realm: "person", sub: String((res.json.data as { personId: number }).personId) });
      expect(typeof claims.sid).toBe("string");
      // Short-lived (15 minutes); the portal renews it with refreshToken (issue 15 item 6).
      expect(claims.exp! - claims.iat!).toBe(15 * 60);
    });

    it("staff sign-in succeeds the same way with realm staff", async () => {
      const res = await h().call("staffLogin", { body: ADMIN, query: { version: "1.0" } });
      expect(res.status).toBe(200);
      expect(res.json.message).toBe("");
      expect(typeof res.headers["px-auth-token"]).toBe("string");
      expect(res.json.data).toMatchObject({ realm: "staff" });
    });

    it("a wrong password is refused with 200, a message and no token, in both realms", async () => {
      for (const [op, account] of [
        ["personLogin", SOMCHAI],
        ["staffLogin", ADMIN],
      ] as const) {
        const res = await h().call(op, { body: { name: account.name, password: "wrong-password" } });
        expect(res.status).toBe(200);
        expect(res.json.message).toBe("Invalid user name or password.");
        expect(res.json.success).toBe(false);
        expect(res.headers["px-auth-token"]).toBeUndefined();
      }
    });

    it("an account of the other realm is refused (staff cannot use the person sign-in and vice versa)", async () => {
      const asPerson = await h().call("personLogin", { body: ADMIN });
      expect(asPerson.json.message).not.toBe("");
      expect(asPerson.headers["px-auth-token"]).toBeUndefined();
      const asStaff = await h().call("staffLogin", { body: SOMCHAI });
      expect(asStaff.json.message).not.toBe("");
      expect(asStaff.headers["px-auth-token"]).toBeUndefined();
    });

    it("the refusal is in Thai when the request prefers Thai", async () => {
      const res = await h().call("personLogin", {
        body: { name: "nobody-here", password: "whatever" },
        headers: { "accept-language": "th-TH,th;q=0.9,en;q=0.5" },
      });
      expect(res.json.message).toBe("ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง");
    });

    it(`throttles a user name from one address with 429 after ${LOGIN_MAX_FAILURES} failures, even with the right password`, async () => {
      const { name } = await newResident(h(), "throttle");
      const password = "resident-password-1";
      const stranger = "192.0.2.66";
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
        const res = await h().call("personLogin", { body: { name, password: "wrong-password" }, remoteAddress: stranger });
        expect(res.status).toBe(200);
      }
      const blocked = await h().call("personLogin", { body: { name, password }, remoteAddress: stranger });
      expect(blocked.status).toBe(429);
      expect(blocked.json.message).toMatch(/Too many failed sign-in attempts/);
      expect(blocked.headers["px-auth-token"]).toBeUndefined();
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      // The owner from another address still signs in; another user name is not affected.
      const owner = await h().call("personLogin", { body: { name, password }, remoteAddress: "198.51.100.20" });
      expect(owner.headers["px-auth-token"]).toBeDefined();
      expect((await h().call("personLogin", { body: SOMCHAI, remoteAddress: stranger })).headers["px-auth-token"]).toBeDefined();
    });
  });

  describe("tokens", () => {
    const profileWith = (token: string) => h().call("getPersonProfile", { params: { id: -1 }, token });

    it("a valid token reads the signed-in profile (id -1) in both realms", async () => {
      const person = await profileWith(await h().login("person", SOMCHAI));
      expect(person.status).toBe(200);
      expect(person.json.data).toMatchObject({ realm: "person", name: "นาย สมชาย ใจดี", email: "somchai@example.org" });
      const staff = await profileWith(await h().login("staff", ADMIN));
      expect(staff.status).toBe(200);
      expect(staff.json.data).toMatchObject({ realm: "staff", name: "นางสาว วิไล ศรีสุข", email: "admin@example.org" });
    });

    it("no token answers 401", async () => {
      const res = await h().call("getPersonProfile", { params: { id: -1 } });
      expect(res.status).toBe(401);
    });

    it("a token with alg none answers 401", async () => {
      const token = await h().login("person", SOMCHAI);
      const payload = decodeJwt(token);
      const forged = `${b64({ alg: "none", typ: "JWT" })}.${b64(payload)}.`;
      expect((await profileWith(forged)).status).toBe(401);
    });

    it("a tampered token (payload changed, signature kept) answers 401", async () => {
      const token = await h().login("person", SOMCHAI);
      const [header, , signature] = token.split(".");
      const payload = { ...decodeJwt(token), sub: "2" };
      expect((await profileWith(`${header}.${b64(payload)}.${signature}`)).status).toBe(401);
    });

    it("a token signed with another secret answers 401", async () => {
      const token = await h().login("person", SOMCHAI);
      const claims = decodeJwt(token);
      const other = await new SignJWT({ realm: claims.realm, sid: claims.sid })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(claims.sub))
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode("another-secret-another-secret-another-secret"));
      expect((await profileWith(other)).status).toBe(401);
    });

    it("an expired token of a live session answers 401", async () => {
      const token = await h().login("person", SOMCHAI);
      const claims = decodeJwt(token);
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({ realm: claims.realm, sid: claims.sid })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(claims.sub))
        .setIssuedAt(now - 7200)
        .setExpirationTime(now - 60)
        .sign(secret);
      expect((await profileWith(expired)).status).toBe(401);
    });

    it("sign-out revokes the presented token (either realm); the token then answers 401 and other sessions live on", async () => {
      for (const [realm, account] of [
        ["person", SOMCHAI],
        ["staff", ADMIN],
      ] as const) {
        const token = await h().login(realm, account);
        const other = await h().login(realm, account);
        const out = await h().call("logout", { token });
        expect(out.status).toBe(200);
        expect(out.json.success).toBe(true);
        expect((await profileWith(token)).status).toBe(401);
        expect((await h().call("logout", { token })).status).toBe(401);
        expect((await profileWith(other)).status).toBe(200);
      }
    });

    it("sign-out without a token answers 401", async () => {
      expect((await h().call("logout")).status).toBe(401);
    });
  });

  describe("realms and profiles", () => {
    it("a staff token on person-only calls answers 403", async () => {
      const token = await h().login("staff", ADMIN);
      const filed = await h().call("createComplaint", {
        token,
        body: { complaintTypeId: 1, complaintKindId: 1, detail: "Staff should not file this", location: "Town hall", phone: "081-234-5678" },
      });
      expect(filed.status).toBe(403);
      expect((await h().call("cancelComplaint", { token, params: { id: 1 } })).status).toBe(403);
      expect((await h().call("deleteComplaint", { token, params: { id: 1 } })).status).toBe(403);
    });

    it("a person reading another person's profile gets 404; the administrator reads a resident's with cases", async () => {
      const personToken = await h().login("person", SOMCHAI);
      const staffToken = await h().login("staff", ADMIN);
      const admin = await h().call("getPersonProfile", { params: { id: -1 }, token: staffToken });
      const adminId = (admin.json.data as { personId: number }).personId;
      const me = await h().call("getPersonProfile", { params: { id: -1 }, token: personToken });
      const myId = (me.json.data as { personId: number }).personId;
      expect((await h().call("getPersonProfile", { params: { id: adminId }, token: personToken })).status).toBe(404);
      expect((await h().call("getPersonProfile", { params: { id: myId }, token: personToken })).status).toBe(200);
      const read = await h().call("getPersonProfile", { params: { id: myId }, token: staffToken });
      expect(read.status).toBe(200);
      expect(read.json.data).toMatchObject({ personId: myId, realm: "person" });
      expect((await h().call("getPersonProfile", { params: { id: 999999 }, token: staffToken })).status).toBe(404);
    });
  });

  describe("sign-up", () => {
    it("checkPersonDup, createPublicPerson, createPublicPersonProfile, then sign-in", async () => {
      const name = uniqueName("signup");
      const email = `${name}@Example.org`;
      const citizenId = citizenIdFrom("310010012345");
      const before = await h().call("checkPersonDup", { body: { name, email, citizenId } });
      expect(before.status).toBe(200);
      expect(before.json.data).toEqual({ duplicate: false, fields: [] });

      const created = await h().call("createPublicPerson", { body: { name, password: "a-good-password", email, citizenId } });
      expect(created.status).toBe(201);
      const person = created.json.data as { id: number; name: string; email: string; realm: string; completionToken: string };
      expect(person).toMatchObject({ name, email: email.toLowerCase(), realm: "person" });

      const after = await h().call("checkPersonDup", { body: { name, email: email.toUpperCase(), citizenId } });
      expect(after.json.data).toEqual({ duplicate: true, fields: ["name", "email", "citizenId"] });
      const onlyEmail = await h().call("checkPersonDup", { body: { email: "nobody-else@example.org", name } });
      expect(onlyEmail.json.data).toEqual({ duplicate: true, fields: ["name"] });

      // No profile yet: sign-in is refused with a message (200, no token).
      const early = await h().call("personLogin", { body: { name, password: "a-good-password" } });
      expect(early.json.message).not.toBe("");
      expect(early.headers["px-auth-token"]).toBeUndefined();

      const profile = await h().call("createPublicPersonProfile", {
        params: { personId: person.id },
        body: {
          person: { id: person.id },
          completionToken: person.completionToken,
          title: "นางสาว",
          firstname: "มาลี",
          lastname: "ดีใจ",
          phone: "089-111-2222",
        },
      });
      expect(profile.status).toBe(201);
      expect(profile.json.data).toMatchObject({ personId: person.id, name: "นางสาว มาลี ดีใจ", status: "online", phone: "089-111-2222" });

      const again = await h().call("createPublicPersonProfile", {
        params: { personId: person.id },
        body: { person: { id: person.id }, completionToken: person.completionToken, title: "Ms", firstname: "Malee", lastname: "Deejai" },
      });
      expect(again.status).toBe(409);

      const token = await h().login("person", { name, password: "a-good-password" });
      const me = await h().call("getPersonProfile", { params: { id: -1 }, token });
      expect(me.json.data).toMatchObject({ personId: person.id, firstname: "มาลี" });
    });

    it("createPublicPerson answers 409 for a taken user name, e-mail or citizen id", async () => {
      const dupName = await h().call("createPublicPerson", {
        body: { name: "somchai", password: "a-good-password", email: `${uniqueName("x")}@example.org` },
      });
      expect(dupName.status).toBe(409);
      expect(dupName.json.errors).toEqual([{ field: "name", message: "is already registered" }]);
      const dupEmail = await h().call("createPublicPerson", {
        body: { name: uniqueName("y"), password: "a-good-password", email: "SOMCHAI@example.org" },
      });
      expect(dupEmail.status).toBe(409);
      expect(dupEmail.json.errors).toEqual([{ field: "email", message: "is already registered" }]);
    });

    it("rejects a citizen id with a wrong check digit (400 naming the field)", async () => {
      const good = citizenIdFrom("110170023070");
      const bad = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`;
      const res = await h().call("createPublicPerson", {
        body: { name: uniqueName("cid"), password: "a-good-password", email: `${uniqueName("cid")}@example.org`, citizenId: bad },
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("citizenId: has an invalid check digit");
    });

    it("createPublicPersonProfile: 404 for an unknown person or a staff account, 400 when person.id differs from the path", async () => {
      const unknown = await h().call("createPublicPersonProfile", {
        params: { personId: 999999 },
        body: { person: { id: 999999 }, completionToken: "x", title: "Mr", firstname: "No", lastname: "Body" },
      });
      expect(unknown.status).toBe(404);
      const mismatch = await h().call("createPublicPersonProfile", {
        params: { personId: 5 },
        body: { person: { id: 6 }, completionToken: "x", title: "Mr", firstname: "No", lastname: "Body" },
      });
      expect(mismatch.status).toBe(400);
      expect(mismatch.json.message).toBe("person.id: must equal the personId in the path");
    });

    it("stores passwords as argon2id hashes, never in plain text", async () => {
      const name = uniqueName("hash");
      const password = "plain-text-should-not-appear";
      await h().call("createPublicPerson", { body: { name, password, email: `${name}@example.org` } });
      const [row] = await h().server.database.db.select().from(persons).where(eq(persons.name, name));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.passwordHash).not.toContain(password);
      const [demo] = await h().server.database.db.select().from(persons).where(eq(persons.name, "somchai"));
      expect(demo?.passwordHash).toMatch(/^\$argon2id\$/);
    });
  });
});
