/**
 * The `/ActualText` of marked content in a PDF's pages (ISO 32000-1 section 14.9.4; tracker issue 36 item 1).
 * Chromium (Skia) and LibreOffice wrap the glyphs that their ToUnicode map cannot name (Thai marks moved by the
 * font's substitutions, the two glyphs of ำ) in `/Span <</ActualText (...)>> BDC ... EMC`, and Word does the same
 * for some clusters; the text is in the `/ActualText` string only. PDF.js, which `unpdf` runs, ignores
 * `/ActualText` and reads those glyphs as NUL, a wrong character or nothing: "ท้องถิ่น" came out as "ท้องถิ น".
 *
 * This module reads the page's content streams (pdf-lib) for the marked-content operators, in order, with the
 * `/ActualText` of each (`BDC` with an inline dictionary or a name in the page's `/Properties`), so that the text
 * items PDF.js reports between the same begin and end (`includeMarkedContent`) can be replaced by it.
 */
import type { PDFDict, PDFDocument, PDFPage } from "pdf-lib";
import { loadPdfLib } from "../lib/heavy-modules";

/** One marked-content begin of a page: its `/ActualText`, or `undefined`. */
export type MarkedContent = { actualText: string | undefined };

/** A token of a content stream (only what the marked-content operators need). */
type Token = { kind: "name"; value: string } | { kind: "string"; bytes: number[] } | { kind: "dict-start" | "dict-end" | "other" } | { kind: "op"; value: string };

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([..."()<>[]{}/%"].map((c) => c.charCodeAt(0)));

/** The tokens of a content stream: strings and names decoded, inline images skipped. */
function* tokens(data: Uint8Array): Generator<Token> {
  let i = 0;
  const n = data.length;
  while (i < n) {
    const c = data[i]!;
    if (WHITE.has(c)) {
      i++;
    } else if (c === 0x25 /* % */) {
      while (i < n && data[i] !== 0x0a && data[i] !== 0x0d) i++;
    } else if (c === 0x2f /* / */) {
      let j = i + 1;
      while (j < n && !WHITE.has(data[j]!) && !DELIMITERS.has(data[j]!)) j++;
      const raw = String.fromCharCode(...data.subarray(i + 1, j));
      yield { kind: "name", value: raw.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))) };
      i = j;
    } else if (c === 0x28 /* ( */) {
      const bytes: number[] = [];
      let depth = 1;
      i++;
      while (i < n && depth > 0) {
        const b = data[i++]!;
        if (b === 0x5c /* \ */) {
          const e = data[i++]!;
          const simple: Record<number, number> = { 0x6e: 10, 0x72: 13, 0x74: 9, 0x62: 8, 0x66: 12 };
          if (simple[e] !== undefined) bytes.push(simple[e]);
          else if (e >= 0x30 && e <= 0x37) {
            let oct = e - 0x30;
            for (let k = 0; k < 2 && data[i]! >= 0x30 && data[i]! <= 0x37; k++) oct = oct * 8 + (data[i++]! - 0x30);
            bytes.push(oct & 0xff);
          } else if (e === 0x0d) {
            if (data[i] === 0x0a) i++;
          } else if (e !== 0x0a) bytes.push(e);
        } else {
          if (b === 0x28) depth++;
          else if (b === 0x29 && --depth === 0) break;
          bytes.push(b);
        }
      }
      yield { kind: "string", bytes };
    } else if (c === 0x3c /* < */) {
      if (data[i + 1] === 0x3c) {
        i += 2;
        yield { kind: "dict-start" };
        continue;
      }
      let j = i + 1;
      while (j < n && data[j] !== 0x3e) j++;
      const hex = String.fromCharCode(...data.subarray(i + 1, j)).replace(/\s+/g, "");
      const padded = hex.length % 2 ? `${hex}0` : hex;
      yield { kind: "string", bytes: (padded.match(/../g) ?? []).map((h) => parseInt(h, 16)) };
      i = j + 1;
    } else if (c === 0x3e /* > */) {
      i += data[i + 1] === 0x3e ? 2 : 1;
      yield { kind: "dict-end" };
    } else if (DELIMITERS.has(c)) {
      i++;
      yield { kind: "other" };
    } else {
      let j = i;
      while (j < n && !WHITE.has(data[j]!) && !DELIMITERS.has(data[j]!)) j++;
      const word = String.fromCharCode(...data.subarray(i, j));
      i = j;
      if (/^[+-]?[\d.]+$/.test(word) || word === "true" || word === "false" || word === "null") {
        yield { kind: "other" };
        continue;
      }
      if (word === "ID") {
        // Inline image data runs to "EI" between white space.
        i++;
        while (i < n && !(data[i] === 0x45 && data[i + 1] === 0x49 && WHITE.has(data[i - 1]!) && (i + 2 >= n || WHITE.has(data[i + 2]!)))) i++;
        i += 2;
      }
      yield { kind: "op", value: word };
    }
  }
}

/** A PDF text string: UTF-16BE with a byte order mark, UTF-8 with one, else PDFDocEncoding (Latin-1 here). */
function textString(bytes: number[]): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(new Uint8Array(bytes.slice(2)));
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder().decode(new Uint8Array(bytes.slice(3)));
  return String.fromCharCode(...bytes);
}

/** The marked-content begins (`BMC`, `BDC`) of one content stream, in order, with their `/ActualText`. */
export function markedContents(data: Uint8Array, properties: (name: string) => string | undefined = () => undefined): MarkedContent[] {
  const found: MarkedContent[] = [];
  let operands: Token[] = [];
  for (const token of tokens(data)) {
    if (token.kind !== "op") {
      operands.push(token);
      continue;
    }
    if (token.value === "BMC") found.push({ actualText: undefined });
    else if (token.value === "BDC") {
      const key = operands.findIndex((t) => t.kind === "name" && t.value === "ActualText");
      const value = key >= 0 ? operands[key + 1] : undefined;
      const last = operands.at(-1);
      const actualText =
        value?.kind === "string" ? textString(value.bytes) : last?.kind === "name" && operands.length === 2 ? properties(last.value) : undefined;
      found.push({ actualText });
    }
    operands = [];
  }
  return found;
}

/** The marked-content begins of each page of a PDF (pdf-lib), in content-stream order; `[]` for a page without. */
export async function pageMarkedContents(content: Uint8Array): Promise<MarkedContent[][]> {
  const pdfLib = await loadPdfLib();
  const doc: PDFDocument = await pdfLib.PDFDocument.load(content, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  return doc.getPages().map((page: PDFPage) => {
    const node = page.node;
    const contents = node.Contents();
    const streams = contents instanceof pdfLib.PDFArray ? contents.asArray().map((ref) => node.context.lookup(ref)) : [contents];
    const parts: Uint8Array[] = [];
    for (const stream of streams) {
      if (stream instanceof pdfLib.PDFRawStream) parts.push(pdfLib.decodePDFRawStream(stream).decode());
      else if (stream instanceof pdfLib.PDFStream) parts.push(stream.getContents());
    }
    const joined = new Uint8Array(parts.reduce((sum, p) => sum + p.length + 1, 0));
    let at = 0;
    for (const p of parts) {
      joined.set(p, at);
      at += p.length + 1;
      joined[at - 1] = 0x0a;
    }
    const resources = node.Resources();
    const props = resources?.lookupMaybe(pdfLib.PDFName.of("Properties"), pdfLib.PDFDict);
    const properties = (name: string) => {
      const dict = props?.lookupMaybe(pdfLib.PDFName.of(name), pdfLib.PDFDict) as PDFDict | undefined;
      const text = dict?.lookup(pdfLib.PDFName.of("ActualText"));
      return text instanceof pdfLib.PDFHexString || text instanceof pdfLib.PDFString ? text.decodeText() : undefined;
    };
    return markedContents(joined, properties);
  });
}

/** A text item of PDF.js's `getTextContent({ includeMarkedContent: true })`. */
export type TextContentItem = { str: string; hasEOL?: boolean } | { type: string };

/**
 * The text of one page from PDF.js's items, the items inside marked content with an `/ActualText` replaced by it
 * (the outermost one wins). PDF.js adds a white-space item where the next glyph starts further right than the last
 * one ended; after a replaced span that is an artefact of the span's glyph positions (the gap behind a mark: "ส่ อง"),
 * so a white-space item right after a replaced span is dropped (two words may then join, which a substring search
 * does not mind; a space inside a word breaks it). `marks` are the page's marked-content begins in content order; when PDF.js reports a
 * different number of begins (marked content inside form XObjects, which this does not read), `/ActualText` is
 * ignored on that page rather than applied to the wrong glyphs.
 */
export function pageText(items: readonly TextContentItem[], marks: readonly MarkedContent[]): string {
  const begins = items.filter((item) => "type" in item && item.type.startsWith("beginMarkedContent")).length;
  const usable = begins === marks.length;
  let next = 0;
  const stack: (string | undefined)[] = [];
  let replacing = -1;
  let afterSpan = false;
  let pending: string | undefined;
  let out = "";
  for (const item of items) {
    if ("type" in item) {
      if (item.type.startsWith("beginMarkedContent")) {
        const actual = usable ? marks[next++]?.actualText : undefined;
        stack.push(actual);
        if (replacing < 0 && actual !== undefined) {
          replacing = stack.length - 1;
          // Written with the span's first glyphs: a line end PDF.js reports before them belongs before it.
          pending = actual;
        }
      } else if (item.type === "endMarkedContent") {
        stack.pop();
        if (replacing >= stack.length) {
          out += pending ?? "";
          pending = undefined;
          replacing = -1;
          afterSpan = true;
        }
      }
      continue;
    }
    const artefact = afterSpan && !item.hasEOL && item.str.trim() === "";
    afterSpan = false;
    if (replacing < 0 && !artefact) out += item.str;
    if (replacing >= 0 && pending !== undefined && item.str !== "") {
      out += pending;
      pending = undefined;
    }
    if (item.hasEOL) out += "\n";
  }
  return out;
}
