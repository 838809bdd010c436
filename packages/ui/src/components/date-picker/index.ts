export { DatePicker, DateRangePicker, parseIsoDate, toIsoDate } from "./date-picker";
export { DATE_PICKER_LOCALES } from "./locales";
export type { DatePickerProps, DateRangePickerProps, IsoDate, IsoDateRange } from "./date-picker";
export {
  datePickerVariants,
  dateGroupVariants,
  dateInputVariants,
  dateSegmentVariants,
  calendarButtonVariants,
  calendarVariants,
  calendarNavButtonVariants,
  calendarCellVariants,
} from "./date-picker.variants";
export { TimeField, parseIsoTime, toIsoTime } from "./time-field";
export type { TimeFieldProps, IsoTime } from "./time-field";
