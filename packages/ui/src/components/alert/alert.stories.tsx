import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Alert } from "./alert";

const meta = {
  title: "Primitives/Alert",
  component: Alert,
  args: { children: "Your request was saved as a draft." },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Info is polite (`role="status"`); the icon names the tone. */
export const Info: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("status");
    await expect(alert).toHaveTextContent("Your request was saved as a draft.");
    await expect(within(alert).getByRole("img", { name: "Information" })).toBeInTheDocument();
  },
};

/** Every tone, with titles. Errors and warnings use `role="alert"`. */
export const Tones: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-3">
      <Alert tone="info" title="Office hours">The office is open Monday to Friday, 08:30 to 16:30.</Alert>
      <Alert tone="success" title="Payment received">Your garbage fee for 2026 is paid.</Alert>
      <Alert tone="warning" title="Session ends soon">Save your work; you will be signed out in 5 minutes.</Alert>
      <Alert tone="error" title="Could not send">Check your connection and try again.</Alert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("status")).toHaveLength(2);
    await expect(canvas.getAllByRole("alert")).toHaveLength(2);
    await expect(canvas.getByRole("img", { name: "Error" })).toBeInTheDocument();
  },
};

/** Long Thai text wraps inside the card. */
export const LongThaiText: Story = {
  args: {
    tone: "warning",
    title: "ระบบจะปิดปรับปรุงชั่วคราว",
    children:
      "ระบบบริการอิเล็กทรอนิกส์ของเทศบาลจะปิดปรับปรุงในวันเสาร์ที่ ๒๘ พฤศจิกายน ตั้งแต่เวลา ๒๒.๐๐ น. ถึง ๒๔.๐๐ น. ขออภัยในความไม่สะดวก",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "คำเตือน" })).toBeInTheDocument();
  },
  globals: { locale: "th" },
};

/** Every tone in the dark scheme. */
export const TonesDark: Story = { ...Tones, globals: { scheme: "dark" } };

/** An error with "Try again" (`onRetry`): the package's one error-with-retry pattern, reached by keyboard. */
export const WithRetry: Story = {
  args: { tone: "error", children: "The list could not be loaded.", onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole("button", { name: "Try again" });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The same in Thai. */
export const WithRetryThai: Story = {
  args: { tone: "error", children: "ไม่สามารถโหลดรายการได้", onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "ลองอีกครั้ง" })).toBeInTheDocument();
  },
  globals: { locale: "th" },
};
