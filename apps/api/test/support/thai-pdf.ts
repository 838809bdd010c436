/**
 * Thai PDFs for tests (issue 14): made with `pdf-lib` and `@pdf-lib/fontkit` in the Sarabun font that
 * `@fontsource/sarabun` ships (the portal's font), so their text layer holds real Thai characters.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";

/**
 * A subset of Sarabun (WOFF) from `@fontsource/sarabun`, resolved from the ui package (its dependency): `thai`
 * holds the Thai letters, `latin` the Latin letters, digits and punctuation.
 */
export function sarabunFont(subset: "thai" | "latin"): Buffer {
  const require = createRequire(path.resolve(import.meta.dirname, "../../../../packages/ui/package.json"));
  return readFileSync(require.resolve(`@fontsource/sarabun/files/sarabun-${subset}-400-normal.woff`));
}

/** Splits a line into runs of Thai and of other characters (spaces join the run before them). */
export function scriptRuns(line: string): { thai: boolean; text: string }[] {
  const runs: { thai: boolean; text: string }[] = [];
  for (const ch of line) {
    const thai = /[\u0e00-\u0e7f]/.test(ch);
    const last = runs.at(-1);
    if (last && (last.thai === thai || ch === " ")) last.text += ch;
    else runs.push({ thai, text: ch });
  }
  return runs;
}

/** A PDF with one page per entry of `pages`, each line drawn in Sarabun 16 pt (Thai and Latin runs in their subsets). */
export async function thaiPdf(pages: string[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const thai = await doc.embedFont(sarabunFont("thai"), { subset: true });
  const latin = await doc.embedFont(sarabunFont("latin"), { subset: true });
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => {
      let x = 56;
      for (const run of scriptRuns(line)) {
        const font = run.thai ? thai : latin;
        page.drawText(run.text, { x, y: 770 - i * 24, size: 16, font });
        x += font.widthOfTextAtSize(run.text, 16);
      }
    });
  }
  return Buffer.from(await doc.save());
}

/** The text of a PDF as poppler's `pdftotext` reads it (reading order, no layout), UTF-8. */
export async function pdftotext(pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "eoffice-pdftotext-"));
  try {
    const file = path.join(dir, "document.pdf");
    await writeFile(file, pdf);
    return (await promisify(execFile)("pdftotext", ["-enc", "UTF-8", file, "-"])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
