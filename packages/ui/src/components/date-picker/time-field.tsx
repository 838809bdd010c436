/**
 * TimeField (issue 12, item 2: the `time` field of request forms): hour and minute segments in 24-hour time,
 * in the box of the date pickers (react-aria-components TimeField). Values cross the boundary as `HH:MM`
 * strings (`"09:30"`), the form the service schemas use (`^([01][0-9]|2[0-3]):[0-5][0-9]$`).
 *
 * Keyboard: Tab into the hour, type digits or use ArrowUp/ArrowDown, Tab or ArrowRight to the minute.
 */
import { useMemo } from "react";
import {
  DateInput,
  DateSegment,
  I18nProvider,
  TimeField as AriaTimeField,
  composeRenderProps,
  type TimeFieldProps as AriaTimeFieldProps,
  type TimeValue,
} from "react-aria-components";
import { Time } from "@internationalized/date";
import { ARIA_LOCALES, useUiLocale } from "../../i18n/ui-i18n-provider";
import { Description, FieldError, Label, type ErrorMessage } from "../field/field";
import { dateGroupVariants, datePickerVariants, dateSegmentVariants } from "./date-picker.variants";

/** A 24-hour time as `HH:MM` (for example `"09:30"`). */
export type IsoTime = string;

/** Parses `HH:MM` (or `HH:MM:SS`) into a `Time`; `null` for an empty or malformed string. */
export function parseIsoTime(value: IsoTime | null | undefined): Time | null {
  const m = value ? /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(value) : null;
  return m ? new Time(Number(m[1]), Number(m[2])) : null;
}

/** The `HH:MM` string of a time. */
export function toIsoTime(time: TimeValue): IsoTime {
  return `${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}`;
}

/**
 * Props of {@link TimeField}: react-aria's `TimeFieldProps` (`isRequired`, `isDisabled`, `isInvalid`, `name`,
 * `validationBehavior`, `autoFocus`...) with `HH:MM` strings, plus:
 */
export interface TimeFieldProps
  extends Omit<
    AriaTimeFieldProps<Time>,
    "value" | "defaultValue" | "onChange" | "minValue" | "maxValue" | "placeholderValue" | "granularity" | "hourCycle" | "validate" | "children"
  > {
  /** Visible label. Without one, pass `aria-label`. */
  label?: string;
  /** Help text under the field. */
  description?: string;
  /** Error text when invalid. @default "Required" / "จำเป็นต้องกรอก" for a missing value */
  errorMessage?: ErrorMessage;
  /** The time, `HH:MM`; `null` for none (controlled). */
  value?: IsoTime | null;
  /** The initial time (uncontrolled). @default null */
  defaultValue?: IsoTime | null;
  /** Called with `HH:MM`, or `null` when cleared or incomplete. */
  onChange?: (value: IsoTime | null) => void;
}

/** A 24-hour time field (hour and minute). */
export function TimeField({ label, description, errorMessage, value, defaultValue, onChange, className, ...props }: TimeFieldProps) {
  const locale = ARIA_LOCALES[useUiLocale()];
  const controlled = useMemo(() => (value === undefined ? undefined : parseIsoTime(value)), [value]);
  const initial = useMemo(() => parseIsoTime(defaultValue), [defaultValue]);
  return (
    <I18nProvider locale={locale}>
      <AriaTimeField<Time>
        {...props}
        value={controlled}
        defaultValue={initial}
        onChange={(time) => onChange?.(time ? toIsoTime(time) : null)}
        hourCycle={24}
        granularity="minute"
        shouldForceLeadingZeros
        data-slot="time-field"
        className={composeRenderProps(className, (className) => datePickerVariants({ className }))}
      >
        {({ isInvalid, isDisabled }) => (
          <>
            {label && <Label isRequired={props.isRequired}>{label}</Label>}
            <DateInput
              className={({ isHovered, isFocusWithin }) =>
                dateGroupVariants({ isHovered, isFocusWithin, isInvalid, isDisabled, className: "pe-3" })
              }
            >
              {(segment) => (
                <DateSegment
                  segment={segment}
                  className={({ isPlaceholder, isFocused, isDisabled, type }) =>
                    dateSegmentVariants({ isPlaceholder, isFocused, isDisabled, type: type === "literal" ? "literal" : undefined })
                  }
                />
              )}
            </DateInput>
            {description && <Description>{description}</Description>}
            <FieldError errorMessage={errorMessage} />
          </>
        )}
      </AriaTimeField>
    </I18nProvider>
  );
}
