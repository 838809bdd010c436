/**
 * The audit log (docs/architecture.md "audit log"; contract tag `audit`): one append-only entry per staff change,
 * sign-in, failed sign-in, sign-out and password change, written with the change in the same transaction, so
 * that an entry exists exactly when its change does. The table refuses UPDATE and DELETE (migration 0003).
 *
 * Handlers call {@link writeAudit} with the transaction of their change; {@link changedFields} computes the
 * changed fields, and never lets a secret through (see {@link SECRET_FIELD}).
 *
 * Privacy (issue 36 item 6): an entry about a confidential case (whistleblowing) goes to the separate
 * whistleblowing log (`whistleblowing_audit_log`, its own sequence), which only integrity officers read, so that
 * the administrators' log neither shows it nor keeps a gap where it was written. Reads of personal data (another
 * person's profile) are entries too, with the `purpose` of the read.
 */
import { sql } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import type { Realm } from "../auth/tokens";
import type { AuthContext } from "../auth/context";
import type { Db, Tx } from "../db/database";
import { AUDIT_PURPOSE_MAX, auditLog, whistleblowingAuditLog, type AuditChange } from "../db/schema";

/** What happened (contract `AuditAction`). */
export type AuditAction = Schemas["AuditAction"];

/** The kind of thing changed (contract `AuditEntity`). */
export type AuditEntity = Schemas["AuditEntity"];

/**
 * Field names that hold secrets (a password, its hash, a token, a secret): never written to the audit log, not
 * even as "changed". `mustChangePassword` is a flag, not a secret, and is recorded.
 */
export const SECRET_FIELD = /^(?!mustChangePassword$).*(?:password|token|secret|hash)/i;

/** The request an entry belongs to (a handler's context has all of it). */
export interface AuditRequest {
  /** The signed-in user; null for sign-in (then pass {@link AuditEntryInput.actor}). */
  auth: AuthContext | null;
  clientIp: string;
  requestId: string;
  /** Request time, ms since the epoch. */
  now: number;
}

/** One entry to write. */
export interface AuditEntryInput {
  action: AuditAction;
  entity: AuditEntity;
  /** Id of the thing changed (a number is written as its decimal string). */
  entityId: string | number | null;
  /** Changed fields; @default [] */
  changes?: AuditChange[];
  /** Who, when the request has no signed-in user (sign-in, failed sign-in). @default from `request.auth` */
  actor?: { personId: number | null; personName: string | null; realm: Realm | null };
  /** Why personal data was read (action `view`); cut to `AUDIT_PURPOSE_MAX` characters. @default null */
  purpose?: string | null;
  /** The entry is about a confidential case: it goes to the whistleblowing log. @default false */
  confidential?: boolean;
}

/**
 * Writes one audit entry. Call it inside the transaction of the change it records.
 *
 * @throws Error when neither `request.auth` nor `entry.actor` says who acted (a programming error).
 */
export async function writeAudit(db: Tx | Db, request: AuditRequest, entry: AuditEntryInput): Promise<void> {
  await db.insert(entry.confidential === true ? whistleblowingAuditLog : auditLog).values(auditRow(request, entry));
}

/** Entries written by one statement of {@link writeAuditEntries}. */
const AUDIT_BATCH = 1000;

/**
 * Writes many audit entries of one request at once (the records an import changes, tracker issue 38 item 2): the same
 * entries as {@link writeAudit} one by one, in statements of {@link AUDIT_BATCH}. Call it inside the transaction of the
 * changes it records. Confidential entries are not taken here (use {@link writeAudit}).
 *
 * @throws Error when neither `request.auth` nor an entry's `actor` says who acted, or an entry is confidential.
 */
export async function writeAuditEntries(db: Tx | Db, request: AuditRequest, entries: readonly AuditEntryInput[]): Promise<void> {
  if (entries.some((e) => e.confidential === true)) throw new Error("writeAuditEntries: confidential entries go through writeAudit");
  for (let i = 0; i < entries.length; i += AUDIT_BATCH) {
    // One JSON parameter per statement, not twelve per entry: the parameters are what cost (PGlite most).
    const rows = entries.slice(i, i + AUDIT_BATCH).map((entry) => {
      const row = auditRow(request, entry);
      return {
        at: row.at.toISOString(),
        person_id: row.personId,
        person_name: row.personName,
        realm: row.realm,
        action: row.action,
        entity: row.entity,
        entity_id: row.entityId,
        changes: row.changes,
        client_ip: row.clientIp,
        request_id: row.requestId,
        purpose: row.purpose,
      };
    });
    await db.execute(sql`insert into audit_log (at, person_id, person_name, realm, action, entity, entity_id, changes, client_ip, request_id, purpose)
      select v.at, v.person_id, v.person_name, v.realm, v.action, v.entity, v.entity_id, v.changes, v.client_ip, v.request_id, v.purpose
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(at timestamptz, person_id integer, person_name text, realm text, action text,
        entity text, entity_id text, changes jsonb, client_ip text, request_id text, purpose text)`);
  }
}

/** The row of one entry (see {@link writeAudit}). */
function auditRow(request: AuditRequest, entry: AuditEntryInput): typeof auditLog.$inferInsert {
  const actor =
    entry.actor ??
    (request.auth ? { personId: request.auth.personId, personName: request.auth.name, realm: request.auth.realm } : undefined);
  if (!actor) throw new Error(`writeAudit(${entry.action} ${entry.entity}): no signed-in user and no actor`);
  return {
    at: new Date(request.now),
    personId: actor.personId,
    personName: actor.personName,
    realm: actor.realm,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    changes: (entry.changes ?? []).filter((c) => !SECRET_FIELD.test(c.field)),
    clientIp: request.clientIp,
    requestId: request.requestId,
    purpose: entry.purpose == null ? null : Array.from(entry.purpose).slice(0, AUDIT_PURPOSE_MAX).join(""),
  };
}

/** JSON-comparable form of a value (dates as ISO strings, undefined as null). */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}

/**
 * The fields whose values differ between `before` and `after` (null `before` = created, null `after` =
 * deleted), in the order of `fields` (@default every key of both). Secret fields are left out.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  fields?: readonly string[],
): AuditChange[] {
  const keys = fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const field of keys) {
    if (SECRET_FIELD.test(field)) continue;
    const b = plain(before?.[field]);
    const a = plain(after?.[field]);
    if (JSON.stringify(b) !== JSON.stringify(a)) changes.push({ field, before: b, after: a });
  }
  return changes;
}
