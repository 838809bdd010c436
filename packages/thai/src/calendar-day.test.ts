// Days of the Gregorian calendar, `YYYY-MM-DD`.
import { describe, expect, it } from "vitest";
import { addDays, ageOn, daysBetween, isCalendarDay } from "./calendar-day";

describe("calendar days", () => {
  it("accepts the days that exist and nothing else", () => {
    for (const day of ["2026-01-01", "2026-02-28", "2028-02-29", "2000-02-29", "2026-12-31"]) expect(isCalendarDay(day), day).toBe(true);
    // 2026 and 1900 are no leap years; a day past the month's end is no day, though Date.parse reads 2026-02-30 as 2 March.
    for (const day of ["2026-02-29", "1900-02-29", "2026-02-30", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00", "2026-1-01"]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
    for (const value of ["2026-01-01T00:00:00Z", " 2026-01-01", "", null, undefined, 20260101]) expect(isCalendarDay(value), String(value)).toBe(false);
  });

  it("counts whole days between two days, across months and leap days", () => {
    expect(daysBetween("2026-12-01", "2026-12-01")).toBe(0);
    expect(daysBetween("2026-12-01", "2026-12-08")).toBe(7);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2026-03-01", "2026-02-28")).toBe(-1);
  });

  it("adds days across a month's and a year's end", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("gives the age in whole years, a year more on each birthday", () => {
    expect(ageOn("2008-12-01", "2026-11-30")).toBe(17);
    expect(ageOn("2008-12-01", "2026-12-01")).toBe(18);
    // Born on a leap day: 18 on 1 March in a common year.
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
  });
});
