import type { Meta } from "@storybook/react-vite";
import { horizontalLayoutStories as stories, layoutStoryMeta, type LayoutStory } from "../../layout-story-kit";
import { MaterialLayout } from "./material-layout";

const meta = { title: "Layouts/Material", ...layoutStoryMeta(MaterialLayout) } satisfies Meta<typeof MaterialLayout>;
export default meta;

/** The layout at the frame's width (the visual baselines shoot this story at 375, 960 and 1440 px). */
export const Default: LayoutStory = {};
export const Desktop: LayoutStory = stories.Desktop;
export const Mobile: LayoutStory = stories.Mobile;
