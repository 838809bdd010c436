/**
 * Links to the document view of the document-management area (docs/spec/portal-spec.md section 2 "Screens and routes":
 * "The document view is at /dms/main/document with matrix parameters docId, folderId and docType"), built from a
 * document search result and read back by the document page. Pure functions, unit-tested.
 */

/** Path of the document view, without matrix parameters. */
export const DOCUMENT_PATH = "/dms/main/document";

/** The matrix parameters of the document view. */
export interface DocumentParams {
  /** Document id. */
  docId: string;
  /** Folder id. */
  folderId: string;
  /** Document type id. */
  docType: string;
}

/** The parts of a search result the link needs (contract `DocumentSearchResult`). */
export interface DocumentLinkSource {
  id: string | number;
  documentFolderId: string | number;
  documentTypeId: string | number;
}

/**
 * The document view's address for a search result: `/dms/main/document;docId=<id>;folderId=<folderId>;docType=<typeId>`
 * (each value URI-encoded, so a `;` or `=` inside a value cannot break the parameters).
 * @param document - A document search result.
 */
export function documentHref(document: DocumentLinkSource): string {
  const params: [string, string | number][] = [
    ["docId", document.id],
    ["folderId", document.documentFolderId],
    ["docType", document.documentTypeId],
  ];
  return `${DOCUMENT_PATH}${params.map(([name, value]) => `;${name}=${encodeURIComponent(String(value))}`).join("")}`;
}

/**
 * The matrix parameters of a path's last segment (`/a/b;x=1;y=2` gives `{ x: "1", y: "2" }`), decoded; a
 * parameter without `=` has the value `""`; a badly encoded value is kept as written; the first of repeated
 * names wins.
 * @param path - A path (no query string).
 */
export function matrixParams(path: string): Record<string, string> {
  const last = path.slice(path.lastIndexOf("/") + 1);
  const result: Record<string, string> = {};
  for (const part of last.split(";").slice(1)) {
    if (!part) continue;
    const equals = part.indexOf("=");
    const name = decode(equals === -1 ? part : part.slice(0, equals));
    const value = equals === -1 ? "" : decode(part.slice(equals + 1));
    if (name && !(name in result)) result[name] = value;
  }
  return result;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The document view's parameters of a path, or `null` when the path is not the document view.
 * Missing parameters are `""`.
 * @param path - The location's path.
 */
export function documentParamsOf(path: string): DocumentParams | null {
  const segment = path.split(";", 1)[0];
  if (segment !== DOCUMENT_PATH) return null;
  const params = matrixParams(path);
  return { docId: params.docId ?? "", folderId: params.folderId ?? "", docType: params.docType ?? "" };
}
