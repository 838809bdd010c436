import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { RichTextViewer } from "../rich-text-viewer";
import { RichTextEditor, type RichTextEditorProps } from "./rich-text-editor";

/** The editor beside the viewer, so that what is written shows as the public will see it. */
function EditorWithPreview(props: Omit<RichTextEditorProps, "value" | "onChange"> & { initial?: string }) {
  const [html, setHtml] = useState(props.initial ?? "");
  return (
    <div className="flex flex-col gap-4">
      <RichTextEditor {...props} value={html} onChange={setHtml} />
      <output data-testid="html">{html}</output>
      <RichTextViewer html={html} />
    </div>
  );
}

const meta = {
  title: "Product/RichTextEditor",
  component: EditorWithPreview,
  args: { label: "Body" },
} satisfies Meta<typeof EditorWithPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing, then bold and a numbered list from the toolbar: the buttons say which format is on. */
export const Writing: Story = {
  args: { label: "Body", description: "Headings, lists and links are kept." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole("textbox", { name: "Body" });
    await userEvent.click(area);
    await userEvent.keyboard("Road closed");
    const toolbar = canvas.getByRole("toolbar", { name: "Formatting" });
    const bold = within(toolbar).getByRole("button", { name: "Bold" });
    await expect(bold).toHaveAttribute("aria-pressed", "false");
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(within(toolbar).getByRole("button", { name: "Numbered list" }));
    await expect(canvas.getByTestId("html")).toHaveTextContent("<ol><li><p><strong>Road closed</strong></p></li></ol>");
  },
};

/** Thai: labels and toolbar in Thai, text marked `lang="th"`, starting from stored HTML. */
export const Thai: Story = {
  globals: { locale: "th" },
  args: { label: "เนื้อหาข่าว", lang: "th", initial: "<h2>ประกาศ</h2><p>ปิดถนนชั่วคราว</p>" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole("textbox", { name: "เนื้อหาข่าว" });
    await expect(area).toHaveAttribute("lang", "th");
    await expect(canvas.getByRole("toolbar", { name: "จัดรูปแบบข้อความ" })).toBeVisible();
    await expect(within(area).getByRole("heading", { level: 2, name: "ประกาศ" })).toBeVisible();
  },
};

/** An error under the editor marks the area invalid. */
export const WithError: Story = {
  args: { label: "Body", errorMessage: "Write the body" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Body" })).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("Write the body")).toBeVisible();
  },
};
