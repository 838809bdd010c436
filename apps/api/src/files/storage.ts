/**
 * The one file-storage mechanism of the API (issue 11 item 4; docs/architecture.md "files"; contract tag `file`):
 * files are kept in PostgreSQL (`files`, `content` bytea) so that every server instance sees them.
 *
 * - Type: decided from the magic bytes with `file-type`; only JPEG, PNG, WebP and PDF are accepted (else 415,
 *   whatever the name or the declared type say). The content must also decode: an image with `sharp`, a PDF with
 *   `pdf-lib` (a damaged or password-protected file answers 415, since it could not be watermarked later).
 * - Images: turned upright by their EXIF orientation and re-encoded in the same format without any metadata
 *   (EXIF with GPS position and camera, XMP, IPTC, ICC profile: colours are converted to sRGB). PDFs lose
 *   their scripts, launch, submit and other active actions (`files/pdf-actions.ts`), else are kept as sent.
 * - Life: an upload is pending (`link_id` null), visible only to its uploader, at most
 *   {@link MAX_PENDING_FILES} a user; {@link attachPendingFiles} links it to a case (and a note) when the
 *   complaint or note naming it in `fileIds` is saved; a case holds at most {@link MAX_FILES_PER_CASE}. Pending
 *   files older than {@link PENDING_FILE_TTL_MS} are removed by later uploads (the uploader's own, and a
 *   bounded batch of anyone's).
 * - Avatars: one a person ({@link AVATAR_LINK_TYPE}), made by {@link prepareAvatar}, replaced by
 *   {@link storeAvatar}, read by {@link loadAvatar}; a closed account's avatar and pending uploads go with
 *   {@link deleteFilesOfPerson}.
 * - The municipality's logo and the icons derived from it (tracker issue 38 item 1; checked and made by
 *   `files/logo.ts`), replaced together by {@link storeLogo}, read by {@link loadLogo}.
 *
 * Only this module reads or writes the `files` table (other modules use its functions: the lists of a case, its
 * notes and news items, the avatar calls), so that the bytes can move to S3-compatible object storage later without
 * touching features.
 */
import type { Schemas } from "@eoffice/api-client";
import { and, asc, count, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { caseNotes, complaints, files, persons, type CaseActorKind } from "../db/schema";
import { HttpError, badRequest } from "../lib/errors";
import type { Language } from "../i18n/messages";
import type * as PdfLib from "pdf-lib";
import { fileMessage } from "./messages";
import { stripActions } from "./pdf-actions";
import { loadFileType, loadPdfLib, loadSharp } from "../lib/heavy-modules";
import {
  ACCEPTED_MIME_TYPES,
  FILE_EXTENSIONS,
  MAX_FILES_PER_CASE,
  MAX_IMAGE_PIXELS,
  MAX_PENDING_FILES,
  PENDING_FILE_TTL_MS,
  type ImageMimeType,
  type StoredMimeType,
} from "./limits";
import { fieldError } from "../i18n/field-messages";

export {
  ACCEPTED_MIME_TYPES,
  FILE_EXTENSIONS,
  MAX_FILE_BYTES,
  MAX_FILES_PER_CASE,
  MAX_IMAGE_PIXELS,
  MAX_PENDING_FILES,
  PENDING_FILE_TTL_MS,
  type ImageMimeType,
  type StoredMimeType,
} from "./limits";

/** A stored file as the contract answers it (`StoredFile`): never its bytes, never who uploaded it. */
export type StoredFile = Schemas["StoredFile"];

/** Link type of case files (spec `ESFilepublic/linkType/es/linkId/{id}`). */
export const CASE_LINK_TYPE = "es";

/** Link type of the files of news items (issue 15): cover images and attachments, `link_id` = `news.id`. */
export const NEWS_LINK_TYPE = "news";

/** Most files one news item holds (cover image included). */
export const MAX_FILES_PER_NEWS = 20;

/** Most stale pending files (of anyone) one upload removes, so that cleaning never makes an upload slow. */
const STALE_BATCH = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `mimeType` is an image type (not a PDF). */
export function isImageType(mimeType: StoredMimeType): mimeType is ImageMimeType {
  return mimeType !== "application/pdf";
}

/**
 * The type of a file from its magic bytes (`file-type`), if it is one of {@link ACCEPTED_MIME_TYPES}. An
 * animated PNG counts as a PNG (its first frame is kept).
 *
 * @returns The media type, or undefined for anything else (an executable named `photo.jpg`, a GIF, text ...).
 */
export async function sniffFileType(data: Uint8Array): Promise<StoredMimeType | undefined> {
  const { fileTypeFromBuffer } = await loadFileType();
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime === "image/apng" ? "image/png" : detected?.mime;
  return (ACCEPTED_MIME_TYPES as readonly string[]).includes(mime ?? "") ? (mime as StoredMimeType) : undefined;
}

/**
 * An image without its metadata: turned upright by its EXIF orientation, then re-encoded in the same format
 * (JPEG and WebP at quality 90, PNG lossless) with no EXIF (GPS, camera), XMP, IPTC or ICC profile.
 *
 * @throws HttpError 413 for more than {@link MAX_IMAGE_PIXELS} pixels, 415 for an image that does not decode.
 */
export async function stripImageMetadata(data: Buffer, mimeType: ImageMimeType, language: Language = "en"): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).autoOrient();
  try {
    switch (mimeType) {
      case "image/jpeg":
        return await image.jpeg({ quality: 90 }).toBuffer();
      case "image/png":
        return await image.png().toBuffer();
      case "image/webp":
        return await image.webp({ quality: 90 }).toBuffer();
    }
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) throw new HttpError(413, fileMessage("imageTooManyPixels", language));
    throw new HttpError(415, fileMessage("fileUnreadable", language));
  }
}

/**
 * Checks that a PDF can be opened (and so watermarked) by `pdf-lib` and has at least one page, and removes its
 * scripts and other active actions (`files/pdf-actions.ts`; tracker issue 36 item 3).
 *
 * @returns The PDF to store: as sent when it had no active content, else saved again without it.
 * @throws HttpError 415 for a damaged, empty or password-protected PDF.
 */
async function cleanPdf(data: Buffer, language: Language): Promise<Buffer> {
  const pdfLib = await loadPdfLib();
  let pdf: PdfLib.PDFDocument;
  let pages: number;
  try {
    pdf = await pdfLib.PDFDocument.load(data, { updateMetadata: false });
    pages = pdf.getPageCount(); // throws for a file without a page tree
  } catch (err) {
    throw new HttpError(415, fileMessage(err instanceof pdfLib.EncryptedPDFError ? "pdfEncrypted" : "fileUnreadable", language));
  }
  if (pages === 0) throw new HttpError(415, fileMessage("fileUnreadable", language));
  try {
    if (stripActions(pdfLib, pdf.context) === 0) return data;
    return Buffer.from(await pdf.save({ updateFieldAppearances: false }));
  } catch {
    // A structure pdf-lib opens but cannot write again: refused like any other unreadable PDF.
    throw new HttpError(415, fileMessage("fileUnreadable", language));
  }
}

/** An upload checked and cleaned, ready to store. */
export interface PreparedFile {
  mimeType: StoredMimeType;
  /** The bytes to store: an image without metadata, a PDF without scripts and other active actions. */
  content: Buffer;
}

/**
 * Decides an upload's type from its bytes and cleans it (see the module comment).
 *
 * @throws HttpError 400 for an empty file (naming `file`), 415 for a type not accepted or content that does not
 *   decode, 413 for an image over {@link MAX_IMAGE_PIXELS}.
 */
export async function prepareUpload(data: Buffer, language: Language = "en"): Promise<PreparedFile> {
  if (data.length === 0) throw badRequest([fieldError("file", "fileEmpty")]);
  const mimeType = await sniffFileType(data);
  if (!mimeType) throw new HttpError(415, fileMessage("fileTypeNotAllowed", language));
  if (!isImageType(mimeType)) return { mimeType, content: await cleanPdf(data, language) };
  return { mimeType, content: await stripImageMetadata(data, mimeType, language) };
}

/**
 * A file name fit to store and show: the last path segment, without control or bidirectional-override
 * characters (no `photo\u202Egpj.exe` tricks), NFC, at most 255 characters; `file.<ext>` when nothing is left.
 */
export function sanitiseFileName(name: string, mimeType: StoredMimeType): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, "")
    .trim();
  return [...clean].slice(0, 255).join("") || `file.${FILE_EXTENSIONS[mimeType][0] ?? "bin"}`;
}

/**
 * The bytes of a file as an SQL value, sent as hex text and decoded by the database. PGlite's own bytea
 * serialiser builds one string per byte (about 5 s for 10 MB); hex text from `Buffer` takes a tenth of that, and
 * is what node-postgres sends for a `Buffer` anyway.
 */
export function bytesIn(content: Buffer): SQL<Buffer> {
  return sql<Buffer>`decode(${content.toString("hex")}, 'hex')`;
}

/** The bytes of a file read as hex text (PGlite's bytea parser is as slow as its serialiser); see {@link bytesIn}. */
export const bytesOut = sql<string>`encode(${files.content}, 'hex')`;

type FileColumns = Pick<typeof files.$inferSelect, "id" | "name" | "mimeType" | "size" | "createdAt" | "noteId" | "uploaderKind">;

/** The columns of a file's metadata (contract `StoredFile`; the bytes are not read). */
export const storedFileColumns = {
  id: files.id,
  name: files.name,
  mimeType: files.mimeType,
  size: files.size,
  createdAt: files.createdAt,
  noteId: files.noteId,
  uploaderKind: files.uploaderKind,
};

/** The contract's `StoredFile` of a row. */
export function toStoredFile(row: FileColumns): StoredFile {
  return {
    id: row.id,
    name: row.name,
    mimeType: row.mimeType as StoredMimeType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    noteId: row.noteId,
    uploaderKind: row.uploaderKind,
  };
}

/** What {@link storePendingFile} stores. */
export interface PendingFileInput {
  /** The signed-in uploader (`persons.id`, staff or resident). */
  uploaderId: number;
  uploaderKind: CaseActorKind;
  /** The name the client gave (sanitised here). */
  name: string;
  /** From {@link prepareUpload}. */
  file: PreparedFile;
  /** Request time, ms since the epoch: the file's `createdAt`, and the clock of the 24-hour expiry. */
  now: number;
  /** Language of the error messages. @default "en" */
  language?: Language;
}

/**
 * Removes pending files older than {@link PENDING_FILE_TTL_MS}: all of `uploaderId`'s, and up to a small batch
 * of anyone's (rows being attached at the same time are skipped, never waited for).
 */
export async function removeStalePendingFiles(db: Db | Tx, uploaderId: number, now: number): Promise<void> {
  const cutoff = new Date(now - PENDING_FILE_TTL_MS);
  const stale = and(eq(files.linkType, CASE_LINK_TYPE), isNull(files.linkId), lt(files.createdAt, cutoff));
  await db.delete(files).where(and(eq(files.uploadedById, uploaderId), stale));
  const batch = db.select({ id: files.id }).from(files).where(stale).limit(STALE_BATCH).for("update", { skipLocked: true });
  await db.delete(files).where(and(stale, inArray(files.id, batch)));
}

/** How many pending files `uploaderId` holds (younger than the expiry). */
async function pendingCount(db: Db | Tx, uploaderId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(files)
    .where(
      and(
        eq(files.uploadedById, uploaderId),
        eq(files.linkType, CASE_LINK_TYPE),
        isNull(files.linkId),
        sql`${files.createdAt} >= ${new Date(now - PENDING_FILE_TTL_MS)}`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Whether `uploaderId` may upload another file now ({@link MAX_PENDING_FILES}); a cheap check before the bytes
 * are processed. {@link storePendingFile} checks again under a lock.
 *
 * @throws HttpError 413 when the uploader already holds {@link MAX_PENDING_FILES} pending files.
 */
export async function checkPendingRoom(db: Db, uploaderId: number, now: number, language: Language = "en"): Promise<void> {
  if ((await pendingCount(db, uploaderId, now)) >= MAX_PENDING_FILES) throw new HttpError(413, fileMessage("pendingFilesFull", language));
}

/**
 * Stores an upload as a pending file of its uploader, after removing stale pending files. The uploader's row is
 * locked meanwhile, so that concurrent uploads of one user cannot pass {@link MAX_PENDING_FILES} together.
 *
 * @throws HttpError 413 when the uploader already holds {@link MAX_PENDING_FILES} pending files.
 */
export async function storePendingFile(db: Db, input: PendingFileInput): Promise<StoredFile> {
  const { uploaderId, now } = input;
  await removeStalePendingFiles(db, uploaderId, now);
  return db.transaction(async (tx) => {
    await tx.select({ id: persons.id }).from(persons).where(eq(persons.id, uploaderId)).for("no key update");
    if ((await pendingCount(tx, uploaderId, now)) >= MAX_PENDING_FILES) {
      throw new HttpError(413, fileMessage("pendingFilesFull", input.language ?? "en"));
    }
    const [row] = await tx
      .insert(files)
      .values({
        linkType: CASE_LINK_TYPE,
        linkId: null,
        noteId: null,
        name: sanitiseFileName(input.name, input.file.mimeType),
        mimeType: input.file.mimeType,
        size: input.file.content.length,
        content: bytesIn(input.file.content),
        uploadedById: uploaderId,
        uploaderKind: input.uploaderKind,
        createdAt: new Date(now),
      })
      .returning(storedFileColumns);
    if (!row) throw new Error("file insert returned no row");
    return toStoredFile(row);
  });
}

/** What {@link attachPendingFiles} links. */
export interface AttachFilesInput {
  /** The files named in the complaint's or note's `fileIds` (duplicates are ignored). */
  fileIds: string[];
  /** Who saves the complaint or note: every file must be a pending file they uploaded. */
  uploaderId: number;
  /** The case the files join. */
  caseId: number;
  /** The note they come with; null when attached at filing. */
  noteId: number | null;
  /**
   * A confidential report (whistleblowing): the files forget their uploader (`uploaded_by_id` null) and show as
   * the reporter's (`uploaderKind` `reporter`), so that nothing links the report to an account. @default false
   */
  asReporter?: boolean;
  /** Language of the 413 message. @default "en" */
  language?: Language;
  /** The field a 400 names (an e-service request's file field is `data.<name>`). @default "fileIds" */
  field?: string;
}

/**
 * Links pending files to a case (and a note) inside the transaction that saves the complaint or note. The case
 * row is locked, so that concurrent notes cannot pass {@link MAX_FILES_PER_CASE} together.
 *
 * @throws HttpError 400 naming `fileIds` (or `field`) when an id is not a pending file of `uploaderId` (someone else's, already
 *   attached, removed, or not an id); 413 when the case would hold more than {@link MAX_FILES_PER_CASE} files.
 */
export async function attachPendingFiles(
  tx: Tx,
  { fileIds, uploaderId, caseId, noteId, asReporter = false, language = "en", field = "fileIds" }: AttachFilesInput,
): Promise<void> {
  const ids = [...new Set(fileIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) return;
  const refused = () => badRequest([fieldError(field, "ownPendingFiles")]);
  if (!ids.every((id) => UUID.test(id))) throw refused();
  await tx.select({ id: complaints.id }).from(complaints).where(eq(complaints.id, caseId)).for("update");
  const pending = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.linkType, CASE_LINK_TYPE), isNull(files.linkId), eq(files.uploadedById, uploaderId)))
    .for("update");
  if (pending.length !== ids.length) throw refused();
  const [held] = await tx
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.linkType, CASE_LINK_TYPE), eq(files.linkId, caseId)));
  if ((held?.n ?? 0) + ids.length > MAX_FILES_PER_CASE) throw new HttpError(413, fileMessage("caseFilesFull", language));
  await tx
    .update(files)
    .set({ linkId: caseId, noteId, ...(asReporter ? { uploadedById: null, uploaderKind: "reporter" as const } : {}) })
    .where(inArray(files.id, ids));
}

/**
 * The files of a case, oldest first, without their bytes. `includeInternal` false (residents, reporters) leaves
 * out the files of internal notes.
 */
export async function listFilesOfCase(db: Db | Tx, caseId: number, { includeInternal }: { includeInternal: boolean }): Promise<StoredFile[]> {
  const rows = await db
    .select(storedFileColumns)
    .from(files)
    .leftJoin(caseNotes, eq(caseNotes.id, files.noteId))
    .where(
      and(
        eq(files.linkType, CASE_LINK_TYPE),
        eq(files.linkId, caseId),
        includeInternal ? undefined : or(isNull(files.noteId), eq(caseNotes.internal, false)),
      ),
    )
    .orderBy(asc(files.createdAt), asc(files.id));
  return rows.map(toStoredFile);
}

/** A stored file with its bytes and what its rights depend on. */
export interface FileWithContent {
  file: StoredFile;
  content: Buffer;
  /** The case it belongs to; null while pending. */
  caseId: number | null;
  /** Who uploaded it (null once forgotten, see {@link AttachFilesInput.asReporter}). */
  uploadedById: number | null;
  /** Whether it came with an internal note (residents never see it). */
  internal: boolean;
  /** What it is attached to: {@link CASE_LINK_TYPE} (a case, `caseId`) or {@link NEWS_LINK_TYPE} (a news item, `caseId` holds its id). */
  linkType: string;
}

/** Link type of document files (issue 14: a file is a version of a document of the document store). */
export const DOCUMENT_LINK_TYPE = "dms";

/**
 * A pending upload of `uploaderId` with its bytes, before it is filed as a document version (the text of a PDF is
 * extracted from it outside the transaction that files it).
 *
 * @throws HttpError 400 naming `field` when `fileId` is not a pending file of `uploaderId`.
 */
export async function loadPendingFile(db: Db | Tx, fileId: string, uploaderId: number, field = "fileId"): Promise<{ file: StoredFile; content: Buffer }> {
  const refused = () => badRequest([fieldError(field, "ownPendingFile")]);
  if (!UUID.test(fileId)) throw refused();
  const [row] = await db
    .select({ ...storedFileColumns, content: bytesOut })
    .from(files)
    .where(and(eq(files.id, fileId.toLowerCase()), eq(files.linkType, CASE_LINK_TYPE), isNull(files.linkId), eq(files.uploadedById, uploaderId)));
  if (!row) throw refused();
  return { file: toStoredFile(row), content: Buffer.from(row.content, "hex") };
}

/**
 * Links a pending upload of `uploaderId` to a document (`link_type` {@link DOCUMENT_LINK_TYPE}), inside the
 * transaction that files it, so that it is no longer removed as stale.
 *
 * @throws HttpError 400 naming `field` when it is no longer a pending file of `uploaderId` (attached meanwhile).
 */
export async function attachFileToDocument(tx: Tx, fileId: string, uploaderId: number, documentId: number, field = "fileId"): Promise<void> {
  const done = await tx
    .update(files)
    .set({ linkType: DOCUMENT_LINK_TYPE, linkId: documentId })
    .where(and(eq(files.id, fileId.toLowerCase()), eq(files.linkType, CASE_LINK_TYPE), isNull(files.linkId), eq(files.uploadedById, uploaderId)))
    .returning({ id: files.id });
  if (done.length !== 1) throw badRequest([fieldError(field, "ownPendingFile")]);
}

/**
 * Stores a file that is filed as a document version at once (seeding demo documents; uploads through the API go
 * pending first and are attached with {@link attachFileToDocument}).
 */
export async function storeDocumentFile(
  tx: Db | Tx,
  input: { name: string; file: PreparedFile; uploaderId: number | null; documentId: number; now: number },
): Promise<StoredFile> {
  const [row] = await tx
    .insert(files)
    .values({
      linkType: DOCUMENT_LINK_TYPE,
      linkId: input.documentId,
      noteId: null,
      name: sanitiseFileName(input.name, input.file.mimeType),
      mimeType: input.file.mimeType,
      size: input.file.content.length,
      content: bytesIn(input.file.content),
      uploadedById: input.uploaderId,
      uploaderKind: "staff",
      createdAt: new Date(input.now),
    })
    .returning(storedFileColumns);
  if (!row) throw new Error("file insert returned no row");
  return toStoredFile(row);
}

/**
 * A file with its bytes, by id; undefined when there is none (the caller answers 404).
 * @param linkTypes - The kinds of file looked for: by default the files the file calls serve (cases and news items); the
 *   document store asks for its own.
 */
export async function loadFile(
  db: Db | Tx,
  id: string,
  linkTypes: readonly string[] = [CASE_LINK_TYPE, NEWS_LINK_TYPE],
): Promise<FileWithContent | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select({
      ...storedFileColumns,
      content: bytesOut,
      linkId: files.linkId,
      linkType: files.linkType,
      uploadedById: files.uploadedById,
      internal: caseNotes.internal,
    })
    .from(files)
    .leftJoin(caseNotes, eq(caseNotes.id, files.noteId))
    .where(and(eq(files.id, id), inArray(files.linkType, linkTypes)));
  if (!row) return undefined;
  return {
    file: toStoredFile(row),
    content: Buffer.from(row.content, "hex"),
    caseId: row.linkId,
    uploadedById: row.uploadedById,
    internal: row.internal === true,
    linkType: row.linkType,
  };
}

/** What {@link setNewsFiles} links. */
export interface NewsFilesInput {
  newsId: number;
  /**
   * The item's files after the change: pending uploads of `uploaderId` to attach, and files of the item to keep.
   * The item's other files are removed.
   */
  fileIds: string[];
  /** The news editor saving the item. */
  uploaderId: number;
}

/**
 * Makes a news item's files exactly `fileIds` inside the transaction that saves the item: pending uploads of the
 * editor become files of the item ({@link NEWS_LINK_TYPE}); files of the item not named are deleted.
 *
 * @throws HttpError 400 naming `fileIds` when an id is neither a pending upload of `uploaderId` nor a file of the
 *   item, or when there are more than {@link MAX_FILES_PER_NEWS}.
 */
export async function setNewsFiles(tx: Tx, { newsId, fileIds, uploaderId }: NewsFilesInput): Promise<void> {
  const ids = [...new Set(fileIds.map((id) => id.toLowerCase()))];
  const refused = () => badRequest([fieldError("fileIds", "newsFiles")]);
  if (ids.length > MAX_FILES_PER_NEWS) throw badRequest([fieldError("fileIds", "maxFiles", { count: MAX_FILES_PER_NEWS })]);
  if (!ids.every((id) => UUID.test(id))) throw refused();
  const ofItem = and(eq(files.linkType, NEWS_LINK_TYPE), eq(files.linkId, newsId));
  if (ids.length > 0) {
    const usable = await tx
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          inArray(files.id, ids),
          or(ofItem, and(eq(files.linkType, CASE_LINK_TYPE), isNull(files.linkId), eq(files.uploadedById, uploaderId))),
        ),
      )
      .for("update");
    if (usable.length !== ids.length) throw refused();
    await tx.update(files).set({ linkType: NEWS_LINK_TYPE, linkId: newsId, noteId: null }).where(inArray(files.id, ids));
  }
  await tx.delete(files).where(ids.length > 0 ? and(ofItem, sql`${files.id} not in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`) : ofItem);
}

/** The files of news items, oldest first by item, without their bytes. */
export async function listFilesOfNews(db: Db | Tx, newsIds: number[]): Promise<Map<number, StoredFile[]>> {
  const byItem = new Map<number, StoredFile[]>(newsIds.map((id) => [id, []]));
  if (newsIds.length === 0) return byItem;
  const rows = await db
    .select({ ...storedFileColumns, linkId: files.linkId })
    .from(files)
    .where(and(eq(files.linkType, NEWS_LINK_TYPE), inArray(files.linkId, newsIds)))
    .orderBy(asc(files.createdAt), asc(files.id));
  for (const row of rows) byItem.get(row.linkId ?? 0)?.push(toStoredFile(row));
  return byItem;
}

/** The files of case notes (`noteIds`), oldest first, without their bytes; the caller has checked who may see the notes. */
export async function listFilesOfNotes(db: Db | Tx, noteIds: number[]): Promise<StoredFile[]> {
  if (noteIds.length === 0) return [];
  const rows = await db.select(storedFileColumns).from(files).where(inArray(files.noteId, noteIds)).orderBy(asc(files.createdAt));
  return rows.map(toStoredFile);
}

/** `files.link_type` of avatars (`link_id` = the person id): one picture per person (contract `uploadAvatar`, `getAvatar`). */
export const AVATAR_LINK_TYPE = "avatar";

/** Side of the square avatar the store keeps, in px. */
export const AVATAR_SIZE_PX = 256;

/**
 * An uploaded picture made into an avatar: the type decided from the magic bytes ({@link sniffFileType}; an image,
 * never a PDF), turned upright by its EXIF orientation, cut to a square of {@link AVATAR_SIZE_PX} px around its most
 * salient part and re-encoded as WebP (quality 82), which drops every metadata block (GPS, camera).
 *
 * @returns The WebP avatar, or null when the bytes are not an accepted image or do not decode (the caller answers 415).
 * @throws HttpError 400 naming `file` for an empty upload.
 */
export async function prepareAvatar(data: Buffer): Promise<PreparedFile | null> {
  if (data.length === 0) throw badRequest([fieldError("file", "fileEmpty")]);
  const type = await sniffFileType(data);
  if (!type || !isImageType(type)) return null;
  try {
    const sharp = await loadSharp();
    const content = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
    return { mimeType: "image/webp", content };
  } catch {
    return null;
  }
}

/** What {@link storeAvatar} stores. */
export interface AvatarInput {
  /** Whose avatar it is (`persons.id`). */
  personId: number;
  /** From {@link prepareAvatar}. */
  file: PreparedFile;
  /** Who uploads it (the person, or staff for a staff member's own). */
  uploaderId: number;
  uploaderKind: CaseActorKind;
  /** Upload time, ms since the epoch. */
  now: number;
}

/**
 * Stores a person's avatar in place of the one they had (the old file is deleted), inside the caller's transaction,
 * which also points the profile at the new picture.
 *
 * @returns The id of the new file (its address is `getAvatar`'s).
 */
export async function storeAvatar(tx: Tx, input: AvatarInput): Promise<string> {
  await tx.delete(files).where(and(eq(files.linkType, AVATAR_LINK_TYPE), eq(files.linkId, input.personId)));
  const [row] = await tx
    .insert(files)
    .values({
      linkType: AVATAR_LINK_TYPE,
      linkId: input.personId,
      name: "avatar.webp",
      mimeType: input.file.mimeType,
      size: input.file.content.length,
      content: bytesIn(input.file.content),
      uploadedById: input.uploaderId,
      uploaderKind: input.uploaderKind,
      createdAt: new Date(input.now),
    })
    .returning({ id: files.id });
  if (!row) throw new Error("avatar insert returned no row");
  return row.id;
}

/**
 * The bytes of an avatar (a WebP image) by its file id; undefined when `fileId` is not an avatar's (not a UUID, no
 * such file, or a file of something else), which the caller answers 404.
 */
export async function loadAvatar(db: Db | Tx, fileId: string): Promise<Buffer | undefined> {
  if (!UUID.test(fileId)) return undefined;
  const [row] = await db
    .select({ content: bytesOut })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.linkType, AVATAR_LINK_TYPE)))
    .limit(1);
  return row ? Buffer.from(row.content, "hex") : undefined;
}

/**
 * Deletes what the store holds of a person whose account is closed (`account/closure.ts`): their uploads not yet
 * attached to anything, and their avatar. Files attached to cases, notes, news items and documents are the
 * municipality's records and stay. Call it inside the closure's transaction.
 */
export async function deleteFilesOfPerson(tx: Tx, personId: number): Promise<void> {
  await tx
    .delete(files)
    .where(
      or(
        and(eq(files.uploadedById, personId), isNull(files.linkId)),
        and(eq(files.linkType, AVATAR_LINK_TYPE), eq(files.linkId, personId)),
      ),
    );
}

/**
 * Deletes the files of documents deleted for good (the trash emptied, tracker issue 39 item 4), after their versions:
 * call it in the transaction that deletes the documents.
 */
export async function deleteFilesOfDocuments(tx: Tx, documentIds: readonly number[]): Promise<void> {
  if (documentIds.length === 0) return;
  await tx.delete(files).where(and(eq(files.linkType, DOCUMENT_LINK_TYPE), inArray(files.linkId, [...documentIds])));
}

/** How many files the store holds and their bytes (the closing line of a restore, docs/operations.md "Backup and restore"). */
export async function countFiles(db: Db): Promise<{ files: number; bytes: number }> {
  const [row] = await db.select({ files: count(), bytes: sql<string>`coalesce(sum(${files.size}), 0)` }).from(files);
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** `files.link_type` of the municipality's logo (one file) and of the icons derived from it (`link_id` = the size in px). */
export const LOGO_LINK_TYPE = "logo";
export const ICON_LINK_TYPE = "icon";

/** What {@link storeLogo} stores: the logo from `prepareLogo` and the icons from `deriveIcons` (`files/logo.ts`). */
export interface LogoFilesInput {
  logo: { mimeType: "image/svg+xml" | "image/png"; content: Buffer };
  icons: { size: number; content: Buffer }[];
  /** Who uploads it; null for the identity the seed writes. */
  uploaderId: number | null;
  /** Upload time, ms since the epoch. */
  now: number;
}

/**
 * Stores the municipality's logo and its icons in place of the ones before (deleted), inside the caller's transaction,
 * which also counts the identity's new version.
 */
export async function storeLogo(tx: Tx, input: LogoFilesInput): Promise<void> {
  await tx.delete(files).where(inArray(files.linkType, [LOGO_LINK_TYPE, ICON_LINK_TYPE]));
  const row = (linkType: string, linkId: number, name: string, mimeType: string, content: Buffer) => ({
    linkType,
    linkId,
    name,
    mimeType,
    size: content.length,
    content: bytesIn(content),
    uploadedById: input.uploaderId,
    uploaderKind: "staff" as const,
    createdAt: new Date(input.now),
  });
  const extension = input.logo.mimeType === "image/png" ? "png" : "svg";
  await tx
    .insert(files)
    .values([
      row(LOGO_LINK_TYPE, 0, `logo.${extension}`, input.logo.mimeType, input.logo.content),
      ...input.icons.map((icon) => row(ICON_LINK_TYPE, icon.size, `icon-${icon.size}.png`, "image/png", icon.content)),
    ]);
}

/**
 * The municipality's logo (no `size`) or one of its icons (`size` in px), with its media type; undefined when there is
 * none (the caller answers 404).
 */
export async function loadLogo(db: Db | Tx, size?: number): Promise<{ content: Buffer; mimeType: string } | undefined> {
  const [row] = await db
    .select({ content: bytesOut, mimeType: files.mimeType })
    .from(files)
    .where(size === undefined ? eq(files.linkType, LOGO_LINK_TYPE) : and(eq(files.linkType, ICON_LINK_TYPE), eq(files.linkId, size)))
    .limit(1);
  return row ? { content: Buffer.from(row.content, "hex"), mimeType: row.mimeType } : undefined;
}
