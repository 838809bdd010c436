import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Select } from "./select";

const departments = [
  { id: "technical", label: "Technical works" },
  { id: "health", label: "Public health and environment" },
  { id: "welfare", label: "Social welfare" },
  { id: "education", label: "Education", isDisabled: true },
];

const meta = {
  title: "Primitives/Select",
  component: Select,
  args: { label: "Department", items: departments, onChange: fn() },
  decorators: [(Story) => <div className="max-w-sm"><Story /></div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens, ArrowDown moves, Enter picks; the trigger then shows the choice. */
export const Default: Story = {
  args: { description: "The department that handles your request." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: /Department/ });
    await expect(trigger).toHaveTextContent("Select an option");
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    await expect(within(listbox).getByRole("option", { name: "Education" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith("health");
    await expect(trigger).toHaveTextContent("Public health and environment");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes the list without choosing and returns focus to the trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /Department/ });
    await userEvent.click(trigger);
    await screen.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Invalid with a message next to the field. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: "Choose the department that handles your request", isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Choose the department that handles your request")).toBeVisible();
  },
};

/** Disabled: cannot be opened. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "technical" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /Department/ })).toBeDisabled();
  },
};

/** Long Thai options and label. */
export const LongThaiText: Story = {
  args: {
    label: "หน่วยงานที่รับผิดชอบคำร้อง",
    placeholder: "กรุณาเลือกหน่วยงาน",
    items: [
      { id: "deputy", label: "สำนักปลัดเทศบาล งานป้องกันและบรรเทาสาธารณภัย" },
      { id: "technical", label: "กองช่าง งานไฟฟ้าสาธารณะ ถนน ท่อระบายน้ำ และสะพาน" },
      { id: "health", label: "กองสาธารณสุขและสิ่งแวดล้อม" },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /หน่วยงานที่รับผิดชอบคำร้อง/ }));
    const option = await screen.findByRole("option", { name: "กองสาธารณสุขและสิ่งแวดล้อม" });
    await waitFor(() => expect(option).toBeVisible());
    await userEvent.keyboard("{Escape}");
  },
};

/** Open list in the dark scheme (the popover is portalled; the scheme comes from `<html>`). */
export const OpenDark: Story = {
  globals: { scheme: "dark" },
  args: { defaultValue: "health" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Department/ }));
    const option = await screen.findByRole("option", { name: "Public health and environment" });
    await expect(option).toHaveAttribute("aria-selected", "true");
    await expect(document.documentElement).toHaveClass("dark");
  },
};
