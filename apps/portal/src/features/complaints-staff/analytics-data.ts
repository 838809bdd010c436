/**
 * The complaints dashboard's periods and the words that stand in for its charts (issue 11 item 8): the start of a
 * period of whole weeks (ISO weeks from Monday 00:00 in Bangkok, as the server counts them in
 * `ComplaintStats.weekly`), and the short summaries read out as each chart's accessible name. Pure, unit-tested.
 */
import { bangkokWeekStart } from "@eoffice/thai";

/** Periods offered, in weeks. */
export const ANALYTICS_PERIODS = [4, 12, 26, 52] as const;

/** A period of the dashboard, in weeks. */
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** The period shown when the address names none. */
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 12;


/**
 * Reads the period from the address's `weeks` parameter.
 * @param search - The query string.
 * @returns One of {@link ANALYTICS_PERIODS}; the default for anything else.
 */
export function parseAnalyticsPeriod(search: string): AnalyticsPeriod {
  const weeks = Number(new URLSearchParams(search).get("weeks"));
  return (ANALYTICS_PERIODS as readonly number[]).includes(weeks) ? (weeks as AnalyticsPeriod) : DEFAULT_ANALYTICS_PERIOD;
}

/**
 * The first instant of a period of whole weeks ending with the current one: Monday 00:00 in Bangkok, `weeks - 1`
 * weeks before the Monday of the week of `now`.
 * @param weeks - The period's length in weeks (1 or more).
 * @param now - The current instant. @default new Date()
 * @returns The instant, ISO 8601 in UTC (for example `2026-01-04T17:00:00.000Z` for Monday 5 January 2026).
 */
export function periodStart(weeks: number, now: Date = new Date()): string {
  return new Date(bangkokWeekStart(now.getTime(), weeks - 1)).toISOString();
}

/** One labelled figure of a chart. */
export interface ChartItem {
  /** The category (a status, a unit, a kind, a week). */
  label: string;
  /** Its figure. */
  value: number;
}

/**
 * The figures of a chart as a sentence fragment ("Roads 12, Lighting 4, Waste 3"): at most `max` items, the rest
 * counted by `more`.
 * @param items - The figures, in the chart's order.
 * @param format - Formats a number in the user's language.
 * @param more - The words for the items left out (for example `n => "and 3 more"`).
 * @param max - Items named at most. @default 8
 */
export function listSummary(
  items: readonly ChartItem[],
  format: (value: number) => string,
  more: (count: number) => string,
  max = 8,
): string {
  const named = items.slice(0, max).map((item) => `${item.label} ${format(item.value)}`);
  if (items.length > max) named.push(more(items.length - max));
  return named.join(", ");
}

/** The totals and busiest week of the weekly trend. */
export interface TrendFigures {
  /** Cases filed over the period. */
  filed: number;
  /** Cases closed over the period. */
  closed: number;
  /** The week (its `weekStart`) with the most filed cases, the earliest on a tie; null when nothing was filed. */
  peakWeek: string | null;
  /** Cases filed in that week. */
  peak: number;
}

/**
 * Totals and the busiest week of the weekly trend (for the line chart's accessible name).
 * @param weekly - `ComplaintStats.weekly`, oldest first.
 */
export function trendFigures(weekly: readonly { weekStart: string; filed: number; closed: number }[]): TrendFigures {
  let peakWeek: string | null = null;
  let peak = 0;
  let filed = 0;
  let closed = 0;
  for (const week of weekly) {
    filed += week.filed;
    closed += week.closed;
    if (week.filed > peak) {
      peak = week.filed;
      peakWeek = week.weekStart;
    }
  }
  return { filed, closed, peakWeek, peak };
}
