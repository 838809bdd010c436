/**
 * A resident's privacy (issue 15 item 8, Thailand's PDPA; contract tag `account`): the privacy notice and consent to
 * it, the download of one's own data, and the request to close the account (decided by administrators,
 * `account-closure.ts`). The password and address links are `account.ts`, sessions and settings `account-session.ts`.
 */
import { and, eq, isNull } from "drizzle-orm";
import { bangkokDay } from "@eoffice/thai";
import type { Schemas } from "@eoffice/api-client";
import { queueAccountEmail, recipientOf } from "../account/mail";
import { PRIVACY_NOTICE } from "../account/privacy";
import type { OperationHandler } from "./types";
import { accountClosures, caseHistory, caseNotes, complaints, inboxItems, outbox, persons, privacyConsents, sessions, shortcuts } from "../db/schema";
import { listFilesOfCase } from "../files/storage";
import { HttpError } from "../lib/errors";
import { recordConsent } from "../account/consent";
import { findProfile } from "../account/profile";
import { lineDataOf } from "../account/notification-settings";
import { signedIn, type HandlerDeps } from "./deps";
import { fieldError } from "../i18n/field-messages";
import { settingsOf } from "./account";

/**
 * The account's privacy handlers: the privacy notice, consent to it, the export of one's own data, the request to
 * close the account.
 */
export function accountPrivacyHandlers(deps: HandlerDeps): {
  getPrivacyNotice: OperationHandler<"getPrivacyNotice">;
  giveConsent: OperationHandler<"giveConsent">;
  exportMyData: OperationHandler<"exportMyData">;
  requestClosure: OperationHandler<"requestClosure">;
} {
  const { db } = deps;
  return {
    getPrivacyNotice: {
      async handle(ctx) {
        const n = PRIVACY_NOTICE;
        return {
          status: 200,
          body: {
            success: true,
            message: "",
            data: { version: n.version, publishedAt: n.publishedAt, title: n.title[ctx.language], text: n.text[ctx.language] },
          },
        };
      },
    },

    giveConsent: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        if (ctx.body.version !== PRIVACY_NOTICE.version) {
          throw new HttpError(409, ctx.t("consentVersionOld"), [fieldError("version", "consentVersionOld")]);
        }
        await recordConsent(db, auth.personId, ctx.now);
        return { status: 200, body: { success: true, message: "", data: await settingsOf(db, auth) } };
      },
    },

    exportMyData: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const id = auth.personId;
        const [account] = await db
          .select({
            id: persons.id,
            name: persons.name,
            email: persons.email,
            citizenId: persons.citizenId,
            language: persons.language,
            emailConfirmedAt: persons.emailConfirmedAt,
            emailPreferences: persons.emailPreferences,
            closureRequestedAt: persons.closureRequestedAt,
            createdAt: persons.createdAt,
          })
          .from(persons)
          .where(eq(persons.id, id));
        const mine = await db.select().from(complaints).where(eq(complaints.personId, id)).orderBy(complaints.id);
        const cases = [];
        for (const c of mine) {
          const history = await db.select().from(caseHistory).where(eq(caseHistory.caseId, c.id)).orderBy(caseHistory.id);
          const notes = await db
            .select()
            .from(caseNotes)
            .where(and(eq(caseNotes.caseId, c.id), eq(caseNotes.internal, false)))
            .orderBy(caseNotes.id);
          const attached = (await listFilesOfCase(db, c.id, { includeInternal: false })).map(({ id, name, mimeType, size, createdAt }) => ({ id, name, mimeType, size, createdAt }));
          cases.push({ ...c, history, notes, files: attached });
        }
        const data = {
          exportedAt: new Date(ctx.now).toISOString(),
          account,
          profile: (await findProfile(db, id)) ?? null,
          consents: await db.select().from(privacyConsents).where(eq(privacyConsents.personId, id)),
          sessions: await db
            .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt, userAgent: sessions.userAgent })
            .from(sessions)
            .where(eq(sessions.personId, id)),
          cases,
          inbox: await db.select().from(inboxItems).where(eq(inboxItems.personId, id)),
          shortcuts: await db.select().from(shortcuts).where(eq(shortcuts.personId, id)),
          emails: await db
            .select({ to: outbox.toAddress, subject: outbox.subject, state: outbox.state, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
            .from(outbox)
            .where(and(eq(outbox.personId, id), eq(outbox.channel, "email"))),
          line: await lineDataOf(db, id),
        };
        const body = JSON.parse(JSON.stringify(data, (_k, v: unknown) => (typeof v === "bigint" ? String(v) : v))) as Schemas["MyDataExport"];
        const day = bangkokDay(ctx.now);
        return {
          status: 200,
          headers: { "content-disposition": `attachment; filename="my-data-${day}.json"` },
          body,
        };
      },
    },

    requestClosure: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        await db.transaction(async (tx) => {
          const asked = await tx
            .update(persons)
            .set({ closureRequestedAt: new Date(ctx.now) })
            .where(and(eq(persons.id, auth.personId), isNull(persons.closureRequestedAt)))
            .returning({ id: persons.id });
          if (asked.length === 0) return;
          // The request administrators decide on (`account-closure.ts`).
          await tx.insert(accountClosures).values({ personId: auth.personId, requestedAt: new Date(ctx.now) }).onConflictDoNothing();
          const recipient = await recipientOf(tx, auth.personId);
          if (recipient) await queueAccountEmail(tx, { template: "account-closure-requested", recipient, now: ctx.now, data: {} });
        });
        return { status: 200, body: { success: true, message: "", data: await settingsOf(db, auth) } };
      },
    },
  };
}
