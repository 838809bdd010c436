import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FullscreenToggle } from "./fullscreen-toggle";
import { fullscreenLabels } from "./fullscreen-labels";
import { createFakeFullscreenDocument } from "./fullscreen.fixtures";

/**
 * The fullscreen toggle of the top bar (docs/spec/portal-spec.md sections 2 and 8). The stories pass a stand-in document
 * so that every browser situation can be shown and tested inside the Storybook iframe.
 */
const meta = {
  title: "Widgets/Fullscreen",
  component: FullscreenToggle,
} satisfies Meta<typeof FullscreenToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Standard API: the name and icon follow the state, also when the browser leaves fullscreen by itself (Esc). */
export const Supported: Story = {
  args: { fullscreenDocument: createFakeFullscreenDocument("standard") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Enter fullscreen" });
    await expect(button.querySelector("[data-icon=maximize]")).not.toBeNull();
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Exit fullscreen" })).toBeInTheDocument());
    await expect(canvas.getByRole("button").querySelector("[data-icon=minimize]")).not.toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Exit fullscreen" }));
    await waitFor(() => expect(canvas.getByRole("button", { name: "Enter fullscreen" })).toBeInTheDocument());
    await expect(canvas.getByRole("alert")).toHaveTextContent("");
  },
};

/** Only the webkit-prefixed API (older Safari): the toggle still works. */
export const WebkitOnly: Story = {
  args: { fullscreenDocument: createFakeFullscreenDocument("webkit") },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Enter fullscreen" }));
    await waitFor(() => expect(canvas.getByRole("button", { name: "Exit fullscreen" })).toBeInTheDocument());
    // The browser leaves fullscreen by itself (the user pressed Esc): the name follows.
    const doc = args.fullscreenDocument as ReturnType<typeof createFakeFullscreenDocument>;
    doc.webkitFullscreenElement = null;
    doc.fire("webkitfullscreenchange");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Enter fullscreen" })).toBeInTheDocument());
  },
};

/** No Fullscreen API: pressing shows and announces the spec's message (docs/spec/portal-spec.md section 8), no throw. */
export const NotSupported: Story = {
  args: { fullscreenDocument: createFakeFullscreenDocument("none") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("");
    await userEvent.click(canvas.getByRole("button", { name: "Enter fullscreen" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("Fullscreen mode is not supported by this browser.");
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("alert")).toHaveTextContent("");
  },
};

/** Thai labels, as the portal passes them. */
export const Thai: Story = {
  args: { fullscreenDocument: createFakeFullscreenDocument("none"), labels: fullscreenLabels.th },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "แสดงผลเต็มหน้าจอ" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("เบราว์เซอร์นี้ไม่รองรับการแสดงผลแบบเต็มหน้าจอ");
  },
};
