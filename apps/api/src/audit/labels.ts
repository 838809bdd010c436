/**
 * The names of the records an audit entry's changed fields point at (tracker issue 39; docs/architecture.md "audit
 * log"): an entry stores ids as they were ("assigneeId: null → 2", "unitId: 3 → 5"); when entries are read, each id
 * of a field that names a record (a staff member, a unit, a position, a complaint type or kind, a document type, a
 * folder...) gets that record's current display name in the request's language, as `beforeLabel` / `afterLabel` of
 * the contract's `AuditChange`. Null when the record is gone, absent when the field names no record or the value is
 * null. One query per kind of record for all the entries given (no query per entry), so a page of the logs costs
 * at most one query per kind it mentions.
 *
 * The stored entries are never changed: the names are those of today, not of the time of the change.
 */
import { inArray, eq } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import type { Db, Tx } from "../db/database";
import type { Language } from "../i18n/messages";
import {
  complaintKinds,
  complaints,
  complaintTypes,
  dmsDocuments,
  dmsDocumentTypes,
  dmsFolders,
  garbageRates,
  menuItems,
  newsCategories,
  orgUnits,
  personProfiles,
  persons,
  positions,
} from "../db/schema";
import { fullName } from "../cases/view";

/** A kind of record an audited field can name by its id (or code). */
export type AuditRecordKind =
  | "person"
  | "unit"
  | "position"
  | "complaint-type"
  | "complaint-kind"
  | "complaint"
  | "document-type"
  | "document"
  | "folder"
  | "news-category"
  | "menu-item"
  | "garbage-rate";

/**
 * The fields the audited operations write whose value names a record, by `<entity>.<field>` first (a `parentId` is a
 * unit, a menu item or a folder depending on the entry), then by field alone. Found by reading what each `writeAudit`
 * call records: staff users (`unitId`, `positionId`), cases (`assigneeId`, `unitId`, `complaintTypeId`,
 * `complaintKindId`, the filer's `personId`), notes (`complaintId`), documents (`folderId`, `typeId`, `assigneeId`,
 * `workUnitId`), folders, canned replies and the correspondence register (`unitId`, `documentId`), news
 * (`categoryId`), units, menu items and folders (`parentId`), garbage-fee accounts (`rateCode`, `personId`).
 */
export const AUDIT_REFERENCE_FIELDS: Readonly<Record<string, AuditRecordKind>> = {
  "org-unit.parentId": "unit",
  "menu-item.parentId": "menu-item",
  "document-folder.parentId": "folder",
  assigneeId: "person",
  personId: "person",
  unitId: "unit",
  workUnitId: "unit",
  positionId: "position",
  complaintTypeId: "complaint-type",
  complaintKindId: "complaint-kind",
  complaintId: "complaint",
  typeId: "document-type",
  documentId: "document",
  folderId: "folder",
  categoryId: "news-category",
  rateCode: "garbage-rate",
};

/** The kind of record a changed field of an `entity` entry names, or undefined when its values are not references. */
export function referenceKind(entity: string, field: string): AuditRecordKind | undefined {
  return AUDIT_REFERENCE_FIELDS[`${entity}.${field}`] ?? AUDIT_REFERENCE_FIELDS[field];
}

/** Kinds keyed by a text code rather than an integer id. */
const CODE_KEYED: ReadonlySet<AuditRecordKind> = new Set(["garbage-rate"]);

/** Most keys one `in (...)` list takes (an export of 50,000 entries may name many persons). */
const KEYS_PER_QUERY = 5000;

/** A record's name: one text, or a Thai and an English one. */
type Named = string | { th: string; en: string };

/** Reads the names of the records of one kind with these keys (integer ids, or codes for {@link CODE_KEYED}). */
type NameReader = (db: Db | Tx, keys: readonly (number | string)[]) => Promise<[number | string, Named][]>;

/** One reader per kind: a single query over the keys given. */
const READERS: Record<AuditRecordKind, NameReader> = {
  person: async (db, ids) =>
    (
      await db
        .select({ id: persons.id, userName: persons.name, title: personProfiles.title, firstname: personProfiles.firstname, lastname: personProfiles.lastname })
        .from(persons)
        .leftJoin(personProfiles, eq(personProfiles.personId, persons.id))
        .where(inArray(persons.id, ids as number[]))
    ).map((r) => [r.id, fullName(r) || r.userName]),
  unit: async (db, ids) =>
    (await db.select({ id: orgUnits.id, th: orgUnits.nameTh, en: orgUnits.nameEn }).from(orgUnits).where(inArray(orgUnits.id, ids as number[]))).map(bilingual),
  position: async (db, ids) =>
    (await db.select({ id: positions.id, th: positions.nameTh, en: positions.nameEn }).from(positions).where(inArray(positions.id, ids as number[]))).map(bilingual),
  "complaint-type": async (db, ids) =>
    (
      await db.select({ id: complaintTypes.id, th: complaintTypes.nameTh, en: complaintTypes.nameEn }).from(complaintTypes).where(inArray(complaintTypes.id, ids as number[]))
    ).map(bilingual),
  "complaint-kind": async (db, ids) =>
    (
      await db.select({ id: complaintKinds.id, th: complaintKinds.nameTh, en: complaintKinds.nameEn }).from(complaintKinds).where(inArray(complaintKinds.id, ids as number[]))
    ).map(bilingual),
  complaint: async (db, ids) =>
    (await db.select({ id: complaints.id, no: complaints.complaintNo }).from(complaints).where(inArray(complaints.id, ids as number[]))).map((r) => [r.id, r.no]),
  "document-type": async (db, ids) =>
    (
      await db.select({ id: dmsDocumentTypes.id, th: dmsDocumentTypes.nameTh, en: dmsDocumentTypes.nameEn }).from(dmsDocumentTypes).where(inArray(dmsDocumentTypes.id, ids as number[]))
    ).map(bilingual),
  document: async (db, ids) =>
    (await db.select({ id: dmsDocuments.id, title: dmsDocuments.title }).from(dmsDocuments).where(inArray(dmsDocuments.id, ids as number[]))).map((r) => [r.id, r.title]),
  folder: async (db, ids) =>
    (await db.select({ id: dmsFolders.id, name: dmsFolders.name }).from(dmsFolders).where(inArray(dmsFolders.id, ids as number[]))).map((r) => [r.id, r.name]),
  "news-category": async (db, ids) =>
    (
      await db.select({ id: newsCategories.id, th: newsCategories.nameTh, en: newsCategories.nameEn }).from(newsCategories).where(inArray(newsCategories.id, ids as number[]))
    ).map(bilingual),
  "menu-item": async (db, ids) =>
    (await db.select({ id: menuItems.id, th: menuItems.titleTh, en: menuItems.titleEn }).from(menuItems).where(inArray(menuItems.id, ids as number[]))).map(bilingual),
  "garbage-rate": async (db, codes) =>
    (await db.select({ id: garbageRates.code, th: garbageRates.nameTh, en: garbageRates.nameEn }).from(garbageRates).where(inArray(garbageRates.code, codes as string[]))).map(
      bilingual,
    ),
};

function bilingual(r: { id: number | string; th: string; en: string }): [number | string, Named] {
  return [r.id, { th: r.th, en: r.en }];
}

/** Largest id a serial column holds (a stored value above it names nothing, and would not fit the query). */
const MAX_ID = 2_147_483_647;

/** The key a stored value names a record of `kind` by, or undefined when it cannot name one (null, a list...). */
function keyOf(kind: AuditRecordKind, value: unknown): number | string | undefined {
  if (CODE_KEYED.has(kind)) return typeof value === "string" && value !== "" ? value : undefined;
  const id = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === "number" && Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/** An entry's changes, as read from either log (the contract's entry, or anything carrying its entity and changes). */
interface WithChanges {
  entity: string;
  changes: readonly Schemas["AuditChange"][];
}

/**
 * The entries with `beforeLabel` / `afterLabel` added to every change whose field names a record (see
 * {@link AUDIT_REFERENCE_FIELDS}): the record's current name in `language` (Thai or English where the record has
 * both), null when no record has that id any more. A change whose field names no record, or whose value is null, gets
 * no label. One query per kind of record named by any of the entries.
 *
 * @param db - The database (or a transaction).
 * @param entries - The entries as the contract types them (`toAuditEntry`).
 * @param language - The request's language.
 * @returns New entries (the given ones are not changed), in the same order.
 */
export async function labelAuditEntries<E extends WithChanges>(db: Db | Tx, entries: readonly E[], language: Language): Promise<E[]> {
  const wanted = new Map<AuditRecordKind, Set<number | string>>();
  for (const entry of entries) {
    for (const change of entry.changes) {
      const kind = referenceKind(entry.entity, change.field);
      if (!kind) continue;
      for (const value of [change.before, change.after]) {
        const key = keyOf(kind, value);
        if (key === undefined) continue;
        let keys = wanted.get(kind);
        if (!keys) wanted.set(kind, (keys = new Set()));
        keys.add(key);
      }
    }
  }
  if (wanted.size === 0) return [...entries];
  const names = new Map<AuditRecordKind, Map<number | string, string>>();
  await Promise.all(
    [...wanted].map(async ([kind, keys]) => {
      const found = new Map<number | string, string>();
      const all = [...keys];
      for (let i = 0; i < all.length; i += KEYS_PER_QUERY) {
        for (const [key, named] of await READERS[kind](db, all.slice(i, i + KEYS_PER_QUERY))) {
          found.set(key, typeof named === "string" ? named : named[language]);
        }
      }
      names.set(kind, found);
    }),
  );
  const labelOf = (kind: AuditRecordKind, value: unknown): string | null | undefined => {
    const key = keyOf(kind, value);
    // Null, a top-level `parentId` of 0, or anything else that cannot be an id: no label, the value shows as it is.
    if (key === undefined) return undefined;
    return names.get(kind)?.get(key) ?? null;
  };
  return entries.map((entry) => ({
    ...entry,
    changes: entry.changes.map((change) => {
      const kind = referenceKind(entry.entity, change.field);
      if (!kind) return change;
      const beforeLabel = labelOf(kind, change.before);
      const afterLabel = labelOf(kind, change.after);
      return {
        ...change,
        ...(beforeLabel === undefined ? {} : { beforeLabel }),
        ...(afterLabel === undefined ? {} : { afterLabel }),
      };
    }),
  }));
}
