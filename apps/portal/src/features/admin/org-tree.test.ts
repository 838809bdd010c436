import { describe, expect, it } from "vitest";
import { ancestorIds, buildUnitTree, parentChoices, selfAndDescendantIds, type OrgUnit } from "./org-tree";

function unit(id: number, parentId: number | null, orderNo: number, active = true): OrgUnit {
  return { id, parentId, kind: parentId === null ? "division" : "section", code: null, nameTh: `th${id}`, nameEn: `en${id}`, orderNo, active, memberCount: 0 };
}

const units = [unit(1, null, 2), unit(2, null, 1), unit(3, 1, 2), unit(4, 1, 1), unit(5, 4, 1), unit(6, 2, 1, false), unit(7, 99, 1)];

describe("organisation tree (issue 10, item 1)", () => {
  it("nests units under their parents, ordered by orderNo, orphans at the top", () => {
    const tree = buildUnitTree(units);
    // Unit 7's parent is not in the list: it shows at the top level, in its order.
    expect(tree.map((n) => n.id)).toEqual([2, 7, 1]);
    expect(tree[2]!.children.map((n) => n.id)).toEqual([4, 3]);
    expect(tree[2]!.children[0]!.children.map((n) => n.id)).toEqual([5]);
    expect(tree[0]!.children.map((n) => n.id)).toEqual([6]);
  });

  it("never offers a unit itself, its sub-units or a deactivated unit as a new parent", () => {
    expect([...selfAndDescendantIds(units, 1)].sort()).toEqual([1, 3, 4, 5]);
    expect(parentChoices(units, 1).map((u) => u.id)).toEqual([2, 7]);
    expect(parentChoices(units, null).map((u) => u.id)).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it("lists a unit's ancestors, nearest first", () => {
    expect(ancestorIds(units, 5)).toEqual([4, 1]);
    expect(ancestorIds(units, 1)).toEqual([]);
  });
});
