// Computes the metric overrides of the Sarabun fallback faces (`sarabun.css`) from the font files themselves, so
// that the swap from the fallback to Sarabun (`font-display: swap`) moves nothing. For each of Sarabun's two weights
// (tracker issue 40 item 2): 400 against each local font's regular face, 600 against its bold face (the fallback's
// bold faces are real bold fonts, so the browser makes no faux bold there either). No dependency: reads the WOFF
// (zlib tables) of @fontsource/sarabun, the sources of the subset files (`subset-fonts.mjs` keeps every advance and
// vertical metric), and the TrueType files of the local fallbacks (head, hhea, OS/2, hmtx, cmap). Run from the
// repository root and paste the printed values into sarabun.css:
//   node packages/ui/src/theme/fonts/fallback-metrics.mjs
//
// - size-adjust: the ratio of the average advance width of SAMPLE (Sarabun / fallback), so that a line of text
//   is as wide in both.
// - ascent-, descent-, line-gap-override: Sarabun's vertical metrics (hhea, as Chromium and WebKit use them when
//   USE_TYPO_METRICS is off) divided by size-adjust (the overrides apply to the adjusted face, as next/font and
//   capsize compute them).
// Arial is not installed on Debian: its metrics are the published ones (hhea 1854 / -434 / 67 per 2048 units;
// advance widths equal to Adobe's Helvetica and Helvetica-Bold core-font AFM widths, which Arial, Arial Bold and
// Liberation Sans match by design). DejaVu Sans (Debian's default sans) and Loma (fonts-thai-tlwg), regular and
// bold, are measured from their files.
import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { createRequire } from "node:module";
import path from "node:path";

/** Latin sample: the portal's sign-in wording (letters, spaces, punctuation, in their real proportions). */
const SAMPLE_LATIN =
  "Sign in to the e-Service portal of the municipality: complaints, requests and fees online. User name Password Remember me Forgot password? Create an account";
/** Thai sample: the same wording in Thai. */
const SAMPLE_THAI = "เข้าสู่ระบบบริการอิเล็กทรอนิกส์ของเทศบาล ร้องเรียน คำขอ และค่าธรรมเนียมออนไลน์ ชื่อผู้ใช้ รหัสผ่าน จดจำฉัน ลืมรหัสผ่าน สร้างบัญชี";

function tables(buffer) {
  const out = {};
  const signature = buffer.toString("latin1", 0, 4);
  if (signature === "wOFF") {
    const count = buffer.readUInt16BE(12);
    for (let i = 0; i < count; i += 1) {
      const at = 44 + i * 20;
      const tag = buffer.toString("latin1", at, at + 4);
      const offset = buffer.readUInt32BE(at + 4);
      const compLength = buffer.readUInt32BE(at + 8);
      const origLength = buffer.readUInt32BE(at + 12);
      const data = buffer.subarray(offset, offset + compLength);
      out[tag] = compLength < origLength ? inflateSync(data) : data;
    }
  } else {
    const count = buffer.readUInt16BE(4);
    for (let i = 0; i < count; i += 1) {
      const at = 12 + i * 16;
      const tag = buffer.toString("latin1", at, at + 4);
      out[tag] = buffer.subarray(buffer.readUInt32BE(at + 8), buffer.readUInt32BE(at + 8) + buffer.readUInt32BE(at + 12));
    }
  }
  return out;
}

/** Unicode → glyph id from the cmap's format 4 subtable. */
function cmap4(cmap) {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i += 1) {
    const offset = cmap.readUInt32BE(4 + i * 8 + 4);
    if (cmap.readUInt16BE(offset) !== 4) continue;
    const segX2 = cmap.readUInt16BE(offset + 6);
    const ends = offset + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const ranges = deltas + segX2;
    return (code) => {
      for (let s = 0; s < segX2; s += 2) {
        const end = cmap.readUInt16BE(ends + s);
        if (code > end) continue;
        const start = cmap.readUInt16BE(starts + s);
        if (code < start) return 0;
        const delta = cmap.readInt16BE(deltas + s);
        const rangeOffset = cmap.readUInt16BE(ranges + s);
        if (rangeOffset === 0) return (code + delta) & 0xffff;
        const glyph = cmap.readUInt16BE(ranges + s + rangeOffset + (code - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error("no format 4 cmap");
}

function metrics(files, sample) {
  const all = files.map((file) => tables(readFileSync(file)));
  const t = all[0];
  const upm = t.head.readUInt16BE(18);
  const os2 = t["OS/2"];
  const useTypo = (os2.readUInt16BE(62) & (1 << 7)) !== 0;
  const vertical = useTypo
    ? { ascent: os2.readInt16BE(68), descent: os2.readInt16BE(70), lineGap: os2.readInt16BE(72) }
    : { ascent: t.hhea.readInt16BE(4), descent: t.hhea.readInt16BE(6), lineGap: t.hhea.readInt16BE(8) };
  let total = 0;
  let counted = 0;
  for (const char of sample) {
    const code = char.codePointAt(0);
    for (const font of all) {
      const glyph = cmap4(font.cmap)(code);
      if (glyph === 0 && char !== "\u0000") continue;
      const hMetrics = font.hhea.readUInt16BE(34);
      const index = Math.min(glyph, hMetrics - 1);
      total += font.hmtx.readUInt16BE(index * 4);
      counted += 1;
      break;
    }
  }
  return { upm, ...vertical, useTypo, avgWidth: total / counted / upm };
}

// Helvetica core-font AFM advance widths (per 1000 units), equal to Arial's and Liberation Sans's.
const HELVETICA = {
  " ": 278, ",": 278, ".": 278, ":": 278, "-": 333, "?": 556,
  a: 556, b: 556, c: 500, d: 556, e: 556, f: 278, g: 556, h: 556, i: 222, j: 222, k: 500, l: 222, m: 833,
  n: 556, o: 556, p: 556, q: 556, r: 333, s: 500, t: 278, u: 556, v: 500, w: 722, x: 500, y: 500, z: 500,
  A: 667, B: 667, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 500, K: 667, L: 556, M: 833,
  N: 722, O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611,
};
// Helvetica-Bold core-font AFM advance widths (per 1000 units), equal to Arial Bold's and Liberation Sans Bold's.
const HELVETICA_BOLD = {
  " ": 278, ",": 278, ".": 278, ":": 333, "-": 333, "?": 611,
  a: 556, b: 611, c: 556, d: 611, e: 556, f: 333, g: 611, h: 611, i: 278, j: 278, k: 556, l: 278, m: 889,
  n: 611, o: 611, p: 611, q: 611, r: 389, s: 556, t: 333, u: 611, v: 556, w: 778, x: 556, y: 556, z: 500,
  A: 722, B: 722, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 556, K: 722, L: 611, M: 833,
  N: 722, O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611,
};
const published = (widths) => ({
  upm: 2048, ascent: 1854, descent: -434, lineGap: 67,
  avgWidth: [...SAMPLE_LATIN].reduce((sum, char) => sum + widths[char], 0) / SAMPLE_LATIN.length / 1000,
});
const arial = published(HELVETICA);
const arialBold = published(HELVETICA_BOLD);

const require = createRequire(import.meta.url);
const fontsource = path.dirname(require.resolve("@fontsource/sarabun/package.json"));
const sarabun = (weight) => ({
  latin: metrics([path.join(fontsource, `files/sarabun-latin-${weight}-normal.woff`)], SAMPLE_LATIN),
  thai: metrics(
    [path.join(fontsource, `files/sarabun-thai-${weight}-normal.woff`), path.join(fontsource, `files/sarabun-latin-${weight}-normal.woff`)],
    SAMPLE_THAI,
  ),
});
const [regular, bold] = [sarabun(400), sarabun(600)];
const sarabunLatin = regular.latin;
const dejavu = metrics(["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"], SAMPLE_LATIN);
const dejavuBold = metrics(["/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"], SAMPLE_LATIN);
const loma = metrics(["/usr/share/fonts/truetype/tlwg/Loma.ttf"], SAMPLE_THAI);
const lomaBold = metrics(["/usr/share/fonts/truetype/tlwg/Loma-Bold.ttf"], SAMPLE_THAI);

const pct = (n) => `${(n * 100).toFixed(2)}%`;
function overrides(name, sarabun, fallback) {
  const sizeAdjust = sarabun.avgWidth / fallback.avgWidth;
  console.log(`/* ${name}: Sarabun avg width ${sarabun.avgWidth.toFixed(4)} em, fallback ${fallback.avgWidth.toFixed(4)} em */`);
  console.log(`  size-adjust: ${pct(sizeAdjust)};`);
  console.log(`  ascent-override: ${pct(sarabun.ascent / sarabun.upm / sizeAdjust)};`);
  console.log(`  descent-override: ${pct(-sarabun.descent / sarabun.upm / sizeAdjust)};`);
  console.log(`  line-gap-override: ${pct(sarabun.lineGap / sarabun.upm / sizeAdjust)};`);
}
console.log(`Sarabun: upm ${sarabunLatin.upm}, ascent ${sarabunLatin.ascent}, descent ${sarabunLatin.descent}, line gap ${sarabunLatin.lineGap}, USE_TYPO_METRICS ${sarabunLatin.useTypo}`);
overrides("Arial / Liberation Sans (Latin), Sarabun 400", regular.latin, arial);
overrides("Arial Bold / Liberation Sans Bold (Latin), Sarabun 600", bold.latin, arialBold);
overrides("DejaVu Sans (Latin), Sarabun 400", regular.latin, dejavu);
overrides("DejaVu Sans Bold (Latin), Sarabun 600", bold.latin, dejavuBold);
overrides("Loma (Thai), Sarabun 400", regular.thai, loma);
overrides("Loma Bold (Thai), Sarabun 600", bold.thai, lomaBold);
