import { describe, expect, it } from "vitest";
import { listSummary, parseAnalyticsPeriod, periodStart, trendFigures } from "./analytics-data";

describe("complaints dashboard figures (issue 11, item 8)", () => {
  it("reads the period from the address, 12 weeks unless 4, 26 or 52 are asked", () => {
    expect(parseAnalyticsPeriod("")).toBe(12);
    expect(parseAnalyticsPeriod("?weeks=26")).toBe(26);
    expect(parseAnalyticsPeriod("weeks=5")).toBe(12);
  });

  it("starts a period on Monday 00:00 in Bangkok, weeks - 1 weeks before the current week", () => {
    // Wednesday 7 January 2026, 10:00 in Bangkok.
    const wednesday = new Date("2026-01-07T03:00:00Z");
    expect(periodStart(1, wednesday)).toBe("2026-01-04T17:00:00.000Z");
    expect(periodStart(4, wednesday)).toBe("2025-12-14T17:00:00.000Z");
    // Sunday 11 January 2026, 23:30 in Bangkok: still the week of Monday 5 January.
    expect(periodStart(1, new Date("2026-01-11T16:30:00Z"))).toBe("2026-01-04T17:00:00.000Z");
    // Monday 12 January 2026, 00:30 in Bangkok (still Sunday in UTC): a new week.
    expect(periodStart(1, new Date("2026-01-11T17:30:00Z"))).toBe("2026-01-11T17:00:00.000Z");
  });

  it("names at most 8 figures of a chart and counts the rest", () => {
    const items = Array.from({ length: 10 }, (_, index) => ({ label: `U${index + 1}`, value: index }));
    const text = listSummary(items, String, (count) => `and ${count} more`);
    expect(text).toBe("U1 0, U2 1, U3 2, U4 3, U5 4, U6 5, U7 6, U8 7, and 2 more");
    expect(listSummary(items.slice(0, 2), String, () => "")).toBe("U1 0, U2 1");
  });

  it("sums the weekly trend and finds its busiest week", () => {
    expect(
      trendFigures([
        { weekStart: "2026-01-05", filed: 3, closed: 1 },
        { weekStart: "2026-01-12", filed: 5, closed: 4 },
        { weekStart: "2026-01-19", filed: 5, closed: 2 },
      ]),
    ).toEqual({ filed: 13, closed: 7, peakWeek: "2026-01-12", peak: 5 });
    expect(trendFigures([{ weekStart: "2026-01-05", filed: 0, closed: 0 }])).toEqual({ filed: 0, closed: 0, peakWeek: null, peak: 0 });
  });
});
