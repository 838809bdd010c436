import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { UserStatus } from "../../components/avatar/avatar";
import { UserMenu, type UserMenuProps } from "./user-menu";

const avatar =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0d9488"/><circle cx="20" cy="16" r="7" fill="#ccfbf1"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#ccfbf1"/></svg>',
  );

/** The menu with its own status state. */
function UserMenuDemo(props: UserMenuProps) {
  const [status, setStatus] = useState<UserStatus>(props.user.status);
  return (
    <div className="flex justify-end">
      <UserMenu
        {...props}
        user={{ ...props.user, status }}
        onStatusChange={(next) => {
          setStatus(next);
          props.onStatusChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Widgets/UserMenu",
  component: UserMenuDemo,
  args: {
    user: { name: "Somchai Jaidee", email: "somchai@example.go.th", avatar: null, status: "online" },
    onStatusChange: fn(),
    onProfile: fn(),
    onSignOut: fn(),
  },
} satisfies Meta<typeof UserMenuDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials and a status named in the button; the menu says who is signed in; Profile calls back. */
export const Profile: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "User menu: Somchai Jaidee, Status: Online" });
    await expect(trigger).toHaveTextContent("SJ");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu", { name: /^User menu: Somchai Jaidee/ });
    await expect(within(menu).getByText("Signed in as")).toBeInTheDocument();
    await expect(within(menu).getByText("somchai@example.go.th")).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Profile" }));
    await expect(args.onProfile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

/** With a settings page: Settings follows Profile and calls back (in Thai: ตั้งค่า, see ThaiDark). */
export const Settings: Story = {
  args: { onSettings: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /User menu/ }));
    const menu = await screen.findByRole("menu", { name: /^User menu: Somchai Jaidee/ });
    const items = within(menu).getAllByRole("menuitem").map((item) => item.textContent);
    await expect(items.slice(0, 2)).toEqual(["Profile", "Settings"]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Settings" }));
    await expect(args.onSettings).toHaveBeenCalledTimes(1);
    await expect(args.onProfile).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

/** Without `onSettings` there is no Settings entry. */
export const WithoutSettings: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /User menu/ }));
    const menu = await screen.findByRole("menu", { name: /^User menu: Somchai Jaidee/ });
    await expect(within(menu).queryByRole("menuitem", { name: "Settings" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
  },
};

/** Keyboard: the Status submenu opens with ArrowRight; the current status is checked; Enter picks Busy. */
export const ChangeStatusByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /User menu/ });
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu", { name: /^User menu: Somchai Jaidee/ });
    const statusItem = within(menu).getByRole("menuitem", { name: /Status/ });
    await expect(statusItem).toHaveAttribute("aria-haspopup", "menu");
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(statusItem).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}");
    const submenu = await screen.findByRole("menu", { name: /^Status/ });
    await expect(within(submenu).getByRole("menuitemradio", { name: "Online" })).toHaveAttribute("aria-checked", "true");
    await expect(within(submenu).getByRole("menuitemradio", { name: "Invisible" })).toHaveAttribute("aria-checked", "false");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await waitFor(() => expect(within(submenu).getByRole("menuitemradio", { name: "Busy" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onStatusChange).toHaveBeenCalledWith("busy");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await expect(trigger).toHaveAccessibleName("User menu: Somchai Jaidee, Status: Busy");
  },
};

/** Sign out calls back; Escape closes without calling anything. */
export const SignOut: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /User menu/ });
    await userEvent.click(trigger);
    await screen.findByRole("menu");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await expect(args.onSignOut).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("menuitem", { name: "Sign out" }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** With a picture. */
export const WithAvatar: Story = {
  args: { user: { name: "Malee Srisuk", email: "malee@example.go.th", avatar, status: "away" } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "User menu: Malee Srisuk, Status: Away" });
    await expect(trigger.querySelector("img")).toHaveAttribute("src", avatar);
  },
};

/** `showAvatar` false: a user icon, status still shown and named. */
export const WithoutAvatar: Story = {
  args: { showAvatar: false, user: { name: "Malee Srisuk", email: "malee@example.go.th", avatar, status: "not-visible" } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "User menu: Malee Srisuk, Status: Invisible" });
    await expect(trigger.querySelector("img")).toBeNull();
  },
};

/** Thai interface with a long Thai name, dark scheme. */
export const ThaiDark: Story = {
  globals: { locale: "th", scheme: "dark" },
  args: {
    onSettings: fn(),
    user: {
      name: "นางสาวประภาพรรณ เจริญศักดิ์สิทธิ์",
      email: "prapapan.charoensaksit@municipality.go.th",
      status: "busy",
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /เมนูผู้ใช้/ }));
    const menu = await screen.findByRole("menu", { name: /^เมนูผู้ใช้/ });
    await expect(within(menu).getByText("เข้าสู่ระบบในชื่อ")).toBeInTheDocument();
    await expect(within(menu).getByRole("menuitem", { name: "ออกจากระบบ" })).toBeInTheDocument();
    await expect(within(menu).getByRole("menuitem", { name: "ตั้งค่า" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
  },
};
