/**
 * Thai text from real PDFs (tracker issue 36 item 1): a letter (`fixtures/thai-pdf/letter.txt`) from Chromium and
 * LibreOffice, and two announcements that Microsoft Word saved as PDF, are searchable by every one of the 30 words
 * of the letter, or 36 and 33 words of the announcements, tone marks, shifted vowels and ำ included: the extracted
 * text goes into a document's search text (`searchTextOf`) and each word is looked up with the search's own `LIKE`
 * pattern (`searchPattern`). Before the fix 13, 10 and 17 of the 30 words were found in the three letters; before
 * the ToUnicode maps of Word's fonts were completed (`completeToUnicode` in `src/dms/text.ts`), 28 of 36 and 14 of
 * 33 words of the two Word files.
 *
 * How the fixtures were made or where they come from (`fixtures/thai-pdf/SOURCES.md` has the details):
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
 * - `word-th-sarabunit9.pdf`: a real Microsoft Word file (Producer "Microsoft® Office Word 2007", TH SarabunIT๙ and
 *   Angsana New embedded), an announcement of the Sai Yoi Subdistrict Administrative Organisation (องค์การบริหาร
 *   ส่วนตำบลไทรย้อย, Phrae) of 10 February 2015, unchanged, from `images/file/ประกาศคอม (เพิ่มเติม).pdf` of
 *   github.com/yongyot/saiyoidenchai at commit 6608fb577e1d4f8c14f3ecd5d359b469297eddb9 (the authority's website).
 *   Word's ToUnicode map gives the nikhahit glyph of every ำ a space ("ส านักงาน", "อ าเภอ").
 * - `word-th-sarabunpsk-bold.pdf`: a real Microsoft Word file (Producer "Microsoft® Word 2016", TH SarabunPSK Bold
 *   embedded), the declaration of the mayor of Hang Dong Subdistrict Municipality (เทศบาลตำบลหางดง, Chiang Mai)
 *   published by the municipality in November 2018, unchanged, from `file/คำกล่าวแสดงเจตจำนงของผู้บริหาร-ข้อ-028.pdf`
 *   of github.com/darkknightza/hangdong at commit bdf647d3f5c98957e7ad79f7aff9977da94d800c (its website). The
 *   document's first ำ comes before its first า, so Word's map gives the sara aa glyph ำ throughout ("ข้ำพเจ้ำ")
 *   and the nikhahit glyph a space.
 * Both are official documents of Thai local government, which section 7 of the Copyright Act B.E. 2537 (1994)
 * excludes from copyright.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { completeToUnicode, extractPdfText, parseToUnicode, searchPattern, searchTextOf, writeToUnicode } from "../src/dms/text";

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

/** Words of the Word announcements: ำ (and so า) in many, tone marks (่ ้ ๊), upper vowels, ฟ ป before a mark. */
const WORD_FILES: Record<string, string[]> = {
  "word-th-sarabunit9.pdf": [
    "ประกาศ", "องค์การบริหารส่วนตำบล", "ไทรย้อย", "อำเภอ", "เด่นชัย", "จังหวัดแพร่", "สำนักงาน", "จำนวน", "สำหรับ",
    "ขาวดำ", "สำเร็จ", "จำหน่าย", "ครุภัณฑ์", "คอมพิวเตอร์", "เพิ่มเติม", "คุณลักษณะ", "เอกสารแนบท้าย", "ตั้งโต๊ะ",
    "หน้าจอ", "ไม่น้อยกว่า", "นิ้ว", "โน๊ตบุ๊ค", "เครื่องพิมพ์", "ถ้วน", "สิ่งแวดล้อม", "ประหยัดพลังงาน", "ป้องกัน",
    "คลื่นแม่เหล็กไฟฟ้า", "ความปลอดภัย", "ผู้ใช้งาน", "อุตสาหกรรม", "แต่งตั้ง", "ผู้แทน", "กุมภาพันธ์", "ยกเลิก", "หนังสือ",
  ],
  "word-th-sarabunpsk-bold.pdf": [
    "คำกล่าว", "แสดง", "เจตจำนง", "ผู้บริหาร", "ข้าพเจ้า", "นายกเทศมนตรี", "ตำบลหางดง", "เจ้าหน้าที่", "หน่วยงาน",
    "ประชาชน", "ทั่วไป", "ปฏิบัติหน้าที่", "บริหารงาน", "ภายใต้", "อำนาจหน้าที่", "เทศบาล", "องค์กร", "บำบัดทุกข์",
    "บำรุงสุข", "บริการ", "อำนวยความสะดวก", "ซื่อสัตย์", "สุจริต", "สำนึก", "ตระหนัก", "รับผิดชอบ", "ตั้งใจ", "เต็มกำลัง",
    "ความสามารถ", "ธรรมาภิบาล", "ต่อต้าน", "ทุจริต", "รูปแบบ",
  ],
};

/** The words of `words` that the search does not find in the PDF `file`. */
async function missingWords(file: string, words: readonly string[]): Promise<string[]> {
  const data = readFileSync(path.join(FIXTURES, file));
  expect(data.length).toBeLessThan(150_000);
  const text = await extractPdfText(data);
  expect(text).not.toMatch(/[\uf700-\uf71a]/);
  const searchText = searchTextOf({ title: "", fileName: file, docNumber: null, sender: null, recipient: null, tags: [], fields: {}, text });
  return words.filter((word) => !likeMatches(searchText, searchPattern(word)));
}

describe("Thai text extracted from PDFs of Chromium, LibreOffice and Word", () => {
  it("every word is in the letter's text", () => {
    const letter = readFileSync(path.join(FIXTURES, "letter.txt"), "utf8");
    for (const word of WORDS) expect(letter).toContain(word);
  });

  for (const file of ["chromium-sarabun.pdf", "chromium-laksaman.pdf", "libreoffice-loma.pdf"]) {
    it(`finds all ${WORDS.length} words in ${file}`, async () => {
      expect(await missingWords(file, WORDS)).toEqual([]);
    });
  }

  for (const [file, words] of Object.entries(WORD_FILES)) {
    it(`finds all ${words.length} words in ${file}, a PDF that Microsoft Word made`, async () => {
      const info = await PDFDocument.load(readFileSync(path.join(FIXTURES, file)), { updateMetadata: false });
      expect(info.getProducer()).toMatch(/^Microsoft® (Office )?Word 20\d\d$/);
      expect(words.filter((word) => /\u0e33/.test(word)).length).toBeGreaterThanOrEqual(8);
      expect(await missingWords(file, words)).toEqual([]);
    });
  }

  it("completes a ToUnicode map from the font's own map only where Word's is wrong", () => {
    // Glyphs: 1 ก, 2 nikhahit (given a space), 3 sara aa (given ำ), 4 ้ (no entry), 5 "A" given "B" (kept).
    const fromWord = parseToUnicode(writeToUnicode(new Map([[1, "\u0e01"], [2, " "], [3, "\u0e33"], [5, "B"]])));
    const fromFont = new Map([[1, "\u0e01"], [2, "\u0e4d"], [3, "\u0e32"], [4, "\u0e49"], [5, "A"]]);
    expect(completeToUnicode(fromWord, fromFont)).toEqual(new Map([[1, "\u0e01"], [2, "\u0e4d"], [3, "\u0e32"], [4, "\u0e49"], [5, "B"]]));
    expect(completeToUnicode(new Map([[1, "\u0e01"]]), new Map([[1, "\u0e01"]]))).toBeUndefined();
    expect(parseToUnicode("1 beginbfrange\n<0010> <0012> <0e01>\nendbfrange\n1 beginbfrange\n<0020> <0021> [<0e32> <0e33>]\nendbfrange")).toEqual(
      new Map([[0x10, "\u0e01"], [0x11, "\u0e02"], [0x12, "\u0e03"], [0x20, "\u0e32"], [0x21, "\u0e33"]]),
    );
  });

  it("a query typed or pasted with private-use code points or a split ำ finds the standard text", () => {
    const searchText = searchTextOf({ title: "น้ำประปา ประจำปี", fileName: "", docNumber: null, sender: null, recipient: null, tags: [], fields: {}, text: "" });
    for (const query of ["\u0e19\u0e4d\u0e49\u0e32", "\u0e19\uf70b\u0e4d\u0e32", "\u0e1b\u0e23\u0e30\u0e08\u0e4d\u0e32\u0e1b\uf702"]) {
      expect(likeMatches(searchText, searchPattern(query)), query).toBe(true);
    }
  });
});
