/**
 * The satisfaction survey (`/e-service/main/satisfaction`; docs/spec/portal-spec.md section 2; issue 12 item 5; contract tag
 * `satisfaction`), offered once for each completed request or complaint and as a general survey of the portal:
 *
 * - `?case=<id>` (the completion's notification, the case page, the result check): the survey names the case it is
 *   about (reference number and subject); a case already rated shows the answer given, a case not completed yet says
 *   so; another person's case shows the 404 page (the API answers 404);
 * - without a case, signed in: the resident's completed cases still to rate (each opens its survey), then the
 *   general survey of the portal (once per 30 days);
 * - signed out: the general survey only, in the empty layout, with a link to sign in and rate one's cases.
 *
 * Works at 360 px without sideways scrolling and by keyboard.
 *
 * Accessible names for tests: heading "Satisfaction survey"; heading "Rate case CP-2569-000042" (with a case);
 * section headings "Cases to rate" and "How do you find this portal?"; links "Rate" on each case to rate.
 */
import { useTranslation } from "../../i18n/use-translation";
import { useSearch } from "wouter";
import { Alert, EmptyState, Link, PageHeader, Spinner, StarRating } from "@eoffice/ui";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { usePageTitle } from "../../lib/use-page-title";
import { REDIRECT_PARAM, SIGN_IN_PATH } from "../../routing/guards";
import { EmptyLayout } from "../../lib/empty-layout";
import { useIsAuthenticated } from "../../session/session";
import { isNotFound, useComplaint, useComplaintKinds } from "../complaints";
import { E_SERVICE_HOME } from "../../routing/e-service-home";
import { ErrorPage } from "../errors";
import { caseSubject } from "./case-subject";
import { SatisfactionForm } from "./satisfaction-form";
import { caseIdOf, satisfactionPath, useCaseSatisfaction, usePendingSatisfaction } from "./satisfaction-queries";

/** The survey page (route module): the guest page when signed out, else the resident's. */
export default function SatisfactionPage() {
  const isSignedIn = useIsAuthenticated();
  return isSignedIn ? <ResidentSurvey /> : <GuestSurvey />;
}

/** Signed out: the general survey only. */
function GuestSurvey() {
  const { t } = useTranslation();
  const search = useSearch();
  const here = `${SIGN_IN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(`${satisfactionPath()}${search ? `?${search}` : ""}`)}`;
  return (
    <EmptyLayout title={t("satisfaction.title")} intro={t("satisfaction.guestIntro")} width="md">
      <SatisfactionForm />
      <nav aria-label={t("satisfaction.moreLinks")} className="mt-6 flex flex-col gap-2 border-t border-border pt-4 text-sm">
        <Link href={here} variant="standalone" className="self-start">
          {t("satisfaction.signInToRate")}
        </Link>
        <Link href={`${E_SERVICE_HOME}/checkresult`} variant="standalone" className="self-start">
          {t("satisfaction.checkResultLink")}
        </Link>
      </nav>
    </EmptyLayout>
  );
}

/** Signed in: one case's survey, or the cases to rate and the general survey. */
function ResidentSurvey() {
  const { t } = useTranslation();
  usePageTitle(t("satisfaction.title"));
  const caseId = caseIdOf(useSearch());
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6 lg:p-10">
      <PageHeader
        title={t("satisfaction.title")}
        description={t("satisfaction.intro")}
        breadcrumbs={caseId === undefined ? undefined : [{ label: t("satisfaction.title"), href: satisfactionPath() }, { label: t("satisfaction.oneCase") }]}
      />
      {caseId === undefined ? <Overview /> : <CaseSurvey key={caseId} caseId={caseId} />}
    </div>
  );
}

/** The survey of one case. */
function CaseSurvey({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const complaint = useComplaint(caseId);
  const answer = useCaseSatisfaction(caseId);
  const kinds = useComplaintKinds();

  if (complaint.error && isNotFound(complaint.error)) return <ErrorPage page="notFound" embedded />;
  const failed = complaint.error ?? answer.error;
  if (failed) {
    return (
      <Alert tone="error" onRetry={() => void Promise.all([complaint.refetch(), answer.refetch()])}>
        {errorMessage(failed, t("satisfaction.loadError"))}
      </Alert>
    );
  }
  const data = complaint.data;
  const state = answer.data;
  if (!data || !state) {
    return (
      <div className="flex justify-center py-12">
        <Spinner size="lg" />
      </div>
    );
  }
  const subject = caseSubject(data, kinds.data, language);
  const casePath = `${E_SERVICE_HOME}/complaints/${data.id}`;
  return (
    <section aria-labelledby="satisfaction-case" className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="satisfaction-case" className="text-lg font-semibold break-words">
          {t("satisfaction.caseHeading", { number: data.complaintNo })}
        </h2>
        {subject && <p className="break-words text-muted">{subject}</p>}
        {data.completedAt && (
          <p className="text-sm text-muted">
            {t("satisfaction.completedOn", { date: formatDateTime(data.completedAt, language, undefined, false) })}
          </p>
        )}
        <Link href={casePath} variant="standalone" className="self-start text-sm">
          {t("satisfaction.openCase")}
        </Link>
      </div>
      {state.data ? (
        <div className="flex flex-col gap-2">
          <p>{t("satisfaction.alreadyRated")}</p>
          <StarRating isReadOnly value={state.data.rating} showValue label={t("satisfaction.yourRating")} size="sm" />
        </div>
      ) : state.canAnswer ? (
        <SatisfactionForm caseId={data.id} />
      ) : (
        <Alert tone="info">{t("satisfaction.notYet")}</Alert>
      )}
    </section>
  );
}

/** The cases still to rate and the general survey. */
function Overview() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const pending = usePendingSatisfaction();
  const kinds = useComplaintKinds();
  if (pending.error) {
    return (
      <Alert tone="error" onRetry={() => void pending.refetch()}>
        {errorMessage(pending.error, t("satisfaction.loadError"))}
      </Alert>
    );
  }
  if (!pending.data) {
    return (
      <div className="flex justify-center py-12">
        <Spinner size="lg" />
      </div>
    );
  }
  const cases = pending.data.data;
  const answeredAt = pending.data.generalAnsweredAt;
  return (
    <>
      <section aria-labelledby="satisfaction-pending" className="flex flex-col gap-3">
        <h2 id="satisfaction-pending" className="text-lg font-semibold">
          {t("satisfaction.pendingTitle")}
        </h2>
        {cases.length === 0 ? (
          <EmptyState icon="check-results" title={t("satisfaction.pendingEmpty")} description={t("satisfaction.pendingEmptyHint")} />
        ) : (
          <ul className="flex flex-col gap-3">
            {cases.map((each) => {
              const subject = caseSubject(each, kinds.data, language);
              return (
                <li key={each.id} className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <span className="font-semibold">{each.complaintNo}</span>
                    {subject && <span className="break-words text-sm">{subject}</span>}
                    {each.completedAt && (
                      <span className="text-sm text-muted">
                        {t("satisfaction.completedOn", { date: formatDateTime(each.completedAt, language, undefined, false) })}
                      </span>
                    )}
                  </div>
                  <Link
                    href={satisfactionPath(each.id)}
                    variant="standalone"
                    aria-label={t("satisfaction.rateCase", { number: each.complaintNo })}
                    className="inline-flex min-h-11 items-center justify-center self-start rounded-lg border border-primary px-4 sm:self-center"
                  >
                    {t("satisfaction.rate")}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="satisfaction-general" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
        <h2 id="satisfaction-general" className="text-lg font-semibold">
          {t("satisfaction.generalTitle")}
        </h2>
        {answeredAt ? (
          <p className="text-sm text-muted">{t("satisfaction.generalAnswered", { date: formatDateTime(answeredAt, language, undefined, false) })}</p>
        ) : (
          <SatisfactionForm />
        )}
      </section>
    </>
  );
}
