/**
 * Case reference numbers: `CP-<Buddhist year>-<6 digits>` (for example CP-2569-000042) for complaints and
 * `ER-<Buddhist year>-<6 digits>` for e-service requests (issue 12), numbered per
 * Buddhist year of the filing date in Thailand (UTC+7, no daylight saving), from a counter row that is
 * updated in the same transaction as the complaint insert (an atomic upsert, safe with several instances).
 */
import { sql } from "drizzle-orm";
import { buddhistYear } from "@eoffice/thai";
import type { Tx } from "./database";
import { complaintSequences, requestSequences } from "./schema";

/** Reference number prefixes: complaints `CP`, e-service requests `ER` (issue 12). */
export const CASE_NO_PREFIX = { complaint: "CP", request: "ER" } as const;

/** The kind of a case, for its reference number. */
export type CaseNoKind = keyof typeof CASE_NO_PREFIX;

/**
 * Formats a reference number: `formatComplaintNo(2569, 42)` = `CP-2569-000042`,
 * `formatComplaintNo(2569, 123, "request")` = `ER-2569-000123`.
 * @param kind - @default "complaint"
 */
export function formatComplaintNo(beYear: number, sequence: number, kind: CaseNoKind = "complaint"): string {
  return `${CASE_NO_PREFIX[kind]}-${beYear}-${String(sequence).padStart(6, "0")}`;
}

/**
 * Takes the next reference number for the filing time `instant` (ms), inside the caller's transaction. Complaints
 * and requests count separately (`complaint_sequences`, `request_sequences`).
 * @param kind - @default "complaint"
 */
export async function nextComplaintNo(tx: Tx, instant: number, kind: CaseNoKind = "complaint"): Promise<string> {
  const beYear = buddhistYear(instant);
  const table = kind === "request" ? requestSequences : complaintSequences;
  const [row] = await tx
    .insert(table)
    .values({ beYear, lastValue: 1 })
    .onConflictDoUpdate({ target: table.beYear, set: { lastValue: sql`${table.lastValue} + 1` } })
    .returning({ lastValue: table.lastValue });
  if (!row) throw new Error("case number sequence returned no row");
  return formatComplaintNo(beYear, row.lastValue, kind);
}
