import { describe, expect, it } from "vitest";
import { ariaStringsEn, ariaStringsFor } from "./aria-strings";
import { loadUiLocale } from "./locales";
import { ariaStringsTh } from "./thai";

describe("react-aria strings in Thai", () => {
  it("translates every key of every package react-aria-components ships", () => {
    for (const [pkg, strings] of Object.entries(ariaStringsEn)) {
      expect(Object.keys(ariaStringsTh[pkg] ?? {}).sort(), pkg).toEqual(Object.keys(strings).sort());
    }
  });

  it("has no package or key react-aria does not know (a typo would never be used)", () => {
    for (const [pkg, strings] of Object.entries(ariaStringsTh)) {
      expect(ariaStringsEn[pkg], pkg).toBeDefined();
      for (const key of Object.keys(strings)) expect(ariaStringsEn[pkg]?.[key], `${pkg}.${key}`).toBeDefined();
    }
  });

  it("fills variables like react-aria's formatter does, once the Thai strings have loaded", async () => {
    await loadUiLocale("th");
    const formatter = {
      number: (n: number) => new Intl.NumberFormat("th-TH").format(n),
      plural: (count: number, options: Record<string, string | (() => string)>) => {
        const option = options[`=${count}`] ?? options.other!;
        return typeof option === "function" ? option() : option;
      },
      select: (options: Record<string, string | (() => string)>, value: unknown) => {
        const option = options[String(value)] ?? options.other!;
        return typeof option === "function" ? option() : option;
      },
    };
    const th = ariaStringsFor("th");
    const format = (pkg: string, key: string, args: Record<string, string | number | boolean>) => {
      const value = th[pkg]![key]!;
      return typeof value === "function" ? value(args, formatter) : value;
    };
    expect(format("@react-aria/overlays", "dismiss", {})).toBe("ปิด");
    expect(format("@react-aria/grid", "selectedCount", { count: 0 })).toBe("ไม่ได้เลือกรายการใด");
    expect(format("@react-aria/grid", "selectedCount", { count: 3 })).toBe("เลือก 3 รายการ");
    expect(format("@react-aria/calendar", "todayDate", { date: "22 พฤศจิกายน 2569" })).toBe("วันนี้ 22 พฤศจิกายน 2569");
    expect(ariaStringsFor("en")["@react-aria/overlays"]!.dismiss).toBe("Dismiss");
  });
});
