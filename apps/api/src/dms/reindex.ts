/**
 * Re-indexing of the text of documents filed before the Thai normalisation (tracker issue 36 item 1): a data
 * migration run once at start-up (`seedAtStart`, start-up state `thai_text`), because the normalisation is one
 * TypeScript function (`normaliseThaiText`) that a SQL migration would have to copy. The stored text of every version
 * is put in the standard form, and the search text of every document is built again from its row and the text of
 * its current version, as an upload builds it.
 */
import { and, eq } from "drizzle-orm";
import { normaliseThaiText } from "@eoffice/thai";
import type { Db } from "../db/database";
import { dmsDocuments, dmsDocumentVersions } from "../db/schema";
import { searchTextOf } from "./text";

/**
 * The version of the text normalisation: a database whose start-up state `thai_text` differs is re-indexed once
 * ({@link reindexDocumentText}). Raise it when `normaliseThaiText` or `searchTextOf` changes what they give.
 */
export const TEXT_NORMALISATION_VERSION = "1";

/**
 * Puts the extracted text of every document version and the search text of every document in the current standard
 * form; rows already in it are not written.
 *
 * @returns How many versions and documents were rewritten.
 */
export async function reindexDocumentText(db: Db): Promise<{ versions: number; documents: number }> {
  let versions = 0;
  let documents = 0;
  await db.transaction(async (tx) => {
    for (const version of await tx.select({ id: dmsDocumentVersions.id, text: dmsDocumentVersions.text }).from(dmsDocumentVersions)) {
      const text = normaliseThaiText(version.text);
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
