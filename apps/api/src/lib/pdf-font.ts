/**
 * A TrueType font embedded in a pdf-lib document so that the PDF's text layer gives back the text that was drawn
 * (tracker issue 36 item 2: copy and `pdftotext` must give the exact Thai text).
 *
 * The cause of the doubled ำ: pdf-lib writes the ToUnicode map of a subset font from `glyph.codePoints`, one entry
 * per glyph id. Shaping draws ำ (U+0E33) as two glyphs, nikhahit (or a ligature of nikhahit and a tone mark) and
 * sara aa; fontkit gives the first glyph U+0E33 and the second none, and the second is the same glyph as a plain า.
 * fontkit also keeps one glyph object per id with the code points of the glyph's first use (in the document, and
 * within one laid-out string: the า of "นา ตำบล" gives its code point to the sara aa of ตำ). One
 * glyph, two meanings, one ToUnicode entry: the first use won, so the receipt's text layer read "จำานวน" (the
 * nikhahit gave ำ, then sara aa gave า as it had in an earlier word), or every plain า vanished when an ำ came
 * first.
 *
 * The fix, at the ToUnicode map: each glyph's code points are taken from a layout of its own grapheme cluster with
 * fontkit's glyph cache emptied (the glyphs are those of the layout of the whole string; the clusters' layouts give
 * the same glyphs for Thai, and when they do not, for a ligature across clusters, the whole string's code points are
 * kept); a glyph gets one subset glyph per text it stands for (fontkit's subset keys glyphs
 * by id, so a glyph drawn for two texts is added to the subset twice, the same outline under two ids), and ำ is
 * carried by the glyph that draws its spacing part, sara aa, the nikhahit glyph keeping the tone mark drawn with it
 * (น้ำ); without a tone mark ำ is drawn with the font's own glyph of U+0E33 ({@link precomposedSaraAm}). Text drawn
 * in any other script is encoded exactly as pdf-lib does.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { PDFDocument, PDFFont } from "pdf-lib";
import { loadPdfLib } from "./heavy-modules";

let sarabun: { regular: Uint8Array; bold: Uint8Array } | undefined;

/**
 * The Sarabun TrueType files from `@expo-google-fonts/sarabun` (TH Sarabun New's OFL version, the Thai government's
 * standard face), read once: the face of the PDFs the server draws in Thai (receipts, watermarks).
 */
export function sarabunFonts(): { regular: Uint8Array; bold: Uint8Array } {
  if (!sarabun) {
    const require = createRequire(import.meta.url);
    const read = (weight: string) => new Uint8Array(readFileSync(require.resolve(`@expo-google-fonts/sarabun/${weight}/Sarabun_${weight}.ttf`)));
    sarabun = { regular: read("400Regular"), bold: read("700Bold") };
  }
  return sarabun;
}

/** The parts of a fontkit glyph that pdf-lib's embedder reads. */
interface LayoutGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
  name?: string;
}

/** The internals of pdf-lib 1.17's `CustomFontSubsetEmbedder` that the encoding replaces (see the module comment). */
interface SubsetEmbedder {
  font: {
    layout(text: string, features?: unknown): { glyphs: LayoutGlyph[] };
    glyphForCodePoint(codePoint: number): LayoutGlyph | null;
    _glyphs?: Record<number, unknown>;
  };
  fontFeatures: unknown;
  subset: { glyphs: number[]; includeGlyph(glyph: number | LayoutGlyph): number };
  glyphs: LayoutGlyph[];
  glyphIdMap: Map<unknown, number>;
  glyphCache: { invalidate(): void };
  encodeText(text: string): unknown;
}

const SARA_AM = 0x0e33;

/**
 * The text each glyph of a shaped run stands for: fontkit's code points, except that ำ moves from the glyph that
 * drew its nikhahit to the following glyph without code points (its sara aa).
 */
export function glyphTexts(glyphs: readonly { codePoints: readonly number[] }[]): number[][] {
  const texts = glyphs.map((g) => [...g.codePoints]);
  for (let i = 0; i + 1 < texts.length; i++) {
    const here = texts[i]!;
    const at = here.indexOf(SARA_AM);
    if (at >= 0 && texts[i + 1]!.length === 0) {
      here.splice(at, 1);
      texts[i + 1] = [SARA_AM];
    }
  }
  return texts;
}

/** A glyph of a layout with the code points of its own use, copied out of fontkit's shared glyph objects. */
function copyGlyph(glyph: LayoutGlyph): LayoutGlyph {
  return { id: glyph.id, codePoints: [...glyph.codePoints], advanceWidth: glyph.advanceWidth, name: glyph.name };
}

/** The glyphs of `text` with the code points each stands for (see the module comment). */
function shapedGlyphs(embedder: SubsetEmbedder, text: string): LayoutGlyph[] {
  const layout = (t: string) => {
    embedder.font._glyphs = {};
    return embedder.font.layout(t, embedder.fontFeatures).glyphs.map(copyGlyph);
  };
  const whole = layout(text);
  const clusters = [...new Intl.Segmenter("th", { granularity: "grapheme" }).segment(text)].flatMap((c) => layout(c.segment));
  const same = clusters.length === whole.length && clusters.every((g, i) => g.id === whole[i]!.id);
  return precomposedSaraAm(embedder, same ? clusters : whole);
}

/**
 * ำ without a tone mark drawn with the font's own glyph of U+0E33 instead of the nikhahit and sara aa that shaping
 * split it into: one of the two glyphs would have to map to no text, and PDF.js reads a glyph without text as its
 * code ("ต\bำบล"). With a tone mark the split stays (the tone mark stacks on the nikhahit) and both glyphs have text.
 */
function precomposedSaraAm(embedder: SubsetEmbedder, glyphs: LayoutGlyph[]): LayoutGlyph[] {
  const out: LayoutGlyph[] = [];
  for (let i = 0; i < glyphs.length; i++) {
    const glyph = glyphs[i]!;
    const next = glyphs[i + 1];
    if (glyph.codePoints.length === 1 && glyph.codePoints[0] === SARA_AM && next?.codePoints.length === 0) {
      const am = embedder.font.glyphForCodePoint(SARA_AM);
      if (am && am.id !== 0) {
        out.push({ ...copyGlyph(am), codePoints: [SARA_AM] });
        i++;
        continue;
      }
    }
    out.push(glyph);
  }
  return out;
}

/**
 * Embeds a TrueType font as a subset whose ToUnicode map gives back the drawn text, Thai sara am included (see the
 * module comment; tracker issue 36 item 2). A drop-in for `pdf.embedFont(bytes, { subset: true })`.
 *
 * @param pdf - The document (with fontkit registered).
 * @param bytes - A TrueType font file (docs/toolchain.md: a woff2 file crashes fontkit's subsetting).
 * @returns The font, for `drawText` and `widthOfTextAtSize`.
 */
export async function embedTextFont(pdf: PDFDocument, bytes: Uint8Array): Promise<PDFFont> {
  const { PDFHexString } = await loadPdfLib();
  const font = await pdf.embedFont(bytes, { subset: true });
  const embedder = (font as unknown as { embedder: SubsetEmbedder }).embedder;
  if (typeof embedder.subset?.includeGlyph !== "function" || !Array.isArray(embedder.glyphs) || typeof embedder.font._glyphs !== "object") {
    throw new Error("embedTextFont: pdf-lib's subset embedder changed; re-check the ToUnicode fix");
  }
  /** Subset glyph id by `<glyph id>:<text>`. */
  const subsetIds = new Map<string, number>();
  const included = new Set<number>();
  embedder.encodeText = (text: string) => {
    const glyphs = shapedGlyphs(embedder, text);
    const texts = glyphTexts(glyphs);
    const hex = glyphs.map((glyph, i) => {
      const codePoints = texts[i]!;
      const key = `${glyph.id}:${codePoints.join(",")}`;
      let subsetId = subsetIds.get(key);
      if (subsetId === undefined) {
        subsetId = included.has(glyph.id) ? embedder.subset.glyphs.push(glyph.id) - 1 : embedder.subset.includeGlyph(glyph.id);
        included.add(glyph.id);
        subsetIds.set(key, subsetId);
        // pdf-lib finds a glyph's subset id by `glyph.id` (glyphIdMap) and writes `codePoints` to the ToUnicode map.
        embedder.glyphs[subsetId - 1] = { id: key as unknown as number, codePoints, advanceWidth: glyph.advanceWidth, name: glyph.name };
        embedder.glyphIdMap.set(key, subsetId);
      }
      return subsetId.toString(16).padStart(4, "0");
    });
    embedder.glyphCache.invalidate();
    return PDFHexString.of(hex.join(""));
  };
  return font;
}
