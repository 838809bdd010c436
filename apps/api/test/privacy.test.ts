/**
 * Privacy (PDPA; tracker issue 36 item 6): staff read a resident's profile only when the resident has something in
 * their scope, and every such read is audited with its purpose; the administrators' audit log cannot tell who filed
 * a whistleblowing report (its entries are in the separate whistleblowing log, which only integrity officers read,
 * and the general log has no gap where they were written).
 */
import { and, asc, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { auditLog, complaints } from "../src/db/schema";
import { describeBackends, newResident, uniqueAddress } from "./support/harness";
import { fileCase, move, signInStaff, typeAndKind, type StaffTokens } from "./support/cases";

type Entry = Schemas["AuditEntry"];

describeBackends("privacy", (h) => {
  let staff: StaffTokens;

  beforeAll(async () => {
    staff = await signInStaff(h());
  });

  /** The audit entries about person `personId`'s profile. */
  function profileReads(personId: number) {
    return h()
      .server.database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "person-profile"), eq(auditLog.entityId, String(personId))))
      .orderBy(asc(auditLog.id));
  }

  describe("staff reading a resident's profile", () => {
    it("an officer is refused (404, nothing audited) a resident with nothing in his scope", async () => {
      const resident = await newResident(h(), "noscope");
      const res = await h().call("getPersonProfile", { token: staff.somsak.token, params: { id: resident.personId } });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.json)).not.toContain(`${resident.name}@example.org`);
      expect(await profileReads(resident.personId)).toEqual([]);
    });

    it("the roads officer reads the profile of a resident who filed a road complaint, audited with the purpose; a street-lights officer is refused", async () => {
      const resident = await newResident(h(), "roadres");
      const filed = await fileCase(h(), resident.token, { typeCode: "road" });
      const res = await h().call("getPersonProfile", {
        token: staff.somsak.token,
        params: { id: resident.personId },
        query: { purpose: "calling back about the pothole" },
        remoteAddress: "198.51.100.77",
      });
      expect(res.status, res.json.message).toBe(200);
      expect(res.json.data).toMatchObject({ personId: resident.personId, email: `${resident.name}@example.org` });
      const reads = await profileReads(resident.personId);
      expect(reads).toHaveLength(1);
      expect(reads[0]).toMatchObject({
        action: "view",
        entity: "person-profile",
        entityId: String(resident.personId),
        personId: staff.somsak.id,
        realm: "staff",
        clientIp: "198.51.100.77",
        purpose: `complaint ${filed.complaintNo}: calling back about the pothole`,
      });

      expect((await h().call("getPersonProfile", { token: staff.manop.token, params: { id: resident.personId } })).status).toBe(404);
      expect(await profileReads(resident.personId)).toHaveLength(1);
    });

    it("the administrator finds the read in the audit log with its purpose; reading one's own profile is not audited", async () => {
      const resident = await newResident(h(), "adminread");
      const filed = await fileCase(h(), resident.token, { typeCode: "road" });
      expect((await h().call("getPersonProfile", { token: staff.admin.token, params: { id: resident.personId } })).status).toBe(200);
      const list = await h().call("searchAuditLog", { token: staff.admin.token, query: { entity: "person-profile", personId: staff.admin.id } });
      const entries = (list.json.data as Entry[]).filter((e) => e.entityId === String(resident.personId));
      expect(entries.map((e) => [e.action, e.purpose])).toEqual([["view", `complaint ${filed.complaintNo}`]]);

      expect((await h().call("getPersonProfile", { token: staff.somsak.token, params: { id: -1 } })).status).toBe(200);
      expect((await h().call("getPersonProfile", { token: staff.somsak.token, params: { id: staff.somsak.id } })).status).toBe(200);
      expect(await profileReads(staff.somsak.id)).toEqual([]);
    });

    it("an officer cannot read another staff member's profile; a purpose over 200 characters is a 400 naming it", async () => {
      expect((await h().call("getPersonProfile", { token: staff.somsak.token, params: { id: staff.manop.id } })).status).toBe(404);
      const long = await h().call("getPersonProfile", { token: staff.admin.token, params: { id: staff.manop.id }, query: { purpose: "x".repeat(201) } });
      expect(long.status).toBe(400);
      expect(long.json.message).toContain("purpose");
    });
  });

  describe("whistleblowing in the audit log", () => {
    it("an administrator's audit list cannot tell who filed a report; the integrity officer reads the report's trail apart", async () => {
      const db = h().server.database.db;
      const { kindId } = await typeAndKind(h(), "corruption");
      const resident = await newResident(h(), "whistle");
      // A fresh sign-in seconds before the report, as a whistleblower would.
      const token = await h().login("person", { name: resident.name, password: "resident-password-1" });
      const [signIn] = await db
        .select({ id: auditLog.id, at: auditLog.at })
        .from(auditLog)
        .where(and(eq(auditLog.personId, resident.personId), eq(auditLog.action, "sign-in")))
        .orderBy(asc(auditLog.id));
      const res = await h().call("reportWhistleblowing", {
        token,
        remoteAddress: uniqueAddress(),
        body: { complaintKindId: kindId, detail: "The inspector takes cash for passing buildings.", location: "Building control" },
      });
      expect(res.status, res.json.message).toBe(201);
      const { complaintNo } = res.json.data as { complaintNo: string };
      const [c] = await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.complaintNo, complaintNo));
      const caseId = String(c!.id);
      // The integrity officer works on it: that trail is whistleblowing too.
      await move(h(), staff.niran.token, c!.id, { action: "accept" });

      const since = new Date(signIn!.at.getTime() - 1000).toISOString();
      const list = await h().call("searchAuditLog", { token: staff.admin.token, query: { from: since, dir: "asc", limit: 100 } });
      expect(list.status).toBe(200);
      const seen = list.json.data as Entry[];
      const csv = await h().call("exportAuditLog", { token: staff.admin.token, query: { from: since, dir: "asc" } });
      expect(csv.status).toBe(200);
      // Nothing about the report: no entry of its case, no anonymous creation, not in the CSV either.
      expect(seen.filter((e) => (e.entity === "complaint" || e.entity === "complaint-note") && e.entityId === caseId)).toEqual([]);
      expect(seen.filter((e) => e.personId === null && e.action === "create")).toEqual([]);
      // The integrity officer's own sign-in (this file's first seconds) may fall in the window; nothing else of his.
      expect(seen.filter((e) => e.personId === staff.niran.id && e.action !== "sign-in")).toEqual([]);
      expect(csv.body as string).not.toContain(complaintNo);
      expect((csv.body as string).split("\n").filter((line) => line.includes(",create,complaint,"))).toEqual([]);
      // No gap in the sequence after the resident's sign-in where a hidden entry would have been.
      const after = await db.select({ id: auditLog.id }).from(auditLog).where(gt(auditLog.id, signIn!.id)).orderBy(asc(auditLog.id));
      after.forEach((row, i) => expect(row.id).toBe(signIn!.id + BigInt(i + 1)));

      // The integrity officer reads the whistleblowing log: the anonymous report and his own move, nobody named.
      const trail = await h().call("searchAuditLog", { token: staff.niran.token, query: { log: "whistleblowing", entity: "complaint", limit: 100 } });
      expect(trail.status).toBe(200);
      const ofCase = (trail.json.data as Entry[]).filter((e) => e.entityId === caseId);
      expect(ofCase.map((e) => [e.action, e.personId]).sort()).toEqual([
        ["create", null],
        ["status-change", staff.niran.id],
      ]);
      expect(JSON.stringify(trail.json.data)).not.toContain(resident.name);
      const trailCsv = await h().call("exportAuditLog", { token: staff.niran.token, query: { log: "whistleblowing" } });
      expect(trailCsv.status).toBe(200);

      // Each log to its role only.
      expect((await h().call("searchAuditLog", { token: staff.admin.token, query: { log: "whistleblowing" } })).status).toBe(403);
      expect((await h().call("exportAuditLog", { token: staff.admin.token, query: { log: "whistleblowing" } })).status).toBe(403);
      expect((await h().call("searchAuditLog", { token: staff.niran.token, query: { log: "general" } })).status).toBe(403);
      // Without `log`, each reads their own: the integrity officer the whistleblowing log.
      const own = await h().call("searchAuditLog", { token: staff.niran.token, query: { entity: "complaint", limit: 100 } });
      expect(own.status).toBe(200);
      expect((own.json.data as Entry[]).some((e) => e.entityId === caseId)).toBe(true);
      expect((await h().call("searchAuditLog", { token: staff.somsak.token, query: { log: "whistleblowing" } })).status).toBe(403);
    });
  });
});
