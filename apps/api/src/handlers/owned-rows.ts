/**
 * Rules shared by the rows a person owns in the top bar (messages, notifications, shortcuts; contract tag
 * `common`): a per-person limit checked under a lock on the person's row (so concurrent creates cannot pass
 * it), blank-text checks that name the field, and 404 for a row that does not exist or is someone else's.
 */
import { count, eq, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/database";
import { persons } from "../db/schema";
import { badRequest, type HttpError } from "../lib/errors";
import { fieldError, type FieldError } from "../i18n/field-messages";

/**
 * Runs `insert` in a transaction unless the rows of `table` matching `owned` (the person's rows) already
 * number `limit` or more.
 *
 * @throws HttpError 409 (`full`) when the limit is reached.
 */
export async function insertWithinLimit<T>(
  db: Db,
  options: { personId: number; table: PgTable; owned: SQL | undefined; limit: number; full: () => HttpError },
  insert: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // Serialises the person's creates: the count below cannot change until this transaction ends.
    await tx.select({ id: persons.id }).from(persons).where(eq(persons.id, options.personId)).for("update");
    const [row] = await tx.select({ n: count() }).from(options.table).where(options.owned);
    if ((row?.n ?? 0) >= options.limit) throw options.full();
    return insert(tx);
  });
}

/**
 * The row an owner-scoped update or delete returned.
 *
 * @throws HttpError 404 (`notFound`) when it returned none (no such row, or not the signed-in person's).
 */
export function onlyRow<T>(rows: T[], notFound: () => HttpError): T {
  const [row] = rows;
  if (row === undefined) throw notFound();
  return row;
}

/**
 * Trims the given texts; a text that is only white space is a 400 naming its field (`<prefix>.<name>`, or `<name>`
 * when `prefix` is empty). Texts that are `undefined` stay out of the answer; the answer's type keeps each text's
 * (`string` for a text the caller always has, `string | undefined` for an optional one).
 *
 * @throws HttpError 400 listing every blank field.
 */
export function trimmedTexts<T extends Record<string, string | undefined>>(prefix: string, texts: T): { [K in keyof T]: undefined extends T[K] ? string | undefined : string } {
  const out: Record<string, string> = {};
  const blank: FieldError[] = [];
  for (const [name, value] of Object.entries(texts)) {
    if (value === undefined) continue;
    const trimmed = value.trim();
    if (trimmed === "") blank.push(fieldError(prefix ? `${prefix}.${name}` : name, "blank"));
    out[name] = trimmed;
  }
  if (blank.length > 0) throw badRequest(blank);
  return out as { [K in keyof T]: undefined extends T[K] ? string | undefined : string };
}
