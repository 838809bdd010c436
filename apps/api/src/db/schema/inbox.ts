/** The top bar's inbox (messages and notifications) and shortcuts. */
import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { persons } from "./accounts";

/** Kinds of top-bar inbox items: messages and notifications share one table and one shape. */
export const INBOX_KINDS = ["message", "notification"] as const;

/** A kind of inbox item. */
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Most characters of an inbox item's title (contract `InboxItem.title`); text copied into it is shortened to fit. */
export const INBOX_TITLE_MAX = 200;

/** Most characters of an inbox item's description (contract `InboxItem.description`); text copied into it is shortened to fit. */
export const INBOX_DESCRIPTION_MAX = 1000;

/** Messages and notifications of the top bar (contract `InboxItem`), each owned by one person. */
export const inboxItems = pgTable(
  "inbox_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    /** Insertion order: breaks ties of `time` so that the newest item comes first. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    kind: varchar("kind", { length: 12 }).notNull().$type<InboxKind>(),
    title: varchar("title", { length: INBOX_TITLE_MAX }).notNull(),
    /** Plain text; empty when there is none. */
    description: varchar("description", { length: INBOX_DESCRIPTION_MAX }).notNull().default(""),
    icon: varchar("icon", { length: 100 }),
    image: varchar("image", { length: 500 }),
    link: varchar("link", { length: 500 }),
    useRouter: boolean("use_router").notNull().default(false),
    time: timestamp("time", { withTimezone: true, mode: "date" }).notNull(),
    read: boolean("read").notNull().default(false),
    seen: boolean("seen").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("inbox_items_person_id_kind_time_idx").on(t.personId, t.kind, t.time, t.seq),
    check("inbox_items_kind_check", sql`${t.kind} in ('message', 'notification')`),
  ],
);

/** Shortcuts of the top bar (contract `Shortcut`), each owned by one person. */
export const shortcuts = pgTable(
  "shortcuts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    /** Insertion order: the list shows the newest shortcut first. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    label: varchar("label", { length: 100 }).notNull(),
    description: varchar("description", { length: 300 }),
    icon: varchar("icon", { length: 100 }).notNull(),
    link: varchar("link", { length: 500 }).notNull(),
    useRouter: boolean("use_router").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("shortcuts_person_id_seq_idx").on(t.personId, t.seq)],
);
