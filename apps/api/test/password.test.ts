/**
 * Password check and change of the signed-in user, both realms (docs/spec/portal-spec.md section 7; contract tag `auth`,
 * POST /checkChangePassword and PUT /pw; issue 10 points 2 and 4): the rules, the one-time password flow of a
 * staff member, the other sessions ending, the audit entry without secrets, and throttling.
 */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LOGIN_MAX_FAILURES } from "../src/auth/throttle";
import { auditLog, persons, staffMembers } from "../src/db/schema";
import { describeBackends, newResident, uniqueAddress, type Harness } from "./support/harness";
import { insertStaffAccount } from "./support/staff-account";

const NEW_PASSWORD = "a-brand-new-password-2569";

/** A signed-in user of either realm with a known password. */
async function signedInUser(h: Harness, realm: "staff" | "person", options: { mustChangePassword?: boolean } = {}) {
  if (realm === "staff") {
    const staff = await insertStaffAccount(h.server.database.db, { prefix: "pwstaff", ...options });
    return { ...staff, token: await h.login("staff", { name: staff.name, password: staff.password }) };
  }
  const resident = await newResident(h, "pwres");
  return { personId: resident.personId, name: resident.name, password: "resident-password-1", token: resident.token };
}

async function passwordChanges(h: Harness, personId: number) {
  return h.server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.personId, personId), eq(auditLog.action, "password-change")))
    .orderBy(asc(auditLog.id));
}

const jsonOf = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? String(v) : v));

describeBackends("password change", (h) => {
  describe("a staff member with a one-time password", () => {
    it("is told so at sign-in, gets 403 on staff calls until PUT /pw, and is then allowed", async () => {
      const { db } = h().server.database;
      const staff = await insertStaffAccount(db, { prefix: "onetime", mustChangePassword: true });
      const login = await h().call("staffLogin", { body: { name: staff.name, password: staff.password } });
      expect(login.json.data).toMatchObject({ realm: "staff", mustChangePassword: true });
      const token = String(login.headers["px-auth-token"]);

      const blocked = await h().call("searchDocuments", { token, query: { query: "คำสั่ง" } });
      expect(blocked.status).toBe(403);
      expect(blocked.json.message).toBe("Please change your one-time password first.");
      expect(blocked.json.code).toBe("passwordChangeRequired");
      expect((await h().call("listShortcuts", { token })).status).toBe(403);
      // What the password page needs still works.
      expect((await h().call("getPersonProfile", { params: { id: -1 }, token })).status).toBe(200);
      const check = await h().call("checkChangePassword", { token, body: { password: staff.password } });
      expect(check.json.data).toEqual({ valid: true });

      const changed = await h().call("changePassword", {
        token,
        body: { username: staff.name, password: staff.password, newPassword: NEW_PASSWORD },
      });
      expect(changed.status).toBe(200);
      expect(changed.json).toEqual({ success: true, message: "" });

      expect((await h().call("searchDocuments", { token, query: { query: "คำสั่ง" } })).status).toBe(200);
      const [member] = await db.select().from(staffMembers).where(eq(staffMembers.personId, staff.personId));
      expect(member?.mustChangePassword).toBe(false);
      const again = await h().call("staffLogin", { body: { name: staff.name, password: NEW_PASSWORD } });
      expect(again.json.data).toMatchObject({ mustChangePassword: false });
      const old = await h().call("staffLogin", { body: { name: staff.name, password: staff.password } });
      expect(old.json.success).toBe(false);

      const entries = await passwordChanges(h(), staff.personId);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        entity: "staff-user",
        entityId: String(staff.personId),
        personName: staff.name,
        realm: "staff",
        changes: [],
      });
    });
  });

  describe.each(["person", "staff"] as const)("%s realm", (realm) => {
    it("changes the password, keeps this session, ends the other sessions and writes one audit entry without secrets", async () => {
      const user = await signedInUser(h(), realm);
      const credentials = { name: user.name, password: user.password };
      const other1 = await h().login(realm, credentials);
      const other2 = await h().login(realm, credentials);
      const res = await h().call("changePassword", {
        token: user.token,
        body: { username: user.name, password: user.password, newPassword: NEW_PASSWORD },
      });
      expect(res.status).toBe(200);
      const profile = (token: string) => h().call("getPersonProfile", { params: { id: -1 }, token });
      expect((await profile(user.token)).status).toBe(200);
      expect((await profile(other1)).status).toBe(401);
      expect((await profile(other2)).status).toBe(401);
      expect((await h().call(realm === "staff" ? "staffLogin" : "personLogin", { body: { name: user.name, password: NEW_PASSWORD } })).json.message).toBe("");

      const entries = await passwordChanges(h(), user.personId);
      expect(entries).toHaveLength(1);
      const entry = entries[0]!;
      expect(entry).toMatchObject({ action: "password-change", realm, personId: user.personId, personName: user.name });
      if (realm === "staff") expect(entry).toMatchObject({ entity: "staff-user", entityId: String(user.personId) });
      else expect(entry).toMatchObject({ entity: "session" });
      expect(entry.changes).toContainEqual({ field: "otherSessions", before: 2, after: 0 });
      const [row] = await h().server.database.db.select({ hash: persons.passwordHash }).from(persons).where(eq(persons.id, user.personId));
      const text = jsonOf(entry);
      for (const secret of [user.password, NEW_PASSWORD, row!.hash, "$argon2"]) expect(text).not.toContain(secret);
    });

    it("refuses a user name other than the signed-in one with 400 naming username", async () => {
      const user = await signedInUser(h(), realm);
      const res = await h().call("changePassword", {
        token: user.token,
        body: { username: "somebody-else", password: user.password, newPassword: NEW_PASSWORD },
      });
      expect(res.status).toBe(400);
      expect(res.json.errors?.[0]?.field).toBe("username");
      expect(res.json.message).toBe("The user name is not the one you are signed in with.");
    });

    it("refuses a wrong current password with 400 naming password, in English and Thai", async () => {
      const user = await signedInUser(h(), realm);
      const body = { username: user.name, password: "not-my-password-1", newPassword: NEW_PASSWORD };
      const en = await h().call("changePassword", { token: user.token, body });
      expect(en.status).toBe(400);
      expect(en.json.errors?.[0]?.field).toBe("password");
      expect(en.json.message).toBe("The current password is wrong.");
      const th = await h().call("changePassword", { token: user.token, body, headers: { "accept-language": "th-TH" } });
      expect(th.json.message).toBe("รหัสผ่านปัจจุบันไม่ถูกต้อง");
      expect(await passwordChanges(h(), user.personId)).toHaveLength(0);
    });

    it("refuses a new password equal to the user name, equal to the current one, or shorter than 8 with 400 naming newPassword", async () => {
      const user = await signedInUser(h(), realm);
      const attempt = (newPassword: string, language = "en") =>
        h().call("changePassword", {
          token: user.token,
          body: { username: user.name, password: user.password, newPassword },
          headers: { "accept-language": language },
        });
      const sameAsName = await attempt(user.name.toUpperCase());
      expect(sameAsName.status).toBe(400);
      expect(sameAsName.json.errors?.[0]?.field).toBe("newPassword");
      expect(sameAsName.json.message).toBe("The new password must not be your user name.");
      expect((await attempt(user.name, "th")).json.message).toBe("รหัสผ่านใหม่ต้องไม่เหมือนกับชื่อผู้ใช้");

      const unchanged = await attempt(user.password);
      expect(unchanged.status).toBe(400);
      expect(unchanged.json.errors?.[0]?.field).toBe("newPassword");
      expect(unchanged.json.message).toBe("The new password must be different from the current password.");
      expect((await attempt(user.password, "th")).json.message).toBe("รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน");

      const short = await attempt("short7c");
      expect(short.status).toBe(400);
      expect(short.json.errors?.[0]?.field).toBe("newPassword");

      // Nothing changed: the old password still signs in, and no entry was written.
      expect((await h().call(realm === "staff" ? "staffLogin" : "personLogin", { body: { name: user.name, password: user.password } })).json.message).toBe("");
      expect(await passwordChanges(h(), user.personId)).toHaveLength(0);
    });

    it("checkChangePassword tells a right password from a wrong one", async () => {
      const user = await signedInUser(h(), realm);
      expect((await h().call("checkChangePassword", { token: user.token, body: { password: user.password } })).json.data).toEqual({ valid: true });
      expect((await h().call("checkChangePassword", { token: user.token, body: { password: "guess-guess-1" } })).json.data).toEqual({ valid: false });
    });

    it(`throttles wrong passwords like sign-in: 429 with Retry-After after ${LOGIN_MAX_FAILURES} failures`, async () => {
      const user = await signedInUser(h(), realm);
      const remoteAddress = uniqueAddress();
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
        const res = await h().call("checkChangePassword", { token: user.token, body: { password: `guess-${i}-wrong` }, remoteAddress });
        expect(res.json.data).toEqual({ valid: false });
      }
      const blocked = await h().call("checkChangePassword", { token: user.token, body: { password: user.password }, remoteAddress });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      expect(blocked.json.message).toBe("Too many wrong passwords. Please wait 15 minutes and try again.");
      const change = await h().call("changePassword", {
        token: user.token,
        body: { username: user.name, password: user.password, newPassword: NEW_PASSWORD },
        remoteAddress,
      });
      expect(change.status).toBe(429);
      // The same counters as sign-in: that address cannot sign in as this user either.
      const signIn = await h().call(realm === "staff" ? "staffLogin" : "personLogin", { body: { name: user.name, password: user.password }, remoteAddress });
      expect(signIn.status).toBe(429);
    });
  });
});
