import { describe, expect, it } from "vitest";
import { groupMenuRecords, type MenuRecord } from "./menu-records";

function record(id: number, parentId: number, orderNo: number, type: "basic" | "group" = "basic"): MenuRecord {
  return { id, parentId, orderNo, type, titleTh: `th${id}`, titleEn: `en${id}`, link: type === "basic" ? `/x${id}` : null, externalLink: false, target: "_self", icon: null, roles: [], active: true };
}

describe("menu editor grouping (issue 10, item 3)", () => {
  it("lists top-level items in order with each group's children under it", () => {
    const grouped = groupMenuRecords([record(3, 1, 2), record(1, 0, 2, "group"), record(2, 0, 1), record(4, 1, 1), record(5, 99, 1)]);
    expect(grouped.map((g) => g.item.id)).toEqual([2, 1, 5]);
    expect(grouped[1]!.children.map((c) => c.id)).toEqual([4, 3]);
    expect(grouped[0]!.children).toEqual([]);
  });
});
