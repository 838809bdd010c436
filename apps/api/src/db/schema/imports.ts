/**
 * Import of a municipality's existing data (tracker issue 38 item 2; docs/import.md): one row per uploaded file, its
 * dry run and, once confirmed, what was applied. Kept here, not in a server's memory, so that a dry run made on one
 * instance is confirmed on any other. The file's bytes are in the file store (`files`, link type `import`).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { persons } from "./accounts";

/** What a file holds (contract `ImportKind`). */
export const IMPORT_KINDS = ["units", "positions", "staff", "garbage-rates", "garbage-accounts", "garbage-links"] as const;

/** A kind of import. */
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The result of one row (contract `ImportRowResult`). */
export type ImportRowResult = "created" | "updated" | "unchanged" | "error";

/** One row's result as stored: the row number, the result, its key, the changed columns and the keyed reasons. */
export interface ImportRowRecord {
  /** Row number in the file, the header being row 1. */
  row: number;
  result: ImportRowResult;
  key: string;
  /** Column ids an update changes. */
  changes?: string[];
  /** Field errors (`field` a column id; key and values of `i18n/field-messages.ts`), rendered when read. */
  errors?: { field: string; key: string; params?: Record<string, unknown> }[];
}

/** Counts of each result (contract `ImportCounts`). */
export type ImportCounts = Record<ImportRowResult, number>;

/** Import jobs (contract `ImportJob`). */
export const importJobs = pgTable(
  "import_jobs",
  {
    id: serial("id").primaryKey(),
    kind: varchar("kind", { length: 20 }).notNull().$type<ImportKind>(),
    format: varchar("format", { length: 4 }).notNull().$type<"csv" | "xlsx">(),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    /** `ready` (dry run done), `applying` (a confirmation is writing it), `done`. */
    status: varchar("status", { length: 10 }).notNull().$type<"ready" | "applying" | "done">(),
    totalRows: integer("total_rows").notNull(),
    /** Rows the confirmation has written so far (its progress). */
    processedRows: integer("processed_rows").notNull().default(0),
    counts: jsonb("counts").notNull().$type<ImportCounts>(),
    /** Each row's result, in file order (the dry run's, then the confirmation's). */
    rows: jsonb("rows").notNull().$type<ImportRowRecord[]>(),
    createdById: integer("created_by_id").references(() => persons.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** Changed with every step of a confirmation: a claim older than a few minutes is taken over (a crashed instance). */
    updatedAt: updatedAt(),
    appliedAt: timestamp("applied_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("import_jobs_created_at_idx").on(t.createdAt),
    check("import_jobs_status_check", sql`${t.status} in ('ready', 'applying', 'done')`),
    check("import_jobs_format_check", sql`${t.format} in ('csv', 'xlsx')`),
  ],
);
