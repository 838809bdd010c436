/**
 * DataTable: a list of records as a table (issue 9, item 3a; docs/architecture.md "Generic UI ... data table").
 * Built on react-aria-components `Table`: column headers announce their sort (`aria-sort`), the grid is
 * navigated with the arrow keys, Home/End and Page Up/Down, Space selects a row and Enter on a sortable header
 * sorts by it. Paging follows the API's `offset` / `limit` / `total` (docs/architecture.md "Answer envelope").
 *
 * Below `cardBreakpoint` px of container width (not viewport width: the table may sit in a narrow panel) the
 * rows are shown as cards (react-aria `GridList`, same keyboard and selection), so a phone at 360 px never
 * scrolls sideways.
 *
 * Two modes:
 * - server (default): `rows` is the current page as the API answered it; sorting, filtering and paging are
 *   reported through `onSortChange`, `onFilterTextChange` and `onPageChange` and the app fetches again.
 * - `clientSide`: `rows` is the whole list; the table filters, sorts and pages it itself.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import {
  Cell,
  Checkbox as AriaCheckbox,
  Column,
  GridList,
  GridListItem,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
  type SortDescriptor,
} from "react-aria-components";
import { formatMessage } from "../../i18n/messages";
import { ARIA_LOCALES, useUiLocale, useUiStrings } from "../../i18n/ui-i18n-provider";
import { Alert } from "../alert/alert";
import { Button } from "../button/button";
import { EmptyState } from "../empty-state/empty-state";
import { Icon } from "../icon/icon";
import { Select } from "../select/select";
import { Spinner } from "../spinner/spinner";
import { TextField } from "../text-field/text-field";
import {
  dataTableCardVariants,
  dataTableCellVariants,
  dataTableCheckboxVariants,
  dataTableColumnVariants,
  dataTableRowVariants,
  dataTableSortIconVariants,
  dataTableVariants,
} from "./data-table.variants";

/** The sort of a {@link DataTable}: react-aria's `SortDescriptor` (`column` id and `direction`). */
export type DataTableSortDescriptor = SortDescriptor;

/** The selection of a {@link DataTable}: react-aria's `Selection` (a `Set` of row ids, or `"all"`). */
export type DataTableSelection = Selection;

/** What {@link DataTableProps.onPageChange} receives: the new `offset` and `limit`, as the API takes them. */
export interface DataTablePage {
  /** Index of the first row of the page (0-based), the API's `offset`. */
  offset: number;
  /** Rows per page, the API's `limit`. */
  limit: number;
}

/** One column of a {@link DataTable}, generic over the row type `T`. */
export interface DataTableColumn<T> {
  /** Unique id; also the `column` of the sort descriptor (the app maps it to the API's `sort`). */
  id: string;
  /** Header text (also the field label in the card layout). */
  header: string;
  /**
   * The plain value of the cell: used for client-side sorting and filtering, typeahead, and as the cell's
   * content when `cell` is not given. @default `row[id]`
   */
  value?: (row: T) => string | number | null | undefined;
  /** Rich content of the cell (a badge, a link...). @default the `value` as text */
  cell?: (row: T) => ReactNode;
  /** Whether the column can be sorted (header becomes a button-like sortable header with `aria-sort`). @default false */
  allowsSorting?: boolean;
  /** Whether the cell names its row for assistive technology. @default true for the first column only */
  isRowHeader?: boolean;
  /** Text alignment; `end` also uses tabular figures (for numbers and money). @default "start" */
  align?: "start" | "end";
  /** Leave this column out of the narrow-screen cards (for example an id already in the card's title). @default false */
  hideInCards?: boolean;
}

/** Props of {@link DataTable}, generic over the row type `T`. */
export interface DataTableProps<T> {
  /** Accessible name of the table (and of the card list). Required: a table must be named. */
  "aria-label": string;
  /** Column definitions, in display order. */
  columns: readonly DataTableColumn<T>[];
  /** The rows: the current page (server mode) or the whole list (`clientSide`). */
  rows: readonly T[];
  /** Id of a row (selection keys and React keys). @default `row.id` */
  getRowId?: (row: T) => Key;
  /** Filter, sort and page `rows` in the browser instead of reporting to the app. @default false */
  clientSide?: boolean;

  /** Current sort (controlled). */
  sortDescriptor?: DataTableSortDescriptor;
  /** Initial sort (uncontrolled). @default none */
  defaultSortDescriptor?: DataTableSortDescriptor;
  /** Called when the user sorts by a column (header press, Enter on a header, or the card layout's "Sort by"). */
  onSortChange?: (descriptor: DataTableSortDescriptor) => void;

  /** Show the built-in text filter in the toolbar. @default false */
  hasTextFilter?: boolean;
  /** Text of the built-in filter (controlled). */
  filterText?: string;
  /** Initial text of the built-in filter (uncontrolled). @default "" */
  defaultFilterText?: string;
  /** Called on every change of the built-in filter (server mode: fetch again, debounced by the app). */
  onFilterTextChange?: (text: string) => void;
  /** The app's own filter controls (selects, date pickers, toggles), shown in the toolbar after the text filter. */
  filters?: ReactNode;
  /** Content at the end of the toolbar (for example a "New" button). */
  actions?: ReactNode;

  /** Total number of rows on the server, the API's `total`. @default `rows.length` (after filtering in `clientSide`) */
  total?: number;
  /** Index of the first row shown, the API's `offset` (controlled). */
  offset?: number;
  /** Rows per page, the API's `limit` (controlled). Paging shows when this or `defaultLimit` is set. */
  limit?: number;
  /** Initial rows per page (uncontrolled paging). */
  defaultLimit?: number;
  /** Choices of the "Rows per page" select. @default [10, 20, 50] */
  pageSizes?: readonly number[];
  /** Called with the new `offset` and `limit` when the user changes page or page size. */
  onPageChange?: (page: DataTablePage) => void;

  /** `none`, `single` or `multiple` (a checkbox column with "select all"). @default "none" */
  selectionMode?: "none" | "single" | "multiple";
  /** Selected row ids (controlled). */
  selectedKeys?: DataTableSelection;
  /** Initially selected row ids (uncontrolled). */
  defaultSelectedKeys?: DataTableSelection;
  /** Called when the selection changes. */
  onSelectionChange?: (keys: DataTableSelection) => void;
  /** Called when a row is activated (Enter, or a press when there is no selection); for example to open it. */
  onRowAction?: (row: T) => void;

  /** Loading: `aria-busy` on the root; a spinner in place of the rows when there are none yet, else a small one in the toolbar. @default false */
  isLoading?: boolean;
  /** Error message in place of the rows; `true` shows the default ("The list could not be loaded"). */
  error?: ReactNode;
  /** Shows a "Try again" button with the error. */
  onRetry?: () => void;
  /** What shows when there are no rows. @default an {@link EmptyState} "Nothing to show yet" */
  emptyState?: ReactNode;

  /** Container width in px below which rows render as cards. @default 600 */
  cardBreakpoint?: number;
  /** Force a layout instead of choosing by container width. @default "auto" */
  layout?: "auto" | "table" | "cards";
  /** Classes merged over the root's. */
  className?: string;
}

/** A value controlled by a prop when given, else kept in state. */
function useControllable<V>(value: V | undefined, defaultValue: V, onChange?: (v: V) => void): [V, (v: V) => void] {
  const [inner, setInner] = useState(defaultValue);
  const current = value !== undefined ? value : inner;
  const set = useCallback(
    (v: V) => {
      setInner(v);
      onChange?.(v);
    },
    [onChange],
  );
  return [current, set];
}

/** Width of an element in px, kept up to date with a ResizeObserver (`null` before the first measure). */
function useContainerWidth(ref: React.RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => setWidth(entries[0]!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

function defaultRowId<T>(row: T): Key {
  return (row as { id: Key }).id;
}

function plainValue<T>(column: DataTableColumn<T>, row: T): string | number | null | undefined {
  if (column.value) return column.value(row);
  const raw = (row as Record<string, unknown>)[column.id];
  return typeof raw === "number" || typeof raw === "string" ? raw : raw == null ? raw : String(raw);
}

function cellContent<T>(column: DataTableColumn<T>, row: T): ReactNode {
  return column.cell ? column.cell(row) : (plainValue(column, row) ?? "");
}

/** The selection checkbox (react-aria `slot="selection"`: its name, "Select" / "Select all", comes from react-aria). */
function SelectionCheckbox() {
  return (
    <AriaCheckbox slot="selection" className="flex items-center justify-center">
      {({ isSelected, isIndeterminate, isFocusVisible }) => (
        <span className={dataTableCheckboxVariants({ isSelected: isSelected || isIndeterminate, isFocusVisible })}>
          {(isSelected || isIndeterminate) && (
            <svg viewBox="0 0 18 18" aria-hidden="true" className="size-3.5 fill-none stroke-current stroke-[3]">
              {isIndeterminate ? <line x1="4" y1="9" x2="14" y2="9" /> : <polyline points="3.5 9.5 7.5 13 14.5 5" />}
            </svg>
          )}
        </span>
      )}
    </AriaCheckbox>
  );
}

/**
 * A data table, generic over the row type (see {@link DataTableProps}). Keyboard: Tab enters the grid, arrows
 * move between cells and rows, Enter on a sortable header sorts, Space toggles a row's selection, Enter runs
 * `onRowAction`.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    rows,
    getRowId = defaultRowId,
    clientSide = false,
    hasTextFilter = false,
    filters,
    actions,
    pageSizes = [10, 20, 50],
    selectionMode = "none",
    onRowAction,
    isLoading = false,
    error,
    onRetry,
    emptyState,
    cardBreakpoint = 600,
    layout = "auto",
    className,
  } = props;
  const strings = useUiStrings();
  const locale = useUiLocale();
  const slots = dataTableVariants();
  const rootRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(rootRef);
  const isCards = layout === "cards" || (layout === "auto" && width !== null && width < cardBreakpoint);

  const [sort, setSort] = useControllable<SortDescriptor | undefined>(
    props.sortDescriptor,
    props.defaultSortDescriptor,
    props.onSortChange as ((v: SortDescriptor | undefined) => void) | undefined,
  );
  const [innerOffset, setInnerOffset] = useState(0);
  const [innerLimit, setInnerLimit] = useState(props.defaultLimit);
  const requestedOffset = props.offset ?? innerOffset;
  const limit = props.limit ?? innerLimit;
  const changePage = (page: DataTablePage) => {
    setInnerOffset(page.offset);
    setInnerLimit(page.limit);
    props.onPageChange?.(page);
  };
  const [filterText, setFilterTextState] = useControllable(props.filterText, props.defaultFilterText ?? "", props.onFilterTextChange);
  const setFilterText = (text: string) => {
    setFilterTextState(text);
    if (clientSide && offset !== 0 && limit !== undefined) changePage({ offset: 0, limit });
  };
  const changeSort = (descriptor: SortDescriptor) => setSort(descriptor);

  // Client-side processing: filter, then sort, then page.
  const collator = useMemo(() => new Intl.Collator(ARIA_LOCALES[locale], { numeric: true, sensitivity: "base" }), [locale]);
  const processed = useMemo(() => {
    if (!clientSide) return rows;
    const needle = filterText.trim().toLocaleLowerCase();
    let result = needle
      ? rows.filter((row) =>
          columns.some((column) => String(plainValue(column, row) ?? "").toLocaleLowerCase().includes(needle)),
        )
      : [...rows];
    const sortColumn = sort && columns.find((column) => column.id === sort.column);
    if (sortColumn) {
      const factor = sort!.direction === "descending" ? -1 : 1;
      result = [...result].sort((a, b) => {
        const x = plainValue(sortColumn, a);
        const y = plainValue(sortColumn, b);
        if (x == null || y == null) return x == null ? (y == null ? 0 : 1) : -1;
        return factor * (typeof x === "number" && typeof y === "number" ? x - y : collator.compare(String(x), String(y)));
      });
    }
    return result;
  }, [clientSide, rows, filterText, sort, columns, collator]);
  const total = clientSide ? processed.length : (props.total ?? rows.length);
  // A client-side list that shrank (filter, new rows) keeps its last page in view.
  const offset =
    clientSide && limit !== undefined && requestedOffset >= total
      ? Math.max(0, Math.floor((total - 1) / limit) * limit)
      : requestedOffset;
  const shownRows = clientSide && limit !== undefined ? processed.slice(offset, offset + limit) : processed;
  const rowById = useMemo(() => new Map(shownRows.map((row) => [getRowId(row), row])), [shownRows, getRowId]);

  const [selection, setSelection] = useControllable<Selection>(
    props.selectedKeys,
    props.defaultSelectedKeys ?? new Set<Key>(),
    props.onSelectionChange,
  );
  const selectedCount = selection === "all" ? shownRows.length : selection.size;

  const hasRowHeader = columns.some((column) => column.isRowHeader);
  const status: "error" | "loading" | "empty" | null =
    error ? "error" : shownRows.length === 0 ? (isLoading ? "loading" : "empty") : null;
  const statusContent =
    status === "error" ? (
      <Alert tone="error" className="w-full max-w-md" onRetry={onRetry}>
        {error === true ? strings.dataTableError : error}
      </Alert>
    ) : status === "loading" ? (
      <Spinner size="lg" className="text-primary" />
    ) : status === "empty" ? (
      (emptyState ?? <EmptyState title={strings.dataTableEmpty} size="sm" />)
    ) : null;
  const onAction = onRowAction
    ? (key: Key) => {
        const row = rowById.get(key);
        if (row !== undefined) onRowAction(row);
      }
    : undefined;
  const sortableColumns = columns.filter((column) => column.allowsSorting);

  const toolbar =
    hasTextFilter || filters || actions || (isCards && sortableColumns.length > 0) ? (
      <div className={slots.toolbar()} data-slot="data-table-toolbar">
        {hasTextFilter && (
          <TextField
            type="search"
            label={strings.dataTableFilter}
            placeholder={strings.dataTableFilterPlaceholder}
            value={filterText}
            onChange={setFilterText}
            className={slots.filter()}
          />
        )}
        {isCards && sortableColumns.length > 0 && (
          <Select
            label={strings.dataTableSortBy}
            className="min-w-0 flex-1 basis-48"
            placeholder={strings.dataTableNoSort}
            items={sortableColumns.flatMap((column) => [
              { id: `${column.id}:ascending`, label: formatMessage(strings.dataTableSortAscending, { column: column.header }) },
              { id: `${column.id}:descending`, label: formatMessage(strings.dataTableSortDescending, { column: column.header }) },
            ])}
            value={sort?.direction ? `${String(sort.column)}:${sort.direction}` : null}
            onChange={(key) => {
              const [column, direction] = String(key ?? "").split(":");
              if (column && (direction === "ascending" || direction === "descending")) changeSort({ column, direction });
            }}
          />
        )}
        {filters}
        {(actions || (isLoading && shownRows.length > 0)) && (
          <div className="ms-auto flex items-center gap-2">
            {isLoading && shownRows.length > 0 && <Spinner size="sm" className="text-primary" />}
            {actions}
          </div>
        )}
      </div>
    ) : null;

  const selectionStatus =
    selectionMode === "multiple" && selectedCount > 0 ? formatMessage(strings.dataTableSelectedCount, { count: selectedCount }) : "";

  const pager =
    limit !== undefined && status !== "error" ? (
      <nav aria-label={strings.dataTablePagination} className={slots.pager()} data-slot="data-table-pager">
        <div className={slots.pagerGroup()}>
          <Select
            label={strings.dataTablePageSize}
            className="flex-row items-center gap-2 [&>button]:w-20"
            items={pageSizes.map((size) => ({ id: String(size), label: String(size) }))}
            value={String(limit)}
            onChange={(key) => key != null && changePage({ offset: 0, limit: Number(key) })}
          />
        </div>
        <div className={slots.pagerGroup()}>
          <span className={slots.pagerText()} role="status">
            {total === 0
              ? formatMessage(strings.dataTableRange, { from: 0, to: 0, total: 0 })
              : formatMessage(strings.dataTableRange, {
                  from: Math.min(offset + 1, total),
                  to: Math.min(offset + limit, total),
                  total,
                })}
          </span>
          <span className="sr-only">
            {formatMessage(strings.dataTablePageOf, {
              page: Math.floor(offset / limit) + 1,
              pages: Math.max(1, Math.ceil(total / limit)),
            })}
          </span>
          <Button
            variant="quiet"
            size="sm"
            aria-label={strings.dataTablePreviousPage}
            isDisabled={offset <= 0 || isLoading}
            onPress={() => changePage({ offset: Math.max(0, offset - limit), limit })}
          >
            <Icon name="chevron-left" size={18} className="rtl:rotate-180" />
          </Button>
          <Button
            variant="quiet"
            size="sm"
            aria-label={strings.dataTableNextPage}
            isDisabled={offset + limit >= total || isLoading}
            onPress={() => changePage({ offset: offset + limit, limit })}
          >
            <Icon name="chevron-right" size={18} className="rtl:rotate-180" />
          </Button>
        </div>
      </nav>
    ) : null;

  return (
    <div
      ref={rootRef}
      data-slot="data-table"
      data-layout={isCards ? "cards" : "table"}
      data-state={status ?? "ready"}
      aria-busy={isLoading || undefined}
      className={slots.base({ className })}
    >
      {toolbar}
      <span className="sr-only" role="status">
        {selectionStatus}
      </span>
      {isCards ? (
        <GridList
          aria-label={props["aria-label"]}
          selectionMode={selectionMode}
          selectedKeys={selection}
          onSelectionChange={setSelection}
          onAction={onAction}
          className={slots.cardList()}
          renderEmptyState={() => <div className={slots.status()}>{statusContent}</div>}
        >
          {status === null &&
            shownRows.map((row) => {
              const id = getRowId(row);
              const titleColumn = columns.find((column) => column.isRowHeader) ?? columns[0];
              return (
                <GridListItem
                  key={id}
                  id={id}
                  textValue={titleColumn ? String(plainValue(titleColumn, row) ?? "") : String(id)}
                  className={(renderProps) =>
                    dataTableCardVariants({ ...renderProps, isInteractive: selectionMode !== "none" || !!onRowAction })
                  }
                >
                  {selectionMode === "multiple" && <SelectionCheckbox />}
                  <dl className="flex min-w-0 flex-1 flex-col gap-1">
                    {columns
                      .filter((column) => !column.hideInCards)
                      .map((column) => (
                        <div key={column.id} className={slots.cardField()}>
                          <dt className={slots.cardLabel()}>{column.header}</dt>
                          <dd className={slots.cardValue()}>{cellContent(column, row)}</dd>
                        </div>
                      ))}
                  </dl>
                </GridListItem>
              );
            })}
        </GridList>
      ) : (
        <div className={slots.scroller()}>
          <Table
            aria-label={props["aria-label"]}
            selectionMode={selectionMode}
            selectedKeys={selection}
            onSelectionChange={setSelection}
            sortDescriptor={sort}
            onSortChange={changeSort}
            onRowAction={onAction}
            className={slots.table()}
          >
            <TableHeader className={slots.header()}>
              {selectionMode === "multiple" && (
                <Column className={(renderProps) => dataTableColumnVariants({ ...renderProps, isSelectionColumn: true })}>
                  <SelectionCheckbox />
                </Column>
              )}
              {columns.map((column, index) => (
                <Column
                  key={column.id}
                  id={column.id}
                  allowsSorting={column.allowsSorting}
                  isRowHeader={column.isRowHeader ?? (!hasRowHeader && index === 0)}
                  textValue={column.header}
                  className={(renderProps) =>
                    dataTableColumnVariants({ ...renderProps, allowsSorting: !!column.allowsSorting, align: column.align })
                  }
                >
                  {({ sortDirection }) => (
                    <span className={column.align === "end" ? "inline-flex flex-row-reverse items-center" : "inline-flex items-center"}>
                      {column.header}
                      {column.allowsSorting && (
                        <Icon
                          name="chevron-down"
                          size={14}
                          className={dataTableSortIconVariants({ direction: sortDirection ?? "none" })}
                        />
                      )}
                    </span>
                  )}
                </Column>
              ))}
            </TableHeader>
            <TableBody
              className="relative"
              renderEmptyState={() => <div className={slots.status()}>{statusContent}</div>}
            >
              {status === null &&
                shownRows.map((row) => {
                  const id = getRowId(row);
                  return (
                    <Row
                      key={id}
                      id={id}
                      className={(renderProps) =>
                        dataTableRowVariants({ ...renderProps, isInteractive: selectionMode !== "none" || !!onRowAction })
                      }
                    >
                      {selectionMode === "multiple" && (
                        <Cell className={(renderProps) => dataTableCellVariants({ ...renderProps, isSelectionColumn: true })}>
                          <SelectionCheckbox />
                        </Cell>
                      )}
                      {columns.map((column) => (
                        <Cell
                          key={column.id}
                          textValue={String(plainValue(column, row) ?? "")}
                          className={(renderProps) => dataTableCellVariants({ ...renderProps, align: column.align })}
                        >
                          {cellContent(column, row)}
                        </Cell>
                      ))}
                    </Row>
                  );
                })}
            </TableBody>
          </Table>
        </div>
      )}
      {pager}
    </div>
  );
}
