/**
 * The watermark of a delivered PDF in the viewer's language (tracker issue 36 item 5: PDFs were always stamped in
 * English): `pdftotext` reads the stamp of a Thai viewer as the municipality's Thai name and a Buddhist-era date, with
 * no English word; an English viewer's stamp stays English. No database: `watermarkPdf` is called directly.
 */
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { watermarkPdf, type WatermarkInput } from "../src/files/watermark";
import { pdftotext } from "./support/thai-pdf";

/** A blank one-page A4 PDF. */
async function blankPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  return Buffer.from(await doc.save());
}

const INPUT: Omit<WatermarkInput, "language"> = {
  municipality: { nameTh: "เทศบาลตำบลตัวอย่าง", nameEn: "Example Subdistrict Municipality" },
  viewer: "somchai",
  at: Date.UTC(2026, 6, 13, 3, 30),
};

describe("the watermark of a delivered PDF", () => {
  it("is Thai for a Thai viewer: the Thai name and a Buddhist-era date, no English word", async () => {
    const text = await pdftotext(await watermarkPdf(await blankPdf(), { ...INPUT, language: "th" }));
    expect(text).toContain("เทศบาลตำบลตัวอย่าง");
    expect(text).toContain("2569");
    // Only the viewer's user name is in Latin letters (pdftotext reads the diagonal copy of it in pieces).
    const latin = text.replaceAll(INPUT.viewer, " ").match(/[A-Za-z]+/g) ?? [];
    expect(latin.filter((word) => !INPUT.viewer.includes(word))).toEqual([]);
    for (const english of ["Example", "Municipality", "Jul", "GMT"]) expect(text).not.toContain(english);
  });

  it("is English for an English viewer", async () => {
    const text = await pdftotext(await watermarkPdf(await blankPdf(), { ...INPUT, language: "en" }));
    expect(text).toContain("Example Subdistrict Municipality");
    expect(text).toContain("2026");
    expect(text).not.toMatch(/[\u0E00-\u0E7F]/);
  });
});
