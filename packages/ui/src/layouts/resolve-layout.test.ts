import { describe, expect, it, vi } from "vitest";
import { DEFAULT_LAYOUT, LAYOUTS, isLayoutName } from "./layout-names";
import { resolveLayout, selectLayout } from "./resolve-layout";

describe("LAYOUTS", () => {
  it("lists the eleven layouts of the spec, spelled as the spec spells them", () => {
    expect([...LAYOUTS].sort()).toEqual(
      ["centered", "classic", "classy", "compact", "dense", "empty", "enterprise", "futuristic", "material", "modern", "thin"],
    );
    expect(DEFAULT_LAYOUT).toBe("classy");
    expect(isLayoutName("modern")).toBe(true);
    expect(isLayoutName("Modern")).toBe(false);
    expect(isLayoutName(undefined)).toBe(false);
  });
});

describe("resolveLayout", () => {
  it("defaults to classy when nothing is set", () => {
    expect(resolveLayout({})).toBe("classy");
  });

  it("uses the configured layout", () => {
    expect(resolveLayout({ config: "dense" })).toBe("dense");
  });

  it("lets the layout query parameter override the configuration", () => {
    expect(resolveLayout({ config: "dense", query: "modern" })).toBe("modern");
  });

  it("lets a route value override the query parameter and the configuration", () => {
    expect(resolveLayout({ config: "dense", query: "modern", routeLayouts: ["empty"] })).toBe("empty");
  });

  it("takes the deepest route value", () => {
    expect(resolveLayout({ routeLayouts: ["centered", undefined, "empty"] })).toBe("empty");
    expect(resolveLayout({ routeLayouts: ["centered", null] })).toBe("centered");
  });

  it("ignores unknown names and falls back to the next source", () => {
    expect(resolveLayout({ config: "dense", query: "bogus" })).toBe("dense");
    expect(resolveLayout({ config: "dense", query: "thin", routeLayouts: ["nope"] })).toBe("thin");
    expect(resolveLayout({ routeLayouts: ["material", "nope"] })).toBe("material");
    expect(resolveLayout({ config: "blank", query: "", routeLayouts: [] })).toBe("classy");
  });
});

describe("selectLayout", () => {
  it("removes the query parameter first, then sets the configured layout", async () => {
    const calls: string[] = [];
    let finishNavigation: () => void = () => {};
    const removeQueryParam = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          calls.push("remove");
          finishNavigation = () => {
            calls.push("navigated");
            resolve();
          };
        }),
    );
    const setConfig = vi.fn((partial: { layout: string }) => calls.push(`set ${partial.layout}`));
    const done = selectLayout("compact", { removeQueryParam, setConfig });
    await Promise.resolve();
    expect(setConfig).not.toHaveBeenCalled();
    finishNavigation();
    await done;
    expect(calls).toEqual(["remove", "navigated", "set compact"]);
  });

  it("works with a synchronous router", async () => {
    const setConfig = vi.fn();
    await selectLayout("thin", { removeQueryParam: () => {}, setConfig });
    expect(setConfig).toHaveBeenCalledWith({ layout: "thin" });
  });

  it("rejects an unknown layout without touching the URL or the configuration", async () => {
    const removeQueryParam = vi.fn();
    const setConfig = vi.fn();
    // @ts-expect-error an unknown name from untyped code
    await expect(selectLayout("blank", { removeQueryParam, setConfig })).rejects.toThrow(TypeError);
    expect(removeQueryParam).not.toHaveBeenCalled();
    expect(setConfig).not.toHaveBeenCalled();
  });
});
