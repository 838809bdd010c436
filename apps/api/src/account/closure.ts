/**
 * Closing a resident's account (Thailand's PDPA right to erasure; issue 15 item 8; the privacy notice's "ask for your
 * account to be closed and the data the law does not require us to keep to be erased").
 *
 * What {@link closeAccount} removes: everything that identifies the resident and that the municipality does not have
 * to keep: the profile (title, names, national ID, birth date, address, telephone, picture), the account's user name,
 * e-mail address and national ID (the row stays, renamed `#closed-{id}`, a name no sign-up can take, so that the
 * cases filed keep their resident), the password (replaced by a value no password matches), sessions, open links,
 * inbox, shortcuts, unattached uploads, the e-mails in the outbox (copies of messages to the resident), the link to a
 * garbage-fee account, and the e-mail choices (turned off: nothing is mailed to a closed account).
 *
 * What it keeps, as the municipality's records: the complaints and e-service requests filed, with their history,
 * notes and attached files (official records kept for the periods the rules on official records set), garbage-fee
 * payments, satisfaction answers, the consents given (proof of what was accepted, holding only the id), and the audit
 * log (append-only by design).
 */
import { eq } from "drizzle-orm";
import type { Tx } from "../db/database";
import {
  accountTokens,
  garbageAccounts,
  inboxItems,
  lineLinks,
  outbox,
  personProfiles,
  persons,
  sessions,
  shortcuts,
} from "../db/schema";
import { deleteFilesOfPerson } from "../files/storage";
import { unlinkPerson } from "./notification-settings";

/** The user name (and e-mail column) a closed account keeps: `#` is outside the sign-up names' characters. */
export function closedAccountName(personId: number): string {
  return `#closed-${personId}`;
}

/** What a password hash of a closed account holds: not a PHC string, so no password verifies against it. */
export const CLOSED_PASSWORD_HASH = "!closed";

/**
 * Closes the account of `personId` in the caller's transaction (see the module comment for what goes and what
 * stays). Read the resident as a recipient (`recipientOf`) before, and queue their e-mail after: the address is gone
 * then, and the outbox no longer holds any other message to them.
 * @param now - Time of the closure, ms since the epoch.
 */
export async function closeAccount(tx: Tx, personId: number, now: number): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.personId, personId));
  await tx.delete(accountTokens).where(eq(accountTokens.personId, personId));
  await tx.delete(inboxItems).where(eq(inboxItems.personId, personId));
  await tx.delete(shortcuts).where(eq(shortcuts.personId, personId));
  await deleteFilesOfPerson(tx, personId);
  await tx.delete(personProfiles).where(eq(personProfiles.personId, personId));
  // Copies of the messages sent, e-mail and LINE, and those not sent yet (moot for a closed account).
  await tx.delete(outbox).where(eq(outbox.personId, personId));
  // The LINE link (tracker issue 41 item 4); the consents stay as the record of what was agreed.
  await unlinkPerson(tx, personId);
  await tx.delete(lineLinks).where(eq(lineLinks.personId, personId));
  await tx.update(garbageAccounts).set({ personId: null }).where(eq(garbageAccounts.personId, personId));
  const name = closedAccountName(personId);
  await tx
    .update(persons)
    .set({
      name,
      email: name,
      citizenId: null,
      passwordHash: CLOSED_PASSWORD_HASH,
      emailConfirmedAt: null,
      emailPreferences: { caseStatus: false, caseReply: false },
      closedAt: new Date(now),
    })
    .where(eq(persons.id, personId));
}
