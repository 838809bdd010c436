// Bangkok time: UTC+7 all year.
import { describe, expect, it } from "vitest";
import {
  BANGKOK_OFFSET_MS,
  bangkokDay,
  bangkokDayStart,
  bangkokInstant,
  bangkokMonth,
  bangkokMonthStart,
  bangkokTimeOfDay,
  bangkokWallClock,
  bangkokWeekStart,
} from "./bangkok-time";

const at = (iso: string) => Date.parse(iso);

describe("Bangkok time", () => {
  it("is 7 hours ahead of UTC", () => {
    expect(BANGKOK_OFFSET_MS).toBe(25_200_000);
    expect(bangkokWallClock(at("2026-01-01T17:30:00Z")).getUTCHours()).toBe(0);
  });

  it("writes a Bangkok wall-clock time as an instant with its offset", () => {
    expect(bangkokInstant("2026-11-24")).toBe("2026-11-24T00:00:00+07:00");
    expect(bangkokInstant("2026-11-24", "08:30")).toBe("2026-11-24T08:30:00+07:00");
    expect(bangkokInstant("2026-12-31", "24:00")).toBe("2027-01-01T00:00:00+07:00");
    expect(Date.parse(bangkokInstant("2026-11-24", "08:00"))).toBe(at("2026-11-24T01:00:00Z"));
  });

  it("gives the Bangkok day of an instant and the instant a day starts", () => {
    expect(bangkokDay(at("2026-03-31T16:59:59.999Z"))).toBe("2026-03-31");
    expect(bangkokDay(at("2026-03-31T17:00:00Z"))).toBe("2026-04-01");
    expect(bangkokDayStart("2026-04-01")).toBe(at("2026-03-31T17:00:00Z"));
    expect(bangkokDay("2026-04-01T00:00:00+07:00")).toBe("2026-04-01");
    expect(bangkokDay(new Date("2026-03-31T23:59:59+07:00"))).toBe("2026-03-31");
  });

  it("gives the time of day in Bangkok", () => {
    expect(bangkokTimeOfDay(at("2026-03-31T17:00:00Z"))).toBe(0);
    expect(bangkokTimeOfDay(at("2026-04-01T01:30:00Z"))).toBe(8.5 * 3_600_000);
    expect(bangkokTimeOfDay(-BANGKOK_OFFSET_MS - 3_600_000)).toBe(23 * 3_600_000);
  });

  it("gives months ahead and behind, across years", () => {
    const newYear = at("2025-12-31T17:00:00Z"); // 1 January 2026, 00:00 Bangkok
    expect(bangkokMonth(newYear)).toBe("2026-01");
    expect(bangkokMonth(newYear - 1)).toBe("2025-12");
    expect(bangkokMonth(newYear, -2)).toBe("2025-11");
    expect(bangkokMonth(newYear, 12)).toBe("2027-01");
    expect(bangkokMonthStart(at("2026-03-15T00:00:00Z"))).toBe(at("2026-02-28T17:00:00Z"));
    expect(bangkokMonthStart(at("2026-03-15T00:00:00Z"), 2)).toBe(newYear);
    expect(bangkokMonthStart(at("2026-03-15T00:00:00Z"), 3)).toBe(at("2025-11-30T17:00:00Z"));
  });

  it("gives the Monday 00:00 Bangkok of a week", () => {
    // Sunday 4 January 2026 23:00 Bangkok belongs to the week of Monday 29 December 2025.
    expect(bangkokWeekStart(at("2026-01-04T16:00:00Z"))).toBe(at("2025-12-28T17:00:00Z"));
    // Monday 5 January 2026 00:00 Bangkok starts its own week.
    expect(bangkokWeekStart(at("2026-01-04T17:00:00Z"))).toBe(at("2026-01-04T17:00:00Z"));
    expect(bangkokWeekStart(at("2026-01-04T17:00:00Z"), 2)).toBe(at("2025-12-21T17:00:00Z"));
  });
});
