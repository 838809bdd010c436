import { describe, expect, it } from "vitest";
import { formatFooterYear } from "./footer-year";

describe("formatFooterYear", () => {
  it("writes the Gregorian year in English", () => {
    expect(formatFooterYear(2026, "en")).toBe("2026");
  });

  it("writes the Buddhist-era year in Thai (543 years ahead)", () => {
    expect(formatFooterYear(2026, "th")).toBe("2569");
    expect(formatFooterYear(2027, "th")).toBe("2570");
  });
});
