/**
 * Uniqueness of a person's identifiers across both realms (user name, e-mail, national id): the one check that
 * sign-up, the duplicate check and staff accounts share (the unique indexes of `persons` are the last word).
 */
import { and, eq, ne, or, type SQL } from "drizzle-orm";
import { fieldError, type FieldError } from "../i18n/field-messages";
import type { Db, Tx } from "../db/database";
import { persons } from "../db/schema";

/** An identifier that must be unique across both realms. */
export type IdentifierField = "name" | "email" | "citizenId";

/**
 * Which of the given identifiers are already registered (in either realm), by anyone but `exceptId`.
 * @param given - Values as stored (user name and e-mail lower-case).
 * @param exceptId - A person whose own values do not count (an update). @default none
 */
export async function takenIdentifiers(
  db: Db | Tx,
  given: { name?: string; email?: string; citizenId?: string },
  exceptId?: number,
): Promise<IdentifierField[]> {
  const conditions: SQL[] = [];
  if (given.name !== undefined) conditions.push(eq(persons.name, given.name));
  if (given.email !== undefined) conditions.push(eq(persons.email, given.email));
  if (given.citizenId !== undefined) conditions.push(eq(persons.citizenId, given.citizenId));
  if (conditions.length === 0) return [];
  const rows = await db
    .select({ name: persons.name, email: persons.email, citizenId: persons.citizenId })
    .from(persons)
    .where(and(or(...conditions), exceptId === undefined ? undefined : ne(persons.id, exceptId)));
  const fields: IdentifierField[] = [];
  if (given.name !== undefined && rows.some((r) => r.name === given.name)) fields.push("name");
  if (given.email !== undefined && rows.some((r) => r.email === given.email)) fields.push("email");
  if (given.citizenId !== undefined && rows.some((r) => r.citizenId === given.citizenId)) fields.push("citizenId");
  return fields;
}

/** The field errors (409) of taken identifiers. */
export function takenErrors(fields: readonly IdentifierField[]): FieldError[] {
  return fields.map((field) => (fieldError(field, "alreadyRegistered")));
}
