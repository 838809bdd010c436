import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pickStrings, STRING_PART_NAMES, STRING_PARTS } from "./string-parts";

const load = (language: string) =>
  JSON.parse(readFileSync(new URL(`../locales/${language}.json`, import.meta.url), "utf8")) as Record<string, unknown>;

describe("language file parts (tracker issue 8)", () => {
  it("puts every top-level key of both files in exactly one part, unlisted keys in core", () => {
    for (const language of ["en", "th"]) {
      const strings = load(language);
      const parts = [pickStrings(strings, "core"), ...STRING_PART_NAMES.map((part) => pickStrings(strings, part))];
      const keys = parts.flatMap((part) => Object.keys(part));
      expect(keys.sort()).toEqual(Object.keys(strings).sort());
      expect(pickStrings({ brandNew: { a: "x" }, auth: { b: "y" } }, "core")).toEqual({ brandNew: { a: "x" } });
    }
  });

  it("keeps the values as they are in the file", () => {
    const strings = load("en");
    expect(pickStrings(strings, "auth")).toEqual({ auth: strings.auth });
    expect(Object.keys(pickStrings(strings, "staff"))).toEqual(STRING_PARTS.staff.filter((key) => key in strings));
  });
});
