// The Buddhist-era year: Gregorian + 543, of the year in Bangkok.
import { describe, expect, it } from "vitest";
import { buddhistYear, buddhistYearOf } from "./buddhist-year";

describe("buddhistYear", () => {
  it("counts 543 years ahead", () => {
    expect(buddhistYearOf(2026)).toBe(2569);
  });

  it("turns at midnight in Bangkok, not in UTC", () => {
    expect(buddhistYear(Date.parse("2025-12-31T16:59:59Z"))).toBe(2568);
    expect(buddhistYear(Date.parse("2025-12-31T17:00:00Z"))).toBe(2569);
  });
});
