import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Icon } from "./icon";
import { iconNames, loadMenuIcons } from "./icon-map";

const meta = {
  title: "Primitives/Icon",
  component: Icon,
  args: { name: "home", size: 24 },
  argTypes: { name: { control: "select", options: [...iconNames, "no-such-icon"] } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A decorative icon: hidden from assistive technology. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector("svg")!;
    await expect(svg).toHaveAttribute("aria-hidden", "true");
    await expect(svg).toHaveAttribute("width", "24");
  },
};

/** A meaningful icon: `label` gives it `role="img"` and a name. */
export const Meaningful: Story = {
  args: { name: "bell", label: "Notifications", size: 32 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "Notifications" })).toHaveAttribute("width", "32");
  },
};

/** An unknown name renders the neutral fallback instead of failing. */
export const UnknownName: Story = {
  args: { name: "no-such-icon", label: "Unknown" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "Unknown" })).toHaveAttribute("data-icon", "fallback");
  },
};

/** A name of the menu set shows an empty box of the same size until the set has loaded, then its glyph. */
export const MenuSetLoadsOnDemand: Story = {
  args: { name: "bridge", label: "Bridge" },
  play: async ({ canvasElement }) => {
    const icon = () => within(canvasElement).getByRole("img", { name: "Bridge" });
    await expect(icon()).toHaveAttribute("width", "24");
    await waitFor(() => expect(icon()).toHaveAttribute("data-icon", "bridge"));
    await expect(icon()).toHaveAttribute("width", "24");
  },
};

/** Every curated name (aliases included), as the menus use them (the menu set loaded first). */
export const Gallery: Story = {
  loaders: [async () => ({ menuIcons: await loadMenuIcons() })],
  render: () => (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3">
      {iconNames.map((name) => (
        <li key={name} className="flex flex-col items-center gap-2 rounded-md border border-border bg-surface p-3 text-xs">
          <Icon name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-icon="fallback"]')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll("svg")).toHaveLength(iconNames.length);
  },
};
