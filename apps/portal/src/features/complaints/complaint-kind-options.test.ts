import { describe, expect, it } from "vitest";
import { chosenKindOption, kindIcon, menuKindOptions, whistleblowingKinds } from "./complaint-kind-options";

const types = [
  { id: 1, code: "lighting", nameTh: "ไฟฟ้าส่องสว่าง", nameEn: "Street lighting", orderNo: 1, confidential: false },
  { id: 2, code: "corruption", nameTh: "ทุจริตและประพฤติมิชอบ", nameEn: "Corruption and misconduct", orderNo: 2, confidential: true },
];
const kinds = [
  { id: 10, complaintTypeId: 1, nameTh: "ไฟฟ้าส่องสว่างดับ", nameEn: "Street light out", orderNo: 1 },
  { id: 11, complaintTypeId: 1, nameTh: "ไฟกะพริบ", nameEn: "Street light flickering", orderNo: 2 },
  { id: 20, complaintTypeId: 2, nameTh: "การเรียกรับสินบน", nameEn: "Bribery", orderNo: 2 },
  { id: 21, complaintTypeId: 2, nameTh: "พฤติกรรมไม่เหมาะสม", nameEn: "Misconduct", orderNo: 1 },
];
const menu = [
  { id: 3, complaintKindId: 20, nameTh: "สินบน", nameEn: "Bribery", orderNo: 1, icon: "shield-alert" },
  { id: 2, complaintKindId: 10, nameTh: "ไฟดับ", nameEn: "Light out", orderNo: 2, icon: "lightbulb-off" },
  { id: 1, complaintKindId: 99, nameTh: "หาย", nameEn: "Gone", orderNo: 0, icon: "x" },
];

describe("complaint kind menu (issue 11: filing starts from ComplaintKindMenu/listAll)", () => {
  it("offers the menu's kinds in order, without confidential kinds or unknown kinds", () => {
    expect(menuKindOptions(menu, kinds, types, "en")).toEqual([
      { kindId: 10, typeId: 1, name: "Light out", typeName: "Street lighting", icon: "lighting" },
    ]);
    expect(menuKindOptions(menu, kinds, types, "th")[0]).toMatchObject({ name: "ไฟดับ", typeName: "ไฟฟ้าส่องสว่าง" });
  });

  it("accepts a kind outside the menu, but never a confidential one", () => {
    expect(chosenKindOption(11, menu, kinds, types, "en")).toMatchObject({ kindId: 11, typeId: 1, name: "Street light flickering" });
    expect(chosenKindOption(20, menu, kinds, types, "en")).toBeUndefined();
    expect(chosenKindOption(404, menu, kinds, types, "en")).toBeUndefined();
  });

  it("always gives a curated icon: the menu's, its alias, the type's, else the complaints icon", () => {
    expect(kindIcon("waves", "drain")).toBe("waves");
    expect(kindIcon("trash-2", "waste")).toBe("trash");
    expect(kindIcon("no-such-icon", "water")).toBe("water");
    expect(kindIcon("", undefined)).toBe("complaints");
  });

  it("lists the kinds of the confidential type for the whistleblowing form", () => {
    expect(whistleblowingKinds(kinds, types).map((kind) => kind.id)).toEqual([21, 20]);
  });
});
