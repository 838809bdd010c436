import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { LanguageMenu, type LanguageMenuProps, type LanguageOption } from "./language-menu";

const languages: LanguageOption[] = [
  { id: "en", label: "English" },
  { id: "th", label: "ไทย" },
];

/** The menu with its own state, reporting changes to `onChange`. */
function LanguageMenuDemo({ onChange, value: initial }: Pick<LanguageMenuProps, "onChange" | "value">) {
  const [value, setValue] = useState(initial);
  return (
    <LanguageMenu
      languages={languages}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

/** The trigger button. */
async function loadedTrigger(canvasElement: HTMLElement, name: string | RegExp): Promise<HTMLElement> {
  return within(canvasElement).findByRole("button", { name });
}

const meta = {
  title: "Widgets/Languages",
  component: LanguageMenuDemo,
  args: { value: "en", onChange: fn() },
} satisfies Meta<typeof LanguageMenuDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard: Enter opens, the current language is checked, ArrowDown + Enter picks Thai; focus returns. The
 * button's name starts with its visible code (WCAG 2.5.3 "Label in Name").
 */
export const KeyboardChoose: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = await loadedTrigger(canvasElement, "EN – Change language, current: English");
    await expect(trigger).toHaveTextContent(/^EN$/);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu", { name: "EN – Change language, current: English" });
    const english = within(menu).getByRole("menuitemradio", { name: "English" });
    const thai = within(menu).getByRole("menuitemradio", { name: "ไทย" });
    await expect(english).toHaveAttribute("aria-checked", "true");
    await expect(thai).toHaveAttribute("aria-checked", "false");
    await expect(thai).toHaveAttribute("lang", "th");
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(thai).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith("th");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent(/^TH$/);
    await expect(trigger).toHaveAccessibleName("TH – Change language, current: ไทย");
  },
};

/** Choosing the current language again changes nothing; Escape closes. */
export const SameLanguageAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = await loadedTrigger(canvasElement, /Change language/);
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("menuitemradio", { name: "English" }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    // The menu gives focus back to its trigger once it has closed; a click before that can land on the closing menu.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await screen.findByRole("menu");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

/** Thai interface, dark scheme. */
export const ThaiDark: Story = {
  args: { value: "th" },
  globals: { locale: "th", scheme: "dark" },
  play: async ({ canvasElement }) => {
    await userEvent.click(await loadedTrigger(canvasElement, "TH – เปลี่ยนภาษา ภาษาปัจจุบัน: ไทย"));
    const menu = await screen.findByRole("menu", { name: "TH – เปลี่ยนภาษา ภาษาปัจจุบัน: ไทย" });
    await expect(within(menu).getByRole("menuitemradio", { name: "ไทย" })).toHaveAttribute("aria-checked", "true");
    await userEvent.keyboard("{Escape}");
  },
};

/** Pressed at once (the popup's code may still be loading): the menu opens as soon as it is there; ArrowUp opens it too. */
export const PressedAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "EN – Change language, current: English" });
    await userEvent.click(button);
    const menu = await screen.findByRole("menu");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(within(menu).getByRole("menuitemradio", { name: "English" })).toHaveAttribute("aria-checked", "true");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute("aria-expanded", "false");
    // ArrowUp opens it from the keyboard too (focus on the checked language, as react-aria's menus do).
    await userEvent.keyboard("{ArrowUp}");
    const reopened = await screen.findByRole("menu");
    await waitFor(() => expect(within(reopened).getByRole("menuitemradio", { name: "English" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
  },
};
