/**
 * Shared story harness of {@link MessagesPanel} and {@link NotificationsPanel}: a wrapper that holds the items
 * in state and applies the callbacks like the portal does (so that the badge follows), and the play functions
 * both panels run. Not exported from the package.
 */
import { useState, type ComponentType } from "react";
import { RouterProvider } from "react-aria-components";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { InboxPanelProps } from "./inbox-panel";
import type { InboxItem } from "./inbox-types";

/** Router navigations made by following a row (the stories' RouterProvider). */
export const inboxNavigate = fn().mockName("navigate");

/** Renders `Panel` with the items in state; callbacks update the state, then call the story's spies. */
export function StatefulInbox({
  Panel,
  items: initialItems,
  onToggleRead,
  onMarkAllRead,
  onDelete,
  ...props
}: InboxPanelProps & { Panel: ComponentType<InboxPanelProps> }) {
  const [items, setItems] = useState<readonly InboxItem[] | undefined>(initialItems);
  return (
    <RouterProvider navigate={inboxNavigate}>
      <div className="flex justify-end">
        <Panel
          {...props}
          items={items}
          onToggleRead={(id) => {
            setItems((current) => current?.map((item) => (item.id === id ? { ...item, read: !item.read } : item)));
            return onToggleRead?.(id);
          }}
          onMarkAllRead={() => {
            setItems((current) => current?.map((item) => ({ ...item, read: true, seen: true })));
            return onMarkAllRead?.();
          }}
          onDelete={(id) => {
            setItems((current) => current?.filter((item) => item.id !== id));
            return onDelete?.(id);
          }}
        />
      </div>
    </RouterProvider>
  );
}

/** Strings the play functions look for. */
export interface InboxPlayText {
  title: string;
  unread: (count: number) => string;
}

/** The panel dialog (portalled: found through `screen`). */
export async function openPanel(canvasElement: HTMLElement, triggerName: string | RegExp) {
  const trigger = within(canvasElement).getByRole("button", { name: triggerName });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole("dialog");
  return { trigger, dialog };
}

/**
 * The read-flag transitions of docs/spec/portal-spec.md section 4 on a stateful panel whose first item is unread and
 * which starts with `unreadAtStart` unread items: toggle read updates the badge, toggle back, mark all read
 * empties the badge and disables itself, Escape closes and focus returns to the trigger.
 */
export async function playReadFlags(
  canvasElement: HTMLElement,
  args: Pick<InboxPanelProps, "onToggleRead" | "onMarkAllRead">,
  text: InboxPlayText,
  unreadAtStart: number,
  firstId: string,
) {
  const canvas = within(canvasElement);
  const badge = () => canvasElement.querySelector("[data-slot=badge]");
  await expect(badge()).toHaveTextContent(String(unreadAtStart));
  const { trigger, dialog } = await openPanel(canvasElement, text.unread(unreadAtStart));
  await expect(dialog).toHaveAccessibleName(text.title);
  const panel = within(dialog);
  const markAll = panel.getByRole("button", { name: "Mark all as read" });
  await expect(markAll).toBeEnabled();

  const firstRow = panel.getAllByRole("listitem")[0] as HTMLElement;
  await userEvent.click(within(firstRow).getByRole("button", { name: "Mark as read" }));
  await expect(args.onToggleRead).toHaveBeenCalledWith(firstId);
  await expect(within(firstRow).getByRole("button", { name: "Mark as unread" })).toBeInTheDocument();
  const nameAfterToggle = unreadAtStart > 1 ? text.unread(unreadAtStart - 1) : text.title;
  await expect(canvas.getByRole("button", { name: nameAfterToggle, hidden: true })).toBe(trigger);

  await userEvent.click(within(firstRow).getByRole("button", { name: "Mark as unread" }));
  await expect(within(firstRow).getByRole("button", { name: "Mark as read" })).toBeInTheDocument();

  await userEvent.click(markAll);
  await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
  await expect(markAll).toBeDisabled();
  await expect(panel.queryAllByRole("button", { name: "Mark as read" })).toHaveLength(0);
  await expect(badge()).toBeNull();

  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  // Focus goes back to the trigger once the popover has finished closing (a frame later on a busy machine).
  await waitFor(() => expect(canvas.getByRole("button", { name: text.title })).toHaveFocus());
}
