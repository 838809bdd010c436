/**
 * One news item in a list (the home page's latest news, the news list): cover thumbnail, category, title as a link
 * to the article, publishing date, pinned mark. Works at 360 px (the picture goes above the text).
 */
import { useTranslation } from "react-i18next";
import type { Schemas } from "@eoffice/api-client";
import { Icon, Link } from "@eoffice/ui";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { articlePath, localText, newsFileUrl } from "./news-paths";

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
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm">
      {item.coverFileId ? (
        <img src={newsFileUrl(item.coverFileId, THUMB_WIDTH)} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
      ) : (
        <div className="flex aspect-[16/9] w-full items-center justify-center bg-primary-50 text-primary-700 dark:bg-primary-900 dark:text-primary-100" aria-hidden="true">
          <Icon name="megaphone" size={40} />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-center gap-2 text-xs font-medium text-primary-700 dark:text-primary-100">
          <span>{language === "th" ? item.categoryNameTh : item.categoryNameEn}</span>
          {item.pinned && <span className="rounded-full border border-border px-2 py-0.5 text-foreground">{t("news.pinned")}</span>}
        </p>
        <Heading className="text-base font-semibold leading-snug">
          <Link href={articlePath(item.id)} variant="standalone" className="text-foreground">
            {title}
          </Link>
        </Heading>
        {summary && <p className="line-clamp-3 text-sm text-muted">{summary}</p>}
        <p className="mt-auto text-xs text-muted">
          <time dateTime={item.publishAt}>{t("news.published", { date: formatDateTime(item.publishAt, language, undefined, false) })}</time>
        </p>
      </div>
    </article>
  );
}
