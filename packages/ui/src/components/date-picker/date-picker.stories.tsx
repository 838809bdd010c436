import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { DatePicker, type DatePickerProps } from "./date-picker";

const meta = {
  title: "Product/DatePicker",
  component: DatePicker,
  args: { label: "Date of the event", onChange: fn() },
  decorators: [(Story) => <div className="max-w-xs"><Story /></div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field's visible text without react-aria's invisible direction marks. */
const shown = (element: Element) => (element.textContent ?? "").replace(/[\u2066-\u2069\u200e\u200f]/g, "");

/** Empty; typing month, day and year by keyboard gives the ISO date. */
export const Default: Story = {
  args: { description: "Month, day, year" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "Date of the event" });
    await expect(shown(group)).toContain("mm/dd/yyyy");
    await userEvent.tab();
    await expect(canvas.getByRole("spinbutton", { name: /month/i })).toHaveFocus();
    await userEvent.keyboard("11222026");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-22");
    await expect(shown(group)).toContain("11/22/2026");
  },
};

/**
 * Thai: the field shows the Buddhist era (22/11/2569). Typing 22 11 2569 gives the Gregorian `2026-11-22`;
 * the calendar header reads "พฤศจิกายน 2569", and ArrowRight + Enter picks `2026-11-23`.
 */
export const Thai: Story = {
  globals: { locale: "th" },
  args: { label: "วันที่จัดงาน", description: "วัน/เดือน/ปี พ.ศ." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "วันที่จัดงาน" });
    await userEvent.tab();
    await userEvent.keyboard("22112569");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-22");
    await expect(shown(group)).toContain("22/11/2569");
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: /ปฏิทิน/ });
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("heading")).toHaveTextContent("พฤศจิกายน 2569");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: /22/ })).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-23");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(shown(group)).toContain("23/11/2569");
  },
};

/** A controlled picker, as the portal's filters use it: the value goes to the parent and comes back. */
function ControlledDatePicker(props: DatePickerProps) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DatePicker
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
 * Thai, controlled, typed digit by digit: 0 1 1 1 2 5 6 9 gives `2026-11-01` (it used to give 31/10/2569,
 * `2026-10-31`: react-aria commits the half-typed years 2, 25 and 256 BE, which went through the Gregorian
 * calendar as years BC and came back a day early). The half-typed years are shown but never reported.
 */
export const ThaiTypedDigitByDigit: Story = {
  globals: { locale: "th" },
  args: { label: "วันที่ยืม" },
  render: (args) => <ControlledDatePicker {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "วันที่ยืม" });
    await userEvent.tab();
    await userEvent.keyboard("0111");
    for (const [digit, year] of [["2", "2"], ["5", "25"], ["6", "256"]] as const) {
      await userEvent.keyboard(digit);
      await expect(shown(group)).toContain(`1/11/${year}`);
      await expect(args.onChange).not.toHaveBeenCalled();
    }
    await userEvent.keyboard("9");
    await expect(shown(group)).toContain("1/11/2569");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-11-01");
    // Retyping the year of a whole date: the draft years report null (incomplete), the last digit the date.
    await userEvent.click(canvas.getByRole("spinbutton", { name: /^ปี,/ }));
    await userEvent.keyboard("2567");
    await expect(args.onChange).toHaveBeenLastCalledWith("2024-11-01");
    await expect(shown(group)).toContain("1/11/2567");
    await userEvent.click(canvas.getByRole("spinbutton", { name: /^วัน,/ }));
    await userEvent.keyboard("29022567");
    await expect(args.onChange).toHaveBeenLastCalledWith("2024-02-29");
    await expect(shown(group)).toContain("29/2/2567");
  },
};

/**
 * The 1st of a month: a one-digit day is still a 24 px target beside the month (WCAG 2.2 target size, checked by
 * axe), as a staff filter that starts on the first of the month shows it.
 */
export const FirstOfTheMonth: Story = {
  args: { defaultValue: "2026-12-01" },
  play: async ({ canvasElement }) => {
    const day = within(canvasElement).getByRole("spinbutton", { name: /^day,/i });
    const box = day.getBoundingClientRect();
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  },
};

/** Choosing from the calendar by keyboard: Enter opens, PageDown moves a month, arrows a day, Escape closes. */
export const ChooseFromCalendar: Story = {
  args: { defaultValue: "2026-11-22" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: /Calendar/ });
    await userEvent.click(button);
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("heading")).toHaveTextContent("November 2026");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("dialog");
    await userEvent.keyboard("{PageDown}{ArrowLeft}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-12-21");
  },
};

/**
 * Limits: 1-31 December 2026, weekends unavailable. Days outside are disabled in the calendar; a typed date
 * outside shows a translated message naming the limit.
 */
export const MinMaxAndUnavailable: Story = {
  args: {
    label: "Appointment date",
    minValue: "2026-12-01",
    maxValue: "2026-12-31",
    defaultValue: "2026-12-10",
    isDateUnavailable: (iso: string) => [0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay()),
    validationBehavior: "aria",
    description: "Weekdays in December 2026",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Calendar/ }));
    const dialog = await screen.findByRole("dialog");
    const saturday = within(dialog).getByRole("button", { name: /Saturday, December 12, 2026/ });
    await expect(saturday).toHaveAttribute("aria-disabled", "true");
    await expect(within(dialog).getByRole("button", { name: "Previous month" })).toBeDisabled();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const month = canvas.getByRole("spinbutton", { name: /month/i });
    await userEvent.click(month);
    await userEvent.keyboard("11");
    await expect(canvas.getByText("Choose December 1, 2026 or later")).toBeVisible();
    await userEvent.click(month);
    await userEvent.keyboard("12");
    await userEvent.keyboard("12");
    await expect(args.onChange).toHaveBeenLastCalledWith("2026-12-12");
    await expect(canvas.getByText("This date is not available. Choose another date.")).toBeVisible();
  },
};

/**
 * Required, in a form: submitting empty shows the translated "Required" next to the field and focuses it;
 * a typed date clears it on the next submit. The form value (`name`) is the ISO date.
 */
export const RequiredInForm: Story = {
  args: { isRequired: true, name: "eventDate" },
  render: (args) => (
    <form
      aria-label="Booking"
      className="flex flex-col items-start gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        args.onChange?.(String(new FormData(event.currentTarget).get("eventDate")));
      }}
    >
      <DatePicker {...args} />
      <Button type="submit">Send</Button>
    </form>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(canvas.getByText("Required")).toBeVisible();
    await expect(canvas.getByRole("spinbutton", { name: /month/i })).toHaveFocus();
    await userEvent.keyboard("01152027");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(canvas.queryByText("Required")).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith("2027-01-15");
  },
};

/** An error message from the caller (for example the server's field error). */
export const Invalid: Story = {
  args: { defaultValue: "2026-11-22", isInvalid: true, errorMessage: "The hall is already booked on this date" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("The hall is already booked on this date")).toBeVisible();
  },
};

/** Thai limit message: the bound is written in the Buddhist era. */
export const ThaiLimitMessage: Story = {
  globals: { locale: "th" },
  args: {
    label: "วันที่นัดหมาย",
    minValue: "2026-12-01",
    defaultValue: "2026-11-22",
    validationBehavior: "aria",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("กรุณาเลือกวันที่ 1 ธันวาคม 2569 หรือหลังจากนั้น")).toBeVisible();
  },
};

/** Disabled: neither the segments nor the calendar button can be used. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "2026-11-22" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: /Calendar/ })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole("spinbutton", { name: /month/i })).not.toHaveFocus();
  },
};

/** Long Thai label, help and error text wrap inside the field's width. */
export const LongThaiText: Story = {
  globals: { locale: "th" },
  args: {
    label: "วันที่ประสงค์ให้เจ้าหน้าที่กองช่างเข้าตรวจสอบสถานที่ก่อสร้างอาคารตามคำขออนุญาต",
    description: "กรุณาเลือกวันทำการ (จันทร์ถึงศุกร์) ล่วงหน้าอย่างน้อยสามวันทำการ ยกเว้นวันหยุดนักขัตฤกษ์",
    defaultValue: "2026-11-22",
    isInvalid: true,
    errorMessage: "วันที่เลือกตรงกับวันหยุดราชการ กรุณาเลือกวันทำการอื่นที่เจ้าหน้าที่สามารถเข้าตรวจสอบได้",
  },
};

/** Open calendar in the dark scheme (portalled; the scheme comes from `<html>`). */
export const OpenDark: Story = {
  globals: { scheme: "dark" },
  args: { defaultValue: "2026-11-22" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Calendar/ }));
    const dialog = await screen.findByRole("dialog");
    const day = within(dialog).getByRole("button", { name: /November 22, 2026/ });
    await expect(day.closest("[role=gridcell]")).toHaveAttribute("aria-selected", "true");
  },
};

/** `defaultValue="2026-11-22"` in Thai shows 22/11/2569; the open calendar (checked by axe) is in the Buddhist era. */
export const OpenThai: Story = {
  globals: { locale: "th" },
  args: { label: "วันที่จัดงาน", defaultValue: "2026-11-22" },
  play: async ({ canvasElement }) => {
    await expect(shown(within(canvasElement).getByRole("group", { name: "วันที่จัดงาน" }))).toContain("22/11/2569");
    await userEvent.click(within(canvasElement).getByRole("button", { name: /ปฏิทิน/ }));
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("heading")).toHaveTextContent("พฤศจิกายน 2569");
    await expect(within(dialog).getByRole("button", { name: "เดือนก่อนหน้า" })).toBeInTheDocument();
    const day = within(dialog).getByRole("button", { name: /22 พฤศจิกายน 2569/ });
    await expect(day.closest("[role=gridcell]")).toHaveAttribute("aria-selected", "true");
  },
};
