/**
 * The case page (issue 11 items 2 and 7): `/e-service/main/complaints/{id}` for the resident who filed it and
 * `/mwp/complaints/{id}` for staff allowed on it (the route gives the id; the realm chooses the view).
 *
 * Layout: the facts with the actions, the history (timeline), the attachments, the notes thread. One column on a
 * phone (360 px without sideways scrolling); from 1024 px the history moves to a column on the right. When the API
 * answers 404 (no such case, or not the viewer's) the 404 page shows inside the shell.
 *
 * An e-service request (issue 12) is the same case page, titled "Request ER-2569-000123" and described by its
 * service; its facts show the service, the answers and the booking (`case-facts.tsx`).
 *
 * Accessible names for tests: heading "Complaint CP-2569-000042" (a request: "Request ER-2569-000123"); breadcrumbs "My complaints" / "Complaints";
 * section headings "Actions", "Handling" (staff, tracker issue 39 item 2: `case-handling.tsx`), "History", "Attachments", "Messages"; "Satisfaction" once completed (issue 12 item 5).
 */
import { useTranslation } from "../../i18n/use-translation";
import { useParams } from "wouter";
import { Alert, PageHeader, Spinner } from "@eoffice/ui";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { localName, localText } from "../../lib/local-name";
import { usePageTitle } from "../../lib/use-page-title";
import { useSession } from "../../session/session";
import { E_SERVICE_HOME } from "../../routing/e-service-home";
import { STAFF_COMPLAINTS_PATH } from "../complaints-staff";
import { ErrorPage } from "../errors";
import { useComplaintKinds, isNotFound, useComplaint } from "../complaints";
import { CaseRating } from "../satisfaction";
import { CaseActions } from "./case-actions";
import { CaseFacts } from "./case-facts";
import { CaseFiles } from "./case-files";
import { CaseHandling } from "./case-handling";
import { CaseTimeline } from "./case-timeline";
import { CaseThread } from "./case-thread";

/** The case page (route module); the route's `id` parameter is the complaint id (digits). */
export default function CasePage() {
  const { id: idParam } = useParams<{ id?: string }>();
  const id = Number(idParam);
  if (!Number.isSafeInteger(id) || id <= 0) return <ErrorPage page="notFound" embedded />;
  return <CaseView key={id} id={id} />;
}

/** The page for one case. */
function CaseView({ id }: { id: number }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const { realm } = useSession();
  const isStaff = realm === "staff";
  const complaint = useComplaint(id);
  const kinds = useComplaintKinds();
  const data = complaint.data;
  // A request (issue 12) is titled as a request and described by its service.
  const title = !data
    ? t("case.loadingTitle")
    : data.caseKind === "request"
      ? t("eservice.case.title", { number: data.complaintNo })
      : t("case.title", { number: data.complaintNo });
  usePageTitle(title);

  if (complaint.error && isNotFound(complaint.error)) return <ErrorPage page="notFound" embedded />;

  const listCrumb = isStaff
    ? { label: t("case.queue"), href: STAFF_COMPLAINTS_PATH }
    : { label: t("complaints.list.title"), href: `${E_SERVICE_HOME}/complaints` };
  const kind = data && kinds.data?.find((candidate) => candidate.id === data.complaintKindId);
  const subject = data?.service ? localText(data.service.name, language) : kind ? localName(kind, language) : undefined;

  return (
    <div className={`mx-auto flex w-full flex-col gap-6 p-4 sm:p-6 lg:p-10 ${isStaff ? "max-w-7xl" : "max-w-5xl"}`}>
      <PageHeader
        title={title}
        description={subject}
        breadcrumbs={[listCrumb, { label: data?.complaintNo ?? t("case.loadingTitle") }]}
      />
      {complaint.error ? (
        <Alert tone="error" onRetry={() => void complaint.refetch()}>
          {errorMessage(complaint.error, t("case.loadError"))}
        </Alert>
      ) : !data ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" />
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr]">
          <div className="flex min-w-0 flex-col gap-6 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6 lg:col-start-1 lg:row-start-1">
            <CaseFacts complaint={data} isStaff={isStaff} />
            <CaseActions complaint={data} isStaff={isStaff} />
            {isStaff && <CaseHandling complaint={data} />}
            <CaseRating complaint={data} isStaff={isStaff} />
          </div>
          <div className="min-w-0 lg:col-start-2 lg:row-span-3 lg:row-start-1">
            <CaseTimeline complaint={data} isStaff={isStaff} />
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-start-2">
            <CaseFiles complaintId={id} />
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-start-3">
            <CaseThread complaintId={id} isStaff={isStaff} canWrite={data.closedAt === null || isStaff} internalOnly={data.closedAt !== null} />
            {data.closedAt !== null && (
              <p className="mt-3 text-sm text-muted">{isStaff ? t("case.thread.closedStaff") : t("case.thread.closed")}</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
