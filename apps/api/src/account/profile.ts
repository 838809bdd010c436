/**
 * A person's profile as the contract answers it (`PersonProfile`), and the confirmation of its e-mail address: the
 * address waiting for its link and the link itself (`confirm-email` at sign-up, `change-email` for a new address).
 * Read and written by the profile, account and common-user handlers.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import type { Db, Tx } from "../db/database";
import { accountTokens, personProfiles, persons } from "../db/schema";
import { issueLink } from "./links";
import { queueAccountEmail, recipientOf } from "./mail";

/** Reads the profile of a person, or undefined when the person or the profile does not exist. */
export async function findProfile(db: Db | Tx, personId: number): Promise<Schemas["PersonProfile"] | undefined> {
  const [row] = await db
    .select({
      profile: personProfiles,
      person: { realm: persons.realm, email: persons.email, citizenId: persons.citizenId, emailConfirmedAt: persons.emailConfirmedAt },
    })
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
    citizenId: row.person.citizenId,
    birthDate: p.birthDate,
    addressLine: p.addressLine,
    province: p.province,
    district: p.district,
    subdistrict: p.subdistrict,
    subdistrictCode: p.subdistrictCode,
    postcode: p.postcode,
    emailConfirmed: row.person.emailConfirmedAt !== null,
    pendingEmail: await pendingEmailOf(db, personId),
  };
}

/** The new address waiting for its confirmation link, or null. */
export async function pendingEmailOf(db: Db | Tx, personId: number, now: number = Date.now()): Promise<string | null> {
  const [row] = await db
    .select({ email: accountTokens.email })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.personId, personId),
        eq(accountTokens.purpose, "change-email"),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  return row?.email ?? null;
}

/**
 * Queues a confirmation link for an address: `confirm-email` confirms the account's address (sign-up),
 * `change-email` a new address that replaces it once confirmed. `deps` are the handlers' (`HandlerDeps`): the portal's
 * address for the link.
 */
export async function sendConfirmationLink(
  tx: Tx,
  deps: { portalUrl: string },
  input: { personId: number; email: string; purpose: "confirm-email" | "change-email"; now: number },
): Promise<void> {
  const recipient = await recipientOf(tx, input.personId);
  if (!recipient) return;
  const token = await issueLink(tx, { personId: input.personId, purpose: input.purpose, email: input.email, now: input.now });
  await queueAccountEmail(tx, {
    template: "email-confirm",
    recipient,
    to: input.email,
    now: input.now,
    data: { email: input.email, confirmUrl: `${deps.portalUrl}/confirmation-required?token=${encodeURIComponent(token)}` },
  });
}
