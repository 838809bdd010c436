/**
 * The outbox's sender (docs/architecture.md "outbox"; issue 10 point 5, tracker issue 41 item 1): the one claim loop
 * that delivers the rows of `outbox` (`./outbox.ts`), each through the transport of its channel: e-mail over SMTP
 * (`emailTransport`, `mail/sender.ts`), LINE through the Messaging API (`lineTransport`, `inbox/line.ts`).
 *
 * - {@link deliverDue} claims due rows of the channels it has a transport for with ONE statement (`UPDATE ... WHERE id
 *   IN (SELECT ... FOR UPDATE SKIP LOCKED) RETURNING`): a claimed row is `sending` until `locked_until`, so several
 *   server instances on one PostgreSQL database each take different rows and every message is delivered once. A
 *   sender that dies while sending leaves its rows to whichever sender looks after `locked_until`. A channel without
 *   a transport is not claimed: without `SMTP_URL` mail stays `queued` and is read on the administrators' outbox page.
 * - A refused or failed delivery records `last_error` and goes back to `queued` with a growing delay
 *   ({@link RETRY_DELAYS_MS}); after {@link MAX_ATTEMPTS} attempts the row is `failed` (an administrator may queue it
 *   again, `retryEmail`).
 * - {@link OutboxSender} runs it on the instance's `Poller` every `MAIL_POLL_MS`, never twice at once in one
 *   instance, logs failures, and stops with the server.
 */
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database";
import { outbox, type OutboxChannel } from "../db/schema";
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

/** A claimed row of the outbox, as a transport gets it (`attempts` counts this attempt). */
export type OutboxMessage = typeof outbox.$inferSelect;

/** How one channel's messages go out. */
export interface OutboxTransport {
  /**
   * Opens one run's delivery of the channel's claimed messages (called once per run that claimed some of them); the
   * function it answers sends one message and throws when the attempt failed (the error's text is recorded).
   *
   * @param db - the database (to read what every message of the run shares, such as the sender's address).
   * @param now - the run's time, ms since the epoch.
   */
  open(db: Db, now: number): Promise<(message: OutboxMessage) => Promise<void>>;
  /** Closes the channel's connection when the sender stops. @default nothing to close */
  close?(): void;
}

/** The transports of a sender, by channel; a channel without one is not delivered. */
export type OutboxTransports = Partial<Record<OutboxChannel, OutboxTransport>>;

/** Options of {@link deliverDue}. */
export interface DeliverOptions {
  /** Most messages claimed in this run. @default DEFAULT_BATCH_SIZE */
  batchSize?: number;
  /** Where failures are logged. @default not logged */
  log?: FastifyBaseLogger | undefined;
}

/** What one run of {@link deliverDue} did. */
export interface DeliveryReport {
  /** Messages claimed. */
  claimed: number;
  /** Accepted by the channel (now `sent`). */
  sent: number;
  /** Failed and queued again for a later attempt. */
  retried: number;
  /** Failed for the last time (now `failed`). */
  failed: number;
}

/** The message of a delivery error, with the SMTP answer or LINE's answer body when there is one, shortened for the table. */
function errorText(err: unknown): string {
  const e = err as { message?: unknown; response?: unknown; body?: unknown };
  let text = typeof e?.message === "string" && e.message !== "" ? e.message : String(err);
  for (const detail of [e?.response, e?.body]) {
    if (typeof detail === "string" && detail !== "" && !text.includes(detail)) text = `${text} (${detail})`;
  }
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

/**
 * Delivers the messages that are due at `now`: claims up to `batchSize` of them atomically (of the channels in
 * `transports`; queued with `next_attempt_at <= now`, or `sending` with a lapsed claim), sends each through its
 * channel's transport, then marks it `sent`, or queues it again after {@link RETRY_DELAYS_MS}, or marks it `failed`
 * after {@link MAX_ATTEMPTS} attempts, with the error in `last_error`.
 *
 * Safe to run from several instances on one database at once (`FOR UPDATE SKIP LOCKED`); correct on PGlite.
 * A delivery failure is recorded, never thrown.
 *
 * @param db - the database.
 * @param transports - the transport of each channel to deliver.
 * @param now - the current time, ms since the epoch.
 * @throws Error only when the database fails.
 */
export async function deliverDue(db: Db, transports: OutboxTransports, now: number, options: DeliverOptions = {}): Promise<DeliveryReport> {
  const channels = (Object.keys(transports) as OutboxChannel[]).filter((channel) => transports[channel] !== undefined);
  const report: DeliveryReport = { claimed: 0, sent: 0, retried: 0, failed: 0 };
  if (channels.length === 0) return report;
  const at = new Date(now);
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        inArray(outbox.channel, channels),
        or(and(eq(outbox.state, "queued"), lte(outbox.nextAttemptAt, at)), and(eq(outbox.state, "sending"), lt(outbox.lockedUntil, at))),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(options.batchSize ?? DEFAULT_BATCH_SIZE)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ state: "sending", lockedUntil: new Date(now + CLAIM_MS), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
  claimed.sort((a, b) => a.id - b.id);
  report.claimed = claimed.length;

  const senders = new Map<OutboxChannel, (message: OutboxMessage) => Promise<void>>();
  for (const message of claimed) {
    // Only this claim may settle the row: a claim that lapsed and was taken over has another attempt count.
    const mine = and(eq(outbox.id, message.id), eq(outbox.state, "sending"), eq(outbox.attempts, message.attempts));
    try {
      let send = senders.get(message.channel);
      if (!send) {
        send = await transports[message.channel]!.open(db, now);
        senders.set(message.channel, send);
      }
      await send(message);
      await db.update(outbox).set({ state: "sent", sentAt: at, lockedUntil: null, nextAttemptAt: null, lastError: null }).where(mine);
      report.sent += 1;
    } catch (err) {
      const lastError = errorText(err);
      const final = message.attempts >= MAX_ATTEMPTS;
      const delay = RETRY_DELAYS_MS[Math.min(message.attempts - 1, RETRY_DELAYS_MS.length - 1)] ?? 0;
      await db
        .update(outbox)
        .set(
          final
            ? { state: "failed", lastError, lockedUntil: null, nextAttemptAt: null }
            : { state: "queued", lastError, lockedUntil: null, nextAttemptAt: new Date(now + delay) },
        )
        .where(mine);
      if (final) report.failed += 1;
      else report.retried += 1;
      options.log?.warn(
        { outboxId: message.id, channel: message.channel, attempt: message.attempts, final, err: lastError },
        final ? "outbox delivery failed for the last time" : "outbox delivery failed; will retry",
      );
    }
  }
  return report;
}

/** Options of {@link OutboxSender}. */
export interface OutboxSenderOptions {
  db: Db;
  /** The transport of each channel to deliver; each is closed when the sender stops. */
  transports: OutboxTransports;
  /** Interval between runs, in ms (`MAIL_POLL_MS`). @default 5000 */
  pollMs?: number;
  /** Current time, ms since the epoch. @default Date.now */
  clock?: () => number;
  /** Logger for failures. */
  log?: FastifyBaseLogger;
}

/**
 * The background sender of one server instance: runs {@link deliverDue} at once and then every `pollMs`, one run at
 * a time (the next run is scheduled when the previous one ended, and a run that finds a full batch goes on without
 * waiting). Started and stopped by `buildServer`.
 */
export class OutboxSender {
  private readonly poller: Poller<DeliveryReport>;

  constructor(private readonly options: OutboxSenderOptions) {
    const pollMs = options.pollMs ?? 5000;
    this.poller = new Poller({
      run: () => deliverDue(options.db, options.transports, (options.clock ?? Date.now)(), { log: options.log }),
      next: (report) => (report.claimed >= DEFAULT_BATCH_SIZE ? 0 : pollMs),
      retryMs: pollMs,
      failure: "the outbox sender could not read the outbox",
      log: options.log,
    });
  }

  /** The channels this sender delivers. */
  get channels(): OutboxChannel[] {
    return (Object.keys(this.options.transports) as OutboxChannel[]).filter((channel) => this.options.transports[channel] !== undefined);
  }

  /** Starts polling (the first run right away). Calling it again while started does nothing. */
  start(): void {
    this.poller.start();
  }

  /** Delivers soon (a message was queued that should go out now, such as an answer in the LINE chat). */
  wake(): void {
    this.poller.wake();
  }

  /**
   * Runs one delivery now, or waits for the run in progress (never two at once in one instance).
   *
   * @returns what the run did.
   */
  runOnce(): Promise<DeliveryReport> {
    return this.poller.runOnce();
  }

  /** Stops polling, waits for the run in progress, and closes the transports. */
  async stop(): Promise<void> {
    await this.poller.stop();
    for (const transport of Object.values(this.options.transports)) transport?.close?.();
  }
}
