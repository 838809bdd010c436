/**
 * The re-index of documents filed before the Thai text normalisation (tracker issue 36 item 1): a document whose
 * stored text came from a PDF with the font's private-use code points and a split ำ (as the extraction stored it
 * before) is found by the standard Thai words after the start-up data migration (`reindexDocumentText`), and the
 * migration is recorded in the start-up state so that a restart does not run it again.
 */
import { eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import { dmsDocuments, dmsDocumentVersions } from "../src/db/schema";
import { reindexDocumentText, TEXT_NORMALISATION_VERSION } from "../src/dms/reindex";
import { searchPattern } from "../src/dms/text";
import { describeBackends } from "./support/harness";

/** "…ซ่อมแซมท่อระบายน้ำประจำปี" as Chromium's PDF with Laksaman gave it: low tone marks U+F70A/F70B, ำ split. */
const OLD_TEXT = "ประกาศ การซ\uf70aอมแซมท\uf70aอระบายน\u0e4d\uf70bา ประจ\u0e4d\u0e32ป\u0e35";

describeBackends("re-index of Thai document text", (h) => {
  it("puts stored text in the standard form once, so that standard Thai words find the document", async () => {
    const { db, startState } = h().server.database;
    expect(startState.get("thai_text")).toBe(TEXT_NORMALISATION_VERSION);
    const [doc] = await db.select().from(dmsDocuments).limit(1);
    expect(doc, "the demo data has documents").toBeDefined();
    await db.update(dmsDocumentVersions).set({ text: OLD_TEXT }).where(eq(dmsDocumentVersions.documentId, doc!.id));
    await db.update(dmsDocuments).set({ searchText: `${doc!.title}\n${OLD_TEXT}`.toLowerCase() }).where(eq(dmsDocuments.id, doc!.id));
    const found = async (word: string) =>
      (await db.select({ id: dmsDocuments.id }).from(dmsDocuments).where(like(dmsDocuments.searchText, searchPattern(word)))).map((r) => r.id);
    expect(await found("ท่อระบายน้ำ")).not.toContain(doc!.id);

    const done = await reindexDocumentText(db);
    expect(done.documents).toBeGreaterThanOrEqual(1);
    for (const word of ["ซ่อมแซม", "ท่อระบายน้ำ", "ประจำปี"]) expect(await found(word), word).toContain(doc!.id);
    const [version] = await db.select({ text: dmsDocumentVersions.text }).from(dmsDocumentVersions).where(eq(dmsDocumentVersions.documentId, doc!.id)).limit(1);
    expect(version!.text).toBe("ประกาศ การซ่อมแซมท่อระบายน้ำ ประจำปี");
    expect(await reindexDocumentText(db)).toEqual({ versions: 0, documents: 0 });
  });
});
