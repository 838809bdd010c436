/**
 * Account security and privacy (issue 15 items 4 to 8; contract tag `account`): forgotten password and reset by
 * a single-use e-mail link, e-mail confirmation, token refresh, account settings, open sessions, the privacy
 * notice and consent (Thailand's PDPA), the download of one's own data, and the request to close the account.
 *
 * No account enumeration: `forgotPassword` answers the same 200 whether or not the name or address belongs to an
 * account, and not sooner than {@link FORGOT_MIN_MS}, so that the e-mail work for a known account does not show
 * in the timing. A reset ends every session of the account (a stolen session does not survive it).
 *
 * Confirmation (item 5), as decided for a municipality: a new resident can sign in and file complaints and
 * requests at once (a citizen reporting a broken street light must not wait for an e-mail), but the address
 * counts as unconfirmed until its link is opened: the profile and settings say so and offer a new link, and a
 * changed address replaces the old one only once confirmed (so a typo cannot lock anyone out).
 *
 * This file holds the password and address links; sessions and settings are `account-session.ts`, the privacy
 * notice, consent, one's own data and the closure request `account-privacy.ts`.
 */
import { desc, eq, or } from "drizzle-orm";
import { setTimeout as sleep } from "node:timers/promises";
import type { Schemas } from "@eoffice/api-client";
import { issueLink, useLink } from "../account/links";
import { queueAccountEmail, recipientOf } from "../account/mail";
import { PRIVACY_NOTICE } from "../account/privacy";
import { writeAudit } from "../audit/audit";
import { passwordProblem } from "../auth/password-policy";
import { hashPassword } from "../auth/passwords";
import { revokeSessions } from "../auth/sessions";
import { THROTTLE_RULES, enforce } from "../auth/throttle";
import type { AuthContext } from "../auth/context";
import type { OperationHandler } from "./types";
import type { Db, Tx } from "../db/database";
import { personProfiles, persons, privacyConsents, staffMembers } from "../db/schema";
import { HttpError, keyedError } from "../lib/errors";
import type { MessageKey } from "../i18n/messages";
import { pendingEmailOf, sendConfirmationLink } from "../account/profile";
import { isUniqueViolation } from "../db/sql";
import { signedIn, type HandlerDeps } from "./deps";
import { fieldError } from "../i18n/field-messages";

/** The shortest time `forgotPassword` takes, in ms, whether or not the account exists. */
export const FORGOT_MIN_MS = 400;

/** A 400 whose message names `field`. */
function refusedField(t: (key: MessageKey) => string, field: string, key: MessageKey): HttpError {
  return new HttpError(400, t(key), [fieldError(field, key)]);
}

/** The settings of a signed-in user. */
export async function settingsOf(db: Db | Tx, auth: Pick<AuthContext, "personId" | "realm">): Promise<Schemas["AccountSettings"]> {
  const [person] = await db
    .select({
      language: persons.language,
      email: persons.email,
      emailConfirmedAt: persons.emailConfirmedAt,
      emailPreferences: persons.emailPreferences,
      closureRequestedAt: persons.closureRequestedAt,
    })
    .from(persons)
    .where(eq(persons.id, auth.personId))
    .limit(1);
  if (!person) throw keyedError(401, "accountGone");
  const [consent] = await db
    .select()
    .from(privacyConsents)
    .where(eq(privacyConsents.personId, auth.personId))
    .orderBy(desc(privacyConsents.consentedAt))
    .limit(1);
  const pendingEmail = await pendingEmailOf(db, auth.personId);
  return {
    language: person.language,
    email: person.email,
    emailConfirmed: person.emailConfirmedAt !== null,
    pendingEmail,
    emailPreferences: {
      caseStatus: person.emailPreferences.caseStatus !== false,
      caseReply: person.emailPreferences.caseReply !== false,
      staffWork: person.emailPreferences.staffWork === true,
    },
    privacyNoticeVersion: PRIVACY_NOTICE.version,
    consentVersion: consent?.noticeVersion ?? null,
    consentedAt: consent?.consentedAt.toISOString() ?? null,
    consentRequired: auth.realm === "person" && consent?.noticeVersion !== PRIVACY_NOTICE.version,
    closureRequestedAt: person.closureRequestedAt?.toISOString() ?? null,
  };
}

/** The account handlers of the password and address links (forgotten password, reset, confirmation). */
export function accountHandlers(deps: HandlerDeps): {
  forgotPassword: OperationHandler<"forgotPassword">;
  resetPassword: OperationHandler<"resetPassword">;
  confirmEmail: OperationHandler<"confirmEmail">;
  sendConfirmation: OperationHandler<"sendConfirmation">;
} {
  const { db, devices, portalUrl } = deps;

  return {
    forgotPassword: {
      async handle(ctx) {
        const started = performance.now();
        const login = ctx.body.login.trim().toLowerCase();
        const [person] = await db
          .select({ id: persons.id, name: persons.name, realm: persons.realm, active: staffMembers.active, profileId: personProfiles.id })
          .from(persons)
          .leftJoin(staffMembers, eq(staffMembers.personId, persons.id))
          .leftJoin(personProfiles, eq(personProfiles.personId, persons.id))
          .where(or(eq(persons.name, login), eq(persons.email, login)))
          .limit(1);
        // Limited per name asked (no mail bombing), except from a device that signed in to the account before: a
        // stranger cannot block the owner's reset there (tracker issue 36 item 7). Either way the same answer.
        const ownDevice = person !== undefined && devices.knows(devices.read(ctx.headers.cookie), person.realm, person.name);
        if (!ownDevice) await enforce(db, THROTTLE_RULES.forgotLogin, login, ctx.now, ctx.t("forgotPasswordThrottled"));
        if (person && person.active !== false && person.profileId !== null) {
          await db.transaction(async (tx) => {
            const recipient = await recipientOf(tx, person.id);
            if (!recipient) return;
            const token = await issueLink(tx, { personId: person.id, purpose: "reset-password", now: ctx.now });
            await queueAccountEmail(tx, {
              template: "password-reset-link",
              recipient,
              now: ctx.now,
              data: { resetUrl: `${portalUrl}/reset-password?token=${encodeURIComponent(token)}` },
            });
          });
          ctx.log.info({ personId: person.id }, "password reset link sent");
        }
        // The same answer, and not sooner, for an unknown account: the timing tells nothing either.
        const left = FORGOT_MIN_MS - (performance.now() - started);
        if (left > 0) await sleep(left);
        return { status: 200, body: { success: true, message: ctx.t("forgotPasswordSent") } };
      },
    },

    resetPassword: {
      async handle(ctx) {
        const { token, newPassword } = ctx.body;
        const passwordHash = await hashPassword(newPassword);
        const personId = await db.transaction(async (tx) => {
          // Rolled back with the transaction when the new password breaks a rule: the link still works then.
          const link = await useLink(tx, token, ["reset-password"], ctx.now);
          if (!link) throw refusedField(ctx.t, "token", "resetLinkInvalid");
          const [person] = await tx
            .select({ name: persons.name, realm: persons.realm })
            .from(persons)
            .where(eq(persons.id, link.personId))
            .limit(1);
          if (!person) throw refusedField(ctx.t, "token", "resetLinkInvalid");
          const problem = passwordProblem(newPassword, person.name);
          if (problem) throw refusedField(ctx.t, "newPassword", problem);
          await tx.update(persons).set({ passwordHash }).where(eq(persons.id, link.personId));
          if (person.realm === "staff") {
            await tx.update(staffMembers).set({ mustChangePassword: false, updatedAt: new Date(ctx.now) }).where(eq(staffMembers.personId, link.personId));
          }
          const ended = await revokeSessions(tx, link.personId, ctx.now);
          await writeAudit(tx, { auth: null, clientIp: ctx.clientIp, requestId: ctx.requestId, now: ctx.now }, {
            action: "password-reset",
            entity: person.realm === "staff" ? "staff-user" : "session",
            entityId: person.realm === "staff" ? link.personId : null,
            changes: ended > 0 ? [{ field: "sessions", before: ended, after: 0 }] : [],
            actor: { personId: link.personId, personName: person.name, realm: person.realm },
          });
          const recipient = await recipientOf(tx, link.personId);
          if (recipient) {
            await queueAccountEmail(tx, {
              template: "password-changed",
              recipient,
              now: ctx.now,
              data: { forgotUrl: `${portalUrl}/forgot-password` },
            });
          }
          return link.personId;
        });
        ctx.log.info({ personId }, "password reset by link");
        return { status: 200, body: { success: true, message: "" } };
      },
    },

    confirmEmail: {
      async handle(ctx) {
        try {
          const email = await db.transaction(async (tx) => {
            const link = await useLink(tx, ctx.body.token, ["confirm-email", "change-email"], ctx.now);
            if (!link || !link.email) throw refusedField(ctx.t, "token", "confirmLinkInvalid");
            const [person] = await tx.select({ email: persons.email }).from(persons).where(eq(persons.id, link.personId)).limit(1);
            if (!person) throw refusedField(ctx.t, "token", "confirmLinkInvalid");
            // A sign-up link confirms the address the account still has; an old link after a change does not.
            if (link.purpose === "confirm-email" && person.email !== link.email) throw refusedField(ctx.t, "token", "confirmLinkInvalid");
            await tx.update(persons).set({ email: link.email, emailConfirmedAt: new Date(ctx.now) }).where(eq(persons.id, link.personId));
            return link.email;
          });
          return { status: 200, body: { success: true, message: "", data: { email } } };
        } catch (err) {
          if (isUniqueViolation(err)) throw new HttpError(409, ctx.t("emailTaken"), [fieldError("email", "emailTaken")]);
          throw err;
        }
      },
    },

    sendConfirmation: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const [person] = await db
          .select({ email: persons.email, confirmed: persons.emailConfirmedAt })
          .from(persons)
          .where(eq(persons.id, auth.personId))
          .limit(1);
        if (!person) throw new HttpError(401, ctx.t("tokenInvalid"));
        if (person.confirmed !== null) throw new HttpError(409, ctx.t("emailAlreadyConfirmed"));
        await db.transaction(async (tx) => {
          await sendConfirmationLink(tx, deps, { personId: auth.personId, email: person.email, purpose: "confirm-email", now: ctx.now });
        });
        return { status: 200, body: { success: true, message: "" } };
      },
    },
  };
}

