/**
 * Limits of the files mechanism (issue 11 item 4; docs/architecture.md "files"; contract `POST /v1/ESFile`). Kept in a
 * module of their own so that the HTTP layer reads the upload size without loading `sharp` and `pdf-lib`;
 * `files/storage.ts` re-exports them.
 */

// The upload limit's default and bounds are settings of the configuration (`config.ts`, beside `UPLOAD_MAX_BYTES`,
// which the lowest layer reads); this module re-exports them for the files mechanism and the HTTP layer.
export { MAX_FILE_BYTES, MAX_UPLOAD_LIMIT_BYTES, MIN_UPLOAD_LIMIT_BYTES } from "../config";

/**
 * An upload limit as people read it: whole or decimal megabytes ("10 MB", "2.5 MB"), or kilobytes below 1 MB
 * ("500 KB"); 1 MB = 1,048,576 bytes, as the limit's default is counted.
 */
export function formatUploadLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  return `${Math.floor(bytes / 1024)} KB`;
}

/** Most files a case holds, counting those attached at filing and on notes; more answers 413. */
export const MAX_FILES_PER_CASE = 20;

/** Most unattached (pending) files one user may hold; another upload answers 413. */
export const MAX_PENDING_FILES = 20;

/** How long an unattached file is kept before it is removed: 24 hours, in ms. */
export const PENDING_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Largest image decoded, in pixels (width x height): 100 megapixels, about 400 MB of memory while decoding.
 * Bigger images (phone cameras reach 108 MP only in special modes) answer 413; a decompression bomb stops here.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** The media types accepted, decided from the file's magic bytes (contract `StoredFile.mimeType`). */
export const ACCEPTED_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;

/** A media type a stored file may have. */
export type StoredMimeType = (typeof ACCEPTED_MIME_TYPES)[number];

/**
 * The usual file name extensions of each accepted type, lower case without the dot, the usual one first (a file sent
 * without a name is stored as `file.<first>`). Names never decide the type: the magic bytes do.
 */
export const FILE_EXTENSIONS: Readonly<Record<StoredMimeType, readonly string[]>> = {
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/webp": ["webp"],
  "application/pdf": ["pdf"],
};

/** One accepted type as `GET /v1/ESFilepublic/limits` lists it (contract `UploadType`). */
export interface AcceptedFileType {
  mimeType: StoredMimeType;
  extensions: string[];
}

/**
 * The types the magic-byte check accepts ({@link ACCEPTED_MIME_TYPES}, in its order) with their extensions: what
 * `GET /v1/ESFilepublic/limits` answers, so that clients check files against the server's own list.
 */
export function acceptedFileTypes(): AcceptedFileType[] {
  return ACCEPTED_MIME_TYPES.map((mimeType) => ({ mimeType, extensions: [...FILE_EXTENSIONS[mimeType]] }));
}

/** The image types among {@link ACCEPTED_MIME_TYPES}. */
export type ImageMimeType = Exclude<StoredMimeType, "application/pdf">;
