/**
 * Files of cases (issue 11 item 4; contract tag `file`): multipart upload (type by magic bytes, 10 MB limit,
 * image metadata stripped, PDFs checked), pending files and their limits, attaching to a case (20 a case), the
 * list of a case's files and the watermarked delivery, and who may see what (another resident: 404; residents
 * never see the files of internal notes; a pending file only its uploader).
 */
import { eq } from "drizzle-orm";
import { PDFDocument, degrees } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { describeWithoutBackend } from "./support/backends";
import { files } from "../src/db/schema";
import { attachPendingFiles, MAX_FILE_BYTES, MAX_FILES_PER_CASE, MAX_PENDING_FILES, sanitiseFileName } from "../src/files/storage";
import { asciiOnly, watermarkDate } from "../src/files/watermark";
import { HttpError } from "../src/lib/errors";
import { basePath } from "./support/contract-check";
import { multipart } from "./support/multipart";
import { ADMIN, describeBackends, expectConforms, newResident, type Answer, type Harness } from "./support/harness";

type StoredFile = { id: string; name: string; mimeType: string; size: number; createdAt: string; noteId: number | null; uploaderKind: string };

async function upload(h: Harness, token: string, data: Buffer, filename = "photo.jpg", type = "image/jpeg"): Promise<Answer> {
  return h.call("uploadFile", { token, ...multipart([{ name: "file", filename, type, data }]) });
}

async function uploaded(h: Harness, token: string, data: Buffer, filename?: string, type?: string): Promise<StoredFile> {
  const res = await upload(h, token, data, filename, type);
  expect(res.status, res.json.message).toBe(201);
  return res.json.data as StoredFile;
}

/** A 64 x 48 JPEG with EXIF: camera make and model, GPS position, orientation 6 (turn 90 degrees to show). */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "X1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "13/1 45/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "100/1 30/1 0/1" },
    })
    .toBuffer();
}

async function png(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 30, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}

async function webp(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 240, g: 240, b: 240 } } })
    .webp()
    .toBuffer();
}

/** A two-page PDF, the second page landscape and turned by /Rotate 90. */
async function pdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  doc.addPage([842, 595]).setRotation(degrees(90));
  return Buffer.from(await doc.save());
}

/** A Linux executable's header (ELF) and a Windows one's (MZ), padded. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(2000, 0x90)]);
const MZ = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(2000, 0x00)]);

/** The stored bytes of a file. */
async function storedBytes(h: Harness, id: string): Promise<Buffer> {
  const [row] = await h.server.database.db.select({ content: files.content }).from(files).where(eq(files.id, id));
  if (!row) throw new Error(`file ${id} is not stored`);
  return row.content;
}

/** Loads a file with its watermark (raw bytes; the answer is checked against the contract). */
async function watermarked(h: Harness, token: string, id: string, query = "", language = "en") {
  const res = await h.inject({
    method: "GET",
    url: `${basePath}/v1/ESFilepublic/watermark/${id}${query}`,
    headers: { "px-auth-token": token, "accept-language": language },
  });
  const isJson = String(res.headers["content-type"] ?? "").includes("json");
  expectConforms("getWatermarkedFile", res.statusCode, isJson ? res.json() : undefined);
  return res;
}

async function kindOf(h: Harness, complaintTypeId: number): Promise<number> {
  const res = await h.call("listComplaintKinds", { query: { complaintTypeId } });
  const first = (res.json.data as { id: number }[])[0];
  if (!first) throw new Error(`type ${complaintTypeId} has no kinds`);
  return first.id;
}

/** Files a road complaint with `fileIds`. */
async function fileComplaint(h: Harness, token: string, fileIds: string[] = []): Promise<Answer> {
  return h.call("createComplaint", {
    token,
    body: { complaintTypeId: 1, complaintKindId: await kindOf(h, 1), detail: "A deep pothole in front of the market", location: "Market road", phone: "081-234-5678", fileIds },
  });
}

async function listFiles(h: Harness, token: string, caseId: number): Promise<Answer> {
  return h.call("listLinkedFiles", { token, params: { linkType: "es", id: caseId } });
}

describeWithoutBackend("file names and stamps", () => {
  it("keeps the last path segment, drops control and bidirectional-override characters, names nameless files", () => {
    expect(sanitiseFileName("../../etc/passwd.jpg", "image/jpeg")).toBe("passwd.jpg");
    expect(sanitiseFileName("C:\\Users\\somchai\\รูปถนน.png", "image/png")).toBe("รูปถนน.png");
    expect(sanitiseFileName("photo\u202Egpj.exe", "image/jpeg")).toBe("photogpj.exe");
    expect(sanitiseFileName("  \u0000 ", "application/pdf")).toBe("file.pdf");
    expect([...sanitiseFileName("ก".repeat(400), "image/png")]).toHaveLength(255);
  });

  it("stamps the date in Bangkok time, Buddhist era in Thai; PDFs get ASCII only", () => {
    const at = Date.UTC(2026, 6, 12, 20, 30); // 13 July 2026, 03:30 in Bangkok
    expect(watermarkDate(at, "en")).toBe("13 Jul 2026, 03:30 GMT+7");
    expect(watermarkDate(at, "th")).toContain("2569");
    expect(asciiOnly("เทศบาล Town | 13 Jul")).toBe("?????? Town | 13 Jul");
  });
});

describeBackends("files", (h) => {
  describe("upload", () => {
    it("stores a JPEG upright and without its EXIF (no GPS position, no camera)", async () => {
      const { token } = await newResident(h(), "gps");
      const original = await jpegWithGps();
      const before = await sharp(original).metadata();
      expect(before.exif?.includes("TestCam")).toBe(true);
      expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (tag 0x8825)

      const file = await uploaded(h(), token, original, "IMG_0001.JPG");
      expect(file).toMatchObject({ name: "IMG_0001.JPG", mimeType: "image/jpeg", noteId: null, uploaderKind: "resident" });
      const stored = await storedBytes(h(), file.id);
      expect(file.size).toBe(stored.length);
      const after = await sharp(stored).metadata();
      expect(after.format).toBe("jpeg");
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(stored.includes("TestCam")).toBe(false);
      // Orientation 6 was applied to the pixels: 64 x 48 became 48 x 64.
      expect([after.width, after.height, after.orientation]).toEqual([48, 64, undefined]);
    });

    it("accepts PNG, WebP and PDF, by their bytes, whatever name or declared type they come with", async () => {
      const { token } = await newResident(h(), "types");
      const pngFile = await uploaded(h(), token, await png(), "scan.png", "image/png");
      expect(pngFile.mimeType).toBe("image/png");
      const webpFile = await uploaded(h(), token, await webp(), "photo.jpg", "image/jpeg");
      expect(webpFile.mimeType).toBe("image/webp");
      expect(webpFile.name).toBe("photo.jpg");
      const original = await pdf();
      const pdfFile = await uploaded(h(), token, original, "letter.pdf", "application/octet-stream");
      expect(pdfFile.mimeType).toBe("application/pdf");
      expect((await storedBytes(h(), pdfFile.id)).equals(original)).toBe(true);
    });

    it("refuses an executable named photo.jpg (ELF or MZ) and other types with 415", async () => {
      const { token } = await newResident(h(), "exe");
      for (const data of [ELF, MZ]) {
        const res = await upload(h(), token, data, "photo.jpg", "image/jpeg");
        expect(res.status).toBe(415);
        expect(res.json.message).toBe("Only photos (JPEG, PNG, WebP) and PDF files can be attached.");
      }
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).gif().toBuffer();
      expect((await upload(h(), token, gif, "a.gif", "image/gif")).status).toBe(415);
      const thai = await upload(h(), token, Buffer.from("plain text"), "note.pdf", "application/pdf");
      expect(thai.status).toBe(415);
      // A damaged image or PDF: the right magic bytes, content that does not decode.
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 0x41)]);
      expect((await upload(h(), token, broken)).status).toBe(415);
      const brokenPdf = await upload(h(), token, Buffer.from("%PDF-1.7\nnot really a PDF"), "x.pdf", "application/pdf");
      expect(brokenPdf.status).toBe(415);
      expect(brokenPdf.json.message).toBe("The file cannot be read: it may be damaged or incomplete.");
    });

    it("accepts a file of exactly 10 MB and refuses one byte more with 413", async () => {
      const { token } = await newResident(h(), "size");
      const base = await pdf();
      const exact = Buffer.concat([base, Buffer.from("\n%"), Buffer.alloc(MAX_FILE_BYTES - base.length - 2, " ")]);
      expect(exact.length).toBe(MAX_FILE_BYTES);
      expect((await upload(h(), token, exact, "big.pdf", "application/pdf")).status).toBe(201);
      const over = await upload(h(), token, Buffer.concat([exact, Buffer.from(" ")]), "bigger.pdf", "application/pdf");
      expect(over.status).toBe(413);
      expect(over.json).toMatchObject({ success: false, message: "The file is too large: at most 10 MB." });
      const form = multipart([{ name: "file", filename: "x.jpg", data: Buffer.alloc(MAX_FILE_BYTES + 1, 0xff) }]);
      const thai = await h().call("uploadFile", { token, payload: form.payload, headers: { ...form.headers, "accept-language": "th" } });
      expect(thai.status).toBe(413);
      expect(thai.json.message).toBe("ไฟล์มีขนาดใหญ่เกินไป ไม่เกิน 10 MB");
    });

    it("answers 400 naming file when the part is missing, repeated or not a file, and for unknown parts", async () => {
      const { token } = await newResident(h(), "parts");
      const none = await h().call("uploadFile", { token, ...multipart([]) });
      expect(none.status).toBe(400);
      expect(none.json.message).toBe("file: is required");
      const empty = await h().call("uploadFile", { token });
      expect(empty.status).toBe(400);
      expect(empty.json.errors).toEqual([{ field: "file", message: "is required" }]);
      const text = await h().call("uploadFile", { token, ...multipart([{ name: "file", data: "not a file" }]) });
      expect(text.status).toBe(400);
      expect(text.json.errors).toEqual([{ field: "file", message: "must be a file" }]);
      const image = await png(16, 16);
      const twice = await h().call("uploadFile", {
        token,
        ...multipart([
          { name: "file", filename: "a.png", data: image },
          { name: "file", filename: "b.png", data: image },
        ]),
      });
      expect(twice.status).toBe(400);
      expect(twice.json.errors).toEqual([{ field: "file", message: "must be exactly one file" }]);
      const other = await h().call("uploadFile", { token, ...multipart([{ name: "photo", filename: "a.png", data: image }]) });
      expect(other.status).toBe(400);
      expect(other.json.errors).toEqual([
        { field: "photo", message: "unknown field" },
        { field: "file", message: "is required" },
      ]);
      const zero = await upload(h(), token, Buffer.alloc(0), "empty.jpg");
      expect(zero.status).toBe(400);
      expect(zero.json.message).toBe("file: is empty");
      const malformed = await h().call("uploadFile", {
        token,
        payload: Buffer.from("--nope\r\nContent-Disposition: form-data; name=\"file\"\r\n"),
        headers: { "content-type": "multipart/form-data; boundary=nope" },
      });
      expect(malformed.status).toBe(400);
    });

    it("answers 415 for another body type, and keeps JSON operations JSON only", async () => {
      const { token } = await newResident(h(), "mediatype");
      const json = await h().call("uploadFile", { token, body: { file: "aGVsbG8=" } });
      expect(json.status).toBe(415);
      expect(json.json.message).toBe("Send the file as multipart/form-data, in one part named file.");
      const form = await h().call("createComplaint", { token, ...multipart([{ name: "detail", data: "pothole" }]) });
      expect(form.status).toBe(415);
    });

    it("asks for a token before reading anything (401)", async () => {
      const res = await h().call("uploadFile", multipart([{ name: "file", filename: "a.png", data: await png(8, 8) }]));
      expect(res.status).toBe(401);
    });

    it("holds at most 20 pending files a user (413) and removes pending files older than 24 hours", async () => {
      const { token } = await newResident(h(), "pending");
      const image = await png(8, 8);
      const first = await uploaded(h(), token, image);
      for (let i = 1; i < MAX_PENDING_FILES; i++) await uploaded(h(), token, image);
      const full = await upload(h(), token, image);
      expect(full.status).toBe(413);
      // A day and a bit later, the first file has expired: the next upload removes it and has room again.
      await h()
        .server.database.db.update(files)
        .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where(eq(files.id, first.id));
      expect((await upload(h(), token, image)).status).toBe(201);
      expect(await h().server.database.db.select({ id: files.id }).from(files).where(eq(files.id, first.id))).toEqual([]);
    });
  });

  describe("attaching, listing and loading", () => {
    it("attaches files at filing; the case's resident and staff list and load them, another resident gets 404", async () => {
      const owner = await newResident(h(), "owner");
      const photo = await uploaded(h(), owner.token, await png(), "road.png", "image/png");
      const letter = await uploaded(h(), owner.token, await pdf(), "letter.pdf", "application/pdf");
      const filed = await fileComplaint(h(), owner.token, [photo.id, letter.id]);
      expect(filed.status, filed.json.message).toBe(201);
      const caseId = (filed.json.data as { id: number }).id;

      const list = await listFiles(h(), owner.token, caseId);
      expect(list.status).toBe(200);
      expect(list.json.total).toBe(2);
      expect((list.json.data as StoredFile[]).map((f) => f.id)).toEqual([photo.id, letter.id]);
      const admin = await h().login("staff", ADMIN);
      expect((await listFiles(h(), admin, caseId)).json.total).toBe(2);

      const stranger = await newResident(h(), "stranger");
      expect((await listFiles(h(), stranger.token, caseId)).status).toBe(404);
      expect((await watermarked(h(), stranger.token, photo.id)).statusCode).toBe(404);
      expect((await watermarked(h(), stranger.token, letter.id)).statusCode).toBe(404);
      expect((await listFiles(h(), owner.token, 2_147_483_000)).status).toBe(404);
      // The one file-list call: a guest asking for a case's files must sign in; an unknown link type is a 400.
      expect((await h().call("listLinkedFiles", { params: { linkType: "es", id: caseId } })).status).toBe(401);
      const odd = await h().inject({ method: "GET", url: `/pxapi_eoffice/api/v1/ESFilepublic/linkType/avatar/linkId/${caseId}`, headers: { "px-auth-token": owner.token } });
      expect(odd.statusCode).toBe(400);
      expect((await watermarked(h(), owner.token, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
      expect((await watermarked(h(), owner.token, "not-a-uuid")).statusCode).toBe(400);
    });

    it("answers an image with the watermark: other bytes, same type and size, scaled down with width", async () => {
      const owner = await newResident(h(), "wmimage");
      const pngFile = await uploaded(h(), owner.token, await png(), "road.png", "image/png");
      const jpegFile = await uploaded(h(), owner.token, await jpegWithGps(), "road.jpg");
      const webpFile = await uploaded(h(), owner.token, await webp(), "road.webp", "image/webp");
      // Pending files: their uploader may load them already.
      for (const [file, format, width, height] of [
        [pngFile, "png", 640, 480],
        [jpegFile, "jpeg", 48, 64],
        [webpFile, "webp", 320, 240],
      ] as const) {
        const res = await watermarked(h(), owner.token, file.id, "", "th");
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toBe(file.mimeType);
        expect(res.headers["cache-control"]).toBe("no-store");
        expect(res.headers["content-disposition"]).toContain(`filename="${file.name}"`);
        const body = res.rawPayload;
        expect(body.equals(await storedBytes(h(), file.id))).toBe(false);
        const meta = await sharp(body).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, width, height]);
        expect(meta.exif).toBeUndefined();
      }
      // The stamp changes pixels: the bottom band is dark where the picture was blue.
      const stamped = await sharp((await watermarked(h(), owner.token, pngFile.id)).rawPayload).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => stamped.data[(y * stamped.info.width + x) * stamped.info.channels + 2]!;
      expect(at(1, 479)).toBeLessThan(150);
      const thumb = await watermarked(h(), owner.token, pngFile.id, "?width=64");
      expect(thumb.statusCode).toBe(200);
      expect((await sharp(thumb.rawPayload).metadata()).width).toBe(64);
      expect((await watermarked(h(), owner.token, pngFile.id, "?width=8")).statusCode).toBe(400);
      // Someone else's pending file: 404.
      const other = await newResident(h(), "wmother");
      expect((await watermarked(h(), other.token, pngFile.id)).statusCode).toBe(404);
    });

    it("answers a PDF with the watermark on every page: still a PDF, the same pages, more content", async () => {
      const owner = await newResident(h(), "wmpdf");
      const original = await pdf();
      const file = await uploaded(h(), owner.token, original, "ใบแจ้ง.pdf", "application/pdf");
      const res = await watermarked(h(), owner.token, file.id, "?width=64");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toContain("filename*=UTF-8''%E0%B9%83");
      const body = res.rawPayload;
      expect(body.subarray(0, 5).toString()).toBe("%PDF-");
      expect(body.length).toBeGreaterThan(original.length);
      const loaded = await PDFDocument.load(body);
      expect(loaded.getPageCount()).toBe(2);
      expect(loaded.getPage(1).getRotation().angle).toBe(90);
    });

    it("keeps the files of internal notes from residents; staff see them", async () => {
      const owner = await newResident(h(), "internal");
      const filed = await fileComplaint(h(), owner.token);
      expect(filed.status).toBe(201);
      const caseId = (filed.json.data as { id: number }).id;
      const admin = await h().login("staff", ADMIN);
      const secret = await uploaded(h(), admin, await png(32, 32), "internal.png", "image/png");
      expect(secret.uploaderKind).toBe("staff");
      const open = await uploaded(h(), admin, await png(32, 32), "reply.png", "image/png");
      const internalNote = await h().call("createComplaintNote", { token: admin, body: { complaintId: caseId, body: "Budget check", internal: true, fileIds: [secret.id] } });
      expect(internalNote.status, internalNote.json.message).toBe(201);
      const reply = await h().call("createComplaintNote", { token: admin, body: { complaintId: caseId, body: "We will fix it", fileIds: [open.id] } });
      expect(reply.status, reply.json.message).toBe(201);

      const residentList = (await listFiles(h(), owner.token, caseId)).json.data as StoredFile[];
      expect(residentList.map((f) => f.id)).toEqual([open.id]);
      expect(residentList[0]!.noteId).toBe((reply.json.data as { id: number }).id);
      expect((await watermarked(h(), owner.token, secret.id)).statusCode).toBe(404);
      expect((await watermarked(h(), owner.token, open.id)).statusCode).toBe(200);
      const staffList = (await listFiles(h(), admin, caseId)).json.data as StoredFile[];
      expect(staffList.map((f) => f.id)).toEqual([secret.id, open.id]);
      expect((await watermarked(h(), admin, secret.id)).statusCode).toBe(200);
      // Nor does the resident's own data export name the internal note's file (its note is left out too).
      const exported = await h().call("exportMyData", { token: owner.token });
      expect(exported.status).toBe(200);
      const exportedCase = (exported.json as { cases: { id: number; files: { id: string }[] }[] }).cases.find((c) => c.id === caseId);
      expect(exportedCase?.files.map((f) => f.id)).toEqual([open.id]);
    });

    it("refuses someone else's pending file, an attached one or an unknown id in fileIds (400 naming fileIds)", async () => {
      const owner = await newResident(h(), "steal");
      const thief = await newResident(h(), "thief");
      const file = await uploaded(h(), owner.token, await png(8, 8));
      const stolen = await fileComplaint(h(), thief.token, [file.id]);
      expect(stolen.status).toBe(400);
      expect(stolen.json.errors?.[0]?.field).toBe("fileIds");

      const db = h().server.database.db;
      const filed = await fileComplaint(h(), owner.token, [file.id]);
      expect(filed.status).toBe(201);
      const caseId = (filed.json.data as { id: number }).id;
      const again = await fileComplaint(h(), owner.token, [file.id]);
      expect(again.status).toBe(400);
      for (const fileIds of [[file.id], ["00000000-0000-4000-8000-000000000000"], ["not-an-id"]]) {
        const attempt = db.transaction((tx) => attachPendingFiles(tx, { fileIds, uploaderId: owner.personId, caseId, noteId: null }));
        await expect(attempt).rejects.toMatchObject({ statusCode: 400, errors: [{ field: "fileIds" }] });
      }
      // The thief's failed filing attached nothing: the file is the owner's case's only one.
      expect((await listFiles(h(), owner.token, caseId)).json.total).toBe(1);
    });

    it(`holds at most ${MAX_FILES_PER_CASE} files a case: the 21st answers 413 and changes nothing`, async () => {
      const owner = await newResident(h(), "twenty");
      const image = await png(8, 8);
      const five = async () => Promise.all(Array.from({ length: 5 }, () => uploaded(h(), owner.token, image).then((f) => f.id)));
      const filed = await fileComplaint(h(), owner.token, await five());
      expect(filed.status).toBe(201);
      const caseId = (filed.json.data as { id: number }).id;
      for (let i = 0; i < 3; i++) {
        const note = await h().call("createComplaintNote", { token: owner.token, body: { complaintId: caseId, body: `Photos ${i}`, fileIds: await five() } });
        expect(note.status, note.json.message).toBe(201);
      }
      expect((await listFiles(h(), owner.token, caseId)).json.total).toBe(MAX_FILES_PER_CASE);
      const extra = await uploaded(h(), owner.token, image);
      const refused = await h().call("createComplaintNote", { token: owner.token, body: { complaintId: caseId, body: "One more", fileIds: [extra.id] } });
      expect(refused.status).toBe(413);
      expect(refused.json.success).toBe(false);
      expect((await listFiles(h(), owner.token, caseId)).json.total).toBe(MAX_FILES_PER_CASE);
      const notes = await h().call("listComplaintNotes", { token: owner.token, params: { id: caseId } });
      expect((notes.json.data as { body: string }[]).some((n) => n.body === "One more")).toBe(false);
      // Directly: the same 413, and the file stays pending.
      const db = h().server.database.db;
      const direct = db.transaction((tx) => attachPendingFiles(tx, { fileIds: [extra.id], uploaderId: owner.personId, caseId, noteId: null }));
      await expect(direct).rejects.toBeInstanceOf(HttpError);
      await expect(direct).rejects.toMatchObject({ statusCode: 413 });
      const [row] = await db.select({ linkId: files.linkId }).from(files).where(eq(files.id, extra.id));
      expect(row?.linkId).toBeNull();
    });
  });
});
