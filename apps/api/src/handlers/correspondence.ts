/**
 * The official correspondence register (ทะเบียนหนังสือรับ/ส่ง; contract tag `dms`; issue 14 item 7). Incoming and
 * outgoing letters of a unit get register numbers that restart at 1 each Buddhist-era year (Asia/Bangkok) per
 * unit and direction, as the Regulation on Correspondence (ระเบียบงานสารบรรณ) keeps them. The next number comes
 * from one atomic upsert of `correspondence_counters` in the registering transaction, so concurrent
 * registrations never share a number (and a unique index stands behind it). Audited. The list filters by direction,
 * urgency, secrecy and text, and names an entry's linked document only to a caller who may view it (Document
 * Authority's one SQL condition, `viewableDocuments`).
 */
import type { Schemas } from "@eoffice/api-client";
import { inRoleGroup } from "@eoffice/api-client/rights";
import { buddhistYear } from "@eoffice/thai";
import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { changedFields, writeAudit } from "../audit/audit";
import type { AuthContext } from "../auth/context";
import type { OperationHandler } from "./types";
import type { Db, Tx } from "../db/database";
import { correspondenceCounters, correspondenceRegister, dmsDocuments, orgUnits, staffMembers } from "../db/schema";
import { loadDmsAccess, requireDocument, viewableDocuments } from "../dms/access";
import { dmsMessage } from "../dms/messages";
import { HttpError } from "../lib/errors";
import { likeEscape } from "../db/sql";
import { paging, signedIn, type HandlerDeps } from "./deps";
import { trimmedTexts } from "./owned-rows";
import { fieldError } from "../i18n/field-messages";

type Row = typeof correspondenceRegister.$inferSelect;
type DocumentRef = Schemas["DmsDocumentRef"];

function toEntry(row: Row, document: DocumentRef | null): Schemas["Correspondence"] {
  return {
    id: row.id,
    unitId: row.unitId,
    direction: row.direction,
    beYear: row.beYear,
    registerNo: row.registerNo,
    letterNumber: row.letterNumber,
    letterDate: row.letterDate,
    subject: row.subject,
    fromName: row.fromName,
    toName: row.toName,
    urgency: row.urgency,
    secrecy: row.secrecy,
    documentId: row.documentId,
    document,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The linked documents of `rows` that the caller may view (live ones only), by id: a document the caller may not view
 * is not named, not even by its title.
 */
async function viewableRefs(db: Db | Tx, auth: AuthContext, rows: readonly Row[]): Promise<Map<number, DocumentRef>> {
  const ids = [...new Set(rows.map((r) => r.documentId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const access = await loadDmsAccess(db, auth);
  const docs = await db
    .select({ id: dmsDocuments.id, title: dmsDocuments.title, folderId: dmsDocuments.folderId, typeId: dmsDocuments.typeId })
    .from(dmsDocuments)
    .where(and(inArray(dmsDocuments.id, ids), isNull(dmsDocuments.deletedAt), viewableDocuments(access)));
  return new Map(docs.map((d) => [d.id, d]));
}

/** The unit whose register the caller reads or writes: their own, or any for the document store's roles. */
async function registerUnit(db: Db | Tx, auth: AuthContext, unitId: number | undefined, language: "th" | "en"): Promise<number> {
  const [member] = await db.select({ unitId: staffMembers.unitId }).from(staffMembers).where(eq(staffMembers.personId, auth.personId));
  const store = inRoleGroup(auth.roles, "documentStore");
  if (unitId === undefined) {
    if (!member?.unitId) throw new HttpError(400, dmsMessage("noUnit", language), [fieldError("unitId", "ownUnitRequired")]);
    return member.unitId;
  }
  if (!store && unitId !== member?.unitId) throw new HttpError(403, dmsMessage("registerOwnUnit", language));
  const [unit] = await db.select({ id: orgUnits.id }).from(orgUnits).where(eq(orgUnits.id, unitId));
  if (!unit) throw new HttpError(404, dmsMessage("unitNotFound", language));
  return unitId;
}

/** The correspondence-register handlers. */
export function correspondenceHandlers(deps: HandlerDeps): {
  listCorrespondence: OperationHandler<"listCorrespondence">;
  registerCorrespondence: OperationHandler<"registerCorrespondence">;
} {
  const { db } = deps;
  return {
    listCorrespondence: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const unitId = await registerUnit(db, auth, ctx.query.unitId, ctx.language);
        const beYear = ctx.query.beYear ?? buddhistYear(ctx.now);
        const { offset, limit } = paging(ctx.query);
        const { direction, urgency, secrecy } = ctx.query;
        const text = ctx.query.query?.trim();
        const pattern = text ? `%${likeEscape(text.normalize("NFC"))}%` : undefined;
        const where = and(
          eq(correspondenceRegister.unitId, unitId),
          eq(correspondenceRegister.beYear, beYear),
          direction ? eq(correspondenceRegister.direction, direction) : undefined,
          urgency ? eq(correspondenceRegister.urgency, urgency) : undefined,
          secrecy ? eq(correspondenceRegister.secrecy, secrecy) : undefined,
          pattern
            ? or(
                ilike(correspondenceRegister.subject, pattern),
                ilike(correspondenceRegister.letterNumber, pattern),
                ilike(correspondenceRegister.fromName, pattern),
                ilike(correspondenceRegister.toName, pattern),
              )
            : undefined,
        );
        const [rows, [counted]] = await Promise.all([
          db
            .select()
            .from(correspondenceRegister)
            .where(where)
            // One book (a direction): by number; both: by registration time.
            .orderBy(...(direction ? [desc(correspondenceRegister.registerNo)] : [desc(correspondenceRegister.createdAt)]), desc(correspondenceRegister.id))
            .offset(offset)
            .limit(limit),
          db.select({ n: count() }).from(correspondenceRegister).where(where),
        ]);
        const refs = await viewableRefs(db, auth, rows);
        const data = rows.map((row) => toEntry(row, row.documentId === null ? null : (refs.get(row.documentId) ?? null)));
        return { status: 200, body: { success: true, message: "", total: counted?.n ?? 0, data } };
      },
    },
    registerCorrespondence: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const b = ctx.body;
        const unitId = await registerUnit(db, auth, b.unitId, ctx.language);
        const linked = b.documentId !== undefined && b.documentId !== null ? (await requireDocument(db, auth, b.documentId, "view", ctx.language)).doc : null;
        const beYear = buddhistYear(ctx.now);
        const { subject, fromName, toName } = trimmedTexts("", { subject: b.subject, fromName: b.fromName, toName: b.toName });
        return db.transaction(async (tx) => {
          const [counter] = await tx
            .insert(correspondenceCounters)
            .values({ unitId, direction: b.direction, beYear, lastNo: 1 })
            .onConflictDoUpdate({
              target: [correspondenceCounters.unitId, correspondenceCounters.direction, correspondenceCounters.beYear],
              set: { lastNo: sql`${correspondenceCounters.lastNo} + 1` },
            })
            .returning({ lastNo: correspondenceCounters.lastNo });
          const values = {
            unitId,
            direction: b.direction,
            beYear,
            registerNo: counter!.lastNo,
            letterNumber: b.letterNumber?.trim() || null,
            letterDate: b.letterDate ?? null,
            subject,
            fromName,
            toName,
            urgency: b.urgency ?? "normal",
            secrecy: b.secrecy ?? "normal",
            documentId: b.documentId ?? null,
          };
          const [row] = await tx.insert(correspondenceRegister).values({ ...values, createdById: auth.personId, createdAt: new Date(ctx.now) }).returning();
          await writeAudit(tx, ctx, { action: "create", entity: "correspondence", entityId: row!.id, changes: changedFields(null, values) });
          const document = linked ? { id: linked.id, title: linked.title, folderId: linked.folderId, typeId: linked.typeId } : null;
          return { status: 201, body: { success: true, message: "", data: toEntry(row!, document) } };
        });
      },
    },
  };
}
