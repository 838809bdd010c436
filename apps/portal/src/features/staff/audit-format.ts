/**
 * Reading audit entries (contract `AuditEntry`; issue 10 item 4): the changed fields with their values before and
 * after, written readably for the logs page, the staff overview and tests. Pure functions, unit-tested.
 */
import type { Schemas } from "@eoffice/api-client";

/** An audit entry. */
export type AuditEntry = Schemas["AuditEntry"];
/** An audit action (`create`, `update`, `sign-in`...). */
export type AuditAction = Schemas["AuditAction"];
/** An audited entity kind (`org-unit`, `staff-user`...). */
export type AuditEntity = Schemas["AuditEntity"];

/**
 * Every audit action of the contract, in the order the filter lists them: a record keyed by the contract's enum, so
 * that the type check fails when the contract gains one that is not listed (and so has no label).
 */
const ACTION_ORDER: Record<AuditAction, number> = {
  create: 1,
  update: 2,
  delete: 3,
  "status-change": 4,
  "permission-change": 5,
  "sign-in": 6,
  "sign-in-failure": 7,
  "sign-out": 8,
  "password-change": 9,
  "password-reset": 10,
  view: 11,
  download: 12,
  upload: 13,
  move: 14,
  restore: 15,
  import: 16,
};

/** Every audit action, in the order the filter lists them. */
export const AUDIT_ACTIONS: readonly AuditAction[] = sortedKeys(ACTION_ORDER);

/** Every audited entity kind of the contract, in the order the filter lists them (keyed like {@link ACTION_ORDER}). */
const ENTITY_ORDER: Record<AuditEntity, number> = {
  "org-unit": 1,
  position: 2,
  "staff-user": 3,
  "menu-item": 4,
  "email-message": 5,
  "email-template": 6,
  session: 7,
  "person-profile": 8,
  account: 9,
  complaint: 10,
  "complaint-note": 11,
  "e-service": 12,
  "news-item": 13,
  document: 14,
  "document-folder": 15,
  "document-type": 16,
  correspondence: 17,
  "garbage-rate": 18,
  "garbage-bill": 19,
  "garbage-payment": 20,
  "garbage-account": 21,
  "garbage-exception": 22,
  municipality: 23,
  "import-job": 24,
  "canned-reply": 25,
  "document-tag": 26,
  "open311-client": 27,
  "webhook-endpoint": 28,
  "webhook-delivery": 29,
};

/** Every audited entity kind, in the order the filter lists them. */
export const AUDIT_ENTITIES: readonly AuditEntity[] = sortedKeys(ENTITY_ORDER);

/** The keys of an order record, by their order. */
function sortedKeys<K extends string>(order: Record<K, number>): K[] {
  return (Object.keys(order) as K[]).sort((a, b) => order[a] - order[b]);
}

/** i18n key of an action's name (`audit.actions.<action>`). */
export function actionLabelKey(action: AuditAction): string {
  return `audit.actions.${action}`;
}

/** i18n key of an entity kind's name (`audit.entities.<entity>`). */
export function entityLabelKey(entity: AuditEntity): string {
  return `audit.entities.${entity}`;
}

/** i18n key of a changed field's name (`audit.fields.<field>`); a field without one is shown as its code. */
export function fieldLabelKey(field: string): string {
  return `audit.fields.${field}`;
}

/**
 * Where the names of a changed field's values are (i18n key groups), by `<entity>.<field>` first, then by field: the
 * logs page shows a status, state, role, channel or register class by its name in the user's language, never its
 * stored code (tracker issue 36 item 5). The groups are those the feature pages already name these values with.
 */
const VALUE_NAME_GROUPS: Record<string, string> = {
  "complaint.status": "case.status",
  "news-item.status": "news.staff.states",
  "email-message.state": "outbox.states",
  "garbage-payment.state": "garbage.states",
  "account.closure": "accountClosure.states",
  roles: "roles",
  channel: "case.channel",
  direction: "documents.register.directions",
  urgency: "documents.register.urgencies",
  secrecy: "documents.register.secrecies",
  "org-unit.kind": "audit.values.kind",
  language: "audit.values.language",
};

/** The key groups of {@link VALUE_NAME_GROUPS}, for the test that each has a name for every value in both languages. */
export const AUDIT_VALUE_GROUPS: readonly string[] = [...new Set(Object.values(VALUE_NAME_GROUPS))];

/**
 * The i18n key that names a value of a changed field (`case.status.received`), or undefined when the field's values
 * are not names of a known set (free text, numbers, ids).
 * @param entity - The entry's entity kind.
 * @param field - The changed field.
 * @param value - One value (an element, for a list).
 */
export function valueLabelKey(entity: AuditEntity, field: string, value: string): string | undefined {
  const group = VALUE_NAME_GROUPS[`${entity}.${field}`] ?? VALUE_NAME_GROUPS[field];
  return group ? `${group}.${value}` : undefined;
}

/** The words a value is written with. */
export interface ValueWords {
  /** For `null` and absent values. @default "–" */
  empty: string;
  /** For `true`. */
  yes: string;
  /** For `false`. */
  no: string;
  /** The name of a string value (a status, a role) in the user's language, or undefined to show it as it is. */
  name?: (value: string) => string | undefined;
  /**
   * The text of a value naming a record that no longer exists (`beforeLabel` / `afterLabel` null): the value with a
   * "deleted" mark, `5 (deleted)` / `5 (ลบแล้ว)` (tracker issue 39). @default the value as it is
   */
  deleted?: (value: string) => string;
}

/**
 * One value of a change, as text: empty for `null`/absent, yes/no for booleans, lists joined with commas, other
 * objects as compact JSON, strings and numbers as they are.
 * @param value - The value before or after.
 * @param words - The words for empty, yes and no in the user's language.
 */
export function formatAuditValue(value: unknown, words: ValueWords): string {
  if (value === null || value === undefined || value === "") return words.empty;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.length === 0 ? words.empty : value.map((each) => formatAuditValue(each, words)).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  if (typeof value === "string") return words.name?.(value) ?? value;
  return String(value);
}

/** A change written readably: `field: before → after`. */
export interface ReadableChange {
  /** The field's name as the server sent it. */
  field: string;
  /** The value before, as text. */
  before: string;
  /** The value after, as text. */
  after: string;
}

/**
 * One side of a change as text: the name of the record the value points at when the server sent one (`beforeLabel`
 * / `afterLabel`, tracker issue 39), the value with the "deleted" mark when that record is gone (label null), else
 * the value itself (see {@link formatAuditValue}).
 * @param value - The value before or after.
 * @param label - Its label: a name, null for a deleted record, undefined when the field names no record.
 * @param words - The words a value is written with.
 */
export function formatLabelledValue(value: unknown, label: string | null | undefined, words: ValueWords): string {
  if (typeof label === "string" && label !== "") return label;
  const text = formatAuditValue(value, words);
  return label === null && text !== words.empty && words.deleted ? words.deleted(text) : text;
}

/**
 * The changes of an entry as text; a value that names a record shows that record's name (`beforeLabel`,
 * `afterLabel`), its id only when the record is gone (marked "deleted") or the server sent no name.
 * @param changes - The entry's `changes`.
 * @param words - The words for empty, yes, no and a deleted record in the user's language.
 * @param nameOf - The name of a field's value in the user's language, or undefined (see {@link valueLabelKey}).
 */
export function readableChanges(
  changes: readonly Schemas["AuditChange"][],
  words: ValueWords,
  nameOf?: (field: string, value: string) => string | undefined,
): ReadableChange[] {
  return changes.map((change) => {
    const named: ValueWords = nameOf ? { ...words, name: (value) => nameOf(change.field, value) } : words;
    return {
      field: change.field,
      before: formatLabelledValue(change.before, change.beforeLabel, named),
      after: formatLabelledValue(change.after, change.afterLabel, named),
    };
  });
}
