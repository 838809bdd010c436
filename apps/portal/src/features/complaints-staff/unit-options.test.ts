import { describe, expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { unitOptions } from "./unit-options";

function unit(id: number, parentId: number | null, orderNo: number, active = true): Schemas["OrgUnit"] {
  return { id, parentId, kind: parentId === null ? "division" : "section", code: null, nameTh: `ฝ่าย ${id}`, nameEn: `Unit ${id}`, orderNo, active, memberCount: 0 };
}

describe("unit filter options (issue 11, item 2)", () => {
  it("lists each division followed by its sections, indented, active units only", () => {
    const units = [unit(1, null, 2), unit(2, null, 1), unit(3, 1, 1), unit(4, 3, 1), unit(5, 2, 1, false)];
    expect(unitOptions(units, "en")).toEqual([
      { id: "2", label: "Unit 2" },
      { id: "1", label: "Unit 1" },
      { id: "3", label: "\u2014 Unit 3" },
      { id: "4", label: "\u2014 \u2014 Unit 4" },
    ]);
    expect(unitOptions(units, "th")[0]).toEqual({ id: "2", label: "ฝ่าย 2" });
  });
});
