/**
 * Bookings of e-service requests (issue 12 item 3): a request of a booking service (sports field, gym, equipment,
 * public address system) holds one period of one resource. Overlaps are refused by the database itself, with the
 * exclusion constraint `bookings_no_overlap` (migration 0006): a conflicting insert fails with SQLSTATE 23P01, which
 * {@link isBookingConflict} recognises (the handler answers 409 naming `booking`). A cancelled or rejected request
 * frees its period (`freeBooking`, `cases/booking.ts`); a completed one keeps it.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { bangkokTimeOfDay } from "@eoffice/thai";
import { fieldError, type FieldError } from "../i18n/field-messages";
import type { Db, Tx } from "../db/database";
import { bookingResources, bookings, type BookingUnit, type ServiceFormDefinition } from "../db/schema";
import { lowerMs, upperMs } from "../cases/booking";
import { hasSqlState } from "../db/sql";
import { checkBookingDays } from "./form-rules";

/** One hour in ms. */
const HOUR_MS = 60 * 60 * 1000;

/** One day in ms. */
const DAY_MS = 24 * HOUR_MS;

/** Longest booking, in days. */
export const MAX_BOOKING_DAYS = 31;

/** Longest range the free-slots call answers, in days. */
export const MAX_AVAILABILITY_DAYS = 93;

/** A checked booking: the resource and the half-open period `[from, to)` in ms since the epoch. */
export interface BookingPeriod {
  resourceId: number;
  from: number;
  to: number;
}

/** Whether `ms` is midnight in Thailand. */
const isThaiMidnight = (ms: number) => bangkokTimeOfDay(ms) === 0;

/**
 * Checks a request's `booking` against its service: required exactly for booking services, an active resource of
 * the service, `from` < `to`, whole days (midnight in Thailand) or whole hours by the service's unit, at most
 * {@link MAX_BOOKING_DAYS} days and at most the days the service's form states (`x-maxBookingDays`, tracker issue 36
 * item 4), not in the past.
 * @returns The period, or null for a service that books nothing; field errors naming `booking...` otherwise.
 */
export async function checkBooking(
  db: Db | Tx,
  service: { id: number; bookingUnit: BookingUnit | null; form: ServiceFormDefinition },
  booking: Schemas["BookingRequest"] | undefined,
  now: number,
): Promise<BookingPeriod | null | FieldError[]> {
  if (service.bookingUnit === null) return booking === undefined ? null : [fieldError("booking", "bookingNotTaken")];
  if (booking === undefined) return [fieldError("booking", "bookingRequired")];
  const [resource] = await db
    .select({ id: bookingResources.id })
    .from(bookingResources)
    .where(and(eq(bookingResources.id, booking.resourceId), eq(bookingResources.serviceId, service.id), eq(bookingResources.active, true)));
  if (!resource) return [fieldError("booking.resourceId", "notServiceResource")];
  const from = Date.parse(booking.from);
  const to = Date.parse(booking.to);
  const errors: FieldError[] = [];
  if (service.bookingUnit === "day") {
    if (!isThaiMidnight(from)) errors.push(fieldError("booking.from", "wholeDaysFrom"));
    if (!isThaiMidnight(to)) errors.push(fieldError("booking.to", "wholeDaysTo"));
  } else {
    if (from % HOUR_MS !== 0) errors.push(fieldError("booking.from", "wholeHour"));
    if (to % HOUR_MS !== 0) errors.push(fieldError("booking.to", "wholeHour"));
  }
  if (to <= from) errors.push(fieldError("booking.to", "afterBookingFrom"));
  else if (to - from > MAX_BOOKING_DAYS * DAY_MS) errors.push(fieldError("booking.to", "maxDaysAfterBookingFrom", { days: MAX_BOOKING_DAYS }));
  else {
    const tooLong = checkBookingDays(service.form, from, to);
    if (tooLong) errors.push(tooLong);
  }
  const earliest = service.bookingUnit === "day" ? now - bangkokTimeOfDay(now) : now - (now % HOUR_MS);
  if (from < earliest) errors.push(fieldError("booking.from", "bookingPast"));
  return errors.length > 0 ? errors : { resourceId: resource.id, from, to };
}

/** Books `period` for the case; call it in the case's transaction. Fails with SQLSTATE 23P01 on an overlap. */
export async function insertBooking(tx: Tx, caseId: number, period: BookingPeriod): Promise<void> {
  await tx.insert(bookings).values({
    resourceId: period.resourceId,
    caseId,
    period: sql`tstzrange(${new Date(period.from).toISOString()}::timestamptz, ${new Date(period.to).toISOString()}::timestamptz, '[)')`,
  });
}

/** Whether a database error is an overlap refused by `bookings_no_overlap` (SQLSTATE 23P01). */
export function isBookingConflict(err: unknown): boolean {
  return hasSqlState(err, "23P01");
}

/** The active bookings of `resourceIds` overlapping `[from, to)`, per resource, by start. */
export async function takenPeriods(db: Db | Tx, resourceIds: number[], from: number, to: number): Promise<Map<number, Schemas["TakenPeriod"][]>> {
  const taken = new Map<number, Schemas["TakenPeriod"][]>();
  if (resourceIds.length === 0) return taken;
  const rows = await db
    .select({ resourceId: bookings.resourceId, from: lowerMs, to: upperMs })
    .from(bookings)
    .where(
      and(
        inArray(bookings.resourceId, resourceIds),
        eq(bookings.active, true),
        sql`${bookings.period} && tstzrange(${new Date(from).toISOString()}::timestamptz, ${new Date(to).toISOString()}::timestamptz, '[)')`,
      ),
    )
    .orderBy(asc(bookings.resourceId), asc(sql`lower(${bookings.period})`));
  for (const r of rows) {
    const list = taken.get(r.resourceId) ?? [];
    list.push({ from: new Date(Number(r.from)).toISOString(), to: new Date(Number(r.to)).toISOString() });
    taken.set(r.resourceId, list);
  }
  return taken;
}
