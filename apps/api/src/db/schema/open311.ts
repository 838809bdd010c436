/**
 * Open311 GeoReport v2 (tracker issue 41 item 2; contract tag `Open311`; docs/open311.md): the registered clients
 * with their API keys, and the service requests they filed.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { persons } from "./accounts";
import { complaints } from "./cases";

/**
 * A client system allowed to file service requests (`POST requests`), issued by an administrator. Only the SHA-256
 * of its API key is stored; the key is shown once, at issue. `quota_per_hour` bounds its requests (counted in
 * `throttle_counters`, scope `open311-key`).
 */
export const open311Clients = pgTable(
  "open311_clients",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 200 }).notNull(),
    /** Who to contact about the client (an e-mail address or a telephone number). */
    contact: varchar("contact", { length: 254 }).notNull(),
    /** SHA-256 of the API key (hex). */
    keyHash: varchar("key_hash", { length: 64 }).notNull(),
    /** The key's first 8 characters, shown in the list so that administrators tell keys apart. */
    keyPrefix: varchar("key_prefix", { length: 8 }).notNull(),
    /** Requests per hour (every Open311 call with this key). */
    quotaPerHour: integer("quota_per_hour").notNull(),
    createdAt: createdAt(),
    createdById: integer("created_by_id").references(() => persons.id, { onDelete: "set null" }),
    /** When an administrator revoked the key; null while it works. */
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("open311_clients_key_hash_key").on(t.keyHash), check("open311_clients_quota_check", sql`${t.quotaPerHour} between 1 and 100000`)],
);

/** The cases filed through Open311: which client filed each, and the token that the client may look it up by. */
export const open311Requests = pgTable(
  "open311_requests",
  {
    caseId: integer("case_id")
      .primaryKey()
      .references(() => complaints.id, { onDelete: "cascade" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => open311Clients.id),
    /** The GeoReport `token` (random, URL-safe). */
    token: varchar("token", { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("open311_requests_token_key").on(t.token), index("open311_requests_client_id_idx").on(t.clientId)],
);
