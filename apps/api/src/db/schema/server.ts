/** Server-wide rows: the throttling counters every instance shares and the server's settings. */
import { index, integer, pgTable, primaryKey, text, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Throttling counters shared by every server instance (`src/auth/throttle.ts`): one row per scope and key
 * (for example `login-pair` and `["person","somchai","192.0.2.1"]`), counting hits in a fixed window that
 * ends at `expires_at`. Updated with one atomic upsert per attempt.
 */
export const throttleCounters = pgTable(
  "throttle_counters",
  {
    scope: varchar("scope", { length: 40 }).notNull(),
    key: text("key").notNull(),
    hits: integer("hits").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("throttle_counters_expires_at_idx").on(t.expiresAt)],
);

/** Server-wide settings, such as the generated token secret when PostgreSQL is shared by several instances. */
export const serverSettings = pgTable("server_settings", {
  key: varchar("key", { length: 100 }).primaryKey(),
  value: text("value").notNull(),
});

/**
 * The answers of requests sent with an `Idempotency-Key` header (tracker issue 40 item 4;
 * draft-ietf-httpapi-idempotency-key-header): one row per caller, operation and key, written by
 * `apps/api/src/http/idempotency.ts`. `fingerprint` is the SHA-256 of the request (operation, query and body), so that
 * the same key with another request answers 422; `status` and `answer` hold the first request's answer, which a repeat
 * gets unchanged: the row is written with them, in the transaction of what the request filed (a row without them, left
 * by an earlier version of the server, answers 409). In the
 * database, not in memory, so that every server instance agrees. Rows expire at `expires_at` (a day after the first
 * request).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    caller: varchar("caller", { length: 60 }).notNull(),
    operationId: varchar("operation_id", { length: 80 }).notNull(),
    key: varchar("key", { length: 255 }).notNull(),
    fingerprint: varchar("fingerprint", { length: 64 }).notNull(),
    status: integer("status"),
    answer: text("answer"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.operationId, t.key] }), index("idempotency_keys_expires_at_idx").on(t.expiresAt)],
);
