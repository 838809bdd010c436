/**
 * The document store (contract tag `dms`; issue 14 items 1, 2, 3, 5 and 8; docs/spec/portal-spec.md section 2 "Dms",
 * "Document Authority" and the document view): folders, documents with metadata and versions, the trash, moves,
 * downloads and permissions. Every call on a document or folder is checked by `dms/access.ts` (one function for
 * one document, one SQL condition for lists); files are the files mechanism's (`files/storage.ts`: magic bytes,
 * limits, watermark on delivery). Views, downloads, uploads, moves, deletes and permission changes are audited.
 */
import type { Schemas } from "@eoffice/api-client";
import { inRoleGroup } from "@eoffice/api-client/rights";
import { and, arrayContains, asc, count, desc, eq, exists, inArray, isNotNull, isNull, like, or, sql, type SQL } from "drizzle-orm";
import { changedFields, writeAudit } from "../audit/audit";
import { readMunicipalityNames } from "../identity/identity";
import type { AuthContext } from "../auth/context";
import type { HandlerContext, OperationHandler, OperationId } from "./types";
import type { Db, Tx } from "../db/database";
import { auditLog, dmsDocumentTypes, dmsDocumentVersions, dmsDocuments, dmsFolders, dmsGrants, persons, type DmsLevel, type DmsTextStatus } from "../db/schema";
import { folderPath, isWithin, loadDmsAccess, requireDocument, requireFolder, requireMoveTarget, viewableDocuments, type DmsAccess, type DocumentRow } from "../dms/access";
import { checkFieldValues, checkWork } from "../dms/fields";
import { dmsMessage } from "../dms/messages";
import { extractPdfText, searchPattern } from "../dms/text";
import { queueTextRecognition, refreshSearchText, textStatusOf } from "../dms/text-recognition";
import { fileHeaders } from "../files/delivery";
import { attachFileToDocument, deleteFilesOfDocuments, loadFile, loadPendingFile, DOCUMENT_LINK_TYPE, type StoredMimeType } from "../files/storage";
import { watermarkFile } from "../files/watermark";
import { HttpError, badRequest } from "../lib/errors";
import { toAuditEntry } from "./audit-log";
import { labelAuditEntries } from "../audit/labels";
import { fieldReferences } from "./dms-refs";
import { paging, signedIn, type HandlerDeps } from "./deps";
import { trimmedTexts } from "./owned-rows";
import { fieldError } from "../i18n/field-messages";

type DmsDocument = Schemas["DmsDocument"];
type DmsFolder = Schemas["DmsFolder"];

/** Fields of a document recorded in the audit log. */
const DOCUMENT_FIELDS = ["folderId", "typeId", "title", "docNumber", "docDate", "sender", "recipient", "tags", "fields", "fileName", "currentVersion", "assigneeId", "workUnitId", "dueOn", "workDoneAt"] as const;

/** Most characters of a search (the top bar's limit). */
const SEARCH_MIN = 3;

function iso(d: Date): string {
  return d.toISOString();
}

/** The contract's document of a row. */
function toDocument(row: DocumentRow, access: DmsAccess, level: DmsLevel, mimeType: string): DmsDocument {
  return {
    id: row.id,
    folderId: row.folderId,
    folderPath: folderPath(access, row.folderId),
    typeId: row.typeId,
    title: row.title,
    docNumber: row.docNumber,
    docDate: row.docDate,
    sender: row.sender,
    recipient: row.recipient,
    tags: row.tags,
    fields: row.fields,
    fileName: row.fileName,
    mimeType,
    currentVersion: row.currentVersion,
    work: { assigneeId: row.assigneeId, unitId: row.workUnitId, dueOn: row.dueOn, doneAt: row.workDoneAt ? iso(row.workDoneAt) : null },
    ownPermissions: row.ownPermissions,
    level,
    deletedAt: row.deletedAt ? iso(row.deletedAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function toFolder(f: { id: number; parentId: number | null; name: string; unitId: number | null; createdAt: Date }, level: DmsLevel): DmsFolder {
  return { id: f.id, parentId: f.parentId, name: f.name, unitId: f.unitId, level, createdAt: iso(f.createdAt) };
}

async function loadType(db: Db | Tx, id: number, field = "typeId") {
  const [type] = await db.select().from(dmsDocumentTypes).where(eq(dmsDocumentTypes.id, id));
  if (!type) throw badRequest([fieldError(field, "noSuchDocumentType")]);
  return type;
}

/** The mime type of each document's current version. */
async function currentMimeTypes(db: Db | Tx, docs: { id: number; currentVersion: number }[]): Promise<Map<number, string>> {
  if (docs.length === 0) return new Map();
  const rows = await db
    .select({ documentId: dmsDocumentVersions.documentId, versionNo: dmsDocumentVersions.versionNo, mimeType: dmsDocumentVersions.mimeType })
    .from(dmsDocumentVersions)
    .where(inArray(dmsDocumentVersions.documentId, docs.map((d) => d.id)));
  const current = new Map(docs.map((d) => [d.id, d.currentVersion]));
  return new Map(rows.filter((r) => current.get(r.documentId) === r.versionNo).map((r) => [r.documentId, r.mimeType]));
}

/** A document with its versions (newest first), as the single-document answers send it. */
async function documentWithVersions(db: Db | Tx, row: DocumentRow, access: DmsAccess, level: DmsLevel): Promise<DmsDocument> {
  const versions = await db
    .select({
      versionNo: dmsDocumentVersions.versionNo,
      fileName: dmsDocumentVersions.fileName,
      mimeType: dmsDocumentVersions.mimeType,
      size: dmsDocumentVersions.size,
      hasText: sql<boolean>`${dmsDocumentVersions.text} <> ''`,
      textStatus: dmsDocumentVersions.textStatus,
      createdBy: persons.name,
      createdAt: dmsDocumentVersions.createdAt,
    })
    .from(dmsDocumentVersions)
    .leftJoin(persons, eq(persons.id, dmsDocumentVersions.createdById))
    .where(eq(dmsDocumentVersions.documentId, row.id))
    .orderBy(desc(dmsDocumentVersions.versionNo));
  const mimeType = versions.find((v) => v.versionNo === row.currentVersion)?.mimeType ?? "application/pdf";
  const [type] = await db.select({ fields: dmsDocumentTypes.fields }).from(dmsDocumentTypes).where(eq(dmsDocumentTypes.id, row.typeId));
  return {
    ...toDocument(row, access, level, mimeType),
    fieldRefs: await fieldReferences(db, type?.fields ?? [], row.fields, access, row.assigneeId === null ? [] : [row.assigneeId]),
    versions: versions.map((v) => ({ ...v, mimeType: v.mimeType as StoredMimeType, createdAt: iso(v.createdAt) })),
  };
}

/** The audit view of a document row. */
function auditView(row: DocumentRow): Record<string, unknown> {
  return Object.fromEntries(DOCUMENT_FIELDS.map((f) => [f, row[f]]));
}

/**
 * A pending upload read and its text extracted (outside any transaction: extraction takes a while); a file without
 * text (a scan) is `pending` for text recognition when the server has OCR, else `none` (tracker issue 39 item 5).
 */
async function prepareVersion(db: Db, auth: AuthContext, fileId: string, ocr: boolean) {
  const pending = await loadPendingFile(db, fileId, auth.personId);
  const text = pending.file.mimeType === "application/pdf" ? await extractPdfText(pending.content) : "";
  return { file: pending.file, text, textStatus: textStatusOf(text, ocr) };
}

/** The answer of a list or search of documents: only those the caller may view. */
export async function searchDocuments(
  db: Db,
  access: DmsAccess,
  filter: { query?: string; folderId?: number; typeId?: number; trash?: boolean; shared?: boolean; tag?: string; offset: number; limit: number; orderByTitle?: boolean },
): Promise<{ rows: DocumentRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    filter.trash ? isNotNull(dmsDocuments.deletedAt) : isNull(dmsDocuments.deletedAt),
    viewableDocuments(access, filter.trash ? "edit" : "view"),
    filter.folderId ? eq(dmsDocuments.folderId, filter.folderId) : undefined,
    filter.typeId ? eq(dmsDocuments.typeId, filter.typeId) : undefined,
    filter.query ? like(dmsDocuments.searchText, searchPattern(filter.query)) : undefined,
    filter.tag ? arrayContains(dmsDocuments.tags, [filter.tag]) : undefined,
    // Shared with me (tracker issue 39 item 4): a grant to the caller by name on the document (when its own permissions
    // count) or on its folder (when the folder's do; dms/access.ts).
    filter.shared
      ? exists(
          db
            .select({ one: sql`1` })
            .from(dmsGrants)
            .where(
              and(
                eq(dmsGrants.subjectKind, "user"),
                eq(dmsGrants.subjectId, access.personId),
                or(
                  and(eq(dmsDocuments.ownPermissions, true), eq(dmsGrants.documentId, dmsDocuments.id)),
                  and(eq(dmsDocuments.ownPermissions, false), eq(dmsGrants.folderId, dmsDocuments.folderId)),
                ),
              ),
            ),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(dmsDocuments)
      .where(where)
      .orderBy(...(filter.orderByTitle ? [asc(dmsDocuments.title), asc(dmsDocuments.id)] : [desc(dmsDocuments.updatedAt), desc(dmsDocuments.id)]))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ n: count() }).from(dmsDocuments).where(where),
  ]);
  return { rows, total: counted?.n ?? rows.length };
}

type Ctx<K extends OperationId> = HandlerContext<K>;

/** The document-store handlers. */
export function dmsHandlers(deps: HandlerDeps) {
  const { db } = deps;
  const ocr = deps.textRecognition?.enabled ?? false;
  /** Starts the recogniser soon when an answer filed a scan for it. */
  const wakeRecogniser = (status: DmsTextStatus) => status === "pending" && deps.textRecognition?.wake();

  /** Saves a new version (a new upload or a restored one) of a live document, audited. */
  async function addVersion<K extends "addDmsDocumentVersion" | "restoreDmsDocumentVersion">(
    ctx: Ctx<K>,
    id: number,
    source: { fileId: string; fileName: string; mimeType: string; size: number; text: string; textStatus: DmsTextStatus; attach: boolean },
    action: "upload" | "restore",
  ) {
    const auth = signedIn(ctx);
    const answer = await db.transaction(async (tx) => {
      const { doc, level, access } = await requireDocument(tx, auth, id, "edit", ctx.language);
      await tx.select({ id: dmsDocuments.id }).from(dmsDocuments).where(eq(dmsDocuments.id, id)).for("update");
      const [last] = await tx
        .select({ n: sql<number>`coalesce(max(${dmsDocumentVersions.versionNo}), 0)::int` })
        .from(dmsDocumentVersions)
        .where(eq(dmsDocumentVersions.documentId, id));
      const versionNo = (last?.n ?? 0) + 1;
      if (source.attach) await attachFileToDocument(tx, source.fileId, auth.personId, id);
      const [inserted] = await tx
        .insert(dmsDocumentVersions)
        .values({
          documentId: id,
          versionNo,
          fileId: source.fileId.toLowerCase(),
          fileName: source.fileName,
          mimeType: source.mimeType,
          size: source.size,
          text: source.text,
          textStatus: source.textStatus,
          createdById: auth.personId,
          createdAt: new Date(ctx.now),
        })
        .returning({ id: dmsDocumentVersions.id });
      if (source.textStatus === "pending") await queueTextRecognition(tx, inserted!.id, ctx.now);
      const [after] = await tx
        .update(dmsDocuments)
        .set({ currentVersion: versionNo, fileName: source.fileName, updatedAt: new Date(ctx.now) })
        .where(eq(dmsDocuments.id, id))
        .returning();
      await refreshSearchText(tx, id);
      await writeAudit(tx, ctx, { action, entity: "document", entityId: id, changes: changedFields(auditView(doc), auditView(after!), DOCUMENT_FIELDS) });
      return { status: 201 as const, body: { success: true, message: "", data: await documentWithVersions(tx, after!, access, level) } };
    });
    wakeRecogniser(source.textStatus);
    return answer;
  }

  const handlers = {
    listDmsFolders: {
      async handle(ctx) {
        const access = await loadDmsAccess(db, signedIn(ctx));
        const data = [...access.folders.values()]
          .filter((f) => access.folderLevels.has(f.id))
          .sort((a, b) => a.name.localeCompare(b.name, "th") || a.id - b.id)
          .map((f) => toFolder(f, access.folderLevels.get(f.id)!));
        return { status: 200, body: { success: true, message: "", total: data.length, data } };
      },
    },

    createDmsFolder: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const { parentId = null, unitId = null } = ctx.body;
        const { name } = trimmedTexts("", { name: ctx.body.name });
        return db.transaction(async (tx) => {
          let level: DmsLevel = "manage";
          if (parentId === null) {
            if (!inRoleGroup(auth.roles, "documentStore")) throw new HttpError(403, dmsMessage("topFolderStoreOnly", ctx.language));
          } else {
            level = (await requireFolder(tx, auth, parentId, "edit", ctx.language)).level;
          }
          if (unitId !== null) {
            const found = await tx.execute(sql`select 1 from org_units where id = ${unitId}`);
            const rows = (found as unknown as { rows?: unknown[] }).rows ?? (found as unknown as unknown[]);
            if (rows.length === 0) throw badRequest([fieldError("unitId", "mustNameUnit")]);
          }
          const [row] = await tx
            .insert(dmsFolders)
            .values({ parentId, name, unitId, createdById: auth.personId, createdAt: new Date(ctx.now), updatedAt: new Date(ctx.now) })
            .returning();
          await writeAudit(tx, ctx, { action: "create", entity: "document-folder", entityId: row!.id, changes: changedFields(null, { parentId, name, unitId }) });
          return { status: 201, body: { success: true, message: "", data: toFolder(row!, level) } };
        });
      },
    },

    updateDmsFolder: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const id = ctx.params.id;
        return db.transaction(async (tx) => {
          const { folder, level, access } = await requireFolder(tx, auth, id, "edit", ctx.language);
          const next = { parentId: folder.parentId, name: folder.name, unitId: folder.unitId };
          next.name = trimmedTexts("", { name: ctx.body.name }).name ?? next.name;
          if (ctx.body.unitId !== undefined) next.unitId = ctx.body.unitId;
          if (ctx.body.parentId !== undefined && ctx.body.parentId !== folder.parentId) {
            if (ctx.body.parentId === null) {
              if (!access.everything) throw new HttpError(403, dmsMessage("topFolderStoreOnly", ctx.language));
            } else {
              await requireMoveTarget(tx, auth, ctx.body.parentId, ctx.language, access);
              if (isWithin(access, ctx.body.parentId, id)) throw new HttpError(409, dmsMessage("folderUnderItself", ctx.language));
            }
            next.parentId = ctx.body.parentId;
          }
          if (next.unitId !== null && next.unitId !== folder.unitId) {
            const found = await tx.execute(sql`select 1 from org_units where id = ${next.unitId}`);
            const rows = (found as unknown as { rows?: unknown[] }).rows ?? (found as unknown as unknown[]);
            if (rows.length === 0) throw badRequest([fieldError("unitId", "mustNameUnit")]);
          }
          const [row] = await tx
            .update(dmsFolders)
            .set({ ...next, updatedAt: new Date(ctx.now) })
            .where(eq(dmsFolders.id, id))
            .returning();
          const changes = changedFields({ parentId: folder.parentId, name: folder.name, unitId: folder.unitId }, next);
          if (changes.length > 0) {
            await writeAudit(tx, ctx, { action: next.parentId !== folder.parentId ? "move" : "update", entity: "document-folder", entityId: id, changes });
          }
          return { status: 200, body: { success: true, message: "", data: toFolder(row!, level) } };
        });
      },
    },

    deleteDmsFolder: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const id = ctx.params.id;
        return db.transaction(async (tx) => {
          const { folder } = await requireFolder(tx, auth, id, "manage", ctx.language);
          const [docs] = await tx.select({ n: count() }).from(dmsDocuments).where(eq(dmsDocuments.folderId, id));
          const [subs] = await tx.select({ n: count() }).from(dmsFolders).where(eq(dmsFolders.parentId, id));
          if ((docs?.n ?? 0) > 0 || (subs?.n ?? 0) > 0) throw new HttpError(409, dmsMessage("folderNotEmpty", ctx.language));
          await tx.delete(dmsFolders).where(eq(dmsFolders.id, id));
          await writeAudit(tx, ctx, { action: "delete", entity: "document-folder", entityId: id, changes: changedFields({ name: folder.name, parentId: folder.parentId }, null) });
          return { status: 200, body: { success: true, message: "" } };
        });
      },
    },

    listDmsDocuments: {
      async handle(ctx) {
        const access = await loadDmsAccess(db, signedIn(ctx));
        const { offset, limit } = paging(ctx.query);
        const query = ctx.query.query?.trim();
        if (query !== undefined && [...query].length < SEARCH_MIN) throw badRequest([fieldError("query", "minLength", { limit: SEARCH_MIN })]);
        if (ctx.query.folderId !== undefined) await requireFolder(db, signedIn(ctx), ctx.query.folderId, "view", ctx.language, access);
        const { rows, total } = await searchDocuments(db, access, {
          query,
          folderId: ctx.query.folderId,
          typeId: ctx.query.typeId,
          trash: ctx.query.trash,
          shared: ctx.query.shared,
          tag: ctx.query.tag?.trim() || undefined,
          offset,
          limit,
        });
        const mimes = await currentMimeTypes(db, rows);
        const data = await Promise.all(
          rows.map(async (row) => {
            const level = access.everything ? "manage" : row.ownPermissions ? ((await requireDocument(db, signedIn(ctx), row.id, "view", ctx.language, "any", access)).level) : access.folderLevels.get(row.folderId)!;
            return toDocument(row, access, level, mimes.get(row.id) ?? "application/pdf");
          }),
        );
        return { status: 200, body: { success: true, message: "", total, data } };
      },
    },

    createDmsDocument: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const body = ctx.body;
        const { title } = trimmedTexts("", { title: body.title });
        const access = await loadDmsAccess(db, auth);
        const { level } = await requireFolder(db, auth, body.folderId, "edit", ctx.language, access);
        const type = await loadType(db, body.typeId);
        if (!type.active) throw new HttpError(409, dmsMessage("typeInactive", ctx.language));
        const fields = body.fields ?? {};
        await checkFieldValues(db, type, fields, access);
        const prepared = await prepareVersion(db, auth, body.fileId, ocr);
        const answer = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(dmsDocuments)
            .values({
              folderId: body.folderId,
              typeId: body.typeId,
              title,
              docNumber: body.docNumber?.trim() || null,
              docDate: body.docDate ?? null,
              sender: body.sender?.trim() || null,
              recipient: body.recipient?.trim() || null,
              tags: [...new Set((body.tags ?? []).map((t) => t.trim()).filter(Boolean))],
              fields,
              fileName: prepared.file.name,
              currentVersion: 1,
              createdById: auth.personId,
              createdAt: new Date(ctx.now),
              updatedAt: new Date(ctx.now),
            })
            .returning();
          await attachFileToDocument(tx, body.fileId, auth.personId, row!.id);
          const [version] = await tx
            .insert(dmsDocumentVersions)
            .values({
              documentId: row!.id,
              versionNo: 1,
              fileId: body.fileId.toLowerCase(),
              fileName: prepared.file.name,
              mimeType: prepared.file.mimeType,
              size: prepared.file.size,
              text: prepared.text,
              textStatus: prepared.textStatus,
              createdById: auth.personId,
              createdAt: new Date(ctx.now),
            })
            .returning({ id: dmsDocumentVersions.id });
          if (prepared.textStatus === "pending") await queueTextRecognition(tx, version!.id, ctx.now);
          await refreshSearchText(tx, row!.id);
          await writeAudit(tx, ctx, { action: "upload", entity: "document", entityId: row!.id, changes: changedFields(null, auditView(row!), DOCUMENT_FIELDS) });
          return { status: 201 as const, body: { success: true, message: "", data: await documentWithVersions(tx, row!, access, level) } };
        });
        wakeRecogniser(prepared.textStatus);
        return answer;
      },
    },

    getDmsDocument: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const { doc, level, access } = await requireDocument(db, auth, ctx.params.id, "view", ctx.language, "any");
        const data = await documentWithVersions(db, doc, access, level);
        await writeAudit(db, ctx, { action: "view", entity: "document", entityId: doc.id });
        return { status: 200, body: { success: true, message: "", data } };
      },
    },

    updateDmsDocument: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        return db.transaction(async (tx) => {
          const { doc, level, access } = await requireDocument(tx, auth, ctx.params.id, "edit", ctx.language);
          const b = ctx.body;
          const next: Partial<DocumentRow> = {};
          const { title } = trimmedTexts("", { title: b.title });
          if (title !== undefined) next.title = title;
          if (b.docNumber !== undefined) next.docNumber = b.docNumber?.trim() || null;
          if (b.docDate !== undefined) next.docDate = b.docDate;
          if (b.sender !== undefined) next.sender = b.sender?.trim() || null;
          if (b.recipient !== undefined) next.recipient = b.recipient?.trim() || null;
          if (b.tags !== undefined) next.tags = [...new Set(b.tags.map((t) => t.trim()).filter(Boolean))];
          if (b.typeId !== undefined) next.typeId = b.typeId;
          if (b.fields !== undefined) next.fields = b.fields;
          if (b.work !== undefined) {
            // The assignment (tracker issue 39 item 1): "Waiting for you" of the assignee, or of the unit's staff.
            await checkWork(tx, b.work);
            Object.assign(next, { assigneeId: b.work.assigneeId, workUnitId: b.work.unitId, dueOn: b.work.dueOn, workDoneAt: b.work.done ? (doc.workDoneAt ?? new Date(ctx.now)) : null });
          }
          if (b.typeId !== undefined || b.fields !== undefined) {
            const type = await loadType(tx, next.typeId ?? doc.typeId);
            if (b.typeId !== undefined && b.typeId !== doc.typeId && !type.active) throw new HttpError(409, dmsMessage("typeInactive", ctx.language));
            await checkFieldValues(tx, type, next.fields ?? doc.fields, access);
          }
          const [after] = await tx
            .update(dmsDocuments)
            .set({ ...next, updatedAt: new Date(ctx.now) })
            .where(eq(dmsDocuments.id, doc.id))
            .returning();
          await refreshSearchText(tx, doc.id);
          const changes = changedFields(auditView(doc), auditView(after!), DOCUMENT_FIELDS);
          if (changes.length > 0) await writeAudit(tx, ctx, { action: "update", entity: "document", entityId: doc.id, changes });
          return { status: 200, body: { success: true, message: "", data: await documentWithVersions(tx, after!, access, level) } };
        });
      },
    },

    moveDmsDocument: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        return db.transaction(async (tx) => {
          const { doc, access } = await requireDocument(tx, auth, ctx.params.id, "edit", ctx.language);
          await requireMoveTarget(tx, auth, ctx.body.folderId, ctx.language, access);
          const [after] = await tx
            .update(dmsDocuments)
            .set({ folderId: ctx.body.folderId, updatedAt: new Date(ctx.now) })
            .where(eq(dmsDocuments.id, doc.id))
            .returning();
          const changes = changedFields({ folderId: doc.folderId, folderPath: folderPath(access, doc.folderId) }, { folderId: after!.folderId, folderPath: folderPath(access, after!.folderId) });
          if (changes.length > 0) await writeAudit(tx, ctx, { action: "move", entity: "document", entityId: doc.id, changes });
          const { level } = await requireDocument(tx, auth, doc.id, "view", ctx.language, "live", access);
          return { status: 200, body: { success: true, message: "", data: await documentWithVersions(tx, after!, access, level) } };
        });
      },
    },

    deleteDmsDocument: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        return db.transaction(async (tx) => {
          const { doc, level, access } = await requireDocument(tx, auth, ctx.params.id, "edit", ctx.language, "any");
          if (doc.deletedAt !== null) throw new HttpError(409, dmsMessage("alreadyDeleted", ctx.language));
          const [after] = await tx.update(dmsDocuments).set({ deletedAt: new Date(ctx.now) }).where(eq(dmsDocuments.id, doc.id)).returning();
          await writeAudit(tx, ctx, { action: "delete", entity: "document", entityId: doc.id, changes: [{ field: "deletedAt", before: null, after: iso(new Date(ctx.now)) }] });
          return { status: 200, body: { success: true, message: "", data: await documentWithVersions(tx, after!, access, level) } };
        });
      },
    },

    restoreDmsDocument: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        return db.transaction(async (tx) => {
          const { doc, level, access } = await requireDocument(tx, auth, ctx.params.id, "edit", ctx.language, "any");
          if (doc.deletedAt === null) throw new HttpError(409, dmsMessage("notDeleted", ctx.language));
          const [after] = await tx.update(dmsDocuments).set({ deletedAt: null, updatedAt: new Date(ctx.now) }).where(eq(dmsDocuments.id, doc.id)).returning();
          await writeAudit(tx, ctx, { action: "restore", entity: "document", entityId: doc.id, changes: [{ field: "deletedAt", before: iso(doc.deletedAt), after: null }] });
          return { status: 200, body: { success: true, message: "", data: await documentWithVersions(tx, after!, access, level) } };
        });
      },
    },

    emptyDmsTrash: {
      async handle(ctx) {
        return db.transaction(async (tx) => {
          // Only those who run the document store (x-roles): they may edit every document, so the whole trash.
          const doomed = await tx.select({ id: dmsDocuments.id, title: dmsDocuments.title }).from(dmsDocuments).where(isNotNull(dmsDocuments.deletedAt)).for("update");
          const ids = doomed.map((d) => d.id);
          if (ids.length > 0) {
            await tx.delete(dmsDocuments).where(inArray(dmsDocuments.id, ids));
            await deleteFilesOfDocuments(tx, ids);
          }
          for (const doc of doomed) {
            await writeAudit(tx, ctx, { action: "delete", entity: "document", entityId: doc.id, changes: [{ field: "permanent", before: false, after: true }, { field: "title", before: doc.title, after: null }] });
          }
          return { status: 200 as const, body: { success: true, message: "", data: { deleted: ids.length } } };
        });
      },
    },

    addDmsDocumentVersion: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        await requireDocument(db, auth, ctx.params.id, "edit", ctx.language);
        const prepared = await prepareVersion(db, auth, ctx.body.fileId, ocr);
        return addVersion(ctx, ctx.params.id, { fileId: ctx.body.fileId, fileName: prepared.file.name, mimeType: prepared.file.mimeType, size: prepared.file.size, text: prepared.text, textStatus: prepared.textStatus, attach: true }, "upload");
      },
    },

    restoreDmsDocumentVersion: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const { doc } = await requireDocument(db, auth, ctx.params.id, "edit", ctx.language);
        const [version] = await db
          .select()
          .from(dmsDocumentVersions)
          .where(and(eq(dmsDocumentVersions.documentId, doc.id), eq(dmsDocumentVersions.versionNo, ctx.params.versionNo)));
        if (!version) throw new HttpError(404, dmsMessage("versionNotFound", ctx.language));
        if (version.versionNo === doc.currentVersion) throw new HttpError(409, dmsMessage("versionNotFound", ctx.language));
        return addVersion(ctx, doc.id, { fileId: version.fileId, fileName: version.fileName, mimeType: version.mimeType, size: version.size, text: version.text, textStatus: version.textStatus, attach: false }, "restore");
      },
    },

    downloadDmsDocument: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const { doc } = await requireDocument(db, auth, ctx.params.id, "view", ctx.language, "any");
        const versionNo = ctx.query.versionNo ?? doc.currentVersion;
        const [version] = await db
          .select({ fileId: dmsDocumentVersions.fileId, fileName: dmsDocumentVersions.fileName })
          .from(dmsDocumentVersions)
          .where(and(eq(dmsDocumentVersions.documentId, doc.id), eq(dmsDocumentVersions.versionNo, versionNo)));
        if (!version) throw new HttpError(404, dmsMessage("versionNotFound", ctx.language));
        const found = await loadFile(db, version.fileId, [DOCUMENT_LINK_TYPE]);
        if (!found) throw new HttpError(404, dmsMessage("versionNotFound", ctx.language));
        const mimeType = found.file.mimeType as StoredMimeType;
        const bytes = await watermarkFile(found.content, mimeType, { municipality: await readMunicipalityNames(db), viewer: auth.name, at: ctx.now, language: ctx.language }, { warn: (m) => ctx.log.warn(m) });
        await writeAudit(db, ctx, {
          action: ctx.query.download ? "download" : "view",
          entity: "document",
          entityId: doc.id,
          changes: [{ field: "versionNo", before: null, after: versionNo }],
        });
        return { status: 200, body: bytes, headers: fileHeaders({ name: version.fileName, mimeType, download: ctx.query.download }) };
      },
    },

    listDmsDocumentActivity: {
      async handle(ctx) {
        const { doc } = await requireDocument(db, signedIn(ctx), ctx.params.id, "view", ctx.language, "any");
        const rows = await db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, "document"), eq(auditLog.entityId, String(doc.id))))
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(200);
        const data = await labelAuditEntries(db, rows.map(toAuditEntry), ctx.language);
        return { status: 200, body: { success: true, message: "", total: rows.length, data } };
      },
    },
  } satisfies Partial<{ [K in OperationId]: OperationHandler<K> }>;
  return handlers;
}
