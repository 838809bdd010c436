/**
 * One case as the result check answers it (issue 12 item 4; contract `CheckResult`): its status, subject, unit,
 * dates and its timeline (ui `Timeline`, newest first), with no staff names, internal notes or contact details (the
 * API leaves them out). A completed case not rated yet offers the satisfaction survey: directly when signed in,
 * through sign-in otherwise. Dates in the user's language (Thai: Buddhist era).
 *
 * Accessible names for tests: heading "Case CP-2569-000042"; list "What has happened"; link "Rate this service".
 */
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "../../i18n/use-translation";
import type { Schemas } from "@eoffice/api-client";
import { Link, Timeline, type TimelineEvent, type TimelineTone } from "@eoffice/ui";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { localName } from "../../lib/local-name";
import { REDIRECT_PARAM, SIGN_IN_PATH } from "../../routing/guards";
import { useIsAuthenticated } from "../../session/session";
import { isOpenStatus, type ComplaintStatusCode, useComplaintStatuses, StatusBadge } from "../complaints";
import { satisfactionPath } from "../satisfaction";

type Event = Schemas["CheckResultEvent"];

/** The dot's colour after each status. */
const TONES: Record<ComplaintStatusCode, TimelineTone> = {
  received: "info",
  accepted: "primary",
  in_progress: "caution",
  completed: "success",
  rejected: "warn",
  cancelled: "neutral",
};

/** Props of {@link CheckResultView}. */
export interface CheckResultViewProps {
  /** The answer of `POST /v1/CheckResult`. */
  result: Schemas["CheckResult"];
}

/** The checked case (see the module comment). */
export function CheckResultView({ result }: CheckResultViewProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const statuses = useComplaintStatuses();
  const isSignedIn = useIsAuthenticated();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const statusName = useMemo(() => {
    const names = new Map((statuses.data ?? []).map((status) => [status.code, localName(status, language)]));
    return (code: ComplaintStatusCode) => names.get(code) ?? (code === result.status.code ? localName(result.status, language) : t(`case.status.${code}`));
  }, [statuses.data, language, result.status, t]);

  const events = useMemo<TimelineEvent[]>(() => {
    const whatHappened = (event: Event): string => {
      const unit = event.unit ? localName(event.unit, language) : "";
      if (event.action === "accepted" && unit) return t("case.history.acceptedUnit", { unit });
      if (event.action === "forwarded" && unit) return t("case.history.forwardedTo", { unit });
      if (event.action === "assigned") return t("case.history.assigned");
      return t(`case.history.${event.action}`);
    };
    return result.history.map((event, index) => ({
      id: index,
      at: event.at,
      fromStatus: event.fromStatus && event.fromStatus !== event.toStatus ? statusName(event.fromStatus) : undefined,
      toStatus: event.fromStatus === event.toStatus ? undefined : statusName(event.toStatus),
      comment: (
        <>
          <span className="block font-medium">{whatHappened(event)}</span>
          {event.comment && <span className="block whitespace-pre-line break-words">{event.comment}</span>}
        </>
      ),
      tone: TONES[event.toStatus],
    }));
  }, [result.history, statusName, language, t]);

  const formatDate = useMemo(() => (date: Date) => formatDateTime(date.toISOString(), language), [language]);
  const survey = satisfactionPath(result.id);
  const rateHref = isSignedIn ? survey : `${SIGN_IN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(survey)}`;
  const open = isOpenStatus(result.status.code);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="check-result-case" className="flex flex-col gap-3">
        <h2 id="check-result-case" ref={heading} tabIndex={-1} className="text-xl font-semibold break-words outline-none">
          {t("checkResult.caseTitle", { number: result.complaintNo })}
        </h2>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-muted">{t("checkResult.status")}</dt>
          <dd>
            <StatusBadge code={result.status.code} label={localName(result.status, language)} />
            {result.overdue && <span className="ms-2 text-warn">{t("checkResult.overdue")}</span>}
          </dd>
          {(result.subject.nameTh || result.subject.nameEn) && (
            <>
              <dt className="font-medium text-muted">{t("checkResult.subject")}</dt>
              <dd className="break-words">{localName(result.subject, language)}</dd>
            </>
          )}
          {result.unit && (
            <>
              <dt className="font-medium text-muted">{t("checkResult.unit")}</dt>
              <dd className="break-words">{localName(result.unit, language)}</dd>
            </>
          )}
          <dt className="font-medium text-muted">{t("checkResult.filedOn")}</dt>
          <dd>
            <time dateTime={result.createdAt}>{formatDateTime(result.createdAt, language)}</time>
          </dd>
          {open ? (
            <>
              <dt className="font-medium text-muted">{t("checkResult.expectedBy")}</dt>
              <dd>
                <time dateTime={result.dueAt}>{formatDateTime(result.dueAt, language, undefined, false)}</time>
              </dd>
            </>
          ) : result.closedAt ? (
            <>
              <dt className="font-medium text-muted">{t("checkResult.closedOn")}</dt>
              <dd>
                <time dateTime={result.closedAt}>{formatDateTime(result.closedAt, language)}</time>
              </dd>
            </>
          ) : null}
        </dl>
        {result.status.code === "completed" && !result.rated && (
          <div className="flex flex-col gap-2 rounded-xl border border-border p-3">
            <p className="text-sm">{t("checkResult.rateInvite")}</p>
            <Link
              href={rateHref}
              variant="standalone"
              className="inline-flex min-h-11 items-center justify-center self-start rounded-lg bg-primary px-4 text-on-primary hover:no-underline"
            >
              {t("satisfaction.rateService")}
            </Link>
          </div>
        )}
      </section>
      <section aria-labelledby="check-result-history" className="flex flex-col gap-3">
        <h3 id="check-result-history" className="text-lg font-semibold">
          {t("checkResult.history")}
        </h3>
        <Timeline events={events} formatDate={formatDate} aria-label={t("checkResult.history")} />
      </section>
    </div>
  );
}
