/** E-mail (docs/architecture.md "e-mail outbox"): the stored templates and the outbox. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/** Stored e-mail templates, one per code and language (Mustache, plain text). */
export const emailTemplates = pgTable(
  "email_templates",
  {
    code: varchar("code", { length: 60 }).notNull(),
    language: varchar("language", { length: 2 }).notNull().$type<"th" | "en">(),
    subject: varchar("subject", { length: 300 }).notNull(),
    body: text("body").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.code, t.language] })],
);

/** States of an outbox message (contract `EmailState`). */
export type EmailState = "queued" | "sending" | "sent" | "failed";

/** Most characters of a queued e-mail's subject; a subject made from a template is shortened to fit. */
export const EMAIL_SUBJECT_MAX = 300;

/**
 * The e-mail outbox (contract `EmailMessage`): written in the transaction of the event that causes the e-mail;
 * the sender of any instance claims queued rows with `FOR UPDATE SKIP LOCKED`, so each is delivered once.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: varchar("to_address", { length: 200 }).notNull(),
    personId: integer("person_id"),
    language: varchar("language", { length: 2 }).notNull().$type<"th" | "en">(),
    template: varchar("template", { length: 60 }).notNull(),
    subject: varchar("subject", { length: EMAIL_SUBJECT_MAX }).notNull(),
    body: text("body").notNull(),
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
    index("email_outbox_state_next_idx").on(t.state, t.nextAttemptAt),
    index("email_outbox_created_at_idx").on(t.createdAt),
    check("email_outbox_state_check", sql`${t.state} in ('queued', 'sending', 'sent', 'failed')`),
  ],
);
