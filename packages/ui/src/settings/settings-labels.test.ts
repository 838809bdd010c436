import { describe, expect, it } from "vitest";
import { LAYOUTS } from "../layouts/layout-names";
import { layoutLabels } from "../layouts/common/layout-labels";
import { SCHEMES, THEMES } from "../theme/themes";
import { layoutLabel, schemeLabel, settingsLabels, themeLabel } from "./settings-labels";

describe("settings and layout strings (every user-facing string in English and Thai)", () => {
  for (const [name, set] of Object.entries({ settingsLabels, layoutLabels })) {
    it(`${name}: same keys, none empty`, () => {
      const en = set.en as unknown as Record<string, string>;
      const th = set.th as unknown as Record<string, string>;
      expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        expect(en[key]?.trim(), `en.${key}`).not.toBe("");
        expect(th[key]?.trim(), `th.${key}`).not.toBe("");
      }
    });
  }

  it("names every theme, scheme and layout in both languages", () => {
    for (const locale of ["en", "th"] as const) {
      const labels = settingsLabels[locale];
      for (const theme of THEMES) expect(themeLabel(labels, theme)).toBeTruthy();
      for (const scheme of SCHEMES) expect(schemeLabel(labels, scheme)).toBeTruthy();
      for (const layout of LAYOUTS) expect(layoutLabel(labels, layout)).toBeTruthy();
    }
    expect(layoutLabel(settingsLabels.en, "futuristic")).toBe("Futuristic");
    expect(themeLabel(settingsLabels.th, "rose")).toBe("กุหลาบ");
  });
});
