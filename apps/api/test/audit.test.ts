/**
 * The audit log (issue 10 item 4; contract tag `audit`): every mutating staff operation writes exactly one entry
 * in its transaction (none when refused), with who, when, what, the changed fields before and after, client IP
 * and request id; no secret ever appears; the database refuses UPDATE, DELETE and TRUNCATE of the log; search
 * filters and the CSV export; the ids of the records a change names (assignee, unit...) come with their names
 * (tracker issue 39).
 */
import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SECRET_FIELD } from "../src/audit/audit";
import { auditLog, outbox, persons, webhookDeliveries } from "../src/db/schema";
import { csvTime } from "../src/lib/csv";
import { ADMIN, SOMCHAI, describeBackends, newResident, uniqueAddress, uniqueName, type Answer } from "./support/harness";
import { operations } from "./support/contract-check";
import { multipart } from "./support/multipart";
import { adminToken, unitIdByCode } from "./support/staff";
import { thaiPdf } from "./support/thai-pdf";
import { bangkokMonth } from "@eoffice/thai";

type Entry = {
  id: string;
  at: string;
  personId: number | null;
  personName: string | null;
  realm: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  changes: { field: string; before: unknown; after: unknown; beforeLabel?: string | null; afterLabel?: string | null }[];
  clientIp: string;
  requestId: string;
  purpose: string | null;
};

/** Parses RFC 4180 CSV (quoted fields with doubled quotes, CRLF or LF line ends). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}

describeBackends("audit log", (h) => {
  let admin = "";
  let adminId = 0;
  const secrets: string[] = [];

  beforeAll(async () => {
    admin = await adminToken(h());
    const [row] = await h().server.database.db.select({ id: persons.id }).from(persons).where(eq(persons.name, ADMIN.name));
    adminId = row!.id;
  });

  async function entryCount(): Promise<number> {
    const [row] = await h().server.database.db.select({ n: count() }).from(auditLog);
    return row!.n;
  }

  async function newest(): Promise<Entry> {
    const res = await h().call("searchAuditLog", { token: admin, query: { limit: 1 } });
    return (res.json.data as Entry[])[0]!;
  }

  /**
   * Calls a staff operation as the administrator from a fresh client address and checks that it wrote exactly
   * one entry, by the administrator, from that address, with a request id; returns the answer and the entry.
   */
  async function audited(operationId: string, options: { params?: Record<string, number | string>; body?: unknown }, status = 200): Promise<{ res: Answer; entry: Entry }> {
    const before = await entryCount();
    const remoteAddress = uniqueAddress();
    const res = await h().call(operationId, { token: admin, remoteAddress, ...options });
    expect(res.status, `${operationId}: ${res.json.message ?? ""}`).toBe(status);
    expect(await entryCount(), `${operationId} writes exactly one entry`).toBe(before + 1);
    const entry = await newest();
    expect(entry).toMatchObject({ personId: adminId, personName: "admin", realm: "staff", clientIp: remoteAddress });
    expect(entry.requestId).toMatch(/^[0-9a-f-]{36}$/);
    return { res, entry };
  }


  describe("one entry per staff change", () => {
    const requestIds = new Set<string>();
    const covered = new Set<string>();
    const record = (operationId: string, entry: Entry) => {
      covered.add(operationId);
      expect(requestIds.has(entry.requestId), "request ids differ per call").toBe(false);
      requestIds.add(entry.requestId);
    };

    it("complaint cases: the e-form and a move of the life cycle", async () => {
      const recorded = await audited(
        "createComplaintEForm",
        { body: { channel: "walk_in", contactName: "นางสมใจ ทดสอบ", phone: "081-555-0000", complaintTypeId: 1, complaintKindId: 1, detail: "Recorded at the counter", location: "Soi 7" } },
        201,
      );
      const caseId = (recorded.res.json.data as { id: number }).id;
      expect(recorded.entry).toMatchObject({ action: "create", entity: "complaint", entityId: String(caseId) });
      expect(recorded.entry.changes).toContainEqual({ field: "channel", before: null, after: "walk_in" });
      record("createComplaintEForm", recorded.entry);
      const accepted = await audited("transitionComplaint", { params: { id: caseId }, body: { action: "accept" } });
      expect(accepted.entry).toMatchObject({ action: "status-change", entity: "complaint", entityId: String(caseId) });
      expect(accepted.entry.changes).toContainEqual({ field: "status", before: "received", after: "accepted" });
      record("transitionComplaint", accepted.entry);
    });

    it("case handling (tracker issue 39 item 2): priority, merge, redaction, canned replies, the queue's export", async () => {
      const resident = await newResident(h(), "handling");
      const file = async () => {
        const res = await h().call("createComplaint", {
          token: resident.token,
          body: { complaintTypeId: 1, complaintKindId: 1, detail: "Audit check: a hole in the road", location: "Soi 8", phone: "0812345678" },
        });
        return (res.json.data as { id: number; complaintNo: string; unit: { id: number } });
      };
      const survivor = await file();
      const duplicate = await file();
      const priority = await audited("updateComplaintHandling", { params: { id: survivor.id }, body: { priority: "high" } });
      expect(priority.entry).toMatchObject({ action: "update", entity: "complaint", changes: [{ field: "priority", before: "normal", after: "high" }] });
      record("updateComplaintHandling", priority.entry);
      const merged = await audited("mergeComplaint", { params: { id: duplicate.id }, body: { intoId: survivor.id } });
      expect(merged.entry).toMatchObject({ action: "status-change", entity: "complaint", entityId: String(duplicate.id) });
      record("mergeComplaint", merged.entry);
      const redacted = await audited("redactComplaint", { params: { id: survivor.id }, body: { location: "Soi 8 (redacted)", reason: "House number removed" } });
      expect(redacted.entry.changes).toContainEqual({ field: "location", before: "Soi 8", after: "Soi 8 (redacted)" });
      record("redactComplaint", redacted.entry);
      const reply = { unitId: survivor.unit.id, titleTh: "ตรวจสอบ", titleEn: "Check", bodyTh: "เรื่อง {{complaintNo}}", bodyEn: "Case {{complaintNo}}" };
      const created = await audited("createCannedReply", { body: reply }, 201);
      const replyId = (created.res.json.data as { id: number }).id;
      expect(created.entry).toMatchObject({ action: "create", entity: "canned-reply", entityId: String(replyId) });
      record("createCannedReply", created.entry);
      const changed = await audited("updateCannedReply", { params: { id: replyId }, body: { ...reply, titleEn: "Checked" } });
      expect(changed.entry.changes).toEqual([{ field: "titleEn", before: "Check", after: "Checked" }]);
      record("updateCannedReply", changed.entry);
      const deleted = await audited("deleteCannedReply", { params: { id: replyId } });
      expect(deleted.entry).toMatchObject({ action: "delete", entity: "canned-reply" });
      record("deleteCannedReply", deleted.entry);
      const exported = await audited("exportComplaints", { body: { text: "Audit check" } });
      expect(exported.entry).toMatchObject({ action: "download", entity: "complaint", entityId: null });
      record("exportComplaints", exported.entry);
    });

    it("e-services: an administrator's edit of a service", async () => {
      const before = await h().call("getEService", { params: { code: "deputy-petition" } });
      const service = before.json.data as { id: number; targetDays: number };
      const edited = await audited("updateEService", { params: { code: "deputy-petition" }, body: { targetDays: service.targetDays + 2 } });
      expect(edited.entry).toMatchObject({ action: "update", entity: "e-service", entityId: String(service.id) });
      expect(edited.entry.changes).toContainEqual({ field: "targetDays", before: service.targetDays, after: service.targetDays + 2 });
      record("updateEService", edited.entry);
    });

    it("news: an item written, changed, published and taken down", async () => {
      const categories = await h().call("listNewsCategories");
      const categoryId = (categories.json.data as { id: number }[])[0]!.id;
      const created = await audited("createNews", { body: { categoryId, titleTh: "ข่าวตรวจสอบบันทึก" } }, 201);
      const id = (created.res.json.data as { id: number }).id;
      expect(created.entry).toMatchObject({ action: "create", entity: "news-item", entityId: String(id) });
      expect(created.entry.changes).toContainEqual({ field: "titleTh", before: null, after: "ข่าวตรวจสอบบันทึก" });
      record("createNews", created.entry);
      const updated = await audited("updateNews", { params: { id }, body: { categoryId, titleTh: "ข่าวตรวจสอบบันทึก 2" } });
      expect(updated.entry.changes).toContainEqual({ field: "titleTh", before: "ข่าวตรวจสอบบันทึก", after: "ข่าวตรวจสอบบันทึก 2" });
      record("updateNews", updated.entry);
      const published = await audited("publishNews", { params: { id }, body: {} });
      expect(published.entry).toMatchObject({ action: "status-change", entity: "news-item" });
      record("publishNews", published.entry);
      const down = await audited("unpublishNews", { params: { id } });
      expect(down.entry.changes).toContainEqual({ field: "state", before: "published", after: "unpublished" });
      record("unpublishNews", down.entry);
    });

    it("account closures: a request refused with a reason, another one carried out", async () => {
      const closureOf = async (prefix: string) => {
        const resident = await newResident(h(), prefix);
        await h().call("requestClosure", { token: resident.token });
        const list = await h().call("listAccountClosures", { token: admin, query: { state: "pending", limit: 100 } });
        const found = (list.json.data as { id: number; personId: number }[]).find((c) => c.personId === resident.personId)!;
        return { id: found.id, personId: resident.personId };
      };
      const first = await closureOf("auditrefuse");
      const refused = await audited("refuseAccountClosure", { params: { id: first.id }, body: { reason: "Open case" } });
      expect(refused.entry).toMatchObject({ action: "status-change", entity: "account", entityId: String(first.personId) });
      expect(refused.entry.changes).toContainEqual({ field: "closure", before: "pending", after: "refused" });
      record("refuseAccountClosure", refused.entry);
      const second = await closureOf("auditclose");
      const closed = await audited("completeAccountClosure", { params: { id: second.id } });
      expect(closed.entry).toMatchObject({ action: "status-change", entity: "account", entityId: String(second.personId) });
      expect(closed.entry.changes).toEqual([{ field: "closure", before: "pending", after: "done" }]);
      record("completeAccountClosure", closed.entry);
    });

    it("organisation: units and positions", async () => {
      const created = await audited("createOrgUnit", { body: { kind: "division", nameTh: "กองตรวจสอบภายใน", nameEn: "Internal Audit Division" } }, 201);
      const unitId = (created.res.json.data as { id: number }).id;
      expect(created.entry).toMatchObject({ action: "create", entity: "org-unit", entityId: String(unitId) });
      expect(created.entry.changes).toContainEqual({ field: "nameTh", before: null, after: "กองตรวจสอบภายใน" });
      record("createOrgUnit", created.entry);

      const renamed = await audited("updateOrgUnit", { params: { id: unitId }, body: { nameEn: "Internal Audit Unit" } });
      expect(renamed.entry).toMatchObject({ action: "update", entity: "org-unit", entityId: String(unitId) });
      expect(renamed.entry.changes).toEqual([{ field: "nameEn", before: "Internal Audit Division", after: "Internal Audit Unit" }]);
      record("updateOrgUnit", renamed.entry);

      const off = await audited("updateOrgUnit", { params: { id: unitId }, body: { active: false } });
      expect(off.entry).toMatchObject({ action: "status-change", changes: [{ field: "active", before: true, after: false }] });

      const deleted = await audited("deleteOrgUnit", { params: { id: unitId } });
      expect(deleted.entry).toMatchObject({ action: "delete", entity: "org-unit", entityId: String(unitId) });
      expect(deleted.entry.changes).toContainEqual({ field: "nameEn", before: "Internal Audit Unit", after: null });
      record("deleteOrgUnit", deleted.entry);

      const nameEn = `Auditor ${uniqueName()}`;
      const position = await audited("createPosition", { body: { nameTh: `ผู้ตรวจสอบ ${nameEn}`, nameEn } }, 201);
      const positionId = (position.res.json.data as { id: number }).id;
      expect(position.entry).toMatchObject({ action: "create", entity: "position", entityId: String(positionId) });
      record("createPosition", position.entry);
      const renamedPosition = await audited("updatePosition", { params: { id: positionId }, body: { nameEn: `${nameEn} 2` } });
      expect(renamedPosition.entry.changes).toEqual([{ field: "nameEn", before: nameEn, after: `${nameEn} 2` }]);
      record("updatePosition", renamedPosition.entry);
      const deletedPosition = await audited("deletePosition", { params: { id: positionId } });
      expect(deletedPosition.entry).toMatchObject({ action: "delete", entity: "position" });
      record("deletePosition", deletedPosition.entry);
    });

    it("staff users: create, update, permission change, status change, password reset", async () => {
      const unitId = await unitIdByCode(h(), admin, "finance-revenue");
      const name = uniqueName("auditee");
      const created = await audited(
        "createStaffUser",
        { body: { name, email: `${name}@example.org`, title: "นาง", firstname: "ตรวจ", lastname: "สอบ", unitId, roles: ["officer"] } },
        201,
      );
      const user = created.res.json.data as { id: number; oneTimePassword: string };
      secrets.push(user.oneTimePassword);
      expect(created.entry).toMatchObject({ action: "create", entity: "staff-user", entityId: String(user.id) });
      expect(created.entry.changes).toContainEqual({ field: "roles", before: null, after: ["officer"] });
      expect(created.entry.changes).toContainEqual({ field: "name", before: null, after: name });
      record("createStaffUser", created.entry);

      const updated = await audited("updateStaffUser", { params: { id: user.id }, body: { firstname: "ตรวจตรา" } });
      expect(updated.entry).toMatchObject({ action: "update", changes: [{ field: "firstname", before: "ตรวจ", after: "ตรวจตรา" }] });
      record("updateStaffUser", updated.entry);
      const roles = await audited("updateStaffUser", { params: { id: user.id }, body: { roles: ["officer", "finance_officer"] } });
      expect(roles.entry).toMatchObject({
        action: "permission-change",
        changes: [{ field: "roles", before: ["officer"], after: ["finance_officer", "officer"] }],
      });

      const status = await audited("setStaffUserStatus", { params: { id: user.id }, body: { active: false } });
      expect(status.entry).toMatchObject({ action: "status-change", entity: "staff-user", changes: [{ field: "active", before: true, after: false }] });
      record("setStaffUserStatus", status.entry);

      const reset = await audited("resetStaffUserPassword", { params: { id: user.id } });
      secrets.push((reset.res.json.data as { oneTimePassword: string }).oneTimePassword);
      expect(reset.entry).toMatchObject({ action: "password-reset", entity: "staff-user", entityId: String(user.id) });
      record("resetStaffUserPassword", reset.entry);
    });

    it("menu items and the outbox", async () => {
      const created = await audited("createMenuItem", { body: { type: "basic", titleTh: "ปฏิทิน", titleEn: "Calendar", link: "/calendar", icon: "calendar" } }, 201);
      const id = (created.res.json.data as { id: number }).id;
      expect(created.entry).toMatchObject({ action: "create", entity: "menu-item", entityId: String(id) });
      record("createMenuItem", created.entry);
      const roles = await audited("updateMenuItem", { params: { id }, body: { roles: ["admin"] } });
      expect(roles.entry).toMatchObject({ action: "permission-change", changes: [{ field: "roles", before: [], after: ["admin"] }] });
      const renamed = await audited("updateMenuItem", { params: { id }, body: { titleEn: "Diary" } });
      expect(renamed.entry).toMatchObject({ action: "update", changes: [{ field: "titleEn", before: "Calendar", after: "Diary" }] });
      record("updateMenuItem", renamed.entry);
      const deleted = await audited("deleteMenuItem", { params: { id } });
      expect(deleted.entry).toMatchObject({ action: "delete", entity: "menu-item" });
      record("deleteMenuItem", deleted.entry);

      const [failed] = await h()
        .server.database.db.insert(outbox)
        .values({ channel: "email", toAddress: "bounce@example.org", language: "th", template: "staff-account-created", subject: "s", body: "b", state: "failed", attempts: 5, lastError: "550 mailbox unavailable" })
        .returning({ id: outbox.id });
      const retried = await audited("retryEmail", { params: { id: failed!.id } });
      expect(retried.res.json.data).toMatchObject({ state: "queued", attempts: 0, lastError: "550 mailbox unavailable" });
      expect(retried.entry).toMatchObject({ action: "status-change", entity: "email-message", entityId: String(failed!.id) });
      expect(retried.entry.changes).toContainEqual({ field: "state", before: "failed", after: "queued" });
      record("retryEmail", retried.entry);
      const again = await h().call("retryEmail", { token: admin, params: { id: failed!.id } });
      expect(again.status).toBe(409);
      expect(again.json.message).toBe("Only a message that failed can be queued again.");
    });

    it("document store: folders, documents, versions, trash, permissions, types, the register and e-mail templates", async () => {
      const pdf = await thaiPdf([["บันทึกข้อความ ทดสอบบันทึกการตรวจสอบ"]]);
      const upload = async () => {
        const res = await h().call("uploadFile", { token: admin, ...multipart([{ name: "file", filename: "บันทึก.pdf", type: "application/pdf", data: pdf }]) });
        return (res.json.data as { id: string }).id;
      };
      const type = await audited("createDmsDocumentType", { body: { nameTh: "บันทึกตรวจสอบ", nameEn: "Audit memo", retentionYears: 5 } }, 201);
      const typeId = (type.res.json.data as { id: number }).id;
      expect(type.entry).toMatchObject({ action: "create", entity: "document-type", entityId: String(typeId) });
      record("createDmsDocumentType", type.entry);
      const retyped = await audited("updateDmsDocumentType", { params: { id: typeId }, body: { retentionYears: 7 } });
      expect(retyped.entry.changes).toEqual([{ field: "retentionYears", before: 5, after: 7 }]);
      record("updateDmsDocumentType", retyped.entry);

      const folder = await audited("createDmsFolder", { body: { name: "แฟ้มตรวจสอบ" } }, 201);
      const folderId = (folder.res.json.data as { id: number }).id;
      expect(folder.entry).toMatchObject({ action: "create", entity: "document-folder", entityId: String(folderId) });
      record("createDmsFolder", folder.entry);
      const sub = await audited("createDmsFolder", { body: { name: "ย่อย", parentId: folderId } }, 201);
      const subId = (sub.res.json.data as { id: number }).id;
      const renamed = await audited("updateDmsFolder", { params: { id: subId }, body: { name: "แฟ้มย่อย" } });
      expect(renamed.entry).toMatchObject({ action: "update", changes: [{ field: "name", before: "ย่อย", after: "แฟ้มย่อย" }] });
      record("updateDmsFolder", renamed.entry);

      const filed = await audited("createDmsDocument", { body: { folderId, fileId: await upload(), typeId, title: "บันทึกตรวจสอบ", docNumber: "ทน 1/2569" } }, 201);
      const docId = (filed.res.json.data as { id: number }).id;
      expect(filed.entry).toMatchObject({ action: "upload", entity: "document", entityId: String(docId) });
      record("createDmsDocument", filed.entry);
      const edited = await audited("updateDmsDocument", { params: { id: docId }, body: { sender: "สำนักปลัด" } });
      expect(edited.entry).toMatchObject({ action: "update", changes: [{ field: "sender", before: null, after: "สำนักปลัด" }] });
      record("updateDmsDocument", edited.entry);
      const version = await audited("addDmsDocumentVersion", { params: { id: docId }, body: { fileId: await upload() } }, 201);
      expect(version.entry).toMatchObject({ action: "upload", entity: "document" });
      record("addDmsDocumentVersion", version.entry);
      const back = await audited("restoreDmsDocumentVersion", { params: { id: docId, versionNo: 1 } }, 201);
      expect(back.entry).toMatchObject({ action: "restore", changes: [{ field: "currentVersion", before: 2, after: 3 }] });
      record("restoreDmsDocumentVersion", back.entry);
      const moved = await audited("moveDmsDocument", { params: { id: docId }, body: { folderId: subId } });
      expect(moved.entry).toMatchObject({ action: "move", entity: "document" });
      // The ids come with the folders' names (tracker issue 39).
      expect(moved.entry.changes).toContainEqual({ field: "folderId", before: folderId, after: subId, beforeLabel: "แฟ้มตรวจสอบ", afterLabel: "แฟ้มย่อย" });
      record("moveDmsDocument", moved.entry);
      const permissions = await audited("setDmsPermissions", { body: { documentId: docId, ownPermissions: true, grants: [{ subjectKind: "role", subjectRole: "officer", level: "view" }] } });
      expect(permissions.entry).toMatchObject({ action: "permission-change", entity: "document", entityId: String(docId) });
      expect(permissions.entry.changes).toContainEqual({ field: "ownPermissions", before: false, after: true });
      record("setDmsPermissions", permissions.entry);
      const deleted = await audited("deleteDmsDocument", { params: { id: docId } });
      expect(deleted.entry).toMatchObject({ action: "delete", entity: "document" });
      record("deleteDmsDocument", deleted.entry);
      const restored = await audited("restoreDmsDocument", { params: { id: docId } });
      expect(restored.entry).toMatchObject({ action: "restore", entity: "document" });
      record("restoreDmsDocument", restored.entry);
      // Tracker issue 39 items 2 and 3: a tag on a selection (one entry per document) and a tag's colour.
      const bulked = await audited("bulkChangeDmsDocuments", { body: { ids: [docId], action: "addTag", tag: "ตรวจบันทึก" } });
      expect(bulked.entry).toMatchObject({ entity: "document", entityId: String(docId) });
      record("bulkChangeDmsDocuments", bulked.entry);
      const coloured = await audited("setDmsTagColour", { body: { tag: "ตรวจบันทึก", colour: "green" } });
      expect(coloured.entry).toMatchObject({ entity: "document-tag" });
      record("setDmsTagColour", coloured.entry);
      // Tracker issue 41 item 2: an Open311 client's key issued and revoked.
      const issued = await audited("issueOpen311Client", { body: { name: "Audit check", contact: "ops@example.org", quotaPerHour: 10 } }, 201);
      expect(issued.entry).toMatchObject({ entity: "open311-client" });
      record("issueOpen311Client", issued.entry);
      const clientId = (issued.res.json.data as { client: { id: number } }).client.id;
      const revoked = await audited("revokeOpen311Client", { params: { id: clientId } });
      expect(revoked.entry).toMatchObject({ entity: "open311-client", entityId: String(clientId) });
      record("revokeOpen311Client", revoked.entry);
      // Emptying the trash: one entry per document deleted for good (here the one put back in the trash).
      await audited("deleteDmsDocument", { params: { id: docId } });
      const emptied = await audited("emptyDmsTrash", {});
      expect(emptied.entry).toMatchObject({ entity: "document", entityId: String(docId) });
      record("emptyDmsTrash", emptied.entry);

      const empty = await audited("createDmsFolder", { body: { name: "ว่าง", parentId: folderId } }, 201);
      const gone = await audited("deleteDmsFolder", { params: { id: (empty.res.json.data as { id: number }).id } });
      expect(gone.entry).toMatchObject({ action: "delete", entity: "document-folder" });
      record("deleteDmsFolder", gone.entry);
      const unused = await audited("createDmsDocumentType", { body: { nameTh: "ไม่ใช้", nameEn: "Unused" } }, 201);
      const removed = await audited("deleteDmsDocumentType", { params: { id: (unused.res.json.data as { id: number }).id } });
      expect(removed.entry).toMatchObject({ action: "delete", entity: "document-type" });
      record("deleteDmsDocumentType", removed.entry);

      const letter = await audited("registerCorrespondence", { body: { direction: "in", subject: "ขอความอนุเคราะห์", fromName: "อำเภอ", toName: "นายกเทศมนตรี", urgency: "urgent" } }, 201);
      expect(letter.entry).toMatchObject({ action: "create", entity: "correspondence" });
      expect(letter.entry.changes).toContainEqual({ field: "urgency", before: null, after: "urgent" });
      record("registerCorrespondence", letter.entry);

      const templates = await h().call("listEmailTemplates", { token: admin });
      const t = (templates.json.data as { code: string; th: { subject: string; body: string }; en: { subject: string; body: string } }[]).find((x) => x.code === "staff-password-reset")!;
      const template = await audited("updateEmailTemplate", { params: { code: "staff-password-reset" }, body: { th: t.th, en: { subject: `${t.en.subject} (edited)`, body: t.en.body } } });
      expect(template.entry).toMatchObject({ action: "update", entity: "email-template", entityId: "staff-password-reset", changes: [{ field: "enSubject", before: t.en.subject, after: `${t.en.subject} (edited)` }] });
      record("updateEmailTemplate", template.entry);
    });

    it("garbage fee: a rate change, the bill run, the simulated bank, accounts opened, linked and closed, an exception resolved (issue 13)", async () => {
      const rate = await audited("updateGarbageRate", { params: { code: "restaurant" }, body: { monthlySatang: 16000 } });
      expect(rate.entry).toMatchObject({ action: "update", entity: "garbage-rate", entityId: "restaurant", changes: [{ field: "monthlySatang", before: 15000, after: 16000 }] });
      record("updateGarbageRate", rate.entry);
      // A month within the 36 a bill run may go back, whatever the date.
      const month = bangkokMonth(Date.now(), -20);
      const run = await audited("runGarbageBills", { body: { month } });
      expect(run.entry).toMatchObject({ action: "create", entity: "garbage-bill", entityId: month });
      record("runGarbageBills", run.entry);

      const resident = await h().login("person", SOMCHAI);
      const linked = await h().call("linkGarbageAccount", { token: resident, body: { accountNo: "1001000789", houseNo: "88/1" } });
      const bills = (linked.json.data as { id: number; bills: { id: number; paid: boolean }[] }).bills.filter((b) => !b.paid);
      const created = await h().call("createGarbagePayment", { token: resident, body: { accountId: (linked.json.data as { id: number }).id, billIds: bills.map((b) => b.id) } });
      const payment = created.json.data as { id: number; paymentNo: string };
      expect((await h().call("startGarbagePayment", { token: resident, params: { id: payment.id } })).status).toBe(200);
      const simulated = await audited("simulateGarbageBank", { body: { paymentNo: payment.paymentNo } });
      expect(simulated.entry).toMatchObject({ action: "status-change", entity: "garbage-payment", entityId: payment.paymentNo });
      expect(simulated.entry.changes).toContainEqual({ field: "state", before: "started", after: "success" });
      record("simulateGarbageBank", simulated.entry);

      const accountNo = `55${String(Date.now()).slice(-8)}`;
      const opened = await audited("createGarbageAccount", { body: { accountNo, houseNo: "1", holderName: "ตรวจ บันทึก", address: "1 ถนนตรวจ", rateCode: "household" } }, 201);
      expect(opened.entry).toMatchObject({ action: "create", entity: "garbage-account", entityId: accountNo });
      record("createGarbageAccount", opened.entry);
      const accountId = (opened.res.json.data as { id: number }).id;
      const [somchai] = await h().server.database.db.select({ id: persons.id }).from(persons).where(eq(persons.name, SOMCHAI.name));
      const linkedByStaff = await audited("setGarbageAccountResident", { params: { id: accountId }, body: { personId: somchai!.id } });
      expect(linkedByStaff.entry).toMatchObject({ action: "update", entity: "garbage-account", entityId: accountNo });
      expect(linkedByStaff.entry.changes).toContainEqual({ field: "personId", before: null, after: somchai!.id, afterLabel: "นายสมชาย ใจดี" });
      record("setGarbageAccountResident", linkedByStaff.entry);
      const closed = await audited("closeGarbageAccount", { params: { id: accountId } });
      expect(closed.entry).toMatchObject({ action: "status-change", entity: "garbage-account", entityId: accountNo, changes: [{ field: "active", before: true, after: false }] });
      record("closeGarbageAccount", closed.entry);

      const wrong = await audited("simulateGarbageBank", { body: { paymentNo: payment.paymentNo, amountSatang: 1 } });
      expect(wrong.res.json.data).toMatchObject({ outcome: "exception" });
      const exceptions = await h().call("listGarbageExceptions", { token: admin });
      const exception = (exceptions.json.data as { id: number; paymentNo: string | null }[]).find((e) => e.paymentNo === payment.paymentNo)!;
      const resolved = await audited("resolveGarbageException", { params: { id: exception.id }, body: { note: "โอนคืนแล้ว" } });
      expect(resolved.entry).toMatchObject({ action: "status-change", entity: "garbage-exception", entityId: String(exception.id) });
      expect(resolved.entry.changes).toContainEqual({ field: "resolutionNote", before: null, after: "โอนคืนแล้ว" });
      record("resolveGarbageException", resolved.entry);
    });

    it("import (tracker issue 38 item 2): the upload of a dry run, then one entry per record and one of the import", async () => {
      const name = `ตำแหน่งตรวจบันทึก ${uniqueName("a")}`;
      const file = Buffer.from(`Position in Thai,Position in English\r\n${name},Audit ${name}\r\n`);
      const before = await entryCount();
      const upload = await h().call("createImportJob", { token: admin, query: { kind: "positions" }, ...multipart([{ name: "file", filename: "p.csv", type: "text/csv", data: file }]) });
      expect(upload.status).toBe(201);
      expect(await entryCount()).toBe(before + 1);
      const id = (upload.json.data as { id: number }).id;
      const uploaded = await newest();
      expect(uploaded).toMatchObject({ action: "upload", entity: "import-job", entityId: String(id) });
      record("createImportJob", uploaded);
      const confirmed = await h().call("confirmImportJob", { token: admin, params: { id } });
      expect(confirmed.status).toBe(200);
      expect(await entryCount()).toBe(before + 3);
      const summary = await newest();
      expect(summary).toMatchObject({ action: "import", entity: "import-job", entityId: String(id) });
      expect(summary.changes).toContainEqual({ field: "created", before: 1, after: 1 });
      record("confirmImportJob", summary);
    });

    it("the municipality's identity (tracker issue 38 item 1): its fields changed, its logo uploaded", async () => {
      const current = (await h().call("getMunicipality", {})).json.data as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(current).filter(([key]) => !["logoType", "version", "updatedAt", "logoUrl", "icons", "manifestUrl"].includes(key)));
      const changed = await audited("updateMunicipality", { body: { ...fields, telephone: "0 2000 9999" } });
      expect(changed.entry).toMatchObject({ action: "update", entity: "municipality", entityId: "1" });
      expect(changed.entry.changes).toContainEqual({ field: "telephone", before: current.telephone, after: "0 2000 9999" });
      record("updateMunicipality", changed.entry);
      const before = await entryCount();
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/></svg>';
      const uploaded = await h().call("uploadMunicipalityLogo", { token: admin, ...multipart([{ name: "file", filename: "logo.svg", type: "image/svg+xml", data: Buffer.from(svg) }]) });
      expect(uploaded.status, String(uploaded.json.message)).toBe(200);
      expect(await entryCount()).toBe(before + 1);
      const logo = await newest();
      expect(logo).toMatchObject({ action: "upload", entity: "municipality", entityId: "1" });
      expect(logo.changes.map((change) => change.field)).toEqual(["logo"]);
      record("uploadMunicipalityLogo", logo);
    });

    it("signed webhooks (tracker issue 41 item 3): an endpoint made, changed, its secret rotated, a delivery replayed, the endpoint deleted; never a secret", async () => {
      const body = { url: "https://hooks.example.org/audit", eventTypes: ["case.closed"], enabled: false };
      const made = await audited("createWebhookEndpoint", { body }, 201);
      const { endpoint, secret } = made.res.json.data as { endpoint: { id: number }; secret: string };
      expect(made.entry).toMatchObject({ action: "create", entity: "webhook-endpoint", entityId: String(endpoint.id) });
      record("createWebhookEndpoint", made.entry);
      const changed = await audited("updateWebhookEndpoint", { params: { id: endpoint.id }, body: { ...body, description: "Finance system" } });
      expect(changed.entry.changes).toEqual([{ field: "description", before: "", after: "Finance system" }]);
      record("updateWebhookEndpoint", changed.entry);
      const rotated = await audited("rotateWebhookSecret", { params: { id: endpoint.id } });
      expect(rotated.entry.changes.map((change) => change.field)).toEqual(["signingKeyRotated"]);
      record("rotateWebhookSecret", rotated.entry);
      const [delivery] = await h()
        .server.database.db.insert(webhookDeliveries)
        .values({ endpointId: endpoint.id, messageId: `msg_audit${Date.now()}`, eventType: "case.closed", payload: "{}", state: "failed", attempts: 8 })
        .returning();
      const replayed = await audited("replayWebhookDelivery", { params: { id: delivery!.id } });
      expect(replayed.entry).toMatchObject({ action: "status-change", entity: "webhook-delivery", entityId: String(delivery!.id) });
      record("replayWebhookDelivery", replayed.entry);
      const deleted = await audited("deleteWebhookEndpoint", { params: { id: endpoint.id } });
      expect(deleted.entry).toMatchObject({ action: "delete", entity: "webhook-endpoint" });
      record("deleteWebhookEndpoint", deleted.entry);
      const entries = JSON.stringify([made, changed, rotated, replayed, deleted].map((each) => each.entry));
      expect(entries).not.toContain(secret);
      expect(entries).not.toContain((rotated.res.json.data as { secret: string }).secret);
    });

    it("covers every mutating staff operation of the contract", () => {
      const mutating = operations.filter((op) => op.roles !== undefined && op.method !== "GET").map((op) => op.operationId);
      expect([...covered].sort()).toEqual(mutating.sort());
    });
  });

  it("a refused change writes no entry", async () => {
    const deputy = await unitIdByCode(h(), admin, "deputy");
    const before = await entryCount();
    expect((await h().call("deleteOrgUnit", { token: admin, params: { id: deputy } })).status).toBe(409);
    expect((await h().call("updateStaffUser", { token: admin, params: { id: adminId }, body: { roles: ["officer"] } })).status).toBe(409);
    expect(await entryCount()).toBe(before);
  });

  it("never holds a secret: no password, one-time password or hash anywhere in the log", async () => {
    expect(secrets.length).toBeGreaterThanOrEqual(2);
    const rows = await h().server.database.db.select().from(auditLog);
    const everything = JSON.stringify(rows, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value));
    for (const secret of [...secrets, ADMIN.password, "$argon2"]) expect(everything).not.toContain(secret);
    expect(rows.flatMap((r) => r.changes.map((c) => c.field)).filter((f) => SECRET_FIELD.test(f))).toEqual([]);
  });

  it("is append-only: the database refuses UPDATE, DELETE and TRUNCATE", async () => {
    const db = h().server.database.db;
    const before = await entryCount();
    await expect(db.update(auditLog).set({ action: "update" })).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.personId, adminId))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await entryCount()).toBe(before);
  });

  describe("reading", () => {
    it("filters by person, action, entity and time, and pages newest first", async () => {
      const all = await h().call("searchAuditLog", { token: admin, query: { personId: adminId, limit: 100 } });
      const entries = all.json.data as Entry[];
      expect(entries.every((e) => e.personId === adminId)).toBe(true);
      expect(entries.map((e) => BigInt(e.id))).toEqual([...entries.map((e) => BigInt(e.id))].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      const creates = await h().call("searchAuditLog", { token: admin, query: { action: "create", entity: "org-unit" } });
      expect((creates.json.data as Entry[]).every((e) => e.action === "create" && e.entity === "org-unit")).toBe(true);
      expect(creates.json.total).toBeGreaterThanOrEqual(1);
      const signIns = await h().call("searchAuditLog", { token: admin, query: { action: "sign-in", personId: adminId } });
      expect(signIns.json.total).toBeGreaterThanOrEqual(1);

      const page = await h().call("searchAuditLog", { token: admin, query: { offset: 1, limit: 2, dir: "asc" } });
      const asc = await h().call("searchAuditLog", { token: admin, query: { limit: 3, dir: "asc" } });
      expect(page.json.data).toEqual((asc.json.data as Entry[]).slice(1, 3));
      const newestEntry = entries[0]!;
      const from = await h().call("searchAuditLog", { token: admin, query: { from: newestEntry.at, personId: adminId } });
      expect((from.json.data as Entry[]).map((e) => e.id)).toContain(newestEntry.id);
      const to = await h().call("searchAuditLog", { token: admin, query: { to: newestEntry.at, personId: adminId } });
      expect((to.json.data as Entry[]).every((e) => e.at < newestEntry.at)).toBe(true);
      const bad = await h().call("searchAuditLog", { token: admin, query: { action: "rewrite" } });
      expect(bad.status).toBe(400);
    });

    it("names the records a change's ids point at, in the reader's language, and says when one is gone (tracker issue 39)", async () => {
      // A case reassigned from one officer to another: the entry carries both officers' names.
      const filed = await h().call("createComplaintEForm", {
        token: admin,
        body: { channel: "walk_in", contactName: "นางสมใจ ทดสอบ", phone: "081-555-0001", complaintTypeId: 1, complaintKindId: 1, detail: "Reassigned", location: "Soi 9" },
      });
      expect(filed.status, filed.json.message).toBe(201);
      const { id: caseId, unit } = filed.json.data as { id: number; unit: { id: number } };
      const officer = async (firstname: string, lastname: string) => {
        const body = { name: uniqueName("named"), email: `${uniqueName("named")}@example.org`, title: "นาย", firstname, lastname, unitId: unit.id, roles: ["officer"], language: "th" };
        const created = await h().call("createStaffUser", { token: admin, body });
        expect(created.status, created.json.message).toBe(201);
        return (created.json.data as { id: number }).id;
      };
      const first = await officer("สมชาย", "ใจดี");
      const second = await officer("สมศรี", "มีสุข");
      for (const body of [{ action: "accept", assigneeId: first }, { action: "assign", assigneeId: second }]) {
        const moved = await h().call("transitionComplaint", { token: admin, params: { id: caseId }, body });
        expect(moved.status, moved.json.message).toBe(200);
      }
      const caseEntries = async (language: string) => {
        const res = await h().call("searchAuditLog", { token: admin, query: { entity: "complaint", limit: 5 }, headers: { "accept-language": language } });
        return (res.json.data as Entry[]).filter((e) => e.entityId === String(caseId));
      };
      const [reassigned, accepted] = await caseEntries("th");
      expect(reassigned!.changes).toEqual([{ field: "assigneeId", before: first, after: second, beforeLabel: "นายสมชาย ใจดี", afterLabel: "นายสมศรี มีสุข" }]);
      expect(accepted!.changes).toContainEqual({ field: "assigneeId", before: null, after: first, afterLabel: "นายสมชาย ใจดี" });
      // The staff overview's recent activity names them too.
      const home = await h().call("getStaffHome", { token: admin });
      const recent = (home.json.data as { recentActivity: Entry[] }).recentActivity.find((e) => e.id === reassigned!.id);
      expect(recent?.changes[0]).toMatchObject({ beforeLabel: "นายสมชาย ใจดี", afterLabel: "นายสมศรี มีสุข" });

      // A unit's parent by its name in the reader's language; null once that unit is deleted, the id kept.
      const tag = uniqueName("n");
      const unitBody = (code: string, parentId?: number) => ({ nameTh: `กองทดสอบชื่อ ${code} ${tag}`, nameEn: `Naming test ${code} ${tag}`, kind: parentId ? "section" : "division", ...(parentId ? { parentId } : {}) });
      const parent = await h().call("createOrgUnit", { token: admin, body: unitBody("parent") });
      expect(parent.status, parent.json.message).toBe(201);
      const parentId = (parent.json.data as { id: number }).id;
      const child = await h().call("createOrgUnit", { token: admin, body: unitBody("child", parentId) });
      expect(child.status, child.json.message).toBe(201);
      const childEntry = async (language: string) => {
        const res = await h().call("searchAuditLog", { token: admin, query: { entity: "org-unit", action: "create", limit: 1 }, headers: { "accept-language": language } });
        return (res.json.data as Entry[])[0]!.changes.find((c) => c.field === "parentId");
      };
      expect(await childEntry("en")).toEqual({ field: "parentId", before: null, after: parentId, afterLabel: `Naming test parent ${tag}` });
      expect(await childEntry("th")).toEqual({ field: "parentId", before: null, after: parentId, afterLabel: `กองทดสอบชื่อ parent ${tag}` });
      for (const id of [(child.json.data as { id: number }).id, parentId]) expect((await h().call("deleteOrgUnit", { token: admin, params: { id } })).status).toBe(200);
      const res = await h().call("searchAuditLog", { token: admin, query: { entity: "org-unit", action: "create", limit: 2 } });
      expect((res.json.data as Entry[]).flatMap((e) => e.changes.filter((c) => c.field === "parentId"))).toContainEqual({ field: "parentId", before: null, after: parentId, afterLabel: null });
    });

    it("exports the matching entries as a UTF-8 CSV attachment with a byte-order mark", async () => {
      const query = { entity: "org-unit", dir: "asc" };
      const res = await h().call("exportAuditLog", { token: admin, query });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
      const text = res.body as string;
      expect(text.startsWith("\uFEFF")).toBe(true);
      const rows = parseCsv(text.slice(1));
      expect(rows[0]).toEqual(["id", "at", "personId", "personName", "realm", "action", "entity", "entityId", "changes", "clientIp", "requestId", "purpose"]);
      const search = await h().call("searchAuditLog", { token: admin, query: { ...query, limit: 100 } });
      const entries = search.json.data as Entry[];
      expect(rows.slice(1)).toHaveLength(entries.length);
      expect(entries.length).toBeGreaterThanOrEqual(3);
      for (const [i, entry] of entries.entries()) {
        const row = rows[i + 1]!;
        // Times as the logs page shows them: Bangkok time (English here: no Accept-Language), lib/csv.ts.
        expect(row.slice(0, 8)).toEqual([entry.id, csvTime(entry.at, "en"), String(entry.personId), entry.personName, entry.realm, entry.action, entry.entity, entry.entityId]);
        expect(JSON.parse(row[8]!)).toEqual(entry.changes);
        expect(row.slice(9)).toEqual([entry.clientIp, entry.requestId, entry.purpose ?? ""]);
      }
      expect(text).toContain("กองตรวจสอบภายใน");
    });
  });
});
