/**
 * The headers of every answer that carries a stored file (tracker issue 36 item 3): case and news files, document
 * versions, avatars. One function, so that no file route forgets one.
 *
 * - `Content-Security-Policy: sandbox` (with nothing allowed to load but the file's own images and inline styles):
 *   a file opened at its address runs in a unique origin, without scripts, forms, pop-ups or access to the portal's
 *   storage, whatever it turns out to be. The PDFs themselves have lost their scripts when they were stored
 *   (`files/pdf-actions.ts`): Chromium's PDF viewer runs a PDF's JavaScript even under `sandbox`.
 * - `Content-Disposition` by type: the types a browser shows safely (the images and PDFs of
 *   {@link INLINE_MIME_TYPES}) are `inline` unless a download is asked for; anything else is always `attachment`.
 *   The name is given as an ASCII fallback and in UTF-8 (RFC 6266, RFC 8187).
 * - `X-Content-Type-Options: nosniff`, so that the declared type is the one used.
 */
import { ACCEPTED_MIME_TYPES } from "./limits";

/** The types delivered `inline` (shown in the browser): the accepted upload types, images and PDFs. */
export const INLINE_MIME_TYPES: ReadonlySet<string> = new Set<string>(ACCEPTED_MIME_TYPES);

/** The `Content-Security-Policy` of delivered files. */
export const FILE_CSP = "sandbox; default-src 'none'; img-src 'self' data: blob:; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * `Content-Disposition` of a delivered file, saved under `name` (RFC 6266: an ASCII fallback and the UTF-8 name).
 *
 * @param disposition - `inline` (shown in the browser) or `attachment` (saved). @default "inline"
 */
export function contentDisposition(name: string, disposition: "inline" | "attachment" = "inline"): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** What {@link fileHeaders} needs to know of a delivered file. */
export interface DeliveredFile {
  /** The file's name, as stored. */
  name: string;
  /** Its media type, as stored (decided from its bytes at upload). */
  mimeType: string;
  /** Whether the user asked to save it rather than see it (`?download=true`). @default false */
  download?: boolean;
  /** `Cache-Control`, when the route sets one (avatars). */
  cacheControl?: string;
}

/**
 * The headers of an answer that carries a stored file (see the module comment): type, disposition chosen by type,
 * `Content-Security-Policy: sandbox`, `nosniff`, and `cacheControl` when given.
 */
export function fileHeaders({ name, mimeType, download = false, cacheControl }: DeliveredFile): Record<string, string> {
  const inline = !download && INLINE_MIME_TYPES.has(mimeType);
  return {
    "content-type": mimeType,
    "content-disposition": contentDisposition(name, inline ? "inline" : "attachment"),
    "content-security-policy": FILE_CSP,
    "x-content-type-options": "nosniff",
    ...(cacheControl ? { "cache-control": cacheControl } : {}),
  };
}
