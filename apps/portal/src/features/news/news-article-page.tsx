/**
 * A news article (`/e-service/main/news/{id}`; issue 15 item 1; `GET /v1/News/openNews/{id}`, which counts the view):
 * category, title, publishing date (Buddhist era in Thai) and views, the cover image, the body through the ui
 * `RichTextViewer` (sanitised again in the browser), the attachments (listed by the one file-list call,
 * `GET /v1/ESFilepublic/linkType/news/linkId/{id}`, and loaded from public file addresses), and share links
 * (Facebook, LINE, X, copy) that open this page. Read without signing in (guest frame) or in the shell.
 *
 * Accessible names for tests: heading level 1 = the title; section "Attachments"; navigation "Share".
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation } from "wouter";
import { Alert, Button, EmptyState, Icon, Link, RichTextViewer, Spinner } from "@eoffice/ui";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { usePageTitle } from "../../lib/use-page-title";
import { useIsAuthenticated } from "../../session/session";
import { GuestFrame } from "./guest-frame";
import { articlePath, listPath, localText, NEWS_PATH, newsFileUrl } from "./news-paths";
import { useArticle, useArticleFiles } from "./news-queries";

/** Width in px of the cover image asked from the server. */
const COVER_WIDTH = 1200;

function ShareLinks({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const encoded = encodeURIComponent(url);
  const links = [
    { label: t("news.shareFacebook"), href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
    { label: t("news.shareLine"), href: `https://social-plugins.line.me/lineit/share?url=${encoded}` },
    { label: t("news.shareX"), href: `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(title)}` },
  ];
  return (
    <nav aria-label={t("news.share")} className="flex flex-wrap items-center gap-3 text-sm">
      <span className="font-medium">{t("news.share")}</span>
      {links.map((link) => (
        <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" className="text-primary underline">
          {link.label}
        </a>
      ))}
      <Button
        size="sm"
        variant="secondary"
        onPress={() => {
          void navigator.clipboard?.writeText(url).then(() => setCopied(true));
        }}
      >
        {copied ? t("news.linkCopied") : t("news.copyLink")}
      </Button>
    </nav>
  );
}

function Article() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  // From the address itself: signed out, this page is rendered outside a route with parameters.
  const [location] = useLocation();
  const id = Number(/\/news\/(\d+)$/.exec(location)?.[1] ?? 0);
  const article = useArticle(id);
  const files = useArticleFiles(id);
  const item = article.data;
  const title = item ? localText(item.titleTh, item.titleEn, language) : t("news.title");
  usePageTitle(title);
  if (article.isPending) return <Spinner />;
  if (!item) {
    return (
      <div className="mx-auto w-full max-w-3xl p-4 sm:p-10">
        <EmptyState icon="megaphone" title={t("news.notFound")} action={<Link href={NEWS_PATH}>{t("news.backToList")}</Link>} />
      </div>
    );
  }
  const body = localText(item.bodyTh, item.bodyEn, language);
  const bodyLanguage = language === "en" && item.bodyEn.trim() !== "" ? "en" : "th";
  const summary = localText(item.summaryTh, item.summaryEn, language);
  const url = `${window.location.origin}${articlePath(item.id)}`;
  // The cover is shown above; the other files are the attachments.
  const attachments = (files.data ?? []).filter((file) => file.id !== item.coverFileId);
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-5 p-4 sm:p-10">
      <p className="text-sm">
        <Link href={listPath(item.categoryId)} variant="standalone">
          {language === "th" ? item.categoryNameTh : item.categoryNameEn}
        </Link>
      </p>
      <h1 className="text-2xl font-bold leading-snug tracking-tight sm:text-3xl">{title}</h1>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <time dateTime={item.publishAt}>{t("news.published", { date: formatDateTime(item.publishAt, language) })}</time>
        <span>{t("news.views", { count: item.viewCount })}</span>
      </p>
      {item.coverFileId && <img src={newsFileUrl(item.coverFileId, COVER_WIDTH)} alt="" className="w-full rounded-xl object-cover" />}
      {summary && <p className="text-lg">{summary}</p>}
      <RichTextViewer html={body} lang={bodyLanguage} />
      {attachments.length > 0 && (
        <section aria-labelledby="news-attachments" className="flex flex-col gap-2">
          <h2 id="news-attachments" className="text-lg font-semibold">
            {t("news.attachments")}
          </h2>
          <ul className="flex flex-col gap-2">
            {attachments.map((file) => (
              <li key={file.id}>
                <a href={newsFileUrl(file.id)} className="inline-flex items-center gap-2 text-primary underline" download={file.name}>
                  <Icon name="file" size={16} />
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ShareLinks title={title} url={url} />
      {article.isError && <Alert tone="error">{t("news.loadError")}</Alert>}
    </article>
  );
}

/** The article page (route module): in the guest frame when signed out. */
export default function NewsArticlePage() {
  const isSignedIn = useIsAuthenticated();
  return isSignedIn ? (
    <Article />
  ) : (
    <GuestFrame>
      <Article />
    </GuestFrame>
  );
}
