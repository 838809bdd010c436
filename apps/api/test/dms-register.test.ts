/**
 * The document store's calls for the correspondence register page, the user picker of Document Authority and moves
 * (issue 14): the register filtered by direction, urgency, secrecy and Thai text, naming a linked document only to
 * those who may view it; staff members found by name for a user grant and named in the permissions; moves refused
 * with a clear message into a folder the caller may only view (403) or into the folder's own subfolder (409).
 * And the upload limit (`UPLOAD_MAX_BYTES`): a server with a lower limit answers 413 naming it, for every upload, and
 * tells it (with the types the magic-byte check accepts) to anyone at `GET /v1/ESFilepublic/limits`.
 */
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { describeBackends, type Answer, type Harness } from "./support/harness";
import { multipart } from "./support/multipart";
import { newStaffUser, unitIdByCode, type TestStaff } from "./support/staff";
import { thaiPdf } from "./support/thai-pdf";

async function upload(h: Harness, token: string, data: Buffer, filename: string): Promise<Answer> {
  return h.call("uploadFile", { token, ...multipart([{ name: "file", filename, type: "application/pdf", data }]) });
}

async function uploaded(h: Harness, token: string, data: Buffer, filename: string): Promise<string> {
  const res = await upload(h, token, data, filename);
  expect(res.status, res.json.message).toBe(201);
  return (res.json.data as { id: string }).id;
}

type Entry = { registerNo: number; subject: string; urgency: string; secrecy: string; direction: string; documentId: number | null; document: { id: number; title: string; folderId: number; typeId: number } | null };
const entries = (res: Answer) => res.json.data as Entry[];

describeBackends("document store: register, user grants, moves", (h) => {
  let controller: TestStaff;
  let engineer: TestStaff; // officer of Engineering (Public Works)
  let letterTypeId = 0;
  let publicWorks = 0;
  let pdf: Buffer;

  beforeAll(async () => {
    controller = await newStaffUser(h(), ["document_controller"], { prefix: "dcr" });
    engineer = await newStaffUser(h(), ["officer"], { unitCode: "technical-engineering", prefix: "engr" });
    publicWorks = await unitIdByCode(h(), controller.token, "technical");
    const types = await h().call("listDmsDocumentTypes", { token: controller.token });
    letterTypeId = (types.json.data as { id: number; nameEn: string }[]).find((t) => t.nameEn === "Official letter (external)")!.id;
    pdf = await thaiPdf([["เรื่อง ขอความอนุเคราะห์รถบรรทุกน้ำ"]]);
  });

  /** A folder made by the controller, with grants, and a document in it. */
  async function folderWithDocument(name: string, grants: { subjectKind: "unit" | "user"; subjectId: number; level: "view" | "edit" | "manage" }[], parentId: number | null = null) {
    const folder = await h().call("createDmsFolder", { token: controller.token, body: { name, parentId } });
    expect(folder.status, folder.json.message).toBe(201);
    const folderId = (folder.json.data as { id: number }).id;
    if (grants.length > 0) expect((await h().call("setDmsPermissions", { token: controller.token, body: { folderId, grants } })).status).toBe(200);
    const fileId = await uploaded(h(), controller.token, pdf, `${name}.pdf`);
    const doc = await h().call("createDmsDocument", { token: controller.token, body: { folderId, fileId, typeId: letterTypeId, title: `หนังสือ ${name}` } });
    expect(doc.status, doc.json.message).toBe(201);
    return { folderId, docId: (doc.json.data as { id: number }).id };
  }

  it("lists the register filtered by direction, urgency, secrecy and Thai text, naming linked documents only to those who may view them", async () => {
    const open = await folderWithDocument("ทะเบียน-เปิด", [{ subjectKind: "unit", subjectId: publicWorks, level: "view" }]);
    const closed = await folderWithDocument("ทะเบียน-ปิด", []);
    const register = (token: string, body: Record<string, unknown>) =>
      h().call("registerCorrespondence", { token, body: { direction: "in", fromName: "จังหวัด", toName: "นายกเทศมนตรี", ...body } });

    const linked = await register(engineer.token, { subject: "ขอความอนุเคราะห์รถบรรทุกน้ำ", urgency: "most_urgent", letterNumber: "มท 0808.2/ว 77", documentId: open.docId });
    expect(linked.status, linked.json.message).toBe(201);
    expect(linked.json.data).toMatchObject({ registerNo: 1, documentId: open.docId, document: { id: open.docId, title: "หนังสือ ทะเบียน-เปิด", folderId: open.folderId, typeId: letterTypeId } });
    // The engineer may not link a document they cannot view (404, as if it did not exist).
    expect((await register(engineer.token, { subject: "x", documentId: closed.docId })).status).toBe(404);
    // Texts of spaces are blank once trimmed: every one is named.
    const blank = await register(engineer.token, { subject: " ", toName: "\t" });
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual([
      { field: "subject", message: "must not be blank" },
      { field: "toName", message: "must not be blank" },
    ]);
    // The controller links it in the engineer's unit's register; the engineer then sees the number but not the title.
    const hidden = await register(controller.token, { unitId: engineer.unitId, subject: "แจ้งเวียนเรื่องภายใน", secrecy: "secret", documentId: closed.docId });
    expect(hidden.status, hidden.json.message).toBe(201);
    expect(hidden.json.data).toMatchObject({ document: { title: "หนังสือ ทะเบียน-ปิด" } });
    expect((await register(engineer.token, { direction: "out", subject: "ตอบรับการประชุมงบประมาณ", urgency: "urgent", fromName: "กองช่าง", toName: "จังหวัด" })).status).toBe(201);

    const list = (query: Record<string, string>) => h().call("listCorrespondence", { token: engineer.token, query });
    const all = await list({});
    expect(all.status).toBe(200);
    expect(all.json.total).toBe(3);
    const secret = entries(all).find((e) => e.secrecy === "secret")!;
    expect(secret).toMatchObject({ documentId: closed.docId, document: null });
    expect(JSON.stringify(all.json)).not.toContain("ทะเบียน-ปิด");

    expect(entries(await list({ direction: "out" })).map((e) => e.subject)).toEqual(["ตอบรับการประชุมงบประมาณ"]);
    expect(entries(await list({ urgency: "most_urgent" })).map((e) => e.subject)).toEqual(["ขอความอนุเคราะห์รถบรรทุกน้ำ"]);
    expect(entries(await list({ secrecy: "secret" })).map((e) => e.subject)).toEqual(["แจ้งเวียนเรื่องภายใน"]);
    // Thai text by part of a word, in the subject, the letter's number or the names.
    expect(entries(await list({ query: "อนุเคราะห์" })).map((e) => e.registerNo)).toEqual([1]);
    expect(entries(await list({ query: "0808.2" })).map((e) => e.subject)).toEqual(["ขอความอนุเคราะห์รถบรรทุกน้ำ"]);
    expect((await list({ query: "กองช่าง" })).json.total).toBe(1);
    expect((await list({ query: "100%" })).json.total).toBe(0);
    expect((await list({ direction: "in", urgency: "most_urgent", query: "ไม่มีเรื่องนี้" })).json.total).toBe(0);
    // Bad filters name the field.
    const bad = await list({ urgency: "fast" });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toContainEqual(expect.objectContaining({ field: "urgency" }));
  });

  it("finds staff members by name for a user grant and names them in the permissions", async () => {
    const found = await h().call("searchDmsUsers", { token: controller.token, query: { q: "สมศัก" } });
    expect(found.status, found.json.message).toBe(200);
    const somsak = (found.json.data as { id: number; name: string; unitId: number | null }[]).find((u) => u.name === "นายสมศักดิ์ แก้วมณี");
    expect(somsak).toBeDefined();
    expect(JSON.stringify(found.json)).not.toContain("@");
    // By user name too, limited, and any staff member may ask; a resident may not; a blank text is refused.
    expect((await h().call("searchDmsUsers", { token: engineer.token, query: { q: engineer.name } })).json.data).toEqual([
      { id: engineer.personId, name: expect.stringContaining("ทดสอบ"), unitId: engineer.unitId },
    ]);
    expect((await h().call("searchDmsUsers", { token: controller.token, query: { q: "a", limit: "1" } })).json.data).toHaveLength(1);
    expect((await h().call("searchDmsUsers", { token: controller.token, query: { q: " " } })).status).toBe(400);
    expect((await h().call("searchDmsUsers", { token: controller.token, query: {} })).status).toBe(400);
    const resident = await h().login("person", { name: "somchai", password: "somchai-demo-2026" });
    expect((await h().call("searchDmsUsers", { token: resident, query: { q: "สม" } })).status).toBe(403);

    // A grant to that one user: saved, audited as a permission change, shown by name; the user then sees the folder.
    const { folderId, docId } = await folderWithDocument("สิทธิ์รายบุคคล", []);
    const saved = await h().call("setDmsPermissions", { token: controller.token, body: { folderId, grants: [{ subjectKind: "user", subjectId: somsak!.id, level: "edit" }] } });
    expect(saved.status, saved.json.message).toBe(200);
    expect(saved.json.data).toMatchObject({ grants: [{ subjectKind: "user", subjectId: somsak!.id, level: "edit" }], users: [{ id: somsak!.id, name: "นายสมศักดิ์ แก้วมณี" }] });
    const inherited = await h().call("getDmsPermissions", { token: controller.token, query: { documentId: docId } });
    expect(inherited.json.data).toMatchObject({ inherited: [{ folderId, subjectKind: "user", subjectId: somsak!.id }], users: [{ id: somsak!.id }] });
    const somsakToken = await h().login("staff", { name: "somsak", password: "staff-demo-2026" });
    expect((await h().call("getDmsDocument", { token: somsakToken, params: { id: docId } })).json.data).toMatchObject({ level: "edit" });
    expect((await h().call("getDmsDocument", { token: engineer.token, params: { id: docId } })).status).toBe(404);
    // A person who is not a staff member cannot be named.
    const residentId = ((await h().call("getCommonUser", { token: resident })).json.data as { id: number }).id;
    const wrong = await h().call("setDmsPermissions", { token: controller.token, body: { folderId, grants: [{ subjectKind: "user", subjectId: residentId, level: "view" }] } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toContainEqual({ field: "grants.0.subjectId", message: "must name a staff member" });
  });

  it("refuses moves into a folder the caller may only view (403) and a folder into its own subfolder (409)", async () => {
    // The engineer edits `work`, may only view `archive` (through the unit), and does not see `hidden`.
    const work = await folderWithDocument("งานย้าย", [{ subjectKind: "user", subjectId: engineer.personId, level: "edit" }]);
    const archive = await folderWithDocument("คลังอ่านอย่างเดียว", [{ subjectKind: "unit", subjectId: publicWorks, level: "view" }]);
    const hidden = await folderWithDocument("ซ่อน", []);
    const sub = await h().call("createDmsFolder", { token: engineer.token, body: { parentId: work.folderId, name: "ย่อย" } });
    expect(sub.status, sub.json.message).toBe(201);
    const subId = (sub.json.data as { id: number }).id;

    const intoViewOnly = await h().call("moveDmsDocument", { token: engineer.token, params: { id: work.docId }, body: { folderId: archive.folderId } });
    expect(intoViewOnly.status).toBe(403);
    expect(intoViewOnly.json.message).toMatch(/edit rights/);
    const thai = await h().call("moveDmsDocument", { token: engineer.token, params: { id: work.docId }, body: { folderId: archive.folderId }, headers: { "accept-language": "th" } });
    expect(thai.json.message).toContain("สิทธิ์แก้ไข");
    expect((await h().call("moveDmsDocument", { token: engineer.token, params: { id: work.docId }, body: { folderId: hidden.folderId } })).status).toBe(404);
    expect((await h().call("updateDmsFolder", { token: engineer.token, params: { id: subId }, body: { parentId: archive.folderId } })).status).toBe(403);
    // Only the store's roles move a folder to the top.
    expect((await h().call("updateDmsFolder", { token: engineer.token, params: { id: subId }, body: { parentId: null } })).status).toBe(403);

    const underItself = await h().call("updateDmsFolder", { token: controller.token, params: { id: work.folderId }, body: { parentId: subId } });
    expect(underItself.status).toBe(409);
    expect(underItself.json.message).toMatch(/under itself/);
    expect((await h().call("updateDmsFolder", { token: controller.token, params: { id: work.folderId }, body: { parentId: work.folderId } })).status).toBe(409);

    // Allowed moves work and the document keeps its id.
    const moved = await h().call("moveDmsDocument", { token: engineer.token, params: { id: work.docId }, body: { folderId: subId } });
    expect(moved.status, moved.json.message).toBe(200);
    expect(moved.json.data).toMatchObject({ id: work.docId, folderId: subId, folderPath: "/งานย้าย/ย่อย" });
    const folderMoved = await h().call("updateDmsFolder", { token: controller.token, params: { id: subId }, body: { parentId: archive.folderId } });
    expect(folderMoved.status, folderMoved.json.message).toBe(200);
    expect(folderMoved.json.data).toMatchObject({ parentId: archive.folderId });
  });
});

describeBackends(
  "upload limit UPLOAD_MAX_BYTES",
  (h) => {
    it("answers 413 naming a lower limit, for documents, complaints and news (the one upload call) and avatars", async () => {
      const staff = await newStaffUser(h(), ["document_controller"], { prefix: "lim" });
      const small = await thaiPdf([["ก"]]);
      expect(small.length).toBeLessThan(48 * 1024);
      expect((await upload(h(), staff.token, small, "small.pdf")).status).toBe(201);
      const big = Buffer.concat([small, Buffer.alloc(48 * 1024 + 1 - small.length, 0x20)]);
      const over = await upload(h(), staff.token, big, "big.pdf");
      expect(over.status).toBe(413);
      expect(over.json).toMatchObject({ success: false, message: "The file is too large: at most 48 KB." });
      const form = multipart([{ name: "file", filename: "big.pdf", type: "application/pdf", data: big }]);
      const thai = await h().call("uploadFile", { token: staff.token, payload: form.payload, headers: { ...form.headers, "accept-language": "th" } });
      expect(thai.json.message).toBe("ไฟล์มีขนาดใหญ่เกินไป ไม่เกิน 48 KB");
      const resident = await h().login("person", { name: "somchai", password: "somchai-demo-2026" });
      const avatar = await h().call("uploadAvatar", { token: resident, params: { id: -1 }, ...multipart([{ name: "file", filename: "me.png", type: "image/png", data: big }]) });
      expect(avatar.status).toBe(413);
    });

    it("GET /v1/ESFilepublic/limits answers that limit and the types an upload accepts, publicly and cacheable", async () => {
      const res = await h().call("getUploadLimits", { headers: { "accept-language": "th" } });
      expect(res.status, res.json.message).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=300");
      const limits = res.json.data as { maxBytes: number; types: { mimeType: string; extensions: string[] }[] };
      expect(limits.maxBytes).toBe(48 * 1024);

      // Every listed type is stored as that type; a sample of each, named with its first extension.
      const image = (format: "jpeg" | "png" | "webp") => sharp({ create: { width: 8, height: 8, channels: 3, background: "#36c" } }).toFormat(format).toBuffer();
      const samples: Record<string, () => Promise<Buffer>> = {
        "image/jpeg": () => image("jpeg"),
        "image/png": () => image("png"),
        "image/webp": () => image("webp"),
        "application/pdf": () => thaiPdf([["ก"]]),
      };
      expect(limits.types.map((t) => t.mimeType).sort()).toEqual(Object.keys(samples).sort());
      const staff = await newStaffUser(h(), ["officer"], { prefix: "types" });
      for (const { mimeType, extensions } of limits.types) {
        expect(extensions.length, mimeType).toBeGreaterThan(0);
        const data = await samples[mimeType]!();
        const form = multipart([{ name: "file", filename: `sample.${extensions[0]}`, type: mimeType, data }]);
        const stored = await h().call("uploadFile", { token: staff.token, ...form });
        expect(stored.status, `${mimeType}: ${stored.json.message}`).toBe(201);
        expect((stored.json.data as { mimeType: string }).mimeType).toBe(mimeType);
      }
      // Types the list leaves out are refused (415), whatever they are called.
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#36c" } }).gif().toBuffer();
      const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#36c" } }).tiff().toBuffer();
      for (const [type, data] of [["image/gif", gif], ["image/tiff", tiff], ["text/plain", Buffer.from("hello")]] as const) {
        expect(limits.types.some((t) => t.mimeType === type)).toBe(false);
        const refused = await h().call("uploadFile", { token: staff.token, ...multipart([{ name: "file", filename: "sample.jpg", type: "image/jpeg", data }]) });
        expect(refused.status, type).toBe(415);
      }
    });
  },
  { config: { maxFileBytes: 48 * 1024 } },
);
