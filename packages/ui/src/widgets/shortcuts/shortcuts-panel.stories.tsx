import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { RouterProvider } from "react-aria-components";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { Shortcut, ShortcutInput } from "./shortcut-types";
import { shortcutsLabels } from "./shortcuts-labels";
import { ShortcutsPanel, type ShortcutsPanelProps } from "./shortcuts-panel";
import { manyShortcuts, shortcutsEn, shortcutsTh } from "./shortcuts.fixtures";

const navigate = fn().mockName("navigate");

/**
 * A parent like the portal: it holds the shortcuts and answers each callback asynchronously (or fails when
 * `fail` is set), after which the list changes.
 */
function StatefulShortcuts({
  shortcuts: initial,
  onCreate,
  onUpdate,
  onDelete,
  fail = false,
  ...props
}: ShortcutsPanelProps & { fail?: boolean }) {
  const [shortcuts, setShortcuts] = useState(initial);
  const answer = (apply: () => void) =>
    new Promise<void>((resolve, reject) =>
      setTimeout(() => {
        if (fail) {
          reject(new Error("server error"));
          return;
        }
        apply();
        resolve();
      }, 30),
    );
  return (
    <RouterProvider navigate={navigate}>
      <div className="flex justify-end">
        <ShortcutsPanel
          {...props}
          shortcuts={shortcuts}
          onCreate={(input: ShortcutInput) => {
            onCreate?.(input);
            return answer(() => setShortcuts((list) => [...(list ?? []), { ...input, id: `new-${input.label}` }]));
          }}
          onUpdate={(id: string, input: ShortcutInput) => {
            onUpdate?.(id, input);
            return answer(() => setShortcuts((list) => list?.map((s: Shortcut) => (s.id === id ? { ...input, id } : s))));
          }}
          onDelete={(id: string) => {
            onDelete?.(id);
            return answer(() => setShortcuts((list) => list?.filter((s: Shortcut) => s.id !== id)));
          }}
        />
      </div>
    </RouterProvider>
  );
}

const meta = {
  title: "Widgets/Shortcuts",
  component: ShortcutsPanel,
  args: { shortcuts: shortcutsEn, onCreate: fn(), onUpdate: fn(), onDelete: fn() },
  render: (args) => <StatefulShortcuts {...args} />,
} satisfies Meta<typeof ShortcutsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPanel(canvasElement: HTMLElement, name = "Shortcuts") {
  await userEvent.click(within(canvasElement).getByRole("button", { name }));
  const dialog = await screen.findByRole("dialog");
  return { dialog, panel: within(dialog) };
}

async function toModify(panel: ReturnType<typeof within>) {
  await userEvent.click(panel.getByRole("button", { name: "Edit shortcuts" }));
  await waitFor(() => expect(panel.getByRole("button", { name: "Done" })).toBeInTheDocument());
}

/** View: tiles are links (router or full page). Edit goes to modify (tiles become edit buttons); Done goes back. */
export const ViewAndModify: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, panel } = await openPanel(canvasElement);
    await expect(dialog).toHaveAccessibleName("Shortcuts");
    const links = panel.getAllByRole("link");
    await expect(links).toHaveLength(4);
    await expect(panel.getByRole("link", { name: /Home/ })).toHaveAttribute("href", "/");
    await expect(panel.getByRole("link", { name: /Municipality website/ })).toHaveAttribute("href", "https://example.org/");
    await expect(panel.queryByRole("button", { name: "Add shortcut" })).toBeNull();

    await toModify(panel);
    await expect(dialog).toHaveAccessibleName(/Editing/);
    await expect(panel.getByRole("button", { name: "Done" })).toHaveFocus();
    await expect(panel.queryAllByRole("link")).toHaveLength(0);
    await expect(panel.getByRole("button", { name: "Edit shortcut Home" })).toBeInTheDocument();

    await userEvent.click(panel.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(panel.getByRole("button", { name: "Edit shortcuts" })).toHaveFocus());
    await expect(panel.getAllByRole("link")).toHaveLength(4);
  },
};

/** A router tile navigates through the app's router and closes the panel. */
export const FollowRouterShortcut: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const { panel } = await openPanel(canvasElement);
    await userEvent.click(panel.getByRole("link", { name: /Complaints/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    await expect(navigate.mock.calls[0]?.[0]).toBe("/e-service/complaints");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** Modify, then Add: an empty form, Save disabled until label, icon and link are filled; saving returns to modify. */
export const AddShortcut: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, panel } = await openPanel(canvasElement);
    await toModify(panel);
    await userEvent.click(panel.getByRole("button", { name: "Add shortcut" }));
    await expect(dialog).toHaveAccessibleName(/Add new/);
    const label = panel.getByRole("textbox", { name: /Label/ });
    await expect(label).toHaveFocus();
    await expect(label).toHaveValue("");
    await expect(panel.getByRole("checkbox", { name: "Open inside the portal" })).toBeChecked();
    const save = panel.getByRole("button", { name: "Add" });
    await expect(save).toBeDisabled();

    await userEvent.type(label, "Reports");
    await expect(save).toBeDisabled();
    await userEvent.type(panel.getByRole("textbox", { name: /Icon/ }), "file-text");
    await expect(save).toBeDisabled();
    await userEvent.type(panel.getByRole("textbox", { name: /Link/ }), "/reports");
    await expect(save).toBeEnabled();

    await userEvent.click(save);
    await expect(args.onCreate).toHaveBeenCalledWith({ label: "Reports", icon: "file-text", link: "/reports", useRouter: true });
    await waitFor(() => expect(panel.getByRole("button", { name: "Done" })).toBeInTheDocument());
    await expect(panel.getByRole("button", { name: "Edit shortcut Reports" })).toBeInTheDocument();
  },
};

/** A required field left empty says so. */
export const RequiredFieldMessage: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await openPanel(canvasElement);
    await toModify(panel);
    await userEvent.click(panel.getByRole("button", { name: "Add shortcut" }));
    await expect(panel.getByRole("textbox", { name: /Label/ })).toHaveFocus();
    await userEvent.tab();
    await expect(panel.getByRole("textbox", { name: /Label/ })).toHaveAttribute("aria-invalid", "true");
    await expect(panel.getByText("Required")).toBeInTheDocument();
    await expect(panel.getByText("Fill in the label, icon and link to save.")).toBeInTheDocument();
  },
};

/** Modify, then a tile: the form is prefilled; Update calls `onUpdate` and returns to modify. */
export const EditShortcut: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, panel } = await openPanel(canvasElement);
    await toModify(panel);
    await userEvent.click(panel.getByRole("button", { name: "Edit shortcut Complaints" }));
    await expect(dialog).toHaveAccessibleName(/Editing/);
    const label = panel.getByRole("textbox", { name: /Label/ });
    await expect(label).toHaveValue("Complaints");
    await expect(panel.getByRole("textbox", { name: /Link/ })).toHaveValue("/e-service/complaints");
    await userEvent.clear(label);
    await userEvent.type(label, "My complaints");
    await userEvent.click(panel.getByRole("checkbox", { name: "Open inside the portal" }));
    await userEvent.click(panel.getByRole("button", { name: "Update" }));
    await expect(args.onUpdate).toHaveBeenCalledWith("s2", {
      label: "My complaints",
      description: "Submit or follow a complaint",
      icon: "megaphone",
      link: "/e-service/complaints",
      useRouter: false,
    });
    await waitFor(() => expect(panel.getByRole("button", { name: "Edit shortcut My complaints" })).toBeInTheDocument());
  },
};

/** Cancel from add and from edit goes to view (docs/spec/portal-spec.md section 4). */
export const CancelGoesToView: Story = {
  play: async ({ canvasElement, args }) => {
    const { panel } = await openPanel(canvasElement);
    await toModify(panel);
    await userEvent.click(panel.getByRole("button", { name: "Add shortcut" }));
    await userEvent.click(panel.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(panel.getByRole("button", { name: "Edit shortcuts" })).toHaveFocus());
    await expect(panel.getAllByRole("link")).toHaveLength(4);

    await toModify(panel);
    await userEvent.click(panel.getByRole("button", { name: "Edit shortcut Home" }));
    await userEvent.click(panel.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(panel.getByRole("button", { name: "Edit shortcuts" })).toBeInTheDocument());
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** Delete exists only in edit, asks first; cancelling keeps the shortcut, confirming deletes and returns to modify. */
export const DeleteWithConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const { panel } = await openPanel(canvasElement);
    await toModify(panel);
    await userEvent.click(panel.getByRole("button", { name: "Add shortcut" }));
    await expect(panel.queryByRole("button", { name: "Delete" })).toBeNull();
    await userEvent.click(panel.getByRole("button", { name: "Cancel" }));

    await toModify(panel);
    await userEvent.click(panel.getByRole("button", { name: "Edit shortcut Documents" }));
    await userEvent.click(panel.getByRole("button", { name: "Delete" }));
    let confirm = within(await screen.findByRole("alertdialog"));
    await expect(confirm.getByText("Delete the shortcut “Documents”? This cannot be undone.")).toBeInTheDocument();
    await userEvent.click(confirm.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(panel.getByRole("button", { name: "Delete" }));
    confirm = within(await screen.findByRole("alertdialog"));
    await userEvent.click(confirm.getByRole("button", { name: "Delete" }));
    await expect(args.onDelete).toHaveBeenCalledWith("s3");
    await waitFor(() => expect(panel.getByRole("button", { name: "Done" })).toBeInTheDocument());
    await expect(panel.queryByRole("button", { name: "Edit shortcut Documents" })).toBeNull();
  },
};

/** A failing save keeps the form and its values, and says what happened. */
export const SaveFails: Story = {
  render: (args) => <StatefulShortcuts {...args} fail />,
  play: async ({ canvasElement, args }) => {
    const { panel } = await openPanel(canvasElement);
    await toModify(panel);
    await userEvent.click(panel.getByRole("button", { name: "Edit shortcut Home" }));
    await userEvent.click(panel.getByRole("button", { name: "Update" }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
    await expect(await panel.findByRole("alert")).toHaveTextContent("The shortcut could not be saved.");
    await expect(panel.getByRole("textbox", { name: /Label/ })).toHaveValue("Home");
    await expect(panel.getByRole("button", { name: "Update" })).toBeEnabled();
  },
};

/** Escape closes from any mode, focus returns to the button, and the next opening starts in view. */
export const ClosingReturnsToView: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await openPanel(canvasElement);
    await toModify(panel);
    await userEvent.click(panel.getByRole("button", { name: "Add shortcut" }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(within(canvasElement).getByRole("button", { name: "Shortcuts" })).toHaveFocus());
    const reopened = await openPanel(canvasElement);
    await expect(reopened.dialog).toHaveAccessibleName("Shortcuts");
    await expect(reopened.panel.getByRole("button", { name: "Edit shortcuts" })).toBeInTheDocument();
  },
};

/** No shortcuts: the empty state (still editable). */
export const Empty: Story = {
  args: { shortcuts: [] },
  play: async ({ canvasElement }) => {
    const { panel } = await openPanel(canvasElement);
    await expect(panel.getByText("No shortcuts")).toBeInTheDocument();
    await expect(panel.getByRole("button", { name: "Edit shortcuts" })).toBeEnabled();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { shortcuts: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    const { panel } = await openPanel(canvasElement);
    await expect(panel.getByRole("progressbar", { name: "Loading shortcuts…" })).toBeInTheDocument();
  },
};

/** Loading failed. */
export const LoadingFailed: Story = {
  args: { shortcuts: undefined, error: true },
  play: async ({ canvasElement }) => {
    const { panel } = await openPanel(canvasElement);
    await expect(panel.getByRole("alert")).toHaveTextContent("Shortcuts could not be loaded.");
  },
};

/** Thirty shortcuts scroll inside the panel. */
export const ManyItems: Story = {
  args: { shortcuts: manyShortcuts },
  play: async ({ canvasElement }) => {
    const { panel } = await openPanel(canvasElement);
    await expect(panel.getAllByRole("link")).toHaveLength(30);
  },
};

/** Thai labels and long Thai shortcuts. */
export const LongThaiText: Story = {
  args: { shortcuts: shortcutsTh, labels: shortcutsLabels.th },
  play: async ({ canvasElement }) => {
    const { dialog, panel } = await openPanel(canvasElement, "ทางลัด");
    await expect(panel.getAllByRole("link")).toHaveLength(3);
    await userEvent.click(panel.getByRole("button", { name: "แก้ไขทางลัด" }));
    await waitFor(() => expect(dialog).toHaveAccessibleName(/กำลังแก้ไข/));
  },
};

/** From 600 px: a 360 px popover under the button (forced here, whatever the viewport). */
export const WidePopover: Story = {
  args: { presentation: "popover" },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPanel(canvasElement);
    await expect(dialog.closest("[data-presentation]")).toHaveAttribute("data-presentation", "popover");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(within(canvasElement).getByRole("button", { name: "Shortcuts" })).toHaveFocus());
  },
};
