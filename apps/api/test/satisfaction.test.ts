/**
 * The satisfaction survey (issue 12 item 5; contract tag `satisfaction`): one answer per completed case, only by the
 * case's resident (another resident: 404; before completion: 409; a second answer: 409), the general survey of the
 * portal (signed in once per 30 days, signed out throttled per address), what is still to rate, and the staff figures
 * (response rate and averages per division, service and month) with their CSV export.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { satisfactionResponses } from "../src/db/schema";
import { describeBackends, newResident, uniqueAddress } from "./support/harness";
import { fileCase, move, setCase, signInStaff, type StaffTokens } from "./support/cases";
import { newStaffUser } from "./support/staff";

type Stats = Schemas["SatisfactionStats"];

describeBackends("satisfaction survey", (h) => {
  let staff: StaffTokens;

  beforeAll(async () => {
    staff = await signInStaff(h());
  });

  /** A case of `token`'s resident taken to `completed` by the administrator. */
  async function completedCase(token: string, detail?: string): Promise<Schemas["Complaint"]> {
    const filed = await fileCase(h(), token, detail ? { detail } : {});
    await move(h(), staff.admin.token, filed.id, { action: "accept" });
    await move(h(), staff.admin.token, filed.id, { action: "start" });
    await move(h(), staff.admin.token, filed.id, { action: "complete", comment: "The pothole has been filled." });
    return filed;
  }

  function answer(body: Schemas["SatisfactionAnswer"], token?: string, remoteAddress = uniqueAddress()) {
    return h().call("submitSatisfaction", { body, token, remoteAddress });
  }

  describe("answers about a case", () => {
    it("only the case's resident, only once completed, once per case; the notification of completion links the survey", async () => {
      const resident = await newResident(h(), "rater");
      const other = await newResident(h(), "stranger");
      const filed = await fileCase(h(), resident.token);

      // Not before completion (409 naming the status), never for another resident (404), never without sign-in (401).
      const early = await answer({ caseId: filed.id, rating: 5, resolved: true }, resident.token);
      expect(early.status).toBe(409);
      expect(early.json.message).toContain("Received");
      expect((await h().call("getCaseSatisfaction", { token: resident.token, params: { id: filed.id } })).json).toMatchObject({
        data: null,
        canAnswer: false,
      });

      await move(h(), staff.admin.token, filed.id, { action: "accept" });
      await move(h(), staff.admin.token, filed.id, { action: "start" });
      await move(h(), staff.admin.token, filed.id, { action: "complete", comment: "The pothole has been filled." });

      const notifications = await h().call("listNotifications", { token: resident.token });
      expect((notifications.json.data as Schemas["InboxItem"][]).map((n) => n.link)).toContain(`/e-service/main/satisfaction?case=${filed.id}`);

      const pending = await h().call("listPendingSatisfaction", { token: resident.token });
      expect(pending.status).toBe(200);
      expect((pending.json.data as Schemas["Complaint"][]).map((c) => c.id)).toEqual([filed.id]);
      expect((await h().call("getCaseSatisfaction", { token: resident.token, params: { id: filed.id } })).json).toMatchObject({
        data: null,
        canAnswer: true,
      });

      expect((await answer({ caseId: filed.id, rating: 1 }, other.token)).status).toBe(404);
      expect((await h().call("getCaseSatisfaction", { token: other.token, params: { id: filed.id } })).status).toBe(404);
      expect((await answer({ caseId: filed.id, rating: 1 })).status).toBe(401);
      expect((await answer({ caseId: filed.id, rating: 1 }, staff.admin.token)).status).toBe(403);
      const tooHigh = await answer({ caseId: filed.id, rating: 6 }, resident.token);
      expect(tooHigh.status).toBe(400);
      expect(tooHigh.json.message).toContain("rating");
      const longComment = await answer({ caseId: filed.id, rating: 4, comment: "ก".repeat(1001) }, resident.token);
      expect(longComment.status).toBe(400);
      expect(longComment.json.message).toContain("comment");

      const first = await answer({ caseId: filed.id, rating: 4, resolved: true, speed: 3, courtesy: 5, comment: "  รวดเร็วดีมาก  " }, resident.token);
      expect(first.status, first.json.message).toBe(201);
      expect(first.json.data).toMatchObject({ caseId: filed.id, rating: 4, resolved: true, speed: 3, courtesy: 5, comment: "รวดเร็วดีมาก", language: "en" });
      expect(Object.keys(first.json.data as object)).not.toContain("personId");

      const second = await answer({ caseId: filed.id, rating: 1, resolved: false }, resident.token);
      expect(second.status).toBe(409);
      const rows = await h().server.database.db.select().from(satisfactionResponses).where(eq(satisfactionResponses.caseId, filed.id));
      expect(rows.map((r) => [r.rating, r.personId])).toEqual([[4, resident.personId]]);

      // The answer is shown to the resident and to staff allowed on the case; nothing is left to rate.
      expect((await h().call("getCaseSatisfaction", { token: resident.token, params: { id: filed.id } })).json).toMatchObject({
        data: { rating: 4, resolved: true },
        canAnswer: false,
      });
      expect((await h().call("getCaseSatisfaction", { token: staff.admin.token, params: { id: filed.id } })).json).toMatchObject({
        data: { rating: 4 },
        canAnswer: false,
      });
      expect((await h().call("listPendingSatisfaction", { token: resident.token })).json.data).toEqual([]);
      expect((await h().call("listPendingSatisfaction", { token: staff.admin.token })).status).toBe(403);
    });

    it("two answers at the same time: one is stored, the other answers 409", async () => {
      const resident = await newResident(h(), "racer");
      const filed = await completedCase(resident.token);
      const both = await Promise.all([answer({ caseId: filed.id, rating: 5 }, resident.token), answer({ caseId: filed.id, rating: 3 }, resident.token)]);
      expect(both.map((a) => a.status).sort()).toEqual([201, 409]);
      const rows = await h().server.database.db.select().from(satisfactionResponses).where(eq(satisfactionResponses.caseId, filed.id));
      expect(rows).toHaveLength(1);
    });
  });

  describe("the general survey of the portal", () => {
    it("signed in: once per 30 days; signed out: anonymous and throttled per address (429 with Retry-After)", async () => {
      const resident = await newResident(h(), "general");
      const first = await answer({ rating: 5, resolved: true }, resident.token);
      expect(first.status, first.json.message).toBe(201);
      expect(first.json.data).toMatchObject({ caseId: null, rating: 5 });
      expect((await answer({ rating: 2 }, resident.token)).status).toBe(409);
      const pending = await h().call("listPendingSatisfaction", { token: resident.token });
      expect(pending.json.generalAnsweredAt).toBe((first.json.data as Schemas["SatisfactionResponse"]).createdAt);

      // 31 days later the resident may answer again.
      await h()
        .server.database.db.update(satisfactionResponses)
        .set({ createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
        .where(eq(satisfactionResponses.id, (first.json.data as Schemas["SatisfactionResponse"]).id));
      expect((await answer({ rating: 3 }, resident.token)).status).toBe(201);

      const address = uniqueAddress();
      for (let i = 0; i < 10; i++) expect((await answer({ rating: 4 }, undefined, address)).status).toBe(201);
      const throttled = await answer({ rating: 4 }, undefined, address);
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
      expect((await answer({ rating: 4 }, undefined, uniqueAddress())).status).toBe(201);
    });
  });

  describe("figures for staff", () => {
    // January and February 2020 (Asia/Bangkok): no other test completes cases then.
    const period = { from: "2019-12-31T17:00:00.000Z", to: "2020-02-29T17:00:00.000Z" };

    it("response rate and averages per division, service and month, in the caller's scope, and as CSV with a BOM", async () => {
      const resident = await newResident(h(), "stats");
      const cases = [await completedCase(resident.token), await completedCase(resident.token), await completedCase(resident.token)];
      expect((await answer({ caseId: cases[0]!.id, rating: 5, resolved: true, speed: 4 }, resident.token)).status).toBe(201);
      expect((await answer({ caseId: cases[1]!.id, rating: 2, resolved: false }, resident.token)).status).toBe(201);
      await setCase(h(), cases[0]!.id, { completedAt: new Date("2020-01-10T03:00:00Z") });
      await setCase(h(), cases[1]!.id, { completedAt: new Date("2020-01-20T03:00:00Z") });
      await setCase(h(), cases[2]!.id, { completedAt: new Date("2020-02-05T03:00:00Z") });
      // A general answer of that period.
      const general = await answer({ rating: 3, courtesy: 2 }, undefined, uniqueAddress());
      await h()
        .server.database.db.update(satisfactionResponses)
        .set({ createdAt: new Date("2020-01-15T03:00:00Z") })
        .where(eq(satisfactionResponses.id, (general.json.data as Schemas["SatisfactionResponse"]).id));

      const res = await h().call("getSatisfactionStats", { token: staff.admin.token, query: period });
      expect(res.status, res.json.message).toBe(200);
      const stats = res.json.data as Stats;
      const figures = { completed: 3, answers: 2, responseRate: 0.667, averageRating: 3.5, resolvedShare: 0.5, averageSpeed: 4, averageCourtesy: null };
      expect(stats.total).toMatchObject(figures);
      expect(stats.byUnit).toEqual([{ key: String(cases[0]!.unit?.id), nameTh: "งานวิศวกรรม", nameEn: "Engineering", ...figures }]);
      expect(stats.byService).toHaveLength(1);
      expect(stats.byService[0]).toMatchObject({ key: `type:${cases[0]!.complaintTypeId}`, ...figures });
      expect(stats.byMonth).toEqual([
        { key: "2020-01", nameTh: "มกราคม 2563", nameEn: "January 2020", completed: 2, answers: 2, responseRate: 1, averageRating: 3.5, resolvedShare: 0.5, averageSpeed: 4, averageCourtesy: null },
        { key: "2020-02", nameTh: "กุมภาพันธ์ 2563", nameEn: "February 2020", completed: 1, answers: 0, responseRate: 0, averageRating: null, resolvedShare: null, averageSpeed: null, averageCourtesy: null },
      ]);
      expect(stats.general).toMatchObject({ completed: 0, answers: 1, responseRate: null, averageRating: 3, averageCourtesy: 2 });

      // Another division's officer sees none of these cases.
      const health = await newStaffUser(h(), ["officer"], { unitCode: "health", prefix: "healthofficer" });
      const theirs = (await h().call("getSatisfactionStats", { token: health.token, query: period })).json.data as Stats;
      expect(theirs.total).toMatchObject({ completed: 0, answers: 0, responseRate: null, averageRating: null });
      expect(theirs.byUnit).toEqual([]);

      const csv = await h().call("exportSatisfaction", { token: staff.admin.token, query: period });
      expect(csv.status).toBe(200);
      expect(csv.headers["content-type"]).toContain("text/csv");
      expect(String(csv.headers["content-disposition"])).toMatch(/^attachment; filename="satisfaction-\d{4}-\d{2}-\d{2}\.csv"$/);
      const text = String(csv.body);
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).trim().split("\r\n");
      expect(lines[0]).toBe("group,key,nameTh,nameEn,completed,answers,responseRate,averageRating,resolvedShare,averageSpeed,averageCourtesy");
      expect(lines).toContain("total,total,ทั้งหมด,All,3,2,0.667,3.5,0.5,4,");
      expect(lines).toContain("month,2020-01,มกราคม 2563,January 2020,2,2,1,3.5,0.5,4,");
      expect(lines).toContain(`unit,${cases[0]!.unit?.id},งานวิศวกรรม,Engineering,3,2,0.667,3.5,0.5,4,`);
      expect(lines).toContain("general,general,แบบประเมินการใช้งานระบบ,Portal survey,0,1,,3,,,2");

      // Residents get no figures; a period the wrong way round is a 400 naming `from`.
      expect((await h().call("getSatisfactionStats", { token: resident.token })).status).toBe(403);
      const backwards = await h().call("getSatisfactionStats", { token: staff.admin.token, query: { from: period.to, to: period.from } });
      expect(backwards.status).toBe(400);
      expect(backwards.json.message).toContain("from");
    });

    it("defaults to the last 12 months, every month listed", async () => {
      const res = await h().call("getSatisfactionStats", { token: staff.admin.token });
      expect(res.status).toBe(200);
      const months = (res.json.data as Stats).byMonth.map((m) => m.key);
      expect(months).toHaveLength(12);
      const now = new Date(Date.now() + 7 * 3600 * 1000);
      expect(months.at(-1)).toBe(`${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`);
    });
  });
});
