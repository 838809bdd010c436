/**
 * The `query` parameter the top-bar document search sends (tracker issue 36 item 1): what the bar asked, in the
 * standard form of `normaliseThaiText`, the function the server applies to extracted text and to the query.
 */
import { normaliseThaiText } from "@eoffice/thai";

/** The `query` sent for what the search bar asked: Thai pasted from a PDF searches as typed Thai. */
export function documentSearchQuery(query: string): string {
  return normaliseThaiText(query);
}
