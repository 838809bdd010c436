import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TextField } from "./text-field";

const meta = {
  title: "Primitives/TextField",
  component: TextField,
  args: { label: "Full name", onChange: fn() },
  decorators: [(Story) => <div className="max-w-sm"><Story /></div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing fills the value; the label names the input. */
export const Default: Story = {
  args: { description: "As written on your ID card.", placeholder: "Somchai Jaidee" },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Full name" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("Somchai");
    await expect(args.onChange).toHaveBeenLastCalledWith("Somchai");
    await expect(input).toHaveAccessibleDescription("As written on your ID card.");
  },
};

/** Live validation (`validate`, `validationBehavior="aria"`): the message shows next to the field as the user types. */
export const ValidatesWhileTyping: Story = {
  args: {
    label: "Postal code",
    validationBehavior: "aria",
    validate: (value: string) => (value && !/^\d{5}$/.test(value) ? "Enter 5 digits" : null),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Postal code" });
    await userEvent.type(input, "501");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Enter 5 digits");
    await userEvent.type(input, "00");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(canvas.queryByText("Enter 5 digits")).not.toBeInTheDocument();
  },
};

/** Invalid with a message from the caller. */
export const Invalid: Story = {
  args: { label: "Email", defaultValue: "somchai@", isInvalid: true, errorMessage: "Enter an email address like name@example.com" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Enter an email address like name@example.com");
  },
};

/** Disabled: not focusable. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "Somchai Jaidee" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Full name" })).toBeDisabled();
  },
};

/** Password: the toggle reveals and hides the text (Space on the focused toggle). */
export const Password: Story = {
  args: { label: "Password", type: "password", defaultValue: "secret-123" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("Password", { selector: "input" });
    await expect(input).toHaveAttribute("type", "password");
    const toggle = canvas.getByRole("button", { name: "Show password" });
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(input).toHaveAttribute("type", "text");
    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveAttribute("type", "password");
  },
};

/** Multi-line text area. */
export const Multiline: Story = {
  args: { label: "Details", multiline: true, rows: 5, description: "Describe the problem and where it is." },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole("textbox", { name: "Details" });
    await expect(area.tagName).toBe("TEXTAREA");
    await userEvent.type(area, "Line one{Enter}Line two");
    await expect(area).toHaveValue("Line one\nLine two");
  },
};

/** Long Thai label, help and error text wrap inside the field's width. */
export const LongThaiText: Story = {
  args: {
    label: "ที่อยู่ตามทะเบียนบ้านของผู้ยื่นคำร้องขอรับบริการจัดเก็บขยะมูลฝอย",
    description: "กรุณากรอกบ้านเลขที่ หมู่ที่ ตรอก/ซอย ถนน ตำบล อำเภอ และจังหวัดให้ครบถ้วน",
    isInvalid: true,
    errorMessage: "กรุณากรอกที่อยู่ให้ครบถ้วนก่อนยื่นคำร้อง",
    multiline: true,
  },
};

/** Invalid, in the dark scheme. */
export const InvalidDark: Story = { ...Invalid, globals: { scheme: "dark" } };
