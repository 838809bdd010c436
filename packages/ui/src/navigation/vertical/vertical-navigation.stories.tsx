import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "react-aria-components";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { eServiceNavigation, staffNavigation } from "../../fixtures/navigation";
import { NavigationStoryFrame, STORY_NAVIGATION } from "../story-frame";
import { longThaiItems, showcaseItems } from "../story-items";
import {
  VERTICAL_NAVIGATION_APPEARANCES,
  VERTICAL_NAVIGATION_MODES,
  VERTICAL_NAVIGATION_POSITIONS,
  type NavigationItem,
  type VerticalNavigationMode,
} from "../types";
import { VerticalNavigation, type VerticalNavigationProps } from "./vertical-navigation";

const onFunction = fn();

const meta = {
  title: "Navigation/Vertical",
  component: VerticalNavigation,
  // Docs page: each story in its own frame (over mode is fixed, traps focus and locks the page's scroll).
  parameters: { layout: "fullscreen", docs: { story: { inline: false, iframeHeight: 640 } } },
  args: {
    items: eServiceNavigation.en,
    name: STORY_NAVIGATION,
    appearance: "default",
    mode: "side",
    position: "left",
    autoCollapse: true,
    tone: "dark",
    onOpenChange: fn(),
  },
  argTypes: {
    items: { control: false },
    appearance: { control: "inline-radio", options: [...VERTICAL_NAVIGATION_APPEARANCES] },
    mode: { control: "inline-radio", options: [...VERTICAL_NAVIGATION_MODES] },
    position: { control: "inline-radio", options: [...VERTICAL_NAVIGATION_POSITIONS] },
    tone: { control: "inline-radio", options: ["dark", "surface"] },
  },
  render: (args) => (
    <NavigationStoryFrame>
      <VerticalNavigation {...args} />
    </NavigationStoryFrame>
  ),
} satisfies Meta<typeof VerticalNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigation = (root: HTMLElement) => root.ownerDocument.querySelector<HTMLElement>('[data-slot="vertical-navigation"]')!;
const currentPath = (root: HTMLElement) => within(root).getByTestId("current-path");

/** The default e-service menu, side mode, left. Links go through the router and mark the active page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Main navigation" });
    await expect(nav).toHaveAttribute("data-appearance", "default");
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(within(nav).getByRole("link", { name: "Garbage fee" }));
    await expect(currentPath(canvasElement)).toHaveTextContent("/e-service/main/paygarbage");
    await expect(within(nav).getByRole("link", { name: "Garbage fee" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    await expect(nav).toHaveAttribute("data-state", "open");
  },
};

/** The Thai e-service menu (switch the Language toolbar to ไทย for the Thai landmark name). */
export const Thai: Story = {
  args: { items: eServiceNavigation.th },
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "เมนูหลัก" });
    await expect(within(nav).getByRole("link", { name: "หน้าหลัก" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("button", { name: "สำนักปลัด" })).toHaveAttribute("aria-expanded", "false");
  },
};

/** The staff menu: the Thai-titled online tax item opens in a new tab with a safe rel. */
export const StaffMenu: Story = {
  args: { items: staffNavigation.en },
  render: (args) => (
    <NavigationStoryFrame initialPath="/dms/main/document">
      <VerticalNavigation {...args} />
    </NavigationStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation");
    await expect(within(nav).getByRole("link", { name: "Dms" })).toHaveAttribute("aria-current", "page");
    const tax = within(nav).getByRole("link", { name: /ชำระภาษีออนไลน์/ });
    await expect(tax).toHaveAttribute("target", "_blank");
    await expect(tax).toHaveAttribute("rel", "noopener noreferrer");
    await expect(tax).toHaveAccessibleName("ชำระภาษีออนไลน์ (opens in a new tab)");
  },
};

/**
 * Every item type and link kind: internal link with `code`, function only, link plus function, external link
 * in the same window and in a new tab, static, disabled and hidden items, badges, group, divider, spacer.
 */
export const ItemTypes: Story = {
  args: { items: showcaseItems(onFunction) },
  play: async ({ canvasElement }) => {
    onFunction.mockClear();
    const nav = within(canvasElement).getByRole("navigation");
    await expect(within(nav).getByRole("heading", { name: "Services" })).toBeInTheDocument();
    await expect(within(nav).getByRole("link", { name: "Water support" })).toHaveAttribute("href", "/e-service/main/form/water-support");
    await expect(within(nav).getByRole("link", { name: /Garbage fee/ })).toHaveTextContent("2");

    await userEvent.click(within(nav).getByRole("button", { name: "Print this page" }));
    await expect(onFunction).toHaveBeenCalledTimes(1);
    await expect(currentPath(canvasElement)).toHaveTextContent(/^\/e-service\/main$/);

    await userEvent.click(within(nav).getByRole("link", { name: "Check results" }));
    await expect(onFunction).toHaveBeenCalledTimes(2);
    await expect(currentPath(canvasElement)).toHaveTextContent("/e-service/main/checkresult");

    const sameWindow = within(nav).getByRole("link", { name: "Municipality website" });
    await expect(sameWindow).toHaveAttribute("target", "_self");
    await expect(sameWindow).not.toHaveAttribute("rel");
    await expect(within(nav).getByRole("link", { name: /ชำระภาษีออนไลน์/ })).toHaveAttribute("rel", "noopener noreferrer");

    await expect(within(nav).getByText("Office hours 08:30-16:30").closest("a,button")).toBeNull();
    const disabled = within(nav).getByRole("link", { name: "Certificates (closed)" });
    await expect(disabled).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(disabled);
    await expect(currentPath(canvasElement)).toHaveTextContent("/e-service/main/checkresult");
    await expect(within(nav).queryByText("Hidden item")).toBeNull();
    await expect(nav.querySelector('[data-type="divider"] hr')).not.toBeNull();
    await expect(nav.querySelector('[data-type="spacer"]')).not.toBeNull();
  },
};

/** Collapsables expand and collapse; with autoCollapse (default) opening one closes the others. */
export const Collapsables: Story = {
  args: { items: showcaseItems(onFunction) },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation");
    const technical = within(nav).getByRole("button", { name: /Technical Works/ });
    const health = within(nav).getByRole("button", { name: "Public Health" });
    await expect(technical).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(technical);
    await expect(technical).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(within(nav).getByRole("link", { name: "Public lighting" })).toBeVisible());
    await userEvent.click(within(nav).getByRole("button", { name: "Roads" }));
    await waitFor(() => expect(within(nav).getByRole("link", { name: "Repair" })).toBeVisible());

    await userEvent.click(health);
    await expect(health).toHaveAttribute("aria-expanded", "true");
    await expect(technical).toHaveAttribute("aria-expanded", "false");
    await expect(within(nav).queryByRole("link", { name: "Public lighting" })).toBeNull();

    // Keyboard: Enter toggles; closing a parent closes its descendants.
    health.focus();
    await userEvent.keyboard("{Enter}");
    await expect(health).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(technical);
    await expect(within(nav).getByRole("button", { name: "Roads" })).toHaveAttribute("aria-expanded", "false");

    const disabled = within(nav).getByRole("button", { name: "Storage (disabled)" });
    await userEvent.click(disabled);
    await expect(disabled).toHaveAttribute("aria-expanded", "false");
  },
};

/** With autoCollapse off, opening a collapsable keeps the others open. */
export const AutoCollapseOff: Story = {
  args: { items: showcaseItems(onFunction), autoCollapse: false },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation");
    await userEvent.click(within(nav).getByRole("button", { name: /Technical Works/ }));
    await userEvent.click(within(nav).getByRole("button", { name: "Public Health" }));
    await expect(within(nav).getByRole("button", { name: /Technical Works/ })).toHaveAttribute("aria-expanded", "true");
    await expect(within(nav).getByRole("button", { name: "Public Health" })).toHaveAttribute("aria-expanded", "true");
  },
};

/**
 * A collapsable holding the active page opens on first render and after each navigation; the branch of the
 * current page stays open when another one opens.
 */
export const ExpandsActiveBranch: Story = {
  args: { items: showcaseItems(onFunction) },
  render: (args) => (
    <NavigationStoryFrame initialPath="/e-service/main/form/roads-repair">
      <VerticalNavigation {...args} />
    </NavigationStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation");
    await expect(within(nav).getByRole("button", { name: /Technical Works/ })).toHaveAttribute("aria-expanded", "true");
    await expect(within(nav).getByRole("button", { name: "Roads" })).toHaveAttribute("aria-expanded", "true");
    await expect(within(nav).getByRole("link", { name: "Repair" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(within(nav).getByRole("button", { name: "Public Health" }));
    await expect(within(nav).getByRole("button", { name: /Technical Works/ })).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(within(nav).getByRole("link", { name: "Waste" }));
    await expect(currentPath(canvasElement)).toHaveTextContent("/e-service/main/form/waste");
    await expect(within(nav).getByRole("button", { name: /Technical Works/ })).toHaveAttribute("aria-expanded", "false");
    await expect(within(nav).getByRole("button", { name: "Public Health" })).toHaveAttribute("aria-expanded", "true");
  },
};

/**
 * Asides: the row opens its panel (a non-modal dialog, focus moves in) or closes it when already open;
 * Escape closes it and focus returns to the row; disabled and id-less asides cannot open; in side mode a
 * completed navigation closes the panel.
 */
export const Aside: Story = {
  args: { items: showcaseItems(onFunction) },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation");
    const row = within(nav).getByRole("button", { name: "Documents" });
    await userEvent.click(row);
    await expect(row).toHaveAttribute("aria-expanded", "true");
    const panel = within(nav).getByRole("dialog", { name: "Documents" });
    await waitFor(() => expect(within(panel).getByRole("link", { name: "All documents" })).toHaveFocus());
    await userEvent.click(row);
    await expect(row).toHaveAttribute("aria-expanded", "false");
    await expect(within(nav).queryByRole("dialog")).toBeNull();

    await userEvent.click(row);
    await userEvent.keyboard("{Escape}");
    await expect(within(nav).queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(row).toHaveFocus());

    await expect(within(nav).getByRole("button", { name: "Archive (no id)" })).toBeDisabled();
    await expect(within(nav).getByRole("button", { name: "Reports (disabled)" })).toBeDisabled();

    await userEvent.click(row);
    await userEvent.click(within(nav).getByRole("link", { name: "Document types" }));
    await expect(currentPath(canvasElement)).toHaveTextContent("/dms/doc-type");
    await expect(within(nav).queryByRole("dialog")).toBeNull();
    await expect(row).toHaveAttribute("data-active", "true");
    await expect(navigation(canvasElement)).toHaveAttribute("data-state", "open");
  },
};

/** Clicking the aside backdrop closes the aside; closing the navigation also closes the aside. */
export const ClosingClosesAside: Story = {
  args: { items: showcaseItems(onFunction) },
  play: async ({ canvasElement }) => {
    const nav = navigation(canvasElement);
    await userEvent.click(within(nav).getByRole("button", { name: "Documents" }));
    const backdrop = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="aside-overlay"]')!;
    await userEvent.click(backdrop);
    await expect(within(nav).queryByRole("dialog")).toBeNull();

    await userEvent.click(within(nav).getByRole("button", { name: "Documents" }));
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Toggle navigation" }));
    await expect(nav).toHaveAttribute("data-state", "closed");
    await expect(within(nav).queryByRole("dialog")).toBeNull();
    // Closed: nothing inside can take focus (once the closing transition has ended).
    const home = nav.querySelector<HTMLElement>('a[href="/e-service/main"]')!;
    await waitFor(() => {
      home.focus();
      expect(home).not.toHaveFocus();
    });
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Toggle navigation" }));
    await expect(nav).toHaveAttribute("data-state", "open");
    await expect(within(nav).getByRole("button", { name: "Documents" })).toHaveAttribute("aria-expanded", "false");
  },
};

/**
 * Over mode: a modal panel over a dimming overlay. Opening moves focus in and traps it; Escape, an overlay
 * click and a completed navigation close it; focus returns to the toggle.
 */
export const OverMode: Story = {
  args: { mode: "over", defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = navigation(canvasElement);
    const overlay = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="overlay"]')!;
    const toggle = canvas.getByRole("button", { name: "Toggle navigation" });
    await expect(nav).toHaveAttribute("data-state", "closed");
    await expect(overlay).toHaveAttribute("data-state", "closed");
    // Never opened yet: the items are not rendered (a phone's first page renders without them).
    await expect(nav.querySelectorAll('[data-slot="list"] > *')).toHaveLength(0);

    await userEvent.click(toggle);
    await expect(nav).toHaveAttribute("data-state", "open");
    await expect(overlay).toHaveAttribute("data-state", "open");
    const dialog = within(nav).getByRole("dialog", { name: "Main navigation" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 15; i += 1) await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard("{Escape}");
    await expect(nav).toHaveAttribute("data-state", "closed");
    await waitFor(() => expect(toggle).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // Opening again (animations now on) moves focus in at once as well.
    await userEvent.click(toggle);
    const reopened = within(nav).getByRole("dialog", { name: "Main navigation" });
    await waitFor(() => expect(reopened).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(overlay);
    await expect(nav).toHaveAttribute("data-state", "closed");
    await expect(overlay).toHaveAttribute("data-state", "closed");
    // Once opened, the items stay rendered while closed.
    await expect(within(nav).getByRole("link", { name: "Garbage fee", hidden: true })).toBeInTheDocument();

    await userEvent.click(toggle);
    await userEvent.click(within(nav).getByRole("link", { name: "Garbage fee" }));
    await expect(currentPath(canvasElement)).toHaveTextContent("/e-service/main/paygarbage");
    await expect(nav).toHaveAttribute("data-state", "closed");
  },
};

function ModeSwitchStory(args: VerticalNavigationProps) {
  const [mode, setMode] = useState<VerticalNavigationMode>("side");
  return (
    <NavigationStoryFrame
      controls={() => (
        <Button
          onPress={() => setMode((current) => (current === "side" ? "over" : "side"))}
          className="rounded-md border border-border bg-surface px-3 py-2 text-sm"
        >
          Switch to {mode === "side" ? "over" : "side"} mode
        </Button>
      )}
    >
      <VerticalNavigation {...args} mode={mode} />
    </NavigationStoryFrame>
  );
}

/**
 * Switching side to over closes the aside and shows the overlay (the navigation is open); switching back hides
 * it. A mode change switches animations off and back on 500 ms later.
 */
export const ModeSwitch: Story = {
  args: { items: showcaseItems(onFunction) },
  render: (args) => <ModeSwitchStory {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = navigation(canvasElement);
    const doc = canvasElement.ownerDocument;
    await userEvent.click(within(nav).getByRole("button", { name: "Documents" }));
    await expect(within(nav).getByRole("dialog", { name: "Documents" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Switch to over mode" }));
    await expect(nav).toHaveAttribute("data-mode", "over");
    await expect(within(nav).queryByRole("dialog", { name: "Documents" })).toBeNull();
    await expect(doc.querySelector('[data-slot="overlay"]')).toHaveAttribute("data-state", "open");
    await expect(nav).toHaveAttribute("data-animations", "off");
    await waitFor(() => expect(nav).toHaveAttribute("data-animations", "on"), { timeout: 2000 });

    await userEvent.keyboard("{Escape}");
    await expect(nav).toHaveAttribute("data-state", "closed");
    await userEvent.click(canvas.getByRole("button", { name: "Switch to side mode" }));
    await expect(nav).toHaveAttribute("data-mode", "side");
    await expect(doc.querySelector('[data-slot="overlay"]')).toBeNull();
  },
};

function ControlledStory(args: VerticalNavigationProps) {
  const [isOpen, setOpen] = useState(true);
  return (
    <NavigationStoryFrame controls={() => <p data-testid="controlled-state">{isOpen ? "open" : "closed"}</p>}>
      <VerticalNavigation
        {...args}
        isOpen={isOpen}
        onOpenChange={(next) => {
          args.onOpenChange?.(next);
          setOpen(next);
        }}
      />
    </NavigationStoryFrame>
  );
}

/** Controlled `isOpen`: the registry toggle and a navigation in over mode ask the parent through onOpenChange. */
export const Controlled: Story = {
  args: { mode: "over" },
  render: (args) => <ControlledStory {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = navigation(canvasElement);
    await userEvent.click(within(nav).getByRole("link", { name: "Garbage fee" }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByTestId("controlled-state")).toHaveTextContent("closed");
    await expect(nav).toHaveAttribute("data-state", "closed");
    await userEvent.click(canvas.getByRole("button", { name: "Toggle navigation" }));
    await expect(canvas.getByTestId("controlled-state")).toHaveTextContent("open");
  },
};

/** Dense: 80 px, widens to 280 px over the content on hover and on keyboard focus. */
export const Dense: Story = {
  args: { appearance: "dense" },
  play: async ({ canvasElement }) => {
    const nav = navigation(canvasElement);
    const panel = nav.querySelector<HTMLElement>('[data-slot="panel"]')!;
    // The pointer starts wherever the story before left it, which may be over the panel (it was in the headless shell):
    // moved off first, so that the story starts from the collapsed state it describes.
    await userEvent.unhover(panel);
    await expect(nav).toHaveAttribute("data-expanded", "false");
    await expect(nav.getBoundingClientRect().width).toBe(80);
    await userEvent.hover(panel);
    await expect(nav).toHaveAttribute("data-expanded", "true");
    await userEvent.unhover(panel);
    within(nav).getByRole("link", { name: "Home" }).focus();
    await waitFor(() => expect(nav).toHaveAttribute("data-expanded", "true"));
  },
};

/** Thin: icons only; every row keeps its title as accessible name and shows it as a tooltip. */
export const Thin: Story = {
  args: { appearance: "thin" },
  play: async ({ canvasElement }) => {
    const nav = navigation(canvasElement);
    await expect(nav.getBoundingClientRect().width).toBe(80);
    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole("tooltip")).toHaveTextContent("Home"));
    // Top-level collapsables open as a panel in thin and compact.
    await userEvent.click(within(nav).getByRole("button", { name: "Deputy Office" }));
    await expect(within(nav).getByRole("dialog", { name: "Deputy Office" })).toBeInTheDocument();
  },
};

/** Compact: 112 px, icon above a short title. */
export const Compact: Story = {
  args: { appearance: "compact" },
  play: async ({ canvasElement }) => {
    const nav = navigation(canvasElement);
    await expect(nav.getBoundingClientRect().width).toBe(112);
    await expect(within(nav).getByRole("link", { name: "Home" })).toBeVisible();
  },
};

function ScrollStory(args: VerticalNavigationProps) {
  const [tall, setTall] = useState(false);
  return (
    <NavigationStoryFrame
      controls={() => (
        <Button onPress={() => setTall(true)} className="rounded-md border border-border bg-surface px-3 py-2 text-sm">
          Make taller
        </Button>
      )}
    >
      <VerticalNavigation {...args} className={tall ? "h-[1400px]" : "h-[360px]"} />
    </NavigationStoryFrame>
  );
}

const scrollItems: NavigationItem[] = eServiceNavigation.en.slice(0, 5);

/** The scroll area updates its overflow state after an expand (250 ms) and after a window resize (150 ms debounce). */
export const ScrollArea: Story = {
  args: { items: scrollItems },
  render: (args) => <ScrollStory {...args} />,
  play: async ({ canvasElement }) => {
    const nav = navigation(canvasElement);
    const content = nav.querySelector<HTMLElement>('[data-slot="content"]')!;
    // Measured in the frame after the first render.
    await waitFor(() => expect(content).toHaveAttribute("data-overflow", "none"));
    await userEvent.click(within(nav).getByRole("button", { name: "Technical Works" }));
    await userEvent.click(within(nav).getByRole("button", { name: "Deputy Office" }));
    await userEvent.click(within(nav).getByRole("button", { name: "Public Health and Environment" }));
    await waitFor(() => expect(content.dataset.overflow).toMatch(/^(end|both)$/));
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Make taller" }));
    window.dispatchEvent(new Event("resize"));
    await waitFor(() => expect(content).toHaveAttribute("data-overflow", "none"));
  },
};

/** Header and footer slots (fixed) and content header/footer (scrolling). */
export const Slots: Story = {
  args: {
    header: <div className="p-4 text-sm font-semibold">Municipality of Example</div>,
    contentHeader: <div className="px-7 pt-2 text-xs">Welcome</div>,
    footer: <div className="border-t border-white/10 p-4 text-xs">Version 1.0</div>,
  },
  play: async ({ canvasElement }) => {
    const nav = navigation(canvasElement);
    await expect(nav.querySelector('[data-slot="header"]')).toHaveTextContent("Municipality of Example");
    await expect(nav.querySelector('[data-slot="footer"]')).toHaveTextContent("Version 1.0");
    await expect(nav.querySelector('[data-slot="content-header"]')).toHaveTextContent("Welcome");
  },
};

/** Long Thai titles and subtitles wrap inside the 280 px row. */
export const LongThaiTitles: Story = {
  args: { items: longThaiItems },
  globals: { locale: "th" },
  render: (args) => (
    <NavigationStoryFrame initialPath="/e-service/main/form/disease-control">
      <VerticalNavigation {...args} />
    </NavigationStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const nav = navigation(canvasElement);
    const link = within(nav).getByRole("link", { name: /แจ้งพื้นที่เสี่ยง/ });
    await expect(link).toHaveAttribute("aria-current", "page");
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

/** A 240 px tall navigation whose active link (disease control) is below the fold. */
function ShortNavigationStory(args: VerticalNavigationProps) {
  return (
    <NavigationStoryFrame initialPath="/e-service/main/form/disease-control" minHeight={240}>
      <VerticalNavigation {...args} className="h-[240px]" />
    </NavigationStoryFrame>
  );
}

/** Waits until the active link of `nav` is scrolled to 120 px from the top of its scroll area, which overflows at the start. */
async function expectActiveLinkScrolledIntoView(nav: HTMLElement) {
  const content = nav.querySelector<HTMLElement>('[data-slot="content"]')!;
  const link = within(nav).getByRole("link", { current: "page" });
  await waitFor(() => expect(content.scrollTop).toBeGreaterThan(0));
  const top = link.getBoundingClientRect().top - content.getBoundingClientRect().top;
  await expect(Math.round(top)).toBe(120);
  await expect(content.dataset.overflow).toMatch(/^(start|both)$/);
}

/** In the frame after the first render, an active link below the fold is scrolled to 120 px from the top. */
export const ActiveLinkScrolledIntoView: Story = {
  render: (args) => <ShortNavigationStory {...args} />,
  play: async ({ canvasElement }) => {
    await expectActiveLinkScrolledIntoView(navigation(canvasElement));
  },
};

/**
 * A navigation that starts closed (over mode, as on a phone) is not measured while closed: its rows are skipped
 * (`content-visibility: hidden`), and measuring would lay them out (tracker issue 8). In the frame after it first
 * opens, it gets its overflow state and the active link below the fold is scrolled to 120 px from the top.
 */
export const ClosedUntilOpened: Story = {
  args: { mode: "over", defaultOpen: false },
  render: (args) => <ShortNavigationStory {...args} />,
  play: async ({ canvasElement }) => {
    const nav = navigation(canvasElement);
    const content = nav.querySelector<HTMLElement>('[data-slot="content"]')!;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(nav).toHaveAttribute("data-state", "closed");
    await expect(content).not.toHaveAttribute("data-overflow");
    await expect(content.scrollTop).toBe(0);

    await userEvent.click(within(canvasElement).getByRole("button", { name: "Toggle navigation" }));
    await expectActiveLinkScrolledIntoView(nav);
  },
};

/** Surface tone (light card colours), as the thin layout uses in the light scheme. */
export const SurfaceTone: Story = { args: { tone: "surface", items: showcaseItems(onFunction) } };

// Appearance x mode x position (controls change each on any story).
/** Default appearance, right edge. */
export const DefaultRight: Story = { args: { position: "right" } };
/** Compact, right edge. */
export const CompactRight: Story = { args: { appearance: "compact", position: "right" } };
/** Dense, right edge. */
export const DenseRight: Story = { args: { appearance: "dense", position: "right" } };
/** Thin, right edge. */
export const ThinRight: Story = { args: { appearance: "thin", position: "right" } };
/** Default in over mode, open, left. */
export const DefaultOverLeft: Story = {
  args: { mode: "over" },
  play: async ({ canvasElement }) => {
    await expect(navigation(canvasElement).getBoundingClientRect().left).toBe(0);
  },
};
/** Default in over mode, open, right. */
export const DefaultOverRight: Story = {
  args: { mode: "over", position: "right" },
  play: async ({ canvasElement }) => {
    const nav = navigation(canvasElement);
    await expect(Math.round(nav.getBoundingClientRect().right)).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
/** Compact in over mode. */
export const CompactOver: Story = { args: { appearance: "compact", mode: "over" } };
/** Dense in over mode renders as default (dense is side only). */
export const DenseOver: Story = {
  args: { appearance: "dense", mode: "over" },
  play: async ({ canvasElement }) => {
    await expect(navigation(canvasElement)).toHaveAttribute("data-appearance", "default");
  },
};
/** Thin in over mode, right. */
export const ThinOverRight: Story = { args: { appearance: "thin", mode: "over", position: "right" } };
/** Compact in over mode, right. */
export const CompactOverRight: Story = { args: { appearance: "compact", mode: "over", position: "right" } };
/** Dense in over mode, right (renders as default). */
export const DenseOverRight: Story = { args: { appearance: "dense", mode: "over", position: "right" } };
/** Thin in over mode, left. */
export const ThinOverLeft: Story = { args: { appearance: "thin", mode: "over" } };
/** Dark scheme: the surface tone takes the dark card colours (axe checks the contrast). */
export const DarkSchemeSurface: Story = { args: { tone: "surface", items: showcaseItems(onFunction) }, globals: { scheme: "dark" } };
