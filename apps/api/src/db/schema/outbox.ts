/**
 * The outbox (docs/architecture.md "outbox"; tracker issue 41 item 1): one table of the messages the server sends
 * to people, whatever the channel (e-mail, LINE), written in the transaction of the event that causes them and
 * delivered by the one sender of `outbox/sender.ts`.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** The channels of the outbox (contract `OutboxChannel`). */
export type OutboxChannel = "email" | "line";

/** Every channel, in the order the outbox page lists them. */
export const OUTBOX_CHANNELS: readonly OutboxChannel[] = ["email", "line"];

/** States of an outbox message (contract `EmailState`). */
export type EmailState = "queued" | "sending" | "sent" | "failed";

/** Most characters of a queued message's subject; a subject made from a template is shortened to fit. */
export const EMAIL_SUBJECT_MAX = 300;

/**
 * The outbox (contract `EmailMessage`): one row per message, written in the transaction of the event that causes it;
 * the sender of any instance claims queued rows with `FOR UPDATE SKIP LOCKED`, so each is delivered once.
 *
 * Per channel: `to_address` is an e-mail address or a LINE user id; `subject` and `body` are the e-mail's, or for
 * LINE a summary and the readable text of the messages, which `payload` holds as the Messaging API takes them;
 * `reply_token` is the token of the LINE event answered (a reply is tried first) and `retry_key` the
 * `X-Line-Retry-Key` of a LINE push.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    channel: varchar("channel", { length: 10 }).notNull().$type<OutboxChannel>(),
    toAddress: varchar("to_address", { length: 200 }).notNull(),
    personId: integer("person_id"),
    language: varchar("language", { length: 2 }).notNull().$type<"th" | "en">(),
    /** The e-mail template's code, or for LINE what the message is (`line-notice`, `line-chat`). */
    template: varchar("template", { length: 60 }).notNull(),
    subject: varchar("subject", { length: EMAIL_SUBJECT_MAX }).notNull(),
    body: text("body").notNull(),
    /** The LINE message objects (text or Flex), at most 5; null for e-mail. */
    payload: jsonb("payload").$type<unknown[]>(),
    /** The reply token of the LINE event answered, used on the first attempt (a reply is free and lasts a minute). */
    replyToken: varchar("reply_token", { length: 100 }),
    /** The `X-Line-Retry-Key` of a LINE push, so that a retried push is delivered once. */
    retryKey: uuid("retry_key").notNull().default(sql`gen_random_uuid()`),
    state: varchar("state", { length: 10 }).notNull().default("queued").$type<EmailState>(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }),
    /** While `sending`: when the claim lapses (a sender that died leaves the row to another one). */
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("outbox_state_next_idx").on(t.state, t.nextAttemptAt),
    index("outbox_created_at_idx").on(t.createdAt),
    index("outbox_person_idx").on(t.personId),
    check("outbox_state_check", sql`${t.state} in ('queued', 'sending', 'sent', 'failed')`),
    check("outbox_channel_check", sql`${t.channel} in ('email', 'line')`),
  ],
);
