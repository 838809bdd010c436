/**
 * Packages that take long to import and that only some requests need, loaded when first used instead of at the
 * server's start (tracker issue 8: the start until the first answer). Node keeps a module once imported, so a later
 * call costs a resolved promise. Import times of each alone (`node -e "import(...)"`, the 2-core machine of
 * 2026-11-26): pdf-lib 274 ms, sharp 156 ms, sanitize-html 115 ms, file-type 103 ms; together over a fifth of the
 * start.
 */

/** pdf-lib: reading, watermarking and making PDFs. */
export const loadPdfLib = () => import("pdf-lib");

/** sharp: images (metadata stripping, watermarks, avatars, thumbnails). */
export const loadSharp = async () => (await import("sharp")).default;

/** sanitize-html: cleaning the HTML of news bodies. */
export const loadSanitizeHtml = async () => (await import("sanitize-html")).default;

/** file-type: the type of an upload from its magic bytes. */
export const loadFileType = () => import("file-type");
