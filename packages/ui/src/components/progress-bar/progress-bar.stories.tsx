import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ProgressBar } from "./progress-bar";

const meta = {
  title: "Primitives/ProgressBar",
  component: ProgressBar,
  args: { label: "Importing" },
  decorators: [(Story) => <div className="w-80 max-w-full">{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A percentage, shown and announced. */
export const Percent: Story = {
  args: { value: 60 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Importing" });
    await expect(bar).toHaveAttribute("aria-valuenow", "60");
    await expect(bar).toHaveAttribute("aria-valuetext", "60%");
    await expect(within(canvasElement).getByText("60%")).toBeVisible();
  },
};

/** Rows of a file: the value in words of the app, out of a maximum. */
export const OfMaximum: Story = {
  args: { value: 1200, maxValue: 20000, valueLabel: "1,200 of 20,000 rows", size: "sm" },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Importing" });
    await expect(bar).toHaveAttribute("aria-valuemax", "20000");
    await expect(bar).toHaveAttribute("aria-valuetext", "1,200 of 20,000 rows");
  },
};

/** Unknown progress: no value announced. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: "Checking the file" },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Checking the file" });
    await expect(bar).not.toHaveAttribute("aria-valuenow");
  },
};

/** Done, in Thai: the percentage in Thai formatting. */
export const ThaiDone: Story = {
  globals: { locale: "th" },
  args: { label: "กำลังนำเข้าข้อมูล", value: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar", { name: "กำลังนำเข้าข้อมูล" })).toHaveAttribute("aria-valuenow", "100");
  },
};
