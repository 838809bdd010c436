import type { Meta, StoryObj } from "@storybook/react-vite";
import { page } from "vitest/browser";
import { screen, userEvent, within } from "storybook/test";
import { MessagesPanel } from "../messages/messages-panel";
import { messagesEn, messagesTh } from "../messages/messages.fixtures";
import { ShortcutsPanel } from "../shortcuts/shortcuts-panel";
import { shortcutsEn } from "../shortcuts/shortcuts.fixtures";
import { SearchBar } from "../search/search-bar";
import { documentHref, documentsEn } from "../search/search.fixtures";
import { FullscreenToggle } from "../fullscreen/fullscreen-toggle";
import { NotificationsPanel } from "../notifications/notifications-panel";
import { notificationsEn } from "../notifications/notifications.fixtures";

const meta = { title: "Tmp/Visual" } satisfies Meta;
export default meta;

const Bar = ({ presentation }: { presentation: "popover" | "full-screen" }) => (
  <div className="relative flex h-16 w-[900px] items-center justify-end gap-1 border-b border-border bg-appbar px-4">
    <SearchBar onSearch={() => {}} results={documentsEn} getResultHref={documentHref} />
    <FullscreenToggle />
    <ShortcutsPanel shortcuts={shortcutsEn} presentation={presentation} />
    <MessagesPanel items={messagesEn} timeZone="Asia/Bangkok" presentation={presentation} onToggleRead={() => {}} onDelete={() => {}} onMarkAllRead={() => {}} />
    <NotificationsPanel items={notificationsEn} presentation={presentation} />
  </div>
);

export const A: StoryObj = {
  render: () => <Bar presentation="popover" />,
  play: async ({ canvasElement }) => {
    await page.viewport(1000, 800);
    await page.screenshot({ path: "zz-shots/bar.png" });
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Messages/ }));
    await screen.findByRole("dialog");
    await new Promise((r) => setTimeout(r, 300));
    await page.screenshot({ path: "zz-shots/messages.png" });
    await userEvent.keyboard("{Escape}");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Shortcuts" }));
    await screen.findByRole("dialog");
    await page.screenshot({ path: "zz-shots/shortcuts.png" });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await page.screenshot({ path: "zz-shots/shortcuts-focus.png" });
    await userEvent.click(screen.getByRole("button", { name: "Edit shortcuts" }));
    await userEvent.click(screen.getByRole("button", { name: "Edit shortcut Complaints" }));
    await page.screenshot({ path: "zz-shots/shortcuts-edit.png" });
    await userEvent.keyboard("{Escape}");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Search documents" }));
    await userEvent.type(within(canvasElement).getByRole("searchbox"), "road");
    await new Promise((r) => setTimeout(r, 600));
    await userEvent.keyboard("{ArrowDown}");
    await page.screenshot({ path: "zz-shots/search.png" });
  },
};

export const B: StoryObj = {
  render: () => <Bar presentation="full-screen" />,
  play: async ({ canvasElement }) => {
    await page.viewport(400, 800);
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Messages/ }));
    await screen.findByRole("dialog");
    await page.screenshot({ path: "zz-shots/messages-mobile.png" });
  },
};

export const C: StoryObj = {
  render: () => (
    <div className="flex justify-end">
      <MessagesPanel items={messagesTh} locale="th" presentation="popover" timeZone="Asia/Bangkok" onToggleRead={() => {}} onDelete={() => {}} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await page.viewport(1000, 800);
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Messages/ }));
    await screen.findByRole("dialog");
    await page.screenshot({ path: "zz-shots/messages-th.png" });
  },
};
