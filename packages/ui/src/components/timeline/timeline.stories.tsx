import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Timeline, type TimelineEvent } from "./timeline";

const events: TimelineEvent[] = [
  { id: 1, at: "2026-11-02T02:15:00Z", actor: "Somchai (resident)", toStatus: "New", comment: "The street light in front of house 12 is out.", attachments: 2, tone: "info" },
  { id: 2, at: "2026-11-03T04:00:00Z", actor: "Electricity unit", fromStatus: "New", toStatus: "In progress", comment: "A crew is scheduled for Thursday.", tone: "caution" },
  { id: 3, at: "2026-11-05T09:30:00Z", actor: "Electricity unit", fromStatus: "In progress", toStatus: "Done", comment: "Lamp replaced.\nPlease tell us if it fails again.", attachments: 1, tone: "success" },
];

const thaiEvents: TimelineEvent[] = [
  {
    id: 1,
    at: "2026-11-02T02:15:00Z",
    actor: "นางสาวสมศรี ใจดีมีทรัพย์สมบูรณ์ (ผู้ร้องเรียน)",
    toStatus: "รับเรื่องแล้ว",
    comment:
      "ไฟฟ้าส่องสว่างบริเวณถนนสายหลักหน้าโรงเรียนเทศบาลดับติดต่อกันมากกว่าหนึ่งสัปดาห์ ทำให้ประชาชนสัญจรไม่สะดวกและไม่ปลอดภัยในเวลากลางคืน ขอให้เทศบาลเร่งดำเนินการแก้ไขโดยด่วน",
    attachments: 3,
    tone: "info",
  },
  {
    id: 2,
    at: "2026-11-03T04:00:00Z",
    actor: "กองช่าง งานไฟฟ้าสาธารณะ",
    fromStatus: "รับเรื่องแล้ว",
    toStatus: "อยู่ระหว่างดำเนินการตรวจสอบพื้นที่และจัดหาวัสดุอุปกรณ์",
    comment: "มอบหมายเจ้าหน้าที่ออกตรวจสอบพื้นที่ในวันพฤหัสบดี",
    tone: "caution",
  },
];

const meta = {
  title: "Product/Timeline",
  component: Timeline,
  args: { events, timeZone: "Asia/Bangkok" },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: an `<ol>` named "History", each event's time as `<time datetime>`, status change spoken in full. */
export const NewestFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "History" });
    await expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent("Lamp replaced.");
    await expect(within(items[0]!).getByText("Status changed from In progress to Done")).toHaveClass("sr-only");
    await expect(items[0]!.querySelector("time")).toHaveAttribute("datetime", "2026-11-05T09:30:00.000Z");
    await expect(items[0]!.querySelector("time")).toHaveTextContent("5 Nov 2026, 16:30");
    await expect(within(items[2]!).getByText("Status set to New")).toBeInTheDocument();
    await expect(within(items[2]!).getByText("Attachments: 2")).toBeInTheDocument();
  },
};

/** Oldest first. */
export const OldestFirst: Story = {
  args: { order: "oldest-first" },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    await expect(items[0]).toHaveTextContent("The street light in front of house 12 is out.");
    await expect(canvasElement.querySelector("ol")).toHaveAttribute("data-order", "oldest-first");
  },
};

/** Thai: Buddhist-era dates by default (2026 → 2569), Thai sentences for the status change. */
export const Thai: Story = {
  globals: { locale: "th" },
  args: { events: thaiEvents },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "ประวัติการดำเนินการ" });
    const items = within(list).getAllByRole("listitem");
    await expect(items[0]!.querySelector("time")!.textContent).toContain("2569");
    await expect(
      within(items[0]!).getByText("เปลี่ยนสถานะจาก รับเรื่องแล้ว เป็น อยู่ระหว่างดำเนินการตรวจสอบพื้นที่และจัดหาวัสดุอุปกรณ์"),
    ).toBeInTheDocument();
    await expect(within(items[1]!).getByText("ไฟล์แนบ 3 ไฟล์")).toBeInTheDocument();
  },
};

/** The app's own date formatter (the portal passes its Buddhist-era formatting). */
export const CustomFormatter: Story = {
  args: { formatDate: (date, locale) => `${locale}:${date.toISOString().slice(0, 10)}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")[0]!.querySelector("time")).toHaveTextContent("en:2026-11-05");
  },
};

/** Long Thai text wraps at 360 px without sideways scrolling. */
export const LongThaiText: Story = {
  globals: { locale: "th" },
  args: { events: thaiEvents },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>("[data-slot=timeline]")!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Many events (60). */
export const ManyItems: Story = {
  args: {
    events: Array.from({ length: 60 }, (_, i) => ({
      id: i,
      at: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
      actor: i % 2 ? "Staff" : "Resident",
      fromStatus: i ? "In progress" : undefined,
      toStatus: i ? "In progress" : "New",
      comment: `Note ${i + 1}`,
    })),
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    await expect(items).toHaveLength(60);
    await expect(items[0]).toHaveTextContent("Note 60");
  },
};

/** Empty: the default empty state. */
export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No history yet")).toBeInTheDocument();
    await expect(canvasElement.querySelector("ol")).toBeNull();
  },
};

/** Empty in Thai. */
export const EmptyThai: Story = {
  ...Empty,
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("ยังไม่มีประวัติการดำเนินการ")).toBeInTheDocument();
  },
};

/** Loading: a spinner named "Loading…". */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar", { name: "Loading…" })).toBeInTheDocument();
    await expect(canvasElement.querySelector("[data-slot=timeline]")).toHaveAttribute("aria-busy", "true");
  },
};

const onRetry = fn();

/** Error with "Try again" (keyboard). */
export const ErrorState: Story = {
  args: { error: true, onRetry },
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("The history could not be loaded");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Try again" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Error in Thai. */
export const ErrorThai: Story = {
  args: { error: true, onRetry },
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("ไม่สามารถโหลดประวัติการดำเนินการได้");
  },
};

/** Dark scheme. */
export const Dark: Story = { globals: { scheme: "dark" } };

/** Loading in Thai. */
export const LoadingThai: Story = {
  args: { isLoading: true },
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar", { name: "กำลังโหลด…" })).toBeInTheDocument();
  },
};
