/**
 * Pure rules of the resident's e-service requests (issue 12 items 1, 2 and 6): bilingual texts, the fee,
 * the catalogue grouped by division, the server's field errors mapped to the form, and the booking periods
 * (Asia/Bangkok days and hours, `to` exclusive, as the contract's `BookingRequest` wants them). Unit-tested.
 */
import type { Schemas } from "@eoffice/api-client";
import { addDays, bangkokDay, bangkokInstant, bangkokTimeOfDay, daysBetween } from "@eoffice/thai";
import type { ServiceForm } from "@eoffice/ui";
import { INTL_LOCALES, type Language } from "../../i18n/languages";
import { fieldErrors } from "../../api/errors";
import { dateTimeFormat } from "../../lib/format-date";

/** A service code as the contract has it (`ServiceCode`: `<group>-<code>`, for example `deputy-equipment`). */
const SERVICE_CODE = /^[a-z]+-[A-Za-z]+$/;

/**
 * Whether `code` can be a service's code (the contract's `ServiceCode` pattern, at most 60 characters): an address
 * with any other code shows the 404 page without asking the server, which would refuse it with a validation error.
 * @param code - The code from the address.
 */
export function isServiceCode(code: string): boolean {
  return code.length <= 60 && SERVICE_CODE.test(code);
}

/** A service of the catalogue (contract `EService`). */
export type EService = Schemas["EService"];
/** The booking of a request (contract `BookingRequest`). */
export type BookingRequest = Schemas["BookingRequest"];
/** A taken period of a resource (contract `TakenPeriod`; `to` exclusive). */
export type TakenPeriod = Schemas["TakenPeriod"];

/**
 * A service's form as the ui `FormRenderer` and `FormSummary` take it. The contract types the schema as an open
 * object (`ServiceForm.schema`); the server refuses any form that breaks the ServiceForm rules (allowed types and
 * widgets, `ui.order` naming every property once) when it is saved, so what it answers has the renderer's shape.
 * @param form - The service's `form`.
 */
export function serviceForm(form: Schemas["ServiceForm"]): ServiceForm {
  return form as unknown as ServiceForm;
}

/**
 * The amount of a fee in baht in the user's language (`฿50.00` in English, `1,250.00 บาท` in Thai as
 * docs/thai-glossary.md section 9 writes money, like the receipt PDF): integer satang / 100, Thai digits never
 * (municipal forms use Arabic digits).
 * @param satang - The fee in satang (1/100 baht), 0 or more.
 * @param language - The user's language.
 */
export function formatBaht(satang: number, language: Language): string {
  if (language === "th") {
    return `${new Intl.NumberFormat(INTL_LOCALES.th, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(satang / 100)} บาท`;
  }
  return new Intl.NumberFormat(INTL_LOCALES[language], { style: "currency", currency: "THB", currencyDisplay: "narrowSymbol" }).format(
    satang / 100,
  );
}

/** i18n keys of a fee: free, or an amount per request, hour or day. */
export type FeeText =
  | { key: "eservice.fee.free" }
  | { key: "eservice.fee.perRequest" | "eservice.fee.perHour" | "eservice.fee.perDay"; amount: string };

/**
 * What a service costs, as an i18n key and its amount.
 * @param service - The service's `feeSatang` and `feeUnit`.
 * @param language - The user's language (for the amount).
 */
export function feeText(service: Pick<EService, "feeSatang" | "feeUnit">, language: Language): FeeText {
  if (service.feeSatang <= 0) return { key: "eservice.fee.free" };
  const amount = formatBaht(service.feeSatang, language);
  const key = service.feeUnit === "hour" ? "eservice.fee.perHour" : service.feeUnit === "day" ? "eservice.fee.perDay" : "eservice.fee.perRequest";
  return { key, amount };
}

/** The services of one division. */
export interface DivisionGroup {
  /** The division (contract `CaseUnit`). */
  division: EService["division"];
  /** Its services, in catalogue order. */
  services: EService[];
}

/**
 * The catalogue grouped by division, the divisions in the order their first service comes (the catalogue's order,
 * which follows the menu).
 * @param services - The active services, in catalogue order.
 */
export function groupByDivision(services: readonly EService[]): DivisionGroup[] {
  const groups = new Map<number, DivisionGroup>();
  for (const service of services) {
    const group = groups.get(service.division.id);
    if (group) group.services.push(service);
    else groups.set(service.division.id, { division: service.division, services: [service] });
  }
  return [...groups.values()];
}

/** Name of the booking in the form's errors (the contract's 409 names the field `booking`). */
export const BOOKING_FIELD = "booking";

/**
 * The field errors of a failed submission keyed as the form knows them: `data.address.postcode` becomes
 * `address.postcode`, `booking` and `booking.<anything>` become {@link BOOKING_FIELD}; other names stay.
 * @param error - The error answer of `POST /v1/EServiceRequest` (400 or 409).
 */
export function requestFieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    let name = field;
    if (name.startsWith("data.")) name = name.slice("data.".length);
    else if (name === BOOKING_FIELD || name.startsWith(`${BOOKING_FIELD}.`)) name = BOOKING_FIELD;
    result[name] ??= message;
  }
  return result;
}

/**
 * The longest booking a service's form states (`x-maxBookingDays`, in days; tracker issue 36 item 4: a tent loan
 * "at most 7 days"), or undefined. The server refuses a longer booking with the same rule.
 * @param form - The service's `form`.
 */
export function maxBookingDays(form: Schemas["ServiceForm"]): number | undefined {
  const days = (form.schema as { "x-maxBookingDays"?: unknown })["x-maxBookingDays"];
  return typeof days === "number" && days >= 1 ? days : undefined;
}

/**
 * Whether the days `first` to `last` (inclusive) are more than `maxDays` days.
 * @param first - `YYYY-MM-DD`.
 * @param last - `YYYY-MM-DD`.
 * @param maxDays - The longest booking in days, or undefined for no limit.
 */
export function bookingTooLong(first: string, last: string, maxDays: number | undefined): boolean {
  return maxDays !== undefined && daysBetween(first, last) >= maxDays;
}

/**
 * The instant a Bangkok day (and hour) starts, as the API takes it (`bangkokInstant` of `@eoffice/thai`).
 * @param day - `YYYY-MM-DD`.
 * @param hour - 0-24 (24 is midnight of the next day). @default 0
 */
export function hourInstant(day: string, hour = 0): string {
  return bangkokInstant(day, `${hour}:00`);
}

/**
 * The booking of whole days, first to last inclusive (the API wants `to` exclusive: midnight after the last day).
 * @param resourceId - The resource booked.
 * @param first - First day, `YYYY-MM-DD`.
 * @param last - Last day, `YYYY-MM-DD`, not before `first`.
 */
export function dayBooking(resourceId: number, first: string, last: string): BookingRequest {
  return { resourceId, from: hourInstant(first), to: hourInstant(addDays(last, 1)) };
}

/**
 * The booking of whole hours of one day, `[fromHour, toHour)`.
 * @param resourceId - The resource booked.
 * @param day - `YYYY-MM-DD`.
 * @param fromHour - First hour (0-23).
 * @param toHour - The hour the booking ends (exclusive, 1-24).
 */
export function hourBooking(resourceId: number, day: string, fromHour: number, toHour: number): BookingRequest {
  return { resourceId, from: hourInstant(day, fromHour), to: hourInstant(day, toHour) };
}

/**
 * Every Bangkok day a taken period touches (a day is taken when any part of it is).
 * @param taken - The periods (`to` exclusive).
 */
export function takenDays(taken: readonly TakenPeriod[]): Set<string> {
  const days = new Set<string>();
  for (const period of taken) {
    const from = new Date(period.from).getTime();
    const to = new Date(period.to).getTime();
    if (!(to > from)) continue;
    const last = bangkokDay(to - 1);
    for (let day = bangkokDay(from); day <= last; day = addDays(day, 1)) days.add(day);
  }
  return days;
}

/** Whether `[from, to)` overlaps any taken period. */
export function overlapsTaken(from: number, to: number, taken: readonly TakenPeriod[]): boolean {
  return taken.some((period) => new Date(period.from).getTime() < to && new Date(period.to).getTime() > from);
}

/**
 * Whether the days `first` to `last` (inclusive) are all free.
 * @param first - `YYYY-MM-DD`.
 * @param last - `YYYY-MM-DD`.
 * @param taken - The resource's taken periods.
 */
export function daysAreFree(first: string, last: string, taken: readonly TakenPeriod[]): boolean {
  if (last < first) return false;
  return !overlapsTaken(Date.parse(hourInstant(first)), Date.parse(hourInstant(addDays(last, 1))), taken);
}

/** One bookable hour of a day. */
export interface HourSlot {
  /** The hour it starts (0-23). */
  hour: number;
  /** Whether another booking holds any part of it. */
  taken: boolean;
}

/**
 * The bookable hours of a day with whether each is taken.
 * @param day - `YYYY-MM-DD`.
 * @param taken - The resource's taken periods.
 * @param firstHour - The first hour offered. @default {@link BOOKING_HOURS}.first
 * @param endHour - The hour the last slot ends (exclusive). @default {@link BOOKING_HOURS}.end
 */
export function hourSlots(
  day: string,
  taken: readonly TakenPeriod[],
  firstHour: number = BOOKING_HOURS.first,
  endHour: number = BOOKING_HOURS.end,
): HourSlot[] {
  const slots: HourSlot[] = [];
  for (let hour = firstHour; hour < endHour; hour += 1) {
    const from = Date.parse(hourInstant(day, hour));
    slots.push({ hour, taken: overlapsTaken(from, from + 3_600_000, taken) });
  }
  return slots;
}

/**
 * The hours offered for hourly bookings (sports field, gym): 06:00 to 22:00, the opening hours of municipal sports
 * grounds; the contract does not carry them, the server accepts any whole hours.
 */
export const BOOKING_HOURS = { first: 6, end: 22 } as const;

/**
 * The next choice of hours after a press on `hour`: nothing chosen, or a press outside a range of one hour,
 * starts a new one-hour range; a press after the start extends the range to that hour when every hour between
 * is free; a press on the only chosen hour clears it.
 * @param current - The chosen range `[from, to)`, or `null`.
 * @param hour - The hour pressed.
 * @param slots - The day's slots.
 */
export function nextHourRange(
  current: { from: number; to: number } | null,
  hour: number,
  slots: readonly HourSlot[],
): { from: number; to: number } | null {
  const isFree = (h: number) => slots.some((slot) => slot.hour === h && !slot.taken);
  if (!isFree(hour)) return current;
  if (current && current.from === hour && current.to === hour + 1) return null;
  if (current && current.to - current.from === 1 && hour > current.from) {
    for (let h = current.from; h <= hour; h += 1) if (!isFree(h)) return { from: hour, to: hour + 1 };
    return { from: current.from, to: hour + 1 };
  }
  return { from: hour, to: hour + 1 };
}

/**
 * The first and last day (inclusive) of a day booking, in Bangkok.
 * @param booking - `from` / `to` of a day booking (`to` exclusive).
 */
export function bookedDays(booking: { from: string; to: string }): { first: string; last: string } {
  return { first: bangkokDay(booking.from), last: bangkokDay(new Date(booking.to).getTime() - 1) };
}

/**
 * A day as the user reads it: `24 Nov 2026`, in Thai `24 พ.ย. 2569` (Buddhist era).
 * @param day - `YYYY-MM-DD`.
 * @param language - The user's language.
 * @param style - `medium` or `long` (with the weekday). @default "medium"
 */
export function formatDay(day: string, language: Language, style: "medium" | "long" = "medium"): string {
  const date = new Date(`${day}T00:00:00Z`);
  return dateTimeFormat(INTL_LOCALES[language], {
    ...(style === "long" ? { weekday: "long", day: "numeric", month: "long", year: "numeric" } : { dateStyle: "medium" }),
    timeZone: "UTC",
  }).format(date);
}

/** An hour as `08:00`. */
export function formatHour(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

/**
 * A booking period as the user reads it: days (`24 - 26 Nov 2026`) for a day booking, one day and hours for an
 * hour booking (`24 Nov 2026, 08:00-11:00`).
 * @param booking - `from` / `to` (`to` exclusive).
 * @param unit - The service's booking unit.
 * @param language - The user's language.
 */
export function formatBooking(booking: { from: string; to: string }, unit: "day" | "hour", language: Language): string {
  if (unit === "day") {
    const { first, last } = bookedDays(booking);
    return first === last ? formatDay(first, language) : `${formatDay(first, language)} – ${formatDay(last, language)}`;
  }
  const day = bangkokDay(booking.from);
  const hourOf = (iso: string) => Math.round(bangkokTimeOfDay(iso) / 3_600_000);
  // Midnight after the day ends the booking at 24:00.
  const toHour = hourOf(booking.to) || 24;
  return `${formatDay(day, language)}, ${formatHour(hourOf(booking.from))}–${formatHour(toHour)}`;
}

/**
 * The first day of the month of `day` and of the next month.
 * @param day - `YYYY-MM-DD`.
 */
export function monthBounds(day: string): { first: string; next: string } {
  const [year, month] = day.split("-").map(Number) as [number, number];
  const first = `${year}-${String(month).padStart(2, "0")}-01`;
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return { first, next: `${nextYear}-${String(nextMonth).padStart(2, "0")}-01` };
}
