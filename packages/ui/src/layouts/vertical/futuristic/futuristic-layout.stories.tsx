import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mainNavigation, shell, verticalLayoutStories as stories, layoutStoryMeta, type LayoutStory } from "../../layout-story-kit";
import { FuturisticLayout } from "./futuristic-layout";

const meta = { title: "Layouts/Futuristic", ...layoutStoryMeta(FuturisticLayout) } satisfies Meta<typeof FuturisticLayout>;
export default meta;

/** The layout at the frame's width (the visual baselines shoot this story at 375, 960 and 1440 px). */
export const Default: LayoutStory = {};
export const Desktop: LayoutStory = stories.Desktop;
export const Mobile: LayoutStory = stories.Mobile;

/** The user menu, name and e-mail are in the navigation's footer, and the top bar has no user menu. */
export const UserInNavigationFooter: LayoutStory = {
  globals: { viewport: { value: "xl" } },
  play: async ({ canvasElement }) => {
    const nav = mainNavigation(canvasElement);
    const footer = nav.querySelector<HTMLElement>('[data-slot="navigation-user"]')!;
    await expect(within(footer).getByRole("button", { name: /^User menu/ })).toBeVisible();
    await expect(within(footer).getByText("Mr Somchai Srisuk")).toBeVisible();
    await expect(within(footer).getByText("somchai.s@example.com")).toBeVisible();
    const tools = shell(canvasElement).getByRole("group", { name: "Tools" });
    await expect(within(tools).queryByRole("button", { name: /^User menu/ })).toBeNull();
    await expect(within(tools).getByRole("button", { name: /^Notifications/ })).toBeVisible();
  },
};
