/**
 * Re-indexing of the text of documents filed before the Thai normalisation (tracker issue 36 item 1): a data
 * migration run once at start-up (`seedAtStart`, start-up state `thai_text`), because the normalisation is one
 * TypeScript function (`normaliseThaiText`) and the extraction a PDF library, which a SQL migration would have to
 * copy. The text of every PDF version is extracted again from its stored file (`extractPdfText`, which since version 2
 * completes Word's ToUnicode maps from the embedded fonts, so the ำ that Word's maps lost comes back), every other
 * version's stored text is put in the standard form, and the search text of every document is built again from its
 * row and the text of its current version, as an upload builds it.
 */
import { and, eq } from "drizzle-orm";
import { normaliseThaiText } from "@eoffice/thai";
import type { Db } from "../db/database";
import { dmsDocuments, dmsDocumentVersions } from "../db/schema";
import { DOCUMENT_LINK_TYPE, loadFile } from "../files/storage";
import { extractPdfText, searchTextOf } from "./text";

/**
 * The version of the text extraction and normalisation: a database whose start-up state `thai_text` differs is
 * re-indexed once ({@link reindexDocumentText}). Raise it when `extractPdfText`, `normaliseThaiText` or `searchTextOf`
 * changes what they give. 1: the Thai normalisation; 2: Word's ToUnicode maps completed from the embedded fonts.
 */
export const TEXT_NORMALISATION_VERSION = "2";

/**
 * Extracts the text of every PDF version again from its stored file and puts every other version's text and the
 * search text of every document in the current standard form; rows already right are not written. The extraction
 * runs outside the transaction that writes (one PDF at a time: about 0.1 to 0.5 s each on the 2-core machine).
 *
 * @returns How many versions and documents were rewritten.
 */
export async function reindexDocumentText(db: Db): Promise<{ versions: number; documents: number }> {
  let versions = 0;
  let documents = 0;
  const stored = await db
    .select({ id: dmsDocumentVersions.id, text: dmsDocumentVersions.text, fileId: dmsDocumentVersions.fileId, mimeType: dmsDocumentVersions.mimeType })
    .from(dmsDocumentVersions);
  const texts = new Map<number, string>();
  for (const version of stored) {
    const file = version.mimeType === "application/pdf" ? await loadFile(db, version.fileId, [DOCUMENT_LINK_TYPE]) : undefined;
    texts.set(version.id, file ? await extractPdfText(file.content) : normaliseThaiText(version.text));
  }
  await db.transaction(async (tx) => {
    for (const version of stored) {
      const text = texts.get(version.id)!;
      if (text === version.text) continue;
      await tx.update(dmsDocumentVersions).set({ text }).where(eq(dmsDocumentVersions.id, version.id));
      versions++;
    }
    const rows = await tx
      .select({ doc: dmsDocuments, text: dmsDocumentVersions.text })
      .from(dmsDocuments)
      .leftJoin(dmsDocumentVersions, and(eq(dmsDocumentVersions.documentId, dmsDocuments.id), eq(dmsDocumentVersions.versionNo, dmsDocuments.currentVersion)));
    for (const { doc, text } of rows) {
      const searchText = searchTextOf({ ...doc, text: text ?? "" });
      if (searchText === doc.searchText) continue;
      await tx.update(dmsDocuments).set({ searchText }).where(eq(dmsDocuments.id, doc.id));
      documents++;
    }
  });
  return { versions, documents };
}
