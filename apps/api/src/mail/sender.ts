/**
 * The e-mail sender (issue 10 point 5; docs/architecture.md "e-mail outbox"): delivers the rows of `email_outbox`
 * that `enqueueEmail` (./outbox.ts) wrote, through an SMTP relay with nodemailer.
 *
 * - It runs only when `SMTP_URL` is set (or a transport is given); without it mail stays `queued` and is read
 *   on the administrators' outbox page.
 * - {@link deliverDue} claims due rows with ONE statement (`UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP
 *   LOCKED) RETURNING`): a claimed row is `sending` until `locked_until`, so several server instances on one
 *   PostgreSQL database each take different rows and every message is delivered once. A sender that dies
 *   while sending leaves its rows to whichever sender looks after `locked_until`.
 * - A refused or failed delivery records `last_error` and goes back to `queued` with a growing delay
 *   ({@link RETRY_DELAYS_MS}); after {@link MAX_ATTEMPTS} attempts the row is `failed` (an administrator may
 *   queue it again).
 * - {@link MailSender} polls every `MAIL_POLL_MS`, never runs twice at once in one instance, logs failures, and
 *   stops with the server.
 * - The sender (`From`, name and address) is the municipality's identity's (`senderName`, `senderAddress`; tracker
 *   issue 38 item 1), read at every run that has mail to deliver: a change on the identity page holds for the next
 *   message, on every instance.
 */
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { Db } from "../db/database";
import { emailOutbox } from "../db/schema";
import { loadNodemailer } from "../lib/heavy-modules";
import { readIdentity } from "../identity/identity";
import { Poller } from "../lib/poller";

/** Attempts per message before it is `failed` (the first delivery included). */
export const MAX_ATTEMPTS = 5;

/** Delay before attempt 2, 3, 4 and 5, in ms: 1, 5, 15 and 60 minutes. */
export const RETRY_DELAYS_MS: readonly number[] = [1, 5, 15, 60].map((minutes) => minutes * 60_000);

/** How long a claim lasts, in ms: a row still `sending` after that is taken over by another sender. */
export const CLAIM_MS = 60_000;

/** Messages claimed per run. @default 20 */
export const DEFAULT_BATCH_SIZE = 20;

/** Longest `last_error` kept, in characters. */
const MAX_ERROR_LENGTH = 1000;

/** Options of {@link deliverDue}. */
export interface DeliverOptions {
  /** Sender address, instead of the identity's (tests). @default the identity's `senderName` and `senderAddress` */
  from?: string;
  /** Most messages claimed in this run. @default DEFAULT_BATCH_SIZE */
  batchSize?: number;
  /** Where failures are logged. @default not logged */
  log?: FastifyBaseLogger;
}

/** What one run of {@link deliverDue} did. */
export interface DeliveryReport {
  /** Messages claimed. */
  claimed: number;
  /** Accepted by the relay (now `sent`). */
  sent: number;
  /** Failed and queued again for a later attempt. */
  retried: number;
  /** Failed for the last time (now `failed`). */
  failed: number;
}

/** The message of a delivery error, with the SMTP answer when there is one, shortened for the table. */
function errorText(err: unknown): string {
  const e = err as { message?: unknown; response?: unknown; responseCode?: unknown };
  let text = typeof e?.message === "string" && e.message !== "" ? e.message : String(err);
  if (typeof e?.response === "string" && !text.includes(e.response)) text = `${text} (${e.response})`;
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

/**
 * Delivers the messages that are due at `now`: claims up to `batchSize` of them atomically (queued with
 * `next_attempt_at <= now`, or `sending` with a lapsed claim), sends each through `transport` (plain text,
 * subject, to, from), then marks it `sent`, or queues it again after {@link RETRY_DELAYS_MS}, or marks it
 * `failed` after {@link MAX_ATTEMPTS} attempts, with the error in `last_error`.
 *
 * Safe to run from several instances on one database at once (`FOR UPDATE SKIP LOCKED`); correct on PGlite.
 * A delivery failure is recorded, never thrown.
 *
 * @param db - the database.
 * @param transport - a nodemailer transporter (for example `nodemailer.createTransport(SMTP_URL)`).
 * @param now - the current time, ms since the epoch.
 * @throws Error only when the database fails.
 */
export async function deliverDue(db: Db, transport: Transporter, now: number, options: DeliverOptions = {}): Promise<DeliveryReport> {
  const at = new Date(now);
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.state, "queued"), lte(emailOutbox.nextAttemptAt, at)),
        and(eq(emailOutbox.state, "sending"), lt(emailOutbox.lockedUntil, at)),
      ),
    )
    .orderBy(asc(emailOutbox.id))
    .limit(options.batchSize ?? DEFAULT_BATCH_SIZE)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({ state: "sending", lockedUntil: new Date(now + CLAIM_MS), attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, due))
    .returning({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      body: emailOutbox.body,
      attempts: emailOutbox.attempts,
    });
  claimed.sort((a, b) => a.id - b.id);

  const report: DeliveryReport = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
  // nodemailer writes the name as an RFC 2047 encoded word (Thai is not ASCII) and quotes it.
  let from: string | { name: string; address: string } | undefined = options.from;
  if (from === undefined && claimed.length > 0) {
    const identity = await readIdentity(db);
    from = { name: identity.senderName, address: identity.senderAddress };
  }
  for (const message of claimed) {
    // Only this claim may settle the row: a claim that lapsed and was taken over has another attempt count.
    const mine = and(eq(emailOutbox.id, message.id), eq(emailOutbox.state, "sending"), eq(emailOutbox.attempts, message.attempts));
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.body,
      });
      await db.update(emailOutbox).set({ state: "sent", sentAt: at, lockedUntil: null, nextAttemptAt: null, lastError: null }).where(mine);
      report.sent += 1;
    } catch (err) {
      const lastError = errorText(err);
      const final = message.attempts >= MAX_ATTEMPTS;
      const delay = RETRY_DELAYS_MS[Math.min(message.attempts - 1, RETRY_DELAYS_MS.length - 1)] ?? 0;
      await db
        .update(emailOutbox)
        .set(
          final
            ? { state: "failed", lastError, lockedUntil: null, nextAttemptAt: null }
            : { state: "queued", lastError, lockedUntil: null, nextAttemptAt: new Date(now + delay) },
        )
        .where(mine);
      if (final) report.failed += 1;
      else report.retried += 1;
      options.log?.warn(
        { emailId: message.id, attempt: message.attempts, final, err: lastError },
        final ? "e-mail delivery failed for the last time" : "e-mail delivery failed; will retry",
      );
    }
  }
  return report;
}

/** Options of {@link MailSender}. */
export interface MailSenderOptions {
  db: Db;
  /** The SMTP transport; closed when the sender stops. */
  transport: Transporter;
  /** Sender address, instead of the identity's (tests). @default the identity's sender, read at each run */
  from?: string;
  /** Interval between runs, in ms. @default 5000 */
  pollMs?: number;
  /** Current time, ms since the epoch. @default Date.now */
  clock?: () => number;
  /** Logger for failures. */
  log?: FastifyBaseLogger;
}

/**
 * The background sender of one server instance: runs {@link deliverDue} at once and then every `pollMs`,
 * one run at a time (the next run is scheduled when the previous one ended, and a run that finds a full
 * batch goes on without waiting). Started and stopped by `buildServer`.
 */
export class MailSender {
  private readonly poller: Poller<DeliveryReport>;

  constructor(private readonly options: MailSenderOptions) {
    const pollMs = options.pollMs ?? 5000;
    this.poller = new Poller({
      run: () => deliverDue(options.db, options.transport, (options.clock ?? Date.now)(), { from: options.from, log: options.log }),
      next: (report) => (report.claimed >= DEFAULT_BATCH_SIZE ? 0 : pollMs),
      retryMs: pollMs,
      failure: "the e-mail sender could not read the outbox",
      log: options.log,
    });
  }

  /** Starts polling (the first run right away). Calling it again while started does nothing. */
  start(): void {
    this.poller.start();
  }

  /**
   * Runs one delivery now, or waits for the run in progress (never two at once in one instance).
   *
   * @returns what the run did.
   */
  runOnce(): Promise<DeliveryReport> {
    return this.poller.runOnce();
  }

  /** Stops polling, waits for the run in progress, and closes the transport. */
  async stop(): Promise<void> {
    await this.poller.stop();
    this.options.transport.close();
  }
}

/**
 * Creates the SMTP transport of `SMTP_URL` (nodemailer connection URL); nodemailer is imported on this first use
 * (`src/lib/heavy-modules.ts`), so a server without `SMTP_URL` never loads it.
 *
 * @throws Error (the promise rejects) when nodemailer cannot parse the URL.
 */
export async function createSmtpTransport(smtpUrl: string): Promise<Transporter> {
  return (await loadNodemailer()).createTransport(smtpUrl);
}

/** `SMTP_URL` without its password, for the start-up log line. */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.username ? `${decodeURIComponent(url.username)}@` : ""}${url.host}`;
  } catch {
    return "(unparsable SMTP_URL)";
  }
}
