/**
 * Complaints and their reference data (contract tags `complaint` and `lookup`; docs/spec/portal-spec.md sections 4, 6, 7):
 * filing, numbering, search visibility, ownership, and the cancel/delete state rules.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buddhistYear } from "@eoffice/thai";
import { complaintStatuses, complaints } from "../src/db/schema";
import { ADMIN, SOMCHAI, describeBackends, newResident, type Harness } from "./support/harness";

type Complaint = {
  id: number;
  complaintNo: string;
  personId: number;
  status: { code: string };
  cancelledAt: string | null;
  complaintTypeId: number;
  detail: string;
};

const ROAD_TYPE = 1;

async function kindOf(h: Harness, complaintTypeId: number): Promise<number> {
  const res = await h.call("listComplaintKinds", { query: { complaintTypeId } });
  const first = (res.json.data as { id: number }[])[0];
  if (!first) throw new Error(`type ${complaintTypeId} has no kinds`);
  return first.id;
}

async function file(h: Harness, token: string, detail = "The road in front of the market has a deep pothole"): Promise<Complaint> {
  const res = await h.call("createComplaint", {
    token,
    query: { version: "1.1" },
    body: { complaintTypeId: ROAD_TYPE, complaintKindId: await kindOf(h, ROAD_TYPE), detail, location: "Market road", phone: "081-234-5678" },
  });
  expect(res.status).toBe(201);
  return res.json.data as Complaint;
}

/**
 * Sets a status directly (a shortcut for the resident-side rules below; the staff moves themselves, with their
 * history and audit rows, are tested in cases.test.ts).
 */
async function setStatus(h: Harness, id: number, code: "accepted" | "in_progress" | "completed" | "rejected"): Promise<void> {
  const db = h.server.database.db;
  const [status] = await db.select().from(complaintStatuses).where(eq(complaintStatuses.code, code));
  await db.update(complaints).set({ statusId: status!.id }).where(eq(complaints.id, id));
}

describeBackends("complaints", (h) => {
  describe("reference data", () => {
    it("lists the complaint types in Thai and English, ordered by orderNo", async () => {
      const res = await h().call("listComplaintTypes", { query: { version: "1" } });
      expect(res.status).toBe(200);
      const types = res.json.data as { nameTh: string; nameEn: string; orderNo: number; code: string }[];
      expect(res.json.total).toBe(types.length);
      expect(types.map((t) => t.nameTh)).toEqual([
        "ถนนและทางเท้า",
        "ไฟฟ้าส่องสว่าง",
        "ท่อระบายน้ำ",
        "ขยะและความสะอาด",
        "เหตุรำคาญ",
        "ต้นไม้",
        "น้ำประปา",
        "ทุจริตและประพฤติมิชอบ",
        "อื่น ๆ",
      ]);
      expect(types[0]).toMatchObject({ nameEn: "Roads and footpaths" });
      expect(types.map((t) => t.orderNo)).toEqual([...types.map((t) => t.orderNo)].sort((a, b) => a - b));
    });

    it("pages with offset and limit, sorts by sort and dir, and counts every match in total", async () => {
      const page = await h().call("listComplaintTypes", { query: { offset: 2, limit: 3, sort: "id", dir: "desc" } });
      const all = await h().call("listComplaintTypes", { query: { sort: "id", dir: "desc" } });
      expect(page.json.total).toBe(all.json.total);
      expect(page.json.data).toEqual((all.json.data as unknown[]).slice(2, 5));
      const byName = await h().call("listComplaintTypes", { query: { sort: "nameEn", dir: "asc" } });
      const names = (byName.json.data as { nameEn: string }[]).map((t) => t.nameEn);
      expect(names[0]).toBe("Corruption and misconduct");
    });

    it("lists several kinds per type, filtered by complaintTypeId", async () => {
      const all = await h().call("listComplaintKinds");
      expect(all.status).toBe(200);
      const road = await h().call("listComplaintKinds", { query: { complaintTypeId: ROAD_TYPE } });
      const kinds = road.json.data as { complaintTypeId: number }[];
      expect(kinds.length).toBeGreaterThanOrEqual(2);
      expect(kinds.every((k) => k.complaintTypeId === ROAD_TYPE)).toBe(true);
      expect(road.json.total).toBe(kinds.length);
      expect(all.json.total).toBeGreaterThan(kinds.length);
    });

    it("lists the kind menu with icons", async () => {
      const res = await h().call("listComplaintKindMenu", { query: { offset: 0, limit: 100, sort: "orderNo", dir: "asc" } });
      const menu = res.json.data as { icon: string; complaintKindId: number }[];
      expect(menu.length).toBeGreaterThan(5);
      expect(menu.every((m) => m.icon !== "")).toBe(true);
    });

    it("lists the six statuses of the life cycle with their Thai names and final flags", async () => {
      const res = await h().call("listComplaintStatuses");
      const statuses = res.json.data as { code: string; nameTh: string; isFinal: boolean }[];
      expect(statuses.map((s) => [s.code, s.nameTh, s.isFinal])).toEqual([
        ["received", "รอรับเรื่อง", false],
        ["accepted", "รับเรื่องแล้ว", false],
        ["in_progress", "อยู่ระหว่างดำเนินการ", false],
        ["completed", "ดำเนินการแล้วเสร็จ", true],
        ["rejected", "ยุติเรื่อง", true],
        ["cancelled", "ยกเลิกแล้ว", true],
      ]);
    });
  });

  describe("filing", () => {
    it("files a complaint as received, numbered CP-<Buddhist year>-<6 digits> in sequence", async () => {
      const token = await h().login("person", SOMCHAI);
      const first = await file(h(), token);
      const second = await file(h(), token);
      const year = buddhistYear(Date.now());
      expect(first.complaintNo).toMatch(new RegExp(`^CP-${year}-\\d{6}$`));
      expect(Number(second.complaintNo.slice(-6))).toBe(Number(first.complaintNo.slice(-6)) + 1);
      expect(first.status.code).toBe("received");
      expect(first.cancelledAt).toBeNull();
    });

    it("refuses a kind that does not belong to the type, and an unknown type (400 naming the field)", async () => {
      const token = await h().login("person", SOMCHAI);
      const otherKind = await kindOf(h(), 2);
      const wrongKind = await h().call("createComplaint", {
        token,
        body: { complaintTypeId: ROAD_TYPE, complaintKindId: otherKind, detail: "Detail long enough", location: "Here", phone: "081-234-5678" },
      });
      expect(wrongKind.status).toBe(400);
      expect(wrongKind.json.message).toBe("complaintKindId: must belong to complaintTypeId");
      const unknownType = await h().call("createComplaint", {
        token,
        body: { complaintTypeId: 9999, complaintKindId: otherKind, detail: "Detail long enough", location: "Here", phone: "081-234-5678" },
      });
      expect(unknownType.status).toBe(400);
      expect(unknownType.json.message).toMatch(/^complaintTypeId: /);
    });

    it("refuses a detail or location of spaces: their length counts without the surrounding spaces (400 naming both)", async () => {
      const token = await h().login("person", SOMCHAI);
      const kind = await kindOf(h(), ROAD_TYPE);
      const blank = await h().call("createComplaint", {
        token,
        body: { complaintTypeId: ROAD_TYPE, complaintKindId: kind, detail: "   short    ", location: "   ", phone: "081-234-5678" },
      });
      expect(blank.status).toBe(400);
      expect(blank.json.errors!.map((e) => e.field)).toEqual(["detail", "location"]);
      const eForm = await h().call("createComplaintEForm", {
        token: await h().login("staff", ADMIN),
        body: { complaintTypeId: ROAD_TYPE, complaintKindId: kind, detail: " ".repeat(12), location: "Soi 5", contactName: "Walk-in", phone: "081-234-5678", channel: "walk_in" },
      });
      expect(eForm.status).toBe(400);
      expect(eForm.json.errors!.map((e) => e.field)).toEqual(["detail"]);
    });

    it("needs a signed-in person (401 without a token)", async () => {
      const res = await h().call("createComplaint", {
        body: { complaintTypeId: ROAD_TYPE, complaintKindId: 1, detail: "Detail long enough", location: "Here", phone: "081-234-5678" },
      });
      expect(res.status).toBe(401);
    });
  });

  describe("search", () => {
    it("a person sees only their own complaints; staff see everyone's", async () => {
      const somchai = await h().login("person", SOMCHAI);
      const other = await newResident(h(), "searcher");
      const theirs = await file(h(), other.token, "Someone else's complaint about noise");
      const mine = await h().call("searchComplaints", { token: somchai });
      const mineList = mine.json.data as Complaint[];
      expect(mineList.length).toBeGreaterThanOrEqual(3); // the demo complaints
      expect(mineList.some((c) => c.id === theirs.id)).toBe(false);
      expect(new Set(mineList.map((c) => c.personId)).size).toBe(1);
      const staff = await h().call("searchComplaints", { token: await h().login("staff", ADMIN), query: { limit: 100 } });
      const all = staff.json.data as Complaint[];
      expect(all.some((c) => c.id === theirs.id)).toBe(true);
      expect(all.some((c) => c.personId === mineList[0]!.personId)).toBe(true);
    });

    it("filters by status, type and text, pages, and sorts", async () => {
      const resident = await newResident(h(), "filterer");
      const a = await file(h(), resident.token, "Broken footpath tiles near school AAA");
      const b = await file(h(), resident.token, "Another broken footpath near temple BBB");
      await setStatus(h(), a.id, "in_progress");
      const token = resident.token;
      const inProgress = await h().call("searchComplaints", { token, body: { statusCode: "in_progress" } });
      expect((inProgress.json.data as Complaint[]).map((c) => c.id)).toEqual([a.id]);
      const byText = await h().call("searchComplaints", { token, body: { text: "temple bbb" } });
      expect((byText.json.data as Complaint[]).map((c) => c.id)).toEqual([b.id]);
      const byNo = await h().call("searchComplaints", { token, body: { text: a.complaintNo.toLowerCase() } });
      expect((byNo.json.data as Complaint[]).map((c) => c.id)).toEqual([a.id]);
      const byType = await h().call("searchComplaints", { token, body: { complaintTypeId: ROAD_TYPE } });
      expect(byType.json.total).toBe(2);
      const wildcard = await h().call("searchComplaints", { token, body: { text: "%" } });
      expect(wildcard.json.total).toBe(0);
      const page = await h().call("searchComplaints", { token, query: { limit: 1, offset: 0, sort: "complaintNo", dir: "asc" } });
      expect(page.json.total).toBe(2);
      expect((page.json.data as Complaint[]).map((c) => c.id)).toEqual([a.id]);
      const desc = await h().call("searchComplaints", { token, query: { sort: "complaintNo", dir: "desc" }, body: {} });
      expect((desc.json.data as Complaint[]).map((c) => c.id)).toEqual([b.id, a.id]);
    });
  });

  describe("ownership and state rules", () => {
    it("another citizen's complaint answers 404 for cancel and delete, and stays unchanged", async () => {
      const owner = await newResident(h(), "owner");
      const intruder = await newResident(h(), "intruder");
      const complaint = await file(h(), owner.token);
      expect((await h().call("cancelComplaint", { token: intruder.token, params: { id: complaint.id } })).status).toBe(404);
      expect((await h().call("deleteComplaint", { token: intruder.token, params: { id: complaint.id } })).status).toBe(404);
      const search = await h().call("searchComplaints", { token: intruder.token });
      expect(search.json.total).toBe(0);
      const still = await h().call("searchComplaints", { token: owner.token });
      expect((still.json.data as Complaint[]).map((c) => [c.id, c.status.code])).toEqual([[complaint.id, "received"]]);
    });

    it("cancels only while received (then 409), and sets cancelledAt", async () => {
      const resident = await newResident(h(), "canceller");
      const complaint = await file(h(), resident.token);
      const cancelled = await h().call("cancelComplaint", { token: resident.token, params: { id: complaint.id }, query: { version: "1.1" } });
      expect(cancelled.status).toBe(200);
      const data = cancelled.json.data as Complaint;
      expect(data.status.code).toBe("cancelled");
      expect(data.cancelledAt).not.toBeNull();
      expect((await h().call("cancelComplaint", { token: resident.token, params: { id: complaint.id } })).status).toBe(409);
      const started = await file(h(), resident.token);
      await setStatus(h(), started.id, "in_progress");
      const refused = await h().call("cancelComplaint", { token: resident.token, params: { id: started.id } });
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe("This cannot be done while the complaint is in progress (in_progress).");
    });

    it("deletes only received or cancelled complaints; accepted, in progress, completed and rejected answer 409", async () => {
      const resident = await newResident(h(), "deleter");
      const received = await file(h(), resident.token);
      expect((await h().call("deleteComplaint", { token: resident.token, params: { id: received.id } })).status).toBe(200);
      expect((await h().call("deleteComplaint", { token: resident.token, params: { id: received.id } })).status).toBe(404);
      const cancelled = await file(h(), resident.token);
      await h().call("cancelComplaint", { token: resident.token, params: { id: cancelled.id } });
      expect((await h().call("deleteComplaint", { token: resident.token, params: { id: cancelled.id } })).status).toBe(200);
      for (const code of ["accepted", "in_progress", "completed", "rejected"] as const) {
        const kept = await file(h(), resident.token);
        await setStatus(h(), kept.id, code);
        expect((await h().call("deleteComplaint", { token: resident.token, params: { id: kept.id } })).status).toBe(409);
      }
      const left = await h().call("searchComplaints", { token: resident.token });
      expect((left.json.data as Complaint[]).map((c) => c.status.code).sort()).toEqual(["accepted", "completed", "in_progress", "rejected"]);
    });

    it("an unknown complaint id answers 404", async () => {
      const token = await h().login("person", SOMCHAI);
      expect((await h().call("cancelComplaint", { token, params: { id: 2147483647 } })).status).toBe(404);
      expect((await h().call("deleteComplaint", { token, params: { id: 2147483647 } })).status).toBe(404);
    });
  });
});
