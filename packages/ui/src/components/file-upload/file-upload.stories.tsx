import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { FileUpload, type FileUploadItem, type FileUploadProps } from "./file-upload";

/** A File of `size` bytes (content is zeros: stories never read it). */
function makeFile(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** The hidden input of the FileTrigger (what the system picker fills). */
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  return canvasElement.querySelector<HTMLInputElement>("input[type=file]")!;
}

const onAdd = fn();
const onRemove = fn();
const onRetry = fn();

const meta = {
  title: "Product/FileUpload",
  component: FileUpload,
  args: { label: "Attachments", onAdd, onRemove },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty at first; choosing files lists them as queued and announces them; removing is announced too. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    onAdd.mockClear();
    onRemove.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Attachments" })).toBeInTheDocument();
    await expect(canvas.queryByRole("list")).toBeNull();
    await userEvent.upload(fileInput(canvasElement), [makeFile("report.pdf", "application/pdf"), makeFile("notes.txt", "text/plain", 300)]);
    const list = canvas.getByRole("list", { name: "Files" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await expect(within(list).getAllByText("Waiting to upload")).toHaveLength(2);
    await expect(canvas.getByRole("status")).toHaveTextContent("Added: report.pdf, notes.txt");
    await expect(onAdd).toHaveBeenCalledWith([
      expect.objectContaining({ name: "report.pdf", status: "queued", size: 1024 }),
      expect.objectContaining({ name: "notes.txt", status: "queued" }),
    ]);
    await expect(within(list).getByText("1 kB")).toBeInTheDocument();

    // Keyboard: Tab from "Choose files" to the first remove button, Enter removes.
    canvas.getByRole("button", { name: "Choose files" }).focus();
    await userEvent.tab();
    const remove = canvas.getByRole("button", { name: "Remove report.pdf" });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    await expect(canvas.getByRole("status")).toHaveTextContent("Removed report.pdf");
    await expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ name: "report.pdf" }));
  },
};

/** Empty in Thai; choose, then remove with the keyboard. */
export const DefaultThai: Story = {
  globals: { locale: "th" },
  args: { label: "ไฟล์แนบ", acceptedTypes: ["application/pdf"], maxSize: 10 * 1024 * 1024, maxFiles: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("ลากไฟล์มาวางที่นี่ หรือ")).toBeInTheDocument();
    await expect(canvas.getByText("ไม่เกิน 3 ไฟล์")).toBeInTheDocument();
    await userEvent.upload(fileInput(canvasElement), makeFile("คำร้อง.pdf", "application/pdf"));
    await expect(canvas.getByText("รออัปโหลด")).toBeInTheDocument();
    await expect(canvas.getByRole("status")).toHaveTextContent("เพิ่มไฟล์แล้ว: คำร้อง.pdf");
    canvas.getByRole("button", { name: "ลบไฟล์ คำร้อง.pdf" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("status")).toHaveTextContent("ลบไฟล์ คำร้อง.pdf แล้ว");
  },
};

const progressFiles: FileUploadItem[] = [
  { id: "1", name: "queued.pdf", size: 250_000, type: "application/pdf", status: "queued" },
  { id: "2", name: "report.pdf", size: 2_400_000, type: "application/pdf", status: "uploading", progress: 40 },
  { id: "3", name: "map.pdf", size: 800_000, type: "application/pdf", status: "uploading" },
  { id: "4", name: "receipt.pdf", size: 120_000, type: "application/pdf", status: "done" },
  { id: "5", name: "scan.pdf", size: 5_000_000, type: "application/pdf", status: "error", error: "The server refused the file (413)." },
];

/** Every status the app can set: queued, uploading with percent, uploading without, done, failed with retry. */
export const Statuses: Story = {
  args: { files: progressFiles, onRetry },
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    const canvas = within(canvasElement);
    const bar = canvas.getByRole("progressbar", { name: "Uploading report.pdf" });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await expect(canvas.getByRole("progressbar", { name: "Uploading map.pdf" })).not.toHaveAttribute("aria-valuenow");
    await expect(canvas.getByText("Uploading 40%")).toBeInTheDocument();
    await expect(canvas.getByText("Uploaded")).toBeInTheDocument();
    await expect(canvas.getByText("The server refused the file (413).")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(onRetry).toHaveBeenCalledWith(expect.objectContaining({ id: "5" }));
  },
};

/** Statuses in Thai. */
export const StatusesThai: Story = {
  ...Statuses,
  args: { ...Statuses.args, label: "ไฟล์แนบ" },
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("progressbar", { name: "กำลังอัปโหลด report.pdf" })).toBeInTheDocument();
    await expect(canvas.getByText("อัปโหลดแล้ว")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "ลบไฟล์ scan.pdf" })).toBeInTheDocument();
  },
};

/** The app drives the upload: `onAdd` starts it, each "Advance" moves it on (no timers in stories). */
export const AppDrivenProgress: Story = {
  render: (args) => <AppDrivenDemo {...args} />,
  play: appDrivenPlay,
};

/** The app's side: it owns the list and moves each upload on when "Advance" is pressed. */
function AppDrivenDemo(args: FileUploadProps) {
  const [files, setFiles] = useState<FileUploadItem[]>([]);
  const advance = () =>
    setFiles((current) =>
      current.map((f) => {
        if (f.status === "queued") return { ...f, status: "uploading", progress: 0 };
        if (f.status === "uploading") {
          const progress = (f.progress ?? 0) + 50;
          return progress >= 100 ? { ...f, status: "done", progress: 100 } : { ...f, progress };
        }
        return f;
      }),
    );
  return (
    <div className="flex flex-col gap-3">
      <FileUpload {...args} files={files} onFilesChange={setFiles} />
      <Button variant="secondary" onPress={advance}>Advance</Button>
    </div>
  );
}

/** Play of the story above. */
async function appDrivenPlay({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.upload(fileInput(canvasElement), makeFile("photo-id.pdf", "application/pdf", 4096));
  await expect(canvas.getByText("Waiting to upload")).toBeInTheDocument();
  const advance = canvas.getByRole("button", { name: "Advance" });
  await userEvent.click(advance);
  await expect(canvas.getByRole("progressbar", { name: "Uploading photo-id.pdf" })).toHaveAttribute("aria-valuenow", "0");
  await userEvent.click(advance);
  await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
  await userEvent.click(advance);
  await expect(canvas.queryByRole("progressbar")).toBeNull();
  await expect(canvas.getByText("Uploaded")).toBeInTheDocument();
}

/** Client-side checks: wrong type, too large, too many; each rejected file keeps its reason and is announced. */
export const Validation: Story = {
  args: { acceptedTypes: ["application/pdf", "image/*"], maxSize: 1024 * 1024, maxFiles: 2 },
  play: async ({ canvasElement }) => {
    onAdd.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Accepted types: PDF, image/*")).toBeInTheDocument();
    await expect(canvas.getByText("Up to 1 MB per file")).toBeInTheDocument();
    await expect(canvas.getByText("At most 2 files")).toBeInTheDocument();
    // `applyAccept: false`: hand over files the picker's `accept` would hide (drag and drop does not filter).
    await userEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), [
      makeFile("setup.exe", "application/x-msdownload"),
      makeFile("big.pdf", "application/pdf", 2 * 1024 * 1024),
      makeFile("one.pdf", "application/pdf"),
      makeFile("two.pdf", "application/pdf"),
      makeFile("three.pdf", "application/pdf"),
    ]);
    await expect(canvas.getByText("setup.exe is not an accepted type. Accepted types: PDF, image/*.")).toBeInTheDocument();
    await expect(canvas.getByText("big.pdf is too large (2 MB). The limit is 1 MB.")).toBeInTheDocument();
    await expect(canvas.getByText("three.pdf was not added: at most 2 files.")).toBeInTheDocument();
    await expect(onAdd).toHaveBeenCalledWith([expect.objectContaining({ name: "one.pdf" }), expect.objectContaining({ name: "two.pdf" })]);
    await expect(canvas.getByRole("status")).toHaveTextContent("Added: one.pdf, two.pdf");
    await expect(canvas.getByRole("status")).toHaveTextContent("setup.exe is not an accepted type");
    await expect(canvasElement.querySelectorAll("[data-status=error]")).toHaveLength(3);
  },
};

/** Client-side checks in Thai. */
export const ValidationThai: Story = {
  args: { label: "ไฟล์แนบ", acceptedTypes: [".pdf"], maxSize: 1024 * 1024, maxFiles: 1 },
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "เลือกไฟล์" })).toBeInTheDocument();
    await userEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), makeFile("รูปถ่าย.png", "image/png"));
    const message = "ไฟล์ รูปถ่าย.png ไม่ใช่ประเภทที่รับ ประเภทไฟล์ที่รับ: PDF";
    await expect(within(canvas.getByRole("list", { name: "ไฟล์" })).getByText(message)).toBeInTheDocument();
    await expect(canvas.getByRole("status")).toHaveTextContent(message);
  },
};

/** Image files get a thumbnail from an object URL, revoked when the file is removed. */
export const Thumbnails: Story = {
  play: async ({ canvasElement }) => {
    const create = spyOn(URL, "createObjectURL");
    const revoke = spyOn(URL, "revokeObjectURL");
    try {
      const canvas = within(canvasElement);
      await userEvent.upload(fileInput(canvasElement), makeFile("pothole.png", "image/png"));
      const img = canvasElement.querySelector<HTMLImageElement>("[data-slot=file-upload-thumbnail]")!;
      await expect(img.src).toMatch(/^blob:/);
      await expect(img).toHaveAttribute("alt", "");
      await expect(create).toHaveBeenCalled();
      const url = img.src;
      await userEvent.click(canvas.getByRole("button", { name: "Remove pothole.png" }));
      await expect(revoke).toHaveBeenCalledWith(url);
    } finally {
      create.mockRestore();
      revoke.mockRestore();
    }
  },
};

/**
 * Dropping files on the zone adds them like the picker does. (A DataTransfer made by script has no file-system
 * entry, which react-aria reads to tell files from folders; the play function stands in for the OS there.)
 */
export const DragAndDrop: Story = {
  play: async ({ canvasElement }) => {
    onAdd.mockClear();
    const canvas = within(canvasElement);
    const entry = spyOn(DataTransferItem.prototype, "webkitGetAsEntry").mockReturnValue({ isFile: true, isDirectory: false } as FileSystemEntry);
    try {
      const target = canvasElement.querySelector<HTMLElement>("[data-slot=file-upload-dropzone]")!;
      const data = new DataTransfer();
      data.items.add(makeFile("dropped.pdf", "application/pdf"));
      data.effectAllowed = "copy";
      for (const type of ["dragenter", "dragover", "drop"]) {
        target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data, clientX: 10, clientY: 10 }));
      }
      await waitFor(() => expect(canvas.getByText("dropped.pdf")).toBeInTheDocument());
      await expect(onAdd).toHaveBeenCalledWith([expect.objectContaining({ name: "dropped.pdf" })]);
    } finally {
      entry.mockRestore();
    }
  },
};

/** Long Thai names and messages wrap or truncate at 360 px; no sideways scrolling. */
export const LongThaiText: Story = {
  globals: { locale: "th" },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
  args: {
    label: "เอกสารประกอบคำร้องขอรับใบอนุญาตประกอบกิจการที่เป็นอันตรายต่อสุขภาพ",
    description: "แนบสำเนาบัตรประจำตัวประชาชน สำเนาทะเบียนบ้าน และแผนที่ตั้งสถานประกอบการ",
    acceptedTypes: ["application/pdf", "image/jpeg"],
    maxSize: 5 * 1024 * 1024,
    files: [
      { id: "1", name: "สำเนาบัตรประจำตัวประชาชนของผู้ยื่นคำร้องพร้อมลงนามรับรองสำเนาถูกต้อง.pdf", size: 1_200_000, type: "application/pdf", status: "uploading", progress: 65 },
      { id: "2", name: "แผนที่ตั้งสถานประกอบการ.pdf", size: 9_000_000, type: "application/pdf", status: "error", isRejected: true, error: "ไฟล์ แผนที่ตั้งสถานประกอบการ.pdf มีขนาดใหญ่เกินไป (8.6 MB) ขนาดสูงสุดคือ 5 MB" },
    ],
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>("[data-slot=file-upload]")!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(within(canvasElement).getByText("ขนาดไม่เกิน 5 MB ต่อไฟล์")).toBeInTheDocument();
  },
};

/** Many files (30). */
export const ManyItems: Story = {
  args: {
    defaultFiles: Array.from({ length: 30 }, (_, i) => ({
      id: String(i),
      name: `page-${i + 1}.pdf`,
      size: 100_000 + i * 5000,
      type: "application/pdf",
      status: i % 3 === 0 ? "done" : "queued",
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(30);
  },
};

/** Disabled: the picker cannot be used. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Choose files" })).toBeDisabled();
  },
};

/** Statuses in the dark scheme. */
export const StatusesDark: Story = { ...Statuses, globals: { scheme: "dark" }, play: undefined };
