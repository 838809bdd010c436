/**
 * Text recognition of scans in the background (tracker issue 39 item 5; docs/architecture.md "document text
 * recognition"): an upload whose file has no text (an image, or a PDF without a text layer) is filed at once with
 * its version `pending` and a row of `dms_text_jobs` ({@link queueTextRecognition}, in the upload's transaction); the
 * recogniser of any server instance claims rows with `FOR UPDATE SKIP LOCKED` ({@link recogniseDue}), reads the
 * text with the OCR engine (`dms/ocr.ts`) outside any transaction, then writes it to the version, rebuilds the
 * document's search text (`refreshSearchText`) and deletes the row, in one transaction. The API keeps nothing in
 * memory between requests: every instance may claim, a claim lapses after {@link OCR_CLAIM_MS} (the instance died)
 * and is taken over, and after {@link OCR_MAX_ATTEMPTS} failures the version is marked `none` ("no text"). A server
 * without OCR marks what it claims `none` at once.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../db/database";
import { dmsDocuments, dmsDocumentVersions, dmsTextJobs } from "../db/schema";
import { DOCUMENT_LINK_TYPE, loadFile } from "../files/storage";
import type { OcrEngine } from "./ocr";
import { searchTextOf } from "./text";
import { Poller } from "../lib/poller";

/** How long a claim lasts, in ms: a job still claimed after that is taken over by another instance. */
export const OCR_CLAIM_MS = 10 * 60_000;

/** Attempts per scan before it is marked "no text" (the first included). */
export const OCR_MAX_ATTEMPTS = 3;

/** Delay before a failed scan is tried again, in ms. */
export const OCR_RETRY_DELAY_MS = 60_000;

/** Scans recognised in one run at most (one at a time; the next run starts at once when this many were). */
export const OCR_BATCH = 5;

/**
 * Rebuilds the search text of a document from its row and the text of its current version (the one place that writes
 * `dms_documents.search_text` after an upload, an edit, a new or restored version, or a recognised scan).
 */
export async function refreshSearchText(tx: Tx, id: number): Promise<void> {
  const [row] = await tx.select().from(dmsDocuments).where(eq(dmsDocuments.id, id));
  if (!row) return;
  const [version] = await tx
    .select({ text: dmsDocumentVersions.text })
    .from(dmsDocumentVersions)
    .where(and(eq(dmsDocumentVersions.documentId, id), eq(dmsDocumentVersions.versionNo, row.currentVersion)));
  await tx
    .update(dmsDocuments)
    .set({ searchText: searchTextOf({ ...row, text: version?.text ?? "" }) })
    .where(eq(dmsDocuments.id, id));
}

/**
 * The text state a new version gets: `text` when its file had a text layer, else `pending` (and the caller queues it
 * with {@link queueTextRecognition}) on a server with OCR, `none` without.
 */
export function textStatusOf(text: string, ocr: boolean): "text" | "pending" | "none" {
  return text !== "" ? "text" : ocr ? "pending" : "none";
}

/** Queues a `pending` version for recognition, in the transaction that filed it. */
export async function queueTextRecognition(tx: Tx, versionId: number, now: number): Promise<void> {
  await tx.insert(dmsTextJobs).values({ versionId, createdAt: new Date(now) }).onConflictDoNothing();
}

/** What one run of {@link recogniseDue} did. */
export interface RecognitionReport {
  /** Scans claimed. */
  claimed: number;
  /** Scans whose text was found. */
  recognised: number;
  /** Scans marked "no text" (nothing found, no OCR, or the last attempt failed). */
  none: number;
  /** Scans that failed and wait for another attempt. */
  retried: number;
}

/** Claims the oldest due job (not claimed, or its claim lapsed), or none. */
async function claimOne(db: Db, now: number): Promise<{ versionId: number; attempts: number } | undefined> {
  const due = db
    .select({ versionId: dmsTextJobs.versionId })
    .from(dmsTextJobs)
    .where(or(isNull(dmsTextJobs.lockedUntil), lt(dmsTextJobs.lockedUntil, new Date(now))))
    .orderBy(asc(dmsTextJobs.createdAt), asc(dmsTextJobs.versionId))
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(dmsTextJobs)
    .set({ lockedUntil: new Date(now + OCR_CLAIM_MS), attempts: sql`${dmsTextJobs.attempts} + 1` })
    .where(inArray(dmsTextJobs.versionId, due))
    .returning({ versionId: dmsTextJobs.versionId, attempts: dmsTextJobs.attempts });
  return claimed;
}

/** Writes the result of a claimed job: the version's text and state, the document's search text; the job deleted. */
async function settle(db: Db, job: { versionId: number; attempts: number }, text: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Only this claim settles the job: a claim that lapsed and was taken over has another attempt count.
    const [mine] = await tx
      .delete(dmsTextJobs)
      .where(and(eq(dmsTextJobs.versionId, job.versionId), eq(dmsTextJobs.attempts, job.attempts)))
      .returning({ versionId: dmsTextJobs.versionId });
    if (!mine) return false;
    const [version] = await tx
      .update(dmsDocumentVersions)
      .set({ text, textStatus: text === "" ? "none" : "text" })
      .where(eq(dmsDocumentVersions.id, job.versionId))
      .returning({ documentId: dmsDocumentVersions.documentId });
    if (version) await refreshSearchText(tx, version.documentId);
    return true;
  });
}

/**
 * Recognises the text of up to {@link OCR_BATCH} due scans, one at a time: claim, read the file, recognise (outside
 * any transaction), settle. Safe on several instances at once; a recognition failure is recorded (retried after
 * {@link OCR_RETRY_DELAY_MS}, "no text" after {@link OCR_MAX_ATTEMPTS}), never thrown.
 *
 * @param engine - The OCR engine, or undefined on a server without OCR (every claimed scan is marked "no text").
 * @param now - The current time, ms since the epoch.
 * @throws Error only when the database fails.
 */
export async function recogniseDue(db: Db, engine: OcrEngine | undefined, now: () => number, log?: FastifyBaseLogger): Promise<RecognitionReport> {
  const report: RecognitionReport = { claimed: 0, recognised: 0, none: 0, retried: 0 };
  for (let i = 0; i < OCR_BATCH; i++) {
    const job = await claimOne(db, now());
    if (!job) break;
    report.claimed += 1;
    let text = "";
    try {
      const [version] = await db
        .select({ fileId: dmsDocumentVersions.fileId, mimeType: dmsDocumentVersions.mimeType })
        .from(dmsDocumentVersions)
        .where(eq(dmsDocumentVersions.id, job.versionId));
      const file = version && engine ? await loadFile(db, version.fileId, [DOCUMENT_LINK_TYPE]) : undefined;
      if (file && engine) text = await engine.recognise(file.content, version!.mimeType);
    } catch (err) {
      const final = job.attempts >= OCR_MAX_ATTEMPTS;
      log?.warn({ versionId: job.versionId, attempt: job.attempts, final, err }, final ? "text recognition failed for the last time" : "text recognition failed; will retry");
      if (!final) {
        await db
          .update(dmsTextJobs)
          .set({ lockedUntil: new Date(now() + OCR_RETRY_DELAY_MS) })
          .where(and(eq(dmsTextJobs.versionId, job.versionId), eq(dmsTextJobs.attempts, job.attempts)));
        report.retried += 1;
        continue;
      }
    }
    if (await settle(db, job, text)) report[text === "" ? "none" : "recognised"] += 1;
  }
  return report;
}

/** Options of {@link TextRecogniser}. */
export interface TextRecogniserOptions {
  db: Db;
  /** The OCR engine; undefined = no OCR on this server (scans are marked "no text"). */
  engine: OcrEngine | undefined;
  /** Interval between looks for due scans, in ms (`OCR_POLL_MS`). @default 5000 */
  pollMs?: number;
  /** Current time, ms since the epoch. @default Date.now */
  clock?: () => number;
  /** Logger for failures. */
  log?: FastifyBaseLogger;
}

/**
 * The background recogniser of one server instance: runs {@link recogniseDue} at once and then every `pollMs`, one
 * run at a time; {@link TextRecogniser.wake} (after an upload on this instance) runs it sooner. Started and stopped
 * by `buildServer`.
 */
export class TextRecogniser {
  private readonly poller: Poller<RecognitionReport>;

  constructor(private readonly options: TextRecogniserOptions) {
    const pollMs = options.pollMs ?? 5000;
    this.poller = new Poller({
      run: () => recogniseDue(options.db, options.engine, options.clock ?? Date.now, options.log),
      next: (report) => (report.claimed >= OCR_BATCH ? 0 : pollMs),
      retryMs: pollMs,
      failure: "the text recogniser could not read its jobs",
      log: options.log,
    });
  }

  /** Whether this instance has an OCR engine. */
  get enabled(): boolean {
    return this.options.engine !== undefined;
  }

  /** Starts polling (the first run right away). Calling it again while started does nothing. */
  start(): void {
    this.poller.start();
  }

  /** Runs the next look soon (after an upload queued a scan); nothing when stopped. */
  wake(): void {
    this.poller.wake();
  }

  /** Runs one batch now, or waits for the run in progress (never two at once in one instance). */
  runOnce(): Promise<RecognitionReport> {
    return this.poller.runOnce();
  }

  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void> {
    return this.poller.stop();
  }
}
