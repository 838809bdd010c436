/**
 * Packages that take long to import and that only some requests need, loaded when first used instead of at the
 * server's start (tracker issue 8: the start until the first answer). Node keeps a module once imported, so a later
 * call costs a resolved promise. Import times of each alone (`node -e "import(...)"`, the 2-core machine of
 * 2026-11-26): pdf-lib 274 ms, fontkit about 200 ms (it decompresses its data), sharp 156 ms, sanitize-html 115 ms,
 * file-type 103 ms, yaml 57 ms; together over a third of the start. Measured the same way later that day, with the
 * machine busy: nodemailer 137 ms, the common-password list 101 ms, feed 70 ms, csv-stringify 58 ms, unpdf 45 ms,
 * promptparse 43 ms, mustache 24 ms (thai-baht-text, 28 ms through Node's resolution, is now bundled with
 * `@eoffice/thai/baht` and imported at start: one 3 kB file).
 *
 * Packages used by synchronous code are required synchronously (`require…`, their CommonJS builds); the others are
 * imported (`load…`).
 */
import { createRequire } from "node:module";
import type { dictionary as PasswordDictionary } from "@zxcvbn-ts/language-common";
import type * as CsvStringify from "csv-stringify/sync";
import type ExcelJs from "exceljs";
import type Mustache from "mustache";
import type * as PromptparseGenerate from "promptparse/generate";
import type * as Yaml from "yaml";
import type Papa from "papaparse";

const require = createRequire(import.meta.url);

/** pdf-lib: reading, watermarking and making PDFs. */
export const loadPdfLib = () => import("pdf-lib");

/** @pdf-lib/fontkit: embedding the Thai font of receipts. */
export const loadFontkit = async () => (await import("@pdf-lib/fontkit")).default;

/** sharp: images (metadata stripping, watermarks, avatars, thumbnails). */
export const loadSharp = async () => (await import("sharp")).default;

/** sanitize-html: cleaning the HTML of news bodies. */
export const loadSanitizeHtml = async () => (await import("sanitize-html")).default;

/** htmlparser2 (XML mode): the check of an uploaded SVG logo (`files/logo.ts`). */
export const loadHtmlParser = () => import("htmlparser2");

/** file-type: the type of an upload from its magic bytes. */
export const loadFileType = () => import("file-type");

/**
 * yaml, for the contract in YAML (development and tests; the compiled server reads it as JSON and never loads yaml).
 * Synchronous, as loading the contract is: a `require` of the package's CommonJS build.
 */
export const requireYaml = (): typeof Yaml => require("yaml") as typeof Yaml;

/** unpdf (PDF.js): the text of uploaded PDFs, for document search. */
export const loadUnpdf = () => import("unpdf");

/** feed: the news RSS feed. */
export const loadFeed = async () => (await import("feed")).Feed;

/** prom-client: `/metrics`, only when `METRICS_TOKEN` is set (its import took 66 to 82 ms, 2026-11-29). */
export const loadPromClient = () => import("prom-client");

/** nodemailer: the SMTP transport, only when `SMTP_URL` is set. */
export const loadNodemailer = async () => (await import("nodemailer")).default;

/** The common-password list of `@zxcvbn-ts/language-common` (the password policy). */
export const requirePasswordDictionary = (): typeof PasswordDictionary =>
  (require("@zxcvbn-ts/language-common") as { dictionary: typeof PasswordDictionary }).dictionary;

/** csv-stringify's synchronous API: the CSV exports. */
export const requireCsvStringify = (): typeof CsvStringify.stringify =>
  (require("csv-stringify/sync") as typeof CsvStringify).stringify;

/** Mustache: the e-mail templates. */
export const requireMustache = (): typeof Mustache => require("mustache") as typeof Mustache;

/** promptparse's generators: the PromptPay bill-payment QR payload. */
export const requirePromptparseGenerate = (): typeof PromptparseGenerate => require("promptparse/generate") as typeof PromptparseGenerate;


/** papaparse: reading the CSV files of an import (tracker issue 38 item 2). */
export const requirePapaparse = (): typeof Papa => require("papaparse") as typeof Papa;

/** exceljs: reading the XLSX files of an import and writing its templates (tracker issue 38 item 2). */
export const loadExcelJs = async (): Promise<typeof ExcelJs> => {
  const module = (await import("exceljs")) as unknown as { default?: typeof ExcelJs } & typeof ExcelJs;
  return module.default ?? module;
};

/** @line/bot-sdk: the LINE Official Account's client and the webhook's signature check, only when LINE is set. */
export const loadLineSdk = () => import("@line/bot-sdk");
