/**
 * Text of documents for search (issue 14 item 3): text extracted from PDFs on upload with `unpdf` (PDF.js), and
 * the one lower-cased `search_text` of a document (title, file name, number, sender, recipient, tags, the type's
 * fields and the text of the current version), matched with `LIKE` over a trigram index. Trigrams need no word
 * breaks, so Thai (written without spaces) is found by any part of a word, on PGlite and PostgreSQL alike.
 */
import { loadUnpdf } from "../lib/heavy-modules";

/** Most characters of extracted text kept per version (about 100 pages of dense text). */
export const MAX_TEXT_CHARS = 200_000;

/**
 * The text of a PDF, whitespace collapsed; "" when it has none (a scan) or cannot be read (never throws: a PDF
 * that the files mechanism accepted is filed even when its text cannot be extracted).
 */
export async function extractPdfText(content: Buffer): Promise<string> {
  try {
    const { extractText, getDocumentProxy } = await loadUnpdf();
    const pdf = await getDocumentProxy(new Uint8Array(content));
    const { text } = await extractText(pdf, { mergePages: true });
    // Glyphs without a Unicode mapping come out as NUL or other control characters: dropped (PostgreSQL text
    // cannot hold NUL).
    return text
      .normalize("NFC")
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

/** The lower-cased search text of a document (lines: metadata first, then the text of the current version). */
export function searchTextOf(doc: SearchableDocument): string {
  return [doc.title, doc.fileName, doc.docNumber ?? "", doc.sender ?? "", doc.recipient ?? "", doc.tags.join(" "), Object.values(doc.fields).join(" "), doc.text]
    .join("\n")
    .normalize("NFC")
    .toLowerCase();
}

/** A `LIKE` pattern finding `query` anywhere in a search text. */
export function searchPattern(query: string): string {
  return `%${query.normalize("NFC").toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
