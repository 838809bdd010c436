/**
 * Sign-in, sign-out and sign-up (portal-spec.md sections 4, 5 and 7; contract tag `auth`).
 *
 * Sign-in answers 200 both on success (empty `message`, token in the `px-auth-token` response header,
 * `data` = LoginSession) and on refusal (non-empty `message`, no token); it never answers 401.
 * Sign-in, the duplicate check and sign-up step 1 are throttled (`src/auth/throttle.ts`, 429 with
 * `Retry-After`). Sign-up step 1 hands out the completion token that step 2 requires (`handlers/profile.ts`).
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { AUTH_HEADER } from "../auth/authenticate";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { THROTTLE_RULES, accountKey, enforce, forget, pairKey, refund } from "../auth/throttle";
import type { Realm } from "../auth/tokens";
import type { HandlerContext, OperationHandler, OperationResult } from "../contract/types";
import type { FieldError } from "../contract/validation";
import type { Db, Tx } from "../db/database";
import { personProfiles, persons, sessions } from "../db/schema";
import { HttpError, badRequest } from "../http/errors";
import { isValidCitizenId } from "./citizen-id";
import { isUniqueViolation, signedIn, type HandlerDeps } from "./deps";

type DupField = "name" | "email" | "citizenId";

/** Which of the given identifiers are already registered (in either realm). */
async function duplicateFields(
  db: Db | Tx,
  given: { name?: string; email?: string; citizenId?: string },
): Promise<DupField[]> {
  const conditions = [];
  if (given.name !== undefined) conditions.push(eq(persons.name, given.name));
  if (given.email !== undefined) conditions.push(eq(persons.email, given.email));
  if (given.citizenId !== undefined) conditions.push(eq(persons.citizenId, given.citizenId));
  if (conditions.length === 0) return [];
  const rows = await db
    .select({ name: persons.name, email: persons.email, citizenId: persons.citizenId })
    .from(persons)
    .where(or(...conditions));
  const fields: DupField[] = [];
  if (given.name !== undefined && rows.some((r) => r.name === given.name)) fields.push("name");
  if (given.email !== undefined && rows.some((r) => r.email === given.email)) fields.push("email");
  if (given.citizenId !== undefined && rows.some((r) => r.citizenId === given.citizenId)) fields.push("citizenId");
  return fields;
}

function checkCitizenId(citizenId: string | undefined): void {
  if (citizenId !== undefined && !isValidCitizenId(citizenId)) {
    throw badRequest([{ field: "citizenId", message: "has an invalid check digit" }]);
  }
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

  async function login(
    realm: Realm,
    ctx: HandlerContext<"staffLogin"> | HandlerContext<"personLogin">,
  ): Promise<OperationResult<"staffLogin">> {
    // Lower-casing may lengthen the name (`İ` becomes two code units); it is only compared, never stored.
    const name = ctx.body.name.trim().toLowerCase();
    const pair = pairKey(realm, name, ctx.clientIp);
    const account = accountKey(realm, name);
    // Counted before the password is evaluated: a parallel burst cannot get more guesses than the limit.
    await enforce(db, THROTTLE_RULES.loginPair, pair, ctx.now, ctx.t("throttled"));
    await enforce(db, THROTTLE_RULES.loginAccount, account, ctx.now, ctx.t("throttled"));
    const [person] = await db
      .select({ id: persons.id, passwordHash: persons.passwordHash, profileId: personProfiles.id })
      .from(persons)
      .leftJoin(personProfiles, eq(personProfiles.personId, persons.id))
      .where(and(eq(persons.name, name), eq(persons.realm, realm)))
      .limit(1);
    const valid = await verifyPassword(person?.passwordHash, ctx.body.password);
    if (!person || !valid) {
      return { status: 200, body: { success: false, message: ctx.t("invalidCredentials") } };
    }
    // The right password: this address's failures are forgotten and this attempt is not a failure.
    await forget(db, THROTTLE_RULES.loginPair, pair);
    await refund(db, THROTTLE_RULES.loginAccount, account);
    if (person.profileId === null) {
      return { status: 200, body: { success: false, message: ctx.t("profileMissing") } };
    }
    const sessionId = randomUUID();
    const { token, expiresAt } = await tokens.issue({ personId: person.id, realm, sessionId }, ctx.now);
    await db.transaction(async (tx) => {
      // Forget this person's expired sessions; revoked ones stay until they expire.
      await tx.delete(sessions).where(and(eq(sessions.personId, person.id), lt(sessions.expiresAt, new Date(ctx.now))));
      await tx.insert(sessions).values({ id: sessionId, personId: person.id, realm, createdAt: new Date(ctx.now), expiresAt });
    });
    ctx.log.info({ personId: person.id, realm }, "signed in");
    return {
      status: 200,
      headers: { [AUTH_HEADER]: token },
      body: { success: true, message: "", data: { realm, personId: person.id, expiresAt: expiresAt.toISOString() } },
    };
  }

  return {
    staffLogin: { handle: (ctx) => login("staff", ctx) },
    personLogin: { handle: (ctx) => login("person", ctx) },

    logout: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        await db.transaction(async (tx) => {
          await tx
            .update(sessions)
            .set({ revokedAt: new Date(ctx.now) })
            .where(and(eq(sessions.id, auth.sessionId), isNull(sessions.revokedAt)));
        });
        return { status: 200, body: { success: true, message: "" } };
      },
    },

    checkPersonDup: {
      async handle(ctx) {
        const body = ctx.body;
        await enforce(db, THROTTLE_RULES.personDup, ctx.clientIp, ctx.now, ctx.t("tooManyRequests"));
        checkCitizenId(body.citizenId);
        const fields = await duplicateFields(db, {
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
        await enforce(db, THROTTLE_RULES.signUp, ctx.clientIp, ctx.now, ctx.t("tooManyRequests"));
        checkCitizenId(body.citizenId);
        const values = {
          realm: "person" as const,
          name: body.name,
          email: body.email.toLowerCase(),
          citizenId: body.citizenId ?? null,
          passwordHash: await hashPassword(body.password),
          createdAt: new Date(ctx.now),
        };
        const conflict = (fields: DupField[]) =>
          new HttpError(
            409,
            ctx.t("duplicatePerson"),
            fields.map((field): FieldError => ({ field, message: "is already registered" })),
          );
        let created: typeof persons.$inferSelect | undefined;
        try {
          created = await db.transaction(async (tx) => {
            const taken = await duplicateFields(tx, { name: values.name, email: values.email, citizenId: body.citizenId });
            if (taken.length > 0) throw conflict(taken);
            const [row] = await tx.insert(persons).values(values).returning();
            return row;
          });
        } catch (err) {
          if (isUniqueViolation(err)) {
            throw conflict(await duplicateFields(db, { name: values.name, email: values.email, citizenId: body.citizenId }));
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
