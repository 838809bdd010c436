/**
 * Sign-in, sign-out and sign-up (docs/spec/portal-spec.md sections 4, 5 and 7; contract tag `auth`).
 *
 * Sign-in answers 200 both on success (empty `message`, token in the `px-auth-token` response header,
 * `data` = LoginSession) and on refusal (non-empty `message`, no token); it never answers 401.
 * Sign-in is throttled (`src/auth/sign-in-limit.ts`, 429 with `Retry-After`); a successful sign-in sets the
 * device cookie (`src/auth/device.ts`), so that this browser keeps signing in whatever strangers try. The
 * duplicate check and sign-up step 1 have the contract's quotas (`x-rate-limit`).
 *
 * Issue 10 point 4: every evaluated sign-in of both realms writes one audit entry (entity `session`): `sign-in`
 * (entityId = the new session id) in the transaction that creates the session, or `sign-in-failure` (personId
 * when the account exists, personName = the name tried, the reason as field `reason`); sign-out writes
 * `sign-out` in the transaction that revokes the session. A throttled attempt (429) is not evaluated and not
 * audited (so a guesser cannot grow the log without bound). A deactivated staff account cannot sign in; the
 * refusal says so only when the password was right (no account enumeration). Staff sign-in sets
 * `staff_members.last_sign_in_at` and answers `mustChangePassword` (false for residents). Sign-up step 1 hands out the completion token that step 2 requires (`handlers/profile.ts`).
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { AUTH_HEADER } from "../auth/authenticate";
import { writeAudit } from "../audit/audit";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { afterRightPassword, beforePasswordAttempt } from "../auth/sign-in-limit";
import type { Realm } from "../auth/tokens";
import type { HandlerContext, OperationHandler, OperationResult } from "./types";
import { personProfiles, persons, sessions, staffMembers } from "../db/schema";
import { HttpError, badRequest } from "../lib/errors";
import type { MessageKey } from "../i18n/messages";
import { isValidCitizenId } from "@eoffice/thai";
import { PRIVACY_NOTICE } from "../account/privacy";
import { passwordProblem } from "../auth/password-policy";
import { recordConsent } from "../account/consent";
import { takenErrors, takenIdentifiers, type IdentifierField } from "./identifiers";
import { isUniqueViolation } from "../db/sql";
import { signedIn, type HandlerDeps } from "./deps";
import { fieldError } from "../i18n/field-messages";

/** Why a sign-in was refused, as the audit entry records it (field `reason`). */
type SignInFailure = "invalid-credentials" | "deactivated" | "profile-missing";


function checkCitizenId(citizenId: string | undefined): void {
  if (citizenId !== undefined && !isValidCitizenId(citizenId)) {
    throw badRequest([fieldError("citizenId", "citizenIdCheckDigit")]);
  }
}

/**
 * Signs a staff member or a resident in (`staffLogin`, `personLogin`): the attempt counted before the password is
 * checked, a refusal audited with its reason, else a new session with its token and the device cookie.
 */
async function login(
  deps: HandlerDeps,
  realm: Realm,
  ctx: HandlerContext<"staffLogin"> | HandlerContext<"personLogin">,
): Promise<OperationResult<"staffLogin">> {
  const { db, tokens, devices } = deps;
  // Lower-casing may lengthen the name (`İ` becomes two code units); it is only compared, never stored.
  const name = ctx.body.name.trim().toLowerCase();
  const device = devices.read(ctx.headers.cookie);
  const attempt = { realm, name, clientIp: ctx.clientIp, knownDevice: devices.knows(device, realm, name) ? device : null, now: ctx.now };
  // Counted before the password is evaluated: a parallel burst cannot get more guesses than the limit.
  await beforePasswordAttempt(db, attempt, ctx.t("throttled"));
  const [person] = await db
    .select({
      id: persons.id,
      name: persons.name,
      passwordHash: persons.passwordHash,
      profileId: personProfiles.id,
      active: staffMembers.active,
      mustChangePassword: staffMembers.mustChangePassword,
    })
    .from(persons)
    .leftJoin(personProfiles, eq(personProfiles.personId, persons.id))
    .leftJoin(staffMembers, eq(staffMembers.personId, persons.id))
    .where(and(eq(persons.name, name), eq(persons.realm, realm)))
    .limit(1);
  const valid = await verifyPassword(person?.passwordHash, ctx.body.password);
  const request = { auth: null, clientIp: ctx.clientIp, requestId: ctx.requestId, now: ctx.now };

  /** Refuses the sign-in (200 with a message, no token) and audits the failure with its reason. */
  const refuse = async (reason: SignInFailure, messageKey: MessageKey): Promise<OperationResult<"staffLogin">> => {
    await writeAudit(db, request, {
      action: "sign-in-failure",
      entity: "session",
      entityId: null,
      changes: [{ field: "reason", before: null, after: reason }],
      actor: { personId: person?.id ?? null, personName: (person?.name ?? name).slice(0, 100), realm },
    });
    ctx.log.info({ personId: person?.id ?? null, realm, reason }, "sign-in refused");
    return { status: 200, body: { success: false, message: ctx.t(messageKey) } };
  };

  // The same answer for an unknown name and a wrong password: no account enumeration.
  if (!person || !valid) return refuse("invalid-credentials", "invalidCredentials");
  // The right password: this address's failures are forgotten and this attempt is not a failure.
  await afterRightPassword(db, attempt);
  // Said only to whoever knows the password.
  if (realm === "staff" && person.active === false) return refuse("deactivated", "accountDeactivated");
  if (person.profileId === null) return refuse("profile-missing", "profileMissing");

  const sessionId = randomUUID();
  const remember = ctx.body.rememberMe === true;
  const sessionEnd = tokens.sessionEnd(remember, ctx.now);
  const { token, expiresAt } = await tokens.issue({ personId: person.id, realm, sessionId }, ctx.now, sessionEnd);
  const at = new Date(ctx.now);
  await db.transaction(async (tx) => {
    // Forget this person's expired sessions; revoked ones stay until they expire.
    await tx.delete(sessions).where(and(eq(sessions.personId, person.id), lt(sessions.expiresAt, at)));
    await tx.insert(sessions).values({
      id: sessionId,
      personId: person.id,
      realm,
      createdAt: at,
      expiresAt: sessionEnd,
      remember,
      lastSeenAt: at,
      userAgent: ctx.userAgent,
    });
    if (realm === "staff") await tx.update(staffMembers).set({ lastSignInAt: at }).where(eq(staffMembers.personId, person.id));
    await writeAudit(tx, request, {
      action: "sign-in",
      entity: "session",
      entityId: sessionId,
      actor: { personId: person.id, personName: person.name, realm },
    });
  });
  ctx.log.info({ personId: person.id, realm }, "signed in");
  const mustChangePassword = realm === "staff" && person.mustChangePassword === true;
  return {
    status: 200,
    // The device cookie: this browser signed in to this account, so strangers' failures never lock it out.
    headers: { [AUTH_HEADER]: token, "set-cookie": devices.setCookie(device, realm, name, ctx.secure) },
    body: { success: true, message: "", data: { realm, personId: person.id, expiresAt: expiresAt.toISOString(), mustChangePassword } },
  };
}

/** The auth handlers. */
export function authHandlers(deps: HandlerDeps): {
  staffLogin: OperationHandler<"staffLogin">;
  personLogin: OperationHandler<"personLogin">;
  logout: OperationHandler<"logout">;
  checkPersonDup: OperationHandler<"checkPersonDup">;
  createPublicPerson: OperationHandler<"createPublicPerson">;
} {
  const { db, tokens } = deps;

  return {
    staffLogin: { handle: (ctx) => login(deps, "staff", ctx) },
    personLogin: { handle: (ctx) => login(deps, "person", ctx) },

    logout: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        await db.transaction(async (tx) => {
          const revoked = await tx
            .update(sessions)
            .set({ revokedAt: new Date(ctx.now) })
            .where(and(eq(sessions.id, auth.sessionId), isNull(sessions.revokedAt)))
            .returning({ id: sessions.id });
          // A parallel sign-out of the same session has already written the entry.
          if (revoked.length > 0) {
            await writeAudit(tx, { auth, clientIp: ctx.clientIp, requestId: ctx.requestId, now: ctx.now }, {
              action: "sign-out",
              entity: "session",
              entityId: auth.sessionId,
            });
          }
        });
        return { status: 200, body: { success: true, message: "" } };
      },
    },

    checkPersonDup: {
      async handle(ctx) {
        const body = ctx.body;
        checkCitizenId(body.citizenId);
        const fields = await takenIdentifiers(db, {
          name: body.name?.trim().toLowerCase(),
          email: body.email?.toLowerCase(),
          citizenId: body.citizenId,
        });
        return { status: 200, body: { success: true, message: "", data: { duplicate: fields.length > 0, fields } } };
      },
    },

    createPublicPerson: {
      async handle(ctx) {
        const body = ctx.body;
        checkCitizenId(body.citizenId);
        const problem = passwordProblem(body.password, body.name);
        if (problem) throw new HttpError(400, ctx.t(problem), [fieldError("password", problem)]);
        if (body.privacyNoticeVersion !== undefined && body.privacyNoticeVersion !== PRIVACY_NOTICE.version) {
          throw new HttpError(409, ctx.t("consentVersionOld"), [fieldError("privacyNoticeVersion", "consentVersionOld")]);
        }
        const values = {
          realm: "person" as const,
          name: body.name,
          email: body.email.toLowerCase(),
          citizenId: body.citizenId ?? null,
          passwordHash: await hashPassword(body.password),
          createdAt: new Date(ctx.now),
          // Confirmed by the link that sign-up step 2 sends (issue 15 item 5).
          emailConfirmedAt: null,
        };
        const conflict = (fields: IdentifierField[]) =>
          new HttpError(
            409,
            ctx.t("duplicatePerson"),
            takenErrors(fields),
          );
        let created: typeof persons.$inferSelect | undefined;
        try {
          created = await db.transaction(async (tx) => {
            const taken = await takenIdentifiers(tx, { name: values.name, email: values.email, citizenId: body.citizenId });
            if (taken.length > 0) throw conflict(taken);
            const [row] = await tx.insert(persons).values(values).returning();
            // PDPA: the consent given on the sign-up form, to the version the form showed.
            if (row && body.privacyNoticeVersion !== undefined) await recordConsent(tx, row.id, ctx.now);
            return row;
          });
        } catch (err) {
          if (isUniqueViolation(err)) {
            throw conflict(await takenIdentifiers(db, { name: values.name, email: values.email, citizenId: body.citizenId }));
          }
          throw err;
        }
        if (!created) throw new Error("insert into persons returned no row");
        const completion = await tokens.issueCompletion(created.id, ctx.now);
        const person: Schemas["PublicPersonCreated"] = {
          id: created.id,
          name: created.name,
          email: created.email,
          realm: created.realm,
          createdAt: created.createdAt.toISOString(),
          completionToken: completion.token,
          completionExpiresAt: completion.expiresAt.toISOString(),
        };
        return { status: 201, body: { success: true, message: "", data: person } };
      },
    },
  };
}
