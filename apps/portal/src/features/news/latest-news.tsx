/**
 * The latest news on the e-service home page (issue 15 item 1): the newest published items of every category (pinned
 * first), and a link to all news. Read without signing in.
 *
 * Accessible names for tests: section and heading "Latest news" / "ข่าวล่าสุด"; every item's title is a link.
 */
import { useTranslation } from "react-i18next";
import { Alert, Link, Spinner } from "@eoffice/ui";
import { LATEST_NEWS_COUNT, NEWS_PATH } from "./news-paths";
import { NewsCard } from "./news-card";
import { usePublicNews } from "./news-queries";

/** The latest news section (see the module comment). */
export function LatestNews() {
  const { t } = useTranslation();
  const news = usePublicNews(0, 0, LATEST_NEWS_COUNT);
  const items = news.data?.data ?? [];
  return (
    <section aria-labelledby="latest-news" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="latest-news" className="text-lg font-semibold">
          {t("news.latest")}
        </h2>
        <Link href={NEWS_PATH} variant="standalone" className="text-sm">
          {t("news.allNews")}
        </Link>
      </div>
      {news.isPending ? (
        <Spinner />
      ) : news.isError ? (
        <Alert tone="error" onRetry={() => void news.refetch()}>
          {t("news.loadError")}
        </Alert>
      ) : items.length === 0 ? (
        <p className="text-muted">{t("news.empty")}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {items.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
