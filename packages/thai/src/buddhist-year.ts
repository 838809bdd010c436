/**
 * The Buddhist-era year (พุทธศักราช), which Thai documents, reference numbers and registers count by: the
 * Gregorian year plus 543 (2026 is 2569). Dates shown to a person use `Intl` with `th-TH` instead, whose default
 * calendar is the Buddhist one (docs/architecture.md "Time").
 */
import { bangkokWallClock } from "./bangkok-time";

/** Years from the Gregorian era to the Buddhist era. */
const BUDDHIST_ERA_OFFSET = 543;

/**
 * The Buddhist-era year of a Gregorian year.
 * @param gregorianYear - For example 2026.
 * @returns For example 2569.
 */
export function buddhistYearOf(gregorianYear: number): number {
  return gregorianYear + BUDDHIST_ERA_OFFSET;
}

/**
 * The Buddhist-era year of an instant as a calendar in Thailand (Bangkok time) shows it.
 * @param instant - ms since the epoch.
 */
export function buddhistYear(instant: number): number {
  return buddhistYearOf(bangkokWallClock(instant).getUTCFullYear());
}
