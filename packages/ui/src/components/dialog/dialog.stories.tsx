import type { Meta, StoryObj } from "@storybook/react-vite";
import { DialogTrigger } from "react-aria-components";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { TextField } from "../text-field/text-field";
import { Dialog, Modal } from "./dialog";

/** A button that opens a dialog with a form. */
function DialogDemo({ isDismissable = false }: { isDismissable?: boolean }) {
  return (
    <DialogTrigger>
      <Button variant="secondary">Edit contact</Button>
      <Modal isDismissable={isDismissable}>
        <Dialog
          title="Contact details"
          footer={(close) => (
            <>
              <Button variant="secondary" onPress={close}>Cancel</Button>
              <Button onPress={close}>Save</Button>
            </>
          )}
        >
          <TextField label="Phone" defaultValue="081 234 5678" />
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

const meta = {
  title: "Primitives/Dialog",
  component: DialogDemo,
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter opens; focus moves in and is trapped; Escape closes and focus returns to the trigger. */
export const KeyboardOpenTrapEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Edit contact" });
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Contact details" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The close (X) button is named "Close" and closes the dialog. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Edit contact" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** Thai: the close button is named "ปิด". */
export const Thai: Story = {
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Edit contact" }));
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("button", { name: "ปิด" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};
