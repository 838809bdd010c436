/**
 * Password check and change of the signed-in user, both realms (docs/spec/portal-spec.md section 7; contract tag `auth`:
 * POST /checkChangePassword `checkChangePassword`, PUT /pw `changePassword`; issue 10 points 2 and 4).
 *
 * Both are throttled like sign-in and share its counters (`src/auth/throttle.ts`, the same realm + user name
 * keys): a wrong password here counts as a failed sign-in, so a stolen session gives no extra guesses, and the
 * limit answers 429 with `Retry-After`.
 *
 * The change, in one transaction: the new argon2id hash, `staff_members.must_change_password` cleared, every
 * OTHER session of the user revoked (this one stays), and one audit entry `password-change` (no password, no
 * hash): entity `staff-user` with the person id for staff (the account administrators manage), entity
 * `session` with the session id for a resident (the contract has no person entity).
 */
import { and, eq } from "drizzle-orm";
import { queueAccountEmail, recipientOf } from "../account/mail";
import { writeAudit } from "../audit/audit";
import { passwordProblem } from "../auth/password-policy";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { revokeSessions } from "../auth/sessions";
import { afterRightPassword, beforePasswordAttempt } from "../auth/sign-in-limit";
import type { AuthContext } from "../auth/context";
import type { HandlerContext, OperationHandler } from "./types";
import { persons, staffMembers, type AuditChange } from "../db/schema";
import { HttpError } from "../lib/errors";
import type { MessageKey } from "../i18n/messages";
import { signedIn, type HandlerDeps } from "./deps";
import { fieldError } from "../i18n/field-messages";

/** A 400 whose message (in the request's language) and single field error name `field`. */
function refusedField(ctx: { t(key: MessageKey): string }, field: string, key: MessageKey): HttpError {
  return new HttpError(400, ctx.t(key), [fieldError(field, key)]);
}

/** The password handlers. */
export function passwordHandlers(deps: HandlerDeps): {
  checkChangePassword: OperationHandler<"checkChangePassword">;
  changePassword: OperationHandler<"changePassword">;
} {
  const { db } = deps;

  /**
   * Counts one password attempt of the signed-in user against the sign-in limits, verifies the password, and
   * forgets the attempt when it was right (as sign-in does).
   *
   * @throws HttpError 429 once the limit is passed.
   */
  async function verifyCurrent(auth: AuthContext, password: string, ctx: HandlerContext<"checkChangePassword"> | HandlerContext<"changePassword">) {
    const device = deps.devices.read(ctx.headers.cookie);
    const knownDevice = deps.devices.knows(device, auth.realm, auth.name) ? device : null;
    const attempt = { realm: auth.realm, name: auth.name, clientIp: ctx.clientIp, knownDevice, now: ctx.now };
    await beforePasswordAttempt(db, attempt, ctx.t("passwordThrottled"));
    const [row] = await db.select({ passwordHash: persons.passwordHash }).from(persons).where(eq(persons.id, auth.personId)).limit(1);
    const valid = await verifyPassword(row?.passwordHash, password);
    if (valid) await afterRightPassword(db, attempt);
    return valid;
  }

  return {
    checkChangePassword: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const valid = await verifyCurrent(auth, ctx.body.password, ctx);
        return { status: 200, body: { success: true, message: "", data: { valid } } };
      },
    },

    changePassword: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const { username, password, newPassword } = ctx.body;
        if (username.trim().toLowerCase() !== auth.name) throw refusedField(ctx, "username", "passwordUsernameMismatch");
        if (newPassword.trim().toLowerCase() === auth.name) throw refusedField(ctx, "newPassword", "passwordSameAsUsername");
        if (!(await verifyCurrent(auth, password, ctx))) throw refusedField(ctx, "password", "passwordWrong");
        if (newPassword === password) throw refusedField(ctx, "newPassword", "passwordUnchanged");
        // The rules of issue 15 (NIST SP 800-63B): at least 8, not common or breached, not containing the user name.
        const problem = passwordProblem(newPassword, auth.name);
        if (problem) throw refusedField(ctx, "newPassword", problem);

        const passwordHash = await hashPassword(newPassword);
        const at = new Date(ctx.now);
        await db.transaction(async (tx) => {
          await tx.update(persons).set({ passwordHash }).where(eq(persons.id, auth.personId));
          // Clearing the one-time-password flag is implied by the entry (the audit log leaves out every field
          // whose name says "password", so it is not listed as a change).
          if (auth.realm === "staff") {
            await tx
              .update(staffMembers)
              .set({ mustChangePassword: false, updatedAt: at })
              .where(and(eq(staffMembers.personId, auth.personId), eq(staffMembers.mustChangePassword, true)));
          }
          const changes: AuditChange[] = [];
          const ended = await revokeSessions(tx, auth.personId, ctx.now, auth.sessionId);
          if (ended > 0) changes.push({ field: "otherSessions", before: ended, after: 0 });
          await writeAudit(tx, { auth, clientIp: ctx.clientIp, requestId: ctx.requestId, now: ctx.now }, {
            action: "password-change",
            entity: auth.realm === "staff" ? "staff-user" : "session",
            entityId: auth.realm === "staff" ? auth.personId : auth.sessionId,
            changes,
          });
          // Issue 15 item 3: the owner hears of it (someone else may have changed it).
          const recipient = await recipientOf(tx, auth.personId);
          if (recipient) {
            await queueAccountEmail(tx, {
              template: "password-changed",
              recipient,
              now: ctx.now,
              data: { forgotUrl: `${deps.portalUrl}/forgot-password` },
            });
          }
        });
        ctx.log.info({ personId: auth.personId, realm: auth.realm }, "password changed");
        return { status: 200, body: { success: true, message: "" } };
      },
    },
  };
}
