/**
 * The LINE channel of the notifications and of the outbox (tracker issue 41 items 1, 4 and 5; docs/line.md,
 * docs/architecture.md "notifications" and "outbox"): a LINE message is a row of the one outbox, queued by
 * {@link enqueueLine} (through `enqueueMessage`, `outbox/outbox.ts`) by `notify` (`./notify.ts`) in the transaction of
 * the event it tells about, beside the top-bar item and the e-mail, or by the chat's answers (`handlers/line/`). The
 * outbox's one sender (`outbox/sender.ts`) delivers them through {@link lineTransport} (the Messaging API,
 * `@line/bot-sdk`) with the e-mail's claims and retries: a reply with the event's token on the first attempt while it is
 * fresh, else a push carrying the row's `X-Line-Retry-Key`, so a push retried after a lost answer is delivered once.
 *
 * Whether a person is told through LINE: linked (`line_links`), with a live consent (`notification_consents`) and the
 * event not turned off (`persons.notification_preferences`), see {@link lineRecipient}.
 */
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { lineLinks, notificationConsents, type NotificationEvent, type NotificationPreferences } from "../db/schema";
import { loadLineSdk } from "../lib/heavy-modules";
import { enqueueMessage } from "../outbox/outbox";
import type { OutboxTransport } from "../outbox/sender";

/** The version of the text a resident consents to for LINE notifications (the portal shows it, `notification_consents`). */
export const LINE_CONSENT_VERSION = "2026-11";

/** A reply token lasts a minute at LINE; after this many ms a reply is sent as a push instead. */
const REPLY_TOKEN_MS = 50_000;

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
  /** The recipient's language (the outbox page shows it). */
  language: "th" | "en";
  /** What the messages are: a notice of an event (`notify`) or an answer in the chat. */
  kind: "line-notice" | "line-chat";
  /** 1 to 5 messages. */
  messages: LineMessage[];
  /** The token of the event answered (a reply, tried first). @default none: a push */
  replyToken?: string | null;
  /** ms since the epoch. */
  now: number;
}

/** The readable text of LINE messages (a text's text, a Flex message's `altText`), for the outbox's subject and body. */
function readable(messages: LineMessage[]): string {
  return messages.map((message) => (message.type === "text" ? message.text : message.altText)).join("\n");
}

/**
 * Queues LINE messages in the outbox, in the transaction of their event.
 *
 * @returns The id of the outbox row.
 * @throws Error when the database fails.
 */
export async function enqueueLine(db: Db | Tx, message: LineToQueue): Promise<number> {
  const messages = message.messages.slice(0, 5);
  const text = readable(messages);
  return enqueueMessage(db, {
    channel: "line",
    to: message.lineUserId,
    personId: message.personId ?? null,
    language: message.language,
    template: message.kind,
    subject: text.split("\n")[0] ?? "",
    body: text,
    payload: messages,
    replyToken: message.replyToken ?? null,
    now: message.now,
  });
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

/**
 * The outbox's LINE channel over the Messaging API: a reply with the row's reply token on its first attempt while the
 * token is fresh (a reply is free), else a push with the row's `X-Line-Retry-Key`. A refused call throws the SDK's
 * error, whose answer body the outbox records.
 */
export function lineTransport(api: LineApi): OutboxTransport {
  return {
    open: async (_db, now) => async (row) => {
      const messages = (row.payload ?? []) as LineMessage[];
      const fresh = row.replyToken !== null && row.attempts === 1 && now - row.createdAt.getTime() < REPLY_TOKEN_MS;
      if (fresh && row.replyToken) await api.replyMessage({ replyToken: row.replyToken, messages });
      else await api.pushMessage({ to: row.toAddress, messages }, row.retryKey);
    },
  };
}
