import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../button/button";
import { EmptyState } from "./empty-state";

const onCreate = fn();

const meta = {
  title: "Product/EmptyState",
  component: EmptyState,
  args: {
    title: "No requests yet",
    description: "Requests you send to the municipality appear here.",
    icon: "inbox",
    headingLevel: 2,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title as a heading, description, decorative icon. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "No requests yet" })).toBeInTheDocument();
    await expect(canvasElement.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

/** With an action: reachable by Tab, Enter presses it. */
export const WithAction: Story = {
  args: {
    action: (
      <Button onPress={onCreate}>Send a new request</Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onCreate.mockClear();
    const button = within(canvasElement).getByRole("button", { name: "Send a new request" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

/** Without a title: the translated default ("No results"); no icon; a paragraph, not a heading. */
export const Defaults: Story = {
  args: { title: undefined, description: undefined, icon: null, headingLevel: "none" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No results")).toBeInTheDocument();
    await expect(canvas.queryByRole("heading")).toBeNull();
    await expect(canvasElement.querySelector("svg")).toBeNull();
  },
};

/** Thai default title. */
export const DefaultsThai: Story = {
  ...Defaults,
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("ไม่พบข้อมูล")).toBeInTheDocument();
  },
};

/** Long Thai text wraps and stays centred at 360 px. */
export const LongThaiText: Story = {
  globals: { locale: "th" },
  args: {
    icon: "search",
    title: "ไม่พบคำร้องเรียนที่ตรงกับเงื่อนไขการค้นหาของท่านในปีงบประมาณที่เลือก",
    description:
      "กรุณาตรวจสอบคำค้นหา ช่วงวันที่ และสถานะของคำร้องอีกครั้ง หรือติดต่อเจ้าหน้าที่เทศบาลในวันและเวลาราชการเพื่อขอความช่วยเหลือเพิ่มเติม",
    action: <Button variant="secondary">ล้างเงื่อนไขการค้นหา</Button>,
  },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>("[data-slot=empty-state]")!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Dark scheme (axe checks contrast there too). */
export const WithActionDark: Story = { ...WithAction, globals: { scheme: "dark" } };
