/**
 * The confirmation of a request just submitted (`/e-service/main/form/<code>/sent/<id>`; issue 12 item 2): the
 * reference number (`ER-2569-000123`), what happens next, the date the request is expected to be done by (the
 * case's `dueAt`: filing plus the service's target days; Buddhist era in Thai), and a printable summary of the
 * request (service, date, answers, booking, fee) with a Print button (`window.print()`; the page's print stylesheet
 * prints the summary alone, without the portal's menu and header).
 *
 * Read from the case (`GET /v1/Complaint/{id}`, with `formData` and `booking`) and the service, so a reload or a
 * later visit shows the same page; a case that is not the resident's answers 404 (the 404 page).
 *
 * Accessible names for tests: heading "Request submitted" / "ยื่นคำร้องเรียบร้อยแล้ว"; the reference number in the
 * region "Reference number"; headings "What happens next", "Summary of your request"; button "Print"; links "View
 * your request", "Request another service".
 */
import "../../lib/request-print.css";
import { useTranslation } from "../../i18n/use-translation";
import { useParams } from "wouter";
import { Alert, Button, Icon, Link, Spinner } from "@eoffice/ui";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { localName, localText } from "../../lib/local-name";
import { usePageTitle } from "../../lib/use-page-title";
import { useMunicipalityName } from "../../lib/municipality";
import { ErrorPage } from "../errors";
import { casePath, isNotFound, useComplaint } from "../complaints";
import { useEService } from "./eservice-queries";
import { CATALOGUE_PATH } from "./eservice-paths";
import { isServiceCode } from "./eservice-rules";
import { RequestAnswers } from "./request-answers";
import { ServiceTerms } from "./service-terms";

/** The confirmation page (route module); the route gives `code` and the case `id`. */
export default function RequestSentPage() {
  const { code = "", id: idParam } = useParams<{ code?: string; id?: string }>();
  const id = Number(idParam);
  if (!Number.isSafeInteger(id) || id <= 0) return <ErrorPage page="notFound" embedded />;
  return <RequestSent key={id} code={code} id={id} />;
}

/** The confirmation of one request. */
function RequestSent({ code, id }: { code: string; id: number }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const request = useComplaint(id);
  const service = useEService(code);
  const municipality = useMunicipalityName();
  const data = request.data;
  usePageTitle(t("eservice.sent.title"));

  // A request of another service at this address is not a page either (the code is the service's own).
  const wrongService = !isServiceCode(code) || (data?.service != null && data.service.code !== code);
  if ((request.error && isNotFound(request.error)) || wrongService) return <ErrorPage page="notFound" embedded />;

  const serviceName = data?.service ? localText(data.service.name, language) : service.data ? localText(service.data.name, language) : "";

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6 lg:p-10">
      {request.error ? (
        <Alert tone="error" onRetry={() => void request.refetch()}>
          {errorMessage(request.error, t("eservice.sent.loadError"))}
        </Alert>
      ) : !data ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" />
        </div>
      ) : (
        <article data-print-area aria-labelledby="request-sent-title" className="flex flex-col gap-6">
          <header className="flex flex-col gap-4 rounded-2xl border border-success bg-surface p-5 shadow-sm sm:p-6">
            <p className="hidden text-sm print:block">{municipality}</p>
            <div className="flex items-start gap-3">
              <Icon name="circle-check" size={28} className="mt-0.5 shrink-0 text-success" />
              <div className="flex min-w-0 flex-col gap-1">
                <h1 id="request-sent-title" className="text-2xl font-bold tracking-tight">
                  {t("eservice.sent.title")}
                </h1>
                <p className="break-words">{serviceName}</p>
              </div>
            </div>
            <section aria-labelledby="request-number-label" className="flex flex-col gap-1 rounded-xl bg-hover p-4">
              <h2 id="request-number-label" className="text-sm font-medium text-muted">
                {t("eservice.sent.number")}
              </h2>
              <p className="text-2xl font-bold tracking-wide tabular-nums sm:text-3xl" data-testid="request-number">
                {data.complaintNo}
              </p>
              <p className="text-sm text-muted">{t("eservice.sent.numberHint")}</p>
            </section>
            <dl className="m-0 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
              <div className="flex flex-col gap-0.5">
                <dt className="text-muted">{t("eservice.sent.filedOn")}</dt>
                <dd className="m-0 font-medium">
                  <time dateTime={data.createdAt}>{formatDateTime(data.createdAt, language)}</time>
                </dd>
              </div>
              <div className="flex flex-col gap-0.5">
                <dt className="text-muted">{t("eservice.sent.expected")}</dt>
                <dd className="m-0 font-medium">
                  <time dateTime={data.dueAt}>{formatDateTime(data.dueAt, language, undefined, false)}</time>
                </dd>
              </div>
              {data.unit && (
                <div className="flex flex-col gap-0.5 sm:col-span-2">
                  <dt className="text-muted">{t("eservice.sent.division")}</dt>
                  <dd className="m-0 font-medium">{localName(data.unit, language)}</dd>
                </div>
              )}
            </dl>
            <div className="flex flex-wrap gap-3" data-print-hide>
              <Button onPress={() => window.print()} className="w-full sm:w-auto">
                {t("eservice.sent.print")}
              </Button>
              <Link
                href={casePath(data.id)}
                variant="standalone"
                className="inline-flex h-10 w-full items-center justify-center rounded-lg border border-border bg-surface px-4 text-sm font-medium hover:bg-hover hover:no-underline sm:w-auto"
              >
                {t("eservice.sent.view")}
              </Link>
            </div>
          </header>

          <section aria-labelledby="request-next-heading" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
            <h2 id="request-next-heading" className="text-lg font-semibold">
              {t("eservice.sent.next")}
            </h2>
            <ol className="m-0 flex list-decimal flex-col gap-2 ps-5 text-sm">
              <li>{t("eservice.sent.step1")}</li>
              <li>{t("eservice.sent.step2")}</li>
              <li>{t("eservice.sent.step3")}</li>
              <li>{t("eservice.sent.step4")}</li>
            </ol>
          </section>

          <section aria-labelledby="request-summary-heading" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
            <h2 id="request-summary-heading" className="text-lg font-semibold">
              {t("eservice.sent.summary")}
            </h2>
            {service.data && <ServiceTerms service={service.data} />}
            <RequestAnswers
              form={service.data?.form ?? null}
              formData={data.formData}
              booking={data.booking}
              bookingUnit={service.data?.booking?.unit ?? "day"}
              headingLevel={3}
            />
          </section>

          <p data-print-hide>
            <Link href={CATALOGUE_PATH} variant="standalone">
              {t("eservice.sent.more")}
            </Link>
          </p>
        </article>
      )}
    </div>
  );
}
