/**
 * Staff users and roles (issue 10 item 2; contract tag `staff`) and the staff overview (item 6): creating an
 * account with a one-time password, the e-mail it sends, deactivation ending the user's sessions at once,
 * password reset, the last-administrator and self rules, and `/mwp`'s data.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { outbox, persons, staffMembers } from "../src/db/schema";
import { BootstrapAdminError, createBootstrapAdmin } from "../src/handlers/staff-user";
import { ADMIN, SOMCHAI, describeBackends, uniqueName } from "./support/harness";
import { DEMO_STAFF_PASSWORD, adminToken, newStaffUser, unitIdByCode } from "./support/staff";

type StaffUser = {
  id: number;
  name: string;
  email: string;
  firstname: string;
  lastname: string;
  unitId: number | null;
  positionId: number | null;
  roles: string[];
  language: string;
  active: boolean;
  mustChangePassword: boolean;
};

/** The alphabet of one-time passwords: no 0/O/o, 1/l/I. */
const ONE_TIME = /^[A-HJ-NP-Za-km-np-z2-9]{12}$/;

describeBackends("staff users", (h) => {
  let admin = "";
  let adminId = 0;
  beforeAll(async () => {
    admin = await adminToken(h());
    const [row] = await h().server.database.db.select({ id: persons.id }).from(persons).where(eq(persons.name, ADMIN.name));
    adminId = row!.id;
  });

  async function outboxTo(address: string): Promise<{ template: string; language: string; subject: string; body: string }[]> {
    return h().server.database.db.select().from(outbox).where(eq(outbox.toAddress, address));
  }

  describe("the last administrator and self rules", () => {
    it("keeps the admin role of the last active administrator, and of oneself", async () => {
      const last = await h().call("updateStaffUser", { token: admin, params: { id: adminId }, body: { roles: ["officer"] } });
      expect(last.status).toBe(409);
      expect(last.json.message).toBe("This is the last active administrator: the administrator role stays, and the account stays active.");
      const second = await newStaffUser(h(), ["admin"]);
      const own = await h().call("updateStaffUser", {
        token: admin,
        params: { id: adminId },
        body: { roles: ["officer"] },
        headers: { "accept-language": "th" },
      });
      expect(own.status).toBe(409);
      expect(own.json.message).toBe("ไม่สามารถถอดบทบาทผู้ดูแลระบบของตนเองได้ กรุณาให้ผู้ดูแลระบบท่านอื่นดำเนินการ");
      // Another administrator may take it from someone else.
      const third = await newStaffUser(h(), ["admin", "officer"]);
      const demoted = await h().call("updateStaffUser", { token: second.token, params: { id: third.personId }, body: { roles: ["officer"] } });
      expect(demoted.status).toBe(200);
      expect((demoted.json.data as StaffUser).roles).toEqual(["officer"]);
      // Nobody deactivates themselves or resets their own password here.
      const self = await h().call("setStaffUserStatus", { token: admin, params: { id: adminId }, body: { active: false } });
      expect(self.status).toBe(409);
      expect(self.json.message).toBe("You cannot deactivate your own account.");
      const reset = await h().call("resetStaffUserPassword", { token: admin, params: { id: adminId } });
      expect(reset.status).toBe(409);
      // The second administrator goes, so that the demo administrator is the only one again for later tests.
      expect((await h().call("setStaffUserStatus", { token: admin, params: { id: second.personId }, body: { active: false } })).status).toBe(200);
    });
  });

  describe("listing", () => {
    it("lists the demo staff with paging, sorting and filters", async () => {
      const all = await h().call("listStaffUsers", { token: admin, query: { limit: 100 } });
      expect(all.status).toBe(200);
      const users = all.json.data as StaffUser[];
      expect(all.json.total).toBeGreaterThanOrEqual(13);
      expect(users.map((u) => u.name)).toEqual([...users.map((u) => u.name)].sort());
      expect(users.some((u) => u.name === "somchai")).toBe(false); // residents are not staff
      expect(users.find((u) => u.name === "admin")).toMatchObject({ roles: ["admin"], active: true, mustChangePassword: false });

      const page = await h().call("listStaffUsers", { token: admin, query: { offset: 2, limit: 3, sort: "name", dir: "desc" } });
      const desc = await h().call("listStaffUsers", { token: admin, query: { sort: "name", dir: "desc" } });
      expect(page.json.data).toEqual((desc.json.data as unknown[]).slice(2, 5));
      expect(page.json.total).toBe(desc.json.total);

      const technical = await unitIdByCode(h(), admin, "technical-engineering");
      const inUnit = await h().call("listStaffUsers", { token: admin, query: { unitId: technical } });
      expect((inUnit.json.data as StaffUser[]).map((u) => u.name)).toContain("somsak");
      expect((inUnit.json.data as StaffUser[]).every((u) => u.unitId === technical)).toBe(true);

      const found = await h().call("listStaffUsers", { token: admin, query: { q: "วงศ์ใหญ่" } });
      expect((found.json.data as StaffUser[]).map((u) => u.name)).toEqual(["prasert"]);
      const byMail = await h().call("listStaffUsers", { token: admin, query: { q: "WICHAI@EXAMPLE" } });
      expect(byMail.json.total).toBe(1);
      const inactive = await h().call("listStaffUsers", { token: admin, query: { active: "false" } });
      expect((inactive.json.data as StaffUser[]).every((u) => !u.active)).toBe(true);
    });

    it("reads one staff user; a resident or unknown id is 404", async () => {
      const list = await h().call("listStaffUsers", { token: admin, query: { q: "somsak" } });
      const somsak = (list.json.data as StaffUser[])[0]!;
      const one = await h().call("getStaffUser", { token: admin, params: { id: somsak.id } });
      expect(one.json.data).toEqual(somsak);
      const [resident] = await h().server.database.db.select({ id: persons.id }).from(persons).where(eq(persons.name, SOMCHAI.name));
      expect((await h().call("getStaffUser", { token: admin, params: { id: resident!.id } })).status).toBe(404);
      expect((await h().call("getStaffUser", { token: admin, params: { id: 2_000_000_000 } })).status).toBe(404);
    });
  });

  describe("creating", () => {
    it("creates the account with a one-time password the user must change, and e-mails them without it", async () => {
      const unitId = await unitIdByCode(h(), admin, "technical-lighting");
      const name = uniqueName("Officer");
      const res = await h().call("createStaffUser", {
        token: admin,
        body: { name, email: `${name}@Example.org`, title: "นางสาว", firstname: "สมหญิง", lastname: "ไฟสว่าง", unitId, roles: ["officer"], language: "en" },
      });
      expect(res.status).toBe(201);
      const created = res.json.data as StaffUser & { oneTimePassword: string };
      expect(created).toMatchObject({ name: name.toLowerCase(), email: `${name.toLowerCase()}@example.org`, unitId, positionId: null, roles: ["officer"], active: true, mustChangePassword: true, language: "en" });
      expect(created.oneTimePassword).toMatch(ONE_TIME);

      const [row] = await h().server.database.db.select().from(staffMembers).where(eq(staffMembers.personId, created.id));
      expect(row).toMatchObject({ unitId, roles: ["officer"], active: true, mustChangePassword: true });
      const [person] = await h().server.database.db.select().from(persons).where(eq(persons.id, created.id));
      expect(person!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(person!.passwordHash).not.toContain(created.oneTimePassword);

      // Sign-in works with the one-time password; until it is changed, staff calls answer 403.
      const login = await h().call("staffLogin", { body: { name: name.toUpperCase(), password: created.oneTimePassword } });
      expect(login.json).toMatchObject({ success: true, data: { mustChangePassword: true } });
      const token = login.headers["px-auth-token"] as string;
      const blocked = await h().call("getStaffHome", { token });
      expect(blocked.status).toBe(403);
      expect(blocked.json.message).toBe("Please change your one-time password first.");

      const mails = await outboxTo(created.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ template: "staff-account-created", language: "en", subject: "Your e-Office staff account is ready" });
      expect(mails[0]!.body).toContain(`User name: ${created.name}`);
      expect(mails[0]!.body).toContain("/sign-in");
      expect(mails[0]!.body).toContain("Dear สมหญิง ไฟสว่าง");
      expect(mails[0]!.body).not.toContain(created.oneTimePassword);
    });

    it("writes the e-mail in Thai for a Thai-speaking user", async () => {
      const user = await newStaffUser(h(), ["officer"], { language: "th" });
      const [mail] = await outboxTo(user.email);
      expect(mail).toMatchObject({ template: "staff-account-created", language: "th" });
      expect(mail!.body).toContain(`เรียน นายทดสอบ officer`);
      expect(mail!.body).toContain(`ชื่อผู้ใช้: ${user.name}`);
    });

    it("refuses a taken user name or e-mail (either realm), and an unknown or deactivated unit or position (409)", async () => {
      const unitId = await unitIdByCode(h(), admin, "deputy-admin");
      const base = { title: "นาย", firstname: "ซ้ำ", lastname: "ซ้อน", unitId, roles: ["officer"] };
      const resident = await h().call("createStaffUser", { token: admin, body: { ...base, name: "SomChai", email: "fresh1@example.org" } });
      expect(resident.status).toBe(409);
      expect(resident.json.errors).toEqual([{ field: "name", message: "is already registered" }]);
      const mail = await h().call("createStaffUser", { token: admin, body: { ...base, name: uniqueName(), email: "ADMIN@example.org" } });
      expect(mail.status).toBe(409);
      expect(mail.json.errors).toEqual([{ field: "email", message: "is already registered" }]);
      expect(mail.json.message).toBe("This user name or e-mail address is already registered.");

      const closed = await h().call("createOrgUnit", { token: admin, body: { kind: "division", nameTh: "กองปิด", nameEn: "Closed Division" } });
      const closedId = (closed.json.data as { id: number }).id;
      await h().call("updateOrgUnit", { token: admin, params: { id: closedId }, body: { active: false } });
      const name = uniqueName();
      const inClosed = await h().call("createStaffUser", { token: admin, body: { ...base, unitId: closedId, name, email: `${name}@example.org` } });
      expect(inClosed.status).toBe(409);
      expect(inClosed.json.errors).toEqual([{ field: "unitId", message: "is deactivated" }]);
      const noUnit = await h().call("createStaffUser", { token: admin, body: { ...base, unitId: 2_000_000_000, name, email: `${name}@example.org` } });
      expect(noUnit.json.errors).toEqual([{ field: "unitId", message: "does not exist" }]);
      const noPosition = await h().call("createStaffUser", { token: admin, body: { ...base, positionId: 2_000_000_000, name, email: `${name}@example.org` } });
      expect(noPosition.status).toBe(409);
      expect(noPosition.json.errors).toEqual([{ field: "positionId", message: "does not exist" }]);
      const blank = await h().call("createStaffUser", { token: admin, body: { ...base, firstname: " ", lastname: "\u00a0", name, email: `${name}@example.org` } });
      expect(blank.status).toBe(400);
      expect(blank.json.errors).toEqual([
        { field: "firstname", message: "must not be blank" },
        { field: "lastname", message: "must not be blank" },
      ]);
      // Nothing was created by the refused calls.
      expect(await h().server.database.db.select().from(persons).where(eq(persons.name, name))).toEqual([]);
    });
  });

  describe("changing", () => {
    it("changes details, unit, position and roles; a taken e-mail answers 409", async () => {
      const user = await newStaffUser(h(), ["officer"]);
      const finance = await unitIdByCode(h(), admin, "finance-accounts");
      const positions = await h().call("listPositions", { token: admin });
      const position = (positions.json.data as { id: number; nameEn: string }[]).find((p) => p.nameEn === "Finance and Accounting Officer")!;
      const res = await h().call("updateStaffUser", {
        token: admin,
        params: { id: user.personId },
        body: { firstname: "สมใจ", phone: "081-111-2222", unitId: finance, positionId: position.id, roles: ["finance_officer", "officer"], language: "en" },
      });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ firstname: "สมใจ", phone: "081-111-2222", unitId: finance, positionId: position.id, roles: ["finance_officer", "officer"], language: "en" });
      // The new roles count at once for the user's open session.
      expect((await h().call("listOrgUnits", { token: user.token })).status).toBe(200);
      const blank = await h().call("updateStaffUser", { token: admin, params: { id: user.personId }, body: { title: "  " } });
      expect(blank.json.errors).toEqual([{ field: "title", message: "must not be blank" }]);
      const taken = await h().call("updateStaffUser", { token: admin, params: { id: user.personId }, body: { email: "somchai@example.org" } });
      expect(taken.status).toBe(409);
      expect((await h().call("updateStaffUser", { token: admin, params: { id: 2_000_000_000 }, body: { firstname: "x" } })).status).toBe(404);
    });

    it("deactivation ends the user's open sessions at once; reactivation lets them sign in again", async () => {
      const user = await newStaffUser(h(), ["officer"]);
      const other = await h().login("staff", { name: user.name, password: user.password });
      expect((await h().call("getStaffHome", { token: user.token })).status).toBe(200);
      const off = await h().call("setStaffUserStatus", { token: admin, params: { id: user.personId }, body: { active: false } });
      expect(off.status).toBe(200);
      expect((off.json.data as StaffUser).active).toBe(false);
      for (const token of [user.token, other]) {
        const next = await h().call("getStaffHome", { token });
        expect(next.status).toBe(401);
      }
      const refused = await h().call("staffLogin", { body: { name: user.name, password: user.password } });
      expect(refused.json.success).toBe(false);
      const on = await h().call("setStaffUserStatus", { token: admin, params: { id: user.personId }, body: { active: true } });
      expect((on.json.data as StaffUser).active).toBe(true);
      const again = await h().login("staff", { name: user.name, password: user.password });
      expect((await h().call("getStaffHome", { token: again })).status).toBe(200);
    });

    it("a password reset gives a new one-time password, ends every session and e-mails the user without it", async () => {
      const user = await newStaffUser(h(), ["officer"], { language: "th" });
      const res = await h().call("resetStaffUserPassword", { token: admin, params: { id: user.personId } });
      expect(res.status).toBe(200);
      const { oneTimePassword } = res.json.data as { oneTimePassword: string };
      expect(oneTimePassword).toMatch(ONE_TIME);
      expect(oneTimePassword).not.toBe(user.password);
      expect((await h().call("getStaffHome", { token: user.token })).status).toBe(401);
      const old = await h().call("staffLogin", { body: { name: user.name, password: user.password } });
      expect(old.json.success).toBe(false);
      const fresh = await h().call("staffLogin", { body: { name: user.name, password: oneTimePassword } });
      expect(fresh.json).toMatchObject({ success: true, data: { mustChangePassword: true } });
      const [row] = await h().server.database.db.select().from(staffMembers).where(eq(staffMembers.personId, user.personId));
      expect(row!.mustChangePassword).toBe(true);

      const mails = await outboxTo(user.email);
      const reset = mails.find((m) => m.template === "staff-password-reset");
      expect(reset).toMatchObject({ language: "th", subject: "ผู้ดูแลระบบออกรหัสผ่านชั่วคราวใหม่ให้บัญชีผู้ใช้ของท่าน" });
      expect(reset!.body).toContain(user.name);
      for (const mail of mails) {
        expect(mail.body).not.toContain(oneTimePassword);
        expect(mail.body).not.toContain(user.password);
      }
      expect((await h().call("resetStaffUserPassword", { token: admin, params: { id: 2_000_000_000 } })).status).toBe(404);
    });
  });

  describe("the first administrator of a database without demo data (--create-admin)", () => {
    it("creates an administrator with a one-time password, audited, and refuses a taken name", async () => {
      const db = h().server.database.db;
      const name = uniqueName("Boss");
      const password = await createBootstrapAdmin(db, { name, email: `${name}@example.go.th`, now: Date.now() });
      expect(password).toMatch(ONE_TIME);
      const login = await h().call("staffLogin", { body: { name, password } });
      expect(login.json).toMatchObject({ success: true, data: { mustChangePassword: true } });
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.personId, (login.json.data as { personId: number }).personId));
      expect(row).toMatchObject({ roles: ["admin"], unitId: null, active: true, mustChangePassword: true });
      const audit = await h().call("searchAuditLog", { token: admin, query: { entity: "staff-user", action: "create", limit: 1 } });
      expect((audit.json.data as { personName: string; entityId: string }[])[0]).toMatchObject({
        personName: "--create-admin",
        entityId: String(row!.personId),
      });
      await expect(createBootstrapAdmin(db, { name, email: "other@example.go.th", now: Date.now() })).rejects.toThrow("name already registered");
      await expect(createBootstrapAdmin(db, { name: "x", email: "x@example.go.th", now: Date.now() })).rejects.toThrow(BootstrapAdminError);
      // Back to one administrator for the other tests of this file.
      await db.update(staffMembers).set({ active: false }).where(eq(staffMembers.personId, row!.personId));
    });
  });

  describe("the staff overview (/mwp)", () => {
    it("shows the signed-in member, their unit, division, position and their own recent activity", async () => {
      const token = await h().login("staff", { name: "somsak", password: DEMO_STAFF_PASSWORD });
      const res = await h().call("getStaffHome", { token, headers: { "accept-language": "th" } });
      expect(res.status).toBe(200);
      const home = res.json.data as {
        user: StaffUser;
        unit: { nameTh: string; code: string };
        division: { nameTh: string; code: string; parentId: number | null };
        position: { nameTh: string };
        recentActivity: { personId: number; action: string }[];
      };
      expect(home.user).toMatchObject({ name: "somsak", roles: ["officer"] });
      expect(home.unit).toMatchObject({ code: "technical-engineering", nameTh: "งานวิศวกรรม" });
      expect(home.division).toMatchObject({ code: "technical", nameTh: "กองช่าง", parentId: null });
      expect(home.position.nameTh).toBe("วิศวกรโยธา");
      expect(home.recentActivity.length).toBeGreaterThanOrEqual(1);
      expect(home.recentActivity.length).toBeLessThanOrEqual(10);
      expect(home.recentActivity.every((e) => e.personId === home.user.id)).toBe(true);
      expect(home.recentActivity[0]!.action).toBe("sign-in");
    });

    it("shows a division member's division as both unit and division", async () => {
      const res = await h().call("getStaffHome", { token: admin });
      const home = res.json.data as { unit: { code: string }; division: { code: string } };
      expect(home.unit.code).toBe("deputy");
      expect(home.division.code).toBe("deputy");
    });
  });
});
