/**
 * The municipality's logo in the file store (tracker issue 38 item 1; docs/architecture.md "files"; docs/identity.md):
 * {@link prepareLogo} checks an upload like every other (the type from the bytes; a PNG decoded and stripped of its
 * metadata by {@link stripImageMetadata}) and accepts an SVG only when it holds nothing active;
 * {@link deriveIcons} makes the favicon and app icons from it with sharp. The bytes are kept by `storeLogo` of
 * `storage.ts`, the one module that writes the `files` table.
 *
 * An SVG is refused (415), not rewritten, when it holds any of: a DOCTYPE or entity declaration (entity expansion,
 * external entities), a `<script>`, `<foreignObject>` (HTML inside the image), `<iframe>`, `<embed>`, `<object>`,
 * `<handler>`, `<listener>`, a `<set>` or animation of an `href`, an `on…` event attribute, an `href` to anything but
 * a fragment of the same file or an embedded raster image (`data:image/png|jpeg|gif|webp`), or a style with `@import`,
 * `javascript:` or `url()` of another document. Browsers run no script of an SVG shown with `<img>`, but the logo
 * also has an address of its own that a person may open as a page.
 */
import type { Language } from "../i18n/messages";
import { badRequest, HttpError } from "../lib/errors";
import { fieldError } from "../i18n/field-messages";
import { loadHtmlParser, loadSharp } from "../lib/heavy-modules";
import { fileMessage } from "./messages";
import { MAX_IMAGE_PIXELS } from "./limits";
import { sniffFileType, stripImageMetadata } from "./storage";

/** The types a logo may have. */
export type LogoMimeType = "image/svg+xml" | "image/png";

/** A logo checked and ready to store. */
export interface PreparedLogo {
  mimeType: LogoMimeType;
  /** A PNG re-encoded without metadata, or the SVG as sent. */
  content: Buffer;
}

/** The sizes of the icons derived from the logo, px: favicon, Apple touch icon, the manifest's two. */
export const ICON_SIZES = [32, 180, 192, 512] as const;

/** An icon size of {@link ICON_SIZES}. */
export type IconSize = (typeof ICON_SIZES)[number];

/** Share of an icon's side the logo fills: 80 %, the safe zone of a maskable icon. */
const LOGO_SHARE = 0.8;

/** Elements an SVG logo may not hold (lower case; `foreignobject` is `foreignObject`). */
const FORBIDDEN_ELEMENTS = new Set(["script", "foreignobject", "iframe", "embed", "object", "handler", "listener"]);

/** A `href` value allowed in an SVG logo: a fragment of the same file, or an embedded raster image. */
const SAFE_HREF = /^\s*(?:#|data:image\/(?:png|jpeg|gif|webp)[;,])/i;

/** A style that reaches another document or runs something. */
const UNSAFE_STYLE = /@import|javascript:|expression\s*\(|url\(\s*(?!['"]?\s*#)/i;

/** Whether the bytes start like an SVG document: optional BOM, XML declaration and comments, then `<svg`. */
function looksLikeSvg(text: string): boolean {
  return /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text);
}

/**
 * What is active in an SVG (see the module comment), or null when nothing is.
 * @returns A short English description of the first thing found (for the log), or null.
 */
export async function activeSvgContent(text: string): Promise<string | null> {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return "a DOCTYPE or entity declaration";
  const { Parser } = await loadHtmlParser();
  let found: string | null = null;
  let inStyle = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const tag = name.toLowerCase();
        if (FORBIDDEN_ELEMENTS.has(tag)) found ??= `a <${name}> element`;
        if (tag === "style") inStyle = true;
        for (const [attribute, value] of Object.entries(attributes)) {
          const key = attribute.toLowerCase();
          if (key.startsWith("on")) found ??= `an event attribute ${attribute}`;
          if ((key === "href" || key.endsWith(":href")) && !SAFE_HREF.test(value)) found ??= `a reference ${value.slice(0, 40)}`;
          if (key === "style" && UNSAFE_STYLE.test(value)) found ??= "a style that loads or runs something";
          if ((tag === "set" || tag.startsWith("animate")) && key === "attributename" && /href/i.test(value)) found ??= `an animation of ${value}`;
        }
      },
      ontext(data) {
        if (inStyle && UNSAFE_STYLE.test(data)) found ??= "a style that loads or runs something";
      },
      onclosetag(name) {
        if (name.toLowerCase() === "style") inStyle = false;
      },
      onprocessinginstruction(name) {
        if (name.toLowerCase() === "?xml-stylesheet") found ??= "a stylesheet instruction";
      },
    },
    { xmlMode: true, recognizeCDATA: true },
  );
  parser.write(text);
  parser.end();
  return found;
}

/**
 * Checks an uploaded logo: a PNG (by its magic bytes, decoded, metadata removed) or an SVG with nothing active that
 * sharp can draw.
 *
 * @throws HttpError 400 naming `file` for an empty upload; 415 for another type, an SVG holding something active, or
 *   a file that does not decode; 413 for an image over {@link MAX_IMAGE_PIXELS}.
 */
export async function prepareLogo(data: Buffer, language: Language = "en"): Promise<PreparedLogo> {
  if (data.length === 0) throw badRequest([fieldError("file", "fileEmpty")]);
  const sniffed = await sniffFileType(data);
  if (sniffed === "image/png") return { mimeType: "image/png", content: await stripImageMetadata(data, "image/png", language) };
  const text = sniffed ? "" : data.toString("utf8");
  if (!looksLikeSvg(text)) throw new HttpError(415, fileMessage("logoTypeNotAllowed", language));
  if ((await activeSvgContent(text)) !== null) throw new HttpError(415, fileMessage("logoSvgActive", language));
  try {
    const sharp = await loadSharp();
    await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).png().toBuffer();
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) throw new HttpError(413, fileMessage("imageTooManyPixels", language));
    throw new HttpError(415, fileMessage("fileUnreadable", language));
  }
  return { mimeType: "image/svg+xml", content: data };
}

/** `#rrggbb` as sharp's colour object. */
function colour(hex: string): { r: number; g: number; b: number; alpha: number } {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255, alpha: 1 };
}

/**
 * The icons of {@link ICON_SIZES} made from a logo: PNG squares of the background colour with the logo in the middle,
 * {@link LOGO_SHARE} of the side, its proportions kept. An SVG is drawn at a density that makes the largest icon sharp.
 *
 * @param logo - A logo from {@link prepareLogo}.
 * @param background - The identity's background colour, `#rrggbb`.
 * @returns One PNG per size, in the order of {@link ICON_SIZES}.
 */
export async function deriveIcons(logo: PreparedLogo, background: string): Promise<{ size: IconSize; content: Buffer }[]> {
  const sharp = await loadSharp();
  const largest = Math.ceil(Math.max(...ICON_SIZES) * LOGO_SHARE);
  let density: number | undefined;
  if (logo.mimeType === "image/svg+xml") {
    const meta = await sharp(logo.content).metadata();
    const side = Math.max(meta.width ?? 0, meta.height ?? 0) || largest;
    density = Math.min(2400, Math.max(72, Math.ceil((72 * largest) / side)));
  }
  return Promise.all(
    ICON_SIZES.map(async (size) => {
      const inner = Math.round(size * LOGO_SHARE);
      const drawn = await sharp(logo.content, { density, limitInputPixels: MAX_IMAGE_PIXELS })
        .resize(inner, inner, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer();
      const content = await sharp({ create: { width: size, height: size, channels: 4, background: colour(background) } })
        .composite([{ input: drawn, gravity: "centre" }])
        .png()
        .toBuffer();
      return { size, content };
    }),
  );
}
