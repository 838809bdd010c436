import { describe, expect, it } from "vitest";
import { navigationLabels } from "./labels";

describe("navigation strings (English and Thai)", () => {
  it("has the same keys in both languages, every Thai string in Thai script", () => {
    expect(Object.keys(navigationLabels.th).sort()).toEqual(Object.keys(navigationLabels.en).sort());
    for (const value of Object.values(navigationLabels.th)) expect(value).toMatch(/[\u0E00-\u0E7F]/);
  });
});
