/** E-mail (docs/architecture.md "outbox"): the stored templates; the messages are rows of the outbox (`./outbox.ts`). */
import { pgTable, primaryKey, text, varchar } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

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
