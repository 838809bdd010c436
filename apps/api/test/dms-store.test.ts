/**
 * The document store run by its staff (tracker issue 39 items 4 and 5): scanned letters made searchable by text
 * recognition (Tesseract, `tha+eng`) in the background, off the request, through a database job; a scan filed
 * "no text" when the server has no OCR or recognition keeps failing; the documents shared with me, the tag filter,
 * emptying the trash for good (only for those who run the document store; files gone, audited); and the field kinds
 * of document types (choice list, checkbox, money in satang, another document, a staff member, a unit), each value
 * checked by its kind and its reference; bulk changes of a selection (move, add or remove a tag; tracker issue 39
 * item 3) by each document's rights with the failures reported, tag colours (item 2), a document's staff and document
 * fields named (item 4), and documents assigned to a staff member or unit waiting for them on the overview (item 1).
 *
 * The fixture `fixtures/scanned/scanned-letter.pdf` is an image-only PDF of a Thai letter (no text layer; made as
 * `fixtures/scanned/SOURCES.md` says); its words are found only after recognition. Needs Debian's `tesseract-ocr`,
 * `tesseract-ocr-tha`, `tesseract-ocr-eng` and `poppler-utils` (`.ci/run` installs them): without them this test
 * fails, it is not skipped.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, asc, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, dmsDocumentVersions, dmsDocuments, dmsTextJobs, files } from "../src/db/schema";
import { recogniseDue, OCR_MAX_ATTEMPTS, OCR_RETRY_DELAY_MS } from "../src/dms/text-recognition";
import { describeBackends, type Answer, type Harness } from "./support/harness";
import { multipart } from "./support/multipart";
import { newStaffUser, type TestStaff } from "./support/staff";

const SCANS = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "scanned");
/** Words that are only in the scan's image (not in the title, number or file name given here). */
const WORDS_IN_SCAN = ["ไฟฟ้าส่องสว่าง", "ซ่อมแซม", "OCR test"];

type Version = { versionNo: number; hasText: boolean; textStatus: string };

async function upload(h: Harness, token: string, data: Buffer, filename: string, type: string): Promise<string> {
  const res = await h.call("uploadFile", { token, ...multipart([{ name: "file", filename, type, data }]) });
  expect(res.status, res.json.message).toBe(201);
  return (res.json.data as { id: string }).id;
}

const ids = (res: Answer) => (res.json.data as { id: number }[]).map((d) => d.id);

describeBackends(
  "document store: text recognition of scans",
  (h) => {
    let controller: TestStaff;
    let folderId = 0;
    let typeId = 0;

    /** Files `data` as a new document and answers it. */
    async function file(data: Buffer, filename: string, type: string, title: string) {
      const fileId = await upload(h(), controller.token, data, filename, type);
      const created = await h().call("createDmsDocument", { token: controller.token, body: { folderId, fileId, typeId, title } });
      expect(created.status, created.json.message).toBe(201);
      return created.json.data as { id: number; versions: Version[] };
    }

    beforeAll(async () => {
      controller = await newStaffUser(h(), ["document_controller"], { prefix: "ocr" });
      const folder = await h().call("createDmsFolder", { token: controller.token, body: { name: `สแกน ${Date.now()}` } });
      folderId = (folder.json.data as { id: number }).id;
      const types = await h().call("listDmsDocumentTypes", { token: controller.token });
      typeId = (types.json.data as { id: number; nameEn: string }[]).find((t) => t.nameEn === "Official letter (external)")!.id;
    });

    it("files a scanned Thai letter at once as waiting for text, recognises it in the background, and search then finds its words", async () => {
      const doc = await file(readFileSync(path.join(SCANS, "scanned-letter.pdf")), "scan-0001.pdf", "application/pdf", "หนังสือร้องเรียน");
      expect(doc.versions[0]).toMatchObject({ hasText: false, textStatus: "pending" });
      // Not searchable before recognition: the words are only in the image.
      for (const query of WORDS_IN_SCAN) expect(ids(await h().call("searchDocuments", { token: controller.token, query: { query } })), query).not.toContain(doc.id);

      // The recogniser of this server (not polling in this test: `ocr.start` false) runs off the request.
      const report = await h().server.textRecogniser!.runOnce();
      expect(report).toMatchObject({ claimed: 1, recognised: 1 });

      for (const query of WORDS_IN_SCAN) expect(ids(await h().call("searchDocuments", { token: controller.token, query: { query } })), query).toContain(doc.id);
      const after = await h().call("getDmsDocument", { token: controller.token, params: { id: doc.id } });
      expect((after.json.data as { versions: Version[] }).versions[0]).toMatchObject({ hasText: true, textStatus: "text" });
      const jobs = await h().server.database.db.select().from(dmsTextJobs);
      expect(jobs, "the job is gone once done").toEqual([]);
    });

    it("marks a scan \"no text\" on a server without OCR, and after the last failed attempt of a failing one", async () => {
      const db = h().server.database.db;
      const png = readFileSync(path.join(SCANS, "scanned-letter.png"));
      // No OCR engine: the claimed scan is settled as "no text" at once.
      const plain = await file(png, "scan-0002.png", "image/png", "ภาพสแกน");
      expect(plain.versions[0]!.textStatus).toBe("pending");
      expect(await recogniseDue(db, undefined, () => Date.now())).toMatchObject({ claimed: 1, none: 1 });
      const [version] = await db.select().from(dmsDocumentVersions).where(eq(dmsDocumentVersions.documentId, plain.id));
      expect(version).toMatchObject({ textStatus: "none", text: "" });

      // An engine that fails: tried again after the delay, "no text" after the last attempt, never thrown.
      const failing = await file(png, "scan-0003.png", "image/png", "ภาพสแกนเสีย");
      const broken = { recognise: () => Promise.reject(new Error("tesseract crashed")) };
      let clock = Date.now();
      for (let attempt = 1; attempt < OCR_MAX_ATTEMPTS; attempt++) {
        expect(await recogniseDue(db, broken, () => clock)).toMatchObject({ claimed: 1, retried: 1 });
        expect(await recogniseDue(db, broken, () => clock), "not due again before the delay").toMatchObject({ claimed: 0 });
        clock += OCR_RETRY_DELAY_MS + 1;
      }
      expect(await recogniseDue(db, broken, () => clock)).toMatchObject({ claimed: 1, none: 1 });
      const shown = await h().call("getDmsDocument", { token: controller.token, params: { id: failing.id } });
      expect((shown.json.data as { versions: Version[] }).versions[0]).toMatchObject({ hasText: false, textStatus: "none" });
    });

    it("lists the documents shared with me by name and those of a tag, and empties the trash for good for document controllers only", async () => {
      const officer = await newStaffUser(h(), ["officer"], { unitCode: "technical-engineering", prefix: "shr" });
      const png = readFileSync(path.join(SCANS, "scanned-letter.png"));
      const shared = await file(png, "shared.png", "image/png", "เอกสารที่แบ่งปัน");
      const other = await file(png, "other.png", "image/png", "เอกสารอื่น");
      const tagged = await h().call("updateDmsDocument", { token: controller.token, params: { id: other.id }, body: { tags: ["ด่วน", "ถนน"] } });
      expect(tagged.status, tagged.json.message).toBe(200);
      const granted = await h().call("setDmsPermissions", { token: controller.token, body: { documentId: shared.id, ownPermissions: true, grants: [{ subjectKind: "user", subjectId: officer.personId, level: "view" }] } });
      expect(granted.status, granted.json.message).toBe(200);
      const mine = await h().call("listDmsDocuments", { token: officer.token, query: { shared: "true" } });
      expect(ids(mine)).toEqual([shared.id]);
      expect(ids(await h().call("listDmsDocuments", { token: controller.token, query: { shared: "true" } }))).not.toContain(shared.id);
      expect(ids(await h().call("listDmsDocuments", { token: controller.token, query: { tag: "ถนน" } }))).toEqual([other.id]);
      expect((await h().call("listDmsDocuments", { token: controller.token, query: { tag: "x".repeat(51) } })).status).toBe(400);

      // Empty the trash: an officer may not; the controller deletes the trashed document for good, files included.
      expect((await h().call("deleteDmsDocument", { token: controller.token, params: { id: other.id } })).status).toBe(200);
      expect((await h().call("emptyDmsTrash", { token: officer.token })).status).toBe(403);
      const emptied = await h().call("emptyDmsTrash", { token: controller.token });
      expect(emptied.status, emptied.json.message).toBe(200);
      expect((emptied.json.data as { deleted: number }).deleted).toBeGreaterThanOrEqual(1);
      const db = h().server.database.db;
      expect(await db.select().from(dmsDocuments).where(eq(dmsDocuments.id, other.id))).toEqual([]);
      expect(await db.select({ id: files.id }).from(files).where(and(eq(files.linkType, "dms"), inArray(files.linkId, [other.id])))).toEqual([]);
      expect((await h().call("getDmsDocument", { token: controller.token, params: { id: other.id } })).status).toBe(404);
      expect((await h().call("getDmsDocument", { token: controller.token, params: { id: shared.id } })).status, "a live document stays").toBe(200);
      const audited = await db.select().from(auditLog).where(and(eq(auditLog.entity, "document"), eq(auditLog.entityId, String(other.id)), eq(auditLog.action, "delete")));
      expect(audited.map((a) => JSON.stringify(a.changes))).toContainEqual(expect.stringContaining("permanent"));
    });

    it("document types take a choice list, a checkbox, money, another document, a staff member and a unit, each value checked", async () => {
      const c = controller.token;
      const fields = [
        { name: "speed", labelTh: "ชั้นความเร็ว", labelEn: "Speed", kind: "choice", choices: ["ปกติ", "ด่วน", "ด่วนที่สุด"], required: true },
        { name: "signed", labelTh: "ลงนามแล้ว", labelEn: "Signed", kind: "checkbox", required: false },
        { name: "budget", labelTh: "วงเงิน", labelEn: "Budget", kind: "money", required: false },
        { name: "replyTo", labelTh: "อ้างถึง", labelEn: "Reply to", kind: "document", required: false },
        { name: "owner", labelTh: "ผู้รับผิดชอบ", labelEn: "Owner", kind: "staff", required: false },
        { name: "unit", labelTh: "หน่วยงาน", labelEn: "Unit", kind: "unit", required: false },
      ];
      const noChoices = await h().call("createDmsDocumentType", { token: c, body: { nameTh: `ไม่มีตัวเลือก ${Date.now()}`, nameEn: `No choices ${Date.now()}`, fields: [{ ...fields[0]!, choices: [] }] } });
      expect(noChoices.status).toBe(400);
      expect(noChoices.json.errors).toEqual([expect.objectContaining({ field: "fields.0.choices" })]);
      const created = await h().call("createDmsDocumentType", { token: c, body: { nameTh: `บันทึกจัดซื้อ ${Date.now()}`, nameEn: `Purchase memo ${Date.now()}`, fields } });
      expect(created.status, created.json.message).toBe(201);
      const kindTypeId = (created.json.data as { id: number }).id;
      const units = await h().call("listOrgUnits", { token: c });
      const unitId = (units.json.data as { id: number }[])[0]!.id;
      const png = readFileSync(path.join(SCANS, "scanned-letter.png"));
      const referenced = await file(png, "ref.png", "image/png", "หนังสืออ้างถึง");
      const body = (values: Record<string, string | number | boolean>) => ({ folderId, typeId: kindTypeId, title: "บันทึกขอซื้อ", fields: values });

      const wrong = await h().call("createDmsDocument", {
        token: c,
        body: { ...body({ speed: "เร็วมาก", signed: "yes", budget: 12.5, replyTo: 99_999_999, owner: 99_999_999, unit: 99_999_999 }), fileId: await upload(h(), c, png, "memo.png", "image/png") },
      });
      expect(wrong.status).toBe(400);
      expect((wrong.json.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(["fields.budget", "fields.owner", "fields.replyTo", "fields.signed", "fields.speed", "fields.unit"]);

      const good = await h().call("createDmsDocument", {
        token: c,
        body: { ...body({ speed: "ด่วน", signed: true, budget: 150_050, replyTo: referenced.id, owner: controller.personId, unit: unitId }), fileId: await upload(h(), c, png, "memo.png", "image/png") },
      });
      expect(good.status, good.json.message).toBe(201);
      expect((good.json.data as { fields: unknown }).fields).toEqual({ speed: "ด่วน", signed: true, budget: 150_050, replyTo: referenced.id, owner: controller.personId, unit: unitId });
      // The staff member and the document named come with a name and a title (tracker issue 39 item 4).
      const shown = await h().call("getDmsDocument", { token: c, params: { id: (good.json.data as { id: number }).id } });
      expect(shown.json.data).toMatchObject({
        fieldRefs: {
          staff: [{ id: controller.personId, name: expect.stringContaining("document_controller") }],
          documents: [{ id: referenced.id, folderId, title: "หนังสืออ้างถึง", docNumber: null }],
        },
      });
    });

    it("lists a document assigned to an officer, or to his unit with nobody named, under \"Waiting for you\" until it is done, once he may view it", async () => {
      const officer = await newStaffUser(h(), ["officer"], { unitCode: "technical-engineering", prefix: "wrk" });
      const colleague = await newStaffUser(h(), ["officer"], { unitCode: "technical-engineering", prefix: "wrk2" });
      const png = readFileSync(path.join(SCANS, "scanned-letter.png"));
      const doc = await file(png, "work.png", "image/png", "หนังสือขอความอนุเคราะห์");
      const waitingDocs = async (token: string) =>
        ((await h().call("getWaitingWork", { token, query: { limit: 100 } })).json.data as { kind: string; id: number; assignedToMe: boolean; dueAt: string | null; targetDays: number | null; reference: string }[]).filter((w) => w.kind === "document" || w.kind === "letter");
      const assign = (work: Record<string, unknown>) => h().call("updateDmsDocument", { token: controller.token, params: { id: doc.id }, body: { work } });

      const unknown = await assign({ assigneeId: 99_999_999, unitId: 99_999_999, dueOn: null, done: false });
      expect(unknown.status).toBe(400);
      expect((unknown.json.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(["work.assigneeId", "work.unitId"]);
      const dueOn = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const assigned = await assign({ assigneeId: officer.personId, unitId: officer.unitId, dueOn, done: false });
      expect(assigned.status, assigned.json.message).toBe(200);
      expect(assigned.json.data).toMatchObject({ work: { assigneeId: officer.personId, unitId: officer.unitId, dueOn, doneAt: null }, fieldRefs: { staff: [{ id: officer.personId }] } });
      // Not before he may view it.
      expect((await waitingDocs(officer.token)).map((w) => w.id)).not.toContain(doc.id);
      const granted = await h().call("setDmsPermissions", { token: controller.token, body: { documentId: doc.id, ownPermissions: true, grants: [{ subjectKind: "unit", subjectId: officer.unitId, level: "view" }] } });
      expect(granted.status, granted.json.message).toBe(200);
      expect((await waitingDocs(officer.token)).find((w) => w.id === doc.id)).toMatchObject({ kind: "document", assignedToMe: true, reference: "หนังสือขอความอนุเคราะห์", targetDays: expect.any(Number), dueAt: expect.stringContaining("T17:00:00.000Z") });
      // Named to him, it does not wait for his colleague; to the unit with nobody named, it waits for both.
      expect((await waitingDocs(colleague.token)).map((w) => w.id)).not.toContain(doc.id);
      expect((await assign({ assigneeId: null, unitId: officer.unitId, dueOn: null, done: false })).status).toBe(200);
      expect((await waitingDocs(colleague.token)).find((w) => w.id === doc.id)).toMatchObject({ assignedToMe: false, dueAt: null, targetDays: null });
      // Done: waiting no more; the assignment audited.
      expect((await assign({ assigneeId: null, unitId: officer.unitId, dueOn: null, done: true })).json.data).toMatchObject({ work: { doneAt: expect.any(String) } });
      expect((await waitingDocs(colleague.token)).map((w) => w.id)).not.toContain(doc.id);
      const audited = await h().server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "document"), eq(auditLog.entityId, String(doc.id)), eq(auditLog.action, "update")));
      expect(audited.flatMap((a) => a.changes.map((c) => c.field))).toEqual(expect.arrayContaining(["assigneeId", "workUnitId", "dueOn", "workDoneAt"]));
    });

    it("changes a selection in bulk (move, add and remove a tag), each document by its own rights, reporting those that failed; tag colours by the document store's roles", async () => {
      const officer = await newStaffUser(h(), ["officer"], { unitCode: "technical-engineering", prefix: "blk" });
      const png = readFileSync(path.join(SCANS, "scanned-letter.png"));
      const [editable, viewable, trashed] = [await file(png, "b1.png", "image/png", "แก้ได้"), await file(png, "b2.png", "image/png", "ดูได้"), await file(png, "b3.png", "image/png", "ในถังขยะ")];
      for (const [doc, level] of [[editable, "edit"], [viewable, "view"]] as const) {
        const granted = await h().call("setDmsPermissions", { token: controller.token, body: { documentId: doc.id, ownPermissions: true, grants: [{ subjectKind: "user", subjectId: officer.personId, level }] } });
        expect(granted.status, granted.json.message).toBe(200);
      }
      expect((await h().call("deleteDmsDocument", { token: controller.token, params: { id: trashed.id } })).status).toBe(200);
      const bulk = (token: string, body: Record<string, unknown>) => h().call("bulkChangeDmsDocuments", { token, body });

      // A tag on each: the officer changes the one he may edit; the one he may only view, and the unseen ones, fail.
      const tagged = await bulk(officer.token, { ids: [editable.id, viewable.id, trashed.id], action: "addTag", tag: " ด่วนมาก " });
      expect(tagged.status, tagged.json.message).toBe(200);
      expect(tagged.json.data).toMatchObject({ done: [editable.id], failed: [{ id: viewable.id, status: 403 }, { id: trashed.id, status: 404 }] });
      const tagsOf = async (id: number) => ((await h().call("getDmsDocument", { token: controller.token, params: { id } })).json.data as { tags: string[] }).tags;
      expect(await tagsOf(editable.id)).toEqual(["ด่วนมาก"]);
      expect(await tagsOf(viewable.id)).toEqual([]);
      expect((await bulk(officer.token, { ids: [editable.id], action: "removeTag", tag: "ด่วนมาก" })).json.data).toMatchObject({ done: [editable.id], failed: [] });
      expect(await tagsOf(editable.id)).toEqual([]);

      // A move: the target folder checked once (the officer may not file there: 404 before any change), each document audited.
      const target = await h().call("createDmsFolder", { token: controller.token, body: { name: `ย้ายมา ${Date.now()}` } });
      const targetId = (target.json.data as { id: number }).id;
      expect((await bulk(officer.token, { ids: [editable.id], action: "move", folderId: targetId })).status).toBe(404);
      const missing = await bulk(controller.token, { ids: [editable.id], action: "move" });
      expect(missing.status).toBe(400);
      expect(missing.json.errors?.[0]?.field).toBe("folderId");
      expect((await bulk(controller.token, { ids: [editable.id], action: "addTag" })).json.errors?.[0]?.field).toBe("tag");
      const moved = await bulk(controller.token, { ids: [editable.id, viewable.id, trashed.id, 99_999_999], action: "move", folderId: targetId });
      expect(moved.json.data).toMatchObject({ done: [editable.id, viewable.id], failed: [{ id: trashed.id, status: 404 }, { id: 99_999_999, status: 404 }] });
      const db = h().server.database.db;
      const moves = await db.select().from(auditLog).where(and(eq(auditLog.entity, "document"), eq(auditLog.action, "move"), inArray(auditLog.entityId, [String(editable.id), String(viewable.id)])));
      expect(moves).toHaveLength(2);
      const tagAudits = await db.select().from(auditLog).where(and(eq(auditLog.entity, "document"), eq(auditLog.action, "update"), eq(auditLog.entityId, String(editable.id)))).orderBy(asc(auditLog.id));
      expect(tagAudits.map((a) => a.changes)).toEqual([[{ field: "tags", before: [], after: ["ด่วนมาก"] }], [{ field: "tags", before: ["ด่วนมาก"], after: [] }]]);

      // Tag colours: chosen by the document store's roles from the palette, listed for everyone, null for the default.
      expect((await h().call("setDmsTagColour", { token: officer.token, body: { tag: "ด่วนมาก", colour: "red" } })).status).toBe(403);
      const wrongColour = await h().call("setDmsTagColour", { token: controller.token, body: { tag: "ด่วนมาก", colour: "pink" } });
      expect(wrongColour.status).toBe(400);
      expect(wrongColour.json.errors?.[0]?.field).toBe("colour");
      expect((await h().call("setDmsTagColour", { token: controller.token, body: { tag: "ด่วนมาก", colour: "red" } })).json.data).toEqual({ tag: "ด่วนมาก", colour: "red" });
      expect((await h().call("listDmsTags", { token: officer.token })).json.data).toContainEqual({ tag: "ด่วนมาก", colour: "red" });
      expect((await h().call("setDmsTagColour", { token: controller.token, body: { tag: "ด่วนมาก", colour: null } })).status).toBe(200);
      expect((await h().call("listDmsTags", { token: officer.token })).json.data).not.toContainEqual(expect.objectContaining({ tag: "ด่วนมาก" }));
      const colourAudits = await db.select().from(auditLog).where(and(eq(auditLog.entity, "document-tag"), eq(auditLog.entityId, "ด่วนมาก"))).orderBy(asc(auditLog.id));
      expect(colourAudits.map((a) => a.changes)).toEqual([[{ field: "colour", before: null, after: "red" }], [{ field: "colour", before: "red", after: null }]]);
    });
  },
  { ocr: { start: false } },
);
