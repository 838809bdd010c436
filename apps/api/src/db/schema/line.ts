/**
 * The LINE Official Account and the notification preferences (tracker issue 41 items 4 and 5; docs/line.md): the
 * link of a resident's account to a LINE user, the webhook events already processed, the guided conversation of a
 * complaint filed in the chat and the consents a resident gave to be told through LINE.
 */
import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, pgTable, serial, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { persons } from "./accounts";

/** Most characters of a LINE user id (`U` and 32 hex digits today; the column leaves room). */
export const LINE_USER_ID_MAX = 64;

/**
 * One resident's LINE link: a one-time link code while it waits to be sent in the chat, then the LINE user id.
 * Unlinking (from the portal, or a block or unfollow in LINE) clears `line_user_id`.
 */
export const lineLinks = pgTable(
  "line_links",
  {
    personId: integer("person_id")
      .primaryKey()
      .references(() => persons.id, { onDelete: "cascade" }),
    /** The LINE user id (`source.userId` of the webhook events); null while not linked. */
    lineUserId: varchar("line_user_id", { length: LINE_USER_ID_MAX }),
    /** The one-time link code shown on the account page; null once used. */
    linkCode: varchar("link_code", { length: 12 }),
    linkCodeExpiresAt: timestamp("link_code_expires_at", { withTimezone: true, mode: "date" }),
    linkedAt: timestamp("linked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("line_links_user_key").on(t.lineUserId), uniqueIndex("line_links_code_key").on(t.linkCode)],
);

/** Webhook events already processed, by `webhookEventId`: a redelivered event is ignored on every instance. */
export const lineWebhookEvents = pgTable(
  "line_webhook_events",
  {
    webhookEventId: varchar("webhook_event_id", { length: 64 }).primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("line_webhook_events_received_idx").on(t.receivedAt)],
);

/** Steps of the guided conversation of a complaint filed in the chat. */
export type LineConversationStep = "photo" | "location" | "description";

/** The guided conversation of one LINE user (kept in the database: the API keeps no state in memory). */
export const lineConversations = pgTable(
  "line_conversations",
  {
    lineUserId: varchar("line_user_id", { length: LINE_USER_ID_MAX }).primaryKey(),
    step: varchar("step", { length: 12 }).notNull().$type<LineConversationStep>(),
    /** The photo, a pending file of the file store, once sent. */
    fileId: uuid("file_id"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    address: varchar("address", { length: 300 }),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [check("line_conversations_step_check", sql`${t.step} in ('photo', 'location', 'description')`)],
);

/**
 * The resident's consents to notifications through LINE (Thailand's PDPA): when, to what text (its version), and
 * when revoked. A new consent is a new row; revoking sets `revoked_at` of the live one.
 */
export const notificationConsents = pgTable(
  "notification_consents",
  {
    id: serial("id").primaryKey(),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    channel: varchar("channel", { length: 10 }).notNull().$type<"line">(),
    /** The version of the consent text the person agreed to (`LINE_CONSENT_VERSION`). */
    textVersion: varchar("text_version", { length: 20 }).notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("notification_consents_person_idx").on(t.personId, t.channel)],
);
