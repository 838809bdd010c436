/**
 * My complaints (`/e-service/main/complaints`; contract `searchComplaints`): the citizen's complaints newest
 * first, paged (`offset`/`limit`), filtered by status; each row shows the number, type and kind names and the
 * status name in the user's language (text, not colour alone), the date (Thai: Buddhist era) and the location.
 * Cancel (only `received`) and Delete (only `received` or `cancelled`) ask for confirmation first; the list is
 * refreshed after each change. Loading, empty and error states are shown.
 *
 * The page and the status filter are kept in the address (`?status=received&page=2`), so Back returns to them.
 *
 * Accessible names for tests: heading "My complaints"; link "File a complaint"; select "Status"; table "My
 * complaints" with column headers Number, Type / kind, Status, Filed on, Location, Actions; per row buttons
 * "Cancel complaint CP-2569-000042" and "Delete complaint CP-2569-000042"; the dialog's buttons "Cancel
 * complaint" / "Keep complaint" and "Delete complaint" / "Cancel"; paging buttons "Previous" and "Next" in the
 * navigation "Pages of complaints".
 */
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearch } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, ConfirmationDialog, Link, Select, Spinner, showToast } from "@eoffice/ui";
import { api } from "../../api/client";
import { errorMessage } from "../../api/errors";
import { formatDateTime } from "../../lib/format-date";
import { useLanguage } from "../../i18n/use-language";
import { E_SERVICE_HOME } from "../e-service/e-service-menu";
import { localName } from "../../lib/local-name";
import { useComplaintKinds, useComplaintStatuses, useComplaintTypes } from "./complaint-lookups";
import { COMPLAINTS_PAGE_SIZE, COMPLAINT_SEARCH_KEY, useMyComplaints } from "./complaint-queries";
import { canCancel, canDelete, type ComplaintStatusCode } from "./complaint-rules";
import { StatusBadge } from "./status-badge";
import { usePageTitle } from "../../lib/use-page-title";

type Complaint = Schemas["Complaint"];
type PendingAction = { kind: "cancel" | "delete"; complaint: Complaint };

const ALL_STATUSES = "all";
const STATUS_CODES: readonly ComplaintStatusCode[] = ["received", "in_progress", "completed", "rejected", "cancelled"];

function isStatusCode(value: string | null): value is ComplaintStatusCode {
  return value !== null && (STATUS_CODES as readonly string[]).includes(value);
}

/** The my-complaints page (route module). */
export default function MyComplaintsPage() {
  const { t } = useTranslation();
  usePageTitle(t("complaints.list.title"));
  const [language] = useLanguage();
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const statusParam = params.get("status");
  const statusCode = isStatusCode(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const offset = (page - 1) * COMPLAINTS_PAGE_SIZE;

  const queryClient = useQueryClient();
  const complaints = useMyComplaints({ offset, statusCode });
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
      { id: ALL_STATUSES, label: t("complaints.list.allStatuses") },
      ...(statuses.data ?? []).map((status) => ({ id: status.code, label: localName(status, language) })),
    ],
    [statuses.data, language, t],
  );

  const go = (next: { status?: ComplaintStatusCode; page?: number }) => {
    const search = new URLSearchParams();
    if (next.status) search.set("status", next.status);
    if (next.page && next.page > 1) search.set("page", String(next.page));
    const query = search.toString();
    navigate(query ? `${path}?${query}` : path);
  };

  const rows = complaints.data?.data ?? [];
  // While the next page loads the previous one stays on screen (placeholder data): its range is shown.
  const [rowsOffset, setRowsOffset] = useState(offset);
  if (!complaints.isPlaceholderData && rowsOffset !== offset) setRowsOffset(offset);
  const total = complaints.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / COMPLAINTS_PAGE_SIZE));

  // A page beyond the last one (an old link, or the last row of the last page deleted): show the last page.
  const beyondLastPage = !complaints.isPlaceholderData && complaints.isSuccess && total > 0 && page > lastPage;
  useEffect(() => {
    if (beyondLastPage) go({ status: statusCode, page: lastPage });
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
      await queryClient.invalidateQueries({ queryKey: COMPLAINT_SEARCH_KEY });
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6 sm:p-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t("complaints.list.title")}</h1>
          <p className="text-muted">{t("complaints.list.intro")}</p>
        </div>
        <Link
          href={`${E_SERVICE_HOME}/complaints/new`}
          variant="standalone"
          className="inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-on-primary hover:no-underline"
        >
          {t("complaints.list.fileNew")}
        </Link>
      </header>

      <div className="max-w-xs">
        <Select
          label={t("complaints.list.filterStatus")}
          items={statusOptions}
          value={statusCode ?? ALL_STATUSES}
          onChange={(key) => go({ status: isStatusCode(key === null ? null : String(key)) ? (String(key) as ComplaintStatusCode) : undefined })}
        />
      </div>

      {actionError && <Alert tone="error">{actionError}</Alert>}
      {complaints.error && (
        <Alert tone="error">
          {t("complaints.list.loadError")} {errorMessage(complaints.error, t("common.unknownError"))}
        </Alert>
      )}

      {complaints.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" />
        </div>
      ) : rows.length === 0 && !complaints.error ? (
        <p className="rounded-2xl border border-dashed border-border bg-surface p-10 text-center text-muted">
          {statusCode ? t("complaints.list.emptyFiltered") : t("complaints.list.empty")}
        </p>
      ) : (
        rows.length > 0 && (
          // Focusable so that keyboard users can scroll the table sideways on narrow screens.
          <div
            role="region"
            aria-label={t("complaints.list.caption")}
            tabIndex={0}
            className="overflow-x-auto rounded-2xl border border-border bg-surface shadow-sm outline-primary focus-visible:outline-2"
          >
            <table className="w-full min-w-[640px] text-left text-sm" aria-busy={complaints.isFetching || undefined}>
              <caption className="sr-only">{t("complaints.list.caption")}</caption>
              <thead className="border-b border-border text-muted">
                <tr>
                  <th scope="col" className="px-3 py-3 font-semibold">{t("complaints.list.number")}</th>
                  <th scope="col" className="px-3 py-3 font-semibold">{t("complaints.list.typeAndKind")}</th>
                  <th scope="col" className="px-3 py-3 font-semibold">{t("complaints.list.status")}</th>
                  <th scope="col" className="px-3 py-3 font-semibold">{t("complaints.list.filedOn")}</th>
                  <th scope="col" className="px-3 py-3 font-semibold">{t("complaints.list.location")}</th>
                  <th scope="col" className="px-3 py-3 font-semibold">{t("common.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((complaint) => (
                  <tr key={complaint.id} className="border-b border-border last:border-b-0">
                    <th scope="row" className="px-3 py-3 font-medium whitespace-nowrap tabular-nums">
                      {complaint.complaintNo}
                    </th>
                    <td className="min-w-44 px-3 py-3">
                      <span className="block">{typeNames.get(complaint.complaintTypeId) ?? "–"}</span>
                      <span className="block text-muted">{kindNames.get(complaint.complaintKindId) ?? "–"}</span>
                    </td>
                    <td className="px-3 py-3">
                      <StatusBadge code={complaint.status.code} label={localName(complaint.status, language)} />
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap">
                      <time dateTime={complaint.createdAt}>{formatDateTime(complaint.createdAt, language)}</time>
                    </td>
                    <td className="max-w-40 truncate px-3 py-3" title={complaint.location}>
                      {complaint.location}
                    </td>
                    <td className="px-3 py-3">
                      <div className="flex gap-2">
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
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      )}

      {total > 0 && (
        <nav aria-label={t("complaints.list.pagination")} className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {t("complaints.list.range", {
              from: rowsOffset + 1,
              to: Math.min(rowsOffset + rows.length, total),
              total,
            })}
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" isDisabled={page <= 1} onPress={() => go({ status: statusCode, page: page - 1 })}>
              {t("common.previous")}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              isDisabled={page >= lastPage}
              onPress={() => go({ status: statusCode, page: page + 1 })}
            >
              {t("common.next")}
            </Button>
          </div>
        </nav>
      )}

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
