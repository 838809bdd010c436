import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { Blob, Buffer as ShapingBuffer, Face, Font, shape } from "harfbuzzjs";
import { FILES_DIR, STYLESHEET, fontFaceRules, subsetFaces, toTrueType, withRules, type SubsetFace } from "./subset-fonts.mjs";

const fontsource = path.dirname(createRequire(import.meta.url).resolve("@fontsource/sarabun/package.json"));

/** The Thai block, where every Thai letter, mark and digit (and ฿) is. */
const isThai = (code: number) => code >= 0x0e00 && code <= 0x0e7f;

/** The glyph positions HarfBuzz gives `text` in a font file (TrueType or WOFF2): advances and mark offsets. */
async function positions(file: Uint8Array, text: string) {
  const font = new Font(new Face(new Blob(await toTrueType(file))));
  const buffer = new ShapingBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  return buffer.getGlyphPositions();
}

describe("the typeface files (theme.mdx Typeface, tracker issue 40 item 2)", () => {
  let faces: SubsetFace[] = [];
  beforeAll(async () => {
    faces = await subsetFaces();
  }, 120_000);

  it("are what subset-fonts.mjs makes: the committed files and @font-face rules equal a new run's", () => {
    for (const face of faces) expect(readFileSync(path.join(FILES_DIR, face.file)).equals(face.woff2), face.file).toBe(true);
    const css = readFileSync(STYLESHEET, "utf8");
    expect(withRules(css, fontFaceRules(faces))).toBe(css);
  });

  it("are at most two per script, and each face's unicode-range is its file's characters: no Thai in Latin, no Latin in Thai", () => {
    expect(faces.map(({ script, weight }) => `${script} ${weight}`)).toEqual(["thai 400", "thai 600", "latin 400", "latin 600"]);
    const css = readFileSync(STYLESHEET, "utf8");
    for (const { file, script, codes } of faces) {
      const rule = new RegExp(`url\\("\\./files/${file}"\\)[^}]*unicode-range: ([^;]+);`).exec(css)?.[1];
      const ranges = (rule ?? "").split(", ").flatMap((range) => {
        const [from = "", to = from] = range.replace("U+", "").split("-");
        return Array.from({ length: parseInt(to, 16) - parseInt(from, 16) + 1 }, (_, i) => parseInt(from, 16) + i);
      });
      expect(ranges, file).toEqual(codes);
      expect(codes.every((code) => isThai(code) === (script === "thai")), file).toBe(true);
    }
  });

  it("keep every Thai letter and mark and the symbols the product writes, and drop what it does not use", () => {
    const [thai, , latin] = faces;
    const has = (face: SubsetFace | undefined, text: string) => [...text].filter((char) => !face?.codes.includes(char.codePointAt(0) ?? 0));
    expect(has(thai, "กขฃคฅฆงจฉชซฌญฎฏฐฑฒณดตถทธนบปผฝพฟภมยรฤลฦวศษสหฬอฮฯะัาำิีึืฺุู฿เแโใไๅๆ็่้๊๋์ํ๎๏๐๑๒๓๔๕๖๗๘๙๚๛")).toEqual([]);
    expect(has(latin, "Aa0 .,:;!?@#%&*()[]{}/\\'\"<>+=_-©·±×–—‘’“”•…\u00a0")).toEqual([]);
    // Latin-1 letters and the Latin-extended ranges of @fontsource's file are not in (the product's text has none).
    expect(latin?.codes.some((code) => code >= 0xc0 && code <= 0xff && code !== 0xd7)).toBe(false);
    expect(latin?.woff2.length).toBeLessThan(readFileSync(path.join(fontsource, "files/sarabun-latin-400-normal.woff2")).length);
  });

  it("shape Thai as the original files do: the same advances and mark positions (layout features kept)", async () => {
    // Tone marks over upper vowels and tall letters, lower vowels under ฐ and ญ (their descender-less forms), sara am.
    // No space: spaces are the Latin file's.
    const text = "ปู่ญี่ปุ่นฐานก้ำป่ำฟ้าฝั่งที่นี่เทศบาลฐูญุ";
    for (const weight of [400, 600]) {
      const original = await positions(readFileSync(path.join(fontsource, `files/sarabun-thai-${weight}-normal.woff2`)), text);
      const face = faces.find((each) => each.script === "thai" && each.weight === weight);
      expect(await positions(face?.woff2 ?? new Uint8Array(), text), `Thai ${weight}`).toEqual(original);
    }
  });
});
