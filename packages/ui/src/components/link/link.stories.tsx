import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Link, RouterProvider } from "./link";

const meta = {
  title: "Primitives/Link",
  component: Link,
  args: { children: "Check the result of a request", href: "/e-service/main/checkresult" },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();

/** Inside a RouterProvider, Enter on an internal link calls the router's navigate (no page reload). */
export const RouterAware: Story = {
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate} useHref={(href) => `/app${href}`}>
        <p className="text-sm">
          Already sent a request? <Story />.
        </p>
      </RouterProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole("link", { name: "Check the result of a request" });
    await expect(link).toHaveAttribute("href", "/app/e-service/main/checkresult");
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/e-service/main/checkresult", undefined);
  },
};

/** Standalone look; a new-tab external link gets `rel="noopener noreferrer"`. */
export const ExternalNewTab: Story = {
  args: { variant: "standalone", href: "https://www.dla.go.th/", target: "_blank", children: "Online tax payment" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Online tax payment" });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

/** Disabled: announced as disabled, does nothing. */
export const Disabled: Story = {
  args: { isDisabled: true, onPress: fn() },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole("link");
    await expect(link).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Long Thai text wraps inline. */
export const LongThaiText: Story = {
  args: { children: "ตรวจสอบผลการดำเนินการตามคำร้องขอรับบริการของท่านได้ที่นี่" },
};

/** In the dark scheme, for every theme's dark primary. */
export const DarkAllThemes: Story = {
  globals: { scheme: "dark" },
  render: (args) => (
    <div className="flex flex-col gap-2">
      {["default", "brand", "indigo", "rose", "purple", "amber"].map((theme) => (
        <div key={theme} data-theme={theme} className="bg-surface p-2">
          <Link {...args}>{`${theme}: ${String(args.children)}`}</Link>
        </div>
      ))}
    </div>
  ),
};
