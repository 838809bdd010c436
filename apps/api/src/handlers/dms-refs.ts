/**
 * What a document's reference fields name (tracker issue 39 item 4): the staff members and other documents its type's
 * fields of kind `staff` and `document` hold as ids, resolved for the single-document answers (contract
 * `DmsDocument.fieldRefs`), so that the document view and "Edit details" show a name and a linked title instead of a
 * number. A referenced document the caller may not view is left out (its id alone is all they get); units are named by
 * the unit list the portal already reads.
 */
import type { Schemas } from "@eoffice/api-client";
import { and, inArray, isNull } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { dmsDocuments, personProfiles, type DmsFieldValue, type DmsTypeField } from "../db/schema";
import { viewableDocuments, type DmsAccess } from "../dms/access";
import { fullName } from "../cases/view";

/** The ids the fields of `kind` hold. */
function idsOf(fields: readonly DmsTypeField[], values: Record<string, DmsFieldValue>, kind: "staff" | "document"): number[] {
  return [...new Set(fields.filter((f) => f.kind === kind).map((f) => values[f.name]).filter((v): v is number => typeof v === "number" && Number.isSafeInteger(v)))];
}

/**
 * The staff members and documents a document's fields name.
 * @param fields - The fields of the document's type.
 * @param values - The document's field values.
 * @param access - The caller's document rights (a referenced document is answered only if they may view it).
 * @param otherStaffIds - Staff members named elsewhere on the document (its assignee, tracker issue 39 item 1).
 */
export async function fieldReferences(
  db: Db | Tx,
  fields: readonly DmsTypeField[],
  values: Record<string, DmsFieldValue>,
  access: DmsAccess,
  otherStaffIds: readonly number[] = [],
): Promise<NonNullable<Schemas["DmsDocument"]["fieldRefs"]>> {
  const staffIds = [...new Set([...idsOf(fields, values, "staff"), ...otherStaffIds])];
  const documentIds = idsOf(fields, values, "document");
  const [people, documents] = await Promise.all([
    staffIds.length === 0
      ? []
      : db
          .select({ id: personProfiles.personId, title: personProfiles.title, firstname: personProfiles.firstname, lastname: personProfiles.lastname })
          .from(personProfiles)
          .where(inArray(personProfiles.personId, staffIds)),
    documentIds.length === 0
      ? []
      : db
          .select({ id: dmsDocuments.id, folderId: dmsDocuments.folderId, typeId: dmsDocuments.typeId, title: dmsDocuments.title, docNumber: dmsDocuments.docNumber })
          .from(dmsDocuments)
          .where(and(inArray(dmsDocuments.id, documentIds), isNull(dmsDocuments.deletedAt), viewableDocuments(access))),
  ]);
  return { staff: people.map((p) => ({ id: p.id, name: fullName(p) })), documents };
}
