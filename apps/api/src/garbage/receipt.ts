/**
 * The e-receipt of a garbage-fee payment (issue 13 item 4): receipt number, the amount in figures and in Thai
 * words (`bahtWords` of `@eoffice/thai/baht`), the municipality's details, in Thai and English; as data for the printable page and
 * as a PDF in the requester's language drawn with `pdf-lib` with the Sarabun font (TH Sarabun New's OFL version,
 * the Thai government's standard face; docs/anchors.md section 4) embedded as a subset, TrueType only
 * (docs/toolchain.md: a woff2 font crashes).
 */
import type { PDFFont, PDFPage, RGB } from "pdf-lib";
import { loadFontkit, loadPdfLib } from "../lib/heavy-modules";
import { embedTextFont, sarabunFonts } from "../lib/pdf-font";
import type { Schemas } from "@eoffice/api-client";

/** A receipt as the contract sends it. */
export type Receipt = Schemas["GarbageReceipt"];


const THAI_DATE = new Intl.DateTimeFormat("th-TH-u-ca-buddhist", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Bangkok" });
const ENGLISH_DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Bangkok" });
const THAI_MONTH = new Intl.DateTimeFormat("th-TH-u-ca-buddhist", { month: "short", year: "numeric", timeZone: "UTC" });
const ENGLISH_MONTH = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

/** "ม.ค. 2569" and "Jan 2026" of a billing month `YYYY-MM`. */
export function billMonthNames(month: string): { th: string; en: string } {
  const [y, m] = month.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, 15));
  return { th: THAI_MONTH.format(date), en: ENGLISH_MONTH.format(date) };
}

/** A4 in PDF points. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
/** Side of the municipality's logo on a receipt, in PDF points. */
const LOGO_PT = 56;

/**
 * pdf-lib draws a line of text; this keeps a cursor and wraps long lines at `maxWidth` between words ({@link wrap}).
 */
class Writer {
  y = PAGE.height - MARGIN;
  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly rgb: (red: number, green: number, blue: number) => RGB,
  ) {}

  line(text: string, options: { size?: number; bold?: boolean; x?: number; gap?: number; color?: [number, number, number] } = {}): void {
    const size = options.size ?? 11;
    const font = options.bold ? this.bold : this.regular;
    const x = options.x ?? MARGIN;
    const maxWidth = PAGE.width - MARGIN - x;
    for (const part of wrap(text, (t) => font.widthOfTextAtSize(t, size), maxWidth)) {
      this.page.drawText(part, { x, y: this.y, size, font, color: this.rgb(...(options.color ?? [0.1, 0.1, 0.1])) });
      this.y -= size * 1.45;
    }
    this.y -= options.gap ?? 0;
  }

  pair(label: string, value: string, options: { bold?: boolean; size?: number } = {}): void {
    const size = options.size ?? 11;
    const y = this.y;
    this.page.drawText(label, { x: MARGIN, y, size, font: this.regular, color: this.rgb(0.35, 0.35, 0.35) });
    this.line(value, { x: MARGIN + 190, size, bold: options.bold });
  }

  rule(): void {
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 6 }, end: { x: PAGE.width - MARGIN, y: this.y + 6 }, thickness: 0.6, color: this.rgb(0.7, 0.7, 0.7) });
    this.y -= 10;
  }
}

/**
 * Splits text into lines no wider than `maxWidth` (in the units of `width`, PDF points here), breaking between words
 * (tracker issue 36 item 2): Thai has no spaces between words, so the breaks are those of `Intl.Segmenter` with word
 * granularity; spaces at a break are dropped. A word wider than a whole line is broken between grapheme clusters,
 * never inside a cluster of marks.
 *
 * @param text - One paragraph.
 * @param width - The width of a string.
 * @param maxWidth - The widest line.
 * @returns The lines, in order; `[text]` when it fits.
 */
export function wrap(text: string, width: (t: string) => number, maxWidth: number): string[] {
  if (width(text) <= maxWidth) return [text];
  const lines: string[] = [];
  let current = "";
  const push = (line: string) => {
    if (line.trim()) lines.push(line.trim());
  };
  for (const { segment: word } of new Intl.Segmenter("th", { granularity: "word" }).segment(text)) {
    if (width(current + word) <= maxWidth) {
      current += word;
      continue;
    }
    push(current);
    current = word.trimStart();
    if (width(current) <= maxWidth) continue;
    // One word wider than a line: broken between grapheme clusters.
    let part = "";
    for (const { segment: cluster } of new Intl.Segmenter("th", { granularity: "grapheme" }).segment(current)) {
      if (part && width(part + cluster) > maxWidth) {
        push(part);
        part = "";
      }
      part += cluster;
    }
    current = part;
  }
  push(current);
  return lines;
}

/** The labels of the receipt PDF in one language (docs/thai-glossary.md section 5 for the Thai ones). */
const RECEIPT_LABELS = {
  th: {
    title: "ใบเสร็จรับเงินอิเล็กทรอนิกส์ ค่าธรรมเนียมเก็บขนขยะมูลฝอย",
    taxId: "เลขประจำตัวผู้เสียภาษีอากร",
    receiptNo: "เลขที่ใบเสร็จรับเงิน",
    paidOn: "วันที่ชำระ",
    paymentNo: "เลขที่รายการชำระเงิน",
    accountNo: "เลขที่บัญชีผู้ชำระ",
    holder: "ผู้ชำระค่าธรรมเนียม",
    address: "ที่อยู่",
    months: "ค่าธรรมเนียมเดือน",
    amount: "จำนวนเงิน",
    currency: "บาท",
    amountWords: "จำนวนเงิน (ตัวอักษร)",
    method: "วิธีชำระเงิน",
    promptPay: "คิวอาร์โค้ดพร้อมเพย์",
    footer: "ใบเสร็จนี้ออกโดยระบบอิเล็กทรอนิกส์ของเทศบาล ใช้เป็นหลักฐานการชำระเงินได้โดยไม่ต้องลงลายมือชื่อ",
  },
  en: {
    title: "Garbage collection fee e-receipt",
    taxId: "Tax ID",
    receiptNo: "Receipt no.",
    paidOn: "Paid on",
    paymentNo: "Payment no.",
    accountNo: "Account no.",
    holder: "Account holder",
    address: "Address",
    months: "Months",
    amount: "Amount",
    currency: "THB",
    amountWords: "Amount in words (Thai)",
    method: "Payment method",
    promptPay: "PromptPay QR code",
    footer: "This receipt was issued electronically by the municipality and is valid without a signature.",
  },
} as const;

/**
 * The receipt as a one-page A4 PDF in the requester's language (tracker issue 36 item 5: a Thai receipt is entirely
 * Thai; an English one gives the amount in Thai words as well, the words Thai law reads), with Sarabun embedded
 * (subset).
 *
 * @param receipt - The receipt's data.
 * @param language - The requester's language. @default "th"
 * @param logoPng - The municipality's logo as a PNG (its 192 px icon, tracker issue 38 item 1), drawn 56 pt square at
 *   the top right. @default none
 * @returns The PDF's bytes.
 */
export async function receiptPdf(receipt: Receipt, language: "th" | "en" = "th", logoPng?: Uint8Array): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(await loadFontkit());
  const l = RECEIPT_LABELS[language];
  const th = language === "th";
  const m = receipt.municipality;
  pdf.setTitle(`${l.title} ${receipt.receiptNo}`);
  pdf.setAuthor(th ? m.nameTh : m.nameEn);
  pdf.setLanguage(th ? "th-TH" : "en-GB");
  const fonts = sarabunFonts();
  // Subsets whose ToUnicode map gives back the drawn text (ำ was doubled with pdf-lib's own embedding).
  const regular = await embedTextFont(pdf, fonts.regular);
  const bold = await embedTextFont(pdf, fonts.bold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const w = new Writer(page, regular, bold, rgb);
  const paidAt = new Date(receipt.paidAt);
  const months = receipt.months.map(billMonthNames);

  if (logoPng) {
    const logo = await pdf.embedPng(logoPng);
    page.drawImage(logo, { x: PAGE.width - MARGIN - LOGO_PT, y: PAGE.height - MARGIN - LOGO_PT + 14, width: LOGO_PT, height: LOGO_PT });
  }
  w.line(th ? m.nameTh : m.nameEn, { size: 16, bold: true });
  w.line(th ? m.addressTh : m.addressEn, { size: 10 });
  w.line(`${l.taxId} ${m.taxId}`, { size: 10, gap: 8 });
  w.rule();
  w.line(l.title, { size: 15, bold: true, gap: 6 });
  w.pair(l.receiptNo, receipt.receiptNo, { bold: true });
  w.pair(l.paidOn, (th ? THAI_DATE : ENGLISH_DATE).format(paidAt));
  w.pair(l.paymentNo, receipt.paymentNo);
  w.pair(l.accountNo, receipt.accountNo);
  w.pair(l.holder, receipt.holderName);
  w.pair(l.address, receipt.address);
  w.pair(l.months, months.map((x) => (th ? x.th : x.en)).join(", "));
  w.rule();
  w.pair(l.amount, `${receipt.amountText} ${l.currency}`, { bold: true, size: 13 });
  w.pair(l.amountWords, `(${receipt.amountWordsTh})`, { bold: true });
  w.pair(l.method, l.promptPay);
  w.rule();
  w.line(l.footer, { size: 10 });
  return pdf.save();
}
