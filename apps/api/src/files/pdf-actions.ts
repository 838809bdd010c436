/**
 * Active content removed from PDFs before they are stored (tracker issue 36 item 3): a PDF viewer (Chromium's,
 * Acrobat) runs JavaScript, starts programs, posts form data or opens addresses when the document says so, so a
 * resident's PDF could run its script in an officer's browser. Every PDF enters storage through
 * `prepareUpload` (`files/storage.ts`), which calls {@link removePdfActions}; complaints, notes, e-service
 * requests, news and document-store files are all covered there. No original is kept: no rule of the
 * municipality's requires the bytes as sent, and a file that lost actions is still the same document on paper.
 *
 * What goes (PDF 1.7, ISO 32000-1, section 12.6 "Actions", 12.6.4.16 "JavaScript actions", 7.7.4 "Name
 * dictionary", 12.7.8 "XFA forms"):
 * - the catalog's `/OpenAction` (whatever it does) and every `/AA` (additional actions: on the catalog, pages,
 *   annotations, form fields),
 * - the document-level scripts (`/Names` `/JavaScript`) and XFA forms (`/AcroForm` `/XFA`, which carry scripts),
 * - every action of a kind in {@link UNSAFE_ACTION_TYPES} wherever it is referenced (`/A` of a link, `/Next`
 *   of another action), and `/URI` actions to a `javascript:`, `vbscript:`, `data:` or `file:` address,
 * - any left-over `/JS` entry, and the objects that only those entries pointed to (script streams).
 *
 * Ordinary links (`/URI` to `https:`, `/GoTo` within the document, named actions) stay. Objects in object
 * streams are covered: `pdf-lib` reads them into the same object table that is walked here.
 */
import type { PDFArray, PDFContext, PDFDict, PDFObject, PDFRef } from "pdf-lib";
import { loadPdfLib } from "../lib/heavy-modules";

/** Action types (`/S`) removed wherever they appear: they run scripts, start programs, send or fetch data, or open other files. */
export const UNSAFE_ACTION_TYPES: ReadonlySet<string> = new Set([
  "JavaScript",
  "Launch",
  "SubmitForm",
  "ImportData",
  "ResetForm",
  "Rendition",
  "RichMediaExecute",
  "GoToE",
  "GoToR",
  "Sound",
  "Movie",
]);

/** Address schemes a `/URI` action may not open (checked without case, after leading spaces and control characters). */
const UNSAFE_URI = /^[\s\p{Cc}]*(javascript|vbscript|data|file):/iu;

/** Keys removed from every dictionary, whatever their value. */
const ALWAYS_REMOVED = ["OpenAction", "AA", "JS"] as const;

/** What {@link removePdfActions} did. */
export interface PdfActionsResult {
  /** The PDF to store: the input unchanged when nothing was removed, else the document saved again. */
  content: Buffer;
  /** How many entries were removed (0: `content` is the input). */
  removed: number;
}

type PdfLib = Awaited<ReturnType<typeof loadPdfLib>>;

/**
 * A PDF without scripts and other active actions (see the module comment). The document is saved again only when
 * something was removed, so a harmless PDF (a signed one too) is stored byte for byte as sent.
 *
 * @param data - A PDF that `pdf-lib` opens (the upload checks run first).
 * @throws Error from `pdf-lib` when the PDF does not open.
 */
export async function removePdfActions(data: Buffer): Promise<PdfActionsResult> {
  const pdfLib = await loadPdfLib();
  const pdf = await pdfLib.PDFDocument.load(data, { updateMetadata: false });
  const removed = stripActions(pdfLib, pdf.context);
  if (removed === 0) return { content: data, removed };
  return { content: Buffer.from(await pdf.save({ updateFieldAppearances: false })), removed };
}

/**
 * Removes active content from every object of `context` (see the module comment) and drops script objects no
 * longer referenced.
 *
 * @returns How many entries and objects were removed.
 */
export function stripActions(pdfLib: PdfLib, context: PDFContext): number {
  const { PDFArray, PDFDict, PDFName, PDFRef, PDFStream, PDFString, PDFHexString } = pdfLib;
  const resolve = (value: PDFObject | undefined): PDFObject | undefined => (value instanceof PDFRef ? context.lookup(value) : value);
  const nameOf = (value: PDFObject | undefined): string | undefined => {
    const resolved = resolve(value);
    return resolved instanceof PDFName ? resolved.decodeText() : undefined;
  };
  const textOf = (value: PDFObject | undefined): string | undefined => {
    const resolved = resolve(value);
    return resolved instanceof PDFString || resolved instanceof PDFHexString ? resolved.decodeText() : undefined;
  };
  const isUnsafeAction = (value: PDFObject | undefined): boolean => {
    const dict = resolve(value);
    if (!(dict instanceof PDFDict)) return false;
    const type = nameOf(dict.get(PDFName.of("S")));
    if (type === undefined) return false;
    if (UNSAFE_ACTION_TYPES.has(type)) return true;
    return type === "URI" && UNSAFE_URI.test(textOf(dict.get(PDFName.of("URI"))) ?? "");
  };

  // Unsafe action objects and their script streams are dropped from the file (nothing points to them any more).
  const dropped = new Set<PDFRef>();
  let removed = 0;
  const dropAction = (value: PDFObject | undefined) => {
    if (value instanceof PDFRef) dropped.add(value);
    const dict = resolve(value);
    const script = dict instanceof PDFDict ? dict.get(PDFName.of("JS")) : undefined;
    if (script instanceof PDFRef) dropped.add(script);
  };

  const cleanDict = (dict: PDFDict): void => {
    for (const key of ALWAYS_REMOVED) {
      const name = PDFName.of(key);
      const value = dict.get(name);
      if (value === undefined) continue;
      if (key === "JS" && value instanceof PDFRef) dropped.add(value);
      else if (isUnsafeAction(value)) dropAction(value);
      dict.delete(name);
      removed += 1;
    }
    for (const [key, value] of dict.entries()) {
      if (isUnsafeAction(value)) {
        dropAction(value);
        dict.delete(key);
        removed += 1;
      } else {
        cleanDirect(value);
      }
    }
    const names = resolve(dict.get(PDFName.of("Names")));
    if (names instanceof PDFDict && names.has(PDFName.of("JavaScript"))) {
      names.delete(PDFName.of("JavaScript"));
      removed += 1;
    }
    const form = resolve(dict.get(PDFName.of("AcroForm")));
    if (form instanceof PDFDict && form.has(PDFName.of("XFA"))) {
      form.delete(PDFName.of("XFA"));
      removed += 1;
    }
  };

  const cleanArray = (array: PDFArray): void => {
    for (let i = array.size() - 1; i >= 0; i -= 1) {
      const value = array.get(i);
      if (isUnsafeAction(value)) {
        dropAction(value);
        array.remove(i);
        removed += 1;
      } else {
        cleanDirect(value);
      }
    }
  };

  // Direct (nested) objects are cleaned where they sit; indirect ones in the loop below.
  function cleanDirect(value: PDFObject): void {
    if (value instanceof PDFDict) cleanDict(value);
    else if (value instanceof PDFArray) cleanArray(value);
    else if (value instanceof PDFStream) cleanDict(value.dict);
  }

  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (isUnsafeAction(object)) dropAction(ref);
    else cleanDirect(object);
  }
  for (const ref of dropped) {
    if (context.lookup(ref) === undefined) continue;
    context.delete(ref);
    removed += 1;
  }
  return removed;
}
