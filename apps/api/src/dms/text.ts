/**
 * Text of documents for search (issue 14 item 3): text extracted from PDFs on upload with `unpdf` (PDF.js), and
 * the one lower-cased `search_text` of a document (title, file name, number, sender, recipient, tags, the type's
 * fields and the text of the current version), matched with `LIKE` over a trigram index. Trigrams need no word
 * breaks, so Thai (written without spaces) is found by any part of a word, on PGlite and PostgreSQL alike. The text,
 * the search text and the query all pass through `normaliseThaiText` (tracker issue 36 item 1: the private-use code
 * points of Thai fonts, ำ split in two), so a typed word finds the same word in a PDF from Chromium, LibreOffice or
 * Word; before that, the ToUnicode maps that Microsoft Word writes wrong for ำ are completed from the embedded fonts'
 * own character maps (`completeToUnicode`).
 */
import { normaliseThaiText } from "@eoffice/thai";
import type { PDFDict } from "pdf-lib";
import { loadFontkit, loadPdfLib, loadUnpdf } from "../lib/heavy-modules";
import { pageMarkedContents, pageText, type TextContentItem } from "./actual-text";

/** Most characters of extracted text kept per version (about 100 pages of dense text). */
export const MAX_TEXT_CHARS = 200_000;

/**
 * The text of a PDF, the ToUnicode maps of its Thai fonts completed (`completeToUnicode`), `/ActualText` of marked
 * content applied, in the standard form of `normaliseThaiText`, whitespace collapsed; "" when it has none (a scan)
 * or cannot be read (never throws: a PDF that the files mechanism accepted is filed even when its text cannot be
 * extracted).
 */
export async function extractPdfText(content: Buffer): Promise<string> {
  try {
    const { getDocumentProxy } = await loadUnpdf();
    const data = await withToUnicodeFromFonts(new Uint8Array(content)).catch(() => new Uint8Array(content));
    const [pdf, marks] = await Promise.all([getDocumentProxy(data.slice()), pageMarkedContents(data).catch(() => [])]);
    const pages: string[] = [];
    for (let i = 1; i <= pdf.numPages; i++) {
      const page = await pdf.getPage(i);
      const { items } = await page.getTextContent({ includeMarkedContent: true });
      // The /ActualText of marked content replaces what PDF.js read of its glyphs (dms/actual-text.ts).
      pages.push(pageText(items as TextContentItem[], marks[i - 1] ?? []));
    }
    const text = pages.join("\n");
    // Glyphs without a Unicode mapping come out as NUL or other control characters: dropped (PostgreSQL text
    // cannot hold NUL).
    return normaliseThaiText(text)
      .replace(/[\p{Cc}\p{Cs}\ufffd]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, MAX_TEXT_CHARS);
  } catch {
    return "";
  }
}

/** A ToUnicode CMap's entries: character code (here a glyph id) to text. */
type ToUnicode = Map<number, string>;

/** The text of a CMap hex string (UTF-16BE). */
function utf16(hex: string): string {
  return String.fromCharCode(...(hex.match(/.{1,4}/g) ?? []).map((unit) => parseInt(unit.padEnd(4, "0"), 16)));
}

/** The entries of a ToUnicode CMap: `bfchar`, and `bfrange` with a first value or an array of values. */
export function parseToUnicode(cmap: string): ToUnicode {
  const map: ToUnicode = new Map();
  for (const [, body = ""] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = "", text = ""] of body.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) map.set(parseInt(code, 16), utf16(text));
  }
  for (const [, body = ""] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo = "", hi = "", first, list] of body.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:<([0-9a-fA-F]*)>|\[([^\]]*)\])/g)) {
      const from = parseInt(lo, 16);
      const to = Math.min(parseInt(hi, 16), from + 0xffff);
      if (list !== undefined) {
        [...list.matchAll(/<([0-9a-fA-F]*)>/g)].forEach(([, text = ""], i) => from + i <= to && map.set(from + i, utf16(text)));
      } else {
        // A range's text is its first value with the last UTF-16 unit counted up.
        const text = utf16(first ?? "");
        for (let code = from; code <= to && text !== ""; code++) map.set(code, text.slice(0, -1) + String.fromCharCode(text.charCodeAt(text.length - 1) + code - from));
      }
    }
  }
  return map;
}

/** A ToUnicode CMap of two-byte codes holding `map`. */
export function writeToUnicode(map: ToUnicode): string {
  const hex = (text: string) => Array.from({ length: text.length }, (_, i) => text.charCodeAt(i).toString(16).padStart(4, "0")).join("");
  const entries = [...map].filter(([, text]) => text !== "").sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar`, ...block.map(([code, text]) => `<${code.toString(16).padStart(4, "0")}> <${hex(text)}>`), "endbfchar");
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <ffff>",
    "endcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}

/**
 * A ToUnicode map completed from the character map of the embedded font it belongs to (`glyphText`: glyph id to
 * the code point the font's own `cmap` gives it), for what Microsoft Word writes for ำ in Thai fonts (TH
 * SarabunPSK, TH SarabunIT๙, TH Sarabun New, Angsana New, Cordia New). Word draws ำ as two glyphs, nikhahit and sara
 * aa, but writes the character's ToUnicode entry onto one of them only: the nikhahit glyph is given a space or no
 * entry at all (so "สำนัก" is read as "ส านัก" or "สานัก"), and when a document's first ำ comes before its first า,
 * the sara aa glyph is given ำ for the whole document ("กล่าว" is read as "กล่ำว"). So: a glyph without an entry gets
 * the font's code point for it; a glyph the font draws for a Thai character and the map gives as white space gets
 * that character; and a glyph the map gives as ำ and the font draws for า gets า. The nikhahit then comes before
 * the sara aa again and `normaliseThaiText` joins the two into ำ. Other entries stay. `undefined` when none changes.
 */
export function completeToUnicode(toUnicode: ToUnicode, glyphText: ReadonlyMap<number, string>): ToUnicode | undefined {
  const complete = new Map(toUnicode);
  let changed = false;
  for (const [glyph, text] of glyphText) {
    const mapped = complete.get(glyph);
    const thai = /^[\u0e01-\u0e5b\uf700-\uf71a]$/.test(text);
    if (glyph !== 0 && (mapped === undefined || (thai && (mapped.trim() === "" || (mapped === "\u0e33" && text === "\u0e32"))))) {
      complete.set(glyph, text);
      changed = true;
    }
  }
  return changed ? complete : undefined;
}

/**
 * The PDF with the ToUnicode maps of its Thai TrueType CID fonts (Type0, Identity-H, glyph ids as codes, the font
 * embedded) completed from the fonts' own character maps by `completeToUnicode`; the same bytes when none needs it.
 * A font that cannot be read is left as it is.
 */
async function withToUnicodeFromFonts(content: Uint8Array): Promise<Uint8Array> {
  const pdfLib = await loadPdfLib();
  const { PDFArray, PDFName, PDFRawStream, decodePDFRawStream } = pdfLib;
  const doc = await pdfLib.PDFDocument.load(content, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  const nameOf = (dict: PDFDict, key: string) => dict.lookup(PDFName.of(key))?.toString();
  const bytesOf = (stream: unknown) => (stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : undefined);
  let changed = false;
  for (const [, font] of doc.context.enumerateIndirectObjects()) {
    if (!(font instanceof pdfLib.PDFDict) || nameOf(font, "Subtype") !== "/Type0" || nameOf(font, "Encoding") !== "/Identity-H") continue;
    try {
      const descendants = font.lookup(PDFName.of("DescendantFonts"));
      const cidFont = descendants instanceof PDFArray ? descendants.lookup(0) : undefined;
      if (!(cidFont instanceof pdfLib.PDFDict) || nameOf(cidFont, "Subtype") !== "/CIDFontType2") continue;
      if (![undefined, "/Identity"].includes(nameOf(cidFont, "CIDToGIDMap"))) continue;
      const descriptor = cidFont.lookup(PDFName.of("FontDescriptor"));
      const fontFile = descriptor instanceof pdfLib.PDFDict ? bytesOf(descriptor.lookup(PDFName.of("FontFile2"))) : undefined;
      const cmap = bytesOf(font.lookup(PDFName.of("ToUnicode")));
      if (fontFile === undefined || cmap === undefined) continue;
      const toUnicode = parseToUnicode(Buffer.from(cmap).toString("latin1"));
      if (![...toUnicode.values()].some((text) => /[\u0e01-\u0e5b]/.test(text))) continue;
      const embedded = (await loadFontkit()).create(Buffer.from(fontFile));
      const glyphText = new Map<number, string>();
      for (const codePoint of embedded.characterSet) {
        const glyph = embedded.glyphForCodePoint(codePoint).id;
        const known = glyphText.get(glyph);
        // A glyph that a standard code point and a private-use one both reach is named by the standard one.
        if (known === undefined || (/[\ue000-\uf8ff]/.test(known) && !(codePoint >= 0xe000 && codePoint <= 0xf8ff))) glyphText.set(glyph, String.fromCodePoint(codePoint));
      }
      const complete = completeToUnicode(toUnicode, glyphText);
      if (complete === undefined) continue;
      font.set(PDFName.of("ToUnicode"), doc.context.register(doc.context.flateStream(writeToUnicode(complete))));
      changed = true;
    } catch {
      // This font's map stays as it is.
    }
  }
  return changed ? doc.save({ useObjectStreams: false, updateFieldAppearances: false }) : content;
}

/** What a document's search text is built from. */
export interface SearchableDocument {
  title: string;
  fileName: string;
  docNumber: string | null;
  sender: string | null;
  recipient: string | null;
  tags: string[];
  fields: Record<string, string | number | boolean>;
  text: string;
}

/**
 * The lower-cased search text of a document (lines: metadata first, then the text of the current version), in the
 * standard form of `normaliseThaiText` (tracker issue 36 item 1).
 */
export function searchTextOf(doc: SearchableDocument): string {
  return normaliseThaiText(
    [doc.title, doc.fileName, doc.docNumber ?? "", doc.sender ?? "", doc.recipient ?? "", doc.tags.join(" "), Object.values(doc.fields).filter((v) => typeof v !== "boolean").join(" "), doc.text].join("\n"),
  ).toLowerCase();
}

/** A `LIKE` pattern finding `query`, in the standard form of `normaliseThaiText`, anywhere in a search text. */
export function searchPattern(query: string): string {
  return `%${normaliseThaiText(query).toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
