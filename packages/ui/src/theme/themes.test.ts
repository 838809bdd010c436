import { describe, expect, it } from "vitest";
import { isScheme, isThemeName, resolveScheme, SCHEMES, THEMES } from "./themes";

describe("themes and schemes", () => {
  it("lists the six themes and three schemes of the spec", () => {
    expect(THEMES).toEqual(["default", "brand", "indigo", "rose", "purple", "amber"]);
    expect(SCHEMES).toEqual(["auto", "dark", "light"]);
  });

  it("resolves auto from the operating system preference and keeps explicit schemes", () => {
    expect(resolveScheme("auto", true)).toBe("dark");
    expect(resolveScheme("auto", false)).toBe("light");
    expect(resolveScheme("dark", false)).toBe("dark");
    expect(resolveScheme("light", true)).toBe("light");
  });

  it("recognises only known names", () => {
    expect(isThemeName("rose")).toBe(true);
    expect(isThemeName("teal")).toBe(false);
    expect(isThemeName(undefined)).toBe(false);
    expect(isScheme("auto")).toBe(true);
    expect(isScheme("sepia")).toBe(false);
  });
});
