/**
 * Makes `test/fixtures/thai-pdf/word-th-sarabun.pdf`, the stand-in for a letter that Microsoft Word saved as PDF
 * (tracker issue 36 item 1; Word cannot run here). Run: `node ../../node_modules/tsx/dist/cli.mjs
 * test/support/word-like-pdf.ts <letter.txt> <out.pdf>` in apps/api.
 *
 * What Word's PDFs have that this copies: Word shapes Thai with the Windows Thai rules for fonts such as TH Sarabun
 * New, Angsana New and Tahoma, which draw the positional variants of marks and vowels with the glyphs the font maps
 * to the private-use code points U+F700 to U+F71A, and it writes each glyph's ToUnicode entry from the font's
 * character map; so its text layer holds those code points, and ำ as nikhahit and sara aa. Here the letter is
 * shaped by the same rules in code (below) into a string of private-use code points, and drawn with pdf-lib in
 * Laksaman (TLWG's metric clone of TH Sarabun PSK, which maps U+F700 to U+F71A to those glyphs), so the PDF's
 * ToUnicode map gives the private-use code points exactly where Word's does. An approximation: the rules are the
 * common ones, not Word's own code, and Word also writes `/ActualText` for some clusters, which this file has not
 * (the Chromium and LibreOffice fixtures have it).
 */
import { readFileSync, writeFileSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";

const ASCENDERS = new Set([..."ปฝฟฬ"]);
const UPPER = "\u0e31\u0e34\u0e35\u0e36\u0e37\u0e47\u0e4d";
const UPPER_LEFT: Record<string, string> = { "\u0e34": "\uf701", "\u0e35": "\uf702", "\u0e36": "\uf703", "\u0e37": "\uf704", "\u0e31": "\uf710", "\u0e4d": "\uf711", "\u0e47": "\uf712" };
const TONES = "\u0e48\u0e49\u0e4a\u0e4b\u0e4c";

/** Thai text as the Windows Thai rules draw it: the private-use variants of marks, ำ as nikhahit and sara aa. */
export function windowsThaiShaping(text: string): string {
  const out: string[] = [];
  let base = "";
  let upper = false;
  for (const ch of text.replace(/([\u0e48-\u0e4b]?)\u0e33/g, "\u0e4d$1\u0e32")) {
    const tone = TONES.indexOf(ch);
    if (tone >= 0) {
      const ascender = ASCENDERS.has(base);
      out.push(upper ? (ascender ? String.fromCharCode(0xf705 + tone) : ch) : String.fromCharCode((ascender ? 0xf713 : 0xf70a) + tone));
    } else if (UPPER.includes(ch)) {
      out.push(ASCENDERS.has(base) ? UPPER_LEFT[ch]! : ch);
      upper = true;
    } else if (ch === "\u0e38" || ch === "\u0e39") {
      if (base === "ญ" || base === "ฐ") out[out.length - 1] = base === "ญ" ? "\uf70f" : "\uf700";
      out.push(base === "ฎ" || base === "ฏ" ? (ch === "\u0e38" ? "\uf718" : "\uf719") : ch);
    } else {
      out.push(ch);
      base = ch;
      upper = false;
    }
  }
  return out.join("");
}

/** The letter (one paragraph a line) drawn in Laksaman 16 pt, Word-style shaped. */
export async function wordLikePdf(lines: string[], font: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setProducer("Microsoft Word stand-in (pdf-lib, Windows Thai shaping, Laksaman)");
  const laksaman = await doc.embedFont(font, { subset: true, features: { ccmp: false, mark: false, mkmk: false, liga: false } });
  const page = doc.addPage([595, 842]);
  lines.forEach((line, i) => page.drawText(windowsThaiShaping(line), { x: 56, y: 780 - i * 24, size: 14, font: laksaman, maxWidth: 480 }));
  return doc.save();
}

if (process.argv[1]?.endsWith("word-like-pdf.ts") && process.argv[3]) {
  const lines = readFileSync(process.argv[2]!, "utf8").trim().split("\n");
  writeFileSync(process.argv[3], await wordLikePdf(lines, readFileSync("/usr/share/fonts/truetype/tlwg/Laksaman.ttf")));
}
