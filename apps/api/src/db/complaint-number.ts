/**
 * Complaint reference numbers: `CP-<Buddhist year>-<6 digits>` (for example CP-2569-000042), numbered per
 * Buddhist year of the filing date in Thailand (UTC+7, no daylight saving), from a counter row that is
 * updated in the same transaction as the complaint insert (an atomic upsert, safe with several instances).
 */
import { sql } from "drizzle-orm";
import type { Tx } from "./database";
import { complaintSequences } from "./schema";

/** Thailand's offset from UTC: 7 hours, in ms. */
const THAILAND_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The Buddhist-era year of an instant (ms since the epoch), as a calendar in Thailand shows it. */
export function buddhistYear(instant: number): number {
  return new Date(instant + THAILAND_OFFSET_MS).getUTCFullYear() + 543;
}

/** Formats a complaint number: `formatComplaintNo(2569, 42)` = `CP-2569-000042`. */
export function formatComplaintNo(beYear: number, sequence: number): string {
  return `CP-${beYear}-${String(sequence).padStart(6, "0")}`;
}

/** Takes the next complaint number for the filing time `instant` (ms), inside the caller's transaction. */
export async function nextComplaintNo(tx: Tx, instant: number): Promise<string> {
  const beYear = buddhistYear(instant);
  const [row] = await tx
    .insert(complaintSequences)
    .values({ beYear, lastValue: 1 })
    .onConflictDoUpdate({ target: complaintSequences.beYear, set: { lastValue: sql`${complaintSequences.lastValue} + 1` } })
    .returning({ lastValue: complaintSequences.lastValue });
  if (!row) throw new Error("complaint sequence returned no row");
  return formatComplaintNo(beYear, row.lastValue);
}
