/**
 * Which profiles a staff member may read (issue 36 item 6; Thailand's PDPA: personal data read only for a purpose):
 * a resident's profile only when the resident has something in the officer's scope, and the purpose of the read is
 * that thing, written to the audit log with the read (`getPersonProfile`).
 *
 * - A case or e-service request the officer may see: the case visibility rule of `cases/access.ts`, reused as is
 *   (their unit and its sections; administrators and the complaints centre every non-confidential case). A
 *   confidential report never gives access: it does not store its reporter.
 * - A garbage-fee account linked to the resident, for administrators and finance officers (who run the fee).
 * - A pending request to close the account, for administrators (who decide it).
 *
 * Another staff member's profile is read by administrators only (they manage staff accounts). The document
 * register holds no link to a person, so documents give no access.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Realm, TokenService } from "../auth/tokens";
import { caseScope, visibleCases } from "../cases/access";
import type { AuthContext } from "../auth/context";
import type { Db, Tx } from "../db/database";
import { accountClosures, complaints, garbageAccounts } from "../db/schema";

/**
 * Why the staff member `auth` may read the profile of person `personId`, as the audit entry's purpose
 * (`complaint CP-2569-000042`, `e-service request ER-2569-000007`, `garbage-fee account 12-0042`,
 * `account closure request`, `staff administration`), or undefined when they may not (answer 404).
 * @param realm - The realm of the person whose profile is asked for.
 */
export async function profileReadBasis(
  db: Db | Tx,
  tokens: TokenService,
  auth: AuthContext,
  personId: number,
  realm: Realm,
): Promise<string | undefined> {
  const admin = auth.roles.includes("admin");
  if (realm === "staff") return admin ? "staff administration" : undefined;
  const [visible] = await db
    .select({ complaintNo: complaints.complaintNo, serviceId: complaints.serviceId })
    .from(complaints)
    .where(and(eq(complaints.personId, personId), visibleCases(caseScope(tokens, auth))))
    .orderBy(desc(complaints.createdAt))
    .limit(1);
  if (visible) return `${visible.serviceId === null ? "complaint" : "e-service request"} ${visible.complaintNo}`;
  if (admin || auth.roles.includes("finance_officer")) {
    const [account] = await db
      .select({ accountNo: garbageAccounts.accountNo })
      .from(garbageAccounts)
      .where(eq(garbageAccounts.personId, personId))
      .limit(1);
    if (account) return `garbage-fee account ${account.accountNo}`;
  }
  if (admin) {
    const [closure] = await db
      .select({ id: accountClosures.id })
      .from(accountClosures)
      .where(and(eq(accountClosures.personId, personId), eq(accountClosures.state, "pending")))
      .limit(1);
    if (closure) return "account closure request";
  }
  return undefined;
}
