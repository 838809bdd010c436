/**
 * The facts of a case (issue 11 items 1, 2 and 7): status, type and kind, when it was filed, the due date (for the
 * resident "Expected answer by"; "Overdue" in words when an open case is past it), the responsible unit and
 * officer, how it reached the municipality, where, what happened, and for staff the complainant's contact details
 * (never for a whistleblowing case, whose `contact` the API leaves out). Residents see at most that an officer is
 * assigned, never who.
 *
 * A description list in one column on a phone and two from 640 px; the detail spans the row. A request (issue 12)
 * shows its service instead of the complaint kind, and its answers and booking instead of the location and detail.
 * A case with a position (tracker issue 41 item 1) shows it with an "Open in map" link to OpenStreetMap.
 */
import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "@eoffice/ui";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { LabelBadge } from "../../lib/label-badge";
import { openStreetMapUrl, positionText, type Position } from "../../lib/map-link";
import { localName, localText } from "../../lib/local-name";
import { useComplaintKinds, useComplaintTypes, isOpenStatus, StatusBadge, type ComplaintDetail } from "../complaints";
import { useEService } from "../eservice";

/** The answers and booking of a request (issue 12), loaded only for requests (the ui form summary). */
const RequestAnswers = lazy(() => import("../eservice/request-answers").then((module) => ({ default: module.RequestAnswers })));

/** Props of {@link CaseFacts}. */
export interface CaseFactsProps {
  /** The case. */
  complaint: ComplaintDetail;
  /** Staff view (officer's name, contact details, channel). */
  isStaff: boolean;
}

/** One term and its description. */
function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex min-w-0 flex-col gap-0.5 ${wide ? "sm:col-span-2" : ""}`}>
      <dt className="text-xs font-medium text-muted">{term}</dt>
      <dd className="m-0 break-words">{children}</dd>
    </div>
  );
}

/** The case facts. */
export function CaseFacts({ complaint, isStaff }: CaseFactsProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const types = useComplaintTypes();
  const kinds = useComplaintKinds();
  const type = types.data?.find((candidate) => candidate.id === complaint.complaintTypeId);
  const kind = kinds.data?.find((candidate) => candidate.id === complaint.complaintKindId);
  const open = isOpenStatus(complaint.status.code);
  const contact = isStaff ? complaint.contact : null;

  // Staff see who; a resident only that an officer is assigned (the API may also leave `assignee` out for them,
  // so "not assigned" is never claimed to a resident).
  let assignee: string | null;
  if (!complaint.assignee) assignee = isStaff ? t("case.facts.notAssigned") : null;
  else if (isStaff && complaint.assignee.name) assignee = complaint.assignee.name;
  else assignee = t("case.facts.officerAssigned");

  return (
    <section aria-labelledby="case-facts-heading" className="flex flex-col gap-4">
      <h2 id="case-facts-heading" className="sr-only">
        {t("case.facts.title")}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge code={complaint.status.code} label={localName(complaint.status, language)} />
        {complaint.overdue && <LabelBadge tone="warn" label={t("case.facts.overdue")} value="overdue" />}
        {complaint.confidential && <LabelBadge tone="primary" label={t("case.facts.confidential")} value="confidential" />}
        {complaint.reopenCount > 0 && (
          <LabelBadge tone="info" label={t("case.facts.reopened", { count: complaint.reopenCount })} value="reopened" />
        )}
      </div>
      <dl className="m-0 grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        {complaint.service ? (
          <Fact term={t("eservice.case.service")}>{localText(complaint.service.name, language)}</Fact>
        ) : (
          <Fact term={t("case.facts.kind")}>
            {kind ? localName(kind, language) : "–"}
            {type && <span className="block text-muted">{localName(type, language)}</span>}
          </Fact>
        )}
        <Fact term={t("case.facts.filedOn")}>
          <time dateTime={complaint.createdAt}>{formatDateTime(complaint.createdAt, language)}</time>
        </Fact>
        {open ? (
          <Fact term={isStaff ? t("case.facts.dueStaff") : t("case.facts.dueResident")}>
            <time dateTime={complaint.dueAt}>{formatDateTime(complaint.dueAt, language, undefined, false)}</time>
            {complaint.overdue && <span className="ms-2 font-medium text-warn">{t("case.facts.overdueText")}</span>}
          </Fact>
        ) : (
          complaint.closedAt && (
            <Fact term={t("case.facts.closedOn")}>
              <time dateTime={complaint.closedAt}>{formatDateTime(complaint.closedAt, language)}</time>
            </Fact>
          )
        )}
        <Fact term={t("case.facts.unit")}>{complaint.unit ? localName(complaint.unit, language) : t("case.facts.notRouted")}</Fact>
        {assignee && <Fact term={t("case.facts.assignee")}>{assignee}</Fact>}
        <Fact term={t("case.facts.channel")}>{t(`case.channel.${complaint.channel}`)}</Fact>
        {!complaint.service && (
          <>
            <Fact term={t("case.facts.location")} wide>
              {complaint.location || "–"}
            </Fact>
            <Fact term={t("case.facts.detail")} wide>
              <span className="whitespace-pre-line">{complaint.detail}</span>
            </Fact>
          </>
        )}
        {complaint.latitude != null && complaint.longitude != null && (
          <Fact term={t("case.facts.position")} wide>
            <CasePosition position={{ latitude: complaint.latitude, longitude: complaint.longitude }} />
          </Fact>
        )}
        {contact && (
          <Fact term={t("case.facts.contact")} wide>
            <span className="block">{contact.name}</span>
            {contact.phone && (
              <Link href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="flex min-h-6 w-fit items-center">
                {contact.phone}
              </Link>
            )}
            {contact.email && (
              <Link href={`mailto:${contact.email}`} className="flex min-h-6 w-fit items-center break-all">
                {contact.email}
              </Link>
            )}
          </Fact>
        )}
      </dl>
      {complaint.service && (
        <Suspense fallback={null}>
          <RequestFacts complaint={complaint} code={complaint.service.code} />
        </Suspense>
      )}
    </section>
  );
}

/** Where the case is (tracker issue 41 item 1): its coordinates and a link to OpenStreetMap (no map is loaded here). */
function CasePosition({ position }: { position: Position }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="block tabular-nums">{positionText(position)}</span>
      <Link href={openStreetMapUrl(position)} target="_blank" rel="noopener noreferrer" className="flex min-h-6 w-fit items-center">
        {t("case.facts.openInMap")}
      </Link>
    </>
  );
}

/** A request's answers and booking, with the labels of its service's form (issue 12). */
function RequestFacts({ complaint, code }: { complaint: ComplaintDetail; code: string }) {
  const service = useEService(code);
  if (service.isPending) return null;
  return (
    <RequestAnswers
      form={service.data?.form ?? null}
      formData={complaint.formData}
      booking={complaint.booking}
      bookingUnit={service.data?.booking?.unit ?? "day"}
      headingLevel={3}
    />
  );
}
