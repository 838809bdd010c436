/**
 * The top-bar inbox (docs/architecture.md "notifications"; contract tag `common`, `common/messages` and
 * `common/notifications`, docs/spec/portal-spec.md section 2 "Top-bar widgets"): {@link notify} is the one function
 * that puts an item into `inbox_items`, beside `writeAudit` (`audit/audit.ts`) and `enqueueEmail` (`mail/outbox.ts`).
 * The case life cycle (`cases/lifecycle.ts`), the paid garbage fee (`garbage/bank.ts`) and a person's own messages
 * and notifications (`handlers/inbox.ts`) all go through it, in the transaction of the change they tell about; only
 * the demo seed writes its fixed demo rows in bulk. Reading, marking read, editing and deleting items stay with the
 * operations of `handlers/inbox.ts` (and a closed account's items go with it, `account/closure.ts`).
 *
 * The quota: a person keeps at most {@link INBOX_LIMIT} items of each kind that they create themselves
 * (`createMessage`, `createNotification` answer 409 past it; `handlers/inbox.ts` checks it under a lock on the
 * person's row before calling {@link notify}). A notice of an event (a case's move, a staff reply, a paid fee) is
 * written whatever the count: the event it tells about must not fail because the inbox is full.
 */
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { INBOX_DESCRIPTION_MAX, INBOX_TITLE_MAX, inboxItems, persons, type InboxKind, type NotificationEvent } from "../db/schema";
import type { Language } from "../i18n/messages";
import { fitText } from "../lib/text";
import { readMunicipalityNames } from "../identity/identity";
import { channelOn, enqueueLine, lineRecipient, noticeFlex } from "./line";

/** Most messages, and most notifications, a person may create themselves (`createMessage`, `createNotification`). */
export const INBOX_LIMIT = 200;

/** A text of an inbox item: the same for everyone, or one per language (the recipient's `persons.language` picks). */
export type InboxText = string | Record<Language, string>;

/** One message or notification to put into a person's inbox. */
export interface InboxEntry {
  /** The recipient (`persons.id`, either realm). */
  personId: number;
  /** Which widget shows it. @default "notification" */
  kind?: InboxKind;
  /** Shortened to {@link INBOX_TITLE_MAX} characters (with an ellipsis) when longer. */
  title: InboxText;
  /** Plain text, shortened to {@link INBOX_DESCRIPTION_MAX} characters when longer. @default "" */
  description?: InboxText;
  /** Icon name of the widget's list. @default null */
  icon?: string | null;
  /** Image address. @default null */
  image?: string | null;
  /** Where the item leads (a portal path, or an address). @default null */
  link?: string | null;
  /** The portal follows `link` with its router (no reload). @default false */
  useRouter?: boolean;
  /** When it happened, ms since the epoch. */
  time: number;
  /** Already read (a person's own item may be created read). @default false */
  read?: boolean;
  /** When the row is written, ms since the epoch. @default the database's current time */
  createdAt?: number;
  /**
   * The event a resident is told of (tracker issue 41 item 5): the person's choices for it are honoured (in-app off =
   * no inbox item) and, when they have LINE linked with a live consent and LINE on for it, the same title and text go
   * to LINE as a Flex message (`inbox/line.ts`), its button opening `link` on `portalUrl`. @default none: an inbox item only
   */
  event?: { kind: NotificationEvent; portalUrl: string };
}

/** The label of the LINE card's button. */
const OPEN_LABEL: Record<Language, string> = { th: "ดูรายละเอียด", en: "View details" };

/** A stored inbox item. */
export type InboxRow = typeof inboxItems.$inferSelect;

/** The text in `language` (a plain string is everyone's). */
function inLanguage(text: InboxText, language: Language): string {
  return typeof text === "string" ? text : text[language];
}

/**
 * Puts a message or notification into a person's top-bar inbox (`inbox_items`), in the person's language, the
 * title and the description shortened to fit their columns (`fitText`: {@link INBOX_TITLE_MAX} and
 * {@link INBOX_DESCRIPTION_MAX} characters as PostgreSQL counts them). Call it inside the transaction of the change
 * it tells about. It does not count the person's items: a caller that must keep the person's quota
 * ({@link INBOX_LIMIT}) checks it before, under a lock (see the module comment).
 *
 * @param db - The change's transaction (or the database for a write of its own).
 * @param entry - What to write; bilingual texts are picked by the recipient's `persons.language`.
 * @returns The row written, or null when the person does not exist or turned the event's in-app notice off.
 */
export async function notify(db: Tx | Db, entry: InboxEntry): Promise<InboxRow | null> {
  const [person] = await db
    .select({ language: persons.language, preferences: persons.notificationPreferences })
    .from(persons)
    .where(eq(persons.id, entry.personId));
  if (!person) return null;
  const language = person.language;
  if (entry.event && channelOn(person.preferences, "line", entry.event.kind)) {
    const lineUserId = await lineRecipient(db, entry.personId);
    if (lineUserId) {
      const names = await readMunicipalityNames(db);
      const url = entry.link ? (entry.link.startsWith("/") ? `${entry.event.portalUrl.replace(/\/$/, "")}${entry.link}` : entry.link) : undefined;
      const card = noticeFlex({
        municipality: language === "th" ? names.nameTh : names.nameEn,
        title: inLanguage(entry.title, language),
        body: inLanguage(entry.description ?? "", language),
        link: url ? { label: OPEN_LABEL[language], url } : undefined,
      });
      await enqueueLine(db, { lineUserId, personId: entry.personId, language, kind: "line-notice", messages: [card], now: entry.time });
    }
  }
  if (entry.event && !channelOn(person.preferences, "inApp", entry.event.kind)) return null;
  const [row] = await db
    .insert(inboxItems)
    .values({
      personId: entry.personId,
      kind: entry.kind ?? "notification",
      title: fitText(inLanguage(entry.title, language), INBOX_TITLE_MAX),
      description: fitText(inLanguage(entry.description ?? "", language), INBOX_DESCRIPTION_MAX),
      icon: entry.icon ?? null,
      image: entry.image ?? null,
      link: entry.link ?? null,
      useRouter: entry.useRouter ?? false,
      time: new Date(entry.time),
      read: entry.read ?? false,
      seen: false,
      ...(entry.createdAt === undefined ? {} : { createdAt: new Date(entry.createdAt) }),
    })
    .returning();
  if (!row) throw new Error("insert into inbox_items returned no row");
  return row;
}
