/**
 * Addresses of the news pages (issue 15 item 1) and of the public news files and feeds.
 *
 * - `/e-service/main/news` lists every category; `?category={id}&page={n}` picks a category and a page;
 * - `/e-service/main/news/{id}` is the article (the address the share links and the feeds give);
 * - `/mwp/news` is the news editors' list, `/mwp/news/new` and `/mwp/news/{id}` the editor.
 */
import { PX_API_BASE_PATH } from "@eoffice/api-client";
import type { Language } from "../../i18n/languages";

/** The public news list. */
export const NEWS_PATH = "/e-service/main/news";

/** The news editors' list. */
export const STAFF_NEWS_PATH = "/mwp/news";

/** Items on one page of the public list. */
export const NEWS_PAGE_SIZE = 10;

/** Items in the home page's latest news. */
export const LATEST_NEWS_COUNT = 4;

/** The article page of an item. */
export function articlePath(id: number): string {
  return `${NEWS_PATH}/${id}`;
}

/** The public list of a category (`0` = every category) at a page (1-based). */
export function listPath(categoryId: number, page = 1): string {
  const query = new URLSearchParams();
  if (categoryId > 0) query.set("category", String(categoryId));
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${NEWS_PATH}?${text}` : NEWS_PATH;
}

/** The category and page (1-based) of the list's query string; bad values fall back to every category, page 1. */
export function listParams(search: string): { categoryId: number; page: number } {
  const query = new URLSearchParams(search);
  const number = (name: string, min: number) => {
    const value = Number(query.get(name));
    return Number.isSafeInteger(value) && value >= min ? value : null;
  };
  return { categoryId: number("category", 1) ?? 0, page: number("page", 1) ?? 1 };
}

/**
 * The address of a public news file (cover image, attachment): `GET /v1/ESFilepublic/watermark/{id}`, which serves the
 * files of published news to anyone (for `<img src>` and download links, which send no token).
 * @param width - Thumbnail width in px (images only).
 */
export function newsFileUrl(fileId: string, width?: number): string {
  return `${PX_API_BASE_PATH}/v1/ESFilepublic/watermark/${encodeURIComponent(fileId)}${width ? `?width=${width}` : ""}`;
}

/** The Atom feed of a category (`0` = every category) in a language. */
export function feedUrl(categoryId: number, language: Language): string {
  return `${PX_API_BASE_PATH}/v1/News/feed/${categoryId}?lang=${language}`;
}

/** The text of an item in a language: English when written, else the Thai. */
export function localText(th: string, en: string, language: Language): string {
  return language === "en" && en.trim() !== "" ? en : th;
}
