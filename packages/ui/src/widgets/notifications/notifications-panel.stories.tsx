import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { notificationsLabels } from "../inbox/inbox-labels";
import { openPanel, playReadFlags, StatefulInbox } from "../inbox/inbox-story-kit";
import { NotificationsPanel } from "./notifications-panel";
import { manyNotifications, notificationsEn, notificationsTh } from "./notifications.fixtures";

/**
 * The notifications panel of the top bar (docs/spec/portal-spec.md sections 2, 3, 4 and 9): the same implementation as
 * Messages (`widgets/inbox`) with the bell icon and its own strings. The shared behaviour is tested in depth in
 * Widgets/Messages; these stories check the configuration and every state.
 */
const meta = {
  title: "Widgets/Notifications",
  component: NotificationsPanel,
  args: {
    items: notificationsEn,
    timeZone: "Asia/Bangkok",
    onToggleRead: fn(),
    onMarkAllRead: fn(),
    onDelete: fn(),
  },
  render: (args) => <StatefulInbox {...args} Panel={NotificationsPanel} />,
} satisfies Meta<typeof NotificationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toggling read updates the badge; mark all read disables itself and hides the badge; Escape closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await playReadFlags(
      canvasElement,
      args,
      { title: "Notifications", unread: (count) => `Notifications, ${count} unread` },
      1,
      "n1",
    );
  },
};

/** No notifications: the empty state, mark all read disabled, no badge. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=badge]")).toBeNull();
    const { dialog } = await openPanel(canvasElement, "Notifications");
    await expect(within(dialog).getByText("No notifications")).toBeInTheDocument();
    await expect(within(dialog).getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { items: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPanel(canvasElement, "Notifications");
    await expect(within(dialog).getByRole("progressbar", { name: "Loading notifications…" })).toBeInTheDocument();
  },
};

/** Error given as a message from the portal. */
export const LoadingFailed: Story = {
  args: { items: undefined, error: "The server did not answer. Please try again later." },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPanel(canvasElement, "Notifications");
    await expect(within(dialog).getByRole("alert")).toHaveTextContent("The server did not answer.");
  },
};

/** Thirty notifications, ten unread. */
export const ManyItems: Story = {
  args: { items: manyNotifications },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPanel(canvasElement, "Notifications, 10 unread");
    await expect(within(dialog).getAllByRole("listitem")).toHaveLength(30);
  },
};

/** Long Thai text with Thai labels and the Buddhist-era time. */
export const LongThaiText: Story = {
  args: { items: notificationsTh, labels: notificationsLabels.th, locale: "th" },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPanel(canvasElement, "การแจ้งเตือน ยังไม่ได้อ่าน 1 รายการ");
    await expect(within(dialog).getByText("21 พ.ย. 2569 09:05")).toBeInTheDocument();
    await expect(within(dialog).getByRole("button", { name: "ทำเครื่องหมายว่าอ่านแล้วทั้งหมด" })).toBeEnabled();
  },
};
