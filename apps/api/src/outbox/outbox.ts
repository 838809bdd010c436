/**
 * The outbox (docs/architecture.md "outbox"; tracker issue 41 item 1): the one queue of the messages the server sends
 * to people, whatever the channel. {@link enqueueMessage} writes a message as a row of `outbox` in the transaction of
 * the event that causes it, so that a message exists exactly when its event does; the channels' functions call it:
 * `enqueueEmail` (`mail/outbox.ts`, a stored template rendered) and `enqueueLine` (`inbox/line.ts`, LINE messages,
 * queued by `notify` and the chat). The one sender of `./sender.ts` delivers them, each channel through its transport.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { EMAIL_SUBJECT_MAX, outbox, type OutboxChannel } from "../db/schema";
import { fitText } from "../lib/text";

/** One message to queue, as the channel's function made it. */
export interface OutboxMessageToQueue {
  channel: OutboxChannel;
  /** The recipient on the channel: an e-mail address or a LINE user id. */
  to: string;
  /** The recipient person, when the address belongs to an account. @default null */
  personId?: number | null;
  /** The recipient's language. */
  language: "th" | "en";
  /** The e-mail template's code, or what a LINE message is (`line-notice`, `line-chat`). */
  template: string;
  /** Shortened to {@link EMAIL_SUBJECT_MAX} characters; line breaks become spaces. */
  subject: string;
  /** Plain text: the e-mail's body, or the readable text of LINE messages. */
  body: string;
  /** The channel's message objects (LINE's). @default null */
  payload?: unknown[] | null;
  /** The token of the LINE event answered (a reply is tried first). @default null */
  replyToken?: string | null;
  /** When it was queued, ms since the epoch; it is due then. */
  now: number;
}

/**
 * Queues one message. Call it inside the transaction of the causing event (through a channel's function).
 *
 * @returns The id of the row.
 * @throws Error when the database fails.
 */
export async function enqueueMessage(db: Tx | Db, message: OutboxMessageToQueue): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      toAddress: message.to,
      personId: message.personId ?? null,
      language: message.language,
      template: message.template,
      subject: fitText(message.subject.replace(/[\r\n]+/g, " "), EMAIL_SUBJECT_MAX),
      body: message.body,
      payload: message.payload ?? null,
      replyToken: message.replyToken ?? null,
      state: "queued",
      nextAttemptAt: new Date(message.now),
      createdAt: new Date(message.now),
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error("insert into outbox returned no row");
  return row.id;
}

/** The outbox of a channel as `/metrics` shows it (docs/operations.md "Metrics"): the whole database's, not one instance's. */
export interface OutboxFigures {
  /** Messages waiting to be delivered (`queued` or being sent). */
  queued: number;
  /** Age of the oldest of them, in seconds; 0 when none waits. */
  oldestQueuedSeconds: number;
  /** Messages given up after their last attempt (`failed`). */
  failed: number;
}

/** Counts the waiting and failed messages of each channel in one query (`now` in ms since the epoch). */
export async function outboxFigures(db: Db, now: number): Promise<Record<OutboxChannel, OutboxFigures>> {
  const rows = await db
    .select({
      channel: outbox.channel,
      queued: sql<number>`count(*) filter (where ${outbox.state} in ('queued', 'sending'))::int`,
      oldest: sql<Date | string | null>`min(${outbox.createdAt}) filter (where ${outbox.state} in ('queued', 'sending'))`,
      failed: sql<number>`count(*) filter (where ${outbox.state} = 'failed')::int`,
    })
    .from(outbox)
    .groupBy(outbox.channel);
  const figures = (channel: OutboxChannel): OutboxFigures => {
    const row = rows.find((each) => each.channel === channel);
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined;
    return {
      queued: Number(row?.queued ?? 0),
      oldestQueuedSeconds: oldest === undefined ? 0 : Math.max(0, (now - oldest) / 1000),
      failed: Number(row?.failed ?? 0),
    };
  };
  return { email: figures("email"), line: figures("line") };
}
