/**
 * E-services / จัดการบริการ e-Service (`/admin/e-service`; issue 12 item 1), for staff administrators (server menu
 * item "E-services" under Administration): every service of the catalogue, active or not, with its division, target
 * time, state and last change; the service's name opens its editor (`/admin/e-service/<code>`). Desktop first: a
 * table with a text filter; cards below 800 px.
 *
 * Accessible names for tests: heading "E-services"; table "Services"; a link per row named after the service.
 */
import { useTranslation } from "../../i18n/use-translation";
import { DataTable, Link, PageHeader, type DataTableColumn } from "@eoffice/ui";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { LabelBadge } from "../../lib/label-badge";
import { localName, localText } from "../../lib/local-name";
import { usePageTitle } from "../../lib/use-page-title";
import { serviceEditPath } from "./eservice-paths";
import { useEServicesAdmin } from "./eservice-queries";
import type { EService } from "./eservice-rules";

/** The list of services (route module). */
export default function ServiceAdminListPage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  usePageTitle(t("eservice.admin.title"));
  const services = useEServicesAdmin();

  const columns: DataTableColumn<EService>[] = [
    {
      id: "name",
      header: t("eservice.admin.columns.name"),
      isRowHeader: true,
      allowsSorting: true,
      value: (service) => localText(service.name, language),
      cell: (service) => <Link href={serviceEditPath(service.code)}>{localText(service.name, language)}</Link>,
    },
    { id: "code", header: t("eservice.admin.columns.code"), allowsSorting: true, value: (service) => service.code, cell: (service) => <code>{service.code}</code> },
    {
      id: "division",
      header: t("eservice.admin.columns.division"),
      allowsSorting: true,
      value: (service) => localName(service.division, language),
    },
    {
      id: "targetDays",
      header: t("eservice.admin.columns.targetDays"),
      align: "end",
      allowsSorting: true,
      value: (service) => service.targetDays,
      cell: (service) => t("eservice.terms.targetDays", { count: service.targetDays }),
    },
    {
      id: "active",
      header: t("eservice.admin.columns.active"),
      value: (service) => (service.active ? t("eservice.admin.open") : t("eservice.admin.closed")),
      cell: (service) => (
        <LabelBadge
          value={service.active ? "open" : "closed"}
          label={service.active ? t("eservice.admin.open") : t("eservice.admin.closed")}
          tone={service.active ? "success" : "neutral"}
        />
      ),
    },
    {
      id: "updatedAt",
      header: t("eservice.admin.columns.updatedAt"),
      allowsSorting: true,
      value: (service) => service.updatedAt,
      cell: (service) => <time dateTime={service.updatedAt}>{formatDateTime(service.updatedAt, language)}</time>,
    },
  ];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader title={t("eservice.admin.title")} description={t("eservice.admin.intro")} />
      <DataTable<EService>
        aria-label={t("eservice.admin.tableLabel")}
        columns={columns}
        rows={services.data ?? []}
        getRowId={(service) => service.code}
        clientSide
        hasTextFilter
        isLoading={services.isFetching}
        error={services.error ? errorMessage(services.error, t("eservice.admin.loadError")) : undefined}
        onRetry={() => void services.refetch()}
        cardBreakpoint={800}
      />
    </div>
  );
}
