/**
 * Document search of the top bar (contract tag `common`, docs/spec/portal-spec.md sections 5, 7 and 9: at least 3
 * characters; issue 14 item 3). Staff only (a public person gets 403). It searches the document store (`dms`):
 * title, file name, number, metadata and the text inside PDFs, Thai included (trigrams), and only documents the
 * caller may view (`dms/access.ts`): others are neither listed nor counted. At most {@link SEARCH_LIMIT}, by title.
 */
import type { OperationHandler } from "./types";
import { folderPath, loadDmsAccess } from "../dms/access";
import { badRequest } from "../lib/errors";
import { fieldError } from "../i18n/field-messages";
import { searchDocuments } from "./dms";
import { signedIn, type HandlerDeps } from "./deps";

/** Most documents one search answers with. */
export const SEARCH_LIMIT = 20;

/** Fewest characters of a query (docs/spec/portal-spec.md section 9). */
export const SEARCH_MIN_LENGTH = 3;

/** The document-search handler. */
export function documentSearchHandlers(deps: HandlerDeps): { searchDocuments: OperationHandler<"searchDocuments"> } {
  const { db } = deps;
  return {
    searchDocuments: {
      async handle(ctx) {
        const text = ctx.query.query.trim();
        if ([...text].length < SEARCH_MIN_LENGTH) {
          throw badRequest([fieldError("query", "minLength", { limit: SEARCH_MIN_LENGTH })]);
        }
        const access = await loadDmsAccess(db, signedIn(ctx));
        const { rows, total } = await searchDocuments(db, access, { query: text, offset: 0, limit: SEARCH_LIMIT, orderByTitle: true });
        const data = rows.map((row) => ({
          id: row.id,
          documentName: row.title,
          fullPathName: `${folderPath(access, row.folderId).replace(/\/$/, "")}/${row.fileName}`,
          documentFolderId: row.folderId,
          documentTypeId: row.typeId,
        }));
        return { status: 200, body: { success: true, message: "", total, data } };
      },
    },
  };
}
