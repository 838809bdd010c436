/**
 * The municipality's identity (tracker issue 38 item 1; contract tag `municipality`; docs/identity.md): read by
 * everyone (`getMunicipality`, with an `ETag`), set by administrators (`updateMunicipality`, `uploadMunicipalityLogo`,
 * both audited), and the logo, the icons derived from it and the web app manifest at stable addresses. Every call
 * reads the database: no server instance keeps a copy.
 */
import { isValidCitizenId } from "@eoffice/thai";
import { changedFields, writeAudit } from "../audit/audit";
import { fileHeaders } from "../files/delivery";
import { deriveIcons, prepareLogo } from "../files/logo";
import { loadLogo, storeLogo } from "../files/storage";
import { fieldError } from "../i18n/field-messages";
import {
  IDENTITY_FIELDS,
  etagMatches,
  fieldsOf,
  identityAnswer,
  identityEtag,
  readIdentity,
  readIdentityVersion,
  setLogoType,
  updateIdentity,
} from "../identity/identity";
import { webAppManifest } from "../identity/page";
import { HttpError, badRequest } from "../lib/errors";
import type { HandlerDeps } from "./deps";
import type { OperationHandler } from "./types";

/** Cache of a logo, icon or manifest asked for with the current version (`?v=`): a year, the address changes with it. */
const VERSIONED_CACHE = "public, max-age=31536000, immutable";

/** Cache of the same without the current version: kept, but asked again every time. */
const UNVERSIONED_CACHE = "no-cache";

/** The `Cache-Control` of an answer asked for with `?v=asked`, when the identity's version is `current`. */
function cacheFor(asked: number | undefined, current: number): string {
  return asked === current ? VERSIONED_CACHE : UNVERSIONED_CACHE;
}

/** The identity handlers. */
export function municipalityHandlers(deps: HandlerDeps): {
  getMunicipality: OperationHandler<"getMunicipality">;
  updateMunicipality: OperationHandler<"updateMunicipality">;
  uploadMunicipalityLogo: OperationHandler<"uploadMunicipalityLogo">;
  getMunicipalityLogo: OperationHandler<"getMunicipalityLogo">;
  getMunicipalityIcon: OperationHandler<"getMunicipalityIcon">;
  getMunicipalityManifest: OperationHandler<"getMunicipalityManifest">;
} {
  const { db } = deps;
  return {
    getMunicipality: {
      async handle(ctx) {
        const ifNoneMatch = typeof ctx.headers["if-none-match"] === "string" ? ctx.headers["if-none-match"] : undefined;
        if (ifNoneMatch) {
          const etag = identityEtag(await readIdentityVersion(db));
          if (etagMatches(ifNoneMatch, etag)) return { status: 304, headers: { etag, "cache-control": "no-cache" }, body: undefined as never };
        }
        const row = await readIdentity(db);
        return {
          status: 200,
          headers: { etag: identityEtag(row.version), "cache-control": "no-cache" },
          body: { success: true, message: "", data: identityAnswer(row) },
        };
      },
    },

    updateMunicipality: {
      async handle(ctx) {
        const body = ctx.body;
        if (!isValidCitizenId(body.taxId)) throw badRequest([fieldError("taxId", "taxIdCheckDigit")]);
        const trimmed = Object.fromEntries(IDENTITY_FIELDS.map((field) => [field, body[field].trim()])) as typeof body;
        const blank = IDENTITY_FIELDS.filter((field) => trimmed[field] === "");
        if (blank.length > 0) throw badRequest(blank.map((field) => fieldError(field, "blank")));
        const row = await db.transaction(async (tx) => {
          const before = await readIdentity(tx);
          const after = await updateIdentity(tx, trimmed, ctx.now);
          await writeAudit(tx, ctx, {
            action: "update",
            entity: "municipality",
            entityId: 1,
            changes: changedFields(fieldsOf(before), fieldsOf(after), IDENTITY_FIELDS),
          });
          return after;
        });
        return { status: 200, body: { success: true, message: "", data: identityAnswer(row) } };
      },
    },

    uploadMunicipalityLogo: {
      async handle(ctx) {
        const auth = ctx.auth!;
        const logo = await prepareLogo(ctx.body.file.data, ctx.language);
        const current = await readIdentity(db);
        const icons = await deriveIcons(logo, current.backgroundColor);
        const row = await db.transaction(async (tx) => {
          const before = await readIdentity(tx);
          await storeLogo(tx, { logo, icons, uploaderId: auth.personId, now: ctx.now });
          const after = await setLogoType(tx, logo.mimeType, ctx.now);
          await writeAudit(tx, ctx, {
            action: "upload",
            entity: "municipality",
            entityId: 1,
            changes: [{ field: "logo", before: `${before.logoType} (version ${before.version})`, after: `${logo.mimeType}, ${logo.content.length} bytes (version ${after.version})` }],
          });
          return after;
        });
        return { status: 200, body: { success: true, message: "", data: identityAnswer(row) } };
      },
    },

    getMunicipalityLogo: {
      async handle(ctx) {
        const [file, version] = await Promise.all([loadLogo(db), readIdentityVersion(db)]);
        if (!file) throw new HttpError(404, ctx.t("notFound"));
        const name = file.mimeType === "image/png" ? "logo.png" : "logo.svg";
        return { status: 200, headers: fileHeaders({ name, mimeType: file.mimeType, cacheControl: cacheFor(ctx.query.v, version) }), body: file.content };
      },
    },

    getMunicipalityIcon: {
      async handle(ctx) {
        const size = ctx.params.size;
        const [file, version] = await Promise.all([loadLogo(db, size), readIdentityVersion(db)]);
        if (!file) throw new HttpError(404, ctx.t("notFound"));
        return { status: 200, headers: fileHeaders({ name: `icon-${size}.png`, mimeType: "image/png", cacheControl: cacheFor(ctx.query.v, version) }), body: file.content };
      },
    },

    getMunicipalityManifest: {
      async handle(ctx) {
        const row = await readIdentity(db);
        return {
          status: 200,
          headers: { "content-type": "application/manifest+json; charset=utf-8", "cache-control": cacheFor(ctx.query.v, row.version) },
          body: Buffer.from(JSON.stringify(webAppManifest(row))),
        };
      },
    },
  };
}
