/**
 * A person's profile picture (contract tag `profile`, `uploadAvatar` and `getAvatar`): uploaded through the file
 * store's avatar functions (`files/storage.ts`: the type by magic bytes, a 256 px WebP square without metadata, one
 * per person) onto the caller's own profile (id -1 or their own id, as `profile.ts`'s calls), and answered with
 * `fileHeaders`.
 */
import { eq } from "drizzle-orm";
import { findProfile } from "../account/profile";
import { personProfiles } from "../db/schema";
import { fileHeaders } from "../files/delivery";
import { loadAvatar, prepareAvatar, storeAvatar } from "../files/storage";
import { HttpError } from "../lib/errors";
import { signedIn, type HandlerDeps } from "./deps";
import { ownId } from "./profile";
import type { OperationHandler } from "./types";

/** Address of an avatar image (`getAvatar`). */
export const avatarUrl = (fileId: string): string => `/pxapi_eoffice/api/v1/personProfile/avatar/${fileId}`;

/** The profile-picture handlers. */
export function avatarHandlers(deps: HandlerDeps): {
  uploadAvatar: OperationHandler<"uploadAvatar">;
  getAvatar: OperationHandler<"getAvatar">;
} {
  const { db } = deps;
  return {
    uploadAvatar: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const personId = ownId(auth, ctx.params.id, () => new HttpError(404, ctx.t("profileNotFound")));
        const image = await prepareAvatar(ctx.body.file.data);
        if (!image) throw new HttpError(415, ctx.t("avatarNotImage"));
        await db.transaction(async (tx) => {
          const fileId = await storeAvatar(tx, {
            personId,
            file: image,
            uploaderId: auth.personId,
            uploaderKind: auth.realm === "staff" ? "staff" : "resident",
            now: ctx.now,
          });
          await tx.update(personProfiles).set({ avatar: avatarUrl(fileId), updatedAt: new Date(ctx.now) }).where(eq(personProfiles.personId, personId));
        });
        const profile = await findProfile(db, personId);
        if (!profile) throw new HttpError(404, ctx.t("profileNotFound"));
        return { status: 200, body: { success: true, message: "", data: profile } };
      },
    },

    getAvatar: {
      async handle(ctx) {
        const content = await loadAvatar(db, ctx.params.fileId);
        if (!content) throw new HttpError(404, ctx.t("profileNotFound"));
        return {
          status: 200,
          headers: fileHeaders({ name: "avatar.webp", mimeType: "image/webp", cacheControl: "private, max-age=86400, immutable" }),
          body: content,
        };
      },
    },
  };
}
