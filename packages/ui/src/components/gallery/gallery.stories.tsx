import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Gallery, type GalleryItem } from "./gallery";

/** A self-contained picture (SVG data URL) of `width` x `height` px in a colour, with a label. */
function picture(label: string, colour: string, width = 640, height = 480): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" font-size="${width / 10}" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const items: GalleryItem[] = [
  { id: 1, kind: "image", name: "pothole-soi-5.jpg", thumbnailSrc: picture("1", "#1d4ed8", 320, 240), src: picture("Photo 1", "#1d4ed8"), description: "1.2 MB" },
  { id: 2, kind: "image", name: "pothole-close-up.png", thumbnailSrc: picture("2", "#047857", 320, 240), src: picture("Photo 2", "#047857"), description: "860 kB" },
  { id: 3, kind: "document", name: "site-report.pdf", href: "#site-report", description: "240 kB" },
  { id: 4, kind: "image", name: "after-repair.webp", thumbnailSrc: picture("3", "#b45309", 320, 240), src: picture("Photo 3", "#b45309"), description: "540 kB" },
];

const thaiItems: GalleryItem[] = [
  { ...items[0]!, name: "ถนนชำรุดหน้าโรงเรียนเทศบาลหนึ่ง-ซอยห้า.jpg", description: "1.2 MB · ส่งเมื่อ 2 พ.ค. 2569" },
  { ...items[1]!, name: "ภาพระยะใกล้.png" },
  { ...items[2]!, name: "รายงานการตรวจสอบพื้นที่.pdf" },
];

const onOpen = fn();

const meta = {
  title: "Product/Gallery",
  component: Gallery,
  args: { items, onOpen },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Images as thumbnail buttons, a PDF as a link that opens in a new tab; by keyboard an image opens the lightbox,
 * the arrow keys and Previous / Next move through the images (not the PDF), Escape closes and focus returns.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    onOpen.mockClear();
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Attachments" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(4);
    const pdf = canvas.getByRole("link", { name: "Open site-report.pdf (opens in a new tab)" });
    await expect(pdf).toHaveAttribute("target", "_blank");
    await expect(pdf).toHaveAttribute("rel", "noopener noreferrer");

    await userEvent.tab();
    const first = canvas.getByRole("button", { name: "View pothole-soi-5.jpg full size" });
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "pothole-soi-5.jpg" });
    await expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }));
    await expect(within(dialog).getByRole("img", { name: "pothole-soi-5.jpg" })).toBeInTheDocument();
    await expect(within(dialog).getByText("Image 1 of 3")).toBeInTheDocument();

    await userEvent.keyboard("{ArrowRight}");
    await expect(await screen.findByRole("dialog", { name: "pothole-close-up.png" })).toBeInTheDocument();
    await expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(await screen.findByRole("dialog", { name: "after-repair.webp" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next image" }));
    await expect(await screen.findByRole("dialog", { name: "pothole-soi-5.jpg" })).toBeInTheDocument();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(await screen.findByRole("dialog", { name: "after-repair.webp" })).toBeInTheDocument();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(first).toHaveFocus());
  },
};

/** Thai: names and position in Thai; long names are cut with an ellipsis and stay whole in `title`. */
export const Thai: Story = {
  globals: { locale: "th" },
  args: { items: thaiItems },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("list", { name: "ไฟล์แนบ" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "ดูภาพ ถนนชำรุดหน้าโรงเรียนเทศบาลหนึ่ง-ซอยห้า.jpg ขนาดเต็ม" }));
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByText("ภาพที่ 1 จาก 2")).toBeInTheDocument();
    await expect(within(dialog).getByRole("button", { name: "ภาพถัดไป" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("link", { name: "เปิดไฟล์ รายงานการตรวจสอบพื้นที่.pdf (เปิดในแท็บใหม่)" })).toBeInTheDocument();
  },
};

/** At 360 px: two columns, no sideways scrolling. */
export const Narrow: Story = {
  globals: { locale: "th" },
  args: { items: thaiItems },
  decorators: [(Story) => <div style={{ width: 328 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>("[data-slot=gallery]")!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const tiles = canvasElement.querySelectorAll<HTMLElement>("[data-slot=gallery-item]");
    await expect(tiles[0]!.getBoundingClientRect().top).toBe(tiles[1]!.getBoundingClientRect().top);
    await expect(tiles[2]!.getBoundingClientRect().top).toBeGreaterThan(tiles[0]!.getBoundingClientRect().top);
  },
};

/** Thumbnails loading and one failed; a document opened by the app (no `href`) shows a spinner while it opens. */
export const TileStates: Story = {
  args: {
    items: [
      { id: 1, kind: "image", name: "loading.jpg", isLoading: true },
      { id: 2, kind: "image", name: "broken.jpg", error: true },
      { id: 3, kind: "document", name: "fetched-first.pdf" },
      { id: 4, kind: "document", name: "opening.pdf", isOpening: true },
    ],
  },
  play: async ({ canvasElement }) => {
    onOpen.mockClear();
    const canvas = within(canvasElement);
    const loading = canvas.getByRole("button", { name: "View loading.jpg full size" });
    await expect(within(loading).getByRole("progressbar")).toBeInTheDocument();
    await expect(canvas.getByText("The image could not be loaded")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Open fetched-first.pdf" }));
    await expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await userEvent.click(canvas.getByRole("button", { name: "Open opening.pdf" }));
    await expect(onOpen).toHaveBeenCalledTimes(1);
  },
};

/** The full size arrives after the lightbox opened (the app loads it in `onOpen`): thumbnail and spinner first. */
/** Releases the full-size picture of {@link LoadsFullSizeOnOpen} (its play function, once it has seen the loading state). */
let releaseFullSize: (() => void) | undefined;

export const LoadsFullSizeOnOpen: Story = {
  render: function Render() {
    const [files, setFiles] = useState<GalleryItem[]>(items.map(({ src: _src, ...item }) => item));
    return (
      <Gallery
        items={files}
        onOpen={(item) => {
          // The full size arrives when the play function releases it (a fixed delay raced the dialog's opening under
          // load), or after 3 s for a person looking at the story.
          const arrive = () => setFiles((all) => all.map((f) => (f.id === item.id ? { ...f, src: items.find((i) => i.id === f.id)!.src } : f)));
          const timer = setTimeout(arrive, 3000);
          releaseFullSize = () => {
            clearTimeout(timer);
            arrive();
          };
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "View pothole-close-up.png full size" }));
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("progressbar")).toBeInTheDocument();
    releaseFullSize?.();
    await waitFor(() => expect(within(dialog).queryByRole("progressbar")).toBeNull());
    await expect(within(dialog).getByRole("img").getAttribute("src")).toBe(items[1]!.src);
    await userEvent.keyboard("{Escape}");
  },
};

/** Bytes fetched by the app (with a token header, for example) are passed as Blobs: the gallery makes the object URLs. */
export const BlobSources: Story = {
  args: {
    items: [
      {
        id: "blob",
        kind: "image",
        name: "fetched.svg",
        thumbnailSrc: new Blob([decodeURIComponent(picture("B", "#7c3aed", 320, 240).split(",")[1]!)], { type: "image/svg+xml" }),
        src: new Blob([decodeURIComponent(picture("Blob", "#7c3aed").split(",")[1]!)], { type: "image/svg+xml" }),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const thumbnail = canvasElement.querySelector<HTMLImageElement>("[data-slot=gallery-thumbnail]")!;
    await expect(thumbnail.src).toMatch(/^blob:/);
    await waitFor(() => expect(thumbnail.naturalWidth).toBe(320));
    await userEvent.click(within(canvasElement).getByRole("button", { name: "View fetched.svg full size" }));
    const full = within(await screen.findByRole("dialog")).getByRole("img", { name: "fetched.svg" }) as HTMLImageElement;
    await expect(full.src).toMatch(/^blob:/);
    await userEvent.keyboard("{Escape}");
  },
};

/** One image: no Previous / Next. */
export const SingleImage: Story = {
  args: { items: [items[0]!] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "View pothole-soi-5.jpg full size" }));
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).queryByRole("button", { name: "Next image" })).toBeNull();
    await userEvent.keyboard("{Escape}");
  },
};

/** Empty: "No attachments". */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No attachments")).toBeInTheDocument();
  },
};

/** Empty in Thai. */
export const EmptyThai: Story = {
  args: { items: [] },
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("ไม่มีไฟล์แนบ")).toBeInTheDocument();
  },
};

/** Loading the list. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar", { name: "Loading…" })).toBeInTheDocument();
    await expect(canvasElement.querySelector("[data-slot=gallery]")).toHaveAttribute("aria-busy", "true");
  },
};

const onRetry = fn();

/** Error with "Try again". */
export const ErrorState: Story = {
  args: { error: true, onRetry },
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("The attachments could not be loaded");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Error in Thai. */
export const ErrorThai: Story = {
  args: { error: true },
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("ไม่สามารถโหลดไฟล์แนบได้");
  },
};

/** Dark scheme. */
export const Dark: Story = { globals: { scheme: "dark" } };
