/**
 * Document search of the top bar (contract tag `common`, portal-spec.md sections 5, 7 and 9: at least 3
 * characters). Staff only (a public person gets 403). A document matches when its name or full path contains
 * the query, case-insensitively; at most {@link SEARCH_LIMIT} are returned, by name, and `total` counts all.
 */
import { asc, count, ilike, or } from "drizzle-orm";
import type { OperationHandler } from "../contract/types";
import { documents } from "../db/schema";
import { badRequest } from "../http/errors";
import { likeEscape, type HandlerDeps } from "./deps";

/** Most documents one search answers with. */
export const SEARCH_LIMIT = 20;

/** Fewest characters of a query (portal-spec.md section 9). */
export const SEARCH_MIN_LENGTH = 3;

/** The document-search handler. */
export function documentSearchHandlers(deps: HandlerDeps): { searchDocuments: OperationHandler<"searchDocuments"> } {
  const { db } = deps;
  return {
    searchDocuments: {
      async handle(ctx) {
        const text = ctx.query.query.trim();
        if ([...text].length < SEARCH_MIN_LENGTH) {
          throw badRequest([{ field: "query", message: `must NOT have fewer than ${SEARCH_MIN_LENGTH} characters` }]);
        }
        const pattern = `%${likeEscape(text)}%`;
        const where = or(ilike(documents.documentName, pattern), ilike(documents.fullPathName, pattern));
        const [rows, [counted]] = await Promise.all([
          db
            .select({
              id: documents.id,
              documentName: documents.documentName,
              fullPathName: documents.fullPathName,
              documentFolderId: documents.documentFolderId,
              documentTypeId: documents.documentTypeId,
            })
            .from(documents)
            .where(where)
            .orderBy(asc(documents.documentName), asc(documents.id))
            .limit(SEARCH_LIMIT),
          db.select({ n: count() }).from(documents).where(where),
        ]);
        return { status: 200, body: { success: true, message: "", total: counted?.n ?? rows.length, data: rows } };
      },
    },
  };
}
