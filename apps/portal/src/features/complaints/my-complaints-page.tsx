/**
 * My complaints (`/e-service/main/complaints`; contract `searchComplaints`; issue 11 item 7): the resident's
 * complaints newest first, paged (`offset`/`limit`), filtered by text (number, details or location; sent as
 * `text` 300 ms after the last keystroke), type (`complaintTypeId`) and status (`statusCode`). Each row shows the
 * number (a link to the case page `/e-service/main/complaints/{id}`), the type and kind names, the status name in
 * the user's language (text, not colour alone) with an "Overdue" label past the due date, the filing date, the
 * expected date of an open case (`dueAt`; Thai dates in the Buddhist era) and the location. Activating a row or a
 * card (Enter, or a press) opens the case page too.
 *
 * The ui `DataTable` shows cards instead of the table when its container is narrower than the table needs
 * ({@link CARD_BREAKPOINT}), so a phone at 360 px never scrolls sideways and nothing is cut off.
 *
 * Cancel (only `received`) and Delete (only `received` or `cancelled`) ask for confirmation first; the list is
 * refreshed after each change. Loading, empty and error states are shown.
 *
 * The filters and the page are kept in the address (`?q=lamp&type=2&status=received&page=2&size=20`), so Back
 * returns to them.
 *
 * Accessible names for tests: heading "My complaints"; link "File a complaint"; search field "Search"; selects
 * "Type" and "Status"; grid "My complaints" with columns Number, Type / kind, Status, Filed on, Expected by,
 * Location, Actions; per row the link "CP-2569-000042" and the buttons "Cancel complaint CP-2569-000042" and
 * "Delete complaint CP-2569-000042"; the dialog's buttons "Cancel complaint" / "Keep complaint" and "Delete
 * complaint" / "Cancel".
 */
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation, useSearch } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import {
  Alert,
  Button,
  ConfirmationDialog,
  DataTable,
  EmptyState,
  Link,
  PageHeader,
  Select,
  TextField,
  showToast,
  type DataTableColumn,
} from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage } from "../../api/errors";
import { formatDateTime } from "../../lib/format-date";
import { useLanguage } from "../../i18n/use-language";
import { E_SERVICE_HOME } from "../../routing/e-service-home";
import { localName, localText } from "../../lib/local-name";
import { LabelBadge } from "../../lib/label-badge";
import { useComplaintKinds, useComplaintStatuses, useComplaintTypes } from "./complaint-lookups";
import { COMPLAINTS_PAGE_SIZE, COMPLAINT_LIST_QUERIES, useMyComplaints } from "./complaint-queries";
import { canCancel, canDelete, casePath, isOpenStatus, isStatusCode, type ComplaintStatusCode } from "./complaint-rules";
import { StatusBadge } from "./status-badge";
import { usePageTitle } from "../../lib/use-page-title";
import { OutboxPanel } from "../../lib/outbox-panel";

type Complaint = Schemas["Complaint"];
type PendingAction = { kind: "cancel" | "delete"; complaint: Complaint };

const ALL = "all";
/** Rows per page the user can choose. */
const PAGE_SIZES = [COMPLAINTS_PAGE_SIZE, 20, 50] as const;
/** Wait after the last keystroke before searching, in ms. */
const SEARCH_DEBOUNCE_MS = 300;
/** Container width (px) below which the rows are cards: the seven columns need about this much to show whole. */
const CARD_BREAKPOINT = 720;

/** The filters and page kept in the address. */
interface ListState {
  q: string;
  type?: number;
  status?: ComplaintStatusCode;
  page: number;
  size: number;
}

/** Reads the list state from the query string (unknown values are ignored). */
function readState(search: string): ListState {
  const params = new URLSearchParams(search);
  const status = params.get("status");
  const type = Number.parseInt(params.get("type") ?? "", 10);
  const size = Number.parseInt(params.get("size") ?? "", 10);
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    type: Number.isInteger(type) && type > 0 ? type : undefined,
    status: isStatusCode(status) ? status : undefined,
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : COMPLAINTS_PAGE_SIZE,
  };
}

/** The query string of a list state (defaults left out). */
function writeState(state: ListState): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set("q", state.q.trim());
  if (state.type) params.set("type", String(state.type));
  if (state.status) params.set("status", state.status);
  if (state.page > 1) params.set("page", String(state.page));
  if (state.size !== COMPLAINTS_PAGE_SIZE) params.set("size", String(state.size));
  return params.toString();
}

/** The my-complaints page (route module). */
export default function MyComplaintsPage() {
  const { t } = useTranslation();
  usePageTitle(t("complaints.list.title"));
  const [language] = useLanguage();
  const [path, navigate] = useLocation();
  const state = readState(useSearch());
  const offset = (state.page - 1) * state.size;

  const go = (next: Partial<ListState>, replace = false) => {
    const query = writeState({ ...state, page: 1, ...next });
    navigate(query ? `${path}?${query}` : path, { replace });
  };

  // The search field follows the address (Back), and the address follows the field after a pause.
  const [searchText, setSearchText] = useState(state.q);
  const [shownQ, setShownQ] = useState(state.q);
  if (shownQ !== state.q) {
    setShownQ(state.q);
    if (searchText.trim() !== state.q) setSearchText(state.q);
  }
  useEffect(() => {
    if (searchText.trim() === state.q) return;
    const timer = setTimeout(() => go({ q: searchText }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const queryClient = useQueryClient();
  const complaints = useMyComplaints({
    offset,
    limit: state.size,
    statusCode: state.status,
    complaintTypeId: state.type,
    text: state.q,
  });
  const types = useComplaintTypes();
  const kinds = useComplaintKinds();
  const statuses = useComplaintStatuses();
  const cancel = api.useMutation("put", "/v1/complainpeoplereq/cancelComplain/{id}");
  const remove = api.useMutation("delete", "/v1/complainpeoplereq/{id}");
  // The action being confirmed; it stays set while the dialog closes so that its wording does not change.
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const ask = (action: PendingAction) => {
    setPending(action);
    setConfirmOpen(true);
  };
  const [actionError, setActionError] = useState<string | null>(null);

  const typeNames = useMemo(
    () => new Map((types.data ?? []).map((type) => [type.id, localName(type, language)])),
    [types.data, language],
  );
  const kindNames = useMemo(
    () => new Map((kinds.data ?? []).map((kind) => [kind.id, localName(kind, language)])),
    [kinds.data, language],
  );
  const statusOptions = useMemo(
    () => [
      { id: ALL, label: t("complaints.list.allStatuses") },
      ...(statuses.data ?? []).map((status) => ({ id: status.code, label: localName(status, language) })),
    ],
    [statuses.data, language, t],
  );
  const typeOptions = useMemo(
    () => [
      { id: ALL, label: t("complaints.list.allTypes") },
      ...(types.data ?? []).map((type) => ({ id: String(type.id), label: localName(type, language) })),
    ],
    [types.data, language, t],
  );

  const rows = complaints.data?.data ?? [];
  const total = complaints.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / state.size));
  const isFiltered = Boolean(state.q || state.type || state.status);

  // A page beyond the last one (an old link, or the last row of the last page deleted): show the last page.
  const beyondLastPage = !complaints.isPlaceholderData && complaints.isSuccess && total > 0 && state.page > lastPage;
  useEffect(() => {
    if (beyondLastPage) go({ page: lastPage }, true);
  });

  const confirm = async () => {
    if (!pending || !isConfirmOpen) return;
    const { kind, complaint } = pending;
    const number = complaint.complaintNo;
    setActionError(null);
    try {
      if (kind === "cancel") {
        await cancel.mutateAsync({ params: { path: { id: complaint.id }, query: { version: "1.1" } } });
        showToast({ title: t("complaints.list.cancelled", { number }), tone: "success" });
      } else {
        await remove.mutateAsync({ params: { path: { id: complaint.id }, query: { version: "1.1" } } });
        showToast({ title: t("complaints.list.deleted", { number }), tone: "success" });
      }
    } catch (error) {
      setActionError(errorMessage(error, t("common.unknownError")));
    } finally {
      setConfirmOpen(false);
      await queryClient.invalidateQueries(COMPLAINT_LIST_QUERIES);
    }
  };

  const columns: DataTableColumn<Complaint>[] = [
    {
      id: "complaintNo",
      header: t("complaints.list.number"),
      isRowHeader: true,
      value: (complaint) => complaint.complaintNo,
      cell: (complaint) => (
        <Link href={casePath(complaint.id)} className="font-medium whitespace-nowrap tabular-nums">
          {complaint.complaintNo}
        </Link>
      ),
    },
    {
      id: "typeAndKind",
      header: t("complaints.list.typeAndKind"),
      // A request (issue 12) shows its service instead of a complaint type and kind.
      value: (complaint) =>
        complaint.service
          ? localText(complaint.service.name, language)
          : `${typeNames.get(complaint.complaintTypeId ?? 0) ?? ""} ${kindNames.get(complaint.complaintKindId ?? 0) ?? ""}`,
      cell: (complaint) =>
        complaint.service ? (
          <span className="flex min-w-36 flex-col">
            <span>{localText(complaint.service.name, language)}</span>
            <span className="text-muted">{t("eservice.queue.requests")}</span>
          </span>
        ) : (
          <span className="flex min-w-36 flex-col">
            <span>{typeNames.get(complaint.complaintTypeId ?? 0) ?? "–"}</span>
            <span className="text-muted">{kindNames.get(complaint.complaintKindId ?? 0) ?? "–"}</span>
          </span>
        ),
    },
    {
      id: "status",
      header: t("complaints.list.status"),
      value: (complaint) => localName(complaint.status, language),
      cell: (complaint) => (
        <span className="flex flex-wrap gap-1">
          <StatusBadge code={complaint.status.code} label={localName(complaint.status, language)} />
          {complaint.overdue && <LabelBadge value="overdue" tone="warn" label={t("complaints.list.overdue")} />}
        </span>
      ),
    },
    {
      id: "createdAt",
      header: t("complaints.list.filedOn"),
      value: (complaint) => formatDateTime(complaint.createdAt, language),
      cell: (complaint) => (
        <time dateTime={complaint.createdAt} className="whitespace-nowrap">
          {formatDateTime(complaint.createdAt, language)}
        </time>
      ),
    },
    {
      id: "dueAt",
      header: t("complaints.list.expectedBy"),
      value: (complaint) => (isOpenStatus(complaint.status.code) ? formatDateTime(complaint.dueAt, language, undefined, false) : ""),
      cell: (complaint) =>
        isOpenStatus(complaint.status.code) ? (
          <time dateTime={complaint.dueAt} className={`whitespace-nowrap ${complaint.overdue ? "font-semibold text-warn" : ""}`}>
            {formatDateTime(complaint.dueAt, language, undefined, false)}
          </time>
        ) : (
          <span className="text-muted">{t("complaints.list.notApplicable")}</span>
        ),
    },
    {
      id: "location",
      header: t("complaints.list.location"),
      cell: (complaint) => <span className="line-clamp-2 max-w-56 break-words">{complaint.location}</span>,
    },
    {
      id: "actions",
      header: t("common.actions"),
      value: () => "",
      cell: (complaint) =>
        canCancel(complaint.status.code) || canDelete(complaint.status.code) ? (
          <span className="flex flex-wrap gap-2">
            {canCancel(complaint.status.code) && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t("complaints.list.cancelLabel", { number: complaint.complaintNo })}
                onPress={() => ask({ kind: "cancel", complaint })}
              >
                {t("complaints.list.cancel")}
              </Button>
            )}
            {canDelete(complaint.status.code) && (
              <Button
                size="sm"
                variant="quiet"
                className="text-warn"
                aria-label={t("complaints.list.deleteLabel", { number: complaint.complaintNo })}
                onPress={() => ask({ kind: "delete", complaint })}
              >
                {t("complaints.list.delete")}
              </Button>
            )}
          </span>
        ) : (
          <span className="text-muted">{t("complaints.list.notApplicable")}</span>
        ),
    },
  ];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-10">
      <PageHeader
        title={t("complaints.list.title")}
        description={t("complaints.list.intro")}
        actions={
          <Link
            href={`${E_SERVICE_HOME}/complaints/new`}
            variant="standalone"
            className="inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-on-primary hover:no-underline"
          >
            {t("complaints.list.fileNew")}
          </Link>
        }
      />

      {actionError && <Alert tone="error">{actionError}</Alert>}

      <OutboxPanel onSent={() => void queryClient.invalidateQueries(COMPLAINT_LIST_QUERIES)} />

      <DataTable<Complaint>
        aria-label={t("complaints.list.caption")}
        columns={columns}
        rows={rows}
        total={total}
        offset={offset}
        limit={state.size}
        pageSizes={PAGE_SIZES}
        onPageChange={(page) => go({ page: Math.floor(page.offset / page.limit) + 1, size: page.limit })}
        onRowAction={(complaint) => navigate(casePath(complaint.id))}
        cardBreakpoint={CARD_BREAKPOINT}
        filters={
          <>
            <TextField
              type="search"
              label={t("complaints.list.search")}
              description={t("complaints.list.searchHint")}
              maxLength={100}
              value={searchText}
              onChange={setSearchText}
              className="min-w-0 flex-1 basis-56 self-start"
            />
            <Select
              label={t("complaints.list.filterType")}
              items={typeOptions}
              value={state.type ? String(state.type) : ALL}
              onChange={(key) => go({ type: key === null || key === ALL ? undefined : Number(key) })}
              className="min-w-0 flex-1 basis-44 self-start"
            />
            <Select
              label={t("complaints.list.filterStatus")}
              items={statusOptions}
              value={state.status ?? ALL}
              onChange={(key) => go({ status: isStatusCode(key === null ? null : String(key)) ? (String(key) as ComplaintStatusCode) : undefined })}
              className="min-w-0 flex-1 basis-44 self-start"
            />
          </>
        }
        isLoading={complaints.isFetching}
        error={complaints.error ? `${t("complaints.list.loadError")} ${errorMessage(complaints.error, "")}`.trim() : undefined}
        onRetry={() => void complaints.refetch()}
        emptyState={
          isFiltered ? (
            <EmptyState icon="search" title={t("complaints.list.emptyFiltered")} size="sm" />
          ) : (
            <EmptyState
              icon="complaints"
              title={t("complaints.list.empty")}
              size="sm"
              action={
                <Link href={`${E_SERVICE_HOME}/complaints/new`} variant="standalone" className="font-medium">
                  {t("complaints.list.fileNew")}
                </Link>
              }
            />
          )
        }
      />

      <ConfirmationDialog
        isOpen={isConfirmOpen}
        tone="danger"
        title={pending?.kind === "cancel" ? t("complaints.list.cancelTitle") : t("complaints.list.deleteTitle")}
        message={
          pending?.kind === "cancel"
            ? t("complaints.list.cancelText", { number: pending.complaint.complaintNo })
            : t("complaints.list.deleteText", { number: pending?.complaint.complaintNo ?? "" })
        }
        confirmLabel={pending?.kind === "cancel" ? t("complaints.list.cancelConfirm") : t("complaints.list.deleteConfirm")}
        cancelLabel={pending?.kind === "cancel" ? t("complaints.list.cancelKeep") : t("common.cancel")}
        isPending={cancel.isPending || remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirmOpen(false)}
      />
    </div>
  );
}
