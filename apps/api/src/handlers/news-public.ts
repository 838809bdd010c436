/**
 * News for the public (contract tag `news`; issue 15 item 1): the categories, the published items of a category
 * (pinned first, then newest), one item (a view counted; drafts, scheduled and unpublished items answer 404) and
 * the Atom feed of a category. The editors' handlers are `news.ts`.
 */
import { logoUrl, readIdentity } from "../identity/identity";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { OperationHandler } from "./types";
import { news, newsCategories } from "../db/schema";
import { HttpError } from "../lib/errors";
import { publicNews, summaryColumns, toNewsSummary } from "../news/news";
import { paging, type HandlerDeps } from "./deps";
import { loadFeed } from "../lib/heavy-modules";

/** Plain text as HTML text (feed titles and summaries are of type `html`). */
function htmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Entries of a feed. */
export const FEED_ENTRIES = 20;

/** Sort columns of the public list. */
const PUBLIC_SORT = { publishAt: news.publishAt, viewCount: news.viewCount, id: news.id } as const;

/** The public's news handlers: the categories, the list of published items, one item (counted), the Atom feed. */
export function publicNewsHandlers(deps: HandlerDeps): {
  listNewsCategories: OperationHandler<"listNewsCategories">;
  listPublicNews: OperationHandler<"listPublicNews">;
  openNews: OperationHandler<"openNews">;
  newsFeed: OperationHandler<"newsFeed">;
} {
  const { db } = deps;

  /** The category named by a path (`0` = every category), or a 404. */
  async function categoryFilter(id: number, ctx: { t: (key: "newsCategoryNotFound") => string }): Promise<{ where: SQL | undefined; row: typeof newsCategories.$inferSelect | null }> {
    if (id === 0) return { where: undefined, row: null };
    const [row] = await db.select().from(newsCategories).where(eq(newsCategories.id, id));
    if (!row) throw new HttpError(404, ctx.t("newsCategoryNotFound"));
    return { where: eq(news.categoryId, id), row };
  }

  return {
    listNewsCategories: {
      async handle() {
        const data = await db.select().from(newsCategories).orderBy(asc(newsCategories.orderNo), asc(newsCategories.id));
        return { status: 200, body: { success: true, message: "", total: data.length, data } };
      },
    },

    listPublicNews: {
      async handle(ctx) {
        const { where } = await categoryFilter(ctx.params.newsCategoryId, ctx);
        const { offset, limit } = paging(ctx.query);
        const sort = ctx.query.sort ?? "publishAt";
        const dir = ctx.query.dir === "asc" ? asc : desc;
        const condition = and(publicNews(ctx.now), where);
        const order = sort === "publishAt" ? [desc(news.pinned), dir(news.publishAt), dir(news.id)] : [dir(PUBLIC_SORT[sort]), desc(news.id)];
        const [rows, [total]] = await Promise.all([
          db
            .select(summaryColumns)
            .from(news)
            .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
            .where(condition)
            .orderBy(...order)
            .offset(offset)
            .limit(limit),
          db.select({ n: count() }).from(news).where(condition),
        ]);
        return { status: 200, body: { success: true, message: "", total: total?.n ?? 0, data: rows.map(toNewsSummary) } };
      },
    },

    openNews: {
      async handle(ctx) {
        // One statement: the view is counted only when the item is public, and the answer is the counted row.
        const [counted] = await db
          .update(news)
          .set({ viewCount: sql`${news.viewCount} + 1` })
          .where(and(eq(news.id, ctx.params.id), publicNews(ctx.now)))
          .returning({ id: news.id });
        if (!counted) throw new HttpError(404, ctx.t("newsNotFound"));
        const [row] = await db
          .select({ ...summaryColumns, bodyTh: news.bodyTh, bodyEn: news.bodyEn })
          .from(news)
          .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
          .where(eq(news.id, counted.id));
        if (!row) throw new HttpError(404, ctx.t("newsNotFound"));
        // Its files are listed by the one file-list call (`listLinkedFiles`, link type `news`).
        const { bodyTh, bodyEn, ...summary } = row;
        return { status: 200, body: { success: true, message: "", data: { ...toNewsSummary(summary), bodyTh, bodyEn } } };
      },
    },

    newsFeed: {
      async handle(ctx) {
        const { where, row: category } = await categoryFilter(ctx.params.newsCategoryId, ctx);
        const lang = ctx.query.lang ?? "th";
        const rows = await db
          .select(summaryColumns)
          .from(news)
          .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
          .where(and(publicNews(ctx.now), where))
          .orderBy(desc(news.publishAt), desc(news.id))
          .limit(FEED_ENTRIES);
        const portal = deps.portalUrl.replace(/\/+$/, "");
        const municipality = await readIdentity(db);
        const name = lang === "th" ? municipality.nameTh : municipality.nameEn;
        const categoryName = category ? (lang === "th" ? category.nameTh : category.nameEn) : lang === "th" ? "ข่าวทั้งหมด" : "All news";
        const listLink = `${portal}/e-service/main/news${category ? `?category=${category.id}` : ""}`;
        const Feed = await loadFeed();
        const feed = new Feed({
          title: htmlText(`${categoryName} - ${name}`),
          id: listLink,
          link: listLink,
          language: lang,
          copyright: name,
          image: `${portal}${logoUrl(municipality.version, 512)}`,
          favicon: `${portal}${logoUrl(municipality.version, 32)}`,
          updated: rows[0]?.publishAt ?? new Date(ctx.now),
          feedLinks: { atom: `${portal}/pxapi_eoffice/api/v1/News/feed/${ctx.params.newsCategoryId}?lang=${lang}` },
        });
        for (const row of rows) {
          const link = `${portal}/e-service/main/news/${row.id}`;
          feed.addItem({
            title: htmlText((lang === "en" && row.titleEn) || row.titleTh),
            id: link,
            link,
            description: htmlText((lang === "en" && row.summaryEn) || row.summaryTh),
            date: row.publishAt ?? new Date(ctx.now),
            category: [{ name: lang === "th" ? row.categoryNameTh : row.categoryNameEn }],
          });
        }
        return { status: 200, body: Buffer.from(feed.atom1(), "utf8"), headers: { "content-type": "application/atom+xml; charset=utf-8" } };
      },
    },
  };
}
