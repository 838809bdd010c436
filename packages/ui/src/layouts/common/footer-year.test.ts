import { describe, expect, it } from "vitest";
import { footerYearAt, formatFooterYear } from "./footer-year";

describe("footerYearAt", () => {
  it("is the year in Thailand: 2027 from 17:00 UTC on 31 December 2026", () => {
    expect(footerYearAt(Date.parse("2026-12-31T16:59:59Z"))).toBe(2026);
    expect(footerYearAt(Date.parse("2026-12-31T17:00:00Z"))).toBe(2027);
  });
});

describe("formatFooterYear", () => {
  it("writes the Gregorian year in English", () => {
    expect(formatFooterYear(2026, "en")).toBe("2026");
  });

  it("writes the Buddhist-era year in Thai (543 years ahead)", () => {
    expect(formatFooterYear(2026, "th")).toBe("2569");
    expect(formatFooterYear(2027, "th")).toBe("2570");
  });
});
