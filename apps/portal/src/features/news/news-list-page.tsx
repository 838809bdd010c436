/**
 * The news list (`/e-service/main/news`; issue 15 item 1; `GET /v1/News/publiclistnews/{newsCategoryId}`): the
 * categories as links (every category first), the published items of the chosen one, pinned first then newest, ten
 * a page with previous and next links (`?category={id}&page={n}`, so that a page can be shared), and the category's
 * Atom feed. Read without signing in (in the guest frame) or in the shell.
 *
 * Accessible names for tests: heading "News"; navigation "News categories" (the current one `aria-current="page"`);
 * navigation "Pages"; link "Atom feed of this category".
 */
import { useTranslation } from "../../i18n/use-translation";
import { useSearch } from "wouter";
import { Alert, EmptyState, Link, PageHeader, Spinner } from "@eoffice/ui";
import { useLanguage } from "../../i18n/use-language";
import { usePageTitle } from "../../lib/use-page-title";
import { useIsAuthenticated } from "../../session/session";
import { GuestFrame } from "./guest-frame";
import { NewsCard } from "./news-card";
import { feedUrl, listParams, listPath, NEWS_PAGE_SIZE } from "./news-paths";
import { useNewsCategories, usePublicNews } from "./news-queries";

const chip =
  "rounded-full border border-border px-3 py-1 text-sm text-foreground hover:bg-hover hover:no-underline aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary";

/** The list's content. */
function NewsList() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const { categoryId, page } = listParams(useSearch());
  const categories = useNewsCategories();
  const news = usePublicNews(categoryId, (page - 1) * NEWS_PAGE_SIZE, NEWS_PAGE_SIZE);
  const category = categories.data?.find((c) => c.id === categoryId);
  const title = category ? (language === "th" ? category.nameTh : category.nameEn) : t("news.title");
  usePageTitle(title);
  const total = news.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  const items = news.data?.data ?? [];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-10">
      <PageHeader title={title} description={t("news.intro")} />
      <nav aria-label={t("news.categories")}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link href={listPath(0)} variant="standalone" className={chip} aria-current={categoryId === 0 ? "page" : undefined}>
              {t("news.allCategories")}
            </Link>
          </li>
          {(categories.data ?? []).map((c) => (
            <li key={c.id}>
              <Link href={listPath(c.id)} variant="standalone" className={chip} aria-current={c.id === categoryId ? "page" : undefined}>
                {language === "th" ? c.nameTh : c.nameEn}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {news.isPending ? (
        <Spinner />
      ) : news.isError ? (
        <Alert tone="error" onRetry={() => void news.refetch()}>
          {t("news.loadError")}
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState icon="megaphone" title={t("news.empty")} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} level={2} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {pages > 1 ? (
          <nav aria-label={t("news.paging")} className="flex items-center gap-3 text-sm">
            {page > 1 && (
              <Link href={listPath(categoryId, page - 1)} variant="standalone">
                {t("news.previous")}
              </Link>
            )}
            <span>{t("news.pageOf", { page, pages })}</span>
            {page < pages && (
              <Link href={listPath(categoryId, page + 1)} variant="standalone">
                {t("news.next")}
              </Link>
            )}
          </nav>
        ) : (
          <span />
        )}
        <a href={feedUrl(categoryId, language)} className="text-sm text-primary underline" type="application/atom+xml">
          {t("news.feed")}
        </a>
      </div>
    </div>
  );
}

/** The news list page (route module): in the guest frame when signed out. */
export default function NewsListPage() {
  const isSignedIn = useIsAuthenticated();
  return isSignedIn ? (
    <NewsList />
  ) : (
    <GuestFrame>
      <NewsList />
    </GuestFrame>
  );
}
