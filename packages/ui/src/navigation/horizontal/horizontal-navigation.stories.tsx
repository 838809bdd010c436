import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { RouterProvider } from "react-aria-components";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { eServiceNavigation } from "../../fixtures/navigation";
import { NavigationProvider } from "../navigation-context";
import { showcaseItems } from "../story-items";
import type { NavigationItem } from "../types";
import { HorizontalNavigation, type HorizontalNavigationProps } from "./horizontal-navigation";

const onFunction = fn();

function Frame(args: HorizontalNavigationProps & { initialPath?: string }) {
  const [path, setPath] = useState(args.initialPath ?? "/e-service/main");
  return (
    <RouterProvider navigate={setPath}>
      <NavigationProvider currentPath={path}>
        <header className="rounded-lg bg-surface px-4 shadow-sm">
          <HorizontalNavigation {...args} />
        </header>
        <main className="p-4 text-sm">
          Current path: <output data-testid="current-path">{path}</output>
        </main>
      </NavigationProvider>
    </RouterProvider>
  );
}

/** A short top menu: home, the first request groups as menus, and the last two items. */
const topMenu: NavigationItem[] = [
  ...eServiceNavigation.en.slice(0, 2),
  { id: "divider", type: "divider" },
  {
    id: "requests",
    type: "group",
    title: "Requests",
    icon: "petition",
    children: eServiceNavigation.en.slice(2, 5),
  },
  ...eServiceNavigation.en.slice(5, 7),
  { id: "spacer", type: "spacer" },
  ...eServiceNavigation.en.slice(-2),
];

const meta = {
  title: "Navigation/Horizontal",
  component: HorizontalNavigation,
  args: { items: topMenu },
  argTypes: { items: { control: false } },
  render: (args) => <Frame {...args} />,
} satisfies Meta<typeof HorizontalNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Links and branches. Keyboard: Enter opens a branch's menu, arrows move, arrow right opens a sub-menu, Enter
 * follows a link through the router (menus close), Escape closes and returns focus to the branch button.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Main menu" });
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.querySelector("hr")).toBeNull();

    const requests = within(nav).getByRole("button", { name: "Requests" });
    requests.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu", { name: "Requests" });
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Deputy Office" })).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}");
    const submenu = (await screen.findAllByRole("menu")).at(-1)!;
    await waitFor(() => expect(within(submenu).getByRole("menuitem", { name: "Disaster prevention" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(canvas.getByTestId("current-path")).toHaveTextContent("/e-service/main/form/water-support"));
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(requests).toHaveAttribute("data-active", "true");

    await userEvent.click(within(nav).getByRole("button", { name: "Social Welfare" }));
    await screen.findByRole("menu", { name: "Social Welfare" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(within(nav).getByRole("button", { name: "Social Welfare" })).toHaveFocus());
  },
};

/** Every item type inside menus: functions, external links, disabled and hidden items, sections, separators. */
export const ItemTypes: Story = {
  args: { items: showcaseItems(onFunction) },
  play: async ({ canvasElement }) => {
    onFunction.mockClear();
    const nav = within(canvasElement).getByRole("navigation");
    await userEvent.click(within(nav).getByRole("button", { name: /Services/ }));
    const menu = await screen.findByRole("menu");
    await expect(within(menu).queryByText("Hidden item")).toBeNull();
    await expect(within(menu).getByRole("menuitem", { name: "Certificates (closed)" })).toHaveAttribute("aria-disabled", "true");
    const tax = within(menu).getByRole("menuitem", { name: /ชำระภาษีออนไลน์/ });
    await expect(tax).toHaveAttribute("target", "_blank");
    await expect(tax).toHaveAttribute("rel", "noopener noreferrer");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Print this page" }));
    await expect(onFunction).toHaveBeenCalledTimes(1);
  },
};

/** The whole Thai e-service menu as a top menu (wraps on narrow screens). */
export const Thai: Story = {
  args: { items: eServiceNavigation.th },
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "เมนูหลัก" });
    await expect(within(nav).getByRole("link", { name: "หน้าหลัก" })).toHaveAttribute("aria-current", "page");
  },
};

/** Dark scheme with a menu open (axe checks the contrast of the menu). */
export const DarkScheme: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Requests" }));
    await expect(await screen.findByRole("menu", { name: "Requests" })).toBeInTheDocument();
  },
};
