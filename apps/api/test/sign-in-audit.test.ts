/**
 * Sign-in auditing (issue 10 point 4): every evaluated sign-in of both realms, success or failure, and every
 * sign-out writes exactly one audit entry (entity `session`) with who, when, client address and request id;
 * a deactivated staff account cannot sign in, and only the right password learns that it is deactivated.
 */
import { asc, eq, or } from "drizzle-orm";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { auditLog, staffMembers } from "../src/db/schema";
import { SOMCHAI, describeBackends, newResident, uniqueAddress, uniqueName, type Harness } from "./support/harness";
import { insertStaffAccount } from "./support/staff-account";

/** Audit entries that name `personId` or `name`, oldest first. */
async function entriesOf(h: Harness, who: { personId?: number; name: string }) {
  const { db } = h.server.database;
  return db
    .select()
    .from(auditLog)
    .where(who.personId === undefined ? eq(auditLog.personName, who.name) : or(eq(auditLog.personId, who.personId), eq(auditLog.personName, who.name)))
    .orderBy(asc(auditLog.id));
}

const operationOf = { staff: "staffLogin", person: "personLogin" } as const;

describeBackends("sign-in audit", (h) => {
  describe.each(["person", "staff"] as const)("%s realm", (realm) => {
    async function account() {
      if (realm === "staff") return insertStaffAccount(h().server.database.db, { prefix: "auditstaff" });
      const resident = await newResident(h(), "auditres");
      return { personId: resident.personId, name: resident.name, password: "resident-password-1" };
    }

    it("a successful sign-in writes one `sign-in` entry naming the new session, the person, address and request", async () => {
      const user = await account();
      const before = await entriesOf(h(), user);
      const remoteAddress = uniqueAddress();
      const res = await h().call(operationOf[realm], { body: { name: user.name, password: user.password }, remoteAddress });
      expect(res.json.message).toBe("");
      const sid = decodeJwt(String(res.headers["px-auth-token"])).sid;
      const added = (await entriesOf(h(), user)).slice(before.length);
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({
        action: "sign-in",
        entity: "session",
        entityId: sid,
        personId: user.personId,
        personName: user.name,
        realm,
        clientIp: remoteAddress,
        changes: [],
      });
      expect(added[0]!.requestId).not.toBe("");
      expect(Math.abs(added[0]!.at.getTime() - Date.now())).toBeLessThan(60 * 60 * 1000);
    });

    it("a wrong password writes one `sign-in-failure` entry with the person id and the name tried, never the password", async () => {
      const user = await account();
      const before = await entriesOf(h(), user);
      const tried = "Wrong-Password-7731";
      const res = await h().call(operationOf[realm], { body: { name: ` ${user.name.toUpperCase()} `, password: tried }, remoteAddress: uniqueAddress() });
      expect(res.json).toMatchObject({ success: false, message: "Invalid user name or password." });
      const added = (await entriesOf(h(), user)).slice(before.length);
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({
        action: "sign-in-failure",
        entity: "session",
        entityId: null,
        personId: user.personId,
        personName: user.name,
        realm,
        changes: [{ field: "reason", before: null, after: "invalid-credentials" }],
      });
      expect(JSON.stringify(added, (_key, value: unknown) => (typeof value === "bigint" ? String(value) : value))).not.toContain(tried);
    });

    it("an unknown user name writes one `sign-in-failure` entry without a person id, naming the name tried", async () => {
      const name = uniqueName("ghost");
      const res = await h().call(operationOf[realm], { body: { name, password: "whatever-it-is" }, remoteAddress: uniqueAddress() });
      expect(res.json.success).toBe(false);
      const added = await entriesOf(h(), { name });
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({ action: "sign-in-failure", personId: null, personName: name, realm });
    });

    it("sign-out writes one `sign-out` entry naming the ended session", async () => {
      const user = await account();
      const login = await h().call(operationOf[realm], { body: { name: user.name, password: user.password } });
      const token = String(login.headers["px-auth-token"]);
      const before = await entriesOf(h(), user);
      expect((await h().call("logout", { token })).status).toBe(200);
      const added = (await entriesOf(h(), user)).slice(before.length);
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({ action: "sign-out", entity: "session", entityId: decodeJwt(token).sid, personId: user.personId, realm });
      // The ended session cannot sign out again (401), and that writes nothing.
      expect((await h().call("logout", { token })).status).toBe(401);
      expect(await entriesOf(h(), user)).toHaveLength(before.length + 1);
    });
  });

  it("a resident's sign-in answers mustChangePassword false", async () => {
    const res = await h().call("personLogin", { body: SOMCHAI });
    expect(res.json.data).toMatchObject({ realm: "person", mustChangePassword: false });
  });

  it("a staff sign-in records the time in lastSignInAt and answers mustChangePassword from the account", async () => {
    const { db } = h().server.database;
    const staff = await insertStaffAccount(db, { prefix: "lastsign" });
    const [before] = await db.select().from(staffMembers).where(eq(staffMembers.personId, staff.personId));
    expect(before?.lastSignInAt).toBeNull();
    const res = await h().call("staffLogin", { body: { name: staff.name, password: staff.password } });
    expect(res.json.data).toMatchObject({ realm: "staff", personId: staff.personId, mustChangePassword: false });
    const [after] = await db.select().from(staffMembers).where(eq(staffMembers.personId, staff.personId));
    expect(after?.lastSignInAt).toBeInstanceOf(Date);
    const pending = await insertStaffAccount(db, { prefix: "mustchange", mustChangePassword: true });
    const first = await h().call("staffLogin", { body: { name: pending.name, password: pending.password } });
    expect(first.json.data).toMatchObject({ mustChangePassword: true });
  });

  describe("a deactivated staff account", () => {
    it("is refused with a message saying so (in English and Thai) when the password is right, and audited", async () => {
      const staff = await insertStaffAccount(h().server.database.db, { prefix: "inactive", active: false });
      const en = await h().call("staffLogin", { body: { name: staff.name, password: staff.password } });
      expect(en.json).toMatchObject({ success: false, message: "This account has been deactivated. Please contact the administrator." });
      expect(en.headers["px-auth-token"]).toBeUndefined();
      const th = await h().call("staffLogin", {
        body: { name: staff.name, password: staff.password },
        headers: { "accept-language": "th" },
      });
      expect(th.json.message).toBe("บัญชีนี้ถูกระงับการใช้งานแล้ว กรุณาติดต่อผู้ดูแลระบบ");
      const entries = await entriesOf(h(), staff);
      expect(entries).toHaveLength(2);
      for (const entry of entries) {
        expect(entry).toMatchObject({
          action: "sign-in-failure",
          personId: staff.personId,
          realm: "staff",
          changes: [{ field: "reason", before: null, after: "deactivated" }],
        });
      }
    });

    it("gets the ordinary refusal for a wrong password (no account enumeration)", async () => {
      const staff = await insertStaffAccount(h().server.database.db, { prefix: "inactive", active: false });
      const res = await h().call("staffLogin", { body: { name: staff.name, password: "not-the-password-1" } });
      expect(res.json.message).toBe("Invalid user name or password.");
      const entries = await entriesOf(h(), staff);
      expect(entries).toHaveLength(1);
      expect(entries[0]?.changes).toEqual([{ field: "reason", before: null, after: "invalid-credentials" }]);
    });
  });
});
