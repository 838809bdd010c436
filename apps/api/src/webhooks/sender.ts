/**
 * The webhook sender (tracker issue 41 item 3; docs/webhooks.md; docs/architecture.md "webhooks"): delivers the rows
 * of `webhook_deliveries` that `emitWebhookEvent` (./events.ts) wrote, signed as the Standard Webhooks specification
 * says (`webhook-id`, `webhook-timestamp`, `webhook-signature`; the `standardwebhooks` library signs).
 *
 * - {@link deliverDueWebhooks} claims due rows with ONE statement (`UPDATE ... WHERE id IN (SELECT ... FOR UPDATE
 *   SKIP LOCKED) RETURNING`), as the e-mail sender does: a claimed row is `sending` until `locked_until`, so several
 *   server instances on one database each take different rows and no attempt is made twice. A sender that dies while
 *   sending leaves its rows to whichever sender looks after `locked_until`.
 * - The claimed deliveries are posted side by side, each with a timeout ({@link WebhookSenderOptions.timeoutMs}):
 *   a receiver that never answers costs one timeout, not the other receivers' deliveries.
 * - An answer other than 2xx, a refused connection or the timeout is recorded as an attempt (`webhook_attempts`) and
 *   the delivery is tried again after {@link RETRY_DELAYS_MS} (Standard Webhooks' recommended schedule); after
 *   {@link MAX_ATTEMPTS} it is `failed`, and an administrator may replay it. Redirects are not followed.
 * - Deliveries of a disabled endpoint are not claimed: they wait, queued.
 * - Only public addresses are posted to (`./address.ts`): the connection resolves the endpoint's name through
 *   `guardedLookup`, which refuses a name resolving to a loopback, private, link-local or other internal address and
 *   answers the checked address the connection is then made to (no second look-up: DNS rebinding cannot slip between
 *   the check and the connection). A refused delivery is a failed attempt whose error says why.
 * - {@link WebhookSender} runs it on the instance's one background loop (`Poller`, `lib/poller.ts`).
 */
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { Webhook } from "standardwebhooks";
import type { Db } from "../db/database";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { Poller } from "../lib/poller";
import { guardedLookup, refusedLiteral, type ConnectLookup } from "./address";

/**
 * Delay before attempt 2 to 8, in ms: 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10 hours and 10 hours
 * (the schedule the Standard Webhooks specification recommends; the first attempt is at once).
 */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000];

/** Attempts per round before a delivery is `failed` (the first included). */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** How long a receiver may take to answer, in ms. @default 10000 */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Deliveries claimed per run. @default 20 */
export const DEFAULT_BATCH_SIZE = 20;

/** Longest error kept, in characters. */
const MAX_ERROR_LENGTH = 1000;

/** What one run of {@link deliverDueWebhooks} did. */
export interface WebhookRunReport {
  /** Deliveries claimed. */
  claimed: number;
  /** Answered 2xx (now `delivered`). */
  delivered: number;
  /** Failed and queued again for a later attempt. */
  retried: number;
  /** Failed for the last time of the round (now `failed`). */
  failed: number;
}

/** Options of {@link deliverDueWebhooks}. */
export interface DeliverWebhookOptions {
  /** How long a receiver may take to answer, in ms. @default DEFAULT_TIMEOUT_MS */
  timeoutMs?: number;
  /** Most deliveries claimed in this run. @default DEFAULT_BATCH_SIZE */
  batchSize?: number;
  /** Where failures are logged. @default not logged */
  log?: FastifyBaseLogger | undefined;
  /** `WEBHOOK_ALLOW_LOCAL_HTTP`: internal addresses are posted to too (development, tests). @default false */
  allowLocalHttp?: boolean | undefined;
}

/**
 * The `webhook-signature` header: the signature with the endpoint's secret and, while a rotation lasts, with the
 * previous secret too (space-separated, as the specification allows), each `v1,<base64 HMAC-SHA256>` of
 * `<id>.<timestamp>.<body>`.
 */
export function signatureHeader(
  endpoint: { secret: string; previousSecret: string | null; previousSecretUntil: Date | null },
  messageId: string,
  at: Date,
  payload: string,
): string {
  const signatures = [new Webhook(endpoint.secret).sign(messageId, at, payload)];
  if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil.getTime() > at.getTime()) {
    signatures.push(new Webhook(endpoint.previousSecret).sign(messageId, at, payload));
  }
  return signatures.join(" ");
}

/** The outcome of one post. */
interface PostOutcome {
  httpStatus: number | null;
  error: string | null;
}

/** The message of a failed post, shortened for the table. */
function errorText(err: unknown): string {
  const e = err as { name?: unknown; message?: unknown; cause?: { message?: unknown; code?: unknown } };
  let text = e?.name === "TimeoutError" ? "no answer within the timeout" : typeof e?.message === "string" && e.message !== "" ? e.message : String(err);
  const cause = e?.cause;
  if (cause && typeof cause.message === "string" && !text.includes(cause.message)) text = `${text} (${cause.message})`;
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

/** Posts one signed delivery to a checked address (see the module's description); never throws. */
async function post(url: string, headers: Record<string, string>, payload: string, timeoutMs: number, allowLocalHttp: boolean, lookup: ConnectLookup): Promise<PostOutcome> {
  const literal = refusedLiteral(url, allowLocalHttp);
  if (literal) return { httpStatus: null, error: literal.message };
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const target = new URL(url);
    const status = await new Promise<{ code: number; text: string }>((resolve, reject) => {
      const send = target.protocol === "https:" ? httpsRequest : httpRequest;
      // No agent: one connection per attempt, resolved by `lookup`; redirects are answers (never followed).
      const req = send(target, { method: "POST", headers: { ...headers, "content-length": String(Buffer.byteLength(payload)) }, lookup, agent: false, signal }, (res) => {
        res.resume();
        res.on("error", () => undefined);
        resolve({ code: res.statusCode ?? 0, text: res.statusMessage ?? "" });
      });
      req.on("error", reject);
      req.end(payload);
    });
    if (status.code >= 200 && status.code < 300) return { httpStatus: status.code, error: null };
    return { httpStatus: status.code, error: `HTTP ${status.code}${status.text ? ` ${status.text}` : ""}` };
  } catch (err) {
    return { httpStatus: null, error: signal.aborted ? "no answer within the timeout" : errorText(err) };
  }
}

/**
 * Delivers the webhooks that are due at `now`: claims up to `batchSize` of them atomically (queued with
 * `next_attempt_at <= now`, or `sending` with a lapsed claim, of an enabled endpoint), posts each, signed, to its
 * endpoint, records the attempt, then marks it `delivered`, or queues it again after {@link RETRY_DELAYS_MS}, or
 * marks it `failed` after {@link MAX_ATTEMPTS} attempts.
 *
 * Safe to run from several instances on one database at once (`FOR UPDATE SKIP LOCKED`); correct on PGlite.
 * A failed post is recorded, never thrown.
 *
 * @param now - the current time, ms since the epoch (also the `webhook-timestamp` of the attempts).
 * @throws Error only when the database fails.
 */
export async function deliverDueWebhooks(db: Db, now: number, options: DeliverWebhookOptions = {}): Promise<WebhookRunReport> {
  const at = new Date(now);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const allowLocalHttp = options.allowLocalHttp ?? false;
  const lookup = guardedLookup(allowLocalHttp);
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, and(eq(webhookEndpoints.id, webhookDeliveries.endpointId), eq(webhookEndpoints.enabled, true)))
    .where(
      or(
        and(eq(webhookDeliveries.state, "queued"), lte(webhookDeliveries.nextAttemptAt, at)),
        and(eq(webhookDeliveries.state, "sending"), lt(webhookDeliveries.lockedUntil, at)),
      ),
    )
    .orderBy(asc(webhookDeliveries.id))
    .limit(options.batchSize ?? DEFAULT_BATCH_SIZE)
    .for("update", { of: webhookDeliveries, skipLocked: true });
  const claimed = await db
    .update(webhookDeliveries)
    // A claim outlasts the longest post, so that no other sender takes a delivery while it is being posted.
    .set({ state: "sending", lockedUntil: new Date(now + timeoutMs + 30_000), attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(inArray(webhookDeliveries.id, due))
    .returning({
      id: webhookDeliveries.id,
      endpointId: webhookDeliveries.endpointId,
      messageId: webhookDeliveries.messageId,
      payload: webhookDeliveries.payload,
      attempts: webhookDeliveries.attempts,
    });
  const report: WebhookRunReport = { claimed: claimed.length, delivered: 0, retried: 0, failed: 0 };
  if (claimed.length === 0) return report;
  const endpoints = new Map(
    (await db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, [...new Set(claimed.map((d) => d.endpointId))]))).map((e) => [e.id, e]),
  );
  await Promise.all(
    claimed.map(async (delivery) => {
      const endpoint = endpoints.get(delivery.endpointId);
      const started = Date.now();
      const outcome: PostOutcome = endpoint
        ? await post(
            endpoint.url,
            {
              "content-type": "application/json",
              "user-agent": "eoffice-webhooks/1",
              "webhook-id": delivery.messageId,
              "webhook-timestamp": String(Math.floor(now / 1000)),
              "webhook-signature": signatureHeader(endpoint, delivery.messageId, at, delivery.payload),
            },
            delivery.payload,
            timeoutMs,
            allowLocalHttp,
            lookup,
          )
        : { httpStatus: null, error: "the endpoint was deleted" };
      const durationMs = Math.max(0, Date.now() - started);
      // Only this claim may settle the row: a claim that lapsed and was taken over has another attempt count.
      const mine = and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.state, "sending"), eq(webhookDeliveries.attempts, delivery.attempts));
      const final = delivery.attempts >= MAX_ATTEMPTS;
      const delay = RETRY_DELAYS_MS[Math.min(delivery.attempts - 1, RETRY_DELAYS_MS.length - 1)] ?? 0;
      await db.transaction(async (tx) => {
        const settled = await tx
          .update(webhookDeliveries)
          .set(
            outcome.error === null
              ? { state: "delivered", deliveredAt: at, lockedUntil: null, nextAttemptAt: null }
              : final
                ? { state: "failed", lockedUntil: null, nextAttemptAt: null }
                : { state: "queued", lockedUntil: null, nextAttemptAt: new Date(now + delay) },
          )
          .where(mine)
          .returning({ id: webhookDeliveries.id });
        if (settled.length === 0) return;
        await tx.insert(webhookAttempts).values({ deliveryId: delivery.id, attemptedAt: at, httpStatus: outcome.httpStatus, error: outcome.error, durationMs });
      });
      if (outcome.error === null) report.delivered += 1;
      else if (final) report.failed += 1;
      else report.retried += 1;
      if (outcome.error !== null) {
        options.log?.warn(
          { webhookDeliveryId: delivery.id, attempt: delivery.attempts, final, err: outcome.error },
          final ? "webhook delivery failed for the last time" : "webhook delivery failed; will retry",
        );
      }
    }),
  );
  return report;
}

/** Options of {@link WebhookSender}. */
export interface WebhookSenderOptions {
  db: Db;
  /** Interval between runs, in ms (`WEBHOOK_POLL_MS`). @default 5000 */
  pollMs?: number;
  /** How long a receiver may take to answer, in ms (`WEBHOOK_TIMEOUT_MS`). @default DEFAULT_TIMEOUT_MS */
  timeoutMs?: number;
  /** Current time, ms since the epoch. @default Date.now */
  clock?: () => number;
  /** Logger for failures. */
  log?: FastifyBaseLogger;
  /** `WEBHOOK_ALLOW_LOCAL_HTTP`: internal addresses are posted to too (development, tests). @default false */
  allowLocalHttp?: boolean;
}

/**
 * The background webhook sender of one server instance: runs {@link deliverDueWebhooks} on the instance's one
 * background loop (`Poller`) at once and then every `pollMs`, one run at a time (a run that finds a full batch goes on
 * without waiting). Started and stopped by `buildServer`.
 */
export class WebhookSender {
  private readonly poller: Poller<WebhookRunReport>;

  constructor(options: WebhookSenderOptions) {
    const pollMs = options.pollMs ?? 5000;
    this.poller = new Poller({
      run: () => deliverDueWebhooks(options.db, (options.clock ?? Date.now)(), { timeoutMs: options.timeoutMs, log: options.log, allowLocalHttp: options.allowLocalHttp }),
      next: (report) => (report.claimed >= DEFAULT_BATCH_SIZE ? 0 : pollMs),
      retryMs: pollMs,
      failure: "the webhook sender could not read its deliveries",
      log: options.log,
    });
  }

  /** Starts polling (the first run right away). Calling it again while started does nothing. */
  start(): void {
    this.poller.start();
  }

  /** Runs the sender soon (a replay on this instance); nothing when stopped. */
  wake(): void {
    this.poller.wake();
  }

  /** Runs one delivery now, or waits for the run in progress (never two at once in one instance). */
  runOnce(): Promise<WebhookRunReport> {
    return this.poller.runOnce();
  }

  /** Stops polling and waits for the run in progress. */
  async stop(): Promise<void> {
    await this.poller.stop();
  }
}
