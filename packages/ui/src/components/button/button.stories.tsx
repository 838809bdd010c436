import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "./button";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "Save", onPress: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "quiet", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Primary button: Enter and Space press it from the keyboard. */
export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Save" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute("data-focus-visible", "true");
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** Every look side by side, in both sizes. */
export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {(["md", "sm"] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3">
          <Button {...args} size={size} variant="primary">Primary</Button>
          <Button {...args} size={size} variant="secondary">Secondary</Button>
          <Button {...args} size={size} variant="quiet">Quiet</Button>
          <Button {...args} size={size} variant="danger">Delete</Button>
        </div>
      ))}
    </div>
  ),
};

/** Disabled: not focusable, presses do nothing. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Save" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Pending: a spinner, `aria-busy`, focus kept, presses ignored. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: /Save/ });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button.querySelector("[data-slot=spinner]")).not.toBeNull();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * Pending, then gone (a sign-in button once the next page shows): react-aria announces the focused pending button
 * in its live region as a `role="img"` labelled by the button; when the button unmounts, that announcement is
 * cleared at once instead of staying 7 s without a name (axe `role-img-alt` on the page that follows).
 */
export const PendingThenUnmounted: Story = {
  render: function Render() {
    const [state, setState] = useState<"idle" | "pending" | "done">("idle");
    useEffect(() => {
      if (state !== "pending") return;
      const timer = setTimeout(() => setState("done"), 300);
      return () => clearTimeout(timer);
    }, [state]);
    if (state === "done") return <p>Signed in</p>;
    return (
      <Button isPending={state === "pending"} onPress={() => setState("pending")}>
        Sign in
      </Button>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const announcement = () => document.querySelector('[data-live-announcer] [role="img"]');
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(announcement()).not.toBeNull());
    // The page moves on while the announcement is still within its 7 s: nothing nameless is left behind.
    await expect(await canvas.findByText("Signed in")).toBeVisible();
    await waitFor(() => expect(announcement()).toBeNull(), { timeout: 1000 });
  },
};

/** Long Thai label: stays on one line and readable. */
export const LongThaiText: Story = {
  args: { children: "ยื่นคำร้องขอรับบริการจัดเก็บขยะมูลฝอยประจำปีงบประมาณ", variant: "secondary" },
};

/** A passed `className` overrides the recipe's classes (`lib/class-merge.ts`). */
export const ClassNameOverride: Story = {
  args: { className: "rounded-none px-8" },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Save" });
    await expect(button.className).toContain("rounded-none");
    await expect(button.className).not.toContain("rounded-lg");
    await expect(button.className).toContain("px-8");
    await expect(button.className).not.toContain("px-4");
  },
};

/** Every look in the dark scheme (axe checks contrast there too). */
export const VariantsDark: Story = { ...Variants, globals: { scheme: "dark" } };

/** Every look in the amber theme, whose light primary is dark enough for white text. */
export const VariantsAmber: Story = { ...Variants, globals: { theme: "amber" } };
