/**
 * Bulk changes of documents and tag colours (tracker issue 39 items 2 and 3; contract tag `dms`):
 *
 * - `bulkChangeDmsDocuments`: a selection moved to a folder, or a tag added or removed on each. Each document is
 *   changed in a transaction of its own with the rights of a single change (`requireDocument`, `edit`), so that one
 *   it may not change is left as it was and reported in `failed` with the status and message a single change would
 *   have answered, while the others are changed and audited one entry per document. The target folder of a move is
 *   checked once, before any change (`requireMoveTarget`, the single move's check).
 * - `listDmsTags` and `setDmsTagColour`: the colour chosen for a tag, from the fixed palette `DMS_TAG_COLOURS`, stored
 *   per tag (`dms_tag_colours`); null deletes the row (the default style). Audited (entity `document-tag`).
 */
import type { Schemas } from "@eoffice/api-client";
import { asc, eq } from "drizzle-orm";
import { changedFields, writeAudit } from "../audit/audit";
import { dmsDocuments, dmsTagColours } from "../db/schema";
import { folderPath, loadDmsAccess, requireDocument, requireMoveTarget } from "../dms/access";
import { dmsMessage } from "../dms/messages";
import { refreshSearchText } from "../dms/text-recognition";
import { fieldError } from "../i18n/field-messages";
import { badRequest, HttpError } from "../lib/errors";
import { signedIn, type HandlerDeps } from "./deps";
import type { HandlerContext, OperationHandler } from "./types";

type Handlers = { [K in "bulkChangeDmsDocuments" | "listDmsTags" | "setDmsTagColour"]: OperationHandler<K> };

/** The bulk and tag-colour handlers (see the module comment). */
export function dmsBulkHandlers(deps: HandlerDeps): Handlers {
  const { db } = deps;

  /** Changes one document as `body` says, in its own transaction; throws the single change's `HttpError`. */
  async function changeOne(ctx: HandlerContext<"bulkChangeDmsDocuments">, id: number, tag: string | undefined): Promise<void> {
    const auth = signedIn(ctx);
    const body = ctx.body;
    await db.transaction(async (tx) => {
      const { doc, access } = await requireDocument(tx, auth, id, "edit", ctx.language);
      const at = new Date(ctx.now);
      if (body.action === "move") {
        const folderId = body.folderId!;
        if (folderId === doc.folderId) return;
        await tx.update(dmsDocuments).set({ folderId, updatedAt: at }).where(eq(dmsDocuments.id, id));
        const changes = changedFields({ folderId: doc.folderId, folderPath: folderPath(access, doc.folderId) }, { folderId, folderPath: folderPath(access, folderId) });
        await writeAudit(tx, ctx, { action: "move", entity: "document", entityId: id, changes });
        return;
      }
      const tags = body.action === "addTag" ? [...new Set([...doc.tags, tag!])] : doc.tags.filter((t) => t !== tag);
      if (tags.length === doc.tags.length) return;
      // The document's own limit of 20 tags (contract `DmsDocumentUpdate.tags`).
      if (tags.length > 20) throw new HttpError(409, dmsMessage("tooManyTags", ctx.language));
      await tx.update(dmsDocuments).set({ tags, updatedAt: at }).where(eq(dmsDocuments.id, id));
      await refreshSearchText(tx, id);
      await writeAudit(tx, ctx, { action: "update", entity: "document", entityId: id, changes: changedFields({ tags: doc.tags }, { tags }) });
    });
  }

  return {
    bulkChangeDmsDocuments: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const body = ctx.body;
        const tag = body.tag?.trim();
        if (body.action === "move" && body.folderId === undefined) throw badRequest([fieldError("folderId", "required")]);
        if (body.action !== "move" && !tag) throw badRequest([fieldError("tag", "required")]);
        if (body.action === "move") await requireMoveTarget(db, auth, body.folderId!, ctx.language, await loadDmsAccess(db, auth));
        const done: number[] = [];
        const failed: Schemas["DmsBulkFailure"][] = [];
        // One after another: each a short transaction (PGlite has one connection; PostgreSQL keeps the pool free).
        for (const id of body.ids) {
          try {
            await changeOne(ctx, id, tag);
            done.push(id);
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            failed.push({ id, status: error.statusCode, message: error.message });
          }
        }
        return { status: 200, body: { success: true, message: "", data: { done, failed } } };
      },
    },

    listDmsTags: {
      async handle() {
        const rows = await db.select({ tag: dmsTagColours.tag, colour: dmsTagColours.colour }).from(dmsTagColours).orderBy(asc(dmsTagColours.tag));
        return { status: 200, body: { success: true, message: "", data: rows } };
      },
    },

    setDmsTagColour: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const tag = ctx.body.tag.trim();
        if (!tag) throw badRequest([fieldError("tag", "required")]);
        const colour = ctx.body.colour;
        await db.transaction(async (tx) => {
          const [before] = await tx.select({ colour: dmsTagColours.colour }).from(dmsTagColours).where(eq(dmsTagColours.tag, tag));
          if ((before?.colour ?? null) === colour) return;
          if (colour === null) await tx.delete(dmsTagColours).where(eq(dmsTagColours.tag, tag));
          else {
            const row = { tag, colour, updatedById: auth.personId, updatedAt: new Date(ctx.now) };
            await tx.insert(dmsTagColours).values(row).onConflictDoUpdate({ target: dmsTagColours.tag, set: { colour, updatedById: auth.personId, updatedAt: row.updatedAt } });
          }
          await writeAudit(tx, ctx, { action: "update", entity: "document-tag", entityId: tag, changes: [{ field: "colour", before: before?.colour ?? null, after: colour }] });
        });
        return { status: 200, body: { success: true, message: "", data: { tag, colour } } };
      },
    },
  };
}
