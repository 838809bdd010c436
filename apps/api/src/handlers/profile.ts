/**
 * Person profiles (contract tag `profile`): sign-up step 2 and reading a profile (id -1 = the signed-in
 * user of either realm). A public person reads only their own profile (others answer 404); staff read any.
 * The path id of `getPersonProfile` is a person id, like the `personId` of the create call.
 *
 * Sign-up step 2 needs no session but the completion token that step 1 gave its caller for this person: an
 * unknown person and a missing, wrong or expired token get the same 404 (the token is checked first, so the
 * database is not even asked), so probing ids does not tell which accounts exist.
 */
import { eq } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import type { OperationHandler } from "../contract/types";
import type { Db, Tx } from "../db/database";
import { personProfiles, persons } from "../db/schema";
import { HttpError, badRequest } from "../http/errors";
import { isUniqueViolation, signedIn, type HandlerDeps } from "./deps";

/** Largest id of a serial (int4) column. */
const MAX_ID = 2_147_483_647;

/** Reads the profile of a person, or undefined when the person or the profile does not exist. */
export async function findProfile(db: Db | Tx, personId: number): Promise<Schemas["PersonProfile"] | undefined> {
  const [row] = await db
    .select({ profile: personProfiles, person: { realm: persons.realm, email: persons.email } })
    .from(personProfiles)
    .innerJoin(persons, eq(persons.id, personProfiles.personId))
    .where(eq(personProfiles.personId, personId))
    .limit(1);
  if (!row) return undefined;
  const p = row.profile;
  return {
    id: p.id,
    personId: p.personId,
    realm: row.person.realm,
    name: [p.title, p.firstname, p.lastname].filter((s) => s.trim() !== "").join(" "),
    email: row.person.email,
    avatar: p.avatar,
    status: p.status,
    title: p.title,
    firstname: p.firstname,
    lastname: p.lastname,
    phone: p.phone,
  };
}

/** The profile handlers. */
export function profileHandlers(deps: HandlerDeps): {
  createPublicPersonProfile: OperationHandler<"createPublicPersonProfile">;
  getPersonProfile: OperationHandler<"getPersonProfile">;
} {
  const { db, tokens } = deps;
  return {
    createPublicPersonProfile: {
      async handle(ctx) {
        const personId = ctx.params.personId;
        const body = ctx.body;
        if (body.person.id !== personId) {
          throw badRequest([{ field: "person.id", message: "must equal the personId in the path" }]);
        }
        const exists = () => new HttpError(409, ctx.t("profileExists"));
        const unknown = () => new HttpError(404, ctx.t("signUpNotFound"));
        if (!(await tokens.verifyCompletion(body.completionToken, personId, ctx.now))) throw unknown();
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
              title: body.title.trim(),
              firstname: body.firstname.trim(),
              lastname: body.lastname.trim(),
              phone: body.phone ?? null,
              createdAt: new Date(ctx.now),
              updatedAt: new Date(ctx.now),
            });
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
        return { status: 200, body: { success: true, message: "", data: profile } };
      },
    },
  };
}
