/**
 * Reading the audit log ("Logs", issue 10 item 4; contract tag `audit`): a filtered, paged list and a CSV
 * export for administrators. Nothing here writes or changes an entry (entries are written by `audit/audit.ts`
 * in the transaction of each change; the database refuses UPDATE and DELETE on `audit_log`).
 *
 * Two logs (issue 36 item 6): the general log for administrators and the whistleblowing log (entries of
 * confidential cases) for integrity officers; a caller reads only the log of their role, one log per call.
 */
import { bangkokDay } from "@eoffice/thai";
import { and, asc, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { inRoleGroup } from "@eoffice/api-client/rights";
import type { AuthContext } from "../auth/context";
import type { OperationHandler } from "./types";
import { auditLog, whistleblowingAuditLog } from "../db/schema";
import { HttpError } from "../lib/errors";
import type { MessageKey } from "../i18n/messages";
import { paging, signedIn, type HandlerDeps } from "./deps";
import { csvTime, toCsv } from "../lib/csv";
import { labelAuditEntries } from "../audit/labels";

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
  "purpose",
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
    purpose: row.purpose,
  };
}

/** Either log's table (the same columns). */
type AuditTable = typeof auditLog | typeof whistleblowingAuditLog;

/**
 * The table of the log a caller asked for: the general log for administrators, the whistleblowing log for
 * integrity officers; the other role gets 403. Without `log`, the caller's own: the general log for an
 * administrator, the whistleblowing log for an integrity officer who is not one.
 */
function logTable(auth: AuthContext, log: Schemas["AuditLogName"] | undefined, t: (key: MessageKey) => string): AuditTable {
  const whistleblowing = (log ?? (inRoleGroup(auth.roles, "generalAuditLog") ? "general" : "whistleblowing")) === "whistleblowing";
  if (!inRoleGroup(auth.roles, whistleblowing ? "whistleblowingAuditLog" : "generalAuditLog")) throw new HttpError(403, t("roleRequired"));
  return whistleblowing ? whistleblowingAuditLog : auditLog;
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

function whereOf(table: AuditTable, filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.personId !== undefined) conditions.push(eq(table.personId, filter.personId));
  if (filter.action !== undefined) conditions.push(eq(table.action, filter.action));
  if (filter.entity !== undefined) conditions.push(eq(table.entity, filter.entity));
  if (filter.from !== undefined) conditions.push(gte(table.at, new Date(filter.from)));
  if (filter.to !== undefined) conditions.push(lt(table.at, new Date(filter.to)));
  return and(...conditions);
}

function orderOf(table: AuditTable, filter: AuditFilter): SQL[] {
  const order = filter.dir === "asc" ? asc : desc;
  return [order(table.at), order(table.id)];
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
        const table = logTable(signedIn(ctx), ctx.query.log, ctx.t);
        const where = whereOf(table, ctx.query);
        const { offset, limit } = paging(ctx.query);
        const [rows, totals] = await Promise.all([
          db
            .select()
            .from(table)
            .where(where)
            .orderBy(...orderOf(table, ctx.query))
            .offset(offset)
            .limit(limit),
          db.select({ n: count() }).from(table).where(where),
        ]);
        // The ids of assignees, units, positions... named by their records' current names (tracker issue 39).
        const data = await labelAuditEntries(db, rows.map(toAuditEntry), ctx.language);
        return { status: 200, body: { success: true, message: "", total: totals[0]?.n ?? 0, data } };
      },
    },

    exportAuditLog: {
      async handle(ctx) {
        const table = logTable(signedIn(ctx), ctx.query.log, ctx.t);
        const rows = await db
          .select()
          .from(table)
          .where(whereOf(table, ctx.query))
          .orderBy(...orderOf(table, ctx.query))
          .limit(AUDIT_EXPORT_MAX_ROWS);
        const entries = await labelAuditEntries(db, rows.map(toAuditEntry), ctx.language);
        const records = entries.map((entry) => [
          entry.id,
          csvTime(entry.at, ctx.language),
          entry.personId ?? "",
          entry.personName ?? "",
          entry.realm ?? "",
          entry.action,
          entry.entity,
          entry.entityId ?? "",
          JSON.stringify(entry.changes),
          entry.clientIp,
          entry.requestId,
          entry.purpose ?? "",
        ]);
        // UTF-8 with a byte-order mark (Thai text), formula-like texts neutralised, times in Bangkok time as the logs
        // page shows them (lib/csv.ts).
        const csv = toCsv(records, AUDIT_CSV_COLUMNS);
        // The file is named by the day in Bangkok, as its times are written (tracker issue 39 item 6).
        const date = bangkokDay(ctx.now);
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
