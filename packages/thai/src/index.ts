/**
 * `@eoffice/thai`: the one definition of each Thai helper (docs/architecture.md "Thai helpers"). Pure functions
 * without runtime dependencies, imported by the server, the portal and the ui package (which bundles them).
 */
export {
  BANGKOK_OFFSET_MS,
  bangkokWallClock,
  bangkokDay,
  bangkokDayStart,
  bangkokInstant,
  bangkokTimeOfDay,
  bangkokMonth,
  bangkokMonthStart,
  bangkokWeekStart,
  type Instant,
} from "./bangkok-time";
export { buddhistYear, buddhistYearOf } from "./buddhist-year";
export { addDays, ageOn, daysBetween, isCalendarDay } from "./calendar-day";
export { citizenIdCheckDigit, isValidCitizenId } from "./citizen-id";
export { normaliseThaiText } from "./thai-text";
