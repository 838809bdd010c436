import { startTransition, useLayoutEffect, useRef, useState, type ComponentType } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { MessagesPanelProps } from "../messages/messages-panel";
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

/** How long the slowed "code" of the lazily loaded panel takes to arrive, in ms. */
const SLOW_LOAD_MS = 400;

/** How long the panel's opening render keeps the main thread busy, in ms: a slow phone rendering a large panel. */
const SLOW_RENDER_MS = 60;

/** Keeps the main thread busy for `ms`, as a slow device is. */
function keepBusy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

/** The messages panel, controlled, rendered as slowly as a slow phone renders it when it opens. */
function SlowMessagesPanel(props: MessagesPanelProps) {
  if (props.isOpen) keepBusy(SLOW_RENDER_MS);
  return <MessagesPanel {...props} />;
}

/**
 * An app's lazily loaded panel, as the portal's top bar has it: the placeholder until the panel's code arrives
 * ({@link SLOW_LOAD_MS} late), then the panel, whose trigger is pressed at once because the placeholder was pressed.
 * The opening renders slowly, so React paints the panel before it runs the passive effects (where react-aria moves
 * focus), as on a busy phone.
 */
function SlowlyLoadedMessages() {
  const [Panel, setPanel] = useState<ComponentType<MessagesPanelProps> | null>(null);
  const [isOpen, setOpen] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (Panel) box.current?.querySelector("button")?.click();
  }, [Panel]);
  const load = () => setTimeout(() => startTransition(() => setPanel(() => SlowMessagesPanel)), SLOW_LOAD_MS);
  return (
    <span ref={box} className="contents">
      {Panel ? <Panel items={messagesEn} isOpen={isOpen} onOpenChange={setOpen} /> : <MessagesPanelPlaceholder unread={unread} onPress={load} />}
    </span>
  );
}

/**
 * Escape pressed the moment a slowly loaded panel shows closes it (issue 44: the panel stayed open when Escape came
 * before react-aria had moved focus into it). The key goes down in the first task after the panel's commit, before
 * React's passive effects: focus is in the dialog by then.
 */
export const EscapeRightAfterLoading: Story = {
  render: () => <SlowlyLoadedMessages />,
  play: async ({ canvasElement }) => {
    const document = canvasElement.ownerDocument;
    const body = within(document.body);
    const focusAtFirstSight = new Promise<Element | null>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[role="dialog"]')) return;
        observer.disconnect();
        const focused = document.activeElement;
        (focused ?? document.body).dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
        resolve(focused);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await userEvent.click(within(canvasElement).getByRole("button", { name: `Messages, ${unread} unread` }));
    const focused = await focusAtFirstSight;
    await expect(focused?.closest('[role="dialog"]')).not.toBeNull();
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull(), { timeout: SLOW_LOAD_MS * 5 });
  },
};
