/**
 * Account e-mails (issue 15): who a person is for a template, and the links the templates carry. The messages
 * go through the one e-mail outbox (`src/mail/outbox.ts`).
 */
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { personProfiles, persons } from "../db/schema";
import { enqueueEmail, type AlwaysSentTemplate } from "../mail/outbox";

/** What account templates say about their recipient. */
export interface MailRecipient {
  personId: number;
  name: string;
  email: string;
  language: "th" | "en";
  title: string;
  firstname: string;
  lastname: string;
}

/** Reads a person as a recipient; undefined when there is no such person. */
export async function recipientOf(db: Db | Tx, personId: number): Promise<MailRecipient | undefined> {
  const [row] = await db
    .select({
      personId: persons.id,
      name: persons.name,
      email: persons.email,
      language: persons.language,
      title: personProfiles.title,
      firstname: personProfiles.firstname,
      lastname: personProfiles.lastname,
    })
    .from(persons)
    .leftJoin(personProfiles, eq(personProfiles.personId, persons.id))
    .where(eq(persons.id, personId))
    .limit(1);
  if (!row) return undefined;
  return { ...row, title: row.title ?? "", firstname: row.firstname ?? row.name, lastname: row.lastname ?? "" };
}

/**
 * Queues an account e-mail to a person in their language.
 * @param to - Another address than the account's (a new address being confirmed). @default the account's
 */
export async function queueAccountEmail(
  tx: Db | Tx,
  input: {
    template: AlwaysSentTemplate;
    recipient: MailRecipient;
    data: Record<string, string>;
    now: number;
    to?: string;
  },
): Promise<void> {
  const r = input.recipient;
  const at = new Intl.DateTimeFormat(r.language === "th" ? "th-TH" : "en-GB", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Asia/Bangkok",
  }).format(new Date(input.now));
  await enqueueEmail(tx, {
    template: input.template,
    to: input.to ?? r.email,
    language: r.language,
    personId: r.personId,
    now: input.now,
    data: {
      name: r.name,
      title: r.title,
      firstname: r.firstname,
      lastname: r.lastname,
      at,
      ...input.data,
    },
  });
}
