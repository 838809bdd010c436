/**
 * The e-receipt's text layer (tracker issue 36 item 2): `pdftotext` (Debian poppler-utils, the reader most tools
 * and copy-paste behave like) gives back the exact Thai text of a generated receipt, ำ included (it gave "จำานวน"
 * and "ตำาบล": pdf-lib's ToUnicode map), and a long Thai line wraps between words (`Intl.Segmenter`), never inside
 * one; a Thai receipt has no English label, an English one no Thai label (tracker issue 36 item 5: "Payment method"
 * was printed on Thai receipts). No database: `receiptPdf` is called directly.
 */
import { describe, expect, it } from "vitest";
import { receiptPdf, wrap, type Receipt } from "../src/garbage/receipt";
import { pdftotext } from "./support/thai-pdf";

/** A receipt whose holder's address is one long Thai line (no spaces) that has to wrap. */
const RECEIPT: Receipt = {
  receiptNo: "RC2569-000123",
  paymentNo: "PAY-2569-000456",
  accountNo: "GB-0001234",
  holderName: "นางสาวน้ำฝน ใจดีงามยิ่ง",
  address: "บ้านเลขที่๑๒๓หมู่ที่๔ตำบลหนองน้ำใสอำเภอเมืองจังหวัดนครราชสีมาใกล้ที่ทำการองค์การบริหารส่วนตำบลและสำนักงานเทศบาล",
  months: ["2026-01", "2026-02"],
  amountSatang: 24000,
  amountText: "240.00",
  amountWordsTh: "สองร้อยสี่สิบบาทถ้วน",
  paidAt: "2026-02-10T03:04:05.000Z",
  municipality: {
    nameTh: "เทศบาลตำบลหนองน้ำใส",
    nameEn: "Nong Nam Sai Subdistrict Municipality",
    addressTh: "๙๙ หมู่ ๑ ตำบลหนองน้ำใส อำเภอเมือง จังหวัดนครราชสีมา ๓๐๐๐๐",
    addressEn: "99 Moo 1, Nong Nam Sai, Mueang, Nakhon Ratchasima 30000",
    taxId: "0994000123456",
  },
};

/** The word boundaries of a text (offsets), by `Intl.Segmenter` with word granularity. */
function wordBoundaries(text: string): Set<number> {
  const at = new Set([0, text.length]);
  for (const s of new Intl.Segmenter("th", { granularity: "word" }).segment(text)) at.add(s.index);
  return at;
}

describe("the e-receipt's text layer", () => {
  it("gives back the exact Thai text to pdftotext, sara am not doubled", async () => {
    const text = await pdftotext(await receiptPdf(RECEIPT));
    expect(text).not.toMatch(/\u0e33\u0e32/);
    expect(text).not.toMatch(/\u0e4d/);
    for (const exact of [
      "เทศบาลตำบลหนองน้ำใส",
      "๙๙ หมู่ ๑ ตำบลหนองน้ำใส อำเภอเมือง จังหวัดนครราชสีมา ๓๐๐๐๐",
      "เลขประจำตัวผู้เสียภาษีอากร 0994000123456",
      "ใบเสร็จรับเงินอิเล็กทรอนิกส์ ค่าธรรมเนียมเก็บขนขยะมูลฝอย",
      "วันที่ชำระ",
      "จำนวนเงิน",
      "จำนวนเงิน (ตัวอักษร)",
      "(สองร้อยสี่สิบบาทถ้วน)",
      "นางสาวน้ำฝน ใจดีงามยิ่ง",
      "วิธีชำระเงิน",
      "คิวอาร์โค้ดพร้อมเพย์",
      "ใบเสร็จนี้ออกโดยระบบอิเล็กทรอนิกส์ของเทศบาล ใช้เป็นหลักฐานการชำระเงินได้โดยไม่ต้องลงลายมือชื่อ",
    ]) {
      expect(text).toContain(exact);
    }
  });

  it("is entirely Thai in Thai: no English label, only the codes of the receipt in Latin letters (tracker issue 36 item 5)", async () => {
    const text = await pdftotext(await receiptPdf(RECEIPT, "th"));
    const codes = [RECEIPT.receiptNo, RECEIPT.paymentNo, RECEIPT.accountNo];
    const latin = codes.reduce((rest, code) => rest.replaceAll(code, " "), text).match(/[A-Za-z]+/g) ?? [];
    expect(latin).toEqual([]);
    expect(text).toContain("2569");
  });

  it("is English in English, with the amount in Thai words too", async () => {
    const text = await pdftotext(await receiptPdf(RECEIPT, "en"));
    for (const exact of ["Nong Nam Sai Subdistrict Municipality", "Tax ID 0994000123456", "Garbage collection fee e-receipt", "Payment method", "PromptPay QR code", "(สองร้อยสี่สิบบาทถ้วน)"]) {
      expect(text).toContain(exact);
    }
    expect(text).not.toContain("เลขที่ใบเสร็จรับเงิน");
  });

  it("wraps the long Thai address between words, and its lines read back as the address", async () => {
    const text = await pdftotext(await receiptPdf(RECEIPT));
    const lines = text.split("\n");
    const first = lines.findIndex((l) => RECEIPT.address.startsWith(l.trim()) && l.trim().length > 5);
    expect(first, text).toBeGreaterThanOrEqual(0);
    const parts: string[] = [];
    for (let i = first, joined = ""; joined.length < RECEIPT.address.length && i < lines.length; i++) {
      parts.push(lines[i]!.trim());
      joined = parts.join("");
    }
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join("")).toBe(RECEIPT.address);
    const boundaries = wordBoundaries(RECEIPT.address);
    let offset = 0;
    for (const part of parts.slice(0, -1)) {
      offset += part.length;
      expect(boundaries.has(offset), `break after "${part}"`).toBe(true);
    }
  });

  it("wrap() breaks only between words and drops the spaces at a break", () => {
    const width = (t: string) => [...t].length;
    const text = "ขอเชิญประชุมคณะกรรมการพัฒนาท้องถิ่น และงบประมาณรายจ่ายประจำปี";
    const lines = wrap(text, width, 14);
    expect(lines.every((l) => width(l) <= 14 && l === l.trim())).toBe(true);
    expect(lines.join("")).toBe(text.replace(" ", ""));
    const boundaries = wordBoundaries(text.replace(" ", ""));
    let offset = 0;
    for (const line of lines.slice(0, -1)) {
      offset += line.length;
      expect(boundaries.has(offset), `break after "${line}"`).toBe(true);
    }
  });
});
