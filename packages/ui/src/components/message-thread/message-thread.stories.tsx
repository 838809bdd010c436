import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Gallery } from "../gallery/gallery";
import { MessageThread, type ThreadMessage } from "./message-thread";

const messages: ThreadMessage[] = [
  { id: 1, at: "2026-11-02T02:15:00Z", author: "Somchai Jaidee", body: "The street light in front of house 12 is out." },
  {
    id: 2,
    at: "2026-11-03T04:00:00Z",
    author: "Somsak (Roads)",
    body: "Thank you. Is it the lamp on the left or the right side of the road?",
    align: "end",
  },
  {
    id: 3,
    at: "2026-11-03T04:05:00Z",
    author: "Somsak (Roads)",
    body: "Crew booked for Thursday.\nAsk the lighting unit for a spare lamp.",
    align: "end",
    tone: "private",
    label: "Internal note",
  },
  {
    id: 4,
    at: "2026-11-03T09:30:00Z",
    author: "Somchai Jaidee",
    body: "The right side, opposite the 7-Eleven. Photo attached.",
    attachments: <Gallery items={[{ id: "a", kind: "document", name: "map.pdf", href: "#map" }]} aria-label="Attachments of the message" />,
  },
];

const thaiMessages: ThreadMessage[] = [
  {
    id: 1,
    at: "2026-11-02T02:15:00Z",
    author: "นายสมชาย ใจดี",
    body: "ไฟฟ้าส่องสว่างบริเวณถนนสายหลักหน้าโรงเรียนเทศบาลดับติดต่อกันมากกว่าหนึ่งสัปดาห์ ทำให้ประชาชนสัญจรไม่สะดวกและไม่ปลอดภัยในเวลากลางคืน",
  },
  { id: 2, at: "2026-11-03T04:00:00Z", author: "นายสมศักดิ์ (งานถนน)", body: "ขอบคุณครับ ขอทราบว่าเป็นเสาไฟฝั่งซ้ายหรือฝั่งขวาของถนนครับ", align: "end" },
  { id: 3, at: "2026-11-03T04:05:00Z", author: "นายสมศักดิ์ (งานถนน)", body: "นัดทีมช่างวันพฤหัสบดี", align: "end", tone: "private", label: "บันทึกภายใน" },
];

const meta = {
  title: "Product/MessageThread",
  component: MessageThread,
  args: { messages, timeZone: "Asia/Bangkok" },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Oldest first: an `<ol>` named "Messages"; own messages at the end edge; the internal note labelled in words. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Messages" });
    await expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem").filter((item) => item.dataset.slot === "message");
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent("The street light in front of house 12 is out.");
    await expect(items[0]).toHaveAttribute("data-align", "start");
    await expect(items[1]).toHaveAttribute("data-align", "end");
    await expect(items[1]).toHaveAttribute("data-tone", "primary");
    await expect(items[2]).toHaveAttribute("data-tone", "private");
    await expect(within(items[2]!).getByText("Internal note")).toBeInTheDocument();
    await expect(items[0]!.querySelector("time")).toHaveAttribute("datetime", "2026-11-02T02:15:00.000Z");
    await expect(items[0]!.querySelector("time")).toHaveTextContent("2 Nov 2026, 09:15");
    await expect(within(items[3]!).getByRole("link", { name: /Open map\.pdf/ })).toBeInTheDocument();
  },
};

/** Newest first. */
export const NewestFirst: Story = {
  args: { order: "newest-first" },
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector("[data-slot=message]");
    await expect(first).toHaveTextContent("Photo attached.");
  },
};

/** Thai: Buddhist-era dates (2026 → 2569); long Thai text wraps at 360 px without sideways scrolling. */
export const ThaiNarrow: Story = {
  globals: { locale: "th" },
  args: { messages: thaiMessages },
  decorators: [(Story) => <div style={{ width: 328 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "ข้อความ" });
    await expect(list.querySelector("time")!.textContent).toContain("2569");
    await expect(canvas.getByText("บันทึกภายใน")).toBeInTheDocument();
    const root = canvasElement.querySelector<HTMLElement>("[data-slot=message-thread]")!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The app's own date formatter. */
export const CustomFormatter: Story = {
  args: { formatDate: (date, locale) => `${locale}:${date.toISOString().slice(0, 10)}` },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("time")).toHaveTextContent("en:2026-11-02");
  },
};

/** Empty: "No messages yet". */
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No messages yet")).toBeInTheDocument();
    await expect(canvasElement.querySelector("ol")).toBeNull();
  },
};

/** Empty in Thai. */
export const EmptyThai: Story = {
  args: { messages: [] },
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("ยังไม่มีข้อความ")).toBeInTheDocument();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar", { name: "Loading…" })).toBeInTheDocument();
    await expect(canvasElement.querySelector("[data-slot=message-thread]")).toHaveAttribute("aria-busy", "true");
  },
};

const onRetry = fn();

/** Error with "Try again" (keyboard). */
export const ErrorState: Story = {
  args: { error: true, onRetry },
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("The messages could not be loaded");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Try again" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Error in Thai. */
export const ErrorThai: Story = {
  args: { error: true },
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("ไม่สามารถโหลดข้อความได้");
  },
};

/** Dark scheme. */
export const Dark: Story = { globals: { scheme: "dark" } };
