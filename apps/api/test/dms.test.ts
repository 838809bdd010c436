/**
 * The document store (issue 14, contract tag `dms`): folders, documents filed from uploads (magic bytes, limits),
 * versions kept and restorable, the trash, moves, downloads; document types with their own fields (409 when in
 * use); Document Authority enforced on every document call (a walk over every operation with a user who lacks
 * the permission); text extracted from Thai PDFs and found by Thai queries (trigrams) without ever showing a
 * document the caller may not view; the audit of views, downloads, uploads, moves, deletes and permission
 * changes; the correspondence register's numbers (per unit and Buddhist-era year, unique under a parallel burst);
 * the e-mail template editor (unknown placeholders refused, the next e-mail uses the edit).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, outbox } from "../src/db/schema";
import { enqueueEmail } from "../src/mail/outbox";
import { operations } from "./support/contract-check";
import { describeBackends, type Answer, type Harness } from "./support/harness";
import { multipart } from "./support/multipart";
import { newStaffUser, unitIdByCode, type TestStaff } from "./support/staff";
import { thaiPdf } from "./support/thai-pdf";

/** The test clock: 31 December 2026, 23:00 in Bangkok (Buddhist era 2569), moved on by the register test. */
let now = Date.UTC(2026, 11, 31, 16, 0, 0);

/** The letter's text: a Thai official letter about a budget meeting. */
const LETTER = [
  ["ที่ มท 0808.2/ว 1234", "เรื่อง ขอเชิญประชุมคณะกรรมการพัฒนาท้องถิ่น", "เรียน นายกเทศมนตรี", "ด้วยจังหวัดจะจัดประชุมพิจารณาแผนพัฒนาท้องถิ่นและงบประมาณ"],
  ["จึงเรียนมาเพื่อโปรดทราบและพิจารณาเข้าร่วมประชุมตามวันเวลาดังกล่าว"],
];

async function upload(h: Harness, token: string, data: Buffer, filename: string): Promise<string> {
  const res = await h.call("uploadFile", { token, ...multipart([{ name: "file", filename, type: "application/pdf", data }]) });
  expect(res.status, res.json.message).toBe(201);
  return (res.json.data as { id: string }).id;
}

const ids = (res: Answer) => (res.json.data as { id: number }[]).map((d) => d.id);

describeBackends(
  "document store",
  (h) => {
    let controller: TestStaff; // document controller (like the demo `pranee`)
    let engineer: TestStaff; // officer of Engineering, a section of Public Works
    let nurse: TestStaff; // officer of Cleansing (Public Health): another unit
    let publicWorks = 0;
    let letterTypeId = 0;
    let folderId = 0;
    let docId = 0;
    let pdf: Buffer;

    beforeAll(async () => {
      controller = await newStaffUser(h(), ["document_controller"], { prefix: "dc" });
      engineer = await newStaffUser(h(), ["officer"], { unitCode: "technical-engineering", prefix: "eng" });
      nurse = await newStaffUser(h(), ["officer"], { unitCode: "health-cleansing", prefix: "nurse" });
      publicWorks = await unitIdByCode(h(), controller.token, "technical");
      const types = await h().call("listDmsDocumentTypes", { token: controller.token });
      letterTypeId = (types.json.data as { id: number; nameEn: string }[]).find((t) => t.nameEn === "Official letter (external)")!.id;
      pdf = await thaiPdf(LETTER);
    });

    it("files a Thai PDF in a unit's folder, extracts its text and finds it by Thai words only for the unit", async () => {
      const c = controller.token;
      const folder = await h().call("createDmsFolder", { token: c, body: { name: `หนังสือรับ กองช่าง ${now}`, unitId: publicWorks } });
      expect(folder.status, folder.json.message).toBe(201);
      folderId = (folder.json.data as { id: number }).id;
      expect((await h().call("createDmsFolder", { token: c, body: { name: "  ", unitId: publicWorks } })).json.errors).toEqual([{ field: "name", message: "must not be blank" }]);
      const granted = await h().call("setDmsPermissions", { token: c, body: { folderId, grants: [{ subjectKind: "unit", subjectId: publicWorks, level: "view" }] } });
      expect(granted.status, granted.json.message).toBe(200);

      const fileId = await upload(h(), c, pdf, "หนังสือเชิญประชุม.pdf");
      const created = await h().call("createDmsDocument", {
        token: c,
        body: { folderId, fileId, typeId: letterTypeId, title: "หนังสือเชิญประชุมคณะกรรมการ", docNumber: "มท 0808.2/ว 1234", docDate: "2026-12-20", sender: "จังหวัด", tags: ["ประชุม"], fields: { referenceTo: "หนังสือจังหวัด" } },
      });
      expect(created.status, created.json.message).toBe(201);
      const doc = created.json.data as { id: number; currentVersion: number; versions: { hasText: boolean; mimeType: string }[]; folderPath: string };
      docId = doc.id;
      expect(doc.currentVersion).toBe(1);
      expect(doc.versions[0]).toMatchObject({ hasText: true, mimeType: "application/pdf" });

      // Thai words that appear only inside the PDF (not in the metadata), parts of words, and the number.
      for (const query of ["แผนพัฒนาท้องถิ่น", "พิจารณาเข้าร่วม", "งบประมาณ", "มท 0808.2"]) {
        const found = await h().call("searchDocuments", { token: engineer.token, query: { query } });
        expect(found.status).toBe(200);
        expect(ids(found), query).toContain(docId);
        const other = await h().call("searchDocuments", { token: nurse.token, query: { query } });
        expect(ids(other), query).not.toContain(docId);
        expect(other.json.total, `${query}: not even counted`).toBe((other.json.data as unknown[]).length);
      }
      const page = await h().call("listDmsDocuments", { token: engineer.token, query: { query: "ขอเชิญประชุม" } });
      expect(ids(page)).toContain(docId);
      expect((await h().call("listDmsDocuments", { token: nurse.token, query: { query: "ขอเชิญประชุม" } })).json.total).toBe(0);
      // A query that is in no document finds nothing.
      expect((await h().call("searchDocuments", { token: engineer.token, query: { query: "ไม่มีคำนี้ในเอกสาร" } })).json.total).toBe(0);
      // The engineer sees the folder (through the division's grant), the nurse does not.
      expect(ids(await h().call("listDmsFolders", { token: engineer.token }))).toContain(folderId);
      expect(ids(await h().call("listDmsFolders", { token: nurse.token }))).not.toContain(folderId);
    });

    it("keeps versions, restores an old one as a new version, and serves each one's file", async () => {
      const c = controller.token;
      const second = await thaiPdf([["ฉบับแก้ไข เรื่อง ขอเชิญประชุมคณะกรรมการ เลื่อนวันประชุม"]]);
      const v2 = await h().call("addDmsDocumentVersion", { token: c, params: { id: docId }, body: { fileId: await upload(h(), c, second, "หนังสือเชิญประชุม-แก้ไข.pdf") } });
      expect(v2.status, v2.json.message).toBe(201);
      expect(v2.json.data).toMatchObject({ currentVersion: 2, fileName: "หนังสือเชิญประชุม-แก้ไข.pdf" });
      // The search text follows the current version.
      expect(ids(await h().call("searchDocuments", { token: engineer.token, query: { query: "เลื่อนวันประชุม" } }))).toContain(docId);
      expect(ids(await h().call("searchDocuments", { token: engineer.token, query: { query: "แผนพัฒนาท้องถิ่น" } }))).not.toContain(docId);

      const restored = await h().call("restoreDmsDocumentVersion", { token: c, params: { id: docId, versionNo: 1 } });
      expect(restored.status, restored.json.message).toBe(201);
      const doc = restored.json.data as { currentVersion: number; versions: { versionNo: number; fileName: string }[] };
      expect(doc.currentVersion).toBe(3);
      expect(doc.versions.map((v) => v.versionNo)).toEqual([3, 2, 1]);
      expect(doc.versions[0]!.fileName).toBe("หนังสือเชิญประชุม.pdf");
      expect(ids(await h().call("searchDocuments", { token: engineer.token, query: { query: "แผนพัฒนาท้องถิ่น" } }))).toContain(docId);

      const file = await h().call("downloadDmsDocument", { token: engineer.token, params: { id: docId }, query: { versionNo: 2, download: "true" } });
      expect(file.status).toBe(200);
      expect(file.headers["content-type"]).toBe("application/pdf");
      expect(String(file.headers["content-disposition"])).toMatch(/^attachment; filename=/);
      const preview = await h().call("downloadDmsDocument", { token: engineer.token, params: { id: docId } });
      expect(String(preview.headers["content-disposition"])).toMatch(/^inline; /);
      // Only the uploader's pending files can be filed; a file already filed cannot be filed again.
      const again = await h().call("createDmsDocument", { token: c, body: { folderId, fileId: (await upload(h(), engineer.token, second, "x.pdf")), typeId: letterTypeId, title: "x" } });
      expect(again.status).toBe(400);
      expect(again.json.errors).toContainEqual(expect.objectContaining({ field: "fileId" }));
    });

    it("walks every document operation with a user who lacks the permission", async () => {
      const c = controller.token;
      // A second folder, readable by Public Works, and a document in it that overrides its folder's grants.
      const sub = await h().call("createDmsFolder", { token: c, body: { parentId: folderId, name: "ลับ" } });
      const subId = (sub.json.data as { id: number }).id;
      const secret = await h().call("createDmsDocument", { token: c, body: { folderId: subId, fileId: await upload(h(), c, pdf, "ลับ.pdf"), typeId: letterTypeId, title: "หนังสือลับเฉพาะ" } });
      const secretId = (secret.json.data as { id: number }).id;
      expect((await h().call("getDmsDocument", { token: engineer.token, params: { id: secretId } })).status).toBe(200); // inherited
      const own = await h().call("setDmsPermissions", { token: c, body: { documentId: secretId, ownPermissions: true, grants: [{ subjectKind: "user", subjectId: controller.personId, level: "manage" }] } });
      expect(own.status, own.json.message).toBe(200);

      const fileId = await upload(h(), nurse.token, pdf, "nurse.pdf");
      const engineerFile = await upload(h(), engineer.token, pdf, "eng.pdf");
      /** Every document operation, called on `id` by `token`. */
      const walk = (token: string, id: number, file: string) => [
        ["getDmsDocument", { params: { id } }],
        ["updateDmsDocument", { params: { id }, body: { title: "แก้ไข" } }],
        ["moveDmsDocument", { params: { id }, body: { folderId } }],
        ["deleteDmsDocument", { params: { id } }],
        ["restoreDmsDocument", { params: { id } }],
        ["addDmsDocumentVersion", { params: { id }, body: { fileId: file } }],
        ["restoreDmsDocumentVersion", { params: { id, versionNo: 1 } }],
        ["downloadDmsDocument", { params: { id } }],
        ["listDmsDocumentActivity", { params: { id } }],
        ["getDmsPermissions", { query: { documentId: id } }],
        ["setDmsPermissions", { body: { documentId: id, grants: [] } }],
      ].map(([op, options]) => ({ op: op as string, call: () => h().call(op as string, { token, ...(options as object) }) }));
      // The bulk change answers 200 with each document's 404 or 403 in its body (dms-store.test.ts walks it).
      const documentOps = operations.filter(
        (o) => o.operationId.includes("DmsDocument") && !o.operationId.includes("Type") && !["listDmsDocuments", "createDmsDocument", "bulkChangeDmsDocuments"].includes(o.operationId),
      );
      const walked = walk("", 0, "").map((w) => w.op);
      for (const op of documentOps) expect(walked, `the walk covers ${op.operationId}`).toContain(op.operationId);

      // Without view (another unit; or the document's own permissions leave the unit out): 404 on every call.
      for (const [token, id, file] of [[nurse.token, docId, fileId], [engineer.token, secretId, engineerFile]] as const) {
        for (const { op, call } of walk(token, id, file)) {
          const res = await call();
          expect(res.status, `${op} without view`).toBe(404);
        }
      }
      // With view only: reading works, every change answers 403 (permissions: 403 too), and nothing changed.
      const before = (await h().call("getDmsDocument", { token: c, params: { id: docId } })).json.data as { title: string; currentVersion: number };
      const reading = new Set(["getDmsDocument", "downloadDmsDocument", "listDmsDocumentActivity", "getDmsPermissions"]);
      for (const { op, call } of walk(engineer.token, docId, engineerFile)) {
        const res = await call();
        expect(res.status, `${op} with view only`).toBe(reading.has(op) ? 200 : 403);
      }
      const after = (await h().call("getDmsDocument", { token: c, params: { id: docId } })).json.data as { title: string; currentVersion: number; deletedAt: null };
      expect(after).toMatchObject({ title: before.title, currentVersion: before.currentVersion, deletedAt: null });
      // Folder calls and filing follow the folder's level.
      expect((await h().call("createDmsFolder", { token: engineer.token, body: { parentId: folderId, name: "x" } })).status).toBe(403);
      expect((await h().call("createDmsFolder", { token: nurse.token, body: { parentId: folderId, name: "x" } })).status).toBe(404);
      expect((await h().call("createDmsFolder", { token: engineer.token, body: { name: "top" } })).status).toBe(403);
      expect((await h().call("updateDmsFolder", { token: nurse.token, params: { id: folderId }, body: { name: "x" } })).status).toBe(404);
      expect((await h().call("deleteDmsFolder", { token: engineer.token, params: { id: folderId } })).status).toBe(403);
      expect((await h().call("createDmsDocument", { token: engineer.token, body: { folderId, fileId: engineerFile, typeId: letterTypeId, title: "x" } })).status).toBe(403);
      expect((await h().call("listDmsDocuments", { token: nurse.token, query: { folderId } })).status).toBe(404);
      // Lists and searches never show the overriding document to the engineer, nor count it.
      const listed = await h().call("listDmsDocuments", { token: engineer.token, query: { folderId: subId } });
      expect(listed.json).toMatchObject({ total: 0, data: [] });
      expect(ids(await h().call("searchDocuments", { token: engineer.token, query: { query: "หนังสือลับเฉพาะ" } }))).toEqual([]);

      // Edit on the folder lets the engineer file, edit and move; manage stays with the controller.
      await h().call("setDmsPermissions", { token: c, body: { folderId, grants: [{ subjectKind: "unit", subjectId: publicWorks, level: "view" }, { subjectKind: "user", subjectId: engineer.personId, level: "edit" }] } });
      const edited = await h().call("updateDmsDocument", { token: engineer.token, params: { id: docId }, body: { sender: "ศาลากลางจังหวัด" } });
      expect(edited.status, edited.json.message).toBe(200);
      // A title or folder name of spaces is blank once trimmed, and changes nothing.
      const blankTitle = await h().call("updateDmsDocument", { token: engineer.token, params: { id: docId }, body: { title: " \t " } });
      expect(blankTitle.json.errors).toEqual([{ field: "title", message: "must not be blank" }]);
      const blankName = await h().call("updateDmsFolder", { token: c, params: { id: folderId }, body: { name: "   " } });
      expect(blankName.json.errors).toEqual([{ field: "name", message: "must not be blank" }]);
      expect((await h().call("setDmsPermissions", { token: engineer.token, body: { documentId: docId, grants: [] } })).status).toBe(403);
    });

    it("moves, deletes to the trash and restores, and audits view, download, upload, move, delete and permission changes", async () => {
      const c = controller.token;
      const target = await h().call("createDmsFolder", { token: c, body: { parentId: folderId, name: "ปีงบประมาณ 2570" } });
      const targetId = (target.json.data as { id: number }).id;
      const moved = await h().call("moveDmsDocument", { token: c, params: { id: docId }, body: { folderId: targetId } });
      expect(moved.status).toBe(200);
      expect((moved.json.data as { folderPath: string }).folderPath).toMatch(/\/ปีงบประมาณ 2570$/);
      expect((await h().call("deleteDmsFolder", { token: c, params: { id: targetId } })).status).toBe(409);

      expect((await h().call("deleteDmsDocument", { token: c, params: { id: docId } })).status).toBe(200);
      expect((await h().call("deleteDmsDocument", { token: c, params: { id: docId } })).status).toBe(409);
      expect(ids(await h().call("searchDocuments", { token: engineer.token, query: { query: "แผนพัฒนาท้องถิ่น" } }))).not.toContain(docId);
      expect(ids(await h().call("listDmsDocuments", { token: c, query: { trash: "true" } }))).toContain(docId);
      expect(ids(await h().call("listDmsDocuments", { token: nurse.token, query: { trash: "true" } }))).not.toContain(docId);
      expect((await h().call("restoreDmsDocument", { token: c, params: { id: docId } })).status).toBe(200);
      expect(ids(await h().call("searchDocuments", { token: engineer.token, query: { query: "แผนพัฒนาท้องถิ่น" } }))).toContain(docId);

      const granted = await h().call("setDmsPermissions", { token: c, body: { documentId: docId, grants: [{ subjectKind: "role", subjectRole: "division_head", level: "view" }] } });
      expect(granted.json.data).toMatchObject({ ownPermissions: false, grants: [{ subjectKind: "role", subjectRole: "division_head", level: "view" }] });
      const activity = await h().call("listDmsDocumentActivity", { token: c, params: { id: docId } });
      const actions = new Set((activity.json.data as { action: string }[]).map((e) => e.action));
      for (const action of ["upload", "view", "download", "move", "delete", "restore", "update", "permission-change"]) expect(actions, action).toContain(action);
      const folderEntries = await h().server.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(folderId)));
      expect(folderEntries.filter((e) => e.entity === "document-folder").map((e) => e.action)).toEqual(expect.arrayContaining(["create", "permission-change"]));
    });

    it("document types: own fields checked on filing, 409 when deleting a type in use", async () => {
      const c = controller.token;
      const created = await h().call("createDmsDocumentType", {
        token: c,
        body: { nameTh: `สัญญาจ้าง ${now}`, nameEn: `Contract ${now}`, retentionYears: 10, fields: [{ name: "contractNo", labelTh: "เลขที่สัญญา", labelEn: "Contract no.", kind: "text", required: true }, { name: "amount", labelTh: "วงเงิน", labelEn: "Amount", kind: "number", required: false }] },
      });
      expect(created.status, created.json.message).toBe(201);
      const typeId = (created.json.data as { id: number }).id;
      expect((await h().call("createDmsDocumentType", { token: c, body: { nameTh: `สัญญาจ้าง ${now}`, nameEn: "Other" } })).status).toBe(409);
      expect((await h().call("createDmsDocumentType", { token: engineer.token, body: { nameTh: "x", nameEn: "y" } })).status).toBe(403);
      // A label of spaces passes the contract's minLength but is blank once trimmed (found by the contract fuzzing).
      const blank = await h().call("updateDmsDocumentType", {
        token: c,
        params: { id: typeId },
        body: { fields: [{ name: "contractNo", labelTh: " ", labelEn: "Contract no.", kind: "text", required: true }] },
      });
      expect(blank.status).toBe(400);
      expect(blank.json.errors).toEqual([{ field: "fields.0.labelTh", message: "must not be blank" }]);
      const fileId = await upload(h(), c, pdf, "สัญญา.pdf");
      const missing = await h().call("createDmsDocument", { token: c, body: { folderId, fileId, typeId, title: "สัญญาจ้างเหมา", fields: { amount: "many", color: "red" } } });
      expect(missing.status).toBe(400);
      expect(missing.json.errors!.map((e) => e.field).sort()).toEqual(["fields.amount", "fields.color", "fields.contractNo"]);
      const ok = await h().call("createDmsDocument", { token: c, body: { folderId, fileId, typeId, title: "สัญญาจ้างเหมา", fields: { contractNo: "12/2569", amount: 150000 } } });
      expect(ok.status, ok.json.message).toBe(201);
      expect(ids(await h().call("searchDocuments", { token: engineer.token, query: { query: "12/2569" } }))).toContain((ok.json.data as { id: number }).id);
      expect((await h().call("deleteDmsDocumentType", { token: c, params: { id: typeId } })).status).toBe(409);
      const off = await h().call("updateDmsDocumentType", { token: c, params: { id: typeId }, body: { active: false } });
      expect(off.json.data).toMatchObject({ active: false, documentCount: 1 });
      const unused = await h().call("createDmsDocumentType", { token: c, body: { nameTh: `ไม่ใช้ ${now}`, nameEn: `Unused ${now}` } });
      expect((await h().call("deleteDmsDocumentType", { token: c, params: { id: (unused.json.data as { id: number }).id } })).status).toBe(200);
    });

    it("correspondence register: numbers per unit and Buddhist-era year, unique under a parallel burst, restarting with the year", async () => {
      // Tokens live 15 minutes (issue 15) and the tests before this one move the clock: sign in afresh.
      for (const user of [controller, engineer, nurse]) user.token = await h().login("staff", { name: user.name, password: user.password });
      const register = (token: string, body: Record<string, unknown>) =>
        h().call("registerCorrespondence", { token, body: { direction: "in", subject: "ขอเชิญประชุม", fromName: "จังหวัด", toName: "นายกเทศมนตรี", ...body } });
      const burst = await Promise.all(Array.from({ length: 24 }, (_, i) => register(engineer.token, { urgency: (["normal", "urgent", "very_urgent", "most_urgent"] as const)[i % 4], secrecy: "normal" })));
      for (const res of burst) expect(res.status, res.json.message).toBe(201);
      const numbers = burst.map((r) => (r.json.data as { registerNo: number; beYear: number }).registerNo).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
      expect((burst[0]!.json.data as { beYear: number }).beYear).toBe(2569);
      // Outgoing letters and another unit have their own numbers.
      expect((await register(engineer.token, { direction: "out" })).json.data).toMatchObject({ registerNo: 1 });
      expect((await register(nurse.token, {})).json.data).toMatchObject({ registerNo: 1 });
      // Only one's own unit, unless administrator or document controller.
      expect((await register(nurse.token, { unitId: engineer.unitId })).status).toBe(403);
      expect((await register(controller.token, { unitId: engineer.unitId })).json.data).toMatchObject({ registerNo: 25 });
      // Midnight in Bangkok: the new Buddhist-era year starts at 1 again.
      now = Date.UTC(2026, 11, 31, 17, 30, 0);
      // Tokens live 15 minutes (issue 15): months later everyone signs in again.
      for (const user of [controller, engineer, nurse]) user.token = await h().login("staff", { name: user.name, password: user.password });
      expect((await register(engineer.token, { urgency: "most_urgent", secrecy: "secret" })).json.data).toMatchObject({ registerNo: 1, beYear: 2570, urgency: "most_urgent", secrecy: "secret" });
      const list = await h().call("listCorrespondence", { token: engineer.token, query: { beYear: 2569, direction: "in" } });
      expect(list.json.total).toBe(25);
      expect((await h().call("listCorrespondence", { token: nurse.token, query: { unitId: engineer.unitId } })).status).toBe(403);
    });

    describe("e-mail templates", () => {
      it("refuses an unknown placeholder naming it, saves both languages audited, and the next e-mail uses the edit", async () => {
        const admin = await h().login("staff", { name: "admin", password: "admin-demo-2026" });
        const list = await h().call("listEmailTemplates", { token: admin });
        const reply = (list.json.data as { code: string; th: { subject: string; body: string }; en: { subject: string; body: string }; placeholders: string[] }[]).find((t) => t.code === "case-reply")!;
        expect(reply.placeholders).toContain("complaintNo");
        const bad = await h().call("updateEmailTemplate", { token: admin, params: { code: "case-reply" }, body: { th: { subject: reply.th.subject, body: `${reply.th.body}\n{{citizenId}}` }, en: reply.en } });
        expect(bad.status).toBe(400);
        expect(bad.json.errors).toEqual([{ field: "th.body", message: "uses unknown placeholder {{citizenId}}" }]);
        const broken = await h().call("updateEmailTemplate", { token: admin, params: { code: "case-reply" }, body: { th: { subject: "{{#text}}", body: "x" }, en: reply.en } });
        expect(broken.status).toBe(400);
        expect(broken.json.errors![0]!.field).toBe("th.subject");

        const body = "เรียน {{firstname}}\nเทศบาลตอบเรื่อง {{complaintNo}}: {{text}}\nติดตามได้ที่ {{caseUrl}}";
        const saved = await h().call("updateEmailTemplate", { token: admin, params: { code: "case-reply" }, body: { th: { subject: "ตอบกลับเรื่อง {{complaintNo}}", body }, en: reply.en } });
        expect(saved.status, saved.json.message).toBe(200);
        const [entry] = await h().server.database.db.select().from(auditLog).where(eq(auditLog.entity, "email-template"));
        expect(entry).toMatchObject({ action: "update", entityId: "case-reply" });
        const db = h().server.database.db;
        const id = await enqueueEmail(db, { template: "case-reply", to: "somjai@example.org", language: "th", data: { firstname: "สมใจ", complaintNo: "CP-1", text: "<ซ่อมแล้ว>", caseUrl: "http://x/1" }, now });
        if (id === null) throw new Error("the reply e-mail was not queued");
        const [mail] = await db.select().from(outbox).where(eq(outbox.id, id));
        expect(mail).toMatchObject({ subject: "ตอบกลับเรื่อง CP-1", body: "เรียน สมใจ\nเทศบาลตอบเรื่อง CP-1: <ซ่อมแล้ว>\nติดตามได้ที่ http://x/1" });
        await h().call("updateEmailTemplate", { token: admin, params: { code: "case-reply" }, body: { th: reply.th, en: reply.en } });
      });
    });
  },
  { clock: () => now },
);
