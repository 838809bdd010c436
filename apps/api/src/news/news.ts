/**
 * News items (issue 15 item 1; contract tag `news`): their public visibility, their state as editors see it, and
 * their answers. Files (cover image, attachments) are the one file mechanism's (`files/storage.ts`,
 * {@link NEWS_LINK_TYPE}).
 *
 * Visibility: the public sees an item when it is `published` and its `publish_at` has come; a scheduled item is
 * `published` with `publish_at` in the future, so it shows by itself at that time without any job running.
 */
import type { Schemas } from "@eoffice/api-client";
import { and, eq, lte, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { news, newsCategories } from "../db/schema";
import { listFilesOfNews } from "../files/storage";

/** A stored news item. */
export type NewsRow = typeof news.$inferSelect;

/** The condition of items the public sees at `now` (ms since the epoch). */
export function publicNews(now: number): SQL {
  return and(eq(news.status, "published"), lte(news.publishAt, new Date(now))) as SQL;
}

/** Whether the public sees `row` at `now`. */
export function isPublic(row: Pick<NewsRow, "status" | "publishAt">, now: number): boolean {
  return row.status === "published" && row.publishAt !== null && row.publishAt.getTime() <= now;
}

/** The state of an item as editors see it (contract `NewsState`). */
export function stateOf(row: Pick<NewsRow, "status" | "publishAt">, now: number): Schemas["NewsState"] {
  if (row.status === "published") return isPublic(row, now) ? "published" : "scheduled";
  return row.status;
}

/** The contract's `NewsItem` of rows (one query for all their files). */
export async function toNewsItems(db: Db | Tx, rows: NewsRow[], now: number): Promise<Schemas["NewsItem"][]> {
  const filesOf = await listFilesOfNews(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    categoryId: row.categoryId,
    titleTh: row.titleTh,
    titleEn: row.titleEn,
    summaryTh: row.summaryTh,
    summaryEn: row.summaryEn,
    bodyTh: row.bodyTh,
    bodyEn: row.bodyEn,
    coverFileId: row.coverFileId,
    state: stateOf(row, now),
    publishAt: row.publishAt?.toISOString() ?? null,
    pinned: row.pinned,
    viewCount: row.viewCount,
    files: filesOf.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Columns of the public list (no bodies), with the category's names. */
export const summaryColumns = {
  id: news.id,
  categoryId: news.categoryId,
  categoryNameTh: newsCategories.nameTh,
  categoryNameEn: newsCategories.nameEn,
  titleTh: news.titleTh,
  titleEn: news.titleEn,
  summaryTh: news.summaryTh,
  summaryEn: news.summaryEn,
  coverFileId: news.coverFileId,
  publishAt: news.publishAt,
  pinned: news.pinned,
  viewCount: news.viewCount,
};

/** A row selected with {@link summaryColumns}. */
export interface SummaryRow {
  id: number;
  categoryId: number;
  categoryNameTh: string;
  categoryNameEn: string;
  titleTh: string;
  titleEn: string;
  summaryTh: string;
  summaryEn: string;
  coverFileId: string | null;
  publishAt: Date | null;
  pinned: boolean;
  viewCount: number;
}

/** The contract's `NewsSummary` of a public row. */
export function toNewsSummary(row: SummaryRow): Schemas["NewsSummary"] {
  return { ...row, publishAt: (row.publishAt ?? new Date(0)).toISOString() };
}
