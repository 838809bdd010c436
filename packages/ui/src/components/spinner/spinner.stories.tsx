import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Spinner } from "./spinner";

const meta = {
  title: "Primitives/Spinner",
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An indeterminate progress bar named "Loading…". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Loading…" });
    await expect(bar).not.toHaveAttribute("aria-valuenow");
  },
};

/** Sizes sm 16 px, md 24 px, lg 40 px, in the primary colour. */
export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4 text-primary">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" label="Loading news" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("progressbar")).toHaveLength(3);
  },
};

/** Thai label. */
export const Thai: Story = {
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar", { name: "กำลังโหลด…" })).toBeInTheDocument();
  },
};
