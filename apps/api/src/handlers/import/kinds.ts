/**
 * What every kind of import has in common (tracker issue 38 item 2; docs/import.md): its columns (Thai and English
 * headers, required or not, longest value, an example for the template), its dry run (`plan`: each row's result
 * against the database as it is) and its writing (`apply`: the rows to create or update, a chunk per transaction,
 * with their audit entries). The kinds are `organisation-kinds.ts`, `staff-kind.ts` and `garbage-kinds.ts`.
 */
import type { AuditRequest } from "../../audit/audit";
import type { AuthContext } from "../../auth/context";
import type { Db, Tx } from "../../db/database";
import type { ImportKind, ImportRowRecord } from "../../db/schema";
import { fieldError, type FieldError } from "../../i18n/field-messages";
import type { Language } from "../../i18n/messages";

/** One data row: its number in the file (the header is row 1 when it is the first line) and its cells by column id. */
export interface ImportRecord {
  row: number;
  values: Record<string, string>;
}

/** One column of a kind's file. */
export interface ImportColumn {
  /** The column's id (the field named by the row's errors and changes). */
  id: string;
  /** Header in Thai (the template's), and in English; the importer reads both. */
  th: string;
  en: string;
  /** A value is needed in every row (the column must be in the file). */
  required: boolean;
  /** Most characters of a value. */
  maxLength: number;
  /** The template's example value. */
  example: string;
  /** XLSX template: the column is formatted as text (numbers with leading zeros, national IDs). @default false */
  text?: boolean;
}

/** Who imports, from where, when, in which language (a handler's context has all of it). */
export interface ImportRequest extends AuditRequest {
  auth: AuthContext;
  language: Language;
}

/** A row of a dry run, with what to write when it is created or updated. */
export interface PlannedRow<V> extends ImportRowRecord {
  value?: V;
}

/** What a confirmation hands back besides the counts: the new staff users' one-time passwords. */
export interface ApplyOutput {
  passwords: { row: number; name: string; oneTimePassword: string }[];
}

/** One kind of import. */
export interface ImportKindDef<V = unknown> {
  kind: ImportKind;
  columns: readonly ImportColumn[];
  /** Rows written per transaction (each transaction also moves the job's progress). */
  chunkSize: number;
  /** The dry run: each record's result, in file order; writes nothing. */
  plan(db: Db | Tx, records: readonly ImportRecord[], request: ImportRequest): Promise<PlannedRow<V>[]>;
  /**
   * Work on a chunk's rows before its transaction opens (slow work that needs no database, such as hashing the new
   * staff users' one-time passwords), so that the transaction holds the connection only to write. @default none
   */
  prepare?(rows: readonly PlannedRow<V>[]): Promise<void>;
  /** Writes the created and updated rows of one chunk, with their audit entries, in `tx`. */
  apply(tx: Tx, rows: readonly PlannedRow<V>[], request: ImportRequest, out: ApplyOutput): Promise<void>;
}

/** The required and length errors of a record's cells. */
export function cellErrors(record: ImportRecord, columns: readonly ImportColumn[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const column of columns) {
    const value = record.values[column.id] ?? "";
    if (value === "") {
      if (column.required) errors.push(fieldError(column.id, "required"));
    } else if ([...value].length > column.maxLength) errors.push(fieldError(column.id, "importTooLong", { limit: column.maxLength }));
  }
  return errors;
}

/**
 * Marks the second and later rows with the same key (the row's key, or what `keyOf` gives; empty keys are left alone)
 * as errors of `field`, naming the first row.
 */
export function markDuplicates<V>(rows: PlannedRow<V>[], field: string, keyOf: (row: PlannedRow<V>) => string = (row) => row.key): void {
  const first = new Map<string, number>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === "") continue;
    const seen = first.get(key);
    if (seen === undefined) first.set(key, row.row);
    else fail(row, [fieldError(field, "importDuplicateRow", { row: seen })]);
  }
}

/** Turns a row into an error row with `errors` (added to any it has). */
export function fail<V>(row: PlannedRow<V>, errors: readonly FieldError[]): void {
  if (errors.length === 0) return;
  row.result = "error";
  row.errors = [...(row.errors ?? []), ...errors.map((e) => ({ field: e.field, key: e.key, ...(e.params ? { params: e.params as Record<string, unknown> } : {}) }))];
  delete row.value;
  delete row.changes;
}

/**
 * The result of a row from what the database holds and what the file says: `created` without a stored record,
 * else `updated` with the changed fields (compared as JSON), else `unchanged`.
 */
export function compare<V>(row: PlannedRow<V>, stored: Record<string, unknown> | undefined, wanted: Record<string, unknown>, value: V): void {
  if (row.result === "error") return;
  row.value = value;
  if (!stored) {
    row.result = "created";
    return;
  }
  const changes = Object.keys(wanted).filter((field) => JSON.stringify(stored[field] ?? null) !== JSON.stringify(wanted[field] ?? null));
  if (changes.length === 0) {
    row.result = "unchanged";
    delete row.value;
  } else {
    row.result = "updated";
    row.changes = changes;
  }
}

/** A new planned row of `record` (an error row when its cells are). */
export function startRow<V>(record: ImportRecord, key: string, columns: readonly ImportColumn[]): PlannedRow<V> {
  const row: PlannedRow<V> = { row: record.row, result: "unchanged", key: [...key].slice(0, 200).join("") };
  fail(row, cellErrors(record, columns));
  return row;
}

/** The values of `keys` in chunks of `size` (for `in (...)` lists that stay well under the parameter limit). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The rows of a raw `execute` (node-postgres and PGlite answer `{ rows }`). */
export function resultRows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
