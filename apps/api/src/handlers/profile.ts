/**
 * Person profiles (contract tag `profile`): sign-up step 2 and reading a profile (id -1 = the signed-in
 * user of either realm). A public person reads only their own profile (others answer 404); staff read another
 * person's only with a reason in their scope (`account/profile-access.ts`; else 404), and every such read is
 * audited with that purpose. The path id of `getPersonProfile` is a person id, like the `personId` of the create call.
 *
 * Sign-up step 2 needs no session but the completion token that step 1 gave its caller for this person: an
 * unknown person and a missing, wrong or expired token get the same 404 (the token is checked first, so the
 * database is not even asked), so probing ids does not tell which accounts exist.
 */
import { and, eq, isNull, ne } from "drizzle-orm";
import { profileReadBasis } from "../account/profile-access";
import { resolveThaiAddress, type ResolvedThaiAddress } from "../account/thai-address";
import { writeAudit } from "../audit/audit";
import type { AuthContext } from "../auth/context";
import type { OperationHandler, RequestBody } from "./types";
import { personProfiles, persons, type AuditChange } from "../db/schema";
import { HttpError, badRequest } from "../lib/errors";
import type { MessageKey } from "../i18n/messages";
import { findProfile, sendConfirmationLink } from "../account/profile";
import { bangkokDay, isValidCitizenId } from "@eoffice/thai";
import { isUniqueViolation } from "../db/sql";
import { signedIn, type HandlerDeps } from "./deps";
import { trimmedTexts } from "./owned-rows";
import { fieldError } from "../i18n/field-messages";

/** A 400 whose message names `field`. */
function refusedField(t: (key: MessageKey) => string, field: string, key: MessageKey): HttpError {
  return new HttpError(400, t(key), [fieldError(field, key)]);
}

/** Whether `value` is a real calendar day (`YYYY-MM-DD`) after 1900 and not after the day of `now` in Bangkok. */
function isPastDay(value: string, now: number): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === value && day.getUTCFullYear() >= 1900 && value <= bangkokDay(now);
}

/** The person id a profile call means: -1 and the caller's own id are theirs; any other id answers 404. */
export function ownId(auth: AuthContext, id: number, notFound: () => HttpError): number {
  if (id === -1 || id === auth.personId) return auth.personId;
  throw notFound();
}

/** Largest id of a serial (int4) column. */
const MAX_ID = 2_147_483_647;

/**
 * Checks a profile update's national id, birth date and address (a 400 naming the field, in that order) and
 * resolves the address's sub-district code and postcode to its place: null when the update gives no address.
 */
async function checkedUpdate(
  t: (key: MessageKey) => string,
  b: RequestBody<"updatePersonProfile">,
  now: number,
): Promise<ResolvedThaiAddress | null> {
  if (b.citizenId != null && !isValidCitizenId(b.citizenId)) throw refusedField(t, "citizenId", "citizenIdInvalid");
  if (b.birthDate != null && !isPastDay(b.birthDate, now)) throw refusedField(t, "birthDate", "birthDateInvalid");
  const code = b.subdistrictCode ?? null;
  const post = b.postcode ?? null;
  if ((code === null) !== (post === null)) throw refusedField(t, code === null ? "subdistrictCode" : "postcode", "addressIncomplete");
  const place = code !== null && post !== null ? await resolveThaiAddress(code, post) : null;
  if (place === undefined) throw refusedField(t, "subdistrictCode", "addressIncomplete");
  return place;
}

/** The profile handlers. */
export function profileHandlers(deps: HandlerDeps): {
  createPublicPersonProfile: OperationHandler<"createPublicPersonProfile">;
  getPersonProfile: OperationHandler<"getPersonProfile">;
  updatePersonProfile: OperationHandler<"updatePersonProfile">;
} {
  const { db, tokens } = deps;
  return {
    createPublicPersonProfile: {
      async handle(ctx) {
        const personId = ctx.params.personId;
        const body = ctx.body;
        if (body.person.id !== personId) {
          throw badRequest([fieldError("person.id", "personIdMismatch")]);
        }
        const exists = () => new HttpError(409, ctx.t("profileExists"));
        const unknown = () => new HttpError(404, ctx.t("signUpNotFound"));
        if (!(await tokens.verifyCompletion(body.completionToken, personId, ctx.now))) throw unknown();
        const names = trimmedTexts("", { title: body.title, firstname: body.firstname, lastname: body.lastname });
        try {
          await db.transaction(async (tx) => {
            const [person] = await tx
              .select({ realm: persons.realm, profileId: personProfiles.id })
              .from(persons)
              .leftJoin(personProfiles, eq(personProfiles.personId, persons.id))
              .where(eq(persons.id, personId))
              .limit(1);
            if (!person || person.realm !== "person") throw unknown();
            if (person.profileId !== null) throw exists();
            await tx.insert(personProfiles).values({
              personId,
              ...names,
              phone: body.phone ?? null,
              createdAt: new Date(ctx.now),
              updatedAt: new Date(ctx.now),
            });
            // Sign-up (issue 15 item 5): the confirmation link goes out with the completed account.
            const [unconfirmed] = await tx
              .select({ email: persons.email })
              .from(persons)
              .where(and(eq(persons.id, personId), isNull(persons.emailConfirmedAt)))
              .limit(1);
            if (unconfirmed) {
              await sendConfirmationLink(tx, deps, { personId, email: unconfirmed.email, purpose: "confirm-email", now: ctx.now });
            }
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw exists();
          throw err;
        }
        const profile = await findProfile(db, personId);
        if (!profile) throw new Error("profile vanished after insert");
        return { status: 201, body: { success: true, message: "", data: profile } };
      },
    },

    getPersonProfile: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const personId = ctx.params.id === -1 ? auth.personId : ctx.params.id;
        const notFound = new HttpError(404, ctx.t("profileNotFound"));
        // The contract bounds this id below only (-1); ids outside the integer column cannot exist.
        if (personId < 1 || personId > MAX_ID) throw notFound;
        if (auth.realm === "person" && personId !== auth.personId) throw notFound;
        const profile = await findProfile(db, personId);
        if (!profile) throw notFound;
        if (personId !== auth.personId) {
          // Staff reading someone else's personal data: only with a reason in their scope, and audited with it.
          const basis = await profileReadBasis(db, tokens, auth, personId, profile.realm);
          if (basis === undefined) throw notFound;
          const stated = ctx.query.purpose?.trim();
          await writeAudit(db, { auth, clientIp: ctx.clientIp, requestId: ctx.requestId, now: ctx.now }, {
            action: "view",
            entity: "person-profile",
            entityId: personId,
            purpose: stated ? `${basis}: ${stated}` : basis,
          });
        }
        return { status: 200, body: { success: true, message: "", data: profile } };
      },
    },

    updatePersonProfile: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const personId = ownId(auth, ctx.params.id, () => new HttpError(404, ctx.t("profileNotFound")));
        const b = ctx.body;
        const t = ctx.t;
        const place = await checkedUpdate(t, b, ctx.now);
        const names = trimmedTexts("", { title: b.title, firstname: b.firstname, lastname: b.lastname });
        const newEmail = b.email?.trim().toLowerCase();
        try {
          await db.transaction(async (tx) => {
            const [person] = await tx
              .select({ email: persons.email, citizenId: persons.citizenId, profileId: personProfiles.id })
              .from(persons)
              .leftJoin(personProfiles, eq(personProfiles.personId, persons.id))
              .where(eq(persons.id, personId))
              .limit(1);
            if (!person || person.profileId === null) throw new HttpError(404, t("profileNotFound"));
            const citizenId = b.citizenId ?? null;
            if (citizenId !== null) {
              const [other] = await tx.select({ id: persons.id }).from(persons).where(and(eq(persons.citizenId, citizenId), ne(persons.id, personId))).limit(1);
              if (other) throw new HttpError(409, t("citizenIdTaken"), [fieldError("citizenId", "citizenIdTaken")]);
            }
            if (newEmail && newEmail !== person.email) {
              const [other] = await tx.select({ id: persons.id }).from(persons).where(eq(persons.email, newEmail)).limit(1);
              if (other) throw new HttpError(409, t("emailTaken"), [fieldError("email", "emailTaken")]);
            }
            const at = new Date(ctx.now);
            const values = {
              ...names,
              phone: b.phone ?? null,
              birthDate: b.birthDate ?? null,
              addressLine: b.addressLine?.trim() || null,
              province: place?.province ?? null,
              district: place?.district ?? null,
              subdistrict: place?.subdistrict ?? null,
              subdistrictCode: place?.subdistrictCode ?? null,
              postcode: place?.postcode ?? null,
              updatedAt: at,
            };
            const [before] = await tx.select().from(personProfiles).where(eq(personProfiles.personId, personId));
            await tx.update(personProfiles).set(values).where(eq(personProfiles.personId, personId));
            if (citizenId !== person.citizenId) await tx.update(persons).set({ citizenId }).where(eq(persons.id, personId));
            // A new address replaces the old one only when its link is opened (the old one keeps working meanwhile).
            if (newEmail && newEmail !== person.email) {
              await sendConfirmationLink(tx, deps, { personId, email: newEmail, purpose: "change-email", now: ctx.now });
            }
            if (auth.realm === "staff" && before) {
              const changes: AuditChange[] = (Object.keys(values) as (keyof typeof values)[])
                .filter((k) => k !== "updatedAt" && before[k] !== values[k])
                .map((k) => ({ field: k, before: before[k], after: values[k] }));
              if (citizenId !== person.citizenId) changes.push({ field: "citizenId", before: person.citizenId, after: citizenId });
              if (newEmail && newEmail !== person.email) changes.push({ field: "pendingEmail", before: null, after: newEmail });
              await writeAudit(tx, { auth, clientIp: ctx.clientIp, requestId: ctx.requestId, now: ctx.now }, {
                action: "update",
                entity: "staff-user",
                entityId: personId,
                changes,
              });
            }
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new HttpError(409, t("citizenIdTaken"), [fieldError("citizenId", "citizenIdTaken")]);
          throw err;
        }
        const profile = await findProfile(db, personId);
        if (!profile) throw new HttpError(404, t("profileNotFound"));
        return { status: 200, body: { success: true, message: "", data: profile } };
      },
    },
  };
}
