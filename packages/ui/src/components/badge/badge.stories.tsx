import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Badge } from "./badge";

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  args: { count: 3 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows the number; assistive technology hears "3 unread". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("3")).toHaveAttribute("aria-hidden", "true");
    await expect(canvas.getByText("3 unread")).toHaveClass("sr-only");
  },
};

/** Hidden at 0. */
export const HiddenAtZero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=badge]")).toBeNull();
  },
};

/** Uncapped by default; `max` caps the shown number. Tones and sizes. */
export const CountsAndTones: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Badge count={128} />
      <Badge count={128} max={99} tone="accent" />
      <Badge count={7} tone="info" size="md" />
      <Badge count={2} tone="success" size="md" />
      <Badge count={12} tone="warn" size="md" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("128")).toBeInTheDocument();
    await expect(canvas.getByText("99+")).toBeInTheDocument();
  },
};

/** Thai text alternative. */
export const Thai: Story = {
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("ยังไม่ได้อ่าน 3 รายการ")).toBeInTheDocument();
  },
};

/** Tones in the dark scheme. */
export const CountsAndTonesDark: Story = { ...CountsAndTones, globals: { scheme: "dark" } };
