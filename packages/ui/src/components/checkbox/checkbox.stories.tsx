import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Checkbox } from "./checkbox";

const meta = {
  title: "Primitives/Checkbox",
  component: Checkbox,
  args: { children: "Send me updates about my request", onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space toggles the focused checkbox. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Send me updates about my request" });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
  },
};

/** Selected, indeterminate and with help text. */
export const States: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Checkbox {...args} defaultSelected>Selected</Checkbox>
      <Checkbox {...args} isIndeterminate>Some selected</Checkbox>
      <Checkbox {...args} description="We send at most one e-mail a week.">With help text</Checkbox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "Selected" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Some selected" })).toBePartiallyChecked();
    await expect(canvas.getByRole("checkbox", { name: "With help text" })).toHaveAccessibleDescription(
      "We send at most one e-mail a week.",
    );
  },
};

/** Disabled: not focusable, not toggled. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("checkbox")).toBeDisabled();
  },
};

/** Invalid with its message next to it. */
export const Invalid: Story = {
  args: { children: "I accept the terms of service", isInvalid: true, errorMessage: "Accept the terms to continue" },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "I accept the terms of service" });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription("Accept the terms to continue");
  },
};

/** Long Thai label wraps beside the box. */
export const LongThaiText: Story = {
  args: {
    children:
      "ข้าพเจ้ายินยอมให้เทศบาลเก็บรวบรวม ใช้ และเปิดเผยข้อมูลส่วนบุคคลเพื่อการให้บริการตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. ๒๕๖๒",
  },
};

/** States in the dark scheme. */
export const StatesDark: Story = { ...States, globals: { scheme: "dark" } };
