/**
 * The booking a case holds (issue 12 item 3; an e-service request of a booking service, `eservices/booking.ts`), as
 * the case mechanism sees it: read into the case's answer ({@link bookingOfCase}) and freed by a move that cancels or
 * rejects the case ({@link freeBooking}, called by `applyMove`).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import type { Db, Tx } from "../db/database";
import { bookingResources, bookings, type CaseStatus } from "../db/schema";

/** Frees the booking of a case that reached `status` when it is cancelled or rejected (a completed one keeps it). */
export async function freeBooking(tx: Tx, caseId: number, status: CaseStatus): Promise<void> {
  if (status !== "cancelled" && status !== "rejected") return;
  await tx.update(bookings).set({ active: false }).where(and(eq(bookings.caseId, caseId), eq(bookings.active, true)));
}

/** The start of a booking's period, ms since the epoch (`float8`). */
export const lowerMs = sql<number>`(extract(epoch from lower(${bookings.period})) * 1000)::float8`;
/** The end of a booking's period (exclusive), ms since the epoch (`float8`). */
export const upperMs = sql<number>`(extract(epoch from upper(${bookings.period})) * 1000)::float8`;

/** The booking of a case (contract `CaseBooking`), or null. */
export async function bookingOfCase(db: Db | Tx, caseId: number): Promise<Schemas["CaseBooking"] | null> {
  const [row] = await db
    .select({
      resourceId: bookings.resourceId,
      nameTh: bookingResources.nameTh,
      nameEn: bookingResources.nameEn,
      from: lowerMs,
      to: upperMs,
      active: bookings.active,
    })
    .from(bookings)
    .innerJoin(bookingResources, eq(bookingResources.id, bookings.resourceId))
    .where(eq(bookings.caseId, caseId));
  if (!row) return null;
  return {
    resourceId: row.resourceId,
    resourceName: { th: row.nameTh, en: row.nameEn },
    from: new Date(Number(row.from)).toISOString(),
    to: new Date(Number(row.to)).toISOString(),
    active: row.active,
  };
}
