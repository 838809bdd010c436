/**
 * The values of a document type's own fields (issue 14 item 4; the kinds of tracker issue 39 item 4): checked on
 * filing and on "Edit details", each by its kind (`DmsTypeField.kind` of the contract): text, number, date
 * (`YYYY-MM-DD`), one of a choice list, a checkbox (true or false), money (integer satang, at least 0), and references
 * that must exist: a document the filer may view (a document they cannot see answers like one that does not exist),
 * a staff member (person id), a unit. Every wrong value is a 400 naming `fields.<name>`.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { dmsDocuments, orgUnits, staffMembers, type DmsFieldValue, type DmsTypeField } from "../db/schema";
import { badRequest } from "../lib/errors";
import { fieldError, type FieldError, type FieldErrorKey } from "../i18n/field-messages";
import { viewableDocuments, type DmsAccess } from "./access";

/** Whether `value` is right for a field of `kind`, leaving references aside (checked against the database). */
function rightShape(f: DmsTypeField, value: DmsFieldValue): FieldErrorKey | undefined {
  switch (f.kind) {
    case "text":
      return typeof value === "string" ? undefined : "mustBeText";
    case "number":
      return typeof value === "number" ? undefined : "mustBeNumber";
    case "date":
      return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? undefined : "mustBeDate";
    case "choice":
      return typeof value === "string" && (f.choices ?? []).includes(value) ? undefined : "mustBeChoice";
    case "checkbox":
      return typeof value === "boolean" ? undefined : "mustBeChecked";
    case "money":
      return Number.isSafeInteger(value) && (value as number) >= 0 ? undefined : "mustBeMoney";
    case "document":
      return Number.isSafeInteger(value) && (value as number) > 0 ? undefined : "mustNameDocument";
    case "staff":
      return Number.isSafeInteger(value) && (value as number) > 0 ? undefined : "mustNameStaff";
    case "unit":
      return Number.isSafeInteger(value) && (value as number) > 0 ? undefined : "mustNameUnit";
  }
}

/** The ids among `ids` that exist as `kind` (a document: live and viewable by `access`). */
async function existing(db: Db | Tx, kind: "document" | "staff" | "unit", ids: number[], access: DmsAccess): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows =
    kind === "document"
      ? await db.select({ id: dmsDocuments.id }).from(dmsDocuments).where(and(inArray(dmsDocuments.id, ids), isNull(dmsDocuments.deletedAt), viewableDocuments(access)))
      : kind === "staff"
        ? await db.select({ id: staffMembers.personId }).from(staffMembers).where(inArray(staffMembers.personId, ids))
        : await db.select({ id: orgUnits.id }).from(orgUnits).where(inArray(orgUnits.id, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * Checks the values of a type's own fields: no unknown field, the required ones given, each value of its kind, each
 * reference existing.
 *
 * @param access - The filer's document rights (a `document` field must name a document they may view).
 * @throws HttpError 400 naming every wrong `fields.<name>`.
 */
export async function checkFieldValues(db: Db | Tx, type: { fields: DmsTypeField[] }, values: Record<string, DmsFieldValue>, access: DmsAccess): Promise<void> {
  const errors: FieldError[] = [];
  const known = new Map(type.fields.map((f) => [f.name, f]));
  for (const name of Object.keys(values)) if (!known.has(name)) errors.push(fieldError(`fields.${name}`, "notTypeField"));
  const references: { f: DmsTypeField; id: number }[] = [];
  for (const f of type.fields) {
    const value = values[f.name];
    if (value === undefined || (typeof value === "string" && value.trim() === "")) {
      if (f.required) errors.push(fieldError(`fields.${f.name}`, "required"));
      continue;
    }
    const wrong = rightShape(f, value);
    if (wrong) errors.push(fieldError(`fields.${f.name}`, wrong));
    else if (f.kind === "document" || f.kind === "staff" || f.kind === "unit") references.push({ f, id: value as number });
  }
  for (const kind of ["document", "staff", "unit"] as const) {
    const named = references.filter((r) => r.f.kind === kind);
    const found = await existing(db, kind, named.map((r) => r.id), access);
    for (const r of named) if (!found.has(r.id)) errors.push(fieldError(`fields.${r.f.name}`, kind === "document" ? "mustNameDocument" : kind === "staff" ? "mustNameStaff" : "mustNameUnit"));
  }
  if (errors.length > 0) throw badRequest(errors);
}

/**
 * Checks a document's assignment (tracker issue 39 item 1; contract `DmsDocumentUpdate.work`): the assignee a staff
 * member, the unit an existing one.
 * @throws HttpError 400 naming `work.assigneeId` or `work.unitId`.
 */
export async function checkWork(db: Db | Tx, work: { assigneeId: number | null; unitId: number | null }): Promise<void> {
  const errors: FieldError[] = [];
  if (work.assigneeId !== null) {
    const [staff] = await db.select({ id: staffMembers.personId }).from(staffMembers).where(eq(staffMembers.personId, work.assigneeId));
    if (!staff) errors.push(fieldError("work.assigneeId", "mustNameStaff"));
  }
  if (work.unitId !== null) {
    const [unit] = await db.select({ id: orgUnits.id }).from(orgUnits).where(eq(orgUnits.id, work.unitId));
    if (!unit) errors.push(fieldError("work.unitId", "mustNameUnit"));
  }
  if (errors.length > 0) throw badRequest(errors);
}
