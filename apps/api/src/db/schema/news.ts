/** News (issue 15 item 1): categories and items. */
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { persons } from "./accounts";
import { files } from "./files";

/**
 * Categories of news (issue 15 item 1; docs/spec/portal-spec.md section 3 "news has a news category id"): what a Thai
 * municipality publishes (announcements, procurement, activities, jobs, public relations ...). Reference data,
 * seeded (`seed-news.ts`).
 */
export const newsCategories = pgTable(
  "news_categories",
  {
    id: serial("id").primaryKey(),
    code: varchar("code", { length: 40 }).notNull(),
    nameTh: varchar("name_th", { length: 200 }).notNull(),
    nameEn: varchar("name_en", { length: 200 }).notNull(),
    orderNo: integer("order_no").notNull().default(0),
  },
  (t) => [uniqueIndex("news_categories_code_key").on(t.code)],
);

/** States of a news item (issue 15 item 1); "scheduled" is `published` with `publish_at` in the future. */
export const NEWS_STATUSES = ["draft", "published", "unpublished"] as const;

/** A state of a news item. */
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/**
 * News items (issue 15 item 1), written by news editors in Thai and English. The bodies are HTML sanitised on
 * the server (`news/sanitise.ts`) before they are stored. The public sees an item when it is `published` and its
 * `publish_at` has come; its cover image and attachments are `files` rows with link type `news`.
 */
export const news = pgTable(
  "news",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => newsCategories.id),
    titleTh: varchar("title_th", { length: 300 }).notNull(),
    titleEn: varchar("title_en", { length: 300 }).notNull().default(""),
    summaryTh: varchar("summary_th", { length: 1000 }).notNull().default(""),
    summaryEn: varchar("summary_en", { length: 1000 }).notNull().default(""),
    bodyTh: text("body_th").notNull().default(""),
    bodyEn: text("body_en").notNull().default(""),
    /** The cover image: one of the item's files (an image). */
    coverFileId: uuid("cover_file_id").references((): AnyPgColumn => files.id, { onDelete: "set null" }),
    status: varchar("status", { length: 12 }).notNull().default("draft").$type<NewsStatus>(),
    /** When it shows to the public (a future time schedules it); set on publishing. */
    publishAt: timestamp("publish_at", { withTimezone: true, mode: "date" }),
    pinned: boolean("pinned").notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    createdById: integer("created_by_id").references(() => persons.id, { onDelete: "set null" }),
    updatedById: integer("updated_by_id").references(() => persons.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("news_public_idx").on(t.categoryId, t.status, t.publishAt),
    index("news_status_publish_at_idx").on(t.status, t.publishAt),
    check("news_status_check", sql`${t.status} in ('draft', 'published', 'unpublished')`),
    check("news_published_has_time_check", sql`${t.status} <> 'published' or ${t.publishAt} is not null`),
    check("news_view_count_check", sql`${t.viewCount} >= 0`),
  ],
);
