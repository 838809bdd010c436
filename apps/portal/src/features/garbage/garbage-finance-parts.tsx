/**
 * Parts shared by the sections of the finance officers' garbage fee page (`/mwp/garbage`; issue 13): the titled
 * section, the CSV export button, and the server-paged table with its paging state, used by every list of the page
 * (accounts, payments, outstanding accounts, exceptions).
 */
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, DataTable, showToast, type DataTableColumn } from "@eoffice/ui";
import { errorMessage } from "../../api/errors";
import { exportGarbageCsv } from "./garbage-queries";

/** Rows of a page of the finance lists. */
export const PAGE_SIZE = 20;

/** Page sizes offered under the finance lists. */
const PAGE_SIZES = [20, 50, 100] as const;

/** Width (px) under which the finance lists show cards. */
const CARD_BREAKPOINT = 900;

/** Props of {@link Section}. */
export interface SectionProps {
  /** Id of the heading; the section is named by it. */
  id: string;
  title: string;
  /** A line under the title. */
  intro?: string;
  /** Buttons at the top right (an export, "Open an account"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled region of the finance page (named by its heading). */
export function Section({ id, title, intro, children, actions }: SectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {intro && <p className="text-sm text-muted">{intro}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Props of {@link ExportButton}. */
export interface ExportButtonProps {
  /** The reconciliation report to download. */
  report: "payments" | "outstanding" | "exceptions";
  /** The period (`YYYY-MM-DD`, Bangkok), used by the payments report. */
  range: { from: string; to: string };
}

/** Downloads a reconciliation report as CSV and says whether it worked. */
export function ExportButton({ report, range }: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      isPending={busy}
      onPress={async () => {
        setBusy(true);
        const ok = await exportGarbageCsv(report, range);
        setBusy(false);
        showToast(ok ? { title: t("garbage.finance.exported"), tone: "success" } : { title: t("garbage.finance.exportError"), tone: "error" });
      }}
    >
      {t(`garbage.finance.export.${report}`)}
    </Button>
  );
}

/** Paging state of a server-paged list: the offset and page size, and setters. */
export interface Paging {
  offset: number;
  limit: number;
  /** Moves to another page or page size. */
  onPageChange: (page: { offset: number; limit: number }) => void;
  /** Back to the first page (after a filter changes). */
  reset: () => void;
}

/** Paging of one list, starting at the first page of {@link PAGE_SIZE} rows. */
export function usePaging(): Paging {
  const [offset, setOffset] = useState(0);
  const [limit, setLimit] = useState(PAGE_SIZE);
  return {
    offset,
    limit,
    onPageChange: (page) => {
      setOffset(page.offset);
      setLimit(page.limit);
    },
    reset: () => setOffset(0),
  };
}

/** The part of a list query {@link PagedTable} reads (a TanStack query of a `{ data, total }` answer). */
export interface PagedQuery<T> {
  data?: { data: T[]; total: number };
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Props of {@link PagedTable}. */
export interface PagedTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** The list query of the current page. */
  query: PagedQuery<T>;
  /** The paging state the query was made with. */
  paging: Paging;
  /** Id of a row. @default `row.id` */
  getRowId?: (row: T) => string | number;
}

/** A server-paged table of the finance page: page sizes 20/50/100, loading, error with retry, cards under 900 px. */
export function PagedTable<T>({ label, columns, query, paging, getRowId }: PagedTableProps<T>) {
  const { t } = useTranslation();
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      rows={query.data?.data ?? []}
      getRowId={getRowId}
      total={query.data?.total ?? 0}
      offset={paging.offset}
      limit={paging.limit}
      pageSizes={PAGE_SIZES}
      onPageChange={paging.onPageChange}
      isLoading={query.isFetching}
      error={query.error ? errorMessage(query.error, t("garbage.loadError")) : undefined}
      onRetry={() => void query.refetch()}
      cardBreakpoint={CARD_BREAKPOINT}
    />
  );
}
