import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { QrCode } from "./qr-code";

const meta = {
  title: "Product/QrCode",
  component: QrCode,
  args: {
    value: "https://eoffice.example.go.th/e-service/requests/ER-2026-0042",
    label: "QR code of request ER-2026-0042",
    copyText: fn(async () => {}),
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The symbol is an image with a name; the payload is visible under it; Tab + Enter copies it and "Copied" is announced. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const symbol = canvas.getByRole("img", { name: "QR code of request ER-2026-0042" });
    await expect(symbol).toHaveAttribute("width", "192");
    await expect(symbol.querySelector("path")?.getAttribute("d")).toMatch(/^M4 4h7/);
    await expect(canvas.getByText(args.value)).toBeVisible();
    await userEvent.tab();
    const copy = canvas.getByRole("button", { name: "Copy" });
    await expect(copy).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.copyText).toHaveBeenCalledWith(args.value);
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Copied"));
  },
};

/** A reference supplied by the app instead of the payload, with its own name in the copy button. */
export const WithReference: Story = {
  args: {
    value: "00020101021129370016A000000677010111011300668123456785802TH53037645406150.006304ABCD",
    label: "QR code to pay 150.00 baht",
    text: "BILL-2569-000123",
    textLabel: "Reference",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("BILL-2569-000123")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Copy Reference" }));
    await expect(args.copyText).toHaveBeenCalledWith("BILL-2569-000123");
  },
};

/** Size in px, error-correction level H and a 2-module quiet zone: the symbol grows denser, the box stays 128 px. */
export const SizeAndLevel: Story = {
  args: { size: 128, errorCorrection: "H", quietZone: 2, allowsCopy: false },
  play: async ({ canvasElement }) => {
    const symbol = within(canvasElement).getByRole("img");
    await expect(symbol).toHaveAttribute("width", "128");
    await expect(symbol.getAttribute("viewBox")).toMatch(/^0 0 (\d+) \1$/);
    await expect(symbol.querySelector("path")?.getAttribute("d")).toMatch(/^M2 2h7/);
    await expect(within(canvasElement).queryByRole("button")).not.toBeInTheDocument();
  },
};

/** Loading: a placeholder of the same size with a spinner, no text yet. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("progressbar", { name: "Loading…" })).toBeInTheDocument();
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument();
  },
};

/** Empty payload: an empty placeholder, nothing to copy. */
export const Empty: Story = {
  args: { value: "" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("img")).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole("button")).not.toBeInTheDocument();
  },
};

/** A payload too long for any QR version: a translated error instead of the symbol. */
export const TooLong: Story = {
  args: { value: "x".repeat(3000), text: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("This text is too long for a QR code");
  },
};

/** Copying fails (no clipboard permission): a message asks the user to select and copy the text. */
export const CopyFails: Story = {
  args: { copyText: fn(async () => Promise.reject(new Error("denied"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Could not copy");
  },
};

/** Thai: Thai payload, label and reference; the copy button and messages in Thai. */
export const Thai: Story = {
  globals: { locale: "th" },
  args: {
    value: "https://eoffice.example.go.th/ข่าวประชาสัมพันธ์/ประกาศรับสมัครงาน",
    label: "คิวอาร์โค้ดสำหรับเปิดประกาศรับสมัครพนักงานจ้างตามภารกิจของเทศบาลตำบลบ้านใหม่",
    text: "เลขที่ประกาศ ทม.๑๒๓/๒๕๖๙ เรื่อง รับสมัครบุคคลเพื่อสรรหาและเลือกสรรเป็นพนักงานจ้าง",
    textLabel: "เลขที่ประกาศ",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: args.label })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(args.copyText).toHaveBeenCalledWith(args.text);
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("คัดลอกแล้ว"));
  },
};

/** Dark scheme: the symbol keeps its white quiet zone for scanners. */
export const Dark: Story = { globals: { scheme: "dark" } };
