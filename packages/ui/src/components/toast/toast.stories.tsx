import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { createToastQueue, showToast, ToastRegion, type ToastContent, type UiToastQueue } from "./toast";

/** Buttons that add toasts to a queue, and that queue's region. */
function ToastDemo({ queue, content, timeout }: { queue: UiToastQueue; content: ToastContent; timeout?: number }) {
  return (
    <>
      <Button onPress={() => showToast(content, { timeout }, queue)}>Send request</Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: "Primitives/Toast",
  component: ToastDemo,
  args: {
    queue: createToastQueue(),
    content: { title: "Request sent", description: "Reference number ER-2026-0042.", tone: "success" },
    timeout: 0,
  },
  beforeEach: ({ args }) => {
    args.queue.clear();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toast appears in the "Notifications" region; its Close button dismisses it. */
export const AppearsAndDismisses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send request" }));
    const region = await screen.findByRole("region", { name: "Notifications" });
    const toast = await within(region).findByRole("alertdialog");
    await expect(toast).toHaveTextContent("Request sent");
    await expect(toast).toHaveTextContent("Reference number ER-2026-0042.");
    await userEvent.click(within(toast).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  },
};

/** A timeout closes it by itself. */
export const ClosesAfterTimeout: Story = {
  // 2 s: with 300 ms the toast had come and gone before the first look for it, on a busy 2-core machine in a full run.
  args: { timeout: 2000, content: { title: "Saved" } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send request" }));
    await expect(await screen.findByText("Saved")).toBeInTheDocument();
    await userEvent.unhover(within(canvasElement).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(screen.queryByText("Saved")).not.toBeInTheDocument(), { timeout: 8000 });
  },
};

/** Every tone, and Thai labels. */
export const TonesThai: Story = {
  globals: { locale: "th" },
  args: { content: { title: "ส่งคำร้องเรียบร้อยแล้ว", description: "เลขที่คำร้อง ER-2026-0042", tone: "info" } },
  play: async ({ canvasElement, args }) => {
    showToast({ title: "ชำระเงินสำเร็จ", tone: "success" }, { timeout: 0 }, args.queue);
    showToast({ title: "กรุณาตรวจสอบข้อมูล", tone: "warning" }, { timeout: 0 }, args.queue);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send request" }));
    const region = await screen.findByRole("region", { name: "การแจ้งเตือน" });
    await waitFor(() => expect(within(region).getAllByRole("alertdialog")).toHaveLength(3));
    await expect(within(region).getAllByRole("button", { name: "ปิด" })).toHaveLength(3);
  },
};

/** Tones in the dark scheme. */
export const TonesDark: Story = { ...TonesThai, globals: { scheme: "dark", locale: "th" } };
