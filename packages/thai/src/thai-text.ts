/**
 * The one normalisation of Thai text (tracker issue 36 item 1): what the server stores of a PDF's extracted text,
 * what it searches for, and what the portal's top-bar search sends. Text extracted from PDFs is not the text that
 * was typed:
 *
 * - Thai fonts made for Windows (TH Sarabun New, Angsana New, Tahoma, and the TLWG fonts Laksaman, Loma, Garuda)
 *   give the positional variants of tone marks and vowels code points of their own in the private-use area,
 *   U+F700 to U+F71A, and a PDF producer that writes each glyph's ToUnicode entry from the font's character map
 *   (Chromium's Skia) writes those code points into the text layer;
 * - shaping draws ำ (sara am, U+0E33) as two glyphs, nikhahit (U+0E4D) and sara aa (U+0E32), with a tone mark
 *   between them in น้ำ, and the text layer gives the two (Chromium, LibreOffice; Microsoft Word gives the nikhahit
 *   glyph a space or nothing, which the API's PDF text extraction repairs from the embedded font first);
 * - pdf-lib before our fix, and other programs built on it, map the glyph of ำ to ำา (ำ then า);
 * - zero-width spaces and joiners mark word breaks for layout and are not part of a word.
 *
 * The search text and the query are both passed through {@link normaliseThaiText}, so a word typed on a keyboard
 * finds the same word in any of these PDFs. The mapping of the private-use area follows the Thai font convention
 * of Microsoft's Windows Thai fonts (the table below); each variant is mapped to the character it is a form of.
 */

/**
 * The Thai font private-use area, U+F700 to U+F71A, by offset from U+F700: the standard character each glyph
 * variant stands for.
 */
const THAI_PUA = [
  "\u0e10", // F700 ฐ without its lower curl (above a lower vowel)
  "\u0e34", // F701 ิ shifted left (after ป ฝ ฟ ฬ)
  "\u0e35", // F702 ี shifted left
  "\u0e36", // F703 ึ shifted left
  "\u0e37", // F704 ื shifted left
  "\u0e48", // F705 ่ shifted left, high (over an upper vowel after ป ฝ ฟ ฬ)
  "\u0e49", // F706 ้ shifted left, high
  "\u0e4a", // F707 ๊ shifted left, high
  "\u0e4b", // F708 ๋ shifted left, high
  "\u0e4c", // F709 ์ shifted left
  "\u0e48", // F70A ่ low (no upper vowel)
  "\u0e49", // F70B ้ low
  "\u0e4a", // F70C ๊ low
  "\u0e4b", // F70D ๋ low
  "\u0e4c", // F70E ์ low
  "\u0e0d", // F70F ญ without its lower curl
  "\u0e31", // F710 ั shifted left
  "\u0e4d", // F711 ํ shifted left
  "\u0e47", // F712 ็ shifted left
  "\u0e48", // F713 ่ shifted left, low
  "\u0e49", // F714 ้ shifted left, low
  "\u0e4a", // F715 ๊ shifted left, low
  "\u0e4b", // F716 ๋ shifted left, low
  "\u0e4c", // F717 ์ shifted left, low
  "\u0e38", // F718 ุ low (under ฎ ฏ ฐ)
  "\u0e39", // F719 ู low
  "\u0e3a", // F71A ฺ low
] as const;

/**
 * Thai text in its standard form (tracker issue 36 item 1): the private-use code points U+F700 to U+F71A of Thai
 * fonts replaced by the standard Thai characters they are variants of, Unicode NFC, ำ (U+0E33) recomposed from
 * nikhahit and sara aa (U+0E4D U+0E32, a tone mark U+0E48 to U+0E4B before or between them staying before ำ) and
 * the doubled ำา of pdf-lib reduced to ำ, and the invisible word-break characters (zero-width space, zero-width
 * non-joiner and joiner, word joiner, byte order mark, soft hyphen) removed. Nothing else changes: no case
 * folding, no white-space collapsing. Idempotent, and the identity on text that is already standard.
 *
 * @param text - Any text, Thai or not.
 * @returns The same text in the standard form.
 */
export function normaliseThaiText(text: string): string {
  return text
    .replace(/[\uf700-\uf71a]/g, (ch) => THAI_PUA[ch.charCodeAt(0) - 0xf700]!)
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, "")
    .normalize("NFC")
    .replace(/\u0e4d([\u0e48-\u0e4b]?)\u0e32/g, "$1\u0e33")
    .replace(/\u0e33\u0e32/g, "\u0e33");
}
