/**
 * "Logs" / "บันทึกการใช้งาน" (`/admin/logs`; docs/spec/portal-spec.md section 2 "Staff menu"; issue 10 item 4; contract
 * `searchAuditLog`, `exportAuditLog`), for administrators: the audit log newest first, paged, with filters
 * (person: a staff user or a person id, action, entity, a range of days in the user's calendar: Thai in the
 * Buddhist era), each entry's changed fields written "before → after", and "Export CSV", which downloads the
 * entries matching the same filters (`GET /v1/AuditLog/export` through the typed client, as a file).
 *
 * Accessible names for tests: heading "Logs"; selects "Person", "Action", "Entity"; field "Person id"; date range
 * "Date"; button "Export CSV"; table "Audit log" with columns Time, Person, Action, Entity, Changes, Purpose,
 * Client IP, Request id. This is the general log: entries of whistleblowing cases are in a separate log that only
 * integrity officers read (contract `searchAuditLog`, `log`), so they never show here.
 */
import { Suspense, lazy, useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import {
  Alert,
  Button,
  Icon,
  PageHeader,
  Select,
  TextField,
  showToast,
  type DataTableColumn,
  type IsoDateRange,
} from "@eoffice/ui";
import { pxClient } from "../../api/client";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { attachmentName, saveBlob } from "../../lib/save-file";
import { PagedTable, usePaging } from "../../lib/paged-table";
import { usePageTitle } from "../../lib/use-page-title";
import { useAuditLog, useStaffUsers, type AuditFilters } from "./admin-queries";

const AuditDateFilter = lazy(() => import("./audit-date-filter"));
import { AuditChanges, actionLabelKey, AUDIT_ACTIONS, AUDIT_ENTITIES, entityLabelKey, type AuditAction, type AuditEntity, type AuditEntry } from "../staff";
import { auditTimeBounds } from "../../lib/day-range";
import { bangkokDay } from "@eoffice/thai";

/** Rows per page. */
/** Value of a select for "no filter". */
const ANY = "any";

/** The logs page (route module). */
export default function LogsPage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  usePageTitle(t("audit.title"));
  const [person, setPerson] = useState<string>(ANY);
  const [personIdText, setPersonIdText] = useState("");
  const [action, setAction] = useState<string>(ANY);
  const [entity, setEntity] = useState<string>(ANY);
  const [range, setRange] = useState<IsoDateRange | null>(null);
  const paging = usePaging();
  const { offset, limit } = paging;
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const staff = useStaffUsers({ offset: 0, limit: 100 });

  const typedId = /^\d{1,9}$/.test(personIdText.trim()) ? Number(personIdText.trim()) : undefined;
  const filters: AuditFilters = useMemo(
    () => ({
      personId: person !== ANY ? Number(person) : typedId,
      action: action !== ANY ? (action as AuditAction) : undefined,
      entity: entity !== ANY ? (entity as AuditEntity) : undefined,
      ...auditTimeBounds(range),
    }),
    [person, typedId, action, entity, range],
  );
  // Back to the first page when a filter changes (adjusted while rendering).
  const filterKey = JSON.stringify(filters);
  const [shownFilterKey, setShownFilterKey] = useState(filterKey);
  if (shownFilterKey !== filterKey) {
    setShownFilterKey(filterKey);
    paging.reset();
  }
  const log = useAuditLog(filters, offset, limit);

  const personOptions = useMemo(
    () => [
      { id: ANY, label: t("audit.everyone") },
      ...(staff.data?.data ?? []).map((user) => ({ id: String(user.id), label: `${user.name} (${user.firstname} ${user.lastname})` })),
    ],
    [staff.data, t],
  );

  const exportCsv = async () => {
    setExportError(null);
    setExporting(true);
    try {
      const { data, error, response } = await pxClient.GET("/v1/AuditLog/export", {
        params: { query: { ...filters, dir: "desc" } },
        parseAs: "blob",
      });
      if (error !== undefined || !data) throw error ?? new Error("Empty answer");
      const today = bangkokDay(Date.now());
      saveBlob(data, attachmentName(response.headers.get("content-disposition"), `audit-log-${today}.csv`));
      showToast({ title: t("audit.exported"), tone: "success" });
    } catch (error) {
      setExportError(errorMessage(error, t("audit.exportError")));
    } finally {
      setExporting(false);
    }
  };

  const columns: DataTableColumn<AuditEntry>[] = [
    {
      id: "at",
      header: t("audit.columns.at"),
      value: (entry) => formatDateTime(entry.at, language),
      cell: (entry) => (
        <time dateTime={entry.at} className="whitespace-nowrap">
          {formatDateTime(entry.at, language)}
        </time>
      ),
    },
    {
      id: "person",
      header: t("audit.columns.person"),
      value: (entry) => entry.personName ?? t("audit.unknownPerson"),
      cell: (entry) => (
        <span className="flex flex-col">
          <span>{entry.personName ?? t("audit.unknownPerson")}</span>
          <span className="text-xs text-muted">
            {entry.personId !== null ? `#${entry.personId}` : ""} {entry.realm ? t(`audit.realms.${entry.realm}`) : ""}
          </span>
        </span>
      ),
    },
    { id: "action", header: t("audit.columns.action"), value: (entry) => t(actionLabelKey(entry.action)) },
    {
      id: "entity",
      header: t("audit.columns.entity"),
      value: (entry) => `${t(entityLabelKey(entry.entity))}${entry.entityId ? ` #${entry.entityId}` : ""}`,
    },
    {
      id: "changes",
      header: t("audit.columns.changes"),
      value: (entry) => entry.changes.map((change) => change.field).join(", "),
      cell: (entry) => <AuditChanges changes={entry.changes} entity={entry.entity} />,
    },
    // Why personal data was read (a `view` of a resident's profile, issue 36 item 6); empty for changes.
    { id: "purpose", header: t("audit.columns.purpose"), value: (entry) => entry.purpose ?? "" },
    { id: "clientIp", header: t("audit.columns.clientIp") },
    { id: "requestId", header: t("audit.columns.requestId"), cell: (entry) => <span className="font-mono text-xs break-all">{entry.requestId}</span> },
  ];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader
        title={t("audit.title")}
        description={t("audit.intro")}
        actions={
          <Button variant="secondary" isPending={exporting} onPress={() => void exportCsv()}>
            <Icon name="file" size={16} />
            {t("audit.export")}
          </Button>
        }
      />
      {exportError && <Alert tone="error">{exportError}</Alert>}

      <div className="grid grid-cols-1 gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:grid-cols-2 sm:p-6 xl:grid-cols-5" role="group" aria-label={t("audit.filters")}>
        <Select
          label={t("audit.person")}
          items={personOptions}
          value={person}
          onChange={(key) => {
            setPerson(key === null ? ANY : String(key));
            if (key !== null && key !== ANY) setPersonIdText("");
          }}
        />
        <TextField
          label={t("audit.personId")}
          description={t("audit.personIdHint")}
          inputMode="numeric"
          value={personIdText}
          isDisabled={person !== ANY}
          onChange={setPersonIdText}
        />
        <Select
          label={t("audit.action")}
          items={[{ id: ANY, label: t("audit.anyAction") }, ...AUDIT_ACTIONS.map((each) => ({ id: each, label: t(actionLabelKey(each)) }))]}
          value={action}
          onChange={(key) => setAction(key === null ? ANY : String(key))}
        />
        <Select
          label={t("audit.entity")}
          items={[{ id: ANY, label: t("audit.anyEntity") }, ...AUDIT_ENTITIES.map((each) => ({ id: each, label: t(entityLabelKey(each)) }))]}
          value={entity}
          onChange={(key) => setEntity(key === null ? ANY : String(key))}
        />
        <Suspense fallback={<TextField label={t("audit.dates")} isDisabled value="" />}>
          <AuditDateFilter label={t("audit.dates")} value={range} onChange={setRange} />
        </Suspense>
      </div>

      <PagedTable<AuditEntry> label={t("audit.tableLabel")} columns={columns} query={log} paging={paging} loadError={t("audit.loadError")} cardBreakpoint={900} />
    </div>
  );
}
