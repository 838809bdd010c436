import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Badge } from "../badge/badge";
import { Button } from "../button/button";
import { Select } from "../select/select";
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSortDescriptor } from "./data-table";

/** A complaint as the portal lists it (fixture shape, not the API's). */
interface Complaint {
  id: string;
  subject: string;
  area: string;
  status: string;
  days: number;
}

const SUBJECTS = ["Broken street light", "Blocked drain", "Garbage not collected", "Pothole on the road", "Stray dogs"];
const AREAS = ["Village 1", "Village 2", "Market", "School road"];
const STATUSES = ["New", "In progress", "Done"];

/** `count` complaints, deterministic. */
function complaints(count: number): Complaint[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `C-${String(i + 1).padStart(4, "0")}`,
    subject: SUBJECTS[i % SUBJECTS.length]!,
    area: AREAS[(i * 3) % AREAS.length]!,
    status: STATUSES[i % STATUSES.length]!,
    days: (i * 7) % 30,
  }));
}

const columns: DataTableColumn<Complaint>[] = [
  { id: "id", header: "No.", allowsSorting: true, isRowHeader: true },
  { id: "subject", header: "Subject", allowsSorting: true },
  { id: "area", header: "Area" },
  { id: "status", header: "Status", cell: (row) => <span className="font-medium">{row.status}</span> },
  { id: "days", header: "Days open", allowsSorting: true, align: "end" },
];

const thaiColumns: DataTableColumn<Complaint>[] = [
  { id: "id", header: "เลขที่", allowsSorting: true, isRowHeader: true },
  { id: "subject", header: "เรื่อง", allowsSorting: true },
  { id: "area", header: "พื้นที่" },
  { id: "status", header: "สถานะ" },
  { id: "days", header: "จำนวนวัน", allowsSorting: true, align: "end" },
];

const thaiRows: Complaint[] = [
  {
    id: "ร-0001",
    subject: "ไฟฟ้าส่องสว่างบริเวณถนนสายหลักหน้าโรงเรียนเทศบาลดับติดต่อกันมากกว่าหนึ่งสัปดาห์ ทำให้ประชาชนสัญจรไม่สะดวกในเวลากลางคืน",
    area: "หมู่ที่ ๑ บ้านหนองบัว ตำบลในเมือง",
    status: "อยู่ระหว่างดำเนินการ",
    days: 9,
  },
  {
    id: "ร-0002",
    subject: "ท่อระบายน้ำอุดตันบริเวณตลาดสดเทศบาล มีน้ำท่วมขังและส่งกลิ่นเหม็นรบกวนผู้ค้าและผู้ซื้อ",
    area: "ตลาดสดเทศบาล",
    status: "รับเรื่องแล้ว",
    days: 2,
  },
  { id: "ร-0003", subject: "ขยะไม่ได้รับการจัดเก็บตามกำหนด", area: "ชุมชนริมน้ำ", status: "เสร็จสิ้น", days: 0 },
];

const meta = {
  title: "Product/DataTable",
  component: DataTable<Complaint>,
  args: {
    "aria-label": "Complaints",
    columns,
    rows: complaints(25),
    clientSide: true,
    defaultLimit: 10,
  },
  // The table needs a width to choose its layout; 720 px is "table", the narrow stories set 360 px.
  decorators: [(Story) => <div style={{ width: 720 }}><Story /></div>],
} satisfies Meta<typeof DataTable<Complaint>>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story["decorators"] = [(Story) => <div style={{ width: 360 }}><Story /></div>];

/** Sortable headers (`aria-sort`), paging 10 per page, keyboard: Tab into the grid, arrows, Enter sorts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("grid", { name: "Complaints" });
    await expect(within(table).getAllByRole("row")).toHaveLength(11); // header + 10
    await expect(canvas.getByText("1–10 of 25")).toBeInTheDocument();

    // Sort by "Days open" with the keyboard: Tab into the grid, ArrowUp to the header row, Right to the column.
    await userEvent.tab();
    await expect(within(table).getAllByRole("row")[1]).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    const daysHeader = within(table).getByRole("columnheader", { name: /Days open/ });
    await userEvent.keyboard("{End}");
    await expect(daysHeader).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(daysHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(within(within(table).getAllByRole("row")[1]!).getAllByRole("gridcell").at(-1)).toHaveTextContent("0");
    await userEvent.keyboard("{Enter}");
    await expect(daysHeader).toHaveAttribute("aria-sort", "descending");
    await expect(within(within(table).getAllByRole("row")[1]!).getAllByRole("gridcell").at(-1)).toHaveTextContent("29");

    // Next page.
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(canvas.getByText("11–20 of 25")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(canvas.getByText("21–25 of 25")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Next page" })).toBeDisabled();
  },
};

/** Thai: header, pager and sort state in Thai. */
export const DefaultThai: Story = {
  globals: { locale: "th" },
  args: { "aria-label": "เรื่องร้องเรียน", columns: thaiColumns },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("grid", { name: "เรื่องร้องเรียน" })).toBeInTheDocument();
    await expect(canvas.getByText("1–10 จาก 25")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "หน้าถัดไป" })).toBeEnabled();
    await expect(canvas.getByRole("navigation", { name: "หน้า" })).toBeInTheDocument();
  },
};

const onPageChange = fn();
const onSortChange = fn();

/** Server paging: the app passes `offset`, `limit`, `total` and fetches again on `onPageChange` / `onSortChange`. */
export const ServerPaging: Story = {
  args: { clientSide: false, defaultLimit: undefined, onPageChange, onSortChange },
  render: (args) => <ServerPagingDemo {...(args as DataTableProps<Complaint>)} />,
  play: serverPagingPlay,
};

/** The app's side of server paging: it keeps `offset`/`limit`/sort and slices a fake server list. */
function ServerPagingDemo(args: DataTableProps<Complaint>) {
  const [page, setPage] = useState({ offset: 20, limit: 10 });
  const [sort, setSort] = useState<DataTableSortDescriptor>({ column: "id", direction: "ascending" });
  const all = complaints(45);
  return (
    <DataTable
      {...args}
      rows={all.slice(page.offset, page.offset + page.limit)}
      total={all.length}
      offset={page.offset}
      limit={page.limit}
      sortDescriptor={sort}
      onSortChange={(descriptor) => {
        setSort(descriptor);
        onSortChange(descriptor);
      }}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

/** Play of the story above. */
async function serverPagingPlay({ canvasElement }: { canvasElement: HTMLElement }) {
  onPageChange.mockClear();
  onSortChange.mockClear();
  const canvas = within(canvasElement);
  await expect(canvas.getByText("21–30 of 45")).toBeInTheDocument();
  await expect(canvas.getByRole("columnheader", { name: /No\./ })).toHaveAttribute("aria-sort", "ascending");
  await userEvent.click(canvas.getByRole("columnheader", { name: /Subject/ }));
  await expect(onSortChange).toHaveBeenCalledWith({ column: "subject", direction: "ascending" });
  await userEvent.click(canvas.getByRole("button", { name: "Previous page" }));
  await expect(onPageChange).toHaveBeenLastCalledWith({ offset: 10, limit: 10 });
  await expect(canvas.getByText("11–20 of 45")).toBeInTheDocument();
  // Page size: back to the first page with the new limit.
  await userEvent.click(canvas.getByRole("button", { name: /Rows per page/ }));
  await userEvent.click(await screen.findByRole("option", { name: "20" }));
  await expect(onPageChange).toHaveBeenLastCalledWith({ offset: 0, limit: 20 });
  await expect(canvas.getByText("1–20 of 45")).toBeInTheDocument();
}

const onSelectionChange = fn();

/** Multiple selection: a checkbox column, "select all", Space toggles the focused row, a live count. */
export const MultipleSelection: Story = {
  args: { selectionMode: "multiple", onSelectionChange },
  play: async ({ canvasElement }) => {
    onSelectionChange.mockClear();
    const canvas = within(canvasElement);
    const table = canvas.getByRole("grid");
    await expect(table).toHaveAttribute("aria-multiselectable", "true");
    await userEvent.tab();
    const rows = within(table).getAllByRole("row");
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(rows[1]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowDown} ");
    await expect(rows[2]).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByText("2 selected")).toBeInTheDocument();
    await expect(onSelectionChange).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select All" }));
    await expect(within(table).getAllByRole("row", { selected: true })).toHaveLength(10);
  },
};

const onRowAction = fn();

/** Single selection and a row action: Enter opens the focused row. */
export const SingleSelectionWithAction: Story = {
  args: { selectionMode: "single", onRowAction },
  play: async ({ canvasElement }) => {
    onRowAction.mockClear();
    const table = within(canvasElement).getByRole("grid");
    await expect(table).not.toHaveAttribute("aria-multiselectable", "true");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await userEvent.keyboard("{Enter}");
    await expect(onRowAction).toHaveBeenCalledWith(expect.objectContaining({ id: "C-0003" }));
  },
};

/** Built-in text filter (client side) plus the app's own filter control in the toolbar slot. */
export const Filters: Story = {
  args: { hasTextFilter: true },
  render: (args) => <FiltersDemo {...(args as DataTableProps<Complaint>)} />,
  play: filtersPlay,
};

/** The app's side of the toolbar slot: its own status filter. */
function FiltersDemo(args: DataTableProps<Complaint>) {
  const [status, setStatus] = useState("all");
  const all = complaints(25);
  return (
    <DataTable
      {...args}
      rows={status === "all" ? all : all.filter((row) => row.status === status)}
      filters={
        <Select
          label="Status"
          className="w-44"
          items={[{ id: "all", label: "All" }, ...STATUSES.map((s) => ({ id: s, label: s }))]}
          value={status}
          onChange={(key) => setStatus(String(key))}
        />
      }
      actions={<Button variant="secondary">Export</Button>}
    />
  );
}

/** Play of the story above. */
async function filtersPlay({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  const search = canvas.getByRole("searchbox", { name: "Filter" });
  await userEvent.type(search, "drain");
  await expect(canvas.getByText("1–5 of 5")).toBeInTheDocument();
  await userEvent.click(canvas.getByRole("button", { name: /Status/ }));
  await userEvent.click(await screen.findByRole("option", { name: "Done" }));
  await expect(canvas.getByText("1–1 of 1")).toBeInTheDocument();
  await userEvent.clear(search);
  await userEvent.type(search, "zzz");
  await expect(canvas.getByText("Nothing to show yet")).toBeInTheDocument();
}

/** Empty: the default empty state inside the table. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Nothing to show yet")).toBeInTheDocument();
    await expect(canvas.getByText("0–0 of 0")).toBeInTheDocument();
    await expect(canvasElement.querySelector("[data-slot=data-table]")).toHaveAttribute("data-state", "empty");
  },
};

/** Empty, in Thai, with the app's own empty state. */
export const EmptyThai: Story = {
  globals: { locale: "th" },
  args: { rows: [], columns: thaiColumns, "aria-label": "เรื่องร้องเรียน", defaultLimit: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("ยังไม่มีข้อมูล")).toBeInTheDocument();
  },
};

/** Loading with no rows yet: a spinner named "Loading…" in the body, the table `aria-busy`. */
export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector("[data-slot=data-table]")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("progressbar", { name: "Loading…" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Next page" })).toBeDisabled();
  },
};

/** Loading again with rows shown (a refetch): rows stay, a small spinner in the toolbar. */
export const Refetching: Story = {
  args: { isLoading: true, actions: <Button variant="secondary">Export</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector("[data-slot=data-table]")).toHaveAttribute("aria-busy", "true");
    await expect(within(canvas.getByRole("grid")).getAllByRole("row")).toHaveLength(11);
    await expect(canvas.getByRole("progressbar")).toBeInTheDocument();
  },
};

const onRetry = fn();

/** Error: the message in place of the rows, a "Try again" button reachable by keyboard. */
export const ErrorState: Story = {
  args: { rows: [], error: true, onRetry },
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("The list could not be loaded");
    await expect(canvas.queryByRole("navigation")).toBeNull();
    canvas.getByRole("button", { name: "Try again" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Error in Thai. */
export const ErrorThai: Story = {
  ...ErrorState,
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("ไม่สามารถโหลดรายการได้");
    await expect(canvas.getByRole("button", { name: "ลองอีกครั้ง" })).toBeInTheDocument();
  },
};

/** Long Thai text wraps inside the cells. */
export const LongThaiText: Story = {
  globals: { locale: "th" },
  args: { "aria-label": "เรื่องร้องเรียน", columns: thaiColumns, rows: thaiRows, hasTextFilter: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("searchbox", { name: "ค้นหา" })).toBeInTheDocument();
    const scroller = canvasElement.querySelector<HTMLElement>("[data-slot=data-table] > div.overflow-x-auto")!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth + 1);
  },
};

/** Many items: 500 rows, 50 per page, client side. */
export const ManyItems: Story = {
  args: { rows: complaints(500), defaultLimit: 50, pageSizes: [50, 100] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole("grid")).getAllByRole("row")).toHaveLength(51);
    await expect(canvas.getByText("1–50 of 500")).toBeInTheDocument();
  },
};

/** Narrow container (360 px): rows become cards, no sideways scrolling, arrows move between cards. */
export const NarrowCards: Story = {
  decorators: narrow,
  args: { selectionMode: "multiple" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector<HTMLElement>("[data-slot=data-table]")!;
    await waitFor(() => expect(root).toHaveAttribute("data-layout", "cards"));
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const list = canvas.getByRole("grid", { name: "Complaints" });
    const cards = within(list).getAllByRole("row");
    await expect(cards).toHaveLength(10);
    await expect(within(cards[0]!).getByText("Days open")).toBeInTheDocument();
    cards[0]!.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(cards[1]).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(cards[1]).toHaveAttribute("aria-selected", "true");
    // Sorting through the "Sort by" select.
    await userEvent.click(canvas.getByRole("button", { name: /Sort by/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Days open, descending" }));
    await expect(within(list).getAllByRole("row")[0]).toHaveTextContent("29");
  },
};

/** Narrow and Thai, long text: cards wrap the text. */
export const NarrowCardsThai: Story = {
  decorators: narrow,
  globals: { locale: "th" },
  args: { "aria-label": "เรื่องร้องเรียน", columns: thaiColumns, rows: thaiRows },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>("[data-slot=data-table]")!;
    await waitFor(() => expect(root).toHaveAttribute("data-layout", "cards"));
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(within(canvasElement).getByRole("button", { name: /เรียงตาม/ })).toBeInTheDocument();
  },
};

/** Narrow and empty. */
export const NarrowEmpty: Story = {
  decorators: narrow,
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nothing to show yet")).toBeInTheDocument();
  },
};

/** Rich cells (a badge) in the dark scheme. */
export const Dark: Story = {
  globals: { scheme: "dark" },
  args: {
    selectionMode: "multiple",
    defaultSelectedKeys: new Set(["C-0002"]),
    columns: [
      ...columns.slice(0, 3),
      { id: "status", header: "Status", cell: (row) => <span className="inline-flex items-center gap-2">{row.status}<Badge count={row.days} tone="info" /></span> },
    ],
  },
};

/** Loading in Thai. */
export const LoadingThai: Story = {
  ...Loading,
  globals: { locale: "th" },
  args: { ...Loading.args, columns: thaiColumns, "aria-label": "เรื่องร้องเรียน" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar", { name: "กำลังโหลด…" })).toBeInTheDocument();
  },
};

/** Multiple selection in Thai (the selection checkboxes take react-aria's Thai names). */
export const MultipleSelectionThai: Story = {
  globals: { locale: "th" },
  args: { selectionMode: "multiple", columns: thaiColumns, rows: thaiRows, "aria-label": "เรื่องร้องเรียน", defaultLimit: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(canvas.getByText("เลือกแล้ว 1 รายการ")).toBeInTheDocument();
  },
};

/** A client-side list that shrinks under the current page keeps the last page in view. */
export const ClampsOffset: Story = {
  args: { hasTextFilter: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(canvas.getByText("21–25 of 25")).toBeInTheDocument();
    await userEvent.type(canvas.getByRole("searchbox", { name: "Filter" }), "Village 1");
    await expect(canvas.getByText("1–7 of 7")).toBeInTheDocument();
  },
};
