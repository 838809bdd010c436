import { useEffect, useRef, useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { ComboBox, type ComboBoxOption } from "./combo-box";

const staff: ComboBoxOption[] = [
  { id: "11", label: "นายสมศักดิ์ แก้วมณี", description: "งานวิศวกรรม กองช่าง" },
  { id: "12", label: "นางสาวกรรณิกา ทองดี", description: "งานรักษาความสะอาด กองสาธารณสุขฯ" },
  { id: "13", label: "นางปราณี บุญมา", description: "งานสารบรรณ สำนักปลัด" },
  { id: "14", label: "Mr James Wilson", description: "Public Works Division" },
  { id: "15", label: "นายมานพ ใจกล้า (deactivated)", isDisabled: true },
];

const meta = {
  title: "Primitives/ComboBox",
  component: ComboBox,
  args: { label: "Staff member", items: staff, onSelectionChange: fn() },
  decorators: [(Story) => <div className="max-w-sm"><Story /></div>],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: type part of a Thai name, ArrowDown + Enter picks; the input shows the choice. */
export const Default: Story = {
  args: { description: "Type part of the name." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Staff member" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("กรรณ");
    const listbox = await screen.findByRole("listbox");
    await expect(within(listbox).getAllByRole("option")).toHaveLength(1);
    await expect(within(listbox).getByRole("option", { name: /นางสาวกรรณิกา ทองดี/ })).toHaveAccessibleDescription("งานรักษาความสะอาด กองสาธารณสุขฯ");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onSelectionChange).toHaveBeenCalledWith("12");
    await expect(input).toHaveValue("นางสาวกรรณิกา ทองดี");
  },
};

/** Nothing matches: the open list says so instead of closing. Escape closes it. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("combobox", { name: "Staff member" });
    await userEvent.click(input);
    await userEvent.keyboard("zzz");
    const empty = await screen.findByText("No results");
    await waitFor(() => expect(empty).toBeVisible());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
  },
};

/** The list opens from its button; a disabled option cannot be picked. */
export const OpenFromButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    const listbox = await screen.findByRole("listbox");
    await expect(within(listbox).getAllByRole("option")).toHaveLength(staff.length);
    await expect(within(listbox).getByRole("option", { name: /มานพ/ })).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{Escape}");
  },
};

/** A search answered by the app (as a server search would): a spinner while it runs, then the matches. */
function ServerSearchDemo(props: { onSelectionChange?: (key: string | number | null) => void }) {
  const [text, setText] = useState("");
  const [items, setItems] = useState<ComboBoxOption[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    if (!value.trim()) return setItems([]);
    setLoading(true);
    timer.current = setTimeout(() => {
      setItems(staff.filter((s) => s.label.toLowerCase().includes(value.trim().toLowerCase())));
      setLoading(false);
    }, 200);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <ComboBox
      label="Staff member"
      items={items}
      isServerFiltered
      isLoading={loading}
      inputValue={text}
      onInputChange={search}
      onSelectionChange={props.onSelectionChange}
      emptyText={text.trim() ? "No staff member has this name" : "Type a name"}
    />
  );
}

/** `isServerFiltered`: the options follow the app's answers to the typed text. */
export const ServerSearch: Story = {
  render: (args) => <ServerSearchDemo onSelectionChange={args.onSelectionChange} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("combobox", { name: "Staff member" });
    await userEvent.click(input);
    await userEvent.keyboard("wil");
    const option = await screen.findByRole("option", { name: /Mr James Wilson/ });
    await waitFor(() => expect(option).toBeVisible());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onSelectionChange).toHaveBeenCalledWith("14");
  },
};

/** Invalid with a message next to the field. */
export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: "Choose a staff member" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Choose a staff member")).toBeVisible();
  },
};

/** Open in the dark scheme (the popover is portalled; the scheme comes from `<html>`). */
export const OpenDark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    const option = await screen.findByRole("option", { name: /นางปราณี บุญมา/ });
    await waitFor(() => expect(option).toBeVisible());
    await expect(document.documentElement).toHaveClass("dark");
  },
};
