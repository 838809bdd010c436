/**
 * Limits of the files mechanism (issue 11 item 4; ARCHITECTURE.md "files"; contract `POST /v1/ESFile`). Kept in a
 * module of their own so that the HTTP layer reads the upload size without loading `sharp` and `pdf-lib`;
 * `files/storage.ts` re-exports them.
 */

/** Largest file accepted by an upload: 10 MB (10,485,760 bytes). One byte more answers 413. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

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

/** The image types among {@link ACCEPTED_MIME_TYPES}. */
export type ImageMimeType = Exclude<StoredMimeType, "application/pdf">;
