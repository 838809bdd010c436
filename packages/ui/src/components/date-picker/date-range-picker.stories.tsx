import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { DateRangePicker, type DateRangePickerProps, type IsoDateRange } from "./date-picker";

const meta = {
  title: "Product/DateRangePicker",
  component: DateRangePicker,
  args: { label: "Leave period", onChange: fn() },
  decorators: [(Story) => <div className="max-w-sm"><Story /></div>],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field's visible text without react-aria's invisible direction marks. */
const shown = (element: Element) => (element.textContent ?? "").replace(/[\u2066-\u2069\u200e\u200f]/g, "");

/** Empty; typing both dates by keyboard gives an ISO range. */
export const Default: Story = {
  args: { description: "First and last day, inclusive" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("spinbutton", { name: /month, Start date/i })).toHaveFocus();
    await userEvent.keyboard("12012026");
    await expect(canvas.getByRole("spinbutton", { name: /month, End date/i })).toHaveFocus();
    await userEvent.keyboard("12052026");
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: "2026-12-01", end: "2026-12-05" });
  },
};

/** A controlled picker, as the audit log's date filter uses it. */
function ControlledRangePicker(props: DateRangePickerProps) {
  const [value, setValue] = useState<IsoDateRange | null>(null);
  return (
    <DateRangePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

/**
 * Thai, controlled, both dates typed digit by digit (01/11/2569 - 05/11/2569): the range is
 * `2026-11-01`-`2026-11-05`, reported once; the half-typed years 2, 25, 256 BE of the end date are never
 * reported (they used to turn 1 November into 31 October).
 */
export const ThaiTypedDigitByDigit: Story = {
  globals: { locale: "th" },
  args: { label: "ช่วงวันที่" },
  render: (args) => <ControlledRangePicker {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "ช่วงวันที่" });
    await userEvent.tab();
    await expect(canvas.getByRole("spinbutton", { name: /วัน, วันที่เริ่มต้น/ })).toHaveFocus();
    await userEvent.keyboard("01112569");
    await expect(shown(group)).toContain("1/11/2569");
    await expect(canvas.getByRole("spinbutton", { name: /วัน, วันที่สิ้นสุด/ })).toHaveFocus();
    await userEvent.keyboard("0511");
    for (const year of ["2", "25", "256"]) {
      await userEvent.keyboard(year.slice(-1));
      await expect(shown(group)).toContain(`1/11/2569–5/11/${year}`);
      await expect(args.onChange).not.toHaveBeenCalled();
    }
    await userEvent.keyboard("9");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: "2026-11-01", end: "2026-11-05" });
    await expect(shown(group)).toContain("1/11/2569–5/11/2569");
  },
};

/**
 * Thai, from the calendar by keyboard: the header reads "ธันวาคม 2569"; Enter on the first day (focus moves to
 * the next day), ArrowRight, Enter on the last day gives Gregorian ISO dates; the field shows the Buddhist era.
 */
export const ThaiFromCalendar: Story = {
  globals: { locale: "th" },
  args: { label: "ช่วงวันลา", defaultValue: { start: "2026-12-01", end: "2026-12-01" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "ช่วงวันลา" });
    await expect(canvas.getByRole("spinbutton", { name: /ปี, วันที่เริ่มต้น/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: /ปฏิทิน/ }));
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("heading")).toHaveTextContent("ธันวาคม 2569");
    await expect(within(dialog).getByRole("button", { name: "เดือนถัดไป" })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/ที่ 1 ธันวาคม 2569/));
    await userEvent.keyboard("{ArrowRight}");
    await expect(document.activeElement).toHaveAccessibleName(/2 ธันวาคม/);
    await userEvent.keyboard("{Enter}");
    // react-aria moves focus to the day after the anchored start.
    await expect(document.activeElement).toHaveAccessibleName(/3 ธันวาคม/);
    await userEvent.keyboard("{ArrowRight}");
    await expect(document.activeElement).toHaveAccessibleName(/4 ธันวาคม/);
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: "2026-12-02", end: "2026-12-04" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(shown(group)).toContain("2/12/2569");
    await expect(shown(group)).toContain("4/12/2569");
  },
};

/** An end before the start: the translated message (live validation, `validationBehavior="aria"`). */
export const Reversed: Story = {
  args: { defaultValue: { start: "2026-12-10", end: "2026-12-05" }, validationBehavior: "aria" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("The end date must be on or after the start date"),
    ).toBeVisible();
  },
};

/** Limits and unavailable days (weekends) in the range calendar. */
export const MinMaxAndUnavailable: Story = {
  args: {
    minValue: "2026-12-01",
    maxValue: "2026-12-31",
    defaultValue: { start: "2026-12-07", end: "2026-12-11" },
    isDateUnavailable: (iso: string) => [0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay()),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Calendar/ }));
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("button", { name: /Sunday, December 6, 2026/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await userEvent.keyboard("{Escape}");
  },
};

/** Invalid with a message from the caller. */
export const Invalid: Story = {
  args: {
    defaultValue: { start: "2026-12-01", end: "2026-12-20" },
    isInvalid: true,
    errorMessage: "Leave can be at most 10 working days",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Leave can be at most 10 working days")).toBeVisible();
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: "2026-12-01", end: "2026-12-05" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /Calendar/ })).toBeDisabled();
  },
};

/** Long Thai label, help and error text. */
export const LongThaiText: Story = {
  globals: { locale: "th" },
  args: {
    label: "ช่วงวันที่ขอใช้อาคารอเนกประสงค์ของเทศบาลเพื่อจัดกิจกรรมของชุมชน",
    description: "ขอใช้ได้ครั้งละไม่เกินเจ็ดวันติดต่อกัน และต้องยื่นคำขอล่วงหน้าอย่างน้อยสิบห้าวัน",
    defaultValue: { start: "2026-12-01", end: "2026-12-20" },
    isInvalid: true,
    errorMessage: "ช่วงวันที่เลือกเกินกว่าเจ็ดวันติดต่อกัน กรุณาเลือกช่วงวันที่ใหม่",
  },
};
