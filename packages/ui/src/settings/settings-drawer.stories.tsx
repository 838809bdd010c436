import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { layoutViewports } from "../layouts/layout-story-kit";
import { ThemeProvider } from "../theme/theme-provider";
import { DEFAULT_LAYOUT_CONFIG, type LayoutConfig } from "./layout-config-store";
import { SettingsDrawer } from "./settings-drawer";

const meta = {
  title: "Settings/Drawer",
  component: SettingsDrawer,
  parameters: { layout: "fullscreen", viewport: { options: layoutViewports } },
  args: { value: DEFAULT_LAYOUT_CONFIG, onChange: fn() },
  decorators: [(Story) => <div className="min-h-[720px]">{Story()}</div>],
} satisfies Meta<typeof SettingsDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const settingsButton = (root: HTMLElement) => within(root.ownerDocument.body).getByRole("button", { name: "Settings" });

/** The button: 40 x 40 px on the right edge, 275 px from the top. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = settingsButton(canvasElement);
    const box = button.getBoundingClientRect();
    await expect([box.width, box.height, box.top]).toEqual([40, 40, 275]);
    await expect(Math.round(canvasElement.ownerDocument.documentElement.clientWidth - box.right)).toBe(0);
  },
};

/** Opens as a modal dialog 320 px wide with the current values checked; Escape closes it and focus returns. */
export const OpenAndEscape: Story = {
  globals: { viewport: { value: "xl" } },
  args: { value: { theme: "rose", scheme: "auto", layout: "dense" } },
  play: async ({ canvasElement }) => {
    const button = settingsButton(canvasElement);
    await userEvent.click(button);
    const drawer = await screen.findByRole("dialog", { name: "Settings" });
    await expect(drawer.closest('[data-slot="settings-drawer"]')!.getBoundingClientRect().width).toBe(320);
    await expect(within(drawer).getByRole("radio", { name: "Rose" })).toBeChecked();
    await expect(within(drawer).getByRole("radio", { name: "Auto" })).toBeChecked();
    await expect(within(drawer).getByRole("radio", { name: "Auto" })).toHaveAccessibleDescription(
      "Follows your device's light or dark setting",
    );
    await expect(within(drawer).getByRole("radio", { name: "Dense" })).toBeChecked();
    await expect(within(drawer).getAllByRole("radio")).toHaveLength(6 + 3 + 11);
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Settings" })).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Focus stays inside while open (Tab wraps), and the close button closes it. */
export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(settingsButton(canvasElement));
    const drawer = await screen.findByRole("dialog", { name: "Settings" });
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.click(within(drawer).getByRole("button", { name: "Close settings" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** Each choice reaches `onChange` with only what changed; arrow keys move within a group. */
export const ChangesThroughCallbacks: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(settingsButton(canvasElement));
    const drawer = await screen.findByRole("dialog", { name: "Settings" });
    await userEvent.click(within(drawer).getByRole("radio", { name: "Purple" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ theme: "purple" });
    await userEvent.click(within(drawer).getByRole("radio", { name: "Dark" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ scheme: "dark" });
    await userEvent.click(within(drawer).getByRole("radio", { name: "Modern" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ layout: "modern" });
    within(drawer).getByRole("radio", { name: "Default" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onChange).toHaveBeenLastCalledWith({ theme: "brand" });
  },
};

/** Below 600 px the drawer takes the full width. */
export const FullWidthOnMobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const drawer = await screen.findByRole("dialog", { name: "Settings" });
    const width = drawer.closest('[data-slot="settings-drawer"]')!.getBoundingClientRect().width;
    await expect(width).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** Thai strings. */
export const Thai: Story = {
  globals: { locale: "th" },
  args: { defaultOpen: true },
  play: async () => {
    const drawer = await screen.findByRole("dialog", { name: "การตั้งค่า" });
    await expect(within(drawer).getByRole("radiogroup", { name: "ธีมสี" })).toBeInTheDocument();
    await expect(within(drawer).getByRole("radio", { name: "อัตโนมัติ" })).toBeInTheDocument();
    await expect(within(drawer).getByRole("radio", { name: "คลาสซี" })).toBeChecked();
  },
};

/** The drawer driving a real ThemeProvider: designers try every theme and scheme here. */
function LiveDrawer() {
  const [value, setValue] = useState<LayoutConfig>(DEFAULT_LAYOUT_CONFIG);
  return (
    <ThemeProvider theme={value.theme} scheme={value.scheme}>
      <div className="flex min-h-[720px] flex-col gap-4 bg-background p-8 text-foreground">
        <h1 className="text-2xl font-semibold">เทศบาลตำบลตัวอย่าง</h1>
        <p className="text-muted">Theme {value.theme}, scheme {value.scheme}, layout {value.layout}</p>
        <button type="button" className="w-fit rounded-lg bg-primary px-4 py-2 font-medium text-on-primary">
          ยื่นคำร้อง
        </button>
      </div>
      <SettingsDrawer value={value} onChange={(partial) => setValue((current) => ({ ...current, ...partial }))} />
    </ThemeProvider>
  );
}

/** Choosing a theme and a scheme restyles the page at once (`data-theme` and the `dark` class on `<html>`). */
export const Live: Story = {
  parameters: { themeProvider: false },
  render: () => <LiveDrawer />,
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await userEvent.click(settingsButton(canvasElement));
    const drawer = await screen.findByRole("dialog", { name: "Settings" });
    await userEvent.click(within(drawer).getByRole("radio", { name: "Amber" }));
    await expect(root).toHaveAttribute("data-theme", "amber");
    await userEvent.click(within(drawer).getByRole("radio", { name: "Dark" }));
    await expect(root).toHaveClass("dark");
    await userEvent.click(within(drawer).getByRole("radio", { name: "Light" }));
    await expect(root).not.toHaveClass("dark");
  },
};
