/**
 * DatePicker and DateRangePicker (tracker issue 9, item 3a; docs/architecture.md "Time": shown in the user's
 * language, Thai in the Buddhist era). A typed date field (day, month, year segments) with a calendar in a
 * popover (react-aria-components DatePicker / DateRangePicker, Calendar / RangeCalendar).
 *
 * Values cross the component boundary as Gregorian ISO date strings `YYYY-MM-DD`, whatever the language: in
 * Thai the field shows 22/11/2569 and the calendar header "พฤศจิกายน 2569" (locale `th-TH-u-ca-buddhist`),
 * yet `value`, `onChange`, `minValue`, `maxValue` and `isDateUnavailable` all speak `2026-11-22`. Use
 * {@link parseIsoDate} / {@link toIsoDate} to convert to and from `@internationalized/date`'s `CalendarDate`.
 * A date whose year is still being typed (2, 25, 256 of 2569) is shown but reported as `null`: only a
 * four-digit year makes a date, and react-aria is handed its values in the displayed calendar so that a
 * half-typed Buddhist year never goes through the Gregorian calendar (see `DISPLAY_CALENDARS`).
 *
 * Keyboard: Tab into the day/month/year segments, type digits or use ArrowUp/ArrowDown, Tab or ArrowRight to
 * move on; Tab to the calendar button, Enter/Space or Alt+ArrowDown opens the calendar; arrows move by day
 * (PageUp/PageDown by month), Enter picks, Escape closes and returns focus. In the range calendar, Enter on the
 * first day anchors the range and react-aria moves focus to the next day; Enter on the last day completes it.
 *
 * react-aria-components ships no Thai strings of its own, so the calendar button, month buttons and the
 * range's start/end fields are named from the ui strings ("ปฏิทิน", "เดือนก่อนหน้า", "วันที่เริ่มต้น"...) and
 * the error messages are ours too (react-aria's follow the browser's language); the remaining react-aria
 * strings inside the calendar (for example "Today") come from the i18n area's react-aria string tables.
 */
import { useCallback, useMemo, useState, type ReactNode } from "react";
import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateFieldContext,
  DateInput,
  DatePicker as AriaDatePicker,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  RangeCalendar as AriaRangeCalendar,
  composeRenderProps,
  useSlottedContext,
  type DatePickerProps as AriaDatePickerProps,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
  type ValidationResult,
} from "react-aria-components";
import {
  BuddhistCalendar,
  DateFormatter,
  GregorianCalendar,
  getLocalTimeZone,
  parseDate,
  toCalendar,
  toCalendarDate,
  today,
  type Calendar,
  type CalendarDate,
} from "@internationalized/date";
import { useUiLocale, useUiStrings } from "../../i18n/ui-i18n-provider";
import { formatMessage, type UiLocale, type UiMessages } from "../../i18n/messages";
import { Icon } from "../icon/icon";
import { Description, FieldError, Label, validationMessage, type ErrorMessage } from "../field/field";
import { Popover } from "../popover/popover";
import {
  calendarButtonVariants,
  calendarCellVariants,
  calendarNavButtonVariants,
  calendarVariants,
  dateGroupVariants,
  dateInputVariants,
  datePickerVariants,
  dateSegmentVariants,
} from "./date-picker.variants";
import { DATE_PICKER_LOCALES } from "./locales";

/** A Gregorian calendar date as an ISO string, `YYYY-MM-DD` (for example `"2026-11-22"`). */
export type IsoDate = string;

/** A range of ISO dates; `end` is on or after `start`. */
export interface IsoDateRange {
  /** First day of the range, `YYYY-MM-DD`. */
  start: IsoDate;
  /** Last day of the range (inclusive), `YYYY-MM-DD`. */
  end: IsoDate;
}

const gregorian = new GregorianCalendar();

/**
 * The calendar system the pickers show for each ui language. react-aria is handed its values (and the
 * placeholder) in this calendar, so that it never converts a half-typed date to another calendar: in Thai,
 * while the year is typed, react-aria commits the years 2, 25 and 256 BE as whole dates; converted to the
 * Gregorian calendar those are years BC, which `@internationalized/date` (3.12) does not bring back to the same
 * Buddhist day (1 November 256 BE -> 31 October 288 BC -> 31 October 256 BE), so typing 01/11/2569 gave
 * 31/10/2569.
 */
const DISPLAY_CALENDARS: Record<UiLocale, Calendar> = { en: gregorian, th: new BuddhistCalendar() };

/**
 * Parses a Gregorian `YYYY-MM-DD` string into a `CalendarDate`; `null` for an empty, missing or malformed
 * string (a date-time such as `2026-11-22T10:00:00Z` is cut to its date).
 */
export function parseIsoDate(value: IsoDate | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

/**
 * The Gregorian `YYYY-MM-DD` string of a date in any calendar system (a Buddhist 2569-11-22 gives `2026-11-22`).
 * A date before year 1 is written as ISO 8601 expanded years do (`-000287-10-31` for 288 BC; it used to drop
 * the era and give `0288-10-31`).
 */
export function toIsoDate(date: DateValue): IsoDate {
  return toCalendarDate(toCalendar(date, gregorian)).toString();
}

/**
 * Whether a date read from the field is a whole date: its year has four digits in the calendar it is shown in
 * (and is in the calendar's current era). While a year is typed digit by digit react-aria already reports the
 * years 2, 25, 256; those are drafts, not dates the caller should receive (or query the server with).
 */
function isWholeDate(date: DateValue): boolean {
  const eras = date.calendar.getEras();
  return date.year >= 1000 && date.era === eras[eras.length - 1];
}

/** The ISO date of a field value, or `null` for none or a draft ({@link isWholeDate}). */
function isoOrNull(date: DateValue | null | undefined): IsoDate | null {
  return date && isWholeDate(date) ? toIsoDate(date) : null;
}

/** The locale and calendar system the date pickers use for the current ui language ({@link DATE_PICKER_LOCALES}). */
function useDateLocale(): { locale: string; calendar: Calendar } {
  const language = useUiLocale();
  return { locale: DATE_PICKER_LOCALES[language], calendar: DISPLAY_CALENDARS[language] };
}

/** An ISO date as a `CalendarDate` in the calendar it is shown in; `null` for none or a malformed string. */
function toShown(value: IsoDate | null | undefined, calendar: Calendar): CalendarDate | null {
  const date = parseIsoDate(value);
  return date && toCalendar(date, calendar);
}

/**
 * The value of a picker as react-aria holds it (in the displayed calendar, drafts included), kept here and
 * reported to the caller as ISO strings only when whole. A controlled `value` that changes to something other
 * than the draft's ISO form replaces the draft; a caller echoing back what it received (`null` for a draft)
 * leaves the draft alone, so the year being typed is not lost.
 *
 * @param toDraft parses the caller's value in the displayed calendar
 * @param toIso the caller's value of a draft (`null` while incomplete)
 * @param same whether two caller values are equal
 */
function useDraft<T, D>(
  value: T | null | undefined,
  defaultValue: T | null | undefined,
  onChange: ((value: T | null) => void) | undefined,
  toDraft: (value: T | null | undefined) => D | null,
  toIso: (draft: D | null) => T | null,
  same: (a: T | null | undefined, b: T | null | undefined) => boolean,
): [D | null, (next: D | null) => void] {
  const [draft, setDraft] = useState<D | null>(() => toDraft(value === undefined ? defaultValue : value));
  const [seen, setSeen] = useState(value);
  let current = draft;
  if (value !== undefined && !same(value, seen)) {
    // The caller changed the value: adopt it unless it is what the draft already stands for.
    setSeen(value);
    if (!same(value, toIso(draft))) {
      current = toDraft(value);
      setDraft(current);
    }
  }
  const change = (next: D | null) => {
    const before = toIso(current);
    const after = toIso(next);
    setDraft(next);
    if (!same(before, after)) onChange?.(after);
  };
  return [current, change];
}

/** Today in the displayed calendar: react-aria's placeholder, so that the first typed date is in that calendar. */
function usePlaceholder(calendar: Calendar): CalendarDate {
  return useMemo(() => toCalendar(today(getLocalTimeZone()), calendar), [calendar]);
}

/** A date formatter for error messages (long date, in the picker's calendar). */
function useLongDate(locale: string): (date: CalendarDate) => string {
  const formatter = useMemo(() => new DateFormatter(locale, { dateStyle: "long", timeZone: "UTC" }), [locale]);
  return useCallback((date: CalendarDate) => formatter.format(date.toDate("UTC")), [formatter]);
}

/**
 * The message of a date field: the caller's `errorMessage` if any; otherwise "Required", "Choose {date} or
 * later / earlier" (the bound in the user's calendar), "This date is not available" or, for a range, "The end
 * date must be on or after the start date". react-aria's own messages follow the browser's language, not ours.
 */
function dateValidationMessage(
  validation: ValidationResult,
  strings: UiMessages,
  format: (date: CalendarDate) => string,
  min: CalendarDate | null,
  max: CalendarDate | null,
  errorMessage: ErrorMessage | undefined,
): string {
  if (errorMessage) return validationMessage(validation, strings, errorMessage);
  const details = validation.validationDetails;
  if (details?.valueMissing) return strings.required;
  if (details?.rangeUnderflow && details.rangeOverflow) return strings.dateRangeReversed;
  if (details?.rangeUnderflow && min) return formatMessage(strings.dateTooEarly, { date: format(min) });
  if (details?.rangeOverflow && max) return formatMessage(strings.dateTooLate, { date: format(max) });
  if (details?.badInput) return strings.dateUnavailable;
  return validationMessage(validation, strings);
}

/** Day, month and year segments of one date. */
function Segments() {
  return (
    <DateInput className={dateInputVariants()}>
      {(segment) => (
        <DateSegment
          segment={segment}
          className={({ isPlaceholder, isFocused, isDisabled, type }) =>
            dateSegmentVariants({
              isPlaceholder,
              isFocused,
              isDisabled,
              type: type === "literal" ? "literal" : undefined,
            })
          }
        />
      )}
    </DateInput>
  );
}

/** One end of a range: its segments, named "Start date" / "วันที่เริ่มต้น" (react-aria has no Thai strings). */
function RangeSegments({ slot, label }: { slot: "start" | "end"; label: string }) {
  const fieldProps = useSlottedContext(DateFieldContext, slot);
  return (
    <DateFieldContext.Provider value={{ ...fieldProps, "aria-label": label }}>
      <Segments />
    </DateFieldContext.Provider>
  );
}

/** The box around the segments, with the calendar button at its end. */
function FieldBox({ isInvalid, isDisabled, children }: { isInvalid: boolean; isDisabled?: boolean; children: ReactNode }) {
  const strings = useUiStrings();
  return (
    <Group
      data-slot="date-group"
      className={({ isHovered, isFocusWithin }) =>
        dateGroupVariants({ isHovered, isFocusWithin, isInvalid, isDisabled: !!isDisabled })
      }
    >
      {children}
      {/* react-aria links this button to the field's label; its name is ours (react-aria ships no Thai strings). */}
      <AriaButton aria-label={strings.datePickerCalendar} className={(renderProps) => calendarButtonVariants(renderProps)}>
        <Icon name="calendar" size={18} />
      </AriaButton>
    </Group>
  );
}

/** Previous month, month heading, next month. */
function CalendarHeader() {
  const strings = useUiStrings();
  const slots = calendarVariants();
  return (
    <header className={slots.header()}>
      <AriaButton
        slot="previous"
        aria-label={strings.calendarPreviousMonth}
        className={(renderProps) => calendarNavButtonVariants(renderProps)}>
        <Icon name="chevron-left" size={18} />
      </AriaButton>
      <Heading className={slots.heading()} />
      <AriaButton
        slot="next"
        aria-label={strings.calendarNextMonth}
        className={(renderProps) => calendarNavButtonVariants(renderProps)}>
        <Icon name="chevron-right" size={18} />
      </AriaButton>
    </header>
  );
}

/** The month grid; `range` styles the selection as a band between its two ends. */
function MonthGrid({ range = false }: { range?: boolean }) {
  const slots = calendarVariants();
  return (
    <CalendarGrid className={slots.grid()}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={slots.headerCell()}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => (
          <CalendarCell
            date={date}
            className={({ isSelected, isSelectionStart, isSelectionEnd, ...state }) =>
              calendarCellVariants({
                ...state,
                isSelected: range ? false : isSelected,
                isInRange: range && isSelected,
                isSelectionStart: range && isSelectionStart,
                isSelectionEnd: range && isSelectionEnd,
              })
            }
          />
        )}
      </CalendarGridBody>
    </CalendarGrid>
  );
}

/** Props shared by {@link DatePicker} and {@link DateRangePicker}. */
interface DateFieldCommonProps {
  /** Visible label. Without one, pass `aria-label`. */
  label?: string;
  /** Help text under the field (for example the expected format). */
  description?: string;
  /**
   * Error text when invalid. @default the translated message of the failed rule: "Required", "Choose 1 December
   * 2026 or later", "This date is not available", "The end date must be on or after the start date"
   */
  errorMessage?: ErrorMessage;
  /** Earliest date that can be chosen, `YYYY-MM-DD` (Gregorian). @default no limit */
  minValue?: IsoDate;
  /** Latest date that can be chosen, `YYYY-MM-DD` (Gregorian). @default no limit */
  maxValue?: IsoDate;
  /** Whether a date cannot be chosen (holidays, full days); called with `YYYY-MM-DD` (Gregorian). @default none */
  isDateUnavailable?: (date: IsoDate) => boolean;
}

type OmittedAriaProps =
  | "value"
  | "defaultValue"
  | "onChange"
  | "minValue"
  | "maxValue"
  | "isDateUnavailable"
  | "placeholderValue"
  | "granularity"
  | "hourCycle"
  | "hideTimeZone"
  | "shouldForceLeadingZeros"
  | "children";

/**
 * Props of {@link DatePicker}: react-aria's `DatePickerProps` (`isRequired`, `isDisabled`, `isReadOnly`,
 * `isInvalid`, `name`, `validate`, `validationBehavior`, `isOpen`, `onOpenChange`, `firstDayOfWeek`...) with
 * ISO strings for dates, plus:
 */
export interface DatePickerProps
  extends Omit<AriaDatePickerProps<CalendarDate>, OmittedAriaProps | "validate">,
    DateFieldCommonProps {
  /** The chosen date, `YYYY-MM-DD` (Gregorian, in every language); `null` for none (controlled). */
  value?: IsoDate | null;
  /** The initial date, `YYYY-MM-DD` (uncontrolled). @default null */
  defaultValue?: IsoDate | null;
  /** Called with the new date as `YYYY-MM-DD` (Gregorian), or `null` when cleared or incomplete. */
  onChange?: (value: IsoDate | null) => void;
  /** Custom check; return an error message, or nothing when valid. Receives `YYYY-MM-DD` or `null`. */
  validate?: (value: IsoDate | null) => string | string[] | true | null | undefined;
}

/**
 * A date field with a calendar popover (see the module comment for keyboard use). The submitted form value
 * (`name`) is the Gregorian `YYYY-MM-DD`. In Thai the field and calendar show the Buddhist era.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  isDateUnavailable,
  validate,
  className,
  ...props
}: DatePickerProps) {
  const strings = useUiStrings();
  const { locale, calendar } = useDateLocale();
  const format = useLongDate(locale);
  const min = useMemo(() => parseIsoDate(minValue), [minValue]);
  const max = useMemo(() => parseIsoDate(maxValue), [maxValue]);
  const placeholder = usePlaceholder(calendar);
  const [draft, setDraft] = useDraft<IsoDate, CalendarDate>(
    value,
    defaultValue,
    onChange,
    (iso) => toShown(iso, calendar),
    isoOrNull,
    (a, b) => (a ?? null) === (b ?? null),
  );
  // After a change of language the draft is shown in the new calendar (whole dates convert exactly).
  const shownDraft = useMemo(() => draft && toCalendar(draft, calendar), [draft, calendar]);
  return (
    <I18nProvider locale={locale}>
      <AriaDatePicker<CalendarDate>
        {...props}
        value={shownDraft}
        onChange={setDraft}
        placeholderValue={placeholder}
        minValue={min}
        maxValue={max}
        isDateUnavailable={isDateUnavailable && ((date) => isDateUnavailable(toIsoDate(date)))}
        validate={validate && ((date) => validate(isoOrNull(date)))}
        granularity="day"
        data-slot="date-picker"
        className={composeRenderProps(className, (className) => datePickerVariants({ className }))}
      >
        {({ isInvalid, isDisabled }) => (
          <>
            {label && <Label isRequired={props.isRequired}>{label}</Label>}
            <FieldBox isInvalid={isInvalid} isDisabled={isDisabled}>
              <Segments />
            </FieldBox>
            {description && <Description>{description}</Description>}
            <FieldError
              errorMessage={(validation) => dateValidationMessage(validation, strings, format, min, max, errorMessage)}
            />
            <Popover placement="bottom start">
              <Dialog className="outline-0">
                <AriaCalendar className={calendarVariants().root()}>
                  <CalendarHeader />
                  <MonthGrid />
                </AriaCalendar>
              </Dialog>
            </Popover>
          </>
        )}
      </AriaDatePicker>
    </I18nProvider>
  );
}

/**
 * Props of {@link DateRangePicker}: react-aria's `DateRangePickerProps` (`isRequired`, `isDisabled`,
 * `startName`, `endName`, `allowsNonContiguousRanges`, `isOpen`...) with ISO strings for dates, plus:
 */
export interface DateRangePickerProps
  extends Omit<AriaDateRangePickerProps<CalendarDate>, OmittedAriaProps | "validate">,
    DateFieldCommonProps {
  /** The chosen range as `YYYY-MM-DD` strings (Gregorian, in every language); `null` for none (controlled). */
  value?: IsoDateRange | null;
  /** The initial range (uncontrolled). @default null */
  defaultValue?: IsoDateRange | null;
  /** Called with the new range as `YYYY-MM-DD` strings, or `null` when cleared or incomplete. */
  onChange?: (value: IsoDateRange | null) => void;
  /** Custom check; return an error message, or nothing when valid. */
  validate?: (value: IsoDateRange | null) => string | string[] | true | null | undefined;
}

/** A range of dates as react-aria holds it. */
interface DraftRange {
  start: CalendarDate;
  end: CalendarDate;
}

/** An ISO range in the displayed calendar; `null` unless both ends parse. */
function toShownRange(range: IsoDateRange | null | undefined, calendar: Calendar): DraftRange | null {
  const start = toShown(range?.start, calendar);
  const end = toShown(range?.end, calendar);
  return start && end ? { start, end } : null;
}

/** The ISO range of a field value; `null` for none or while either end is a draft ({@link isWholeDate}). */
function toIsoRange(range: { start: DateValue; end: DateValue } | null): IsoDateRange | null {
  const start = isoOrNull(range?.start);
  const end = isoOrNull(range?.end);
  return start && end ? { start, end } : null;
}

const sameRange = (a: IsoDateRange | null | undefined, b: IsoDateRange | null | undefined) =>
  a?.start === b?.start && a?.end === b?.end;

/**
 * A start and end date with a range calendar popover: pick the first day, then the last (Enter on each).
 * Each date is typed in its own segments; the form values (`startName`, `endName`) are `YYYY-MM-DD`.
 */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  isDateUnavailable,
  validate,
  className,
  ...props
}: DateRangePickerProps) {
  const strings = useUiStrings();
  const { locale, calendar } = useDateLocale();
  const format = useLongDate(locale);
  const min = useMemo(() => parseIsoDate(minValue), [minValue]);
  const max = useMemo(() => parseIsoDate(maxValue), [maxValue]);
  const placeholder = usePlaceholder(calendar);
  const [draft, setDraft] = useDraft<IsoDateRange, DraftRange>(
    value,
    defaultValue,
    onChange,
    (range) => toShownRange(range, calendar),
    toIsoRange,
    sameRange,
  );
  const shownDraft = useMemo(
    () => draft && { start: toCalendar(draft.start, calendar), end: toCalendar(draft.end, calendar) },
    [draft, calendar],
  );
  return (
    <I18nProvider locale={locale}>
      <AriaDateRangePicker<CalendarDate>
        {...props}
        value={shownDraft}
        onChange={setDraft}
        placeholderValue={placeholder}
        minValue={min}
        maxValue={max}
        isDateUnavailable={isDateUnavailable && ((date) => isDateUnavailable(toIsoDate(date)))}
        validate={validate && ((range) => validate(toIsoRange(range)))}
        granularity="day"
        data-slot="date-range-picker"
        className={composeRenderProps(className, (className) => datePickerVariants({ className }))}
      >
        {({ isInvalid, isDisabled }) => (
          <>
            {label && <Label isRequired={props.isRequired}>{label}</Label>}
            <FieldBox isInvalid={isInvalid} isDisabled={isDisabled}>
              <RangeSegments slot="start" label={strings.dateRangeStart} />
              <span aria-hidden="true" className="px-1 text-muted">
                –
              </span>
              <RangeSegments slot="end" label={strings.dateRangeEnd} />
            </FieldBox>
            {description && <Description>{description}</Description>}
            <FieldError
              errorMessage={(validation) => dateValidationMessage(validation, strings, format, min, max, errorMessage)}
            />
            <Popover placement="bottom start">
              <Dialog className="outline-0">
                <AriaRangeCalendar className={calendarVariants().root()}>
                  <CalendarHeader />
                  <MonthGrid range />
                </AriaRangeCalendar>
              </Dialog>
            </Popover>
          </>
        )}
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
