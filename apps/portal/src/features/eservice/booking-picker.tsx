/**
 * The slot picker of a booking service (issue 12 item 3: "show the resident which slots are free"; sports field,
 * gym, equipment borrowing, public address system). It reads the taken periods of the service's resources from
 * `GET /v1/EService/{code}/availability` and
 *
 * - for a **day** service: the days of the next 92 days (the API's window is at most 93) as a range field (the ui
 *   `DateRangePicker`, Buddhist era in Thai; booked days cannot be chosen) and, below it, a month at a glance
 *   (a table per month, booked days marked in words and by a strike, not by colour alone) with the previous and
 *   next month;
 * - for an **hour** service: a day (the ui `DatePicker`), then that day's hours from {@link BOOKING_HOURS} as toggle
 *   buttons: press the first hour, then the last (booked hours are disabled and say so).
 *
 * The value is the contract's `BookingRequest` (`from` / `to` at whole days or hours in Asia/Bangkok, `to`
 * exclusive), or `null` while nothing complete is chosen. Built in the feature folder, not the ui package: it
 * knows the contract's booking shapes and Bangkok's day boundaries.
 *
 * Accessible names for tests: group "Choose when" / "เลือกวันเวลาที่จะจอง"; select "What to book" (with more than
 * one resource); date range "Days" (or date "Day" and the group "Hours" of buttons "08:00–09:00"); tables named
 * after their month; buttons "Previous month" / "Next month".
 */
import { useId, useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { addDays, bangkokDay, bangkokTimeOfDay } from "@eoffice/thai";
import { Alert, Button, DatePicker, DateRangePicker, Icon, Select } from "@eoffice/ui";
import { errorMessage } from "../../api/errors";
import { INTL_LOCALES } from "../../i18n/languages";
import { useLanguage } from "../../i18n/use-language";
import { dateTimeFormat } from "../../lib/format-date";
import { useAvailability } from "./eservice-queries";
import {
  hourInstant,
  bookedDays,
  BOOKING_HOURS,
  dayBooking,
  daysAreFree,
  formatBooking,
  formatHour,
  hourBooking,
  hourSlots,
  monthBounds,
  nextHourRange,
  takenDays,
  bookingTooLong,
  type BookingRequest,
  type EService,
} from "./eservice-rules";
import { localText } from "../../lib/local-name";

/** Days ahead a booking can be made (the availability call takes at most 93 days). */
export const BOOKING_WINDOW_DAYS = 92;

/** Props of {@link BookingPicker}. */
export interface BookingPickerProps {
  /** The service code (for the availability call). */
  code: string;
  /** The service's booking definition. */
  booking: NonNullable<EService["booking"]>;
  /** The chosen period, or `null`. */
  value: BookingRequest | null;
  /** Called with the chosen period, or `null` while nothing complete is chosen. */
  onChange: (value: BookingRequest | null) => void;
  /** The error to show (the form's check, or the server's 409). */
  error?: string;
  /** Id of the group, so the error summary can link to it. */
  id: string;
  /** Today in Bangkok (`YYYY-MM-DD`), for tests. @default today */
  today?: string;
  /** The longest booking in days the service states (`x-maxBookingDays`; tracker issue 36 item 4). @default no limit */
  maxDays?: number;
}

/** The slot picker (see the module comment). */
export function BookingPicker({ code, booking, value, onChange, error, id, today: todayProp, maxDays }: BookingPickerProps) {
  const { t } = useTranslation();
  // Today when the picker appeared (a page left open past midnight keeps its window until it is opened again).
  const [todayNow] = useState(() => bangkokDay(Date.now()));
  const today = todayProp ?? todayNow;
  const [language] = useLanguage();
  const headingId = useId();
  const errorId = useId();
  const resources = booking.resources;
  const [resourceId, setResourceId] = useState<number | null>(value?.resourceId ?? (resources.length === 1 ? resources[0]!.id : null));
  const resource = resources.find((candidate) => candidate.id === resourceId);

  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-describedby={error ? errorId : undefined}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm outline-none sm:p-6"
      data-invalid={error ? "" : undefined}
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {t("eservice.booking.title")}
        </h2>
        <p className="text-sm text-muted">{t(`eservice.booking.intro.${booking.unit}`)}</p>
      </div>
      {error && (
        <p id={errorId} className="flex items-start gap-2 text-sm font-medium text-warn">
          <Icon name="triangle-alert" size={16} className="mt-0.5 shrink-0" />
          {error}
        </p>
      )}
      {resources.length === 0 ? (
        <Alert tone="warning">{t("eservice.booking.noResources")}</Alert>
      ) : (
        <>
          {resources.length > 1 ? (
            <Select
              label={t("eservice.booking.resource")}
              items={resources.map((candidate) => ({ id: String(candidate.id), label: localText(candidate.name, language) }))}
              value={resourceId === null ? null : String(resourceId)}
              onChange={(key) => {
                setResourceId(key === null ? null : Number(key));
                onChange(null);
              }}
              isRequired
            />
          ) : (
            <p className="text-sm">
              <span className="text-muted">{t("eservice.booking.resource")}: </span>
              <span className="font-medium">{resource ? localText(resource.name, language) : ""}</span>
            </p>
          )}
          {resource &&
            (booking.unit === "day" ? (
              <DayBooking code={code} resourceId={resource.id} value={value} onChange={onChange} today={today} invalid={Boolean(error)} maxDays={maxDays} />
            ) : (
              <HourBooking code={code} resourceId={resource.id} value={value} onChange={onChange} today={today} invalid={Boolean(error)} />
            ))}
          {value && (
            <p className="text-sm" aria-live="polite">
              <span className="text-muted">{t("eservice.booking.chosen")}: </span>
              <span className="font-medium">{formatBooking(value, booking.unit, language)}</span>
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** Props shared by the day and hour pickers. */
interface UnitPickerProps {
  code: string;
  resourceId: number;
  value: BookingRequest | null;
  onChange: (value: BookingRequest | null) => void;
  today: string;
  invalid: boolean;
  /** The longest booking in days. @default no limit */
  maxDays?: number;
}

/** The taken periods of one resource in `[from, to)`, and the call's state. */
function useTaken(code: string, resourceId: number, from: string, to: string) {
  const availability = useAvailability(code, { from: hourInstant(from), to: hourInstant(to) });
  const taken = useMemo(
    () => availability.data?.resources.find((candidate) => candidate.id === resourceId)?.taken ?? [],
    [availability.data, resourceId],
  );
  return { availability, taken };
}

/** Whole days: a range field and the months at a glance. */
function DayBooking({ code, resourceId, value, onChange, today, invalid, maxDays }: UnitPickerProps) {
  const { t } = useTranslation();
  const last = addDays(today, BOOKING_WINDOW_DAYS - 1);
  const { availability, taken } = useTaken(code, resourceId, today, addDays(today, BOOKING_WINDOW_DAYS));
  const booked = useMemo(() => takenDays(taken), [taken]);
  const chosen = value && value.resourceId === resourceId ? bookedDays(value) : null;
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [month, setMonth] = useState(() => monthBounds(chosen?.first ?? today).first);

  return (
    <div className="flex flex-col gap-4">
      {availability.error && (
        <Alert tone="error" onRetry={() => void availability.refetch()}>
          {errorMessage(availability.error, t("eservice.booking.loadError"))}
        </Alert>
      )}
      <DateRangePicker
        label={t("eservice.booking.days")}
        description={maxDays === undefined ? t("eservice.booking.daysHint") : `${t("eservice.booking.daysHint")} ${t("eservice.booking.maxDays", { count: maxDays })}`}
        value={chosen ? { start: chosen.first, end: chosen.last } : null}
        minValue={today}
        maxValue={last}
        isDateUnavailable={(day) => booked.has(day)}
        isInvalid={invalid || rangeError !== null}
        errorMessage={rangeError ?? undefined}
        isRequired
        onChange={(range) => {
          if (!range) {
            setRangeError(null);
            onChange(null);
            return;
          }
          if (bookingTooLong(range.start, range.end, maxDays)) {
            setRangeError(t("eservice.booking.tooLong", { count: maxDays }));
            onChange(null);
            return;
          }
          if (!daysAreFree(range.start, range.end, taken)) {
            setRangeError(t("eservice.booking.rangeTaken"));
            onChange(null);
            return;
          }
          setRangeError(null);
          setMonth(monthBounds(range.start).first);
          onChange(dayBooking(resourceId, range.start, range.end));
        }}
      />
      <MonthOverview
        month={month}
        onMonthChange={setMonth}
        today={today}
        last={last}
        booked={booked}
        chosen={chosen}
        isLoading={availability.isFetching}
      />
    </div>
  );
}

/** Props of {@link MonthOverview}. */
interface MonthOverviewProps {
  /** First day of the month shown. */
  month: string;
  onMonthChange: (month: string) => void;
  /** First and last day that can be booked. */
  today: string;
  last: string;
  /** Booked days. */
  booked: ReadonlySet<string>;
  /** The chosen days, if any. */
  chosen: { first: string; last: string } | null;
  isLoading: boolean;
}

/** One month's days at a glance: free, booked, chosen, or outside the booking window. Monday first. */
function MonthOverview({ month, onMonthChange, today, last, booked, chosen, isLoading }: MonthOverviewProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const locale = INTL_LOCALES[language];
  const { next } = monthBounds(month);
  const previous = monthBounds(addDays(month, -1)).first;
  const caption = dateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}T00:00:00Z`));
  const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const weekdays = Array.from({ length: 7 }, (_, i) => addDays("2024-01-01", i)); // 1 Jan 2024 was a Monday.
  const days: (string | null)[] = Array.from({ length: weekdayOf(month) }, () => null);
  for (let day = month; day < next; day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const weekdayName = (day: string, style: "narrow" | "long") =>
    dateTimeFormat(locale, { weekday: style, timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
  const dayNumber = (day: string) => dateTimeFormat(locale, { day: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

  return (
    <div className="flex flex-col gap-2" aria-busy={isLoading || undefined}>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="quiet"
          size="sm"
          aria-label={t("eservice.booking.previousMonth")}
          isDisabled={month <= monthBounds(today).first}
          onPress={() => onMonthChange(previous)}
        >
          <Icon name="chevron-left" size={16} />
        </Button>
        <p className="text-sm font-semibold" aria-hidden>
          {caption}
        </p>
        <Button
          variant="quiet"
          size="sm"
          aria-label={t("eservice.booking.nextMonth")}
          isDisabled={next > last}
          onPress={() => onMonthChange(next)}
        >
          <Icon name="chevron-right" size={16} />
        </Button>
      </div>
      <table className="w-full table-fixed border-collapse text-center text-sm">
        <caption className="sr-only">{t("eservice.booking.overview", { month: caption })}</caption>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col" className="py-1 text-xs font-medium text-muted">
                <abbr title={weekdayName(day, "long")} className="no-underline">
                  {weekdayName(day, "narrow")}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((day, column) =>
                day === null ? (
                  <td key={`empty-${column}`} />
                ) : (
                  <DayCell
                    key={day}
                    number={dayNumber(day)}
                    state={
                      day < today || day > last
                        ? "outside"
                        : chosen && day >= chosen.first && day <= chosen.last
                          ? "chosen"
                          : booked.has(day)
                            ? "taken"
                            : "free"
                    }
                  />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label={t("eservice.booking.legend")}>
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm border border-success bg-success/15" aria-hidden /> {t("eservice.booking.free")}
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-hover line-through" aria-hidden /> {t("eservice.booking.taken")}
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-primary" aria-hidden /> {t("eservice.booking.chosenDay")}
        </li>
      </ul>
    </div>
  );
}

/** One day of the month overview; its state is also said in words (screen readers, and the title on hover). */
function DayCell({ number, state }: { number: string; state: "free" | "taken" | "chosen" | "outside" }) {
  const { t } = useTranslation();
  const styles = {
    free: "border border-success/60 bg-success/10",
    taken: "bg-hover text-muted line-through",
    chosen: "bg-primary text-on-primary font-semibold",
    outside: "text-muted opacity-60",
  } as const;
  const word = state === "outside" ? t("eservice.booking.notOffered") : t(`eservice.booking.${state === "chosen" ? "chosenDay" : state}`);
  return (
    <td className="p-0.5" data-state={state}>
      <span className={`flex h-9 items-center justify-center rounded-md tabular-nums ${styles[state]}`} title={word}>
        {number}
        <span className="sr-only">, {word}</span>
      </span>
    </td>
  );
}

/** Whole hours of one day: a day field, then the day's hours as toggle buttons. */
function HourBooking({ code, resourceId, value, onChange, today, invalid }: UnitPickerProps) {
  const { t } = useTranslation();
  const groupLabelId = useId();
  const [day, setDay] = useState<string | null>(value && value.resourceId === resourceId ? bangkokDay(value.from) : null);
  const shownDay = day ?? today;
  const { availability, taken } = useTaken(code, resourceId, shownDay, addDays(shownDay, 1));
  const slots = useMemo(() => hourSlots(shownDay, taken), [shownDay, taken]);
  const hourOf = (iso: string) => Math.floor(bangkokTimeOfDay(iso) / 3_600_000);
  const range =
    value && value.resourceId === resourceId && day !== null && bangkokDay(value.from) === day
      ? { from: hourOf(value.from), to: hourOf(value.to) || 24 }
      : null;
  const last = addDays(today, BOOKING_WINDOW_DAYS - 1);

  return (
    <div className="flex flex-col gap-4">
      <DatePicker
        label={t("eservice.booking.day")}
        value={day}
        minValue={today}
        maxValue={last}
        isRequired
        isInvalid={invalid && day === null}
        onChange={(next) => {
          setDay(next);
          onChange(null);
        }}
      />
      {availability.error && (
        <Alert tone="error" onRetry={() => void availability.refetch()}>
          {errorMessage(availability.error, t("eservice.booking.loadError"))}
        </Alert>
      )}
      {day !== null && (
        <div className="flex flex-col gap-2" aria-busy={availability.isFetching || undefined}>
          <p id={groupLabelId} className="text-sm font-medium">
            {t("eservice.booking.hours")}
          </p>
          <p className="text-xs text-muted">{t("eservice.booking.hoursHint")}</p>
          <ul role="group" aria-labelledby={groupLabelId} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {slots.map((slot) => {
              const pressed = range !== null && slot.hour >= range.from && slot.hour < range.to;
              const label = `${formatHour(slot.hour)}–${formatHour(slot.hour + 1)}`;
              return (
                <li key={slot.hour}>
                  <button
                    type="button"
                    aria-pressed={pressed}
                    aria-disabled={slot.taken || undefined}
                    data-state={slot.taken ? "taken" : pressed ? "chosen" : "free"}
                    onClick={() => {
                      if (slot.taken) return;
                      const next = nextHourRange(range, slot.hour, slots);
                      onChange(next ? hourBooking(resourceId, day, next.from, next.to) : null);
                    }}
                    className={`flex min-h-11 w-full flex-col items-center justify-center rounded-lg border px-2 py-1 text-sm tabular-nums outline-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
                      slot.taken
                        ? "cursor-not-allowed border-border bg-hover text-muted line-through"
                        : pressed
                          ? "border-primary bg-primary text-on-primary"
                          : "border-border bg-surface hover:bg-hover"
                    }`}
                  >
                    <span>{label}</span>
                    <span className="text-xs no-underline">{slot.taken ? t("eservice.booking.taken") : pressed ? t("eservice.booking.chosenDay") : t("eservice.booking.free")}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="text-xs text-muted">{t("eservice.booking.hoursOpen", { from: formatHour(BOOKING_HOURS.first), to: formatHour(BOOKING_HOURS.end) })}</p>
        </div>
      )}
    </div>
  );
}
