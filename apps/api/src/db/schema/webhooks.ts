/**
 * Signed webhooks (tracker issue 41 item 3; docs/webhooks.md): the endpoints administrators register, one delivery per
 * endpoint and event (the outbox, written in the transaction of the event), and every attempt to deliver it.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/** Most characters of an endpoint's URL. */
export const WEBHOOK_URL_MAX = 500;

/** States of a delivery (contract `WebhookDeliveryState`). */
export type WebhookDeliveryState = "queued" | "sending" | "delivered" | "failed";

/**
 * A receiver of events: its URL, the event types it takes and its signing secret (`whsec_` and base64, Standard
 * Webhooks), shown to the administrator once, at creation and at each rotation. During a rotation the previous secret
 * signs too, until `previous_secret_until`.
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: serial("id").primaryKey(),
  url: varchar("url", { length: WEBHOOK_URL_MAX }).notNull(),
  description: varchar("description", { length: 200 }).notNull().default(""),
  eventTypes: jsonb("event_types").notNull().$type<string[]>(),
  enabled: boolean("enabled").notNull().default(true),
  secret: varchar("secret", { length: 100 }).notNull(),
  previousSecret: varchar("previous_secret", { length: 100 }),
  previousSecretUntil: timestamp("previous_secret_until", { withTimezone: true, mode: "date" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One event for one endpoint (contract `WebhookDelivery`): written in the transaction of the event, claimed by the
 * sender of any instance with `FOR UPDATE SKIP LOCKED`. `message_id` is the `webhook-id` header, the same on every
 * attempt and replay, so that a receiver processes it once.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial("id").primaryKey(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    messageId: varchar("message_id", { length: 60 }).notNull().unique(),
    eventType: varchar("event_type", { length: 60 }).notNull(),
    /** The body sent, as JSON text (signed as it is: the same bytes on every attempt). */
    payload: text("payload").notNull(),
    state: varchar("state", { length: 10 }).notNull().default("queued").$type<WebhookDeliveryState>(),
    /** Attempts of the current round (a replay starts a new one); the back-off and the last attempt count them. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }),
    /** While `sending`: when the claim lapses (a sender that died leaves the row to another one). */
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("webhook_deliveries_state_next_idx").on(t.state, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.id),
    check("webhook_deliveries_state_check", sql`${t.state} in ('queued', 'sending', 'delivered', 'failed')`),
  ],
);

/** One attempt to deliver (contract `WebhookAttempt`): when, the receiver's HTTP status or the error, how long. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: serial("id").primaryKey(),
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true, mode: "date" }).notNull(),
    /** The receiver's HTTP status; null when no answer came (refused, timed out). */
    httpStatus: integer("http_status"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.id)],
);
