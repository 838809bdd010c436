/**
 * The re-index of documents filed before the Thai text normalisation (tracker issue 36 item 1): a document whose
 * stored text came from a PDF with the font's private-use code points and a split ำ (as the extraction stored it
 * before), and a Microsoft Word PDF whose text was extracted before Word's ToUnicode maps were completed (its ำ lost),
 * are found by the standard Thai words after the start-up data migration (`reindexDocumentText`), and the migration
 * is recorded in the start-up state so that a restart does not run it again.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import { dmsDocuments, dmsDocumentVersions } from "../src/db/schema";
import { reindexDocumentText, TEXT_NORMALISATION_VERSION } from "../src/dms/reindex";
import { searchPattern } from "../src/dms/text";
import { prepareUpload, storeDocumentFile } from "../src/files/storage";
import { describeBackends } from "./support/harness";

/** Chromium's print of the letter in Laksaman: its ToUnicode map gives the font's private-use code points. */
const LAKSAMAN_PDF = readFileSync(path.join(import.meta.dirname, "fixtures", "thai-pdf", "chromium-laksaman.pdf"));
/** A real Word 2007 ประกาศ (fixtures/thai-pdf/SOURCES.md) and its text as the extraction before version 2 stored it. */
const WORD_PDF = readFileSync(path.join(import.meta.dirname, "fixtures", "thai-pdf", "word-th-sarabunit9.pdf"));
/** Words with ำ that the old text lacked ("ส านักงาน", "จ านวน": Word maps the nikhahit glyph to a space). */
const WORD_WORDS = ["สำนักงาน", "จำนวน", "องค์การบริหารส่วนตำบล", "อำเภอ"];

/** "…ซ่อมแซมท่อระบายน้ำประจำปี" as Chromium's PDF with Laksaman gave it: low tone marks U+F70A/F70B, ำ split. */
const OLD_TEXT = "ประกาศ การซ\uf70aอมแซมท\uf70aอระบายน\u0e4d\uf70bา ประจ\u0e4d\u0e32ป\u0e35";

describeBackends("re-index of Thai document text", (h) => {
  /**
   * Files `pdf` as the current version of a demo document with `oldText` as its stored text (as an earlier extraction
   * left it) and the search text built from that; returns the document's id and a search by word.
   */
  async function filedBefore(pdf: Buffer, oldText: string) {
    const { db } = h().server.database;
    const [doc] = await db.select().from(dmsDocuments).limit(1);
    expect(doc, "the demo data has documents").toBeDefined();
    const file = await storeDocumentFile(db, { name: "ประกาศ.pdf", file: await prepareUpload(pdf), uploaderId: null, documentId: doc!.id, now: Date.now() });
    await db
      .update(dmsDocumentVersions)
      .set({ fileId: file.id, mimeType: "application/pdf", text: oldText })
      .where(and(eq(dmsDocumentVersions.documentId, doc!.id), eq(dmsDocumentVersions.versionNo, doc!.currentVersion)));
    await db.update(dmsDocuments).set({ searchText: `${doc!.title}\n${oldText}`.toLowerCase() }).where(eq(dmsDocuments.id, doc!.id));
    const found = async (word: string) =>
      (await db.select({ id: dmsDocuments.id }).from(dmsDocuments).where(like(dmsDocuments.searchText, searchPattern(word)))).map((r) => r.id);
    const text = async () =>
      (await db.select({ text: dmsDocumentVersions.text }).from(dmsDocumentVersions).where(eq(dmsDocumentVersions.fileId, file.id)))[0]!.text;
    return { id: doc!.id, found, text };
  }

  it("puts the text of a PDF extracted with private-use code points in the standard form once", async () => {
    const { db, startState } = h().server.database;
    expect(startState.get("thai_text")).toBe(TEXT_NORMALISATION_VERSION);
    const doc = await filedBefore(LAKSAMAN_PDF, OLD_TEXT);
    expect(await doc.found("ท่อระบายน้ำ")).not.toContain(doc.id);

    const done = await reindexDocumentText(db);
    expect(done.documents).toBeGreaterThanOrEqual(1);
    for (const word of ["ซ่อมแซม", "ท่อระบายน้ำ", "ประจำปี"]) expect(await doc.found(word), word).toContain(doc.id);
    expect(await doc.text()).not.toMatch(/[\uf700-\uf71a]/);
    expect(await reindexDocumentText(db)).toEqual({ versions: 0, documents: 0 });
  }, 120_000);

  it("extracts the text of a Word PDF filed before version 2 again, so that its words with ำ are found", async () => {
    const { db } = h().server.database;
    const doc = await filedBefore(WORD_PDF, "ส านักงาน จ านวน องค์การบริหารส่วนต าบล อ าเภอ");
    for (const word of WORD_WORDS) expect(await doc.found(word), word).not.toContain(doc.id);

    const done = await reindexDocumentText(db);
    expect(done.versions).toBeGreaterThanOrEqual(1);
    for (const word of WORD_WORDS) expect(await doc.found(word), word).toContain(doc.id);
    expect(await reindexDocumentText(db)).toEqual({ versions: 0, documents: 0 });
  }, 120_000);
});
