/**
 * Checking results (`/e-service/main/checkresult`; docs/spec/portal-spec.md section 2; issue 12 item 4):
 *
 * - signed in: all the resident's requests and complaints with their status, newest first (the "My complaints"
 *   search, `useMyComplaints`; each opens its case page), then the form to check one case by reference;
 * - signed out: the form only, in the empty layout (the reference number with the telephone or the last four digits
 *   of the national ID; `check-result-form.tsx`).
 *
 * Works at 360 px without sideways scrolling (the list is cards) and by keyboard.
 *
 * Accessible names for tests: heading "Check results"; section headings "My requests and complaints" (signed in)
 * and "Check a case"; button "Show more".
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Alert, Button, EmptyState, Link, PageHeader, Spinner } from "@eoffice/ui";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { localName } from "../../lib/local-name";
import { usePageTitle } from "../../lib/use-page-title";
import { SIGN_IN_PATH } from "../../routing/guards";
import { EmptyLayout } from "../../lib/empty-layout";
import { useIsAuthenticated } from "../../session/session";
import { useComplaintKinds, useMyComplaints, casePath, StatusBadge } from "../complaints";
import { caseSubject } from "../satisfaction";
import { CheckResultForm } from "./check-result-form";

/** Cases shown at first, and added by "Show more". */
const PAGE = 10;

/** The check-result page (route module): the guest page when signed out, else the resident's. */
export default function CheckResultPage() {
  const isSignedIn = useIsAuthenticated();
  return isSignedIn ? <ResidentCheck /> : <GuestCheck />;
}

/** Signed out: the form only. */
function GuestCheck() {
  const { t } = useTranslation();
  return (
    <EmptyLayout title={t("checkResult.title")} intro={t("checkResult.guestIntro")} width="md">
      <CheckResultForm />
      <nav aria-label={t("checkResult.moreLinks")} className="mt-6 flex flex-col gap-2 border-t border-border pt-4 text-sm">
        <Link href={SIGN_IN_PATH} variant="standalone" className="self-start">
          {t("checkResult.signInForAll")}
        </Link>
      </nav>
    </EmptyLayout>
  );
}

/** Signed in: my cases, then the form. */
function ResidentCheck() {
  const { t } = useTranslation();
  usePageTitle(t("checkResult.title"));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6 lg:p-10">
      <PageHeader title={t("checkResult.title")} description={t("checkResult.intro")} />
      <MyCases />
      <section aria-labelledby="check-result-form" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
        <h2 id="check-result-form" className="text-lg font-semibold">
          {t("checkResult.formTitle")}
        </h2>
        <p className="text-sm text-muted">{t("checkResult.formIntro")}</p>
        <CheckResultForm />
      </section>
    </div>
  );
}

/** The resident's cases with their status. */
function MyCases() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [limit, setLimit] = useState(PAGE);
  const cases = useMyComplaints({ offset: 0, limit });
  const kinds = useComplaintKinds();
  const rows = cases.data?.data ?? [];
  const total = cases.data?.total ?? 0;
  return (
    <section aria-labelledby="check-result-mine" className="flex flex-col gap-3">
      <h2 id="check-result-mine" className="text-lg font-semibold">
        {t("checkResult.mine")}
      </h2>
      {cases.error ? (
        <Alert tone="error" onRetry={() => void cases.refetch()}>
          {errorMessage(cases.error, t("checkResult.mineError"))}
        </Alert>
      ) : !cases.data ? (
        <div className="flex justify-center py-8">
          <Spinner size="md" />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState icon="inbox" title={t("checkResult.mineEmpty")} />
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-busy={cases.isFetching || undefined}>
            {rows.map((each) => {
              const subject = caseSubject(each, kinds.data, language);
              return (
                <li key={each.id} className="flex flex-col gap-1 rounded-2xl border border-border bg-surface p-4 shadow-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Link href={casePath(each.id)} variant="standalone" className="font-semibold">
                      {each.complaintNo}
                    </Link>
                    <StatusBadge code={each.status.code} label={localName(each.status, language)} />
                  </div>
                  {subject && <p className="break-words text-sm">{subject}</p>}
                  <p className="text-sm text-muted">
                    {t("checkResult.filedOnDate", { date: formatDateTime(each.createdAt, language, undefined, false) })}
                  </p>
                </li>
              );
            })}
          </ul>
          {total > rows.length && limit < 100 && (
            <Button variant="secondary" onPress={() => setLimit((n) => Math.min(n + PAGE, 100))} isPending={cases.isFetching} className="self-start">
              {t("checkResult.showMore")}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
