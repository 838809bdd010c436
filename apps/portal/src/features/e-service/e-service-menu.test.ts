import { describe, expect, it } from "vitest";
import { iconNames } from "@eoffice/ui";
import { E_SERVICE_HOME } from "../../routing/e-service-home";
import { E_SERVICE_MENU, findMenuItemByPath, flattenMenu, type EServiceMenuItem } from "./e-service-menu";

describe("default e-service menu (spec section 2)", () => {
  it("starts with home and the garbage fee and ends with checking results and the satisfaction survey", () => {
    const ids = E_SERVICE_MENU.map((item) => item.id);
    expect(ids.slice(0, 2)).toEqual(["home", "paygarbage"]);
    expect(ids.slice(-2)).toEqual(["checkresult", "satisfaction"]);
    expect(findMenuItemByPath(`${E_SERVICE_HOME}/paygarbage`)?.id).toBe("paygarbage");
    expect(findMenuItemByPath(`${E_SERVICE_HOME}/checkresult`)?.id).toBe("checkresult");
    expect(findMenuItemByPath(`${E_SERVICE_HOME}/satisfaction`)?.id).toBe("satisfaction");
    // Issue 12: both pages are built (no "Coming soon").
    expect(findMenuItemByPath(`${E_SERVICE_HOME}/checkresult`)?.built).toBe(true);
    expect(findMenuItemByPath(`${E_SERVICE_HOME}/satisfaction`)?.built).toBe(true);
  });

  it("has the spec's request groups with their items", () => {
    const requests = E_SERVICE_MENU.find((item) => item.id === "requests");
    const counts = Object.fromEntries((requests?.children ?? []).map((group) => [group.id, group.children?.length]));
    expect(counts).toEqual({
      deputy: 4,
      technical: 5,
      health: 5,
      welfare: 2,
      education: 4,
      finance: 1,
      strategy: 2,
      complaints: 3,
    });
  });

  it("links the complaints group to filing, whistleblowing and my complaints", () => {
    expect(findMenuItemByPath(`${E_SERVICE_HOME}/complaints/new`)).toMatchObject({ id: "complaints-new", built: true });
    expect(findMenuItemByPath(`${E_SERVICE_HOME}/complaints`)).toMatchObject({ id: "complaints-mine", built: true });
    expect(findMenuItemByPath(`${E_SERVICE_HOME}/complaints/corruption`)).toMatchObject({ id: "complaints-corruption", built: true });
  });

  it("gives every item a unique link inside the e-service area", () => {
    const links = flattenMenu().map((item) => item.link ?? "");
    expect(new Set(links).size).toBe(links.length);
    for (const link of links) expect(link === E_SERVICE_HOME || link.startsWith(`${E_SERVICE_HOME}/`)).toBe(true);
  });

  it("finds an item with or without a trailing slash, and nothing for other paths", () => {
    expect(findMenuItemByPath(`${E_SERVICE_HOME}/form/technical-road/`)?.titleKey).toBe("menu.requests.technical.road");
    expect(findMenuItemByPath(`${E_SERVICE_HOME}/nope`)).toBeUndefined();
  });
});

describe("menu icons", () => {
  it("names only icons of the ui's curated set", () => {
    const all = (items: readonly EServiceMenuItem[]): EServiceMenuItem[] => items.flatMap((i) => [i, ...all(i.children ?? [])]);
    const unknown = all(E_SERVICE_MENU)
      .map((item) => item.icon)
      .filter((icon): icon is string => icon !== undefined && !(iconNames as readonly string[]).includes(icon));
    expect(unknown).toEqual([]);
  });
});
