import { describe, expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { MENU_QUERY } from "../features/staff/menu-query";
import { staffLayoutNavigation, staffNavigationItems } from "./staff-navigation";

type MenuItem = Schemas["MenuItem"];
type MenuLeaf = Schemas["MenuLeaf"];

function leaf(id: number, title: string, orderNo: number, extra: Partial<MenuLeaf> = {}): MenuLeaf {
  return {
    id,
    parentId: 1,
    title,
    titleTh: title,
    titleEn: title,
    orderNo,
    type: "basic",
    link: `/${title.toLowerCase()}`,
    externalLink: false,
    target: "_self",
    icon: null,
    children: [],
    ...extra,
  };
}

function item(id: number, title: string, orderNo: number, extra: Partial<MenuItem> = {}): MenuItem {
  return { ...leaf(id, title, orderNo), parentId: 0, ...extra } as MenuItem;
}

describe("staff navigation from the server menu (spec sections 2 and 7, issue 10)", () => {
  it("asks with offset 0, limit 100, sort orderNo, dir asc", () => {
    expect(MENU_QUERY).toEqual({ offset: 0, limit: 100, sort: "orderNo", dir: "asc" });
  });

  it("maps groups to headings and basic items to internal links, in orderNo order", () => {
    const menu: MenuItem[] = [
      item(2, "Admin", 20, {
        type: "group",
        link: null,
        children: [leaf(6, "Logs", 2, { link: "/admin/logs", icon: "logs" }), leaf(5, "Structure", 1, { link: "/admin/structure" })],
      }),
      item(1, "Home", 10, { link: "/mwp", icon: "home" }),
    ];
    expect(staffNavigationItems(menu)).toEqual([
      { id: "menu-1", type: "basic", title: "Home", icon: "home", link: "/mwp", exactMatch: false },
      {
        id: "menu-2",
        type: "group",
        title: "Admin",
        children: [
          { id: "menu-5", type: "basic", title: "Structure", icon: undefined, link: "/admin/structure", exactMatch: false },
          { id: "menu-6", type: "basic", title: "Logs", icon: "logs", link: "/admin/logs", exactMatch: false },
        ],
      },
    ]);
  });

  it("keeps an external link with its target, so that _blank opens a new tab", () => {
    const tax = item(9, "ชำระภาษีออนไลน์", 90, { link: "https://tax.example.go.th/", externalLink: true, target: "_blank", icon: "external-link" });
    expect(staffNavigationItems([tax])).toEqual([
      {
        id: "menu-9",
        type: "basic",
        title: "ชำระภาษีออนไลน์",
        icon: "external-link",
        link: "https://tax.example.go.th/",
        externalLink: true,
        target: "_blank",
      },
    ]);
  });

  it("leaves out empty groups and items without a link", () => {
    const menu = [item(1, "Empty", 1, { type: "group", link: null, children: [] }), item(2, "Nowhere", 2, { link: null })];
    expect(staffNavigationItems(menu)).toEqual([]);
  });

  it("gives every layout a set: compact lifts the groups' children to the top level", () => {
    const items = staffNavigationItems([item(2, "Admin", 1, { type: "group", link: null, children: [leaf(5, "Logs", 1)] })]);
    const sets = staffLayoutNavigation(items);
    expect(sets.default).toBe(items);
    expect(sets.compact?.map((i) => i.id)).toEqual(["menu-5"]);
    expect(sets.horizontal?.map((i) => i.id)).toEqual(["menu-2"]);
  });
});
