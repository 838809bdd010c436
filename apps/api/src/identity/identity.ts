/**
 * The municipality's identity (tracker issue 38 item 1; contract tag `municipality`; docs/identity.md): the one row of
 * the `municipality` table, read by every place that shows the name or the logo (the portal's page, e-mails, receipts,
 * watermarks, feeds, the manifest) and changed by administrators. Nothing is kept in memory between requests: each
 * reader asks the database (one row by its primary key), so that a change shows on every server instance at once.
 */
import type { Schemas } from "@eoffice/api-client";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { municipality } from "../db/schema";
import { ICON_SIZES } from "../files/logo";

/** The identity as the contract answers it. */
export type Municipality = Schemas["Municipality"];

/** The fields an administrator sets (contract `MunicipalityFields`). */
export type MunicipalityFields = Schemas["MunicipalityFields"];

/** The stored row. */
export type IdentityRow = typeof municipality.$inferSelect;

/** Address of the identity's operations (contract `getMunicipality` and its sub-resources). */
export const MUNICIPALITY_PATH = "/pxapi_eoffice/api/v1/Municipality";

/** The names every e-mail, watermark and PDF may print. */
export interface MunicipalityNames {
  nameTh: string;
  nameEn: string;
}

/** The field names of {@link MunicipalityFields}, in the order of the contract (and of the audit entry). */
export const IDENTITY_FIELDS = [
  "nameTh",
  "nameEn",
  "shortNameTh",
  "shortNameEn",
  "theme",
  "themeColor",
  "backgroundColor",
  "addressTh",
  "addressEn",
  "telephone",
  "email",
  "officeHoursTh",
  "officeHoursEn",
  "taxId",
  "billerId",
  "senderName",
  "senderAddress",
] as const satisfies readonly (keyof MunicipalityFields)[];

/** Thrown when the row is missing: `seedAtStart` writes it at every start where it is not there. */
export class IdentityMissingError extends Error {
  override name = "IdentityMissingError";
}

/**
 * The identity's row.
 * @throws IdentityMissingError when the table is empty (a database the server's start did not seed).
 */
export async function readIdentity(db: Db | Tx): Promise<IdentityRow> {
  const [row] = await db.select().from(municipality).where(eq(municipality.id, 1)).limit(1);
  if (!row) throw new IdentityMissingError("The municipality's identity is missing: start the server once to seed it.");
  return row;
}

/** The identity's names (Thai and English, full), for e-mails, watermarks and PDFs. */
export async function readMunicipalityNames(db: Db | Tx): Promise<MunicipalityNames> {
  const row = await readIdentity(db);
  return { nameTh: row.nameTh, nameEn: row.nameEn };
}

/** The identity's version alone (an `If-None-Match` check reads no more). */
export async function readIdentityVersion(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ version: municipality.version }).from(municipality).where(eq(municipality.id, 1)).limit(1);
  if (!row) throw new IdentityMissingError("The municipality's identity is missing: start the server once to seed it.");
  return row.version;
}

/** The `ETag` of a version of the identity (a strong validator, RFC 9110 section 8.8.3). */
export function identityEtag(version: number): string {
  return `"municipality-${version}"`;
}

/** Whether an `If-None-Match` value names `etag` (a list, weak tags and `*` included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

/** The address of the logo (`size` undefined) or of an icon, with the version that makes it change with the logo. */
export function logoUrl(version: number, size?: number): string {
  return size === undefined ? `${MUNICIPALITY_PATH}/logo?v=${version}` : `${MUNICIPALITY_PATH}/icon/${size}?v=${version}`;
}

/** The address of the web app manifest of a version. */
export function manifestUrl(version: number): string {
  return `${MUNICIPALITY_PATH}/manifest?v=${version}`;
}

/** The fields of a row, as an administrator set them. */
export function fieldsOf(row: IdentityRow): MunicipalityFields {
  return Object.fromEntries(IDENTITY_FIELDS.map((field) => [field, row[field]])) as MunicipalityFields;
}

/** The contract's `Municipality` of a row. */
export function identityAnswer(row: IdentityRow): Municipality {
  return {
    ...fieldsOf(row),
    logoUrl: logoUrl(row.version),
    logoType: row.logoType as Municipality["logoType"],
    icons: ICON_SIZES.map((size) => ({ size, url: logoUrl(row.version, size) })),
    manifestUrl: manifestUrl(row.version),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Writes the fields and counts a new version, in the caller's transaction (which writes the audit entry).
 * @returns The row as stored.
 */
export async function updateIdentity(tx: Tx, fields: MunicipalityFields, now: number): Promise<IdentityRow> {
  const values = Object.fromEntries(IDENTITY_FIELDS.map((field) => [field, fields[field]])) as MunicipalityFields;
  const [row] = await tx
    .update(municipality)
    .set({ ...values, version: sql`${municipality.version} + 1`, updatedAt: new Date(now) })
    .where(eq(municipality.id, 1))
    .returning();
  if (!row) throw new IdentityMissingError("The municipality's identity is missing: start the server once to seed it.");
  return row;
}

/** Records a new logo's type and counts a new version, in the transaction that stores the logo (`storeLogo`). */
export async function setLogoType(tx: Tx, logoType: "image/svg+xml" | "image/png", now: number): Promise<IdentityRow> {
  const [row] = await tx
    .update(municipality)
    .set({ logoType, version: sql`${municipality.version} + 1`, updatedAt: new Date(now) })
    .where(eq(municipality.id, 1))
    .returning();
  if (!row) throw new IdentityMissingError("The municipality's identity is missing: start the server once to seed it.");
  return row;
}

/** Inserts the identity when there is none (the seed); an existing identity is kept. @returns whether it was inserted. */
export async function insertIdentityIfMissing(tx: Tx, fields: MunicipalityFields, logoType: "image/svg+xml" | "image/png"): Promise<boolean> {
  const inserted = await tx
    .insert(municipality)
    .values({ id: 1, ...fields, logoType })
    .onConflictDoNothing()
    .returning({ id: municipality.id });
  return inserted.length > 0;
}
