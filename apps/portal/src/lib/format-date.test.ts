import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format-date";

describe("formatDateTime (docs/architecture.md Time)", () => {
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

  it("makes one formatter per language, zone and time setting, and reuses it", () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    class Counting extends Original {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        made += 1;
      }
    }
    (Intl as { DateTimeFormat: typeof Intl.DateTimeFormat }).DateTimeFormat = Counting as typeof Intl.DateTimeFormat;
    try {
      const first = formatDateTime(iso, "th", "Asia/Tokyo");
      const second = formatDateTime("2026-01-02T00:00:00.000Z", "th", "Asia/Tokyo");
      expect(made).toBe(1);
      expect(first).toContain("15:30");
      expect(second).toContain("2569");
      formatDateTime(iso, "en", "Asia/Tokyo");
      formatDateTime(iso, "th", "Asia/Tokyo", false);
      expect(made).toBe(3);
    } finally {
      (Intl as { DateTimeFormat: typeof Intl.DateTimeFormat }).DateTimeFormat = Original;
    }
  });

  it("returns input that is not a date unchanged", () => {
    expect(formatDateTime("not a date", "th")).toBe("not a date");
  });
});
