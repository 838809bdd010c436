/**
 * The templates of the imports (tracker issue 38 item 2; docs/import.md "Templates"): one per kind, its columns headed
 * in Thai, with one example row, as CSV (UTF-8 with a byte-order mark, `lib/csv.ts`, so that Excel shows Thai) or
 * as an XLSX workbook (exceljs; the header bold and frozen, text columns formatted as text so that account numbers
 * and national IDs keep their leading zeros).
 */
import { toCsv } from "../../lib/csv";
import { loadExcelJs } from "../../lib/heavy-modules";
import type { ImportColumn } from "./kinds";

/** The CSV template of a kind's columns. */
export function csvTemplate(columns: readonly ImportColumn[]): string {
  return toCsv([columns.map((c) => c.example)], columns.map((c) => c.th));
}

/** The XLSX template of a kind's columns (sheet named after the kind). */
export async function xlsxTemplate(sheetName: string, columns: readonly ImportColumn[]): Promise<Buffer> {
  const ExcelJs = await loadExcelJs();
  const workbook = new ExcelJs.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.th, key: c.id, width: Math.min(60, Math.max(14, [...c.th].length + 4)), ...(c.text ? { style: { numFmt: "@" } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(columns.map((c) => [c.id, c.example])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
