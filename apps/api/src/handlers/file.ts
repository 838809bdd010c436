/**
 * Files of cases and news items (contract tag `file`; issue 11 item 4, issue 15; spec section 7 `ESFilepublic`): upload,
 * the upload limit and accepted types (public, for clients to check files before sending them), the list of the files
 * attached to a case or a news item (`linkType` `es` or `news`), and a file loaded with a watermark. Storage is
 * `files/storage.ts`, limits and accepted types `files/limits.ts`; the watermark is `files/watermark.ts`.
 *
 * Rights (the cases' one rule, `cases/access.ts` `findVisibleCase`): only the case's resident and staff allowed on
 * the case list or load its files; residents never get the files of internal notes; a pending (unattached) file
 * is visible to its uploader only. Anyone else gets 404, as if the file did not exist (a guest asking for a case's
 * files gets 401). Files of news items (issue 15) are listed and loaded by anyone once the item is published (news
 * editors and administrators before), delivered without a watermark. Every file is answered with the headers of
 * `files/delivery.ts` (`Content-Security-Policy: sandbox`, disposition by type).
 */
import { findVisibleCase } from "../cases/access";
import type { OperationHandler } from "./types";
import { readMunicipalityNames } from "../identity/identity";
import { fileHeaders } from "../files/delivery";
import { acceptedFileTypes, MAX_FILE_BYTES } from "../files/limits";
import { fileMessage } from "../files/messages";
import { removePdfActions } from "../files/pdf-actions";
import { checkPendingRoom, isImageType, listFilesOfCase, listFilesOfNews, loadFile, NEWS_LINK_TYPE, prepareUpload, storePendingFile, type StoredMimeType } from "../files/storage";
import { scaleImage, watermarkFile } from "../files/watermark";
import { HttpError } from "../lib/errors";
import { signedIn, type HandlerDeps } from "./deps";
import { newsFileVisible } from "./news";

/** How long a browser or proxy may keep the answer of `GET /v1/ESFilepublic/limits`: 5 minutes. */
const LIMITS_MAX_AGE_SECONDS = 300;

/** The file handlers. */
export function fileHandlers(deps: HandlerDeps): {
  getUploadLimits: OperationHandler<"getUploadLimits">;
  uploadFile: OperationHandler<"uploadFile">;
  listLinkedFiles: OperationHandler<"listLinkedFiles">;
  getWatermarkedFile: OperationHandler<"getWatermarkedFile">;
} {
  const { db, tokens } = deps;
  let warnedFont = false;
  // The limit the multipart reader refuses over (one setting, `UPLOAD_MAX_BYTES`) and the magic-byte check's own list.
  const limits = { maxBytes: deps.maxFileBytes ?? MAX_FILE_BYTES, types: acceptedFileTypes() };
  return {
    getUploadLimits: {
      async handle() {
        return {
          status: 200,
          headers: { "cache-control": `public, max-age=${LIMITS_MAX_AGE_SECONDS}` },
          body: { success: true, message: "", data: limits },
        };
      },
    },

    uploadFile: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const upload = ctx.body.file;
        // The cheap check first: a user at the limit costs no image decoding.
        await checkPendingRoom(db, auth.personId, ctx.now, ctx.language);
        const file = await prepareUpload(upload.data, ctx.language);
        const data = await storePendingFile(db, {
          uploaderId: auth.personId,
          uploaderKind: auth.realm === "staff" ? "staff" : "resident",
          name: upload.filename,
          file,
          now: ctx.now,
          language: ctx.language,
        });
        ctx.log.info({ fileId: data.id, mimeType: data.mimeType, size: data.size }, "file uploaded");
        return { status: 201, body: { success: true, message: "", data } };
      },
    },

    listLinkedFiles: {
      async handle(ctx) {
        const { linkType, id } = ctx.params;
        if (linkType === NEWS_LINK_TYPE) {
          // A news item's files are public once the item is; its editors see them before (newsFileVisible).
          const roles = ctx.auth?.realm === "staff" ? ctx.auth.roles : [];
          if (!(await newsFileVisible(deps, id, roles, ctx.now))) throw new HttpError(404, ctx.t("newsNotFound"));
          const data = (await listFilesOfNews(db, [id])).get(id) ?? [];
          return { status: 200, body: { success: true, message: "", total: data.length, data } };
        }
        // A case's files: signed-in users allowed on the case only (the cases' one rule).
        if (!ctx.auth) throw new HttpError(401, ctx.t("notSignedIn"));
        const visible = await findVisibleCase(db, tokens, ctx.auth, id);
        if (!visible) throw new HttpError(404, ctx.t("complaintNotFound"));
        const data = await listFilesOfCase(db, visible.id, { includeInternal: ctx.auth.realm === "staff" });
        return { status: 200, body: { success: true, message: "", total: data.length, data } };
      },
    },

    getWatermarkedFile: {
      async handle(ctx) {
        const notFound = () => new HttpError(404, fileMessage("fileNotFound", ctx.language));
        const found = await loadFile(db, ctx.params.id);
        if (!found) throw notFound();
        if (found.linkType === NEWS_LINK_TYPE) {
          // News files (issue 15) are public once their item is: delivered as stored, only scaled for thumbnails.
          const roles = ctx.auth?.realm === "staff" ? ctx.auth.roles : [];
          if (found.caseId === null || !(await newsFileVisible(deps, found.caseId, roles, ctx.now))) throw notFound();
          const mimeType = found.file.mimeType as StoredMimeType;
          let bytes = found.content;
          // A PDF stored before uploads were cleaned (tracker issue 36 item 3) loses its scripts on the way out.
          if (!isImageType(mimeType)) bytes = (await removePdfActions(found.content)).content;
          else if (ctx.query.width) bytes = await scaleImage(found.content, mimeType, ctx.query.width);
          return { status: 200, body: bytes, headers: fileHeaders({ name: found.file.name, mimeType }) };
        }
        // Case files need a signed-in user allowed on the case; a guest gets 404 as for a file that does not exist.
        if (!ctx.auth) throw notFound();
        const auth = ctx.auth;
        if (found.caseId === null) {
          if (found.uploadedById !== auth.personId) throw notFound();
        } else {
          if (found.internal && auth.realm !== "staff") throw notFound();
          if (!(await findVisibleCase(db, tokens, auth, found.caseId))) throw notFound();
        }
        const mimeType = found.file.mimeType as StoredMimeType;
        const bytes = await watermarkFile(
          found.content,
          mimeType,
          { municipality: await readMunicipalityNames(db), viewer: auth.name, at: ctx.now, language: ctx.language },
          {
            width: ctx.query.width,
            warn: (message) => {
              if (warnedFont) return;
              warnedFont = true;
              ctx.log.warn(message);
            },
          },
        );
        return { status: 200, body: bytes, headers: fileHeaders({ name: found.file.name, mimeType }) };
      },
    },
  };
}
