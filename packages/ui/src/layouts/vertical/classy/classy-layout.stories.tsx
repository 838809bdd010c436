import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button, RouterProvider } from "react-aria-components";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Icon } from "../../../components/icon";
import { eServiceNavigation } from "../../../fixtures/navigation";
import { sampleUser, sampleUserEn } from "../../../fixtures/users";
import { ClassyLayout, type ClassyLayoutProps } from "./classy-layout";

const viewports = {
  mobile: { name: "375 px", styles: { width: "375px", height: "812px" }, type: "mobile" },
  md: { name: "960 px", styles: { width: "960px", height: "800px" }, type: "tablet" },
  xl: { name: "1440 px", styles: { width: "1440px", height: "900px" }, type: "desktop" },
} as const;

/** Placeholder top-bar widget (the real widgets live in `widgets/`). */
function DemoWidget({ icon, label }: { icon: string; label: string }) {
  return (
    <Button
      aria-label={label}
      className="inline-flex size-10 items-center justify-center rounded-full hover:bg-hover data-[focus-visible]:outline-2 data-[focus-visible]:outline-primary"
    >
      <Icon name={icon} size={22} />
    </Button>
  );
}

const logo = (
  <span className="flex items-center gap-2 text-lg font-semibold">
    <Icon name="landmark" size={32} />
    <span>e-Office</span>
  </span>
);

function ClassyStory(args: ClassyLayoutProps) {
  const [path, setPath] = useState(args.currentPath ?? "/e-service/main");
  return (
    <RouterProvider navigate={setPath}>
      <ClassyLayout {...args} currentPath={path}>
        <div className="p-6">
          <h1 className="text-2xl font-semibold">Page</h1>
          <p className="mt-2 text-sm">
            Current path: <output data-testid="current-path">{path}</output>
          </p>
        </div>
      </ClassyLayout>
    </RouterProvider>
  );
}

const meta = {
  title: "Layouts/Classy",
  component: ClassyLayout,
  // Docs page: each story in its own frame, so that the layout's breakpoints follow the frame's width.
  parameters: { layout: "fullscreen", viewport: { options: viewports }, docs: { story: { inline: false, iframeHeight: 720 } } },
  args: {
    navigation: eServiceNavigation.en,
    user: sampleUser,
    logo,
    currentPath: "/e-service/main",
    languages: <DemoWidget icon="globe" label="Language" />,
    fullscreen: <DemoWidget icon="maximize" label="Toggle fullscreen" />,
    search: <DemoWidget icon="search" label="Search" />,
    shortcuts: <DemoWidget icon="bookmark" label="Shortcuts" />,
    messages: <DemoWidget icon="inbox" label="Messages" />,
    notifications: <DemoWidget icon="bell" label="Notifications" />,
    userMenu: <DemoWidget icon="user" label="User menu" />,
  },
  argTypes: { navigation: { control: false } },
  decorators: [(Story) => <div className="-m-4">{Story()}</div>],
  render: (args) => <ClassyStory {...args} />,
} satisfies Meta<typeof ClassyLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const shell = (root: HTMLElement) => within(root.ownerDocument.body);

/** 1440 px: side mode, open; the hamburger closes and reopens it. User block in the navigation header. */
export const Desktop: Story = {
  globals: { viewport: { value: "xl" } },
  play: async ({ canvasElement }) => {
    const page = shell(canvasElement);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav).toHaveAttribute("data-mode", "side");
    await expect(nav).toHaveAttribute("data-state", "open");
    await expect(nav).toHaveAttribute("data-tone", "dark");
    await expect(within(nav).getByText("นางสาวสมหญิง ใจดี")).toBeInTheDocument();
    await expect(within(nav).getByText("somying.j@example.go.th")).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="top-bar-user-name"]')).toHaveTextContent("นางสาวสมหญิง ใจดี");

    const hamburger = page.getByRole("button", { name: "Toggle navigation" });
    await expect(hamburger).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(hamburger);
    await expect(nav).toHaveAttribute("data-state", "closed");
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(hamburger);
    await expect(nav).toHaveAttribute("data-state", "open");

    // Side mode: navigating keeps the navigation open.
    await userEvent.click(within(nav).getByRole("link", { name: "Garbage fee" }));
    await expect(page.getByTestId("current-path")).toHaveTextContent("/e-service/main/paygarbage");
    await expect(nav).toHaveAttribute("data-state", "open");
  },
};

/** 960 px (md): still side mode and open. */
export const Medium: Story = {
  globals: { viewport: { value: "md" } },
  play: async ({ canvasElement }) => {
    const nav = shell(canvasElement).getByRole("navigation", { name: "Main navigation" });
    await expect(nav).toHaveAttribute("data-mode", "side");
    await expect(nav).toHaveAttribute("data-state", "open");
  },
};

/**
 * 375 px: over mode, closed. The hamburger opens it over a dimming overlay; an overlay click closes it; a
 * link closes it after navigating; focus returns to the hamburger.
 */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const page = shell(canvasElement);
    const nav = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="vertical-navigation"]')!;
    const hamburger = page.getByRole("button", { name: "Toggle navigation" });
    await expect(nav).toHaveAttribute("data-mode", "over");
    await expect(nav).toHaveAttribute("data-state", "closed");
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await expect(canvasElement.querySelector('[data-slot="top-bar-user-name"]')).not.toBeVisible();

    await userEvent.click(hamburger);
    await expect(nav).toHaveAttribute("data-state", "open");
    const overlay = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="overlay"]')!;
    await expect(overlay).toHaveAttribute("data-state", "open");
    await userEvent.click(overlay);
    await expect(nav).toHaveAttribute("data-state", "closed");
    await waitFor(() => expect(hamburger).toHaveFocus());

    await userEvent.click(hamburger);
    await userEvent.click(within(nav).getByRole("link", { name: "Check results" }));
    await expect(page.getByTestId("current-path")).toHaveTextContent("/e-service/main/checkresult");
    await expect(nav).toHaveAttribute("data-state", "closed");
  },
};

/** The skip link is the first focusable element and moves focus to the main content. */
export const SkipLink: Story = {
  globals: { viewport: { value: "xl" } },
  play: async ({ canvasElement }) => {
    const page = shell(canvasElement);
    await userEvent.tab();
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(page.getByRole("main")).toHaveFocus();
  },
};

/** Thai menu and strings, a user without an avatar, and only some widgets. */
export const ThaiWithoutAvatar: Story = {
  globals: { viewport: { value: "xl" }, locale: "th" },
  args: {
    navigation: eServiceNavigation.th,
    user: { ...sampleUserEn, title: "นาย", firstname: "สมชาย", lastname: "ศรีสุข" },
    fullscreen: undefined,
    shortcuts: undefined,
  },
  play: async ({ canvasElement }) => {
    const page = shell(canvasElement);
    await expect(page.getByRole("navigation", { name: "เมนูหลัก" })).toBeInTheDocument();
    await expect(page.getByRole("button", { name: "เปิดหรือปิดเมนู" })).toBeInTheDocument();
    await expect(page.getByRole("link", { name: "ข้ามไปยังเนื้อหาหลัก" })).toBeInTheDocument();
    await expect(page.getByText("นายสมชาย ศรีสุข", { selector: '[data-slot="user-name"]' })).toBeInTheDocument();
    await expect(page.queryByRole("button", { name: "Shortcuts" })).toBeNull();
  },
};

/** Dark scheme at 1440 px (axe checks the contrast of the top bar and the navigation). */
export const DarkScheme: Story = {
  globals: { viewport: { value: "xl" }, scheme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass("dark");
  },
};
