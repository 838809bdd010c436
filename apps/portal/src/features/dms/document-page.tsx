/**
 * The document view of the document-management area (`/dms/main/document;docId=..;folderId=..;docType=..`,
 * portal-spec.md section 2 "Screens and routes"). Document management is not built yet: the page says so and
 * shows the parameters it received, inside the shell, so that a document search result never leads to a
 * broken link.
 *
 * Accessible names for tests: heading "Document" / "เอกสาร"; a description list named "Document link details"
 * with "Document ID", "Folder ID", "Document type ID".
 */
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Icon, Link } from "@eoffice/ui";
import { usePageTitle } from "../../lib/use-page-title";
import { documentParamsOf, type DocumentParams } from "./document-link";

const FIELDS: readonly (keyof DocumentParams)[] = ["docId", "folderId", "docType"];

/** The document page (route module). */
export default function DocumentPage() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const params = documentParamsOf(location) ?? { docId: "", folderId: "", docType: "" };
  usePageTitle(t("dms.document.title"));
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-start gap-4 p-6 sm:p-10">
      <span className="inline-flex items-center gap-2 rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-700 dark:bg-primary-900 dark:text-primary-100">
        <Icon name="file-text" size={16} />
        {t("dms.document.badge")}
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t("dms.document.title")}</h1>
      <p className="text-muted">{t("dms.document.text")}</p>
      <dl
        aria-label={t("dms.document.parameters")}
        data-testid="document-parameters"
        className="grid w-full grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-border bg-surface p-4"
      >
        {FIELDS.map((field) => (
          <div key={field} className="contents">
            <dt className="font-medium">{t(`dms.document.${field}`)}</dt>
            <dd data-field={field} className="break-all text-muted">
              {params[field] || t("dms.document.missing")}
            </dd>
          </div>
        ))}
      </dl>
      <Link href="/" variant="standalone">
        {t("common.backHome")}
      </Link>
    </section>
  );
}
