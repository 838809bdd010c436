import { describe, expect, it } from "vitest";
import type { TFunction } from "../i18n/translator";
import { compactNavigation, horizontalNavigation, portalNavigation } from "./e-service-navigation";

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe("portalNavigation (docs/spec/portal-spec.md section 2: a navigation set per layout from the default menu)", () => {
  const sets = portalNavigation(t);

  it("translates titles and keeps the default menu for default and futuristic", () => {
    expect(sets.default[0]).toMatchObject({ id: "home", type: "basic", title: "t:menu.home", link: "/e-service/main" });
    expect(sets.futuristic).toBe(sets.default);
  });

  it("lifts the request divisions to the top level in the compact set", () => {
    expect(sets.compact?.some((item) => item.type === "group")).toBe(false);
    expect(sets.compact?.map((item) => item.id)).toEqual(expect.arrayContaining(["home", "deputy", "technical", "complaints", "satisfaction"]));
    expect(compactNavigation(sets.default).length).toBeGreaterThan(sets.default.length);
  });

  it("makes the horizontal bar of links and branches, complaints a branch of its own", () => {
    const ids = sets.horizontal?.map((item) => item.id);
    expect(ids).toEqual(["home", "paygarbage", "requests", "complaints", "checkresult", "satisfaction"]);
    const requests = sets.horizontal?.find((item) => item.id === "requests");
    expect(requests?.type).toBe("group");
    expect(requests && "children" in requests ? requests.children?.some((child) => child.id === "complaints") : true).toBe(false);
    expect(horizontalNavigation([{ id: "x", type: "group", children: [] }])).toEqual([{ id: "x", type: "group", children: [] }]);
  });
});
