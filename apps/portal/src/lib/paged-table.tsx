/**
 * The server-paged list of the staff pages (outbox, account closures, the garbage fee's lists ...): the paging state
 * of one list and the ui `DataTable` wired to a TanStack query of a `{ data, total }` answer, with page sizes
 * 20/50/100, loading, the error with "Try again", and cards on narrow screens.
 */
import { useState, type ReactNode } from "react";
import { DataTable, type DataTableColumn } from "@eoffice/ui";
import { errorMessage } from "../api/errors";

/** Page sizes offered under a paged list. */
const PAGE_SIZES = [20, 50, 100] as const;

/** Paging state of a server-paged list: the offset and page size, and setters. */
export interface Paging {
  /** Rows skipped (the first row of the page). */
  offset: number;
  /** Rows a page. */
  limit: number;
  /** Moves to another page or page size. */
  onPageChange: (page: { offset: number; limit: number }) => void;
  /** Back to the first page (after a filter changes). */
  reset: () => void;
}

/**
 * Paging of one list, starting at its first page.
 * @param pageSize - Rows of a page at first. @default 20
 */
export function usePaging(pageSize = 20): Paging {
  const [offset, setOffset] = useState(0);
  const [limit, setLimit] = useState(pageSize);
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
  /** The message shown when the list cannot be loaded and the server gave none. */
  loadError: string;
  /** Id of a row. @default `row.id` */
  getRowId?: (row: T) => string | number;
  /** Filters above the table (a state select ...). */
  filters?: ReactNode;
  /** Shown when the list is empty. @default the ui table's own text */
  emptyState?: ReactNode;
  /** Width (px) under which rows show as cards. @default 800 */
  cardBreakpoint?: number;
}

/** A server-paged table: page sizes 20/50/100, loading, the error with "Try again", cards under `cardBreakpoint`. */
export function PagedTable<T>({ label, columns, query, paging, loadError, getRowId, filters, emptyState, cardBreakpoint = 800 }: PagedTableProps<T>) {
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
      filters={filters}
      emptyState={emptyState}
      isLoading={query.isFetching}
      error={query.error ? errorMessage(query.error, loadError) : undefined}
      onRetry={() => void query.refetch()}
      cardBreakpoint={cardBreakpoint}
    />
  );
}
