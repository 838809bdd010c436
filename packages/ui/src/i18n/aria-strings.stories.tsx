import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Dialog, DialogTrigger } from "react-aria-components";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../components/button";
import { Icon } from "../components/icon";
import { Popover } from "../components/popover";

/**
 * react-aria's own built-in strings follow the ui language (tracker issue 9, item 4): the hidden "Dismiss"
 * button that popovers give screen-reader users, and the pending button's announcement.
 */
function AriaStringsDemo() {
  const [isPending, setPending] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <DialogTrigger>
        <Button variant="secondary">{"ตัวกรอง"}</Button>
        <Popover placement="bottom start">
          <Dialog aria-label="ตัวกรอง" className="p-4 outline-none">
            <p>{"ตัวกรองรายการคำร้อง"}</p>
          </Dialog>
        </Popover>
      </DialogTrigger>
      {/* Icon-only, so react-aria joins the spinner's label into the name it announces. */}
      <Button aria-label="บันทึก" onPress={() => setPending(true)} isPending={isPending}>
        <Icon name="check" size={20} />
      </Button>
      <Button variant="quiet" onPress={() => setPending(false)}>
        {"รีเซ็ต"}
      </Button>
    </div>
  );
}

const meta = {
  title: "Foundations/Language/React Aria strings",
  component: AriaStringsDemo,
  globals: { locale: "th" },
} satisfies Meta<typeof AriaStringsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name an `aria-labelledby` gives: each named element's `aria-label`, else its text. */
function labelledByText(element: Element): string {
  const ids = (element.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean);
  return ids
    .map((id) => element.ownerDocument.getElementById(id))
    .map((named) => named?.getAttribute("aria-label") ?? named?.textContent ?? "")
    .join(" ");
}

/** In Thai, the popover's hidden dismiss buttons are named "ปิด", never "Dismiss". */
export const ThaiDismiss: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "ตัวกรอง" }));
    const dialog = await screen.findByRole("dialog", { name: "ตัวกรอง" });
    const popover = dialog.closest("[data-trigger]") ?? dialog.parentElement!;
    const dismiss = within(popover as HTMLElement).getAllByRole("button", { name: "ปิด", hidden: true });
    await expect(dismiss.length).toBeGreaterThan(0);
    await expect(screen.queryByRole("button", { name: "Dismiss", hidden: true })).toBeNull();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "ตัวกรอง" })).toBeNull());
  },
};

/**
 * In Thai, a pending (icon-only) button announces its Thai name with the Thai "loading" label: react-aria
 * announces the button labelled by itself and its spinner; the spinner's label is the ui string `loading`.
 */
export const ThaiPendingAnnouncement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "บันทึก" }));
    const button = canvas.getByRole("button", { name: /บันทึก/ });
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
    await expect(button).toHaveAccessibleName("บันทึก กำลังโหลด…");
    // react-aria's live announcer: an assertive region holding a node labelled by the button (and spinner).
    const announcement = await waitFor(() => {
      const node = canvasElement.ownerDocument.querySelector("[data-live-announcer] [aria-labelledby]");
      expect(node).not.toBeNull();
      return node!;
    });
    const text = labelledByText(announcement);
    await expect(text).toMatch(/บันทึก/);
    await expect(text).toMatch(/กำลังโหลด/);
    await expect(text).not.toMatch(/Loading|Dismiss/);
    await userEvent.click(canvas.getByRole("button", { name: "รีเซ็ต" }));
  },
};
