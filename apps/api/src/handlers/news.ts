/**
 * News (contract tag `news`; issue 15 item 1; docs/spec/portal-spec.md section 7 `GET /v1/News/publiclistnews/{newsCategoryId}`
 * and `GET /v1/News/openNews/{id}`): categories, the public list and article (no sign-in; opening counts a view), an
 * Atom feed per category, and the news editors' calls (list, draft, change, publish or schedule, unpublish; pin is a
 * field of the item). Every editor's change writes one audit entry in its transaction. Bodies are sanitised on the
 * server (`news/sanitise.ts`); files are the shared file storage's (`files/storage.ts`), listed for the public by the
 * one file-list call (`file.ts` `listLinkedFiles`, link type `news`). The public's reads (categories, list, article,
 * feed) are `news-public.ts`, the editors' calls here.
 */
import type { Schemas } from "@eoffice/api-client";
import { mayCall } from "@eoffice/api-client/rights";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { changedFields, writeAudit } from "../audit/audit";
import type { HandlerContext, OperationHandler, OperationId } from "./types";
import type { Tx } from "../db/database";
import { news, newsCategories, type StaffRole } from "../db/schema";
import { listFilesOfNews, setNewsFiles } from "../files/storage";
import { HttpError, badRequest } from "../lib/errors";
import { isPublic, publicNews, stateOf, toNewsItems, type NewsRow } from "../news/news";
import { sanitiseNewsBody } from "../news/sanitise";
import { paging, signedIn, type HandlerDeps } from "./deps";
import { trimmedTexts } from "./owned-rows";
import { fieldError } from "../i18n/field-messages";

/** Fields of an item the audit log compares (bodies are compared too; files by their ids). */
const AUDITED_FIELDS = [
  "categoryId",
  "titleTh",
  "titleEn",
  "summaryTh",
  "summaryEn",
  "bodyTh",
  "bodyEn",
  "coverFileId",
  "fileIds",
  "pinned",
  "status",
  "publishAt",
] as const;

type Audited = Record<(typeof AUDITED_FIELDS)[number], unknown>;

function auditedOf(item: Schemas["NewsItem"], status: string): Audited {
  return {
    categoryId: item.categoryId,
    titleTh: item.titleTh,
    titleEn: item.titleEn,
    summaryTh: item.summaryTh,
    summaryEn: item.summaryEn,
    bodyTh: item.bodyTh,
    bodyEn: item.bodyEn,
    coverFileId: item.coverFileId,
    fileIds: item.files.map((f) => f.id).sort(),
    pinned: item.pinned,
    status,
    publishAt: item.publishAt,
  };
}

function auditRequest<K extends OperationId>(ctx: HandlerContext<K>) {
  return { auth: ctx.auth, clientIp: ctx.clientIp, requestId: ctx.requestId, now: ctx.now };
}

/** The category with `id`, or a 400 naming `categoryId`. */
async function checkCategory(tx: Tx, id: number): Promise<void> {
  const [row] = await tx.select({ id: newsCategories.id }).from(newsCategories).where(eq(newsCategories.id, id));
  if (!row) throw badRequest([fieldError("categoryId", "newsCategory")]);
}

/** The stored values of an editor's input (bodies sanitised, texts trimmed). */
async function valuesOf(body: Schemas["NewsInput"]) {
  const { titleTh } = trimmedTexts("", { titleTh: body.titleTh });
  return {
    categoryId: body.categoryId,
    titleTh,
    titleEn: (body.titleEn ?? "").trim(),
    summaryTh: (body.summaryTh ?? "").trim(),
    summaryEn: (body.summaryEn ?? "").trim(),
    bodyTh: await sanitiseNewsBody(body.bodyTh ?? ""),
    bodyEn: await sanitiseNewsBody(body.bodyEn ?? ""),
    pinned: body.pinned ?? false,
  };
}

/** Checks and writes the files and cover of an item inside its transaction. */
async function saveFiles(tx: Tx, newsId: number, body: Schemas["NewsInput"], uploaderId: number): Promise<void> {
  const fileIds = (body.fileIds ?? []).map((id) => id.toLowerCase());
  const cover = body.coverFileId?.toLowerCase() ?? null;
  if (cover !== null && !fileIds.includes(cover)) throw badRequest([fieldError("coverFileId", "coverInFiles")]);
  await setNewsFiles(tx, { newsId, fileIds, uploaderId });
  if (cover !== null) {
    const file = (await listFilesOfNews(tx, [newsId])).get(newsId)?.find((f) => f.id === cover);
    if (!file || file.mimeType === "application/pdf") throw badRequest([fieldError("coverFileId", "coverImage")]);
  }
  await tx.update(news).set({ coverFileId: cover }).where(eq(news.id, newsId));
}

/** The item with `id`, locked for the change, or a 404. */
async function lockItem(tx: Tx, id: number, notFound: () => HttpError): Promise<NewsRow> {
  const [row] = await tx.select().from(news).where(eq(news.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

async function itemOf(tx: Tx, id: number, now: number): Promise<Schemas["NewsItem"]> {
  const [row] = await tx.select().from(news).where(eq(news.id, id));
  if (!row) throw new Error("news item vanished");
  const [item] = await toNewsItems(tx, [row], now);
  if (!item) throw new Error("news item vanished");
  return item;
}

/** The news editors' handlers (the public's reads are `news-public.ts`). */
export function newsHandlers(deps: HandlerDeps): {
  listNews: OperationHandler<"listNews">;
  createNews: OperationHandler<"createNews">;
  getNews: OperationHandler<"getNews">;
  updateNews: OperationHandler<"updateNews">;
  publishNews: OperationHandler<"publishNews">;
  unpublishNews: OperationHandler<"unpublishNews">;
} {
  const { db } = deps;

  return {
    listNews: {
      async handle(ctx) {
        const { offset, limit } = paging(ctx.query);
        const conditions: (SQL | undefined)[] = [ctx.query.categoryId ? eq(news.categoryId, ctx.query.categoryId) : undefined];
        const now = new Date(ctx.now);
        switch (ctx.query.state) {
          case "draft":
          case "unpublished":
            conditions.push(eq(news.status, ctx.query.state));
            break;
          case "published":
            conditions.push(publicNews(ctx.now));
            break;
          case "scheduled":
            conditions.push(and(eq(news.status, "published"), sql`${news.publishAt} > ${now}`));
            break;
        }
        const condition = and(...conditions);
        const [rows, [total]] = await Promise.all([
          db.select().from(news).where(condition).orderBy(desc(news.updatedAt), desc(news.id)).offset(offset).limit(limit),
          db.select({ n: count() }).from(news).where(condition),
        ]);
        return { status: 200, body: { success: true, message: "", total: total?.n ?? 0, data: await toNewsItems(db, rows, ctx.now) } };
      },
    },

    createNews: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const data = await db.transaction(async (tx) => {
          await checkCategory(tx, ctx.body.categoryId);
          const [row] = await tx
            .insert(news)
            .values({ ...(await valuesOf(ctx.body)), status: "draft", createdById: auth.personId, updatedById: auth.personId, createdAt: new Date(ctx.now), updatedAt: new Date(ctx.now) })
            .returning({ id: news.id });
          if (!row) throw new Error("news insert returned no row");
          await saveFiles(tx, row.id, ctx.body, auth.personId);
          const item = await itemOf(tx, row.id, ctx.now);
          await writeAudit(tx, auditRequest(ctx), {
            action: "create",
            entity: "news-item",
            entityId: row.id,
            changes: changedFields(null, auditedOf(item, "draft"), AUDITED_FIELDS),
          });
          return item;
        });
        return { status: 201, body: { success: true, message: "", data } };
      },
    },

    getNews: {
      async handle(ctx) {
        const [row] = await db.select().from(news).where(eq(news.id, ctx.params.id));
        if (!row) throw new HttpError(404, ctx.t("newsNotFound"));
        const [data] = await toNewsItems(db, [row], ctx.now);
        if (!data) throw new HttpError(404, ctx.t("newsNotFound"));
        return { status: 200, body: { success: true, message: "", data } };
      },
    },

    updateNews: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const data = await db.transaction(async (tx) => {
          const current = await lockItem(tx, ctx.params.id, () => new HttpError(404, ctx.t("newsNotFound")));
          const before = await itemOf(tx, current.id, ctx.now);
          await checkCategory(tx, ctx.body.categoryId);
          await tx
            .update(news)
            .set({ ...(await valuesOf(ctx.body)), updatedById: auth.personId, updatedAt: new Date(ctx.now) })
            .where(eq(news.id, current.id));
          await saveFiles(tx, current.id, ctx.body, auth.personId);
          const after = await itemOf(tx, current.id, ctx.now);
          await writeAudit(tx, auditRequest(ctx), {
            action: "update",
            entity: "news-item",
            entityId: current.id,
            changes: changedFields(auditedOf(before, current.status), auditedOf(after, current.status), AUDITED_FIELDS),
          });
          return after;
        });
        return { status: 200, body: { success: true, message: "", data } };
      },
    },

    publishNews: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const requested = ctx.body.publishAt ? Date.parse(ctx.body.publishAt) : ctx.now;
        const publishAt = new Date(Math.max(requested, ctx.now));
        const data = await db.transaction(async (tx) => {
          const current = await lockItem(tx, ctx.params.id, () => new HttpError(404, ctx.t("newsNotFound")));
          await tx
            .update(news)
            .set({ status: "published", publishAt, updatedById: auth.personId, updatedAt: new Date(ctx.now) })
            .where(eq(news.id, current.id));
          await writeAudit(tx, auditRequest(ctx), {
            action: "status-change",
            entity: "news-item",
            entityId: current.id,
            changes: changedFields(
              { state: stateOf(current, ctx.now), publishAt: current.publishAt },
              { state: stateOf({ status: "published", publishAt }, ctx.now), publishAt },
            ),
          });
          return itemOf(tx, current.id, ctx.now);
        });
        return { status: 200, body: { success: true, message: "", data } };
      },
    },

    unpublishNews: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const data = await db.transaction(async (tx) => {
          const current = await lockItem(tx, ctx.params.id, () => new HttpError(404, ctx.t("newsNotFound")));
          if (current.status !== "published") throw new HttpError(409, ctx.t("newsNotPublished"));
          await tx.update(news).set({ status: "unpublished", updatedById: auth.personId, updatedAt: new Date(ctx.now) }).where(eq(news.id, current.id));
          await writeAudit(tx, auditRequest(ctx), {
            action: "status-change",
            entity: "news-item",
            entityId: current.id,
            changes: changedFields({ state: stateOf(current, ctx.now) }, { state: "unpublished" }),
          });
          return itemOf(tx, current.id, ctx.now);
        });
        return { status: 200, body: { success: true, message: "", data } };
      },
    },
  };
}

/** Whether a news file may be loaded by this caller: the item is public, or the caller writes news. */
export async function newsFileVisible(deps: Pick<HandlerDeps, "db">, newsId: number, roles: readonly StaffRole[], now: number): Promise<boolean> {
  if (mayCall(roles, "listNews")) return true;
  const [row] = await deps.db.select({ status: news.status, publishAt: news.publishAt }).from(news).where(eq(news.id, newsId));
  return row !== undefined && isPublic(row, now);
}
