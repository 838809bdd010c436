import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { ConfirmationDialog, type ConfirmationDialogProps } from "./confirmation-dialog";

type DemoProps = Omit<ConfirmationDialogProps, "isOpen">;

/** A delete button that asks first and reports the answer. */
function ConfirmationDemo({ onConfirm, onCancel, ...props }: DemoProps) {
  const [isOpen, setOpen] = useState(false);
  const [answer, setAnswer] = useState("none");
  return (
    <div className="flex items-center gap-4">
      <Button variant="danger" onPress={() => setOpen(true)}>Delete shortcut</Button>
      <output className="text-sm">Answer: {answer}</output>
      <ConfirmationDialog
        {...props}
        isOpen={isOpen}
        onConfirm={() => {
          onConfirm();
          setAnswer("confirmed");
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setAnswer("cancelled");
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Primitives/ConfirmationDialog",
  component: ConfirmationDemo,
  args: { onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults: "Confirm action", the generic message; Cancel has the first focus; Confirm answers confirmed. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Delete shortcut" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Confirm action" });
    await expect(dialog).toHaveAccessibleDescription("Are you sure you want to confirm this action?");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Confirm" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(canvas.getByText("Answer: confirmed")).toBeInTheDocument();
  },
};

/** Cancel button answers cancelled. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Delete shortcut" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByText("Answer: cancelled")).toBeInTheDocument();
  },
};

/** Escape answers cancelled (the template ignored Escape) and focus returns to the trigger. */
export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Delete shortcut" });
    await userEvent.click(trigger);
    await screen.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Primary tone with custom wording and a pending confirm button. */
export const PrimaryPending: Story = {
  args: {
    tone: "primary",
    title: "Send the request?",
    message: "The department will be notified and you cannot edit the request afterwards.",
    confirmLabel: "Send",
    isPending: true,
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Delete shortcut" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Send the request?" });
    const send = within(dialog).getByRole("button", { name: /Send/ });
    await expect(send).toHaveAttribute("aria-busy", "true");
    await userEvent.click(send);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
  },
};

/** Thai defaults and long Thai text. */
export const Thai: Story = {
  globals: { locale: "th" },
  args: {
    message:
      "เมื่อลบทางลัดนี้แล้วจะไม่สามารถกู้คืนได้ ท่านต้องการลบทางลัด “ชำระค่าธรรมเนียมเก็บขยะมูลฝอย” ออกจากรายการของท่านหรือไม่",
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Delete shortcut" }));
    const dialog = await screen.findByRole("alertdialog", { name: "ยืนยันการดำเนินการ" });
    await expect(within(dialog).getByRole("button", { name: "ยกเลิก" })).toBeInTheDocument();
    await expect(within(dialog).getByRole("button", { name: "ยืนยัน" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
  },
};

/** Open in the dark scheme (portalled: the scheme comes from `<html>`). */
export const OpenDark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Delete shortcut" }));
    await screen.findByRole("alertdialog");
    await expect(document.documentElement).toHaveClass("dark");
  },
};
