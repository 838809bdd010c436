import type { Meta } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { mainNavigation, shell, verticalLayoutStories as stories, layoutStoryMeta, type LayoutStory } from "../../layout-story-kit";
import { DenseLayout } from "./dense-layout";

const meta = { title: "Layouts/Dense", ...layoutStoryMeta(DenseLayout) } satisfies Meta<typeof DenseLayout>;
export default meta;

/** The layout at the frame's width (the visual baselines shoot this story at 375, 960 and 1440 px). */
export const Default: LayoutStory = {};
export const Desktop: LayoutStory = stories.Desktop;
export const Mobile: LayoutStory = stories.Mobile;

/** From md the second top-bar button switches the navigation between dense (initial, 80 px) and default (280 px). */
export const AppearanceToggle: LayoutStory = {
  globals: { viewport: { value: "xl" } },
  play: async ({ canvasElement }) => {
    const nav = mainNavigation(canvasElement);
    const toggle = shell(canvasElement).getByRole("button", { name: "Toggle navigation width" });
    await expect(nav).toHaveAttribute("data-appearance", "dense");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    await expect(nav).toHaveAttribute("data-appearance", "default");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(toggle);
    await expect(nav).toHaveAttribute("data-appearance", "dense");
  },
};

/** Below md there is no appearance toggle (over mode always shows the default appearance). */
export const NoToggleOnMobile: LayoutStory = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await expect(shell(canvasElement).queryByRole("button", { name: "Toggle navigation width" })).toBeNull();
    await expect(mainNavigation(canvasElement)).toHaveAttribute("data-appearance", "default");
  },
};
