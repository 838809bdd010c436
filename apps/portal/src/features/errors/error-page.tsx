/**
 * Shared body of the error pages (docs/spec/portal-spec.md section 8 "Pages": dedicated 404, 500 and maintenance pages).
 */
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "@eoffice/ui";
import { EmptyLayout } from "../../lib/empty-layout";
import { usePageTitle } from "../../lib/use-page-title";

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** i18n key prefix of the page (`errors.notFound`, `errors.serverError`, `errors.maintenance`). */
  page: "notFound" | "serverError" | "maintenance";
  /** Render inside the shell (signed-in pages) instead of the empty layout. @default false */
  embedded?: boolean;
}

/** An error page: code (when there is one), title, text and a link home. */
export function ErrorPage({ page, embedded = false }: ErrorPageProps) {
  const { t, i18n } = useTranslation();
  const codeKey = `errors.${page}.code`;
  usePageTitle(t(`errors.${page}.title`));
  const code = i18n.exists(codeKey) ? t(codeKey) : null;
  const body = (
    <div className="flex flex-col items-start gap-4">
      {code && (
        <p className="text-6xl font-extrabold tracking-tight text-primary" aria-hidden="true">
          {code}
        </p>
      )}
      {embedded && <h1 className="text-2xl font-bold tracking-tight">{t(`errors.${page}.title`)}</h1>}
      <p className="text-muted">{t(`errors.${page}.text`)}</p>
      <Link href="/" variant="standalone">
        {t("common.backHome")}
      </Link>
    </div>
  );
  if (embedded) return <section className="p-6 sm:p-10">{body}</section>;
  return <EmptyLayout title={t(`errors.${page}.title`)}>{body}</EmptyLayout>;
}
