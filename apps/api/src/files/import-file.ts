/**
 * The files of imports (tracker issue 38 item 2; docs/import.md), part of the file store (docs/architecture.md
 * "files"): an uploaded CSV or XLSX file is kept in `files` (link type {@link IMPORT_LINK_TYPE}, `link_id` the import
 * job's id) from its dry run to its confirmation, so that any server instance can confirm it; the confirmation
 * deletes it (the audit log then holds what it changed).
 *
 * The type is decided from the bytes, never from the name or the declared type: an XLSX workbook by its magic bytes
 * (`file-type`: a ZIP holding `xl/`), a CSV as text (UTF-8, with or without a byte-order mark, else Windows-874, the
 * Thai code page of older Excel versions) without control characters other than tab and line ends. Anything
 * else answers 415.
 */
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { files } from "../db/schema";
import { HttpError, badRequest } from "../lib/errors";
import { fieldError } from "../i18n/field-messages";
import { message, type Language } from "../i18n/messages";
import { loadFileType } from "../lib/heavy-modules";
import { bytesIn, bytesOut } from "./storage";

/** `files.link_type` of an import's file (`link_id` = `import_jobs.id`). */
export const IMPORT_LINK_TYPE = "import";

/** Media type of an XLSX workbook. */
export const XLSX_MIME_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The formats an import reads (contract `ImportFormat`). */
export type ImportFormat = "csv" | "xlsx";

/** An import file checked by its bytes. */
export interface PreparedImportFile {
  format: ImportFormat;
  /** The bytes as sent. */
  content: Buffer;
}

/** Control characters a text file must not hold (tab, line feed and carriage return are allowed). */
const CONTROL = /[^\P{Cc}\t\n\r]/u;

/**
 * The text of a CSV file: UTF-8 (a byte-order mark dropped), else Windows-874 (TIS-620 with Windows' additions, as
 * Thai Excel saves "CSV (Comma delimited)"); null when it is not text (control characters, or bytes neither reads).
 */
export function decodeImportText(data: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    try {
      text = new TextDecoder("windows-874", { fatal: true }).decode(data);
    } catch {
      return null;
    }
  }
  return CONTROL.test(text) ? null : text;
}

/**
 * Most bytes an XLSX workbook may hold once unpacked: 200 MiB. A workbook is a ZIP of XML; 50,000 rows of any kind
 * of import unpack to well under 100 MiB, and a small upload that unpacks to gigabytes (a "ZIP bomb") stops here.
 */
export const MAX_XLSX_UNPACKED_BYTES = 200 * 1024 * 1024;

/**
 * The bytes a ZIP file's entries hold unpacked, added up from its central directory (APPNOTE 4.3.12, 4.3.16); null
 * when the directory cannot be read or uses ZIP64 (sizes past 4 GiB), which no real import needs.
 */
export function zipUnpackedBytes(data: Buffer): number | null {
  // The end-of-central-directory record: its signature within the last 64 KiB + 22 bytes (the comment's room).
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
    if (data.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) return null;
    const size = data.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    total += size;
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return total;
}

/**
 * Decides an import file's format from its bytes (see the module comment).
 *
 * @throws HttpError 400 naming `file` for an empty file, 415 for anything but an XLSX workbook or CSV text, 413 for a
 *   workbook that unpacks to more than {@link MAX_XLSX_UNPACKED_BYTES}.
 */
export async function prepareImportUpload(data: Buffer, language: Language): Promise<PreparedImportFile> {
  if (data.length === 0) throw badRequest([fieldError("file", "fileEmpty")]);
  const { fileTypeFromBuffer } = await loadFileType();
  const detected = await fileTypeFromBuffer(data);
  if (detected?.mime === XLSX_MIME_TYPE) {
    const unpacked = zipUnpackedBytes(data);
    if (unpacked === null || unpacked > MAX_XLSX_UNPACKED_BYTES) throw new HttpError(413, message("importWorkbookTooLarge", language));
    return { format: "xlsx", content: data };
  }
  if (detected === undefined && decodeImportText(data) !== null) return { format: "csv", content: data };
  throw new HttpError(415, message("importFileType", language));
}

/** What {@link storeImportFile} stores. */
export interface ImportFileInput {
  /** The import job it belongs to. */
  jobId: number;
  /** The administrator who uploaded it. */
  uploaderId: number;
  /** The file's name as sent (already cleaned by the caller). */
  name: string;
  file: PreparedImportFile;
  /** Upload time, ms since the epoch. */
  now: number;
}

/** Stores an import's file, inside the transaction that writes its job. */
export async function storeImportFile(tx: Tx, input: ImportFileInput): Promise<void> {
  await tx.insert(files).values({
    linkType: IMPORT_LINK_TYPE,
    linkId: input.jobId,
    name: input.name,
    mimeType: input.file.format === "xlsx" ? XLSX_MIME_TYPE : "text/csv",
    size: input.file.content.length,
    content: bytesIn(input.file.content),
    uploadedById: input.uploaderId,
    uploaderKind: "staff",
    createdAt: new Date(input.now),
  });
}

/** The bytes of an import job's file; undefined once the confirmation has deleted it. */
export async function loadImportFile(db: Db | Tx, jobId: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ content: bytesOut })
    .from(files)
    .where(and(eq(files.linkType, IMPORT_LINK_TYPE), eq(files.linkId, jobId)))
    .limit(1);
  return row ? Buffer.from(row.content, "hex") : undefined;
}

/** Deletes the files of import jobs (a confirmed one, or stale dry runs). */
export async function deleteImportFiles(tx: Tx, jobIds: readonly number[]): Promise<void> {
  for (const jobId of jobIds) await tx.delete(files).where(and(eq(files.linkType, IMPORT_LINK_TYPE), eq(files.linkId, jobId)));
}
