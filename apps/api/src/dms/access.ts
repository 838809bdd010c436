/**
 * Document Authority (issue 14 item 5; docs/spec/portal-spec.md section 2 "Document Authority"): the ONE place that decides
 * what a staff member may do with a folder or a document. Every document operation goes through
 * {@link requireDocument} or {@link requireFolder}, and every list or search through {@link viewableDocuments}.
 *
 * - A grant gives a level (`view` < `edit` < `manage`) on a folder or a document to a user, a unit (its members
 *   and the members of its sections) or a role.
 * - A folder's level is the highest grant on it or on any folder above it (folders pass permissions down).
 * - A document has its folder's level, unless it has its own permissions (`own_permissions`): then only the
 *   grants on the document count.
 * - Administrators and document controllers (the roles that run the document store) hold `manage` everywhere.
 * - Without `view` a document or folder does not exist for the caller (404, and never listed or counted);
 *   with `view` but not the level needed, 403.
 */
import { inRoleGroup } from "@eoffice/api-client/rights";
import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AuthContext } from "../auth/context";
import type { Db, Tx } from "../db/database";
import { dmsDocuments, dmsFolders, dmsGrants, orgUnits, staffMembers, type DmsLevel, type StaffRole } from "../db/schema";
import { HttpError } from "../lib/errors";
import type { Language } from "../i18n/messages";
import { dmsMessage } from "./messages";


const RANK: Record<DmsLevel, number> = { view: 1, edit: 2, manage: 3 };

/** The higher of two levels (undefined = none). */
export function maxLevel(a: DmsLevel | undefined, b: DmsLevel | undefined): DmsLevel | undefined {
  if (!a) return b;
  if (!b) return a;
  return RANK[a] >= RANK[b] ? a : b;
}

/** Whether `held` includes `needed`. */
export function allows(held: DmsLevel | undefined, needed: DmsLevel): boolean {
  return held !== undefined && RANK[held] >= RANK[needed];
}

/** A folder as the access rules and paths need it. */
export interface FolderNode {
  id: number;
  parentId: number | null;
  name: string;
  unitId: number | null;
  createdAt: Date;
}

/** What one staff member may do in the document store, computed once per request. */
export interface DmsAccess {
  personId: number;
  /** The member's unit and the units above it (a grant to a division covers its sections). */
  unitIds: number[];
  roles: StaffRole[];
  /** Administrators and document controllers: `manage` everywhere. */
  everything: boolean;
  /** Every folder, by id. */
  folders: Map<number, FolderNode>;
  /** The caller's level per folder (absent = none). */
  folderLevels: Map<number, DmsLevel>;
}

/** SQL: a grant row is for this caller. */
function grantIsFor(access: Pick<DmsAccess, "personId" | "unitIds" | "roles">): SQL {
  const parts: SQL[] = [sql`(${dmsGrants.subjectKind} = 'user' and ${dmsGrants.subjectId} = ${access.personId})`];
  if (access.unitIds.length > 0) parts.push(sql`(${dmsGrants.subjectKind} = 'unit' and ${inArray(dmsGrants.subjectId, access.unitIds)})`);
  if (access.roles.length > 0) parts.push(sql`(${dmsGrants.subjectKind} = 'role' and ${inArray(dmsGrants.subjectRole, access.roles)})`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** Loads the caller's access: their units, the folder tree and the folder grants that are theirs. */
export async function loadDmsAccess(db: Db | Tx, auth: AuthContext): Promise<DmsAccess> {
  const everything = inRoleGroup(auth.roles, "documentStore");
  const [member] = await db.select({ unitId: staffMembers.unitId }).from(staffMembers).where(eq(staffMembers.personId, auth.personId));
  const unitIds: number[] = [];
  if (member?.unitId) {
    const units = await db.select({ id: orgUnits.id, parentId: orgUnits.parentId }).from(orgUnits);
    const parents = new Map(units.map((u) => [u.id, u.parentId]));
    for (let id: number | null | undefined = member.unitId; id && !unitIds.includes(id); id = parents.get(id)) unitIds.push(id);
  }
  const base = { personId: auth.personId, unitIds, roles: auth.roles };
  const rows = await db
    .select({ id: dmsFolders.id, parentId: dmsFolders.parentId, name: dmsFolders.name, unitId: dmsFolders.unitId, createdAt: dmsFolders.createdAt })
    .from(dmsFolders);
  const folders = new Map(rows.map((f) => [f.id, f]));
  const folderLevels = new Map<number, DmsLevel>();
  if (everything) {
    for (const f of rows) folderLevels.set(f.id, "manage");
  } else {
    const grants = await db
      .select({ folderId: dmsGrants.folderId, level: dmsGrants.level })
      .from(dmsGrants)
      .where(and(sql`${dmsGrants.folderId} is not null`, grantIsFor(base)));
    const own = new Map<number, DmsLevel>();
    for (const g of grants) if (g.folderId !== null) own.set(g.folderId, maxLevel(own.get(g.folderId), g.level)!);
    const resolve = (id: number, seen: Set<number>): DmsLevel | undefined => {
      if (folderLevels.has(id)) return folderLevels.get(id);
      const folder = folders.get(id);
      if (!folder || seen.has(id)) return undefined;
      seen.add(id);
      const level = maxLevel(own.get(id), folder.parentId === null ? undefined : resolve(folder.parentId, seen));
      if (level) folderLevels.set(id, level);
      return level;
    };
    for (const f of rows) resolve(f.id, new Set());
  }
  return { ...base, everything, folders, folderLevels };
}

/** The folder path from the top (`/สำนักปลัด/คำสั่ง`). */
export function folderPath(access: DmsAccess, folderId: number): string {
  const names: string[] = [];
  for (let f = access.folders.get(folderId), depth = 0; f && depth < 100; f = f.parentId === null ? undefined : access.folders.get(f.parentId), depth++) {
    names.unshift(f.name);
  }
  return `/${names.join("/")}`;
}

/** Whether `folderId` is `ancestorId` or below it. */
export function isWithin(access: DmsAccess, folderId: number, ancestorId: number): boolean {
  for (let f = access.folders.get(folderId), depth = 0; f && depth < 100; f = f.parentId === null ? undefined : access.folders.get(f.parentId), depth++) {
    if (f.id === ancestorId) return true;
  }
  return false;
}

/** The caller's level on a document row (own permissions, else its folder's). */
export async function documentLevel(
  db: Db | Tx,
  access: DmsAccess,
  doc: { id: number; folderId: number; ownPermissions: boolean },
): Promise<DmsLevel | undefined> {
  if (access.everything) return "manage";
  if (!doc.ownPermissions) return access.folderLevels.get(doc.folderId);
  const grants = await db
    .select({ level: dmsGrants.level })
    .from(dmsGrants)
    .where(and(eq(dmsGrants.documentId, doc.id), grantIsFor(access)));
  return grants.reduce<DmsLevel | undefined>((held, g) => maxLevel(held, g.level), undefined);
}

/**
 * SQL condition on `dms_documents`: the caller holds at least `level` on the document. Used by every list and
 * search, so that a document the caller may not view is neither listed nor counted.
 */
export function viewableDocuments(access: DmsAccess, level: DmsLevel = "view"): SQL {
  if (access.everything) return sql`true`;
  const folderIds = [...access.folderLevels].filter(([, held]) => allows(held, level)).map(([id]) => id);
  const levels = (Object.keys(RANK) as DmsLevel[]).filter((l) => RANK[l] >= RANK[level]);
  const byFolder = folderIds.length > 0 ? and(eq(dmsDocuments.ownPermissions, false), inArray(dmsDocuments.folderId, folderIds)) : undefined;
  const byOwn = sql`(${dmsDocuments.ownPermissions} and exists (select 1 from ${dmsGrants} where ${dmsGrants.documentId} = ${dmsDocuments.id} and ${inArray(dmsGrants.level, levels)} and ${grantIsFor(access)}))`;
  return or(byFolder, byOwn)!;
}

/** A document row loaded by {@link requireDocument}. */
export type DocumentRow = typeof dmsDocuments.$inferSelect;

/** What {@link requireDocument} answers. */
export interface RequiredDocument {
  doc: DocumentRow;
  level: DmsLevel;
  access: DmsAccess;
}

/**
 * THE check of every call on one document: loads it and the caller's level.
 *
 * @param state `live` (default): a deleted document answers 404; `deleted`: only a document in the trash; `any`.
 * @throws HttpError 404 when it does not exist, is in the wrong state or the caller lacks `view`; 403 when the
 *   caller may view it but lacks `needed`.
 */
export async function requireDocument(
  db: Db | Tx,
  auth: AuthContext,
  id: number,
  needed: DmsLevel,
  language: Language,
  state: "live" | "deleted" | "any" = "live",
  access?: DmsAccess,
): Promise<RequiredDocument> {
  const acc = access ?? (await loadDmsAccess(db, auth));
  const [doc] = await db.select().from(dmsDocuments).where(eq(dmsDocuments.id, id));
  const notFound = () => new HttpError(404, dmsMessage("documentNotFound", language));
  if (!doc) throw notFound();
  if ((state === "live" && doc.deletedAt !== null) || (state === "deleted" && doc.deletedAt === null)) throw notFound();
  const level = await documentLevel(db, acc, doc);
  if (!allows(level, "view")) throw notFound();
  if (!allows(level, needed)) throw new HttpError(403, dmsMessage(`needs_${needed}`, language));
  return { doc, level: level!, access: acc };
}

/**
 * The folder a document or folder moves into: the caller needs `edit` there (404 when they cannot see it; 403 with
 * a message about moving, not the generic one, when they may only view it). Used by the single and the bulk move.
 */
export async function requireMoveTarget(tx: Db | Tx, auth: AuthContext, folderId: number, language: Language, access: DmsAccess): Promise<FolderNode> {
  const { folder, level } = await requireFolder(tx, auth, folderId, "view", language, access);
  if (!allows(level, "edit")) throw new HttpError(403, dmsMessage("moveTargetNoEdit", language));
  return folder;
}

/**
 * THE check of every call on one folder.
 *
 * @throws HttpError 404 when it does not exist or the caller lacks `view`; 403 when the caller lacks `needed`.
 */
export async function requireFolder(
  db: Db | Tx,
  auth: AuthContext,
  id: number,
  needed: DmsLevel,
  language: Language,
  access?: DmsAccess,
): Promise<{ folder: FolderNode; level: DmsLevel; access: DmsAccess }> {
  const acc = access ?? (await loadDmsAccess(db, auth));
  const folder = acc.folders.get(id);
  const level = acc.folderLevels.get(id);
  if (!folder || !allows(level, "view")) throw new HttpError(404, dmsMessage("folderNotFound", language));
  if (!allows(level, needed)) throw new HttpError(403, dmsMessage(`needs_${needed}`, language));
  return { folder, level: level!, access: acc };
}

/** Documents still in a folder (the trash included), for the 409 of a folder delete. */
export function documentsInFolder(folderId: number): SQL {
  return eq(dmsDocuments.folderId, folderId);
}

/** Live (not deleted) documents. */
export const liveDocuments: SQL = isNull(dmsDocuments.deletedAt);
