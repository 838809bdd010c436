import { describe, expect, it } from "vitest";
import { classyLayoutLabels } from "../layouts/vertical/classy/labels";
import { navigationLabels } from "./labels";

describe("navigation and classy layout strings (English and Thai)", () => {
  it.each([
    ["navigation", navigationLabels],
    ["classy layout", classyLayoutLabels],
  ] as const)("%s: same keys in both languages, every Thai string non-empty and in Thai script", (_name, sets) => {
    expect(Object.keys(sets.th).sort()).toEqual(Object.keys(sets.en).sort());
    for (const value of Object.values(sets.th)) expect(value).toMatch(/[\u0E00-\u0E7F]/);
  });
});
