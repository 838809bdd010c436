/** A resident's consent to the privacy notice (Thailand's PDPA, issue 15 item 8; the notice is `privacy.ts`). */
import type { Db, Tx } from "../db/database";
import { privacyConsents } from "../db/schema";
import { PRIVACY_NOTICE } from "./privacy";

/** Records a person's consent to the current privacy notice (idempotent). */
export async function recordConsent(db: Db | Tx, personId: number, now: number): Promise<void> {
  await db
    .insert(privacyConsents)
    .values({ personId, noticeVersion: PRIVACY_NOTICE.version, consentedAt: new Date(now) })
    .onConflictDoNothing();
}
