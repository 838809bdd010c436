import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format-date";

describe("formatDateTime (ARCHITECTURE.md Time)", () => {
  const iso = "2026-11-21T06:30:00.000Z";

  it("shows the Buddhist year in Thai", () => {
    const text = formatDateTime(iso, "th");
    expect(text).toContain("2569");
    expect(text).not.toContain("2026");
    expect(text).toMatch(/พ\.ย\./);
  });

  it("shows the Gregorian year in English", () => {
    const text = formatDateTime(iso, "en");
    expect(text).toContain("2026");
    expect(text).toContain("Nov");
  });

  it("shows the time in Bangkok (UTC+7) by default", () => {
    expect(formatDateTime(iso, "en")).toContain("13:30");
  });

  it("can leave the time out", () => {
    expect(formatDateTime(iso, "en", "Asia/Bangkok", false)).not.toContain("13:30");
  });

  it("returns input that is not a date unchanged", () => {
    expect(formatDateTime("not a date", "th")).toBe("not a date");
  });
});
