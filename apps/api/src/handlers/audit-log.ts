/**
 * Reading the audit log ("Logs", issue 10 item 4; contract tag `audit`): a filtered, paged list and a CSV
 * export for administrators. Nothing here writes or changes an entry (entries are written by `audit/audit.ts`
 * in the transaction of each change; the database refuses UPDATE and DELETE on `audit_log`).
 */
import { and, asc, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import type { OperationHandler } from "../contract/types";
import { auditLog } from "../db/schema";
import { paging, type HandlerDeps } from "./deps";
import { requireCsvStringify } from "../lib/heavy-modules";

/** Most rows one CSV export holds (contract `exportAuditLog`). */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/** Columns of the CSV export, in order (contract `exportAuditLog`). */
export const AUDIT_CSV_COLUMNS = [
  "id",
  "at",
  "personId",
  "personName",
  "realm",
  "action",
  "entity",
  "entityId",
  "changes",
  "clientIp",
  "requestId",
] as const;

/** Converts an audit row to the contract's `AuditEntry`. */
export function toAuditEntry(row: typeof auditLog.$inferSelect): Schemas["AuditEntry"] {
  return {
    id: row.id.toString(),
    at: row.at.toISOString(),
    personId: row.personId,
    personName: row.personName,
    realm: row.realm,
    action: row.action as Schemas["AuditAction"],
    entity: row.entity as Schemas["AuditEntity"],
    entityId: row.entityId,
    changes: row.changes,
    clientIp: row.clientIp,
    requestId: row.requestId,
  };
}

/** The filters both calls share. */
interface AuditFilter {
  personId?: number;
  action?: Schemas["AuditAction"];
  entity?: Schemas["AuditEntity"];
  from?: string;
  to?: string;
  dir?: "asc" | "desc";
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.personId !== undefined) conditions.push(eq(auditLog.personId, filter.personId));
  if (filter.action !== undefined) conditions.push(eq(auditLog.action, filter.action));
  if (filter.entity !== undefined) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.from !== undefined) conditions.push(gte(auditLog.at, new Date(filter.from)));
  if (filter.to !== undefined) conditions.push(lt(auditLog.at, new Date(filter.to)));
  return and(...conditions);
}

function orderOf(filter: AuditFilter): SQL[] {
  const order = filter.dir === "asc" ? asc : desc;
  return [order(auditLog.at), order(auditLog.id)];
}

/** The audit-log handlers. */
export function auditLogHandlers(deps: HandlerDeps): {
  searchAuditLog: OperationHandler<"searchAuditLog">;
  exportAuditLog: OperationHandler<"exportAuditLog">;
} {
  const { db } = deps;
  return {
    searchAuditLog: {
      async handle(ctx) {
        const where = whereOf(ctx.query);
        const { offset, limit } = paging(ctx.query);
        const [rows, totals] = await Promise.all([
          db
            .select()
            .from(auditLog)
            .where(where)
            .orderBy(...orderOf(ctx.query))
            .offset(offset)
            .limit(limit),
          db.select({ n: count() }).from(auditLog).where(where),
        ]);
        return { status: 200, body: { success: true, message: "", total: totals[0]?.n ?? 0, data: rows.map(toAuditEntry) } };
      },
    },

    exportAuditLog: {
      async handle(ctx) {
        const rows = await db
          .select()
          .from(auditLog)
          .where(whereOf(ctx.query))
          .orderBy(...orderOf(ctx.query))
          .limit(AUDIT_EXPORT_MAX_ROWS);
        const records = rows.map((row) => {
          const entry = toAuditEntry(row);
          return [
            entry.id,
            entry.at,
            entry.personId ?? "",
            entry.personName ?? "",
            entry.realm ?? "",
            entry.action,
            entry.entity,
            entry.entityId ?? "",
            JSON.stringify(entry.changes),
            entry.clientIp,
            entry.requestId,
          ];
        });
        // The byte-order mark lets spreadsheet programs read the file as UTF-8 (Thai text).
        const csv = `\uFEFF${requireCsvStringify()(records, { header: true, columns: [...AUDIT_CSV_COLUMNS], record_delimiter: "windows" })}`;
        const date = new Date(ctx.now).toISOString().slice(0, 10);
        return {
          status: 200,
          body: csv,
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="audit-log-${date}.csv"`,
          },
        };
      },
    },
  };
}
