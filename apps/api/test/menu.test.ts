/**
 * The server menu (issue 10 item 3; docs/spec/portal-spec.md section 7 "Menu call"; contract tag `menu`): the seeded staff
 * menu filtered by the caller's roles and titled in the request's language, and administrators' editing rules.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { describeBackends } from "./support/harness";
import { DEMO_STAFF_PASSWORD, adminToken } from "./support/staff";

type Item = {
  id: number;
  parentId: number;
  title: string;
  titleTh: string;
  titleEn: string;
  orderNo: number;
  type: "basic" | "group";
  link: string | null;
  externalLink: boolean;
  target: string;
  icon: string | null;
  children: Item[];
};
type Record_ = { id: number; parentId: number; titleEn: string; type: string; roles: string[]; active: boolean; link: string | null };

/** The spec's menu call: offset 0, limit 100, sort orderNo, dir asc. */
const MENU_CALL = { offset: 0, limit: 100, sort: "orderNo", dir: "asc" };

describeBackends("menu", (h) => {
  let admin = "";
  let officer = "";
  let documentController = "";
  beforeAll(async () => {
    admin = await adminToken(h());
    officer = await h().login("staff", { name: "somsak", password: DEMO_STAFF_PASSWORD });
    documentController = await h().login("staff", { name: "pranee", password: DEMO_STAFF_PASSWORD });
  });

  async function menu(token: string, language = "en", query: Record<string, string | number> = MENU_CALL): Promise<Item[]> {
    const res = await h().call("listMenu", { token, query, headers: { "accept-language": language } });
    expect(res.status).toBe(200);
    return res.json.data as Item[];
  }

  const shape = (items: Item[]) => items.map((i) => (i.type === "group" ? [i.title, i.children.map((c) => c.title)] : i.title));

  describe("the seeded staff menu", () => {
    it("shows an administrator every item, in English, two levels, with the tax link opening a new tab", async () => {
      const items = await menu(admin);
      expect(shape(items)).toEqual([
        "Staff home",
        ["Complaints", ["Work queue", "Record a complaint (e-form)", "Analytics", "Canned replies"]],
        "News",
        ["Document management", ["Dms", "Correspondence register", "Document Type", "Document Authority"]],
        ["Administration", ["Structure and User", "Logs", "Email Template", "Outbox", "Webhooks", "Menu", "Municipality identity", "E-services", "Import data", "Open311 clients", "Account closures"]],
        "Garbage collection fee",
        "Pay tax online",
      ]);
      expect(items[0]).toMatchObject({ parentId: 0, link: "/mwp", externalLink: false, target: "_self", icon: "home", children: [] });
      const tax = items.at(-1)!;
      expect(tax).toMatchObject({ link: "https://efiling.rd.go.th", externalLink: true, target: "_blank", titleTh: "ชำระภาษีออนไลน์" });
      const logs = items[4]!.children.find((c) => c.titleEn === "Logs")!;
      expect(logs).toMatchObject({ parentId: items[4]!.id, link: "/admin/logs", children: [] });
    });

    it("titles the items in Thai for a Thai request", async () => {
      const items = await menu(admin, "th-TH,th;q=0.9");
      expect(items.map((i) => i.title)).toEqual([
        "หน้าหลักเจ้าหน้าที่",
        "เรื่องร้องเรียน",
        "ข่าวประชาสัมพันธ์",
        "ระบบจัดการเอกสาร",
        "ผู้ดูแลระบบ",
        "ค่าธรรมเนียมเก็บขนขยะมูลฝอย",
        "ชำระภาษีออนไลน์",
      ]);
      expect(items[4]!.children.map((c) => c.title)).toContain("โครงสร้างและผู้ใช้งาน");
    });

    it("filters by role: an officer sees what is for everyone, the complaints and the register, a document controller document management", async () => {
      expect(shape(await menu(officer))).toEqual([
        "Staff home",
        ["Complaints", ["Work queue", "Record a complaint (e-form)", "Analytics", "Canned replies"]],
        ["Document management", ["Correspondence register"]],
        "Pay tax online",
      ]);
      expect(shape(await menu(documentController))).toEqual([
        "Staff home",
        ["Document management", ["Dms", "Correspondence register", "Document Type", "Document Authority"]],
        "Pay tax online",
      ]);
    });

    it("pages the top-level items and sorts as asked", async () => {
      const page = await h().call("listMenu", { token: admin, query: { offset: 1, limit: 2, sort: "orderNo", dir: "asc" } });
      expect(page.json.total).toBe(7);
      expect((page.json.data as Item[]).map((i) => i.titleEn)).toEqual(["Complaints", "News"]);
      const reversed = await menu(admin, "en", { sort: "orderNo", dir: "desc" });
      expect(reversed.map((i) => i.titleEn)).toEqual(["Pay tax online", "Garbage collection fee", "Administration", "Document management", "News", "Complaints", "Staff home"]);
      expect(reversed[2]!.children.map((c) => c.titleEn)[0]).toBe("Account closures");
    });
  });

  describe("editing", () => {
    it("leaves out a group without a visible child, and inactive items", async () => {
      const group = await h().call("createMenuItem", { token: admin, body: { type: "group", titleTh: "รายงาน", titleEn: "Reports", icon: "chart" } });
      expect(group.status).toBe(201);
      const groupId = (group.json.data as Record_).id;
      const child = await h().call("createMenuItem", {
        token: admin,
        body: { parentId: groupId, type: "basic", titleTh: "รายงานผู้บริหาร", titleEn: "Executive report", link: "/reports/executive", roles: ["admin"] },
      });
      expect(child.status).toBe(201);
      expect(child.json.data).toMatchObject({ parentId: groupId, orderNo: 1, roles: ["admin"], active: true, target: "_self", externalLink: false });
      expect((await menu(officer)).some((i) => i.titleEn === "Reports")).toBe(false);
      expect((await menu(admin)).find((i) => i.titleEn === "Reports")?.children.map((c) => c.titleEn)).toEqual(["Executive report"]);

      const childId = (child.json.data as Record_).id;
      const off = await h().call("updateMenuItem", { token: admin, params: { id: childId }, body: { active: false } });
      expect((off.json.data as Record_).active).toBe(false);
      expect((await menu(admin)).some((i) => i.titleEn === "Reports")).toBe(false);
      const everyone = await h().call("updateMenuItem", { token: admin, params: { id: childId }, body: { active: true, roles: [] } });
      expect((everyone.json.data as Record_).roles).toEqual([]);
      expect((await menu(officer)).find((i) => i.titleEn === "Reports")?.children).toHaveLength(1);

      const busy = await h().call("deleteMenuItem", { token: admin, params: { id: groupId } });
      expect(busy.status).toBe(409);
      expect(busy.json.message).toBe("This group still holds items. Move or delete them first.");
      expect((await h().call("deleteMenuItem", { token: admin, params: { id: childId } })).status).toBe(200);
      expect((await h().call("deleteMenuItem", { token: admin, params: { id: groupId } })).status).toBe(200);
      expect((await h().call("deleteMenuItem", { token: admin, params: { id: groupId } })).status).toBe(404);
    });

    it("refuses a parent that is not a top-level group, a basic item without link, a group with a link (409) and a mismatched link (400)", async () => {
      const records = (await h().call("listMenuItems", { token: admin })).json.data as Record_[];
      expect(records.length).toBeGreaterThanOrEqual(12);
      const home = records.find((r) => r.link === "/mwp")!;
      const adminGroup = records.find((r) => r.titleEn === "Administration")!;
      const logs = records.find((r) => r.titleEn === "Logs")!;
      const cases: [Record<string, unknown>, number, string][] = [
        [{ parentId: home.id, type: "basic", titleTh: "ก", titleEn: "A", link: "/a" }, 409, "The parent must be a top-level group of the menu."],
        [{ parentId: logs.id, type: "basic", titleTh: "ก", titleEn: "A", link: "/a" }, 409, "The parent must be a top-level group of the menu."],
        [{ parentId: 2_000_000_000, type: "basic", titleTh: "ก", titleEn: "A", link: "/a" }, 409, "The parent must be a top-level group of the menu."],
        [{ parentId: adminGroup.id, type: "group", titleTh: "ก", titleEn: "A" }, 409, "A group stays at the top level of the menu."],
        [{ type: "basic", titleTh: "ก", titleEn: "A" }, 409, "A menu item that is not a group needs a link."],
        [{ type: "group", titleTh: "ก", titleEn: "A", link: "/a" }, 409, "A group has no link; its items do."],
        [{ type: "basic", titleTh: "ก", titleEn: "A", link: "https://example.org" }, 400, "link: must be a portal path starting with / unless externalLink is true"],
        [{ type: "basic", titleTh: "ก", titleEn: "A", link: "/a", externalLink: true }, 400, "link: must be an https address when externalLink is true"],
        // Titles of spaces pass the contract's minLength but are blank once trimmed.
        [{ type: "basic", titleTh: "  ", titleEn: "A", link: "/a" }, 400, "titleTh: must not be blank"],
      ];
      for (const [body, status, message] of cases) {
        const res = await h().call("createMenuItem", { token: admin, body });
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.json.message).toBe(message);
      }
      const moveGroup = await h().call("updateMenuItem", { token: admin, params: { id: adminGroup.id }, body: { parentId: home.id } });
      expect(moveGroup.status).toBe(409);
      expect((await h().call("updateMenuItem", { token: admin, params: { id: 2_000_000_000 }, body: { titleEn: "x" } })).status).toBe(404);
      const blankTitle = await h().call("updateMenuItem", { token: admin, params: { id: adminGroup.id }, body: { titleEn: "\t " } });
      expect(blankTitle.json.errors).toEqual([{ field: "titleEn", message: "must not be blank" }]);
    });

    it("renames and moves an item between groups", async () => {
      const records = (await h().call("listMenuItems", { token: admin })).json.data as Record_[];
      const dms = records.find((r) => r.titleEn === "Document management")!;
      const created = await h().call("createMenuItem", {
        token: admin,
        body: { parentId: dms.id, type: "basic", titleTh: "ทะเบียนหนังสือรับ", titleEn: "Incoming register", link: "/dms/incoming", roles: ["document_controller"] },
      });
      const id = (created.json.data as Record_).id;
      const adminGroup = records.find((r) => r.titleEn === "Administration")!;
      const moved = await h().call("updateMenuItem", { token: admin, params: { id }, body: { parentId: adminGroup.id, titleEn: "Register" } });
      expect(moved.status).toBe(200);
      expect(moved.json.data).toMatchObject({ parentId: adminGroup.id, titleEn: "Register", titleTh: "ทะเบียนหนังสือรับ" });
      // The document controller does not see the Administration group (admin only), whatever its items say.
      expect((await menu(documentController)).some((i) => i.titleEn === "Administration")).toBe(false);
      expect((await h().call("deleteMenuItem", { token: admin, params: { id } })).status).toBe(200);
    });
  });
});
