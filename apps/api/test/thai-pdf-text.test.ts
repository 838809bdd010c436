/**
 * Thai text from real PDFs (tracker issue 36 item 1): a letter (`fixtures/thai-pdf/letter.txt`) from each producer
 * is searchable by every one of 30 words of it, tone marks, shifted vowels and ำ included: the extracted text goes
 * into a document's search text (`searchTextOf`) and each word is looked up with the search's own `LIKE` pattern
 * (`searchPattern`). Before the fix 13, 10, 17 and 8 of the 30 words were found in the four files below.
 *
 * How the fixtures were made (the sources are beside them):
 * - `chromium-sarabun.pdf`: `chromium-sarabun.html` (the Sarabun TrueType file of `@expo-google-fonts/sarabun`,
 *   the portal's face, as a web font) printed by Chromium 156 (`chromium --headless --no-pdf-header-footer
 *   --print-to-pdf`). Skia maps the glyphs that Sarabun's substitutions produce (ี่ over ท, ำ) to U+0000 in the
 *   ToUnicode map and writes the text of those clusters as `/ActualText`, which PDF.js ignores.
 * - `chromium-laksaman.pdf`: `chromium-laksaman.html` in Laksaman (TLWG's metric clone of TH Sarabun PSK, Debian
 *   fonts-thai-tlwg), printed the same way: the ToUnicode map gives the font's private-use code points
 *   (U+F70A, U+F70B, U+F70F) for the shifted marks and ำ as nikhahit and sara aa.
 * - `libreoffice-loma.pdf`: `libreoffice-loma.fodt` in Loma (TLWG's face in the manner of Tahoma) exported by
 *   LibreOffice 7.4 Writer (`soffice --headless --convert-to pdf`): a simple TrueType font whose ToUnicode map gives
 *   the nikhahit glyph as ำ and sara aa as า, one shifted tone mark no entry at all (PDF.js read it as ","), and
 *   `/ActualText` for those clusters.
 * - `word-th-sarabun.pdf`: Microsoft Word cannot run here; `support/word-like-pdf.ts` makes a stand-in (its comment
 *   says what it copies of Word's output and what it does not): the Windows Thai shaping of TH Sarabun New turned
 *   into the private-use code points, drawn in Laksaman, so its ToUnicode map holds U+F700 to U+F71A as Word's
 *   does. An approximation, not a file from Word.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractPdfText, searchPattern, searchTextOf } from "../src/dms/text";

const FIXTURES = path.join(import.meta.dirname, "fixtures", "thai-pdf");

/** Words of the letter: tone marks (่ ้), upper vowels after ป ฝ ฟ (shifted left), ญ above ู, ฏ, ฐ and ำ. */
const WORDS = [
  "ท้องถิ่น", "ตำบล", "หนองน้ำใส", "สำนักงาน", "ประจำปี", "ซ่อมแซม", "ท่อระบายน้ำ", "ไฟฟ้า", "ส่องสว่าง", "งบประมาณ",
  "ห้องประชุม", "เจ้าหน้าที่", "ปั้มน้ำ", "ผู้ใหญ่บ้าน", "กตัญญู", "ปฏิบัติ", "ฝึกอบรม", "ฟื้นฟู", "ป่าไม้", "จำนวน",
  "กำหนด", "ดำเนินการ", "คำสั่ง", "ค่าใช้จ่าย", "อนุมัติ", "สัญญา", "ฐานะ", "กุฏิ", "ปลัดเทศบาล", "ขอบคุณ",
];

/** Whether the `LIKE` pattern of `query` (`%...%`, `\` escapes) matches `text`. */
function likeMatches(text: string, pattern: string): boolean {
  const body = pattern.slice(1, -1).replace(/\\(.)/g, "$1");
  return text.includes(body);
}

describe("Thai text extracted from PDFs of Chromium, LibreOffice and Word", () => {
  it("every word is in the letter's text", () => {
    const letter = readFileSync(path.join(FIXTURES, "letter.txt"), "utf8");
    for (const word of WORDS) expect(letter).toContain(word);
  });

  for (const file of ["chromium-sarabun.pdf", "chromium-laksaman.pdf", "libreoffice-loma.pdf", "word-th-sarabun.pdf"]) {
    it(`finds all ${WORDS.length} words in ${file}`, async () => {
      const data = readFileSync(path.join(FIXTURES, file));
      expect(data.length).toBeLessThan(100_000);
      const text = await extractPdfText(data);
      expect(text).not.toMatch(/[\uf700-\uf71a]/);
      const searchText = searchTextOf({ title: "", fileName: file, docNumber: null, sender: null, recipient: null, tags: [], fields: {}, text });
      const missing = WORDS.filter((word) => !likeMatches(searchText, searchPattern(word)));
      expect(missing).toEqual([]);
    });
  }

  it("a query typed or pasted with private-use code points or a split ำ finds the standard text", () => {
    const searchText = searchTextOf({ title: "น้ำประปา ประจำปี", fileName: "", docNumber: null, sender: null, recipient: null, tags: [], fields: {}, text: "" });
    for (const query of ["\u0e19\u0e4d\u0e49\u0e32", "\u0e19\uf70b\u0e4d\u0e32", "\u0e1b\u0e23\u0e30\u0e08\u0e4d\u0e32\u0e1b\uf702"]) {
      expect(likeMatches(searchText, searchPattern(query)), query).toBe(true);
    }
  });
});
