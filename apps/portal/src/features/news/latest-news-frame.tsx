/**
 * The frame of the home page's latest news (issue 15 item 1) and its placeholder, shown until the news have arrived
 * (the home page asks for them with its code, `home-calls.ts`, so that they are mostly there for its first render).
 * Every card is as tall as any other at a given width (fixed image ratio, title and summary held at their clamped
 * number of lines), and the latest news is one row, so the placeholder takes exactly
 * the room the news will take: nothing below it moves when it arrives (tracker issue 8: CLS at most 0.02; the page
 * measured 0.50 when the section appeared above the service menu).
 */
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "@eoffice/ui";
import { LATEST_NEWS_COUNT, NEWS_PATH } from "./news-paths";

/** Classes of a news card's parts, shared by {@link NewsCardPlaceholder} so that both have one height. */
export const NEWS_CARD = {
  article: "flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm",
  cover: "aspect-[16/9] w-full",
  body: "flex flex-1 flex-col gap-2 p-4",
  category: "flex h-6 items-center gap-2 overflow-hidden whitespace-nowrap text-xs font-medium",
  title: "min-h-[2lh] text-base font-semibold leading-snug",
  /** On the link, not the heading: the link's focus ring stays visible (a clamped box clips what overflows it). */
  titleLink: "line-clamp-2",
  summary: "line-clamp-3 min-h-[3lh] text-sm text-muted",
  date: "mt-auto text-xs text-muted",
} as const;

/**
 * The latest news as one row: a column per item from 1,280 px, two columns' width from 640 px, most of the screen's
 * width on a phone; further items are reached by scrolling the row sideways (its links take focus in turn).
 */
const STRIP =
  "grid snap-x grid-flow-col auto-cols-[85%] gap-4 overflow-x-auto pb-2 sm:auto-cols-[calc((100%-1rem)/2)] xl:auto-cols-[calc((100%-3rem)/4)]";

/** The section with its heading and the link to all news; `children` is the row, or a message in its place. */
export function LatestNewsSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
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
      {children}
    </section>
  );
}

/** The row of news cards (`li` children). */
export function NewsStrip({ children }: { children: ReactNode }) {
  return <ul className={STRIP}>{children}</ul>;
}

/** An empty card of the same size as a news card (hidden from assistive technology; the section says it is loading). */
function NewsCardPlaceholder() {
  return (
    <li className="snap-start" aria-hidden="true">
      <div className={`${NEWS_CARD.article} animate-pulse`}>
        <div className={`${NEWS_CARD.cover} bg-primary-50 dark:bg-primary-900`} />
        <div className={NEWS_CARD.body}>
          <div className={NEWS_CARD.category} />
          <div className={NEWS_CARD.title} />
          <div className={NEWS_CARD.summary} />
          <div className={NEWS_CARD.date}>&nbsp;</div>
        </div>
      </div>
    </li>
  );
}

/** The section while its code or its news load: the frame and a row of empty cards, announced as loading. */
export function LatestNewsPlaceholder() {
  const { t } = useTranslation();
  return (
    <LatestNewsSection>
      <div role="status" aria-label={t("news.loadingLatest")}>
        <NewsStrip>
          {Array.from({ length: LATEST_NEWS_COUNT }, (_, index) => (
            <NewsCardPlaceholder key={index} />
          ))}
        </NewsStrip>
      </div>
    </LatestNewsSection>
  );
}
