/**
 * Reading an import file into records (tracker issue 38 item 2; docs/import.md "File formats"): the cells of a CSV
 * file (papaparse: comma, semicolon or tab, quoted cells) or of an XLSX workbook's first sheet (exceljs, read as a
 * stream), the first non-empty row being the header. Headers are matched to the kind's columns in Thai or English,
 * ignoring case, spaces, a trailing "*" and "(ถ้ามี)" / "(optional)". Cells are trimmed, Thai digits read as 0-9.
 */
import { Readable } from "node:stream";
import { fieldError, type FieldError } from "../../i18n/field-messages";
import { message, type Language } from "../../i18n/messages";
import { HttpError, badRequest } from "../../lib/errors";
import { loadExcelJs, requirePapaparse } from "../../lib/heavy-modules";
import { decodeImportText, type ImportFormat } from "../../files/import-file";
import type { ImportColumn, ImportRecord } from "./kinds";

/** Most data rows one file may hold (more answers 413): a municipality's 20,000 accounts fit twice over. */
export const MAX_IMPORT_ROWS = 50_000;

const THAI_DIGITS = /[\u0E50-\u0E59]/g;

/** A header as compared: NFC, lower case, without spaces, "*", "(ถ้ามี)" or "(optional)". */
export function headerKey(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/\((?:ถ้ามี|optional)\)/g, "")
    .replace(/[\s*]+/g, "");
}

/** A cell as the importer reads it: trimmed, NFC, Thai digits as 0-9. */
function cleanCell(text: string): string {
  return text
    .normalize("NFC")
    .replace(THAI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0e50))
    .trim();
}

/** The cell rows of a CSV text (blank lines left out). */
function csvRows(text: string): { cells: string[]; row: number }[] {
  const parsed = requirePapaparse().parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: false });
  const out: { cells: string[]; row: number }[] = [];
  parsed.data.forEach((cells, index) => {
    if (cells.some((c) => c.trim() !== "")) out.push({ cells, row: index + 1 });
  });
  return out;
}

/** The text of an XLSX cell value (numbers as written, dates as YYYY-MM-DD, rich text and formulas by their text). */
function xlsxCellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value as { text?: unknown; richText?: { text: string }[]; result?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join("");
    if (typeof v.text === "string") return v.text;
    if (v.result !== undefined) return xlsxCellText(v.result);
    return "";
  }
  return String(value);
}

/** The cell rows of an XLSX workbook's first sheet, at most `limit` of them (read as a stream). */
async function xlsxRows(data: Buffer, limit: number, language: Language): Promise<{ cells: string[]; row: number }[]> {
  const ExcelJs = await loadExcelJs();
  const out: { cells: string[]; row: number }[] = [];
  try {
    const reader = new ExcelJs.stream.xlsx.WorkbookReader(Readable.from([data]), { sharedStrings: "cache", styles: "ignore", hyperlinks: "ignore", worksheets: "emit" });
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<{ number: number; values: unknown[] }>) {
        const cells = (Array.isArray(row.values) ? row.values.slice(1) : []).map(xlsxCellText);
        if (cells.some((c) => c.trim() !== "")) out.push({ cells, row: row.number });
        if (out.length > limit) return out;
      }
      break; // the first sheet only
    }
  } catch {
    throw new HttpError(415, message("importFileUnreadable", language, { format: "XLSX" }));
  }
  return out;
}

/**
 * The records of a file for a kind with `columns`.
 *
 * @throws HttpError 400 naming `file` (a required column missing, an unknown or repeated column, no data row), 413 for
 *   more than {@link MAX_IMPORT_ROWS} rows, 415 for a workbook that does not open.
 */
export async function readImportFile(data: Buffer, format: ImportFormat, columns: readonly ImportColumn[], language: Language): Promise<ImportRecord[]> {
  let rows: { cells: string[]; row: number }[];
  if (format === "xlsx") rows = await xlsxRows(data, MAX_IMPORT_ROWS + 1, language);
  else {
    const text = decodeImportText(data);
    if (text === null) throw new HttpError(415, message("importFileType", language));
    rows = csvRows(text);
  }
  const [header, ...body] = rows;
  if (!header) throw badRequest([fieldError("file", "importNoRows")]);
  if (body.length > MAX_IMPORT_ROWS) throw new HttpError(413, message("importTooManyRows", language, { max: MAX_IMPORT_ROWS.toLocaleString("en-US") }));
  const byHeader = new Map<string, ImportColumn>();
  for (const column of columns) for (const name of [column.th, column.en, column.id]) byHeader.set(headerKey(name), column);
  const errors: FieldError[] = [];
  const positions: (ImportColumn | undefined)[] = [];
  const seen = new Set<string>();
  for (const cell of header.cells) {
    const text = cell.trim();
    if (text === "") {
      positions.push(undefined);
      continue;
    }
    const column = byHeader.get(headerKey(text));
    if (!column) errors.push(fieldError("file", "importColumnUnknown", { column: text }));
    else if (seen.has(column.id)) errors.push(fieldError("file", "importColumnTwice", { column: { th: column.th, en: column.en } }));
    else seen.add(column.id);
    positions.push(column);
  }
  for (const column of columns) {
    if (column.required && !seen.has(column.id)) errors.push(fieldError("file", "importColumnMissing", { column: { th: column.th, en: column.en } }));
  }
  if (errors.length > 0) throw badRequest(errors);
  if (body.length === 0) throw badRequest([fieldError("file", "importNoRows")]);
  return body.map(({ cells, row }) => {
    const values: Record<string, string> = {};
    positions.forEach((column, i) => {
      if (column) values[column.id] = cleanCell(cells[i] ?? "");
    });
    return { row, values };
  });
}
