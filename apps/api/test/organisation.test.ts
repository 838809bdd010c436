/**
 * The organisation structure (issue 10 item 1; contract tag `organisation`): the demo tree, creating, renaming,
 * moving (cycles refused), deactivating, and deleting (refused with the reason while the unit has members or
 * sub-units); positions and their holders.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { describeBackends, uniqueName } from "./support/harness";
import { adminToken, newStaffUser, unitIdByCode } from "./support/staff";

type Unit = { id: number; parentId: number | null; kind: string; code: string | null; nameTh: string; nameEn: string; orderNo: number; active: boolean; memberCount: number };
type Position = { id: number; nameTh: string; nameEn: string; holderCount: number };

describeBackends("organisation", (h) => {
  let admin = "";
  beforeAll(async () => {
    admin = await adminToken(h());
  });

  async function units(includeInactive = false): Promise<Unit[]> {
    const res = await h().call("listOrgUnits", { token: admin, query: includeInactive ? { includeInactive: "true" } : {} });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe((res.json.data as Unit[]).length);
    return res.json.data as Unit[];
  }

  async function createUnit(body: Record<string, unknown>): Promise<Unit> {
    const res = await h().call("createOrgUnit", { token: admin, body });
    expect(res.status, res.json.message).toBe(201);
    return res.json.data as Unit;
  }

  describe("the demo structure", () => {
    it("has the eight divisions of the municipality, each with its sections, ordered", async () => {
      const all = await units();
      const divisions = all.filter((u) => u.parentId === null);
      expect(divisions.map((d) => d.code)).toEqual(["deputy", "technical", "health", "welfare", "education", "finance", "strategy", "complaints"]);
      expect(divisions.map((d) => d.nameTh)).toContain("สำนักปลัดเทศบาล");
      expect(divisions.find((d) => d.code === "technical")).toMatchObject({ nameTh: "กองช่าง", kind: "division" });
      for (const division of divisions) {
        const sections = all.filter((u) => u.parentId === division.id);
        expect(sections.length, division.nameEn).toBeGreaterThanOrEqual(2);
        expect(sections.every((s) => s.kind === "section")).toBe(true);
      }
    });

    it("counts the active members of each unit itself", async () => {
      const all = await units();
      // Demo: prasert (division head) is in กองช่าง itself; somsak in งานวิศวกรรม.
      expect(all.find((u) => u.code === "technical")!.memberCount).toBeGreaterThanOrEqual(1);
      expect(all.find((u) => u.code === "technical-engineering")!.memberCount).toBeGreaterThanOrEqual(1);
      expect(all.find((u) => u.code === "technical-utilities")!.memberCount).toBe(0);
    });
  });

  describe("editing the tree", () => {
    it("creates a division and a section under it, ordered after the last sibling", async () => {
      const code = uniqueName("div").replace(/[^a-z0-9-]/g, "-").slice(0, 30);
      const division = await createUnit({ kind: "division", code, nameTh: "กองทดสอบ", nameEn: "Test Division" });
      expect(division).toMatchObject({ parentId: null, kind: "division", code, active: true, memberCount: 0 });
      const divisions = (await units()).filter((u) => u.parentId === null && u.id !== division.id);
      expect(division.orderNo).toBeGreaterThan(Math.max(...divisions.map((d) => d.orderNo)));
      const first = await createUnit({ parentId: division.id, kind: "section", nameTh: "งานหนึ่ง", nameEn: "Section one" });
      const second = await createUnit({ parentId: division.id, kind: "section", nameTh: "งานสอง", nameEn: "Section two" });
      expect(first).toMatchObject({ parentId: division.id, code: null, orderNo: 1 });
      expect(second.orderNo).toBe(2);
    });

    it("refuses a used code (409), a missing parent (409) and a section without a parent (400)", async () => {
      const taken = await h().call("createOrgUnit", { token: admin, body: { kind: "division", code: "technical", nameTh: "ซ้ำ", nameEn: "Duplicate" } });
      expect(taken.status).toBe(409);
      expect(taken.json.errors?.[0]?.field).toBe("code");
      const orphan = await h().call("createOrgUnit", { token: admin, body: { parentId: 2_000_000_000, kind: "section", nameTh: "ก", nameEn: "A" } });
      expect(orphan.status).toBe(409);
      expect(orphan.json.message).toBe("The unit above does not exist.");
      const noParent = await h().call("createOrgUnit", { token: admin, body: { kind: "section", nameTh: "ก", nameEn: "A" } });
      expect(noParent.status).toBe(400);
      expect(noParent.json.message).toMatch(/^parentId/);
    });

    it("refuses names of spaces (400 naming each): they pass the contract's minLength but are blank once trimmed", async () => {
      const blank = await h().call("createOrgUnit", { token: admin, body: { kind: "division", nameTh: " ", nameEn: "\t" } });
      expect(blank.status).toBe(400);
      expect(blank.json.errors).toEqual([
        { field: "nameTh", message: "must not be blank" },
        { field: "nameEn", message: "must not be blank" },
      ]);
      const unit = await createUnit({ kind: "division", nameTh: "กองชื่อว่าง", nameEn: "Blank Name Division" });
      const rename = await h().call("updateOrgUnit", { token: admin, params: { id: unit.id }, body: { nameEn: "   " } });
      expect(rename.json.errors).toEqual([{ field: "nameEn", message: "must not be blank" }]);
      const position = await h().call("createPosition", { token: admin, body: { nameTh: "  ", nameEn: "Blank Officer" } });
      expect(position.json.errors).toEqual([{ field: "nameTh", message: "must not be blank" }]);
      const renamePosition = await h().call("updatePosition", { token: admin, params: { id: 1 }, body: { nameTh: " " } });
      expect(renamePosition.json.errors).toEqual([{ field: "nameTh", message: "must not be blank" }]);
      expect((await units(true)).find((u) => u.id === unit.id)).toMatchObject({ nameEn: "Blank Name Division" });
    });

    it("renames and moves a unit; moving under itself or a sub-unit answers 409", async () => {
      const a = await createUnit({ kind: "division", nameTh: "กองเอ", nameEn: "Division A" });
      const b = await createUnit({ kind: "division", nameTh: "กองบี", nameEn: "Division B" });
      const section = await createUnit({ parentId: a.id, kind: "section", nameTh: "งานย่อย", nameEn: "Sub-section" });
      const child = await createUnit({ parentId: section.id, kind: "section", nameTh: "งานย่อยลงไป", nameEn: "Sub-sub-section" });

      const renamed = await h().call("updateOrgUnit", { token: admin, params: { id: section.id }, body: { nameTh: "งานใหม่", nameEn: "New section" } });
      expect(renamed.status).toBe(200);
      expect(renamed.json.data).toMatchObject({ id: section.id, nameTh: "งานใหม่", nameEn: "New section", parentId: a.id });

      const moved = await h().call("updateOrgUnit", { token: admin, params: { id: section.id }, body: { parentId: b.id } });
      expect(moved.status).toBe(200);
      expect((moved.json.data as Unit).parentId).toBe(b.id);
      expect((await units()).find((u) => u.id === child.id)!.parentId).toBe(section.id);

      for (const target of [section.id, child.id]) {
        const cycle = await h().call("updateOrgUnit", { token: admin, params: { id: section.id }, body: { parentId: target } });
        expect(cycle.status).toBe(409);
        expect(cycle.json.message).toBe("A unit cannot be moved under itself or one of its own sub-units.");
      }
      const deep = await h().call("updateOrgUnit", {
        token: admin,
        params: { id: b.id },
        body: { parentId: child.id },
        headers: { "accept-language": "th" },
      });
      expect(deep.status).toBe(409);
      expect(deep.json.message).toBe("ไม่สามารถย้ายหน่วยงานไปอยู่ภายใต้ตัวเองหรือหน่วยงานย่อยของตัวเองได้");
      const missing = await h().call("updateOrgUnit", { token: admin, params: { id: 2_000_000_000 }, body: { nameEn: "x" } });
      expect(missing.status).toBe(404);
    });

    it("deactivates a unit: hidden from the default list, refused as a parent, reactivated again", async () => {
      const unit = await createUnit({ kind: "division", nameTh: "กองชั่วคราว", nameEn: "Temporary Division" });
      const off = await h().call("updateOrgUnit", { token: admin, params: { id: unit.id }, body: { active: false } });
      expect(off.status).toBe(200);
      expect((off.json.data as Unit).active).toBe(false);
      expect((await units()).some((u) => u.id === unit.id)).toBe(false);
      expect((await units(true)).find((u) => u.id === unit.id)?.active).toBe(false);
      const under = await h().call("createOrgUnit", { token: admin, body: { parentId: unit.id, kind: "section", nameTh: "ก", nameEn: "A" } });
      expect(under.status).toBe(409);
      expect(under.json.errors?.[0]).toEqual({ field: "parentId", message: "is deactivated" });
      const on = await h().call("updateOrgUnit", { token: admin, params: { id: unit.id }, body: { active: true } });
      expect((on.json.data as Unit).active).toBe(true);
    });
  });

  describe("deleting", () => {
    it("refuses a unit with members, saying so in English and Thai", async () => {
      const unit = await createUnit({ kind: "division", code: uniqueName("mem").slice(0, 30), nameTh: "กองมีคน", nameEn: "Staffed Division" });
      const code = (unit.code ?? "") as string;
      await newStaffUser(h(), ["officer"], { unitCode: code });
      const en = await h().call("deleteOrgUnit", { token: admin, params: { id: unit.id } });
      expect(en.status).toBe(409);
      expect(en.json.message).toBe("This unit cannot be deleted: 1 staff member(s) belong to it. Deactivate it instead.");
      expect(en.json.errors?.map((e) => e.field)).toEqual(["members"]);
      const th = await h().call("deleteOrgUnit", { token: admin, params: { id: unit.id }, headers: { "accept-language": "th-TH" } });
      expect(th.json.message).toBe("ไม่สามารถลบหน่วยงานนี้ได้ เนื่องจากมีเจ้าหน้าที่สังกัดอยู่ 1 คน กรุณาปิดการใช้งานหน่วยงานแทน");
      // Deactivating is the way out; a deactivated member still blocks the delete.
      expect((await h().call("updateOrgUnit", { token: admin, params: { id: unit.id }, body: { active: false } })).status).toBe(200);
    });

    it("refuses a unit with sub-units, and deletes an empty one", async () => {
      const parent = await createUnit({ kind: "division", nameTh: "กองแม่", nameEn: "Parent Division" });
      const child = await createUnit({ parentId: parent.id, kind: "section", nameTh: "งานลูก", nameEn: "Child section" });
      const refused = await h().call("deleteOrgUnit", { token: admin, params: { id: parent.id } });
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe("This unit cannot be deleted: it has 1 sub-unit(s). Deactivate it instead.");
      expect((await h().call("deleteOrgUnit", { token: admin, params: { id: child.id } })).status).toBe(200);
      expect((await h().call("deleteOrgUnit", { token: admin, params: { id: parent.id } })).status).toBe(200);
      expect((await units(true)).some((u) => u.id === parent.id || u.id === child.id)).toBe(false);
      expect((await h().call("deleteOrgUnit", { token: admin, params: { id: parent.id } })).status).toBe(404);
    });

    it("names every reason at once", async () => {
      const deputy = await unitIdByCode(h(), admin, "deputy");
      const res = await h().call("deleteOrgUnit", { token: admin, params: { id: deputy } });
      expect(res.status).toBe(409);
      expect(res.json.message).toMatch(/^This unit cannot be deleted: \d+ staff member\(s\) belong to it and it has 3 sub-unit\(s\)\./);
    });
  });

  describe("positions", () => {
    async function positions(): Promise<Position[]> {
      const res = await h().call("listPositions", { token: admin });
      expect(res.status).toBe(200);
      return res.json.data as Position[];
    }

    it("lists the demo positions with their holders", async () => {
      const list = await positions();
      expect(list.length).toBeGreaterThanOrEqual(10);
      expect(list.find((p) => p.nameTh === "ผู้อำนวยการกอง")!.holderCount).toBeGreaterThanOrEqual(2);
      expect(list.find((p) => p.nameTh === "ปลัดเทศบาล")!.holderCount).toBe(0);
    });

    it("creates, renames and deletes a position; duplicates and held positions answer 409", async () => {
      const nameEn = `Test Officer ${uniqueName()}`;
      const created = await h().call("createPosition", { token: admin, body: { nameTh: `เจ้าหน้าที่ทดสอบ ${nameEn}`, nameEn } });
      expect(created.status).toBe(201);
      const position = created.json.data as Position;
      expect(position.holderCount).toBe(0);
      const dup = await h().call("createPosition", { token: admin, body: { nameTh: "นิติกร", nameEn: "Something else" } });
      expect(dup.status).toBe(409);
      expect(dup.json.errors).toEqual([{ field: "nameTh", message: "is already used" }]);
      const renamed = await h().call("updatePosition", { token: admin, params: { id: position.id }, body: { nameEn: `${nameEn} II` } });
      expect(renamed.json.data).toMatchObject({ id: position.id, nameEn: `${nameEn} II` });
      const clash = await h().call("updatePosition", { token: admin, params: { id: position.id }, body: { nameEn: "Legal Officer" } });
      expect(clash.status).toBe(409);

      const held = (await positions()).find((p) => p.nameEn === "Legal Officer")!;
      const refused = await h().call("deletePosition", { token: admin, params: { id: held.id } });
      expect(refused.status).toBe(409);
      expect(refused.json.message).toMatch(/^This position cannot be deleted: \d+ staff member\(s\) hold it\.$/);
      expect((await h().call("deletePosition", { token: admin, params: { id: position.id } })).status).toBe(200);
      expect((await h().call("deletePosition", { token: admin, params: { id: position.id } })).status).toBe(404);
    });
  });
});
