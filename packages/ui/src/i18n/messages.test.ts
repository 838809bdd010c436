import { describe, expect, it } from "vitest";
import { en, formatMessage } from "./messages";
import { th } from "./thai";

describe("ui strings", () => {
  it("has the same keys in English and Thai", () => {
    expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
  });

  it("has a non-empty string for every key in every language", () => {
    for (const [locale, strings] of Object.entries({ en, th })) {
      for (const [key, value] of Object.entries(strings)) {
        expect(value.trim(), `${locale}.${key}`).not.toBe("");
      }
    }
  });

  it("keeps the same placeholders in both languages", () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(th[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it("fills placeholders and leaves unknown ones", () => {
    expect(formatMessage("{count} unread", { count: 3 })).toBe("3 unread");
    expect(formatMessage("{a} {b}", { a: "x" })).toBe("x {b}");
  });
});
