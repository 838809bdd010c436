/**
 * Queries and changes of news (issue 15 item 1; contract tag `news`): the categories, the public list and article
 * (no sign-in), and the news editors' list, item, create, update, publish and unpublish.
 */
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/query";

/** Categories change rarely: kept fresh for 10 minutes. */
const CATEGORIES_STALE_MS = 10 * 60_000;

/** The news categories, in order (`GET /v1/NewsCategory/listAll`). */
export function useNewsCategories() {
  return api.useQuery("get", "/v1/NewsCategory/listAll", {}, { staleTime: CATEGORIES_STALE_MS, select: (answer) => answer.data });
}

/**
 * A page of published news (`GET /v1/News/publiclistnews/{newsCategoryId}`): pinned first, newest first.
 * @param categoryId - A category, or `0` for every category.
 * @param offset - Items to skip.
 * @param limit - Page size.
 */
export function usePublicNews(categoryId: number, offset: number, limit: number) {
  return useQuery({ ...publicNewsQuery(categoryId, offset, limit), placeholderData: keepPreviousData });
}

/**
 * The query of a page of published news ({@link usePublicNews}), for prefetching it with the same key.
 * @param categoryId - A category, or `0` for every category.
 * @param offset - Items to skip.
 * @param limit - Page size.
 */
export const publicNewsQuery = (categoryId: number, offset: number, limit: number) =>
  api.queryOptions("get", "/v1/News/publiclistnews/{newsCategoryId}", {
    params: { path: { newsCategoryId: categoryId }, query: { offset, limit, sort: "publishAt", dir: "desc" } },
  });

/** A published article (`GET /v1/News/openNews/{id}`; each load counts one view, so it is not refetched on focus). */
export function useArticle(id: number) {
  return api.useQuery(
    "get",
    "/v1/News/openNews/{id}",
    { params: { path: { id } } },
    { select: (answer) => answer.data, staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
  );
}

/**
 * The files of a published article, oldest first, through the one file-list call
 * (`GET /v1/ESFilepublic/linkType/news/linkId/{id}`; no sign-in). The cover image is among them.
 */
export function useArticleFiles(id: number) {
  return api.useQuery(
    "get",
    "/v1/ESFilepublic/linkType/{linkType}/linkId/{id}",
    { params: { path: { linkType: "news", id } } },
    { select: (answer) => answer.data, retry: false },
  );
}

/** Query-key prefix of everything news, refreshed after an editor's change. */
const NEWS_KEYS = [["get", "/v1/News"], ["get", "/v1/News/{id}"], ["get", "/v1/News/publiclistnews/{newsCategoryId}"]] as const;

/** Refreshes every news query (after an editor's change). */
export function useInvalidateNews(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(NEWS_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

/** The news editors' list, newest change first (`GET /v1/News`). */
export function useStaffNews(offset: number, limit: number, state?: "draft" | "scheduled" | "published" | "unpublished") {
  return api.useQuery(
    "get",
    "/v1/News",
    { params: { query: { offset, limit, ...(state ? { state } : {}) } } },
    { placeholderData: keepPreviousData },
  );
}

/** One item for its editors (`GET /v1/News/{id}`); `enabled` false for a new item. */
export function useStaffNewsItem(id: number | null) {
  return api.useQuery("get", "/v1/News/{id}", { params: { path: { id: id ?? 1 } } }, { enabled: id !== null, select: (answer) => answer.data });
}
