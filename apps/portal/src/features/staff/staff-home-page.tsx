/**
 * The staff overview (`/mwp`, docs/spec/portal-spec.md section 2 route group 2; issue 10 item 6; contract `getStaffHome`):
 * the signed-in staff member's name, unit, division, position and roles; what waits for them ("Waiting for you", the
 * cases assigned to them or unassigned in their unit, oldest due first: `waiting-work.tsx`, tracker issue 39 item 1);
 * their recent activity (their newest audit entries) with dates in
 * the user's language (Thai: Buddhist era).
 *
 * Accessible names for tests: heading "Staff overview" / "ภาพรวมงานเจ้าหน้าที่"; sections "About you", "Waiting
 * for you", "Recent activity"; the roles list "Roles".
 */
import { useTranslation } from "../../i18n/use-translation";
import { Alert, EmptyState, formatUserName, PageHeader, Spinner } from "@eoffice/ui";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { LabelBadge } from "../../lib/label-badge";
import { usePageTitle } from "../../lib/use-page-title";
import { localName } from "../../lib/local-name";
import { AuditChanges } from "./audit-changes";
import { actionLabelKey, entityLabelKey } from "./audit-format";
import { useStaffHome } from "./staff-queries";
import { WaitingWork } from "./waiting-work";
import { roleLabelKey } from "./staff-roles";

/** One labelled value of the "About you" card. */
function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** The staff overview page (route module). */
export default function StaffHomePage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  usePageTitle(t("staff.home.title"));
  const home = useStaffHome();
  const data = home.data?.data;
  const none = t("staff.home.none");

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader
        title={t("staff.home.title")}
        description={data ? t("staff.home.welcome", { name: formatUserName(data.user) }) : undefined}
      />
      {home.error ? (
        <Alert tone="error" onRetry={() => void home.refetch()}>
          {t("staff.home.loadError")} {errorMessage(home.error, "")}
        </Alert>
      ) : !data ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" />
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <section aria-labelledby="staff-about" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 shadow-sm lg:col-span-1">
            <h2 id="staff-about" className="text-lg font-semibold">
              {t("staff.home.about")}
            </h2>
            <dl className="flex flex-col gap-3">
              <Detail label={t("staff.home.name")} value={formatUserName(data.user)} />
              <Detail label={t("staff.home.userName")} value={data.user.name} />
              <Detail label={t("staff.home.unit")} value={data.unit ? localName(data.unit, language) : none} />
              <Detail label={t("staff.home.division")} value={data.division ? localName(data.division, language) : none} />
              <Detail label={t("staff.home.position")} value={data.position ? localName(data.position, language) : none} />
            </dl>
            <div className="flex flex-col gap-2">
              <h3 id="staff-roles" className="text-sm text-muted">
                {t("staff.home.roles")}
              </h3>
              <ul aria-labelledby="staff-roles" className="flex flex-wrap gap-2">
                {data.user.roles.map((role) => (
                  <li key={role}>
                    <LabelBadge label={t(roleLabelKey(role))} value={role} tone={role === "admin" ? "primary" : "info"} />
                  </li>
                ))}
              </ul>
            </div>
          </section>

          <div className="flex flex-col gap-6 lg:col-span-2">
            <WaitingWork />

            <section aria-labelledby="staff-activity" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6 shadow-sm">
              <h2 id="staff-activity" className="text-lg font-semibold">
                {t("staff.home.activity")}
              </h2>
              {data.recentActivity.length === 0 ? (
                <EmptyState icon="history" title={t("staff.home.activityEmpty")} size="sm" />
              ) : (
                <ol className="flex flex-col divide-y divide-border">
                  {data.recentActivity.map((entry) => (
                    <li key={entry.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                      <div className="flex flex-wrap items-baseline justify-between gap-2">
                        <span className="font-medium">
                          {t(actionLabelKey(entry.action))} · {t(entityLabelKey(entry.entity))}
                          {entry.entityId ? ` #${entry.entityId}` : ""}
                        </span>
                        <time dateTime={entry.at} className="text-sm text-muted">
                          {formatDateTime(entry.at, language)}
                        </time>
                      </div>
                      {entry.changes.length > 0 && <AuditChanges changes={entry.changes} entity={entry.entity} />}
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
