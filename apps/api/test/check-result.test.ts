/**
 * Checking a case's result without an account (issue 12 item 4; contract `checkResult`): the reference number with
 * the telephone (as typed: spaces, hyphens, +66) or the last four digits of the national ID answers the status and
 * the timeline, with no staff names, internal notes or contact details; wrong pairs, unknown references and
 * whistleblowing reports answer the same 404; attempts are throttled in the database (429 with Retry-After) per
 * address and, for wrong pairs, per reference number and address (so nobody can block a case's owner).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { persons } from "../src/db/schema";
import { citizenIdFrom, describeBackends, newResident, uniqueAddress } from "./support/harness";
import { fileCase, move, signInStaff, typeAndKind, type StaffTokens } from "./support/cases";

type Result = Schemas["CheckResult"];

describeBackends("check result", (h) => {
  let staff: StaffTokens;

  beforeAll(async () => {
    staff = await signInStaff(h());
  });

  function check(body: Schemas["CheckResultQuery"], remoteAddress = uniqueAddress()) {
    return h().call("checkResult", { body, remoteAddress });
  }

  /** A resident with a national ID whose case went through the whole life cycle, with an internal note. */
  async function completedCase() {
    const resident = await newResident(h(), "checker");
    const citizenId = citizenIdFrom(`3${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 900) + 100)}`);
    await h().server.database.db.update(persons).set({ citizenId }).where(eq(persons.id, resident.personId));
    const filed = await fileCase(h(), resident.token, { detail: "Broken pavement at soi 5, my house number is 99/1" });
    await move(h(), staff.admin.token, filed.id, { action: "accept", assigneeId: staff.somsak.id });
    await move(h(), staff.somsak.token, filed.id, { action: "start" });
    const internal = await h().call("createComplaintNote", {
      token: staff.somsak.token,
      body: { complaintId: filed.id, body: "INTERNAL-ONLY budget code 77", internal: true },
    });
    expect(internal.status).toBe(201);
    await move(h(), staff.somsak.token, filed.id, { action: "complete", comment: "The pavement was repaired on Monday." });
    return { resident, citizenId, filed };
  }

  describe("a right pair", () => {
    it("answers the status and the timeline, without staff names, internal notes or contact details", async () => {
      const { citizenId, filed } = await completedCase();
      const ways: Schemas["CheckResultQuery"][] = [
        { reference: filed.complaintNo, phone: "081-234-5678" },
        { reference: filed.complaintNo.toLowerCase().replace(/-/g, ""), phone: "0812345678" },
        { reference: ` ${filed.complaintNo} `, phone: "+66 81 234 5678" },
        { reference: filed.complaintNo, idLast4: citizenId.slice(-4) },
      ];
      for (const body of ways) {
        const res = await check(body);
        expect(res.status, `${JSON.stringify(body)}: ${res.json.message}`).toBe(200);
        expect((res.json.data as Result).id).toBe(filed.id);
      }
      const res = await check({ reference: filed.complaintNo, phone: "081 234 5678" });
      const data = res.json.data as Result;
      expect(data).toMatchObject({
        complaintNo: filed.complaintNo,
        status: { code: "completed" },
        unit: { nameEn: "Engineering" },
        overdue: false,
        rated: false,
        completedAt: expect.any(String),
      });
      expect(data.subject.nameTh).not.toBe("");
      expect(data.history.map((e) => [e.action, e.toStatus])).toEqual([
        ["filed", "received"],
        ["accepted", "accepted"],
        ["started", "in_progress"],
        ["completed", "completed"],
      ]);
      expect(data.history.at(-1)?.comment).toBe("The pavement was repaired on Monday.");
      const text = JSON.stringify(res.json);
      for (const secret of ["INTERNAL-ONLY", "สมศักดิ์", "แก้วมณี", "0812345678", "081-234-5678", "@example.org", "99/1", "Broken pavement", citizenId]) {
        expect(text, secret).not.toContain(secret);
      }
      expect(Object.keys(data)).not.toContain("assignee");
      expect(Object.keys(data)).not.toContain("phone");
    });

    it("says whether the case has been rated", async () => {
      const { resident, filed } = await completedCase();
      const rated = await h().call("submitSatisfaction", { token: resident.token, body: { caseId: filed.id, rating: 5 }, remoteAddress: uniqueAddress() });
      expect(rated.status).toBe(201);
      expect(((await check({ reference: filed.complaintNo, phone: "0812345678" })).json.data as Result).rated).toBe(true);
    });
  });

  describe("wrong pairs", () => {
    it("a wrong telephone, wrong ID digits, an unknown reference and a whistleblowing report answer the same 404", async () => {
      const { citizenId, filed } = await completedCase();
      const wrongDigits = String((Number(citizenId.slice(-4)) + 1) % 10000).padStart(4, "0");
      const { kindId } = await typeAndKind(h(), "corruption");
      const report = await h().call("reportWhistleblowing", {
        remoteAddress: uniqueAddress(),
        body: { complaintKindId: kindId, detail: "A clerk asked for money to speed up a permit.", location: "Office" },
      });
      expect(report.status).toBe(201);
      const answers = [
        await check({ reference: filed.complaintNo, phone: "0899999999" }),
        await check({ reference: filed.complaintNo, idLast4: wrongDigits }),
        await check({ reference: "CP-2400-999999", phone: "0812345678" }),
        await check({ reference: (report.json.data as { complaintNo: string }).complaintNo, phone: "0812345678" }),
      ];
      expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
      expect(new Set(answers.map((a) => a.json.message)).size).toBe(1);
      expect(answers.every((a) => a.json.data === undefined)).toBe(true);
    });

    it("exactly one of telephone and ID digits, well formed (400 naming the field)", async () => {
      const both = await check({ reference: "CP-2569-000001", phone: "0812345678", idLast4: "1234" });
      expect(both.status).toBe(400);
      expect(both.json.message).toContain("phone");
      expect((await check({ reference: "CP-2569-000001" })).status).toBe(400);
      const short = await check({ reference: "CP-2569-000001", phone: "12-34" });
      expect(short.status).toBe(400);
      expect(short.json.message).toContain("phone");
      const letters = await check({ reference: "CP-2569-000001", idLast4: "12a4" });
      expect(letters.status).toBe(400);
      expect(letters.json.message).toContain("idLast4");
    });
  });

  describe("throttling in the database", () => {
    it("wrong pairs of one reference from one address: 10 an hour, then 429 with Retry-After even for the right pair; the owner elsewhere is not blocked", async () => {
      const { filed } = await completedCase();
      const guesser = uniqueAddress();
      // A right pair does not count against the reference.
      expect((await check({ reference: filed.complaintNo, phone: "0812345678" }, guesser)).status).toBe(200);
      for (let i = 0; i < 10; i++) {
        expect((await check({ reference: filed.complaintNo, idLast4: String(1000 + i) }, guesser)).status).toBeLessThan(500);
      }
      const blocked = await check({ reference: filed.complaintNo, phone: "0812345678" }, guesser);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(3600);
      expect((await check({ reference: filed.complaintNo, phone: "0812345678" })).status).toBe(200);
    });

    it("20 attempts from one address in 15 minutes, then 429 for any reference", async () => {
      const address = uniqueAddress();
      for (let i = 0; i < 20; i++) {
        expect((await check({ reference: `CP-2400-${String(100000 + i)}`, phone: "0812345678" }, address)).status).toBe(404);
      }
      const blocked = await check({ reference: "CP-2400-200000", phone: "0812345678" }, address);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      expect((await check({ reference: "CP-2400-200000", phone: "0812345678" }, uniqueAddress())).status).toBe(404);
    });
  });
});
