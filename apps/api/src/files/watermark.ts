/**
 * Watermarks stamped on delivery (issue 11 item 4; contract `GET /v1/ESFilepublic/watermark/{id}`): the
 * municipality's name, the date and time in Asia/Bangkok, and the viewer's user name, so that a copy that
 * leaks says who loaded it and when.
 *
 * - Images (`sharp`): a dark band along the bottom with the municipality's name and "date · viewer" in white,
 *   plus the viewer and date repeated faintly across the whole picture (diagonal tiles), in the same format as
 *   stored. An optional width scales the image down first (thumbnails). Thai text is drawn with a Thai TrueType
 *   font of Debian's `fonts-thai-tlwg` (see {@link watermarkFont}); without one, fontconfig picks a font and
 *   Thai may show as boxes (a warning is logged once).
 * - PDFs (`pdf-lib`): a line along the bottom of every page and the viewer and date faintly across it, in the
 *   viewer's language: Thai in Sarabun (embedded), English in the standard Helvetica font (ASCII only). Page
 *   rotation and crop boxes are honoured, so the stamp reads upright on every page.
 */
import { existsSync } from "node:fs";
import type * as PdfLib from "pdf-lib";
import type { PDFFont, PDFPage } from "pdf-lib";
import type { OverlayOptions } from "sharp";
import type { Language } from "../i18n/messages";
import { MAX_IMAGE_PIXELS, type ImageMimeType, type StoredMimeType } from "./limits";
import { loadFontkit, loadPdfLib, loadSharp } from "../lib/heavy-modules";
import { embedTextFont, sarabunFonts } from "../lib/pdf-font";
import { stripActions } from "./pdf-actions";

/** Time zone of the stamped date: Thailand (UTC+7, no daylight saving). */
export const WATERMARK_TIME_ZONE = "Asia/Bangkok";

/** What a watermark says. */
export interface WatermarkInput {
  /** The municipality's names (the identity's, `identity/identity.ts` `readMunicipalityNames`). */
  municipality: { nameTh: string; nameEn: string };
  /** Who loads the file: their user name. */
  viewer: string;
  /** When, ms since the epoch (shown in {@link WATERMARK_TIME_ZONE}). */
  at: number;
  /** The viewer's language: Thai shows the Thai name and a Buddhist-era date (images and PDFs). */
  language: Language;
}

/**
 * Thai-capable font files tried in order: Debian's `fonts-thai-tlwg` (TrueType or OpenType flavour), then Noto
 * Sans Thai. The first that exists is given to `sharp` (Pango) as a font file, so it renders even when
 * fontconfig does not know it.
 */
export const THAI_FONT_CANDIDATES: readonly { file: string; family: string }[] = [
  { file: "/usr/share/fonts/truetype/tlwg/Loma.ttf", family: "Loma" },
  { file: "/usr/share/fonts/opentype/tlwg/Loma.otf", family: "Loma" },
  { file: "/usr/share/fonts/truetype/tlwg/Garuda.ttf", family: "Garuda" },
  { file: "/usr/share/fonts/opentype/tlwg/Garuda.otf", family: "Garuda" },
  { file: "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf", family: "Noto Sans Thai" },
  { file: "/usr/share/fonts/opentype/noto/NotoSansThai-Regular.otf", family: "Noto Sans Thai" },
];

let resolvedFont: { family: string; file?: string } | undefined;

/**
 * The font of image watermarks: the first of {@link THAI_FONT_CANDIDATES} that exists; else fontconfig's
 * `sans-serif` (any installed Thai font may still be picked up as a fallback), with a warning through `warn`.
 */
export function watermarkFont(warn?: (message: string) => void): { family: string; file?: string } {
  if (resolvedFont) return resolvedFont;
  const found = THAI_FONT_CANDIDATES.find((c) => existsSync(c.file));
  resolvedFont = found ?? { family: "sans-serif" };
  if (!found) warn?.("No Thai font file found for watermarks: install Debian's fonts-thai-tlwg, or Thai text may show as boxes.");
  return resolvedFont;
}

/** The date and time of `at` in {@link WATERMARK_TIME_ZONE}: `23 พ.ย. 2569 13:22` (th) or `23 Nov 2026, 13:22 GMT+7` (en). */
export function watermarkDate(at: number, language: Language): string {
  const format = new Intl.DateTimeFormat(language === "th" ? "th-TH-u-ca-buddhist" : "en-GB", {
    timeZone: WATERMARK_TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
  });
  return language === "th" ? format.format(at) : `${format.format(at)} GMT+7`;
}

/** Escapes text for Pango markup. */
function markupEscape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Renders markup as a transparent PNG at `fontSize` px, wrapped at `maxWidth` px when given. */
async function renderText(markup: string, fontSize: number, maxWidth: number | undefined, warn?: (m: string) => void) {
  const font = watermarkFont(warn);
  const sharp = await loadSharp();
  return sharp({
    text: {
      text: markup,
      font: `${font.family} ${fontSize}`,
      ...(font.file ? { fontfile: font.file } : {}),
      ...(maxWidth ? { width: Math.max(1, maxWidth), wrap: "word-char" as const } : {}),
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/** Scales a PNG down to fit within `width` x `height` when it is larger. */
async function fitWithin(png: { data: Buffer; info: { width: number; height: number } }, width: number, height: number): Promise<Buffer> {
  if (png.info.width <= width && png.info.height <= height) return png.data;
  const sharp = await loadSharp();
  return sharp(png.data)
    .resize({ width: Math.max(1, width), height: Math.max(1, height), fit: "inside" })
    .png()
    .toBuffer();
}

/**
 * An image with the watermark, in the same format (`mimeType`), without metadata.
 *
 * @param width - Thumbnail: scale down to at most this width in px first (never up). @default full size
 * @param warn - Called once when no Thai font file is found.
 */
export async function watermarkImage(
  data: Buffer,
  mimeType: ImageMimeType,
  input: WatermarkInput,
  width?: number,
  warn?: (message: string) => void,
): Promise<Buffer> {
  const sharp = await loadSharp();
  let pipeline = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "none" });
  if (width !== undefined) pipeline = pipeline.resize({ width, withoutEnlargement: true });
  const { data: pixels, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;

  const fontSize = Math.min(96, Math.max(8, Math.round(Math.min(w, h * 1.5) / 30)));
  const pad = Math.max(2, Math.round(fontSize / 2));
  const date = watermarkDate(input.at, input.language);
  const name = input.language === "th" ? input.municipality.nameTh : input.municipality.nameEn;

  // The band: municipality on the first line, date and viewer on the second, white on translucent black.
  const lines = `${markupEscape(name)}\n${markupEscape(`${date} · ${input.viewer}`)}`;
  const text = await fitWithin(
    await renderText(`<span foreground="#ffffff">${lines}</span>`, fontSize, w - 2 * pad, warn),
    Math.max(1, w - 2 * pad),
    Math.max(1, h - 2 * pad),
  );
  const textHeight = (await sharp(text).metadata()).height ?? 0;
  const bandHeight = Math.min(h, textHeight + 2 * pad);
  const band = await sharp({ create: { width: w, height: bandHeight, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.55 } } })
    .png()
    .toBuffer();

  // The tiles: viewer and date, grey and faint, turned 30 degrees and repeated over the whole image.
  const tileText = await renderText(
    `<span foreground="#808080" alpha="35%">${markupEscape(`${input.viewer} · ${date}`)}</span>`,
    fontSize,
    undefined,
    warn,
  );
  const turned = await sharp(tileText.data)
    .rotate(-30, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .extend({ top: fontSize * 2, bottom: fontSize * 2, left: fontSize * 2, right: fontSize * 2, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const tile = await fitWithin(turned, w, h);

  const overlays: OverlayOptions[] = [{ input: tile, tile: true, top: 0, left: 0 }];
  // An image too small for a legible band (a few px) keeps the tiles only.
  if (textHeight > 0 && h - bandHeight + pad + textHeight <= h && 2 * pad < w) {
    overlays.push({ input: band, top: h - bandHeight, left: 0 }, { input: text, top: h - bandHeight + pad, left: pad });
  }
  const out = sharp(pixels, { raw: { width: w, height: h, channels: info.channels } }).composite(overlays);
  switch (mimeType) {
    case "image/jpeg":
      return out.jpeg({ quality: 85 }).toBuffer();
    case "image/png":
      return out.png().toBuffer();
    case "image/webp":
      return out.webp({ quality: 85 }).toBuffer();
  }
}

/** `text` with every character outside printable ASCII replaced by `?` (Helvetica's WinAnsi encoding cannot draw Thai). */
export function asciiOnly(text: string): string {
  return [...text].map((ch) => (ch >= " " && ch <= "~" ? ch : "?")).join("");
}

/** Draws the stamp on one page, upright as the page is displayed (its `/Rotate` and crop box honoured). */
function stampPage(
  { rgb, degrees }: Pick<typeof PdfLib, "rgb" | "degrees">,
  page: PDFPage,
  font: PDFFont,
  footer: string,
  diagonal: string,
): void {
  const box = page.getCropBox();
  const rotation = ((page.getRotation().angle % 360) + 360) % 360;
  const turned = rotation === 90 || rotation === 270;
  // The page as the reader sees it: width vw, height vh, origin at the bottom left.
  const vw = turned ? box.height : box.width;
  const vh = turned ? box.width : box.height;
  const toPage = (vx: number, vy: number): { x: number; y: number } => {
    switch (rotation) {
      case 90:
        return { x: box.x + box.width - vy, y: box.y + vx };
      case 180:
        return { x: box.x + box.width - vx, y: box.y + box.height - vy };
      case 270:
        return { x: box.x + vy, y: box.y + box.height - vx };
      default:
        return { x: box.x + vx, y: box.y + vy };
    }
  };

  // Footer: dark text on a translucent white strip along the bottom.
  const size = Math.min(10, Math.max(5, vw / 70));
  const margin = size;
  const fitted = Math.min(size, ((vw - 2 * margin) / Math.max(1, font.widthOfTextAtSize(footer, size))) * size);
  const strip = toPage(0, 0);
  page.drawRectangle({
    ...strip,
    width: vw,
    height: fitted * 2.2,
    color: rgb(1, 1, 1),
    opacity: 0.75,
    rotate: degrees(rotation),
  });
  page.drawText(footer, { ...toPage(margin, fitted * 0.75), size: fitted, font, color: rgb(0.2, 0.2, 0.2), rotate: degrees(rotation) });

  // Diagonal: viewer and date, large and faint, centred along the page's diagonal.
  const angle = Math.atan2(vh, vw);
  const length = Math.hypot(vw, vh) * 0.7;
  const big = Math.min(60, length / Math.max(1, font.widthOfTextAtSize(diagonal, 1)));
  const textWidth = font.widthOfTextAtSize(diagonal, big);
  const textHeight = font.heightAtSize(big, { descender: false });
  const vx = vw / 2 - (textWidth / 2) * Math.cos(angle) + (textHeight / 2) * Math.sin(angle);
  const vy = vh / 2 - (textWidth / 2) * Math.sin(angle) - (textHeight / 2) * Math.cos(angle);
  page.drawText(diagonal, {
    ...toPage(vx, vy),
    size: big,
    font,
    color: rgb(0.5, 0.5, 0.5),
    opacity: 0.18,
    rotate: degrees(rotation + (angle * 180) / Math.PI),
  });
}

/**
 * A PDF with the watermark on every page, in the viewer's language (tracker issue 36 item 5): for a Thai viewer the
 * municipality's Thai name and a Buddhist-era date, drawn with Sarabun embedded as a subset (`lib/pdf-font.ts`); for
 * an English viewer the English name and date in the standard Helvetica font, which cannot draw Thai, so that text
 * is ASCII only ({@link asciiOnly}). Scripts and other active actions are removed as on upload
 * (`files/pdf-actions.ts`).
 */
export async function watermarkPdf(data: Buffer, input: WatermarkInput): Promise<Buffer> {
  const pdfLib = await loadPdfLib();
  const pdf = await pdfLib.PDFDocument.load(data, { updateMetadata: false });
  const thai = input.language === "th";
  const date = watermarkDate(input.at, thai ? "th" : "en");
  let font: PDFFont;
  let footer = `${thai ? input.municipality.nameTh : input.municipality.nameEn} | ${date} | ${input.viewer}`;
  let diagonal = `${input.viewer}  ${date}`;
  if (thai) {
    pdf.registerFontkit(await loadFontkit());
    font = await embedTextFont(pdf, sarabunFonts().regular);
  } else {
    font = await pdf.embedFont(pdfLib.StandardFonts.Helvetica);
    footer = asciiOnly(footer);
    diagonal = asciiOnly(diagonal);
  }
  for (const page of pdf.getPages()) stampPage(pdfLib, page, font, footer, diagonal);
  // Files stored before uploads were cleaned (tracker issue 36 item 3) lose their scripts on the way out as well.
  stripActions(pdfLib, pdf.context);
  return Buffer.from(await pdf.save());
}

/**
 * A stored file with the watermark: images by {@link watermarkImage} (scaled to `width` when given), PDFs by
 * {@link watermarkPdf} (`width` ignored).
 */
export async function watermarkFile(
  data: Buffer,
  mimeType: StoredMimeType,
  input: WatermarkInput,
  options: { width?: number; warn?: (message: string) => void } = {},
): Promise<Buffer> {
  if (mimeType === "application/pdf") return watermarkPdf(data, input);
  return watermarkImage(data, mimeType, input, options.width, options.warn);
}

/**
 * An image scaled down to at most `width` px wide (never up), in the same format, without a watermark: the
 * thumbnails of public files (news cover images, issue 15).
 */
export async function scaleImage(data: Buffer, mimeType: ImageMimeType, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const out = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "none" }).resize({ width, withoutEnlargement: true });
  switch (mimeType) {
    case "image/jpeg":
      return out.jpeg({ quality: 85 }).toBuffer();
    case "image/png":
      return out.png().toBuffer();
    case "image/webp":
      return out.webp({ quality: 85 }).toBuffer();
  }
}
