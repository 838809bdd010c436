/**
 * The LINE channel of the notifications (tracker issue 41 items 4 and 5; docs/line.md, docs/architecture.md
 * "notifications"): a LINE message is a `line_outbox` row, written by `notify` (`./notify.ts`) in the transaction of
 * the event it tells about, beside the top-bar item and the e-mail (`mail/outbox.ts`), or by the chat's answers
 * (`handlers/line/`). {@link LineSender} delivers the rows through the Messaging API (`@line/bot-sdk`) as the e-mail
 * sender does: claimed with `FOR UPDATE SKIP LOCKED` (each delivered once by one instance), retried after the e-mail
 * sender's delays ({@link RETRY_DELAYS_MS}) and `failed` after {@link MAX_ATTEMPTS} attempts; a push carries the row's
 * `X-Line-Retry-Key`, so a push retried after a lost answer is delivered once.
 *
 * Whether a person is told through LINE: linked (`line_links`), with a live consent (`notification_consents`) and the
 * event not turned off (`persons.notification_preferences`), see {@link lineRecipient}.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../db/database";
import { lineLinks, lineOutbox, notificationConsents, type NotificationEvent, type NotificationPreferences } from "../db/schema";
import { loadLineSdk } from "../lib/heavy-modules";
import { Poller } from "../lib/poller";
import { CLAIM_MS, DEFAULT_BATCH_SIZE, MAX_ATTEMPTS, RETRY_DELAYS_MS } from "../mail/sender";

/** The version of the text a resident consents to for LINE notifications (the portal shows it, `notification_consents`). */
export const LINE_CONSENT_VERSION = "2026-11";

/** A reply token lasts a minute at LINE; after this many ms a reply is sent as a push instead. */
const REPLY_TOKEN_MS = 50_000;

/** Longest `last_error` kept, in characters. */
const MAX_ERROR_LENGTH = 1000;

/** Whether the person's choices let `event` through on `channel` (a missing choice is on). */
export function channelOn(preferences: NotificationPreferences, channel: "inApp" | "line", event: NotificationEvent): boolean {
  return preferences[channel]?.[event] !== false;
}

/** The person's live consent to LINE notifications, or undefined. */
export async function liveLineConsent(db: Db | Tx, personId: number): Promise<{ textVersion: string; consentedAt: Date } | undefined> {
  const [row] = await db
    .select({ textVersion: notificationConsents.textVersion, consentedAt: notificationConsents.consentedAt })
    .from(notificationConsents)
    .where(and(eq(notificationConsents.personId, personId), eq(notificationConsents.channel, "line"), isNull(notificationConsents.revokedAt)))
    .orderBy(desc(notificationConsents.consentedAt))
    .limit(1);
  return row;
}

/** The LINE user id to tell `personId` through: linked and consented, else undefined. */
export async function lineRecipient(db: Db | Tx, personId: number): Promise<string | undefined> {
  const [link] = await db
    .select({ lineUserId: lineLinks.lineUserId })
    .from(lineLinks)
    .where(and(eq(lineLinks.personId, personId), isNotNull(lineLinks.lineUserId)));
  if (!link?.lineUserId) return undefined;
  return (await liveLineConsent(db, personId)) ? link.lineUserId : undefined;
}

/** A LINE message object (text or Flex, as the Messaging API takes it). */
export type LineMessage = { type: "text"; text: string } | { type: "flex"; altText: string; contents: Record<string, unknown> };

/** One message to queue for a LINE user. */
export interface LineToQueue {
  lineUserId: string;
  personId?: number | null;
  /** 1 to 5 messages. */
  messages: LineMessage[];
  /** The token of the event answered (a reply, tried first). @default none: a push */
  replyToken?: string | null;
  /** ms since the epoch. */
  now: number;
}

/** Queues LINE messages in the transaction of their event; returns the row's id. */
export async function queueLineMessages(db: Db | Tx, message: LineToQueue): Promise<number> {
  const [row] = await db
    .insert(lineOutbox)
    .values({
      lineUserId: message.lineUserId,
      personId: message.personId ?? null,
      replyToken: message.replyToken ?? null,
      messages: message.messages.slice(0, 5),
      state: "queued",
      nextAttemptAt: new Date(message.now),
      createdAt: new Date(message.now),
    })
    .returning({ id: lineOutbox.id });
  if (!row) throw new Error("insert into line_outbox returned no row");
  return row.id;
}

/** LINE limits: a Flex text shown in full up to about 2,000 characters; `altText` at most 400 here. */
const ALT_TEXT_MAX = 400;

/** What a notice card shows. */
export interface NoticeCard {
  /** The municipality's name in the recipient's language (the identity's). */
  municipality: string;
  title: string;
  body: string;
  /** An address the button opens, with its label; none = no button. */
  link?: { label: string; url: string } | undefined;
}

/** A Flex bubble of a notice: the municipality's name, the title, the text and a button to the portal. */
export function noticeFlex(card: NoticeCard): LineMessage {
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
  const contents: Record<string, unknown> = {
    type: "bubble",
    header: {
      type: "box",
      layout: "vertical",
      contents: [{ type: "text", text: cut(card.municipality, 200), size: "sm", color: "#555555", wrap: true }],
    },
    body: {
      type: "box",
      layout: "vertical",
      spacing: "md",
      contents: [
        { type: "text", text: cut(card.title, 300), weight: "bold", size: "md", wrap: true },
        ...(card.body ? [{ type: "text", text: cut(card.body, 2000), size: "sm", wrap: true }] : []),
      ],
    },
    ...(card.link
      ? {
          footer: {
            type: "box",
            layout: "vertical",
            contents: [{ type: "button", style: "primary", action: { type: "uri", label: cut(card.link.label, 40), uri: card.link.url } }],
          },
        }
      : {}),
  };
  return { type: "flex", altText: cut(`${card.title}${card.body ? ` ${card.body}` : ""}`, ALT_TEXT_MAX), contents };
}

/** The calls of the Messaging API the product makes (the SDK's `LineBotClient`; tests point it at a local server). */
export interface LineApi {
  pushMessage(request: { to: string; messages: LineMessage[] }, retryKey: string): Promise<unknown>;
  replyMessage(request: { replyToken: string; messages: LineMessage[] }): Promise<unknown>;
  /** The bytes of a message's content (a photo), from the content API. */
  messageContent(messageId: string): Promise<Buffer>;
}

/** The LINE client of the settings (`LINE_*`, `config.ts`), the SDK loaded on first use. */
export async function createLineApi(settings: { channelAccessToken: string; apiBaseUrl: string; dataApiBaseUrl: string }): Promise<LineApi> {
  const { LineBotClient } = await loadLineSdk();
  const client = LineBotClient.fromChannelAccessToken({
    channelAccessToken: settings.channelAccessToken,
    apiBaseURL: settings.apiBaseUrl,
    dataApiBaseURL: settings.dataApiBaseUrl,
  });
  return {
    pushMessage: (request, retryKey) => client.pushMessage(request as Parameters<typeof client.pushMessage>[0], retryKey),
    replyMessage: (request) => client.replyMessage(request as Parameters<typeof client.replyMessage>[0]),
    async messageContent(messageId) {
      const chunks: Buffer[] = [];
      for await (const chunk of await client.getMessageContent(messageId)) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
  };
}

/** What one run of {@link deliverLineDue} did. */
export interface LineDeliveryReport {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

/** The message of a delivery error (the SDK's `HTTPFetchError` carries LINE's answer), shortened for the table. */
function errorText(err: unknown): string {
  const e = err as { message?: unknown; status?: unknown; body?: unknown };
  let text = typeof e?.message === "string" && e.message !== "" ? e.message : String(err);
  if (typeof e?.body === "string" && e.body !== "" && !text.includes(e.body)) text = `${text} (${e.body})`;
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

/**
 * Delivers the LINE messages due at `now`, as `deliverDue` of `mail/sender.ts` does for e-mail: claims up to a batch
 * (`FOR UPDATE SKIP LOCKED`), sends each (a reply while its token is fresh and on the first attempt, else a push with
 * the row's retry key), marks it `sent`, or queues it again after {@link RETRY_DELAYS_MS}, or `failed` after
 * {@link MAX_ATTEMPTS}. A delivery failure is recorded, never thrown.
 *
 * @throws Error only when the database fails.
 */
export async function deliverLineDue(db: Db, api: LineApi, now: number, log?: FastifyBaseLogger): Promise<LineDeliveryReport> {
  const at = new Date(now);
  const due = db
    .select({ id: lineOutbox.id })
    .from(lineOutbox)
    .where(
      or(
        and(eq(lineOutbox.state, "queued"), lte(lineOutbox.nextAttemptAt, at)),
        and(eq(lineOutbox.state, "sending"), lt(lineOutbox.lockedUntil, at)),
      ),
    )
    .orderBy(asc(lineOutbox.id))
    .limit(DEFAULT_BATCH_SIZE)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(lineOutbox)
    .set({ state: "sending", lockedUntil: new Date(now + CLAIM_MS), attempts: sql`${lineOutbox.attempts} + 1` })
    .where(inArray(lineOutbox.id, due))
    .returning();
  claimed.sort((a, b) => a.id - b.id);
  const report: LineDeliveryReport = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
  for (const row of claimed) {
    const mine = and(eq(lineOutbox.id, row.id), eq(lineOutbox.state, "sending"), eq(lineOutbox.attempts, row.attempts));
    const messages = row.messages as LineMessage[];
    try {
      const fresh = row.replyToken !== null && row.attempts === 1 && now - row.createdAt.getTime() < REPLY_TOKEN_MS;
      if (fresh && row.replyToken) await api.replyMessage({ replyToken: row.replyToken, messages });
      else await api.pushMessage({ to: row.lineUserId, messages }, row.retryKey);
      await db.update(lineOutbox).set({ state: "sent", sentAt: at, lockedUntil: null, nextAttemptAt: null, lastError: null }).where(mine);
      report.sent += 1;
    } catch (err) {
      const lastError = errorText(err);
      const final = row.attempts >= MAX_ATTEMPTS;
      const delay = RETRY_DELAYS_MS[Math.min(row.attempts - 1, RETRY_DELAYS_MS.length - 1)] ?? 0;
      await db
        .update(lineOutbox)
        .set(final ? { state: "failed", lastError, lockedUntil: null, nextAttemptAt: null } : { state: "queued", lastError, lockedUntil: null, nextAttemptAt: new Date(now + delay) })
        .where(mine);
      if (final) report.failed += 1;
      else report.retried += 1;
      log?.warn({ lineMessageId: row.id, attempt: row.attempts, final, err: lastError }, final ? "LINE delivery failed for the last time" : "LINE delivery failed; will retry");
    }
  }
  return report;
}

/** Options of {@link LineSender}. */
export interface LineSenderOptions {
  db: Db;
  api: LineApi;
  /** Interval between runs, in ms (`LINE_POLL_MS`). @default 5000 */
  pollMs?: number;
  /** ms since the epoch. @default Date.now */
  clock?: () => number;
  log?: FastifyBaseLogger;
}

/** The background LINE sender of one instance (the one `Poller` of `lib/poller.ts`); started and stopped by `buildServer`. */
export class LineSender {
  private readonly poller: Poller<LineDeliveryReport>;

  constructor(options: LineSenderOptions) {
    const pollMs = options.pollMs ?? 5000;
    this.poller = new Poller({
      run: () => deliverLineDue(options.db, options.api, (options.clock ?? Date.now)(), options.log),
      next: (report) => (report.claimed >= DEFAULT_BATCH_SIZE ? 0 : pollMs),
      retryMs: pollMs,
      failure: "the LINE sender could not read its outbox",
      log: options.log,
    });
  }

  /** Starts polling (the first run right away). */
  start(): void {
    this.poller.start();
  }

  /** Delivers soon (a webhook queued answers). */
  wake(): void {
    this.poller.wake();
  }

  /** Runs one delivery now, or waits for the run in progress. */
  runOnce(): Promise<LineDeliveryReport> {
    return this.poller.runOnce();
  }

  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void> {
    return this.poller.stop();
  }
}
