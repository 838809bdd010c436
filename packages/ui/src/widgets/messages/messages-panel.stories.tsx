import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { messagesLabels } from "../inbox/inbox-labels";
import { inboxNavigate, openPanel, playReadFlags, StatefulInbox } from "../inbox/inbox-story-kit";
import { MessagesPanel } from "./messages-panel";
import { manyMessages, messagesEn, messagesTh } from "./messages.fixtures";

/**
 * The messages panel of the top bar (docs/spec/portal-spec.md sections 2, 3, 4 and 9). Stories render it with the items in
 * state, applying the callbacks as the portal does, so that the badge follows the read flags.
 */
const meta = {
  title: "Widgets/Messages",
  component: MessagesPanel,
  args: {
    items: messagesEn,
    timeZone: "Asia/Bangkok",
    onToggleRead: fn(),
    onMarkAllRead: fn(),
    onDelete: fn(),
  },
  render: (args) => <StatefulInbox {...args} Panel={MessagesPanel} />,
} satisfies Meta<typeof MessagesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = { title: "Messages", unread: (count: number) => `Messages, ${count} unread` };

/** Toggling read updates the badge; mark all read disables itself and hides the badge; Escape closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await playReadFlags(canvasElement, args, text, 2, "m1");
  },
};

/** Each row: title, plain-text description, time as MMM dd, h:mm a; router, full-page and no link. */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openPanel(canvasElement, text.unread(2));
    const rows = within(dialog).getAllByRole("listitem");
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0] as HTMLElement).getByText("Nov 21, 9:05 AM")).toBeInTheDocument();
    await expect(within(rows[0] as HTMLElement).getByRole("link")).toHaveAttribute("href", "/apps/mailbox/m1");
    await expect(within(rows[1] as HTMLElement).getByRole("link")).toHaveAttribute(
      "href",
      "https://example.org/registry/requests/2",
    );
    await expect(within(rows[2] as HTMLElement).queryByRole("link")).toBeNull();
    // Unread is said in words, not only shown by colour.
    await expect(within(rows[0] as HTMLElement).getByText(/Unread/)).toBeInTheDocument();
    await expect(within(rows[2] as HTMLElement).queryByText(/Unread/)).toBeNull();
  },
};

/** A row with a router link navigates through the app's router and closes the panel. */
export const FollowRouterLink: Story = {
  play: async ({ canvasElement }) => {
    inboxNavigate.mockClear();
    const { dialog } = await openPanel(canvasElement, text.unread(2));
    await userEvent.click(within(dialog).getByRole("link", { name: /Somchai Kaewmanee/ }));
    await waitFor(() => expect(inboxNavigate).toHaveBeenCalled());
    await expect(inboxNavigate.mock.calls[0]?.[0]).toBe("/apps/mailbox/m1");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** Remove takes the row out (the parent applies it) and calls `onDelete` with the id. */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openPanel(canvasElement, text.unread(2));
    const firstRow = within(dialog).getAllByRole("listitem")[0] as HTMLElement;
    await userEvent.click(within(firstRow).getByRole("button", { name: "Remove" }));
    await expect(args.onDelete).toHaveBeenCalledWith("m1");
    // Focus moves to the next row's remove button instead of being lost with the removed row.
    await waitFor(() => expect(within(dialog).getAllByRole("button", { name: "Remove" })[0]).toHaveFocus());
    await waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(2));
    await expect(within(canvasElement).getByRole("button", { name: text.unread(1), hidden: true })).toBeInTheDocument();
  },
};

/** Nothing unread: no badge, the name has no count, mark all read is disabled. */
export const AllRead: Story = {
  args: { items: messagesEn.map((item) => ({ ...item, read: true })) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=badge]")).toBeNull();
    const { dialog } = await openPanel(canvasElement, "Messages");
    await expect(within(dialog).getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  },
};

/** No messages: the empty state. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPanel(canvasElement, "Messages");
    await expect(within(dialog).getByText("No messages")).toBeInTheDocument();
    await expect(within(dialog).getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  },
};

/** Loading: a labelled progress indicator, no empty state. */
export const Loading: Story = {
  args: { items: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPanel(canvasElement, "Messages");
    await expect(within(dialog).getByRole("progressbar", { name: "Loading messages…" })).toBeInTheDocument();
    await expect(within(dialog).queryByText("No messages")).toBeNull();
  },
};

/** Error: announced, no empty state. */
export const LoadingFailed: Story = {
  args: { items: undefined, error: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPanel(canvasElement, "Messages");
    await expect(within(dialog).getByRole("alert")).toHaveTextContent("Messages could not be loaded.");
    await expect(within(dialog).queryByText("No messages")).toBeNull();
  },
};

/** Thirty messages, ten unread: the list scrolls inside the panel. */
export const ManyItems: Story = {
  args: { items: manyMessages },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPanel(canvasElement, text.unread(10));
    await expect(within(dialog).getAllByRole("listitem")).toHaveLength(30);
  },
};

/** Long Thai text, Thai labels, and the Thai time with the Buddhist-era year. */
export const LongThaiText: Story = {
  args: { items: messagesTh, labels: messagesLabels.th, locale: "th" },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPanel(canvasElement, "ข้อความ ยังไม่ได้อ่าน 2 รายการ");
    await expect(dialog).toHaveAccessibleName("ข้อความ");
    await expect(within(dialog).getByText("21 พ.ย. 2569 09:05")).toBeInTheDocument();
    await expect(within(dialog).getAllByRole("button", { name: "ทำเครื่องหมายว่าอ่านแล้ว" })).toHaveLength(2);
  },
};

/** Titles and descriptions are plain text: markup from the server is shown, never interpreted. */
export const HtmlIsText: Story = {
  args: {
    items: [
      {
        id: "x1",
        title: "<b>Bold?</b>",
        description: '<img src="x" onerror="alert(1)">',
        time: "2026-11-21T02:05:00Z",
        read: false,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPanel(canvasElement, text.unread(1));
    await expect(within(dialog).getByText("<b>Bold?</b>")).toBeInTheDocument();
    await expect(dialog.querySelector("b")).toBeNull();
    await expect(dialog.querySelector("img[src='x']")).toBeNull();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** From 600 px: a 360 px popover under the button (forced here, whatever the viewport); Escape returns focus. */
export const WidePopover: Story = {
  args: { presentation: "popover" },
  play: async ({ canvasElement }) => {
    const { dialog, trigger } = await openPanel(canvasElement, text.unread(2));
    await expect(dialog.closest("[data-presentation]")).toHaveAttribute("data-presentation", "popover");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
