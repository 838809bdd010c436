/**
 * Packages that take long to import and that only some requests need, loaded when first used instead of at the
 * server's start (tracker issue 8: the start until the first answer). Node keeps a module once imported, so a later
 * call costs a resolved promise. Import times of each alone (`node -e "import(...)"`, the 2-core machine of
 * 2026-11-26): pdf-lib 274 ms, fontkit about 200 ms (it decompresses its data), sharp 156 ms, sanitize-html 115 ms,
 * file-type 103 ms, yaml 57 ms; together over a third of the start.
 */
import { createRequire } from "node:module";
import type * as Yaml from "yaml";

/** pdf-lib: reading, watermarking and making PDFs. */
export const loadPdfLib = () => import("pdf-lib");

/** @pdf-lib/fontkit: embedding the Thai font of receipts. */
export const loadFontkit = async () => (await import("@pdf-lib/fontkit")).default;

/** sharp: images (metadata stripping, watermarks, avatars, thumbnails). */
export const loadSharp = async () => (await import("sharp")).default;

/** sanitize-html: cleaning the HTML of news bodies. */
export const loadSanitizeHtml = async () => (await import("sanitize-html")).default;

/** file-type: the type of an upload from its magic bytes. */
export const loadFileType = () => import("file-type");

/**
 * yaml, for the contract in YAML (development and tests; the compiled server reads it as JSON and never loads yaml).
 * Synchronous, as loading the contract is: a `require` of the package's CommonJS build.
 */
export const requireYaml = (): typeof Yaml => createRequire(import.meta.url)("yaml") as typeof Yaml;
