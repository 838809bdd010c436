/**
 * Text of documents for search (issue 14 item 3): text extracted from PDFs on upload with `unpdf` (PDF.js), and
 * the one lower-cased `search_text` of a document (title, file name, number, sender, recipient, tags, the type's
 * fields and the text of the current version), matched with `LIKE` over a trigram index. Trigrams need no word
 * breaks, so Thai (written without spaces) is found by any part of a word, on PGlite and PostgreSQL alike. The text,
 * the search text and the query all pass through `normaliseThaiText` (tracker issue 36 item 1: the private-use code
 * points of Thai fonts, ำ split in two), so a typed word finds the same word in a PDF from Chromium, LibreOffice or
 * Word.
 */
import { normaliseThaiText } from "@eoffice/thai";
import { loadUnpdf } from "../lib/heavy-modules";
import { pageMarkedContents, pageText, type TextContentItem } from "./actual-text";

/** Most characters of extracted text kept per version (about 100 pages of dense text). */
export const MAX_TEXT_CHARS = 200_000;

/**
 * The text of a PDF, `/ActualText` of marked content applied, in the standard form of `normaliseThaiText`,
 * whitespace collapsed; "" when it has none (a scan) or cannot be read (never throws: a PDF
 * that the files mechanism accepted is filed even when its text cannot be extracted).
 */
export async function extractPdfText(content: Buffer): Promise<string> {
  try {
    const { getDocumentProxy } = await loadUnpdf();
    const [pdf, marks] = await Promise.all([getDocumentProxy(new Uint8Array(content)), pageMarkedContents(new Uint8Array(content)).catch(() => [])]);
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

/** What a document's search text is built from. */
export interface SearchableDocument {
  title: string;
  fileName: string;
  docNumber: string | null;
  sender: string | null;
  recipient: string | null;
  tags: string[];
  fields: Record<string, string | number>;
  text: string;
}

/**
 * The lower-cased search text of a document (lines: metadata first, then the text of the current version), in the
 * standard form of `normaliseThaiText` (tracker issue 36 item 1).
 */
export function searchTextOf(doc: SearchableDocument): string {
  return normaliseThaiText(
    [doc.title, doc.fileName, doc.docNumber ?? "", doc.sender ?? "", doc.recipient ?? "", doc.tags.join(" "), Object.values(doc.fields).join(" "), doc.text].join("\n"),
  ).toLowerCase();
}

/** A `LIKE` pattern finding `query`, in the standard form of `normaliseThaiText`, anywhere in a search text. */
export function searchPattern(query: string): string {
  return `%${normaliseThaiText(query).toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
