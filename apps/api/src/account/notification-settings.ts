/**
 * A resident's notification choices and LINE link (tracker issue 41 items 4 and 5; docs/line.md): which events tell
 * them by e-mail (`persons.email_preferences`, read by `enqueueEmail`), in the portal and in LINE
 * (`persons.notification_preferences`, read by `notify`), the consent to LINE notifications (Thailand's PDPA: when,
 * to which text, revocable; `notification_consents`) and the one-time link code that ties their LINE user to the
 * account (`line_links`).
 */
import { randomInt } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import type { Db, Tx } from "../db/database";
import { lineConversations, lineLinks, notificationConsents, persons, type NotificationEvent } from "../db/schema";
import { fieldError } from "../i18n/field-messages";
import { badRequest } from "../lib/errors";
import { channelOn, LINE_CONSENT_VERSION, liveLineConsent } from "../inbox/line";

/** The events of the choices, in the order the page lists them. */
export const NOTIFICATION_EVENTS: readonly NotificationEvent[] = ["caseStatus", "caseReply", "receipt"];

/** How long a link code is valid: 30 minutes, in ms. */
export const LINK_CODE_MS = 30 * 60_000;

/** The letters of a link code (no 0, O, 1, I: read aloud and typed on a phone). */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Length of a link code. */
export const LINK_CODE_LENGTH = 8;

/** Whether `text` looks like a link code (the chat tells a code from a description by it). */
export function isLinkCode(text: string): boolean {
  return new RegExp(`^[${CODE_ALPHABET}]{${LINK_CODE_LENGTH}}$`).test(text.trim().toUpperCase());
}

/** The settings answer of `personId`; `available` says whether this server has LINE. */
export async function readNotificationSettings(db: Db | Tx, personId: number, available: boolean, now: number): Promise<Schemas["NotificationSettings"]> {
  const [person] = await db
    .select({ email: persons.emailPreferences, other: persons.notificationPreferences })
    .from(persons)
    .where(eq(persons.id, personId));
  if (!person) throw new Error(`person ${personId} vanished`);
  const [link] = await db.select().from(lineLinks).where(eq(lineLinks.personId, personId));
  const consent = await liveLineConsent(db, personId);
  const codeLive = link?.linkCode && link.linkCodeExpiresAt && link.linkCodeExpiresAt.getTime() > now;
  return {
    choices: NOTIFICATION_EVENTS.map((event) => ({
      event,
      email: person.email[event] !== false,
      inApp: channelOn(person.other, "inApp", event),
      line: channelOn(person.other, "line", event) && consent !== undefined,
    })),
    line: {
      available,
      linked: Boolean(link?.lineUserId),
      linkedAt: link?.lineUserId && link.linkedAt ? link.linkedAt.toISOString() : null,
      linkCode: codeLive ? (link.linkCode ?? null) : null,
      linkCodeExpiresAt: codeLive && link.linkCodeExpiresAt ? link.linkCodeExpiresAt.toISOString() : null,
      consentVersion: LINE_CONSENT_VERSION,
      consentedAt: consent && consent.textVersion === LINE_CONSENT_VERSION ? consent.consentedAt.toISOString() : null,
    },
  };
}

/** Records the consent to the current LINE text unless it is live already. */
export async function giveLineConsent(tx: Tx, personId: number, now: number): Promise<void> {
  const live = await liveLineConsent(tx, personId);
  if (live?.textVersion === LINE_CONSENT_VERSION) return;
  if (live) await revokeLineConsent(tx, personId, now);
  await tx.insert(notificationConsents).values({ personId, channel: "line", textVersion: LINE_CONSENT_VERSION, consentedAt: new Date(now) });
}

/** Revokes the live LINE consent (the row keeps when it was given) and unlinks LINE, whose user id it covered. */
export async function revokeLineConsent(tx: Tx, personId: number, now: number): Promise<void> {
  await tx
    .update(notificationConsents)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(notificationConsents.personId, personId), eq(notificationConsents.channel, "line"), isNull(notificationConsents.revokedAt)));
  await unlinkPerson(tx, personId);
}

/**
 * Stores the choices and the consent of an update (the body of `updateNotificationSettings`).
 *
 * @throws HttpError 400 naming `choices` when an event repeats, `lineConsent` when LINE is turned on without it.
 */
export async function updateNotificationSettings(tx: Tx, personId: number, body: Schemas["NotificationSettingsUpdate"], now: number): Promise<void> {
  const events = body.choices.map((c) => c.event);
  if (new Set(events).size !== events.length) throw badRequest([fieldError("choices", "eventOnce")]);
  if (!body.lineConsent && body.choices.some((c) => c.line) && !(await liveLineConsent(tx, personId))) {
    throw badRequest([fieldError("lineConsent", "lineConsentNeeded")]);
  }
  const [person] = await tx
    .select({ email: persons.emailPreferences, other: persons.notificationPreferences })
    .from(persons)
    .where(eq(persons.id, personId))
    .for("update");
  if (!person) throw new Error(`person ${personId} vanished`);
  const email = { ...person.email };
  const inApp = { ...person.other.inApp };
  const line = { ...person.other.line };
  for (const choice of body.choices) {
    email[choice.event] = choice.email;
    inApp[choice.event] = choice.inApp;
    line[choice.event] = choice.line;
  }
  await tx.update(persons).set({ emailPreferences: email, notificationPreferences: { ...person.other, inApp, line } }).where(eq(persons.id, personId));
  if (body.lineConsent) await giveLineConsent(tx, personId, now);
  else if (await liveLineConsent(tx, personId)) await revokeLineConsent(tx, personId, now);
}

/** A new one-time link code for `personId` (replacing any earlier one), valid {@link LINK_CODE_MS}. */
export async function createLinkCode(tx: Tx, personId: number, now: number): Promise<string> {
  for (;;) {
    const code = Array.from({ length: LINK_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
    const [taken] = await tx.select({ personId: lineLinks.personId }).from(lineLinks).where(eq(lineLinks.linkCode, code));
    if (taken && taken.personId !== personId) continue;
    await tx
      .insert(lineLinks)
      .values({ personId, linkCode: code, linkCodeExpiresAt: new Date(now + LINK_CODE_MS) })
      .onConflictDoUpdate({ target: lineLinks.personId, set: { linkCode: code, linkCodeExpiresAt: new Date(now + LINK_CODE_MS) } });
    return code;
  }
}

/**
 * Links the LINE user that sent a live code to the code's account (a LINE user linked to another account before is
 * moved); the code is used up.
 *
 * @returns the person linked, or undefined when the code is unknown or expired.
 */
export async function linkByCode(tx: Tx, code: string, lineUserId: string, now: number): Promise<number | undefined> {
  const [link] = await tx.select().from(lineLinks).where(eq(lineLinks.linkCode, code.trim().toUpperCase())).for("update");
  if (!link?.linkCodeExpiresAt || link.linkCodeExpiresAt.getTime() <= now) return undefined;
  if (!(await liveLineConsent(tx, link.personId))) return undefined;
  await tx.update(lineLinks).set({ lineUserId: null, linkedAt: null }).where(eq(lineLinks.lineUserId, lineUserId));
  await tx.update(lineLinks).set({ lineUserId, linkedAt: new Date(now), linkCode: null, linkCodeExpiresAt: null }).where(eq(lineLinks.personId, link.personId));
  return link.personId;
}

/** The account a LINE user is linked to, or undefined. */
export async function personOfLineUser(db: Db | Tx, lineUserId: string): Promise<{ personId: number; language: "th" | "en" } | undefined> {
  const [row] = await db
    .select({ personId: lineLinks.personId, language: persons.language })
    .from(lineLinks)
    .innerJoin(persons, eq(persons.id, lineLinks.personId))
    .where(and(eq(lineLinks.lineUserId, lineUserId), isNull(persons.closedAt)));
  return row;
}

/** Unlinks a person's LINE user (from the portal, or a revoked consent); their chat conversation goes too. */
export async function unlinkPerson(tx: Tx, personId: number): Promise<void> {
  const [link] = await tx.select({ lineUserId: lineLinks.lineUserId }).from(lineLinks).where(eq(lineLinks.personId, personId));
  if (link?.lineUserId) await tx.delete(lineConversations).where(eq(lineConversations.lineUserId, link.lineUserId));
  await tx.update(lineLinks).set({ lineUserId: null, linkedAt: null, linkCode: null, linkCodeExpiresAt: null }).where(eq(lineLinks.personId, personId));
}

/** Unlinks a LINE user that blocked or unfollowed the account; their chat conversation goes too. */
export async function unlinkLineUser(tx: Tx, lineUserId: string): Promise<void> {
  await tx.delete(lineConversations).where(eq(lineConversations.lineUserId, lineUserId));
  await tx.update(lineLinks).set({ lineUserId: null, linkedAt: null }).where(eq(lineLinks.lineUserId, lineUserId));
}

/** What the personal data export holds of LINE and the choices (PDPA right of access; contract `MyDataLine`). */
export async function lineDataOf(db: Db | Tx, personId: number): Promise<Schemas["MyDataLine"]> {
  const [link] = await db.select().from(lineLinks).where(eq(lineLinks.personId, personId));
  const [person] = await db.select({ other: persons.notificationPreferences }).from(persons).where(eq(persons.id, personId));
  const consents = await db
    .select({ channel: notificationConsents.channel, textVersion: notificationConsents.textVersion, consentedAt: notificationConsents.consentedAt, revokedAt: notificationConsents.revokedAt })
    .from(notificationConsents)
    .where(eq(notificationConsents.personId, personId))
    .orderBy(asc(notificationConsents.id));
  return {
    lineUserId: link?.lineUserId ?? null,
    linkedAt: link?.lineUserId && link.linkedAt ? link.linkedAt.toISOString() : null,
    consents: consents.map((c) => ({ ...c, consentedAt: c.consentedAt.toISOString(), revokedAt: c.revokedAt?.toISOString() ?? null })),
    notificationPreferences: person?.other ?? {},
  };
}
