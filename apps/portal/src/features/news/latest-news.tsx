/**
 * The latest news on the e-service home page (issue 15 item 1): the newest published items of every category (pinned
 * first), and a link to all news. Read without signing in.
 *
 * Accessible names for tests: section and heading "Latest news" / "ข่าวล่าสุด"; every item's title is a link.
 */
import { useDeferredValue } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Alert } from "@eoffice/ui";
import { LATEST_NEWS_COUNT } from "./news-paths";
import { LatestNewsPlaceholder, LatestNewsSection, NewsStrip } from "./latest-news-frame";
import { NewsCard } from "./news-card";
import { usePublicNews } from "./news-queries";

/** The latest news section (see the module comment). */
export function LatestNews() {
  const { t } = useTranslation();
  const news = usePublicNews(0, 0, LATEST_NEWS_COUNT);
  // The cards render as a transition, in short slices: the query's answer is a synchronous update, and the cards are
  // the largest part the home page adds after its first render (tracker issue 8). Until then the placeholder stays.
  const data = useDeferredValue(news.data);
  const items = data?.data ?? [];
  if (!news.isError && data === undefined) return <LatestNewsPlaceholder />;
  return (
    <LatestNewsSection>
      {news.isError ? (
        <Alert tone="error" onRetry={() => void news.refetch()}>
          {t("news.loadError")}
        </Alert>
      ) : items.length === 0 ? (
        <p className="text-muted">{t("news.empty")}</p>
      ) : (
        <NewsStrip>
          {items.map((item) => (
            <li key={item.id} className="snap-start">
              <NewsCard item={item} />
            </li>
          ))}
        </NewsStrip>
      )}
    </LatestNewsSection>
  );
}
