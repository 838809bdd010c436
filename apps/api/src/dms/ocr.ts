/**
 * Text recognition (OCR) of scanned documents (tracker issue 39 item 5): Tesseract called as a program, in Thai and
 * English (`-l tha+eng`), on an image (JPEG, PNG, WebP) as it is, and on a PDF without a text layer after its pages
 * are drawn to images by poppler's `pdftoppm`. Both programs are optional (Debian `tesseract-ocr`,
 * `tesseract-ocr-tha`, `tesseract-ocr-eng`, `poppler-utils`): without them a scan is filed and marked "no text"
 * (`dms/text-recognition.ts`). The programs run on a copy of the bytes in a temporary folder, removed afterwards,
 * each with a time limit and one thread (OMP_THREAD_LIMIT=1), so that recognition in the background does not take
 * the processor from the requests.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { normaliseThaiText } from "@eoffice/thai";
import { MAX_TEXT_CHARS } from "./text";

const run = promisify(execFile);

/** The Tesseract languages read: Thai and English. */
export const OCR_LANGUAGES = "tha+eng";

/** Resolution a PDF page is drawn at for recognition, in dots per inch (Tesseract reads best at about 300). */
export const PDF_RASTER_DPI = 300;

/** Most pages of one PDF recognised (a longer scan is recognised up to this page). */
export const MAX_OCR_PAGES = 30;

/** Time limit of one program run (drawing a PDF, or recognising one page), in ms. */
export const OCR_RUN_TIMEOUT_MS = 120_000;

/** Most bytes of a program's output read (Tesseract's text of one page is far less). */
const MAX_OUTPUT_BYTES = 4 * 1024 * 1024;

/** Reads the text of a scan; throws when a program fails (the caller retries, then marks the scan "no text"). */
export interface OcrEngine {
  /**
   * The text recognised in `content`, in the standard form of `normaliseThaiText`, white space collapsed; "" when
   * none was found.
   * @param mimeType - The type the files mechanism decided (`image/jpeg`, `image/png`, `image/webp`, `application/pdf`).
   * @throws Error when Tesseract or `pdftoppm` fails or runs past {@link OCR_RUN_TIMEOUT_MS}.
   */
  recognise(content: Buffer, mimeType: string): Promise<string>;
}

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "application/pdf": "pdf" };

/** The environment of a program run: one OpenMP thread for Tesseract. */
function programEnv(): NodeJS.ProcessEnv {
  return { ...process.env, OMP_THREAD_LIMIT: "1" };
}

/** Recognised text in the stored form: Thai normalised, control characters dropped, white space collapsed, bounded. */
export function cleanRecognisedText(text: string): string {
  return normaliseThaiText(text)
    .replace(/[\p{Cc}\p{Cs}\ufffd]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_TEXT_CHARS);
}

/**
 * The Tesseract engine of `command` when it runs and knows Thai and English (`tesseract --list-langs`), else
 * undefined (no OCR on this server).
 * @param command - The program (`OCR_TESSERACT`): a name on the `PATH` or a path; `off` = none.
 */
export async function findTesseract(command: string): Promise<OcrEngine | undefined> {
  if (command === "" || command === "off") return undefined;
  try {
    const { stdout, stderr } = await run(command, ["--list-langs"], { timeout: 10_000, env: programEnv() });
    const languages = new Set(`${stdout}\n${stderr}`.split(/\s+/));
    if (!languages.has("tha") || !languages.has("eng")) return undefined;
  } catch {
    return undefined;
  }
  return { recognise: (content, mimeType) => recogniseWith(command, content, mimeType) };
}

/** Runs Tesseract on one image file and answers its text. */
async function tesseract(command: string, file: string): Promise<string> {
  const { stdout } = await run(command, [file, "stdout", "-l", OCR_LANGUAGES], { timeout: OCR_RUN_TIMEOUT_MS, maxBuffer: MAX_OUTPUT_BYTES, env: programEnv() });
  return stdout;
}

async function recogniseWith(command: string, content: Buffer, mimeType: string): Promise<string> {
  const extension = EXTENSIONS[mimeType];
  if (extension === undefined) return "";
  const folder = await mkdtemp(path.join(tmpdir(), "eoffice-ocr-"));
  try {
    const source = path.join(folder, `scan.${extension}`);
    await writeFile(source, content);
    if (mimeType !== "application/pdf") return cleanRecognisedText(await tesseract(command, source));
    await run("pdftoppm", ["-r", String(PDF_RASTER_DPI), "-gray", "-png", "-l", String(MAX_OCR_PAGES), source, path.join(folder, "page")], {
      timeout: OCR_RUN_TIMEOUT_MS,
      env: programEnv(),
    });
    // pdftoppm numbers the pages page-1.png or page-01.png (as many digits as the last page has): sorted by number.
    const pages = (await readdir(folder))
      .filter((name) => /^page-\d+\.png$/.test(name))
      .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
    const texts: string[] = [];
    for (const page of pages) texts.push(await tesseract(command, path.join(folder, page)));
    return cleanRecognisedText(texts.join("\n"));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
