import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Switch } from "./switch";

const meta = {
  title: "Primitives/Switch",
  component: Switch,
  args: { children: "Open with the router", onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space toggles the focused switch; it is announced as a switch that is on or off. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole("switch", { name: "Open with the router" });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(control).not.toBeChecked();
  },
};

/** On and disabled, light and dark. */
export const States: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Switch {...args} defaultSelected>On</Switch>
      <Switch {...args} isDisabled>Disabled</Switch>
      <Switch {...args} isDisabled defaultSelected>Disabled, on</Switch>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("switch", { name: "On" })).toBeChecked();
    await expect(canvas.getByRole("switch", { name: "Disabled" })).toBeDisabled();
  },
};

/** States in the dark scheme. */
export const StatesDark: Story = { ...States, globals: { scheme: "dark" } };

/** Long Thai label. */
export const LongThaiText: Story = {
  args: { children: "เปิดลิงก์ภายในระบบโดยไม่โหลดหน้าใหม่ (ใช้ตัวนำทางของแอปพลิเคชัน)" },
};
