import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { RadioGroup } from "./radio-group";

const transport = [
  { value: "self", label: "I collect and return them myself" },
  { value: "delivery", label: "Delivered by the municipality" },
  { value: "none", label: "No transport needed", isDisabled: true },
] as const;

const meta = {
  title: "Primitives/RadioGroup",
  component: RadioGroup,
  args: { label: "Transport", options: transport, onChange: fn() },
} satisfies Meta<typeof RadioGroup<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tab stop; Space selects the focused option; arrow keys move and select, skipping a disabled option. */
export const Default: Story = {
  args: { description: "The municipality delivers within 10 km." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("radiogroup", { name: "Transport" });
    await expect(group).toHaveAccessibleDescription("The municipality delivers within 10 km.");
    await userEvent.tab();
    const self = canvas.getByRole("radio", { name: transport[0].label });
    await expect(self).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(self).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("self");
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: transport[1].label })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("delivery");
    await expect(canvas.getByRole("radio", { name: transport[2].label })).toBeDisabled();
  },
};

/** Required and unanswered: the message next to the group, linked to it. */
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: "Choose how the equipment travels", validationBehavior: "aria" },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("radiogroup", { name: "Transport" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("Choose how the equipment travels");
  },
};

/** A question answered in one tap: pills in a row; the chosen one shows a check mark, not only a colour. */
export const Pills: Story = {
  args: {
    label: "Was your matter resolved?",
    appearance: "pills",
    options: [
      { value: "yes", label: "Yes" },
      { value: "no", label: "No" },
    ],
  },
  render: function Controlled(args) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <RadioGroup
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const yes = canvas.getByRole("radio", { name: "Yes" });
    await expect(canvasElement.querySelector("svg")).toBeNull();
    await userEvent.click(canvas.getByText("Yes"));
    await expect(yes).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("yes");
    await expect(canvasElement.querySelectorAll("svg")).toHaveLength(1);
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "No" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "No" })).toHaveFocus();
  },
};

/** Long Thai labels wrap beside the circle. */
export const LongThaiText: Story = {
  args: {
    label: "ต้องการให้เทศบาลขนส่งอุปกรณ์หรือไม่",
    options: [
      { value: "self", label: "ผู้ยืมมารับและนำมาคืนเอง ณ สำนักปลัดเทศบาล ในวันและเวลาราชการ" },
      { value: "delivery", label: "ให้เทศบาลจัดส่งและรับคืน (ภายในเขตเทศบาล)" },
    ],
  },
};

/** Pills in the dark scheme. */
export const PillsDark: Story = { ...Pills, globals: { scheme: "dark" } };
