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
