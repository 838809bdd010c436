/**
 * The document store's permissions (contract tag `dms`; issue 14 item 5, docs/spec/portal-spec.md "Document
 * Authority"): grants of `view`, `edit` and `manage` on a folder or a document to a staff member, a unit or a role,
 * checked and decided by `dms/access.ts`; every change is audited. The other document-store handlers are `dms.ts`.
 */
import type { Schemas } from "@eoffice/api-client";
import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { changedFields, writeAudit } from "../audit/audit";
import type { AuthContext } from "../auth/context";
import type { OperationHandler, OperationId } from "./types";
import type { Db, Tx } from "../db/database";
import { fullName } from "../cases/view";
import { dmsDocuments, dmsGrants, personProfiles, persons, staffMembers, type DmsLevel } from "../db/schema";
import { allows, loadDmsAccess, requireDocument, requireFolder } from "../dms/access";
import { dmsMessage } from "../dms/messages";
import { HttpError, badRequest } from "../lib/errors";
import { likeEscape } from "../db/sql";
import { signedIn, type HandlerDeps } from "./deps";
import { fieldError, type FieldError } from "../i18n/field-messages";

type DmsGrant = Schemas["DmsGrant"];

/** Checks a grant list (400 naming `grants.<i>`). */
async function checkGrants(db: Db | Tx, grants: DmsGrant[]): Promise<void> {
  const errors: FieldError[] = [];
  grants.forEach((g, i) => {
    if (g.subjectKind === "role" && !g.subjectRole) errors.push(fieldError(`grants.${i}.subjectRole`, "requiredForRole"));
    if (g.subjectKind !== "role" && !g.subjectId) errors.push(fieldError(`grants.${i}.subjectId`, g.subjectKind === "user" ? "requiredForUser" : "requiredForUnit"));
  });
  if (errors.length > 0) throw badRequest(errors);
  const userIds = grants.filter((g) => g.subjectKind === "user").map((g) => g.subjectId!);
  const unitIds = grants.filter((g) => g.subjectKind === "unit").map((g) => g.subjectId!);
  if (userIds.length > 0) {
    const found = await db.select({ id: persons.id }).from(persons).where(and(inArray(persons.id, userIds), eq(persons.realm, "staff")));
    const ids = new Set(found.map((p) => p.id));
    grants.forEach((g, i) => g.subjectKind === "user" && !ids.has(g.subjectId!) && errors.push(fieldError(`grants.${i}.subjectId`, "mustNameStaff")));
  }
  if (unitIds.length > 0) {
    const found = await db.execute<{ id: number }>(sql`select id from org_units where id in (${sql.join(unitIds.map((id) => sql`${id}`), sql`, `)})`);
    const rows = (found as unknown as { rows?: { id: number }[] }).rows ?? (found as unknown as { id: number }[]);
    const ids = new Set(rows.map((u) => Number(u.id)));
    grants.forEach((g, i) => g.subjectKind === "unit" && !ids.has(g.subjectId!) && errors.push(fieldError(`grants.${i}.subjectId`, "mustNameUnit")));
  }
  if (errors.length > 0) throw badRequest(errors);
}

function normaliseGrants(grants: DmsGrant[]): DmsGrant[] {
  const seen = new Map<string, DmsGrant>();
  for (const g of grants) {
    const grant: DmsGrant = {
      subjectKind: g.subjectKind,
      subjectId: g.subjectKind === "role" ? null : (g.subjectId ?? null),
      subjectRole: g.subjectKind === "role" ? (g.subjectRole ?? null) : null,
      level: g.level,
    };
    const key = `${grant.subjectKind}:${grant.subjectId ?? grant.subjectRole}`;
    const held = seen.get(key);
    if (!held || allows(grant.level, held.level)) seen.set(key, grant);
  }
  return [...seen.values()].sort((a, b) => `${a.subjectKind}:${a.subjectId ?? a.subjectRole}`.localeCompare(`${b.subjectKind}:${b.subjectId ?? b.subjectRole}`));
}

async function grantsOf(db: Db | Tx, target: { folderId?: number; documentId?: number }): Promise<DmsGrant[]> {
  const rows = await db
    .select({ subjectKind: dmsGrants.subjectKind, subjectId: dmsGrants.subjectId, subjectRole: dmsGrants.subjectRole, level: dmsGrants.level })
    .from(dmsGrants)
    .where(target.folderId ? eq(dmsGrants.folderId, target.folderId) : eq(dmsGrants.documentId, target.documentId!));
  return normaliseGrants(rows);
}

/** Columns of a staff member as a permission names them. */
const dmsUserColumns = {
  id: persons.id,
  userName: persons.name,
  title: personProfiles.title,
  firstname: personProfiles.firstname,
  lastname: personProfiles.lastname,
  unitId: staffMembers.unitId,
};

function toDmsUser(row: { id: number; userName: string; title: string | null; firstname: string | null; lastname: string | null; unitId: number | null }): Schemas["DmsUser"] {
  return { id: row.id, name: fullName(row) || row.userName, unitId: row.unitId };
}

/** The staff members named by user grants, by id (for `DmsPermissions.users`). */
async function usersNamed(db: Db | Tx, grants: readonly { subjectKind: string; subjectId?: number | null }[]): Promise<Schemas["DmsUser"][]> {
  const ids = [...new Set(grants.filter((g) => g.subjectKind === "user" && g.subjectId).map((g) => g.subjectId!))];
  if (ids.length === 0) return [];
  const rows = await db
    .select(dmsUserColumns)
    .from(persons)
    .innerJoin(staffMembers, eq(staffMembers.personId, persons.id))
    .leftJoin(personProfiles, eq(personProfiles.personId, persons.id))
    .where(inArray(persons.id, ids))
    .orderBy(asc(persons.id));
  return rows.map(toDmsUser);
}

/** The permissions of a folder or document (needs `view`; a caller who lost `view` by a change gets 404 next time). */
async function permissionsOf(db: Db | Tx, auth: AuthContext, target: { folderId?: number; documentId?: number }, language: "th" | "en"): Promise<Schemas["DmsPermissions"]> {
  const access = await loadDmsAccess(db, auth);
  let folderId: number;
  let level: DmsLevel | undefined;
  let ownPermissions = false;
  if (target.documentId !== undefined) {
    const [doc] = await db.select().from(dmsDocuments).where(eq(dmsDocuments.id, target.documentId));
    if (!doc) throw new HttpError(404, dmsMessage("documentNotFound", language));
    level = (await requireDocument(db, auth, doc.id, "view", language, "any", access)).level;
    folderId = doc.folderId;
    ownPermissions = doc.ownPermissions;
  } else {
    level = (await requireFolder(db, auth, target.folderId!, "view", language, access)).level;
    const folder = access.folders.get(target.folderId!)!;
    if (folder.parentId === null) folderId = -1;
    else folderId = folder.parentId;
  }
  const inherited: Schemas["DmsInheritedGrant"][] = [];
  for (let f = access.folders.get(folderId), depth = 0; f && depth < 100; f = f.parentId === null ? undefined : access.folders.get(f.parentId), depth++) {
    for (const g of await grantsOf(db, { folderId: f.id })) inherited.push({ folderId: f.id, ...g });
  }
  const grants = await grantsOf(db, target);
  return {
    folderId: target.folderId ?? null,
    documentId: target.documentId ?? null,
    ownPermissions,
    grants,
    inherited,
    level: level!,
    users: await usersNamed(db, [...grants, ...inherited]),
  };
}

/** The document store's permission handlers: finding staff to grant to, reading and setting a folder's or document's grants. */
export function dmsPermissionHandlers(deps: HandlerDeps) {
  const { db } = deps;
  const handlers = {
    searchDmsUsers: {
      async handle(ctx) {
        const text = ctx.query.q.trim();
        if (!text) throw badRequest([fieldError("q", "blank")]);
        const pattern = `%${likeEscape(text.normalize("NFC"))}%`;
        const rows = await db
          .select(dmsUserColumns)
          .from(staffMembers)
          .innerJoin(persons, eq(persons.id, staffMembers.personId))
          .leftJoin(personProfiles, eq(personProfiles.personId, staffMembers.personId))
          .where(and(eq(staffMembers.active, true), or(ilike(persons.name, pattern), ilike(personProfiles.firstname, pattern), ilike(personProfiles.lastname, pattern))))
          .orderBy(asc(personProfiles.firstname), asc(personProfiles.lastname), asc(persons.id))
          .limit(ctx.query.limit ?? 20);
        const data = rows.map(toDmsUser);
        return { status: 200, body: { success: true, message: "", total: data.length, data } };
      },
    },

    getDmsPermissions: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const { folderId, documentId } = ctx.query;
        if ((folderId === undefined) === (documentId === undefined)) throw badRequest([fieldError(folderId === undefined ? "folderId" : "documentId", "folderOrDocument")]);
        return { status: 200, body: { success: true, message: "", data: await permissionsOf(db, auth, { folderId, documentId }, ctx.language) } };
      },
    },

    setDmsPermissions: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const { folderId, documentId, ownPermissions } = ctx.body;
        if ((folderId === undefined) === (documentId === undefined)) throw badRequest([fieldError(folderId === undefined ? "folderId" : "documentId", "folderOrDocument")]);
        if (folderId !== undefined && ownPermissions !== undefined) throw badRequest([fieldError("ownPermissions", "documentOnly")]);
        const grants = normaliseGrants(ctx.body.grants);
        await checkGrants(db, grants);
        return db.transaction(async (tx) => {
          let ownBefore: boolean | undefined;
          if (documentId !== undefined) {
            const { doc } = await requireDocument(tx, auth, documentId, "manage", ctx.language, "any");
            ownBefore = doc.ownPermissions;
          } else {
            await requireFolder(tx, auth, folderId!, "manage", ctx.language);
          }
          const target = documentId !== undefined ? { documentId } : { folderId: folderId! };
          const before = await grantsOf(tx, target);
          await tx.delete(dmsGrants).where(documentId !== undefined ? eq(dmsGrants.documentId, documentId) : eq(dmsGrants.folderId, folderId!));
          if (grants.length > 0) {
            await tx.insert(dmsGrants).values(grants.map((g) => ({ folderId: folderId ?? null, documentId: documentId ?? null, subjectKind: g.subjectKind, subjectId: g.subjectId ?? null, subjectRole: g.subjectRole ?? null, level: g.level })));
          }
          const changes = changedFields({ grants: before }, { grants });
          if (documentId !== undefined && ownPermissions !== undefined && ownPermissions !== ownBefore) {
            await tx.update(dmsDocuments).set({ ownPermissions }).where(eq(dmsDocuments.id, documentId));
            changes.push({ field: "ownPermissions", before: ownBefore, after: ownPermissions });
          }
          await writeAudit(tx, ctx, { action: "permission-change", entity: documentId !== undefined ? "document" : "document-folder", entityId: documentId ?? folderId!, changes });
          return { status: 200, body: { success: true, message: "", data: await permissionsOf(tx, auth, target, ctx.language) } };
        });
      },
    },
  } satisfies Partial<{ [K in OperationId]: OperationHandler<K> }>;
  return handlers;
}
