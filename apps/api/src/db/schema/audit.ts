/** The audit logs (docs/architecture.md "audit log"): the general log and the whistleblowing log. */
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/** One changed field of an audit entry. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Most characters of an audit entry's `purpose`. */
export const AUDIT_PURPOSE_MAX = 300;

/**
 * The columns of an audit log (contract `AuditEntry`), the same in the general log and the whistleblowing log; a
 * function, so that each table gets column builders of its own.
 */
const auditColumns = () => ({
  id: bigserial("id", { mode: "bigint" }).primaryKey(),
  at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
  personId: integer("person_id"),
  personName: varchar("person_name", { length: 100 }),
  realm: varchar("realm", { length: 10 }).$type<"staff" | "person">(),
  action: varchar("action", { length: 30 }).notNull(),
  entity: varchar("entity", { length: 30 }).notNull(),
  entityId: varchar("entity_id", { length: 100 }),
  changes: jsonb("changes").notNull().$type<AuditChange[]>(),
  clientIp: varchar("client_ip", { length: 64 }).notNull(),
  requestId: varchar("request_id", { length: 64 }).notNull(),
  /** Why personal data was read (action `view` of a person's profile); null for changes and sessions. */
  purpose: varchar("purpose", { length: AUDIT_PURPOSE_MAX }),
});

/**
 * The audit log (contract `AuditEntry`): append-only. A trigger (migration 0003) refuses UPDATE and DELETE, so
 * no code path can rewrite history. `person_id` is not a foreign key: entries outlive the accounts they name.
 */
export const auditLog = pgTable(
  "audit_log",
  auditColumns(),
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_person_id_at_idx").on(t.personId, t.at),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
  ],
);

/**
 * The whistleblowing log (contract `searchAuditLog` with `log=whistleblowing`): the audit entries of confidential
 * cases, in a table and sequence of their own, read by integrity officers only. Kept apart from `audit_log` so that
 * an administrator's list shows neither these entries nor gaps in its sequence where they were written. Append-only
 * like `audit_log` (migration 0013).
 */
export const whistleblowingAuditLog = pgTable(
  "whistleblowing_audit_log",
  auditColumns(),
  (t) => [index("whistleblowing_audit_log_at_idx").on(t.at), index("whistleblowing_audit_log_entity_idx").on(t.entity, t.entityId)],
);
