/**
 * One news item in a list (the home page's latest news, the news list): cover thumbnail, category, title as a link
 * to the article (at most two lines), summary (at most three), publishing date, pinned mark. Every card is as tall as
 * another at the same width, whatever its text (see `latest-news-frame.tsx`). Works at 360 px.
 */
import { useTranslation } from "../../i18n/use-translation";
import type { Schemas } from "@eoffice/api-client";
import { Icon, Link } from "@eoffice/ui";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { articlePath, localText, newsFileUrl } from "./news-paths";
import { NEWS_CARD } from "./latest-news-frame";

/** Width in px of the cover thumbnails asked from the server. */
const THUMB_WIDTH = 480;

/** Props of {@link NewsCard}. */
export interface NewsCardProps {
  item: Schemas["NewsSummary"];
  /** Heading level of the title. @default 3 */
  level?: 2 | 3;
}

/** A news item as a card (see the module comment). */
export function NewsCard({ item, level = 3 }: NewsCardProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const title = localText(item.titleTh, item.titleEn, language);
  const summary = localText(item.summaryTh, item.summaryEn, language);
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article className={NEWS_CARD.article}>
      {item.coverFileId ? (
        <img src={newsFileUrl(item.coverFileId, THUMB_WIDTH)} alt="" loading="lazy" className={`${NEWS_CARD.cover} object-cover`} />
      ) : (
        <div className={`${NEWS_CARD.cover} flex items-center justify-center bg-primary-50 text-primary-700 dark:bg-primary-900 dark:text-primary-100`} aria-hidden="true">
          <Icon name="megaphone" size={40} />
        </div>
      )}
      <div className={NEWS_CARD.body}>
        <p className={`${NEWS_CARD.category} text-primary-700 dark:text-primary-100`}>
          <span className="truncate">{language === "th" ? item.categoryNameTh : item.categoryNameEn}</span>
          {item.pinned && <span className="shrink-0 rounded-full border border-border px-2 text-foreground">{t("news.pinned")}</span>}
        </p>
        <Heading className={NEWS_CARD.title}>
          <Link href={articlePath(item.id)} variant="standalone" className={`${NEWS_CARD.titleLink} text-foreground`}>
            {title}
          </Link>
        </Heading>
        <p className={NEWS_CARD.summary}>{summary}</p>
        <p className={NEWS_CARD.date}>
          <time dateTime={item.publishAt}>{t("news.published", { date: formatDateTime(item.publishAt, language, undefined, false) })}</time>
        </p>
      </div>
    </article>
  );
}
