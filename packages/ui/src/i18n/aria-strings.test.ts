import { describe, expect, it, vi } from "vitest";
import { ariaStringsFor } from "./aria-strings";
import { ariaStringsEn } from "./aria-strings-en";
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
    const th = ariaStringsFor("th")!;
    const format = (pkg: string, key: string, args: Record<string, string | number | boolean>) => {
      const value = th[pkg]![key]!;
      return typeof value === "function" ? value(args, formatter) : value;
    };
    expect(format("@react-aria/overlays", "dismiss", {})).toBe("ปิด");
    expect(format("@react-aria/grid", "selectedCount", { count: 0 })).toBe("ไม่ได้เลือกรายการใด");
    expect(format("@react-aria/grid", "selectedCount", { count: 3 })).toBe("เลือก 3 รายการ");
    expect(format("@react-aria/calendar", "todayDate", { date: "22 พฤศจิกายน 2569" })).toBe("วันนี้ 22 พฤศจิกายน 2569");
    expect(ariaStringsFor("en")!["@react-aria/overlays"]!.dismiss).toBe("Dismiss");
  });

  it("installs nothing on an English page until it has shown Thai, then Thai, then react-aria's English in the same tables", async () => {
    // Fresh modules (the unit files share one module graph) and a window of the test's own for the globals.
    vi.resetModules();
    vi.stubGlobal("window", {});
    try {
      const { installAriaStrings } = await import("./aria-strings");
      const { loadUiLocale } = await import("./locales");
      const globals = window as unknown as Record<symbol, unknown>;
      const tables = () => globals[Symbol.for("react-aria.i18n.strings")] as Record<string, Record<string, unknown>> | undefined;
      installAriaStrings("en", "en-US");
      expect(tables(), "react-aria's components carry their own English").toBeUndefined();
      installAriaStrings("th", "th-TH");
      expect(tables(), "nothing before the Thai set has loaded").toBeUndefined();
      await loadUiLocale("th");
      installAriaStrings("th", "th-TH");
      const overlays = tables()!["@react-aria/overlays"]!;
      expect(overlays.dismiss).toBe("ปิด");
      expect(globals[Symbol.for("react-aria.i18n.locale")]).toBe("th-TH");
      installAriaStrings("en", "en-US");
      // react-aria keeps a reference to each package's table: it is rewritten, not replaced.
      expect(tables()!["@react-aria/overlays"]).toBe(overlays);
      expect(overlays.dismiss).toBe("Dismiss");
      expect(globals[Symbol.for("react-aria.i18n.locale")]).toBe("en-US");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
