import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { MessagesPanel } from "../messages/messages-panel";
import { messagesEn } from "../messages/messages.fixtures";
import { NotificationsPanel } from "../notifications/notifications-panel";
import { countUnread } from "../inbox/inbox-types";
import { ShortcutsPanel } from "../shortcuts/shortcuts-panel";
import { MessagesPanelPlaceholder, NotificationsPanelPlaceholder, ShortcutsPanelPlaceholder } from "./top-bar-placeholders";

/**
 * The placeholders an app shows in the top bar until a widget's code has loaded (tracker issue 8). Each is shown
 * next to its widget: the same button (name, size, badge), so that swapping one for the other moves nothing.
 */
const meta = {
  title: "Widgets/Placeholders",
  component: MessagesPanelPlaceholder,
  args: { onPress: fn() },
} satisfies Meta<typeof MessagesPanelPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

const unread = countUnread(messagesEn);

/** Placeholder (first) and widget (second) of messages, notifications and shortcuts, with the same items. */
export const NextToTheirWidgets: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <div data-testid="messages" className="flex items-center gap-2">
        <MessagesPanelPlaceholder {...args} unread={unread} />
        <MessagesPanel items={messagesEn} />
      </div>
      <div data-testid="notifications" className="flex items-center gap-2">
        <NotificationsPanelPlaceholder unread={0} />
        <NotificationsPanel items={[]} />
      </div>
      <div data-testid="shortcuts" className="flex items-center gap-2">
        <ShortcutsPanelPlaceholder />
        <ShortcutsPanel shortcuts={[]} />
      </div>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const names = { messages: `Messages, ${unread} unread`, notifications: "Notifications", shortcuts: "Shortcuts" };
    for (const [row, name] of Object.entries(names)) {
      const [placeholder, widget] = within(canvas.getByTestId(row)).getAllByRole("button", { name }) as [HTMLElement, HTMLElement];
      await expect(placeholder).toHaveAttribute("data-slot", widget.getAttribute("data-slot"));
      const box = (element: HTMLElement) => ({ width: element.offsetWidth, height: element.offsetHeight });
      await expect(box(placeholder)).toEqual(box(widget));
      // The badge is the panel's: same text (hidden from assistive technology, the name says it), or none at 0.
      const badges = [placeholder, widget].map((button) => button.querySelector('[data-slot="badge"] [aria-hidden]')?.textContent ?? null);
      await expect(badges[0]).toBe(badges[1]);
    }
    await expect(within(canvas.getByTestId("messages")).getAllByText(String(unread))).toHaveLength(2);
    await userEvent.click(within(canvas.getByTestId("messages")).getAllByRole("button")[0] as HTMLElement);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
