/**
 * Import jobs (tracker issue 38 item 2; docs/import.md "How an import runs"): the dry run kept in `import_jobs` with
 * its file in the file store, the rows read back page by page, and the confirmation that writes the rows in chunks.
 * Nothing lives in a server's memory between requests, so any instance answers and confirms any job.
 *
 * The confirmation claims the job (`ready` -> `applying`, in one conditional update, so that two confirmations never
 * both run; a claim left by a crashed instance is taken over after {@link STALE_CLAIM_MS}), runs the dry run again
 * against the database as it is then, and writes each chunk of rows in its own transaction with its audit entries
 * and the job's progress (`processed_rows`), which `getImportJob` answers meanwhile. The last transaction writes the
 * results, the counts, the import's own audit entry (action `import`, with the counts) and deletes the file. A
 * failure puts the job back to `ready`: what was written stays written and is `unchanged` in the next run.
 */
import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { writeAudit } from "../../audit/audit";
import type { Db, Tx } from "../../db/database";
import { importJobs, persons, type ImportCounts, type ImportRowRecord, type ImportRowResult } from "../../db/schema";
import { deleteImportFiles, loadImportFile } from "../../files/import-file";
import { fieldMessage, type FieldErrorKey } from "../../i18n/field-messages";
import type { Language, MessageValues } from "../../i18n/messages";
import { resultRows, type ApplyOutput, type ImportColumn, type ImportKindDef, type ImportRequest, type PlannedRow } from "./kinds";
import { readImportFile } from "./read-file";

/** How long a confirmation may go without moving before another may take the job over: 5 minutes, in ms. */
export const STALE_CLAIM_MS = 5 * 60 * 1000;

/** How long an unconfirmed dry run (and its file) is kept: 24 hours, in ms. */
export const DRY_RUN_TTL_MS = 24 * 60 * 60 * 1000;

type JobRow = typeof importJobs.$inferSelect;

/** The counts of each result among `rows`. */
export function countResults(rows: readonly { result: ImportRowResult }[]): ImportCounts {
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.result] += 1;
  return counts;
}

/** A row as stored: without the value to write. */
function storedRow(row: PlannedRow<unknown>): ImportRowRecord {
  const { value: _value, ...stored } = row;
  return stored;
}

/** The contract's `ImportJob` of a row (and its uploader's user name). */
export function toImportJob(job: JobRow, createdBy: string | null): Schemas["ImportJob"] {
  return {
    id: job.id,
    kind: job.kind,
    format: job.format,
    fileName: job.fileName,
    status: job.status,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    counts: job.counts,
    createdAt: job.createdAt.toISOString(),
    createdBy,
    appliedAt: job.appliedAt ? job.appliedAt.toISOString() : null,
  };
}

/** A job with its uploader's user name, or undefined. */
export async function findJob(db: Db | Tx, id: number): Promise<{ job: JobRow; createdBy: string | null } | undefined> {
  const [row] = await db
    .select({ job: importJobs, createdBy: persons.name })
    .from(importJobs)
    .leftJoin(persons, eq(persons.id, importJobs.createdById))
    .where(eq(importJobs.id, id))
    .limit(1);
  return row;
}

/** Removes unconfirmed dry runs older than {@link DRY_RUN_TTL_MS}, and their files. */
export async function removeStaleDryRuns(tx: Tx, now: number): Promise<void> {
  const stale = await tx
    .delete(importJobs)
    .where(and(eq(importJobs.status, "ready"), lt(importJobs.createdAt, new Date(now - DRY_RUN_TTL_MS))))
    .returning({ id: importJobs.id });
  await deleteImportFiles(
    tx,
    stale.map((s) => s.id),
  );
}

/** The contract's `ImportRow` of a stored row, its columns and messages in `language`. */
export function toImportRow(row: ImportRowRecord, columns: readonly ImportColumn[], language: Language): Schemas["ImportRow"] {
  const header = (id: string) => {
    const column = columns.find((c) => c.id === id);
    return column ? (language === "th" ? column.th : column.en) : id;
  };
  return {
    row: row.row,
    result: row.result,
    key: row.key,
    changes: (row.changes ?? []).map(header),
    errors: (row.errors ?? []).map((e) => ({ field: header(e.field), message: fieldMessage(e.key as FieldErrorKey, language, e.params as MessageValues | undefined) })),
  };
}

/** One page of a job's rows (in file order), only those with `result` when given; read with SQL, not in memory. */
export async function rowsPage(
  db: Db,
  id: number,
  result: ImportRowResult | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: ImportRowRecord[]; total: number }> {
  const filter = result === undefined ? sql`true` : sql`e.value->>'result' = ${result}`;
  const rows = resultRows<{ row: ImportRowRecord | string }>(
    await db.execute(sql`select e.value as row from import_jobs j, jsonb_array_elements(j.rows) with ordinality as e(value, n)
      where j.id = ${id} and ${filter} order by e.n offset ${page.offset} limit ${page.limit}`),
  );
  const [count] = resultRows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from import_jobs j, jsonb_array_elements(j.rows) as e(value) where j.id = ${id} and ${filter}`),
  );
  return { rows: rows.map((r) => (typeof r.row === "string" ? (JSON.parse(r.row) as ImportRowRecord) : r.row)), total: Number(count?.n ?? 0) };
}

/**
 * Claims a `ready` job (or one whose confirmation went stale) for a confirmation.
 * @returns The claimed job, or null when it is not there or not claimable (the caller says which).
 */
export async function claimJob(db: Db, id: number, now: number): Promise<JobRow | null> {
  const [job] = await db
    .update(importJobs)
    .set({ status: "applying", processedRows: 0, updatedAt: new Date(now) })
    .where(
      and(
        eq(importJobs.id, id),
        or(eq(importJobs.status, "ready"), and(eq(importJobs.status, "applying"), lt(importJobs.updatedAt, new Date(now - STALE_CLAIM_MS)))),
      ),
    )
    .returning();
  return job ?? null;
}

/**
 * Confirms a claimed job (see the module comment).
 * @returns The job as applied and the new staff users' one-time passwords.
 */
export async function applyJob(db: Db, job: JobRow, kind: ImportKindDef, request: ImportRequest): Promise<{ job: JobRow; out: ApplyOutput }> {
  const out: ApplyOutput = { passwords: [] };
  try {
    const data = await loadImportFile(db, job.id);
    if (!data) throw new Error(`import job ${job.id} has no file`);
    const records = await readImportFile(data, job.format, kind.columns, request.language);
    const rows = await kind.plan(db, records, request);
    for (let start = 0; start < rows.length; start += kind.chunkSize) {
      const chunk = rows.slice(start, start + kind.chunkSize);
      const writable = chunk.filter((r) => r.result === "created" || r.result === "updated");
      if (writable.length > 0) await kind.prepare?.(writable);
      await db.transaction(async (tx) => {
        if (writable.length > 0) await kind.apply(tx, writable, request, out);
        await tx
          .update(importJobs)
          .set({ processedRows: start + chunk.length, updatedAt: new Date(request.now) })
          .where(eq(importJobs.id, job.id));
      });
      // PGlite answers in microtasks, never yielding to I/O: without this the progress reads (and every other request)
      // would wait for the whole confirmation (bench/import.mjs saw 2 readings in 19 s).
      await new Promise((resolve) => setImmediate(resolve));
    }
    const counts = countResults(rows);
    const done = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(importJobs)
        .set({ status: "done", counts, rows: rows.map(storedRow), processedRows: rows.length, appliedAt: new Date(request.now), updatedAt: new Date(request.now) })
        .where(eq(importJobs.id, job.id))
        .returning();
      await writeAudit(tx, request, {
        action: "import",
        entity: "import-job",
        entityId: job.id,
        changes: [
          { field: "kind", before: null, after: job.kind },
          { field: "fileName", before: null, after: job.fileName },
          ...(Object.keys(counts) as ImportRowResult[]).map((result) => ({ field: result, before: job.counts[result], after: counts[result] })),
        ],
      });
      await deleteImportFiles(tx, [job.id]);
      return updated!;
    });
    return { job: done, out };
  } catch (err) {
    await db.update(importJobs).set({ status: "ready", updatedAt: new Date(request.now) }).where(eq(importJobs.id, job.id));
    throw err;
  }
}
