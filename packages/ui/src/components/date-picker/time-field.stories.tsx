import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TimeField } from "./time-field";

const meta = {
  title: "Product/TimeField",
  component: TimeField,
  args: { label: "Start time", onChange: fn() },
  decorators: [(Story) => <div className="max-w-40"><Story /></div>],
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field's visible text without react-aria's invisible direction marks. */
const shown = (element: Element) => (element.textContent ?? "").replace(/[\u2066-\u2069\u200e\u200f]/g, "");

/** 24-hour time typed by keyboard: 0 9 3 0 gives `09:30`; ArrowUp on the hour gives `10:30`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("0930");
    await expect(args.onChange).toHaveBeenLastCalledWith("09:30");
    await userEvent.click(canvas.getAllByRole("spinbutton")[0]!);
    await userEvent.keyboard("{ArrowUp}");
    await expect(args.onChange).toHaveBeenLastCalledWith("10:30");
  },
};

/** Thai: the same 24-hour `HH:MM`, no AM/PM segment; an error from the caller. */
export const ThaiInvalid: Story = {
  globals: { locale: "th" },
  args: { label: "เวลาเริ่มงาน", defaultValue: "18:45", isInvalid: true, errorMessage: "กรุณาเลือกเวลาในเวลาราชการ", validationBehavior: "aria" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("spinbutton")).toHaveLength(2);
    await expect(shown(canvasElement.querySelector('[data-slot="time-field"]')!)).toContain("18:45");
    await expect(canvas.getByText("กรุณาเลือกเวลาในเวลาราชการ")).toBeVisible();
  },
};
