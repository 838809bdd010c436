/**
 * The webhook events of the municipality's LINE account (tracker issue 41 item 4; docs/line.md "The chat"): each event
 * is claimed once in `line_webhook_events` by its `webhookEventId`, in the transaction of what it does, so that a
 * redelivery, on any instance, is ignored; the answers go out through the outbox (`enqueueLine`, `inbox/line.ts`)
 * with the event's reply token.
 *
 * - follow: a welcome, and how to link (or the help, when linked); unfollow (a block): the LINE user is unlinked.
 * - a text that is a live link code: the LINE user is linked to the code's account.
 * - "ยกเลิก" (cancel) ends the conversation at any step; "เรื่องของฉัน" (my cases) lists the open cases; "แจ้งเรื่อง"
 *   (file) or a photo starts filing a complaint: a photo (fetched from LINE's content API and kept by the file store,
 *   type by magic bytes), then a location, then a description; the complaint is filed in the channel `line`.
 *   The conversation is a `line_conversations` row (no state in memory).
 */
import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { personOfLineUser, isLinkCode, linkByCode, unlinkLineUser } from "../../account/notification-settings";
import { OPEN_STATUSES } from "../../cases/lifecycle";
import type { Db, Tx } from "../../db/database";
import { complaintKinds, complaintStatuses, complaints, complaintTypes, lineConversations, lineWebhookEvents } from "../../db/schema";
import { attachPendingFiles, prepareUpload, storePendingFile } from "../../files/storage";
import type { Language } from "../../i18n/messages";
import { readMunicipalityNames } from "../../identity/identity";
import { enqueueLine, noticeFlex, type LineApi, type LineMessage } from "../../inbox/line";
import { insertCase, kindInfo, kindRouting } from "../complaint";
import { CHAT_TEXT, commandOf } from "./chat-text";

/** One webhook event as the contract takes it. */
export type LineEvent = Schemas["LineWebhook"]["events"][number];

/** What the chat needs of the server. */
export interface ChatContext {
  db: Db;
  api: LineApi;
  portalUrl: string;
  now: number;
  log: { warn: (obj: object, msg: string) => void };
}

/** The kind of a complaint filed in the chat: the general complaint of the seed (`other.general`). */
const CHAT_KIND_CODE = "other.general";

/** The resident's cases path in the portal (`features/complaints/`). */
const CASE_PATH = "/e-service/main/complaints";

/** Whether the event was processed before (read before fetching a photo; the claim in the transaction decides). */
async function seen(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: lineWebhookEvents.webhookEventId }).from(lineWebhookEvents).where(eq(lineWebhookEvents.webhookEventId, id));
  return row !== undefined;
}

/**
 * Processes one event once: "processed", or "ignored" (processed before, redelivered; or not a one-to-one chat event).
 *
 * @throws Error when the database fails (the event is not claimed then, and LINE's redelivery is processed).
 */
export async function processLineEvent(ctx: ChatContext, event: LineEvent): Promise<"processed" | "ignored"> {
  if (await seen(ctx.db, event.webhookEventId)) return "ignored";
  const userId = event.source?.type === "user" ? event.source.userId : undefined;
  // A photo is fetched and stored before the transaction (the file store writes in a transaction of its own).
  const photo = userId && event.type === "message" && event.message?.type === "image" ? await fetchPhoto(ctx, userId, event.message.id) : undefined;
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(lineWebhookEvents)
      .values({ webhookEventId: event.webhookEventId, receivedAt: new Date(ctx.now) })
      .onConflictDoNothing()
      .returning({ id: lineWebhookEvents.webhookEventId });
    if (!claimed) return "ignored";
    if (!userId || event.mode === "standby") return "ignored";
    // The answer's language: the linked resident's (`language`, read below before any answer), or the one given.
    const reply = async (messages: LineMessage[], personId: number | null = null, answerLanguage?: Language) =>
      enqueueLine(tx, { lineUserId: userId, personId, language: answerLanguage ?? language, kind: "line-chat", messages, replyToken: event.replyToken ?? null, now: ctx.now });
    if (event.type === "unfollow") {
      await unlinkLineUser(tx, userId);
      return "processed";
    }
    const person = await personOfLineUser(tx, userId);
    const language = person?.language ?? "th";
    const text = CHAT_TEXT[language];
    if (event.type === "follow") {
      await reply([{ type: "text", text: `${text.welcome}\n${person ? text.help : text.notLinked}` }]);
      return "processed";
    }
    if (event.type !== "message" || !event.message) return "ignored";
    const message = event.message;
    if (message.type === "text" && isLinkCode(message.text ?? "")) {
      const linked = await linkByCode(tx, message.text ?? "", userId, ctx.now);
      const now = linked === undefined ? undefined : await personOfLineUser(tx, userId);
      const answerLanguage = now?.language ?? language;
      await reply([{ type: "text", text: CHAT_TEXT[answerLanguage][linked === undefined ? "badCode" : "linked"]! }], linked ?? null, answerLanguage);
      return "processed";
    }
    if (!person) {
      await reply([{ type: "text", text: text.notLinked! }]);
      return "processed";
    }
    const say = (key: string) => reply([{ type: "text", text: text[key]! }], person.personId);
    const [conversation] = await tx.select().from(lineConversations).where(eq(lineConversations.lineUserId, userId)).for("update");
    if (message.type === "text") {
      const command = commandOf(message.text ?? "");
      if (command === "cancel") {
        await tx.delete(lineConversations).where(eq(lineConversations.lineUserId, userId));
        await say("cancelled");
      } else if (command === "myCases") {
        await reply([await myCases(tx, person.personId, language, ctx.portalUrl)], person.personId);
      } else if (command === "file") {
        await startConversation(tx, userId, ctx.now);
        await say("askPhoto");
      } else if (conversation?.step === "description" && (message.text ?? "").trim().length >= 10) {
        const filed = await fileComplaint(tx, person.personId, conversation, (message.text ?? "").trim(), ctx);
        await tx.delete(lineConversations).where(eq(lineConversations.lineUserId, userId));
        const card = await filedCard(tx, language, filed, ctx.portalUrl);
        await reply([card], person.personId);
      } else {
        await say(conversation ? stepPrompt(conversation.step) : "help");
      }
      return "processed";
    }
    if (message.type === "image") {
      if (conversation && conversation.step !== "photo") {
        await say(stepPrompt(conversation.step));
        return "processed";
      }
      const fileId = photo?.ownerId === person.personId ? photo.fileId : undefined;
      if (!fileId) {
        await say("photoRefused");
        return "processed";
      }
      await startConversation(tx, userId, ctx.now);
      await tx.update(lineConversations).set({ fileId, step: "location", updatedAt: new Date(ctx.now) }).where(eq(lineConversations.lineUserId, userId));
      await say("askLocation");
      return "processed";
    }
    if (message.type === "location") {
      if (conversation?.step !== "location") {
        await say(conversation ? stepPrompt(conversation.step) : "help");
        return "processed";
      }
      const address = [message.title, message.address].filter(Boolean).join(" ").slice(0, 250);
      await tx
        .update(lineConversations)
        .set({ step: "description", latitude: message.latitude ?? null, longitude: message.longitude ?? null, address: address || null, updatedAt: new Date(ctx.now) })
        .where(eq(lineConversations.lineUserId, userId));
      await say("askDescription");
      return "processed";
    }
    await say(conversation ? stepPrompt(conversation.step) : "help");
    return "processed";
  });
}

/** The prompt of a conversation's step. */
function stepPrompt(step: "photo" | "location" | "description"): string {
  return step === "photo" ? "askPhoto" : step === "location" ? "askLocation" : "askDescription";
}

/** A new conversation at its first step (replacing one in progress). */
async function startConversation(tx: Tx, lineUserId: string, now: number): Promise<void> {
  await tx
    .insert(lineConversations)
    .values({ lineUserId, step: "photo", updatedAt: new Date(now) })
    .onConflictDoUpdate({ target: lineConversations.lineUserId, set: { step: "photo", fileId: null, latitude: null, longitude: null, address: null, updatedAt: new Date(now) } });
}

/**
 * The photo of an image message, from LINE's content API, checked and kept by the file store as a pending file of
 * the linked resident (the type by its magic bytes, metadata stripped). Undefined when the user is not linked or the
 * photo is refused (logged).
 */
async function fetchPhoto(ctx: ChatContext, lineUserId: string, messageId: string): Promise<{ fileId: string; ownerId: number } | undefined> {
  const person = await personOfLineUser(ctx.db, lineUserId);
  if (!person) return undefined;
  try {
    const file = await prepareUpload(await ctx.api.messageContent(messageId), person.language);
    const stored = await storePendingFile(ctx.db, { uploaderId: person.personId, uploaderKind: "resident", name: `line-${messageId}`, file, now: ctx.now, language: person.language });
    return { fileId: stored.id, ownerId: person.personId };
  } catch (err) {
    ctx.log.warn({ err, messageId }, "a photo sent in LINE was refused");
    return undefined;
  }
}

/** Files the conversation's complaint; returns its id and number. */
async function fileComplaint(
  tx: Tx,
  personId: number,
  conversation: typeof lineConversations.$inferSelect,
  detail: string,
  ctx: ChatContext,
): Promise<{ id: number; complaintNo: string }> {
  const [general] = await tx.select({ id: complaintKinds.id }).from(complaintKinds).where(eq(complaintKinds.code, CHAT_KIND_CODE));
  const [first] = general
    ? [general]
    : await tx
        .select({ id: complaintKinds.id })
        .from(complaintKinds)
        .innerJoin(complaintTypes, eq(complaintTypes.id, complaintKinds.complaintTypeId))
        .where(eq(complaintTypes.confidential, false))
        .orderBy(asc(complaintKinds.id))
        .limit(1);
  if (!first) throw new Error("no complaint kind to file a LINE complaint under");
  const kind = await kindInfo(tx, first.id);
  const at =
    conversation.latitude !== null && conversation.longitude !== null ? `${conversation.latitude.toFixed(6)}, ${conversation.longitude.toFixed(6)}` : "";
  const location = [conversation.address, at ? `(${at})` : ""].filter(Boolean).join(" ").slice(0, 300) || "LINE";
  const filed = await insertCase(
    tx,
    { routing: kindRouting(kind, first.id), detail: detail.slice(0, 2000), location, phone: null, personId, channel: "line", actor: { kind: "resident", id: personId } },
    ctx.now,
    ctx.portalUrl,
  );
  if (conversation.fileId) await attachPendingFiles(tx, { fileIds: [conversation.fileId], uploaderId: personId, caseId: filed.id, noteId: null });
  return filed;
}

/** The card that confirms a filed complaint (its receipt in the chat). */
async function filedCard(tx: Tx, language: Language, filed: { id: number; complaintNo: string }, portalUrl: string): Promise<LineMessage> {
  const names = await readMunicipalityNames(tx);
  const text = CHAT_TEXT[language];
  return noticeFlex({
    municipality: language === "th" ? names.nameTh : names.nameEn,
    title: text.filedTitle!,
    body: text.filedBody!.replace("{no}", filed.complaintNo),
    link: { label: text.open!, url: `${portalUrl.replace(/\/$/, "")}${CASE_PATH}/${filed.id}` },
  });
}

/** The resident's open cases (at most 10, newest first), as a card. */
async function myCases(tx: Tx, personId: number, language: Language, portalUrl: string): Promise<LineMessage> {
  const rows = await tx
    .select({ complaintNo: complaints.complaintNo, nameTh: complaintStatuses.nameTh, nameEn: complaintStatuses.nameEn })
    .from(complaints)
    .innerJoin(complaintStatuses, eq(complaintStatuses.id, complaints.statusId))
    .where(and(eq(complaints.personId, personId), inArray(complaintStatuses.code, [...OPEN_STATUSES]), ne(complaints.confidential, true)))
    .orderBy(desc(complaints.createdAt))
    .limit(10);
  const names = await readMunicipalityNames(tx);
  const text = CHAT_TEXT[language];
  return noticeFlex({
    municipality: language === "th" ? names.nameTh : names.nameEn,
    title: text.myCasesTitle!,
    body: rows.length === 0 ? text.noOpenCases! : rows.map((r) => `${r.complaintNo} ${language === "th" ? r.nameTh : r.nameEn}`).join("\n"),
    link: { label: text.open!, url: `${portalUrl.replace(/\/$/, "")}${CASE_PATH}` },
  });
}
