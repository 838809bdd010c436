import { describe, expect, it } from "vitest";
import { Translator } from "./translator";

/** A translator with English and Thai strings in i18next's JSON format, as the language files have them. */
function translator(): Translator {
  const i18n = new Translator();
  i18n.addStrings("en", {
    cart: { items_one: "{{count}} item", items_other: "{{count}} items", files: "Files: {{count}}", only: "English only" },
    greet: "Hello {{name}}, {{ name }} again; {{missing}} stays",
  });
  i18n.addStrings("th", { cart: { items_other: "{{count}} รายการ" }, greet: "สวัสดี {{name}}" });
  return i18n;
}

describe("the portal's translator (tracker issue 40 item 1: i18next's format without i18next)", () => {
  it("fills placeholders and leaves those without a value", () => {
    expect(translator().t("greet", { name: "Somchai" })).toBe("Hello Somchai, Somchai again; {{missing}} stays");
  });

  it("picks the plural form of the language, else the bare key", () => {
    const i18n = translator();
    expect([i18n.t("cart.items", { count: 1 }), i18n.t("cart.items", { count: 2 }), i18n.t("cart.files", { count: 3 })]).toEqual([
      "1 item",
      "2 items",
      "Files: 3",
    ]);
    i18n.changeLanguage("th");
    expect([i18n.t("cart.items", { count: 1 }), i18n.t("cart.items", { count: 5 })]).toEqual(["1 รายการ", "5 รายการ"]);
  });

  it("falls back to English, then to the default value, then to the key", () => {
    const i18n = translator();
    i18n.changeLanguage("th");
    expect(i18n.t("cart.only")).toBe("English only");
    expect(i18n.t("cart.nothing", { defaultValue: "Default {{n}}", n: 2 })).toBe("Default 2");
    expect(i18n.t("cart.nothing")).toBe("cart.nothing");
    expect(i18n.t("cart")).toBe("cart");
    expect([i18n.exists("cart.only"), i18n.exists("cart.nothing")]).toEqual([true, false]);
  });

  it("keeps the strings it has when a part is added again, and tells listeners of a change of language", () => {
    const i18n = translator();
    i18n.addStrings("en", { greet: "Replaced", cart: { extra: "Added" } });
    expect([i18n.t("greet", { name: "A" }).startsWith("Hello A"), i18n.t("cart.extra"), i18n.t("cart.only")]).toEqual([true, "Added", "English only"]);
    const seen: string[] = [];
    const stop = i18n.onLanguageChanged((language) => seen.push(language));
    i18n.changeLanguage("th");
    i18n.changeLanguage("th");
    stop();
    i18n.changeLanguage("en");
    expect(seen).toEqual(["th"]);
  });
});
