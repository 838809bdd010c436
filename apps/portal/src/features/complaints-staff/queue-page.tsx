/**
 * The staff work queue (`/mwp/complaints`; issue 11 item 2; contract `searchComplaints` in the staff realm): the
 * cases of the staff member's unit and its sections (administrators and the complaints centre: all; confidential
 * whistleblowing reports: integrity officers only), newest first, with
 *
 * - status tabs with the number of matching cases per status (`countComplaints`: every filter but the status, fetched
 *   again only when another filter changes);
 * - filters: unit (and its sections), complaints or requests and the service of requests (issue 12), complaint
 *   type and kind, assigned to me, overdue only, the days filed (a date
 *   range in the user's calendar, Thai in the Buddhist era) and a text search (number, detail, location; sent
 *   400 ms after the last key);
 * - sort by number, filing date, last change or due date, and paging (`offset` / `limit`);
 * - each row linking to the case page (`/mwp/complaints/{id}`), overdue and confidential cases marked in words.
 *
 * The filters fit the screen (tracker issue 39 item 3): a bar holds the search, "Filters" (opening the other filters,
 * with the number set), "Export CSV" (the queue with its filters, `queue-export.tsx`) and "Clear filters"; rows take one
 * line, so that ten rows show at 1366 x 768 and the table is usable at 1024 px. Every column fits at 1366 px without the
 * table's own sideways scrolling (tracker issue 39 item 7): the filing and last-change dates show the day (the time in
 * their title), the subject and unit columns are narrower, and a case's markers wrap under its number.
 *
 * Everything is kept in the address (see `queue-filters.ts`), so a reload, a shared link or the Back button shows
 * the same queue. "Record a complaint" opens the staff e-form. Below 880 px of width (a tablet, whose seven columns
 * would scroll sideways) the rows become cards, without the last-change date (still offered by "Sort by").
 *
 * Accessible names for tests: heading "Complaints queue"; link "Record a complaint"; navigation "Status" with links
 * "All 12", "Received 3"...; group "Filters" with selects "Unit", "Complaint type", "Complaint kind", switches
 * "Assigned to me", "Overdue only", selects "Complaints / requests" and "Service" (issue 12), date range "Filed between", search field "Search"; buttons "Filters" (expanded or not), "Export CSV", "Clear filters"; table
 * "Complaints" with columns Number, Subject, Status, Unit / officer, Filed, Due, Last change.
 */
import { Suspense, lazy, useEffect, useEffectEvent, useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation, useSearch } from "wouter";
import type { Schemas } from "@eoffice/api-client";
import {
  Button,
  DataTable,
  EmptyState,
  Icon,
  Link,
  PageHeader,
  Select,
  Switch,
  TextField,
  type DataTableColumn,
  type DataTableSortDescriptor,
  type IsoDateRange,
} from "@eoffice/ui";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { formatDateTime } from "../../lib/format-date";
import { localName, localText } from "../../lib/local-name";
import { usePageTitle } from "../../lib/use-page-title";
import { useComplaintKinds, useComplaintStatuses, useComplaintTypes, StatusBadge } from "../complaints";
import {
  changeQueueFilters,
  DEFAULT_QUEUE_FILTERS,
  formatQueueFilters,
  hasQueueFilters,
  isCompleteRange,
  parseQueueFilters,
  QUEUE_PAGE_SIZES,
  QUEUE_SORTS,
  QUEUE_STATUSES,
  QUEUE_TEXT_MAX,
  type QueueFilters,
  type QueueSort,
  type QueueStatus,
} from "./queue-filters";
import { CANNED_REPLIES_PATH } from "./canned-replies-path";
import { STAFF_COMPLAINTS_PATH } from "./queue-paths";
import { useActiveUnits, useComplaintCounts, useComplaintQueue } from "./staff-complaint-queries";
import { useEServices } from "../eservice";
import { unitOptions } from "./unit-options";
import { NearFilter } from "./near-filter";
import { QueueExport } from "./queue-export";

/** The date-range field, loaded after the page (react-aria's calendar machinery; shared with the logs page). */
const DateRangeFilter = lazy(() => import("../admin/audit-date-filter"));

type Complaint = Schemas["Complaint"];

/** Delay between the last key in the search field and the search, in ms. */
const TEXT_DEBOUNCE_MS = 400;

/** Delay between the last change of the date range and the search, in ms. */
const DATE_DEBOUNCE_MS = 600;

/** Value of a select for "no filter". */
const ANY = "any";

/** The staff work queue (route module). */
export default function QueuePage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  usePageTitle(t("queue.title"));
  const [path, navigate] = useLocation();
  const search = useSearch();
  const filters = useMemo(() => parseQueueFilters(search), [search]);

  const hrefOf = (next: QueueFilters) => {
    const query = formatQueueFilters(next);
    return query ? `${path}?${query}` : path;
  };
  const go = (change: Partial<QueueFilters>, replace = false) => navigate(hrefOf(changeQueueFilters(filters, change)), { replace });

  const queue = useComplaintQueue(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const statusCounts = useComplaintCounts(filters);
  const units = useActiveUnits();
  const types = useComplaintTypes();
  const kinds = useComplaintKinds();
  const statuses = useComplaintStatuses();
  const services = useEServices();

  // The search field: typed text is sent after a pause; a change of address (Back) puts its text back.
  const [textDraft, setTextDraft] = useState(filters.text);
  const [seenText, setSeenText] = useState(filters.text);
  if (seenText !== filters.text) {
    setSeenText(filters.text);
    setTextDraft(filters.text);
  }
  // Refining a search replaces the history entry; starting one adds an entry (Back returns to the plain list).
  const searchText = useEffectEvent((text: string) => go({ text }, filters.text !== ""));
  useEffect(() => {
    const text = textDraft.trim();
    if (text === filters.text) return;
    const timer = setTimeout(() => searchText(text), TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [textDraft, filters.text]);

  // The date range: typing a date changes it digit by digit (year 2, 20, 202, 2026...), so it is sent after a pause,
  // once both days are complete and in order; a change of address puts the address's range back.
  const urlRange = useMemo<IsoDateRange | null>(
    () => (filters.from && filters.to ? { start: filters.from, end: filters.to } : null),
    [filters.from, filters.to],
  );
  const [rangeDraft, setRangeDraft] = useState(urlRange);
  const [seenRange, setSeenRange] = useState(urlRange);
  if (seenRange !== urlRange) {
    setSeenRange(urlRange);
    setRangeDraft(urlRange);
  }
  const searchRange = useEffectEvent((range: IsoDateRange | null) =>
    go({ from: range?.start, to: range?.end }, filters.from !== undefined),
  );
  useEffect(() => {
    if (rangeDraft?.start === urlRange?.start && rangeDraft?.end === urlRange?.end) return;
    if (rangeDraft && !isCompleteRange(rangeDraft)) return;
    const timer = setTimeout(() => searchRange(rangeDraft), DATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [rangeDraft, urlRange]);

  const statusName = useMemo(() => {
    const names = new Map((statuses.data ?? []).map((status) => [status.code, localName(status, language)]));
    return (code: QueueStatus) => names.get(code) ?? t(`queue.statuses.${code}`);
  }, [statuses.data, language, t]);
  const typeNames = useMemo(() => new Map((types.data ?? []).map((type) => [type.id, localName(type, language)])), [types.data, language]);
  const kindNames = useMemo(() => new Map((kinds.data ?? []).map((kind) => [kind.id, localName(kind, language)])), [kinds.data, language]);
  const unitItems = useMemo(
    () => [{ id: ANY, label: t("queue.allUnits") }, ...unitOptions(units.data ?? [], language)],
    [units.data, language, t],
  );
  const typeItems = useMemo(
    () => [{ id: ANY, label: t("queue.allTypes") }, ...(types.data ?? []).map((type) => ({ id: String(type.id), label: localName(type, language) }))],
    [types.data, language, t],
  );
  // Issue 12: complaints or requests, and the requests of one service.
  const caseKindItems = useMemo(
    () => [
      { id: ANY, label: t("eservice.queue.allKinds") },
      { id: "complaint", label: t("eservice.queue.complaints") },
      { id: "request", label: t("eservice.queue.requests") },
    ],
    [t],
  );
  const serviceItems = useMemo(
    () => [
      { id: ANY, label: t("eservice.queue.allServices") },
      ...(services.data ?? []).map((service) => ({ id: String(service.id), label: localText(service.name, language) })),
    ],
    [services.data, language, t],
  );
  const kindItems = useMemo(
    () => [
      { id: ANY, label: t("queue.allKinds") },
      ...(kinds.data ?? [])
        .filter((kind) => !filters.typeId || kind.complaintTypeId === filters.typeId)
        .map((kind) => ({ id: String(kind.id), label: localName(kind, language) })),
    ],
    [kinds.data, filters.typeId, language, t],
  );

  const answer = queue.data;
  const counts = statusCounts.data;
  const allCount = counts ? QUEUE_STATUSES.reduce((sum, code) => sum + counts[code], 0) : undefined;
  const total = answer?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / filters.size));
  // A page beyond the last one (an old link, or cases moved on): show the last page.
  const beyondLastPage = !queue.isPlaceholderData && queue.isSuccess && total > 0 && filters.page > lastPage;
  useEffect(() => {
    if (beyondLastPage) go({ page: lastPage }, true);
  });

  const sortDescriptor: DataTableSortDescriptor = {
    column: filters.sort,
    direction: filters.dir === "asc" ? "ascending" : "descending",
  };
  const caseHref = (complaint: Complaint) => `${STAFF_COMPLAINTS_PATH}/${complaint.id}`;
  const day = (iso: string) => formatDateTime(iso, language, "Asia/Bangkok", false);

  const columns: DataTableColumn<Complaint>[] = [
    {
      id: "complaintNo",
      header: t("queue.columns.number"),
      allowsSorting: true,
      isRowHeader: true,
      value: (complaint) => complaint.complaintNo,
      cell: (complaint) => (
        <span className="flex flex-wrap items-center gap-x-2">
          <Link href={caseHref(complaint)} className="font-medium whitespace-nowrap tabular-nums">
            {complaint.complaintNo}
          </Link>
          {complaint.confidential && (
            <span className="inline-flex items-center gap-1 text-xs font-semibold text-accent" data-marker="confidential">
              <Icon name="eye-off" size={14} />
              {t("queue.confidential")}
            </span>
          )}
          {complaint.priority !== "normal" && (
            <span className="text-xs font-semibold text-warn" data-marker="priority">
              {t(`queue.priority.${complaint.priority}`)}
            </span>
          )}
        </span>
      ),
    },
    {
      id: "subject",
      header: t("queue.columns.subject"),
      // A request has a service instead of a complaint type and kind (issue 12).
      value: (complaint) =>
        complaint.service ? localText(complaint.service.name, language) : (kindNames.get(complaint.complaintKindId ?? 0) ?? ""),
      // One line (tracker issue 39 item 3: ten rows at 1366 x 768): the kind or service and the location; the type in
      // the title.
      cell: (complaint) => {
        const subject = complaint.service ? localText(complaint.service.name, language) : (kindNames.get(complaint.complaintKindId ?? 0) ?? "–");
        const group = complaint.service ? t("eservice.queue.requests") : (typeNames.get(complaint.complaintTypeId ?? 0) ?? "");
        return (
          <span className="block max-w-48 min-w-32 truncate" title={`${group} · ${subject} · ${complaint.location}`}>
            {subject}
            <span className="text-xs text-muted"> · {complaint.location}</span>
          </span>
        );
      },
    },
    {
      id: "status",
      header: t("queue.columns.status"),
      value: (complaint) => localName(complaint.status, language),
      cell: (complaint) => <StatusBadge code={complaint.status.code} label={localName(complaint.status, language)} />,
    },
    {
      id: "unit",
      header: t("queue.columns.unit"),
      value: (complaint) => (complaint.unit ? localName(complaint.unit, language) : t("queue.notRouted")),
      cell: (complaint) => {
        const unit = complaint.unit ? localName(complaint.unit, language) : t("queue.notRouted");
        const officer = complaint.assignee?.name ?? t("queue.unassigned");
        return (
          <span className="block max-w-36 min-w-28 truncate" title={`${unit} · ${officer}`}>
            {unit}
            <span className="text-xs text-muted"> · {officer}</span>
          </span>
        );
      },
    },
    {
      id: "createdAt",
      header: t("queue.columns.filed"),
      allowsSorting: true,
      value: (complaint) => formatDateTime(complaint.createdAt, language),
      // The day only (tracker issue 39 item 7: every column fits at 1366 px); the time and channel in the title.
      cell: (complaint) => (
        <time
          dateTime={complaint.createdAt}
          className="whitespace-nowrap"
          title={`${formatDateTime(complaint.createdAt, language)} · ${t(`queue.channels.${complaint.channel}`)}`}
        >
          {day(complaint.createdAt)}
        </time>
      ),
    },
    {
      id: "dueAt",
      header: t("queue.columns.due"),
      allowsSorting: true,
      value: (complaint) => day(complaint.dueAt),
      cell: (complaint) => (
        <span className="flex flex-wrap items-center gap-x-2">
          <time dateTime={complaint.dueAt} className={complaint.overdue ? "font-semibold text-warn" : ""}>
            {day(complaint.dueAt)}
          </time>
          {complaint.overdue && (
            <span className="inline-flex items-center gap-1 text-xs font-semibold whitespace-nowrap text-warn" data-marker="overdue">
              <Icon name="triangle-alert" size={14} />
              {t("queue.overdue")}
            </span>
          )}
        </span>
      ),
    },
    {
      id: "updatedAt",
      header: t("queue.columns.updated"),
      allowsSorting: true,
      // Cards stay short; the "Sort by" select still offers it.
      hideInCards: true,
      value: (complaint) => formatDateTime(complaint.updatedAt, language),
      cell: (complaint) => (
        <time dateTime={complaint.updatedAt} className="whitespace-nowrap" title={formatDateTime(complaint.updatedAt, language)}>
          {day(complaint.updatedAt)}
        </time>
      ),
    },
  ];

  const filtered = hasQueueFilters(filters) || filters.status !== undefined;
  // The filters behind the Filters button that are set (the search and the status tabs show themselves).
  const activeFilters = [filters.unitId, filters.caseKind, filters.serviceId, filters.typeId, filters.kindId, filters.mine, filters.overdue, filters.from, filters.near].filter(Boolean).length;
  const clearFilters = () => {
    setTextDraft("");
    navigate(hrefOf({ ...DEFAULT_QUEUE_FILTERS, sort: filters.sort, dir: filters.dir, size: filters.size }));
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader
        title={t("queue.title")}
        actions={
          <>
          <Link href={CANNED_REPLIES_PATH} variant="standalone" className="inline-flex h-10 items-center gap-2 rounded-lg border border-border px-4 text-sm font-medium hover:no-underline">
            {t("queue.cannedReplies")}
          </Link>
          <Link
            href={`${STAFF_COMPLAINTS_PATH}/new`}
            variant="standalone"
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-primary px-4 text-sm font-medium text-on-primary hover:no-underline"
          >
            <Icon name="plus" size={16} />
            {t("queue.record")}
          </Link>
          </>
        }
      />

      <nav aria-label={t("queue.statusTabs")}>
        <ul className="flex flex-wrap gap-1.5">
          {[undefined, ...QUEUE_STATUSES].map((code) => {
            const isCurrent = filters.status === code;
            const count = code === undefined ? allCount : counts?.[code];
            return (
              <li key={code ?? "all"}>
                <Link
                  href={hrefOf(changeQueueFilters(filters, { status: code }))}
                  aria-current={isCurrent ? "page" : undefined}
                  variant="standalone"
                  data-status={code ?? "all"}
                  className={`inline-flex h-8 items-center gap-2 rounded-full border px-3 text-sm font-medium hover:no-underline ${
                    isCurrent ? "border-primary bg-primary text-on-primary" : "border-border bg-surface text-foreground hover:bg-hover"
                  }`}
                >
                  {code === undefined ? t("queue.allStatuses") : statusName(code)}
                  <span className={`min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums ${isCurrent ? "bg-surface text-primary" : "bg-hover"}`}>
                    {count ?? "…"}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {/* The filter bar (tracker issue 39 item 3): the search, the Filters button that opens the other filters, the
          export and "Clear filters" on one line, so that the table starts high on a 1366 x 768 or 1024 px screen. */}
      <div className="flex flex-wrap items-end gap-2 rounded-2xl border border-border bg-surface p-3 shadow-sm">
        <TextField
          type="search"
          aria-label={t("queue.search")}
          placeholder={t("queue.searchHint")}
          maxLength={QUEUE_TEXT_MAX}
          value={textDraft}
          onChange={setTextDraft}
          onKeyDown={(event) => {
            if (event.key === "Enter") go({ text: textDraft.trim() }, filters.text !== "");
          }}
          className="min-w-48 flex-1"
        />
        <Button
          variant="secondary"
          aria-expanded={filtersOpen}
          aria-controls="queue-filters"
          onPress={() => setFiltersOpen(!filtersOpen)}
        >
          <Icon name="list" size={16} />
          {activeFilters > 0 ? t("queue.filtersButtonCount", { count: activeFilters }) : t("queue.filtersButton")}
        </Button>
        <QueueExport filters={filters} />
        <Button variant="secondary" isDisabled={!filtered} onPress={clearFilters}>
          {t("queue.clear")}
        </Button>
      </div>

      <div
        id="queue-filters"
        role="group"
        aria-label={t("queue.filters")}
        hidden={!filtersOpen}
        className="grid grid-cols-1 gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="sm:col-span-2">
          <Suspense fallback={<TextField label={t("queue.dates")} isDisabled value="" />}>
            <DateRangeFilter label={t("queue.dates")} value={rangeDraft} onChange={setRangeDraft} />
          </Suspense>
        </div>
        <Select
          label={t("queue.unit")}
          items={unitItems}
          value={filters.unitId ? String(filters.unitId) : ANY}
          onChange={(key) => go({ unitId: key === null || key === ANY ? undefined : Number(key) })}
        />
        <Select
          label={t("eservice.queue.caseKind")}
          items={caseKindItems}
          value={filters.caseKind ?? ANY}
          onChange={(key) =>
            key === "complaint"
              ? go({ caseKind: "complaint", serviceId: undefined })
              : key === "request"
                ? go({ caseKind: "request", typeId: undefined, kindId: undefined })
                : go({ caseKind: undefined })
          }
        />
        <Select
          label={t("eservice.queue.service")}
          items={serviceItems}
          value={filters.serviceId ? String(filters.serviceId) : ANY}
          isDisabled={filters.caseKind === "complaint"}
          onChange={(key) =>
            go(
              key === null || key === ANY
                ? { serviceId: undefined }
                : { serviceId: Number(key), caseKind: "request", typeId: undefined, kindId: undefined },
            )
          }
        />
        <Select
          label={t("queue.type")}
          items={typeItems}
          value={filters.typeId ? String(filters.typeId) : ANY}
          isDisabled={filters.caseKind === "request"}
          onChange={(key) => go({ typeId: key === null || key === ANY ? undefined : Number(key), kindId: undefined })}
        />
        <Select
          label={t("queue.kind")}
          items={kindItems}
          isDisabled={filters.caseKind === "request"}
          value={filters.kindId ? String(filters.kindId) : ANY}
          onChange={(key) => go({ kindId: key === null || key === ANY ? undefined : Number(key) })}
        />
        <NearFilter key={JSON.stringify(filters.near ?? null)} value={filters.near} onApply={(near) => go({ near })} />
        <div className="flex flex-col justify-end gap-3 pb-1">
          <Switch isSelected={filters.mine} onChange={(mine) => go({ mine })}>
            {t("queue.mine")}
          </Switch>
          <Switch isSelected={filters.overdue} onChange={(overdue) => go({ overdue })}>
            {t("queue.overdueOnly")}
          </Switch>
        </div>
      </div>

      <DataTable<Complaint>
        aria-label={t("queue.tableLabel")}
        columns={columns}
        rows={queue.error ? [] : (answer?.data ?? [])}
        total={total}
        offset={(filters.page - 1) * filters.size}
        limit={filters.size}
        pageSizes={QUEUE_PAGE_SIZES}
        onPageChange={(page) => go(page.limit !== filters.size ? { size: page.limit } : { page: Math.floor(page.offset / page.limit) + 1 })}
        sortDescriptor={sortDescriptor}
        onSortChange={(descriptor) => {
          const sort = String(descriptor.column);
          if ((QUEUE_SORTS as readonly string[]).includes(sort)) {
            go({ sort: sort as QueueSort, dir: descriptor.direction === "ascending" ? "asc" : "desc" });
          }
        }}
        onRowAction={(complaint) => navigate(caseHref(complaint))}
        isLoading={queue.isFetching}
        error={queue.error ? errorMessage(queue.error, t("queue.loadError")) : undefined}
        onRetry={() => void queue.refetch()}
        emptyState={
          <EmptyState
            icon="inbox"
            size="sm"
            headingLevel={2}
            title={filtered ? t("queue.emptyFiltered") : t("queue.empty")}
            action={
              filtered ? (
                <Button variant="secondary" onPress={clearFilters}>
                  {t("queue.clear")}
                </Button>
              ) : undefined
            }
          />
        }
        cardBreakpoint={880}
      />
    </div>
  );
}
