import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Avatar } from "./avatar";

const meta = {
  title: "Primitives/Avatar",
  component: Avatar,
  args: { name: "Somchai Jaidee", size: "md" },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials, named after the person: an image with the person's name. */
export const Named: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole("img", { name: "Somchai Jaidee" });
    await expect(avatar).toHaveTextContent("SJ");
  },
};

/** With a status: the dot says the status. */
export const WithStatus: Story = {
  args: { status: "busy" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "Somchai Jaidee" })).toBeVisible();
    await expect(within(canvasElement).getByRole("img", { name: "Status: Busy" })).toBeVisible();
  },
};

/** Decorative (the name is said next to it, as in the user menu's button): hidden, dot included. */
export const Decorative: Story = {
  args: { isDecorative: true, status: "online" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole("img")).toHaveLength(0);
    await expect(canvasElement.querySelector('[data-slot="avatar"] > span')).toHaveAttribute("aria-hidden", "true");
  },
};

/** No name yet (a profile still loading): nothing to say, so hidden: never an image without a name. */
export const WithoutName: Story = {
  args: { name: "", status: "away" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole("img")).toHaveLength(0);
  },
};

/** Thai name: initials skip the leading vowel. */
export const Thai: Story = {
  args: { name: "เทศบาล ใจดี", size: "lg" },
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "เทศบาล ใจดี" })).toHaveTextContent("ทจ");
  },
};
