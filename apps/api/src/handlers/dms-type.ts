/**
 * Document types (contract tag `dms`; issue 14 item 4; docs/spec/portal-spec.md section 2 "Document Type"): each defines its
 * own metadata fields (name, labels, kind, required; the kinds of tracker issue 39 item 4 too: choice list, checkbox,
 * money, another document, a staff member, a unit) and a retention period. Administrators and document
 * controllers create, edit, deactivate and delete them; a type any document uses (the trash included) cannot be
 * deleted (409). Audited.
 */
import type { Schemas } from "@eoffice/api-client";
import { asc, count, eq } from "drizzle-orm";
import { changedFields, writeAudit } from "../audit/audit";
import type { OperationHandler } from "./types";
import type { Db, Tx } from "../db/database";
import { dmsDocumentTypes, dmsDocuments, type DmsTypeField } from "../db/schema";
import { dmsMessage } from "../dms/messages";
import { HttpError, badRequest } from "../lib/errors";
import { isUniqueViolation } from "../db/sql";
import type { HandlerDeps } from "./deps";
import { trimmedTexts } from "./owned-rows";
import { fieldError, type FieldError } from "../i18n/field-messages";

type TypeRow = typeof dmsDocumentTypes.$inferSelect;

const TYPE_FIELDS = ["nameTh", "nameEn", "fields", "retentionYears", "active"] as const;

function toType(row: TypeRow, documentCount: number): Schemas["DmsDocumentType"] {
  return { id: row.id, nameTh: row.nameTh, nameEn: row.nameEn, fields: row.fields, retentionYears: row.retentionYears, active: row.active, documentCount };
}

async function usage(db: Db | Tx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dmsDocuments).where(eq(dmsDocuments.typeId, id));
  return row?.n ?? 0;
}

/**
 * Checks a type's field list: names unique, labels not blank once trimmed (400 naming `fields.<i>.name`,
 * `fields.<i>.labelTh` or `fields.<i>.labelEn`).
 */
function checkFieldList(fields: DmsTypeField[] | undefined): DmsTypeField[] | undefined {
  if (!fields) return undefined;
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  fields.forEach((f, i) => {
    if (seen.has(f.name)) errors.push(fieldError(`fields.${i}.name`, "usedByOtherField"));
    seen.add(f.name);
    for (const label of ["labelTh", "labelEn"] as const) {
      if (!f[label].trim()) errors.push(fieldError(`fields.${i}.${label}`, "blank"));
    }
    if (f.kind === "choice" && !(f.choices ?? []).some((c) => c.trim())) errors.push(fieldError(`fields.${i}.choices`, "needsChoices"));
  });
  if (errors.length > 0) throw badRequest(errors);
  return fields.map((f) => ({
    name: f.name,
    labelTh: f.labelTh.trim(),
    labelEn: f.labelEn.trim(),
    kind: f.kind,
    ...(f.kind === "choice" ? { choices: [...new Set((f.choices ?? []).map((c) => c.trim()).filter(Boolean))] } : {}),
    required: f.required,
  }));
}

/** The document-type handlers. */
export function dmsTypeHandlers(deps: HandlerDeps): {
  listDmsDocumentTypes: OperationHandler<"listDmsDocumentTypes">;
  createDmsDocumentType: OperationHandler<"createDmsDocumentType">;
  updateDmsDocumentType: OperationHandler<"updateDmsDocumentType">;
  deleteDmsDocumentType: OperationHandler<"deleteDmsDocumentType">;
} {
  const { db } = deps;
  const taken = (err: unknown, language: "th" | "en") => (isUniqueViolation(err) ? new HttpError(409, dmsMessage("typeNameTaken", language)) : err);
  return {
    listDmsDocumentTypes: {
      async handle(ctx) {
        const rows = await db
          .select({ type: dmsDocumentTypes, n: count(dmsDocuments.id) })
          .from(dmsDocumentTypes)
          .leftJoin(dmsDocuments, eq(dmsDocuments.typeId, dmsDocumentTypes.id))
          .where(ctx.query.includeInactive ? undefined : eq(dmsDocumentTypes.active, true))
          .groupBy(dmsDocumentTypes.id)
          .orderBy(asc(dmsDocumentTypes.nameTh), asc(dmsDocumentTypes.id));
        const data = rows.map((r) => toType(r.type, r.n));
        return { status: 200, body: { success: true, message: "", total: data.length, data } };
      },
    },
    createDmsDocumentType: {
      async handle(ctx) {
        const { nameTh, nameEn } = trimmedTexts("", { nameTh: ctx.body.nameTh, nameEn: ctx.body.nameEn });
        const values = {
          nameTh,
          nameEn,
          fields: checkFieldList(ctx.body.fields) ?? [],
          retentionYears: ctx.body.retentionYears ?? null,
        };
        try {
          return await db.transaction(async (tx) => {
            const [row] = await tx.insert(dmsDocumentTypes).values({ ...values, createdAt: new Date(ctx.now), updatedAt: new Date(ctx.now) }).returning();
            await writeAudit(tx, ctx, { action: "create", entity: "document-type", entityId: row!.id, changes: changedFields(null, values) });
            return { status: 201 as const, body: { success: true, message: "", data: toType(row!, 0) } };
          });
        } catch (err) {
          throw taken(err, ctx.language);
        }
      },
    },
    updateDmsDocumentType: {
      async handle(ctx) {
        const id = ctx.params.id;
        const patch: Partial<TypeRow> = trimmedTexts("", { nameTh: ctx.body.nameTh, nameEn: ctx.body.nameEn });
        if (ctx.body.fields !== undefined) patch.fields = checkFieldList(ctx.body.fields);
        if (ctx.body.retentionYears !== undefined) patch.retentionYears = ctx.body.retentionYears;
        if (ctx.body.active !== undefined) patch.active = ctx.body.active;
        try {
          return await db.transaction(async (tx) => {
            const [before] = await tx.select().from(dmsDocumentTypes).where(eq(dmsDocumentTypes.id, id)).for("update");
            if (!before) throw new HttpError(404, dmsMessage("typeNotFound", ctx.language));
            const [after] = await tx.update(dmsDocumentTypes).set({ ...patch, updatedAt: new Date(ctx.now) }).where(eq(dmsDocumentTypes.id, id)).returning();
            const changes = changedFields(before, after!, TYPE_FIELDS);
            if (changes.length > 0) {
              const onlyActive = changes.every((c) => c.field === "active");
              await writeAudit(tx, ctx, { action: onlyActive ? "status-change" : "update", entity: "document-type", entityId: id, changes });
            }
            return { status: 200 as const, body: { success: true, message: "", data: toType(after!, await usage(tx, id)) } };
          });
        } catch (err) {
          throw taken(err, ctx.language);
        }
      },
    },
    deleteDmsDocumentType: {
      async handle(ctx) {
        const id = ctx.params.id;
        return db.transaction(async (tx) => {
          const [before] = await tx.select().from(dmsDocumentTypes).where(eq(dmsDocumentTypes.id, id)).for("update");
          if (!before) throw new HttpError(404, dmsMessage("typeNotFound", ctx.language));
          if ((await usage(tx, id)) > 0) throw new HttpError(409, dmsMessage("typeInUse", ctx.language));
          await tx.delete(dmsDocumentTypes).where(eq(dmsDocumentTypes.id, id));
          await writeAudit(tx, ctx, { action: "delete", entity: "document-type", entityId: id, changes: changedFields(before, null, TYPE_FIELDS) });
          return { status: 200, body: { success: true, message: "" } };
        });
      },
    },
  };
}
