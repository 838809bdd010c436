/**
 * Complaint cases (issue 11 items 1, 2, 3 and 5; contract tag `complaint`): the life cycle with every allowed and
 * refused move, the history row, audit entry, notification and e-mail of each change, the resident's cancel and
 * reopen, the staff work queue (visibility, filters, counts, sort), ownership of cases, notes and files, the notes
 * thread, the e-form and the dashboard figures.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { describeBackends, newResident, SOMCHAI } from "./support/harness";
import { newStaffUser } from "./support/staff";
import {
  auditRows,
  fileCase,
  getCase,
  historyRows,
  marker,
  move,
  notificationsOf,
  outboxOf,
  personIdByName,
  searchIds,
  setCase,
  signInStaff,
  typeAndKind,
  type Case,
  type Note,
  type StaffTokens,
} from "./support/cases";

const DAY = 24 * 60 * 60 * 1000;
const SOMSAK_NAME = "นายสมศักดิ์ แก้วมณี";

/** Sorted copy (for comparing id sets). */
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describeBackends("complaint cases", (h) => {
  let staff: StaffTokens;
  const units: Record<string, number> = {};

  beforeAll(async () => {
    staff = await signInStaff(h());
    const res = await h().call("listOrgUnits", { token: staff.admin.token, query: { includeInactive: "true" } });
    for (const u of res.json.data as { id: number; code: string | null }[]) if (u.code) units[u.code] = u.id;
  });

  const casePath = (id: number) => `/e-service/main/complaints/${id}`;

  describe("life cycle", () => {
    it("accepts, assigns, starts and completes a case: each change is a history row, an audit entry, a notification and an e-mail", async () => {
      const resident = await newResident(h(), "lifecycle");
      const colleague = await newStaffUser(h(), ["officer"], { unitCode: "technical-engineering", prefix: "engineer" });
      const somsak = staff.somsak;
      const t0 = Date.now();
      const filed = await fileCase(h(), resident.token);
      expect(filed).toMatchObject({
        status: { code: "received" },
        channel: "web",
        confidential: false,
        reopenCount: 0,
        completedAt: null,
        closedAt: null,
        overdue: false,
        assignee: null,
        personId: resident.personId,
        unit: { id: units["technical-engineering"] },
      });
      // The kind's target time (default 15 days) gives the resident's expected date.
      expect(Date.parse(filed.dueAt) - Date.parse(filed.createdAt)).toBe(15 * DAY);

      const mine = await getCase(h(), resident.token, filed.id);
      expect(mine.allowedActions).toEqual(["cancel"]);
      expect(mine.contact).toBeNull();
      expect(mine.canReopenUntil).toBeNull();
      expect(mine.history).toMatchObject([{ action: "filed", actorKind: "resident", actorName: null, fromStatus: null, toStatus: "received" }]);

      const queued = await getCase(h(), somsak.token, filed.id);
      expect(queued.allowedActions).toEqual(["accept", "forward", "reject"]);
      expect(queued.contact).toEqual({ name: "นางทดสอบ lifecycle", phone: "081-234-5678", email: `${resident.name}@example.org` });

      const assignees = await h().call("listComplaintAssignees", { token: somsak.token, params: { id: filed.id } });
      expect(assignees.status).toBe(200);
      const assigneeIds = (assignees.json.data as { id: number }[]).map((a) => a.id);
      expect(assigneeIds).toEqual(expect.arrayContaining([somsak.id, colleague.personId]));
      expect(assigneeIds).not.toContain(staff.kannika.id);

      const accepted = await move(h(), somsak.token, filed.id, { action: "accept", assigneeId: somsak.id });
      expect(accepted).toMatchObject({
        status: { code: "accepted" },
        assignee: { id: somsak.id, name: SOMSAK_NAME },
        unit: { id: units["technical-engineering"] },
        allowedActions: ["assign", "forward", "start", "reject"],
      });
      // Only an active officer of the case's unit can be assigned.
      const outsider = await h().call("transitionComplaint", {
        token: somsak.token,
        params: { id: filed.id },
        body: { action: "assign", assigneeId: staff.kannika.id },
      });
      expect(outsider.status).toBe(400);
      expect(outsider.json.message).toMatch(/^assigneeId: /);
      const noAssignee = await h().call("transitionComplaint", { token: somsak.token, params: { id: filed.id }, body: { action: "assign" } });
      expect(noAssignee.status).toBe(400);
      expect(noAssignee.json.message).toMatch(/^assigneeId: /);

      const assigned = await move(h(), somsak.token, filed.id, { action: "assign", assigneeId: colleague.personId });
      expect(assigned.status.code).toBe("accepted");
      expect(assigned.assignee?.id).toBe(colleague.personId);

      const started = await move(h(), colleague.token, filed.id, { action: "start" });
      expect(started.status.code).toBe("in_progress");
      expect(started.allowedActions).toEqual(["assign", "forward", "complete", "reject"]);

      const noNote = await h().call("transitionComplaint", { token: colleague.token, params: { id: filed.id }, body: { action: "complete" } });
      expect(noNote.status).toBe(400);
      expect(noNote.json.message).toMatch(/^comment: /);
      expect(noNote.json.errors?.map((e) => e.field)).toEqual(["comment"]);
      const shortNote = await h().call("transitionComplaint", {
        token: colleague.token,
        params: { id: filed.id },
        body: { action: "complete", comment: "  ok  " },
      });
      expect(shortNote.status).toBe(400);
      expect(shortNote.json.message).toMatch(/^comment: /);

      const closingNote = "Filled the pothole with asphalt on Tuesday.";
      const completed = await move(h(), colleague.token, filed.id, { action: "complete", comment: closingNote });
      const t1 = Date.now();
      expect(completed.status.code).toBe("completed");
      expect(completed.allowedActions).toEqual([]);
      expect(completed.completedAt).not.toBeNull();
      expect(completed.closedAt).toBe(completed.completedAt);
      expect(Date.parse(completed.canReopenUntil!)).toBe(Date.parse(completed.completedAt!) + 30 * DAY);

      // The resident's view: no staff names, the whole timeline, reopen offered.
      const seen = await getCase(h(), resident.token, filed.id);
      expect(seen.allowedActions).toEqual(["reopen"]);
      expect(seen.assignee).toBeNull();
      expect(seen.history.map((e) => [e.action, e.fromStatus, e.toStatus, e.actorName, e.assignee])).toEqual([
        ["filed", null, "received", null, null],
        ["accepted", "received", "accepted", null, null],
        ["assigned", "accepted", "accepted", null, null],
        ["started", "accepted", "in_progress", null, null],
        ["completed", "in_progress", "completed", null, null],
      ]);
      expect(seen.history.at(-1)?.comment).toBe(closingNote);
      // Staff see who did what.
      const staffView = await getCase(h(), somsak.token, filed.id);
      expect(staffView.history.slice(1).map((e) => e.actorName)).toEqual([
        SOMSAK_NAME,
        SOMSAK_NAME,
        `นายทดสอบ officer`,
        `นายทดสอบ officer`,
      ]);
      expect(staffView.history[1]?.assignee).toEqual({ id: somsak.id, name: SOMSAK_NAME });
      expect(staffView.history[2]?.assignee?.id).toBe(colleague.personId);

      // History rows: when, who, from, to, comment.
      const history = await historyRows(h(), filed.id);
      expect(history.map((r) => [r.action, r.actorKind, r.actorId, r.fromStatus, r.toStatus, r.assigneeId, r.comment])).toEqual([
        ["filed", "resident", resident.personId, null, "received", null, null],
        ["accepted", "staff", somsak.id, "received", "accepted", somsak.id, null],
        ["assigned", "staff", somsak.id, "accepted", "accepted", colleague.personId, null],
        ["started", "staff", colleague.personId, "accepted", "in_progress", null, null],
        ["completed", "staff", colleague.personId, "in_progress", "completed", null, closingNote],
      ]);
      for (const r of history) {
        expect(r.at.getTime()).toBeGreaterThanOrEqual(t0);
        expect(r.at.getTime()).toBeLessThanOrEqual(t1);
      }

      // Audit entries (entity `complaint`), one per staff change.
      const audit = await auditRows(h(), filed.id);
      expect(audit.map((a) => [a.action, a.personId, a.realm, a.changes])).toEqual([
        [
          "status-change",
          somsak.id,
          "staff",
          [
            { field: "status", before: "received", after: "accepted" },
            { field: "assigneeId", before: null, after: somsak.id },
          ],
        ],
        ["update", somsak.id, "staff", [{ field: "assigneeId", before: somsak.id, after: colleague.personId }]],
        ["status-change", colleague.personId, "staff", [{ field: "status", before: "accepted", after: "in_progress" }]],
        [
          "status-change",
          colleague.personId,
          "staff",
          [
            { field: "status", before: "in_progress", after: "completed" },
            { field: "comment", before: null, after: closingNote },
          ],
        ],
      ]);

      // A notification (top bar) and an e-mail for each status change (the assignment is not one).
      // The completion's notification opens the satisfaction survey of the case (issue 12 item 5).
      const notes = (await notificationsOf(h(), resident.token)).filter(
        (n) => n.link === casePath(filed.id) || n.link === `/e-service/main/satisfaction?case=${filed.id}`,
      );
      expect(notes.map((n) => n.title)).toEqual([
        `เรื่อง ${filed.complaintNo}: ดำเนินการแล้วเสร็จ`,
        `เรื่อง ${filed.complaintNo}: อยู่ระหว่างดำเนินการ`,
        `เรื่อง ${filed.complaintNo}: รับเรื่องแล้ว`,
      ]);
      expect(notes[0]?.link).toBe(`/e-service/main/satisfaction?case=${filed.id}`);
      expect(notes[0]?.description).toBe(`${closingNote}\n\nโปรดประเมินความพึงพอใจต่อการให้บริการ:`);
      const mails = await outboxOf(h(), resident.personId);
      expect(mails.map((m) => [m.template, m.toAddress, m.language, m.state])).toEqual([
        ["case-status-changed", `${resident.name}@example.org`, "th", "queued"],
        ["case-status-changed", `${resident.name}@example.org`, "th", "queued"],
        ["case-status-changed", `${resident.name}@example.org`, "th", "queued"],
      ]);
      expect(mails.every((m) => m.subject.includes(filed.complaintNo))).toBe(true);
      expect(mails[2]?.subject).toContain("ดำเนินการแล้วเสร็จ");
      expect(mails[2]?.body).toContain(closingNote);
      expect(mails[2]?.body).toContain(casePath(filed.id));
      expect(mails[2]?.body).toContain(`/e-service/main/satisfaction?case=${filed.id}`);
    });

    it("rejects with a reason (then the case is closed), and forwards to another unit as received again", async () => {
      const resident = await newResident(h(), "rejected");
      const somsak = staff.somsak.token;
      const a = await fileCase(h(), resident.token);
      const noReason = await h().call("transitionComplaint", { token: somsak, params: { id: a.id }, body: { action: "reject" } });
      expect(noReason.status).toBe(400);
      expect(noReason.json.message).toMatch(/^comment: /);
      const reason = "This road belongs to the highways department.";
      const rejected = await move(h(), somsak, a.id, { action: "reject", comment: reason });
      expect(rejected).toMatchObject({ status: { code: "rejected" }, completedAt: null, allowedActions: [], canReopenUntil: null });
      expect(rejected.closedAt).not.toBeNull();
      expect(rejected.history.at(-1)).toMatchObject({ action: "rejected", fromStatus: "received", toStatus: "rejected", comment: reason });
      const again = await h().call("transitionComplaint", { token: somsak, params: { id: a.id }, body: { action: "accept" } });
      expect(again.status).toBe(409);
      expect(again.json.message).toContain("(rejected)");
      expect((await getCase(h(), resident.token, a.id)).allowedActions).toEqual([]);
      const mails = await outboxOf(h(), resident.personId);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.body).toContain(reason);
      expect((await notificationsOf(h(), resident.token)).filter((n) => n.link === casePath(a.id))).toHaveLength(1);

      // Forward: a comment and another active unit are required.
      const b = await fileCase(h(), resident.token);
      await move(h(), somsak, b.id, { action: "accept", assigneeId: staff.somsak.id });
      const cases = [
        [{ action: "forward", unitId: units["technical-lighting"] }, /^comment: /],
        [{ action: "forward", comment: "Street lights, not the road" }, /^unitId: /],
        [{ action: "forward", unitId: units["technical-engineering"], comment: "Street lights, not the road" }, /^unitId: /],
        [{ action: "forward", unitId: 2147483647, comment: "Street lights, not the road" }, /^unitId: /],
      ] as const;
      for (const [body, message] of cases) {
        const res = await h().call("transitionComplaint", { token: somsak, params: { id: b.id }, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.json.message).toMatch(message);
      }
      const forwarded = await move(h(), somsak, b.id, {
        action: "forward",
        unitId: units["technical-lighting"],
        comment: "Street lights, not the road",
      });
      expect(forwarded).toMatchObject({ status: { code: "received" }, assignee: null, unit: { id: units["technical-lighting"] } });
      expect(forwarded.history.at(-1)).toMatchObject({
        action: "forwarded",
        fromStatus: "accepted",
        toStatus: "received",
        fromUnit: { id: units["technical-engineering"] },
        toUnit: { id: units["technical-lighting"] },
        comment: "Street lights, not the road",
      });
      // The case left somsak's queue for manop's.
      expect((await h().call("getComplaint", { token: somsak, params: { id: b.id } })).status).toBe(404);
      const atLighting = await getCase(h(), staff.manop.token, b.id);
      expect(atLighting.allowedActions).toEqual(["accept", "forward", "reject"]);
      const rows = await historyRows(h(), b.id);
      expect(rows.at(-1)).toMatchObject({
        action: "forwarded",
        actorId: staff.somsak.id,
        fromUnitId: units["technical-engineering"],
        toUnitId: units["technical-lighting"],
      });
      const audit = await auditRows(h(), b.id);
      expect(audit.at(-1)?.changes).toEqual([
        { field: "status", before: "accepted", after: "received" },
        { field: "unitId", before: units["technical-engineering"], after: units["technical-lighting"] },
        { field: "assigneeId", before: staff.somsak.id, after: null },
        { field: "comment", before: null, after: "Street lights, not the road" },
      ]);
      // Manop accepts it in his unit; forwarding works from in_progress too.
      await move(h(), staff.manop.token, b.id, { action: "accept" });
      await move(h(), staff.manop.token, b.id, { action: "start" });
      const back = await move(h(), staff.manop.token, b.id, { action: "forward", unitId: units["technical-engineering"], comment: "It is the road after all" });
      expect(back.status.code).toBe("received");
    });

    it("refuses the moves the status does not allow (409 naming the status), and residents' and other units' moves", async () => {
      const resident = await newResident(h(), "refused");
      const somsak = staff.somsak.token;
      const c = await fileCase(h(), resident.token);
      const refuse = async (body: Parameters<typeof move>[3], status: string, headers?: Record<string, string>) => {
        const res = await h().call("transitionComplaint", { token: somsak, params: { id: c.id }, body, headers });
        expect(res.status, `${body.action} from ${status}`).toBe(409);
        return res.json.message ?? "";
      };
      expect(await refuse({ action: "start" }, "received")).toBe("This cannot be done while the complaint is received (received).");
      expect(await refuse({ action: "complete", comment: "Closing note here" }, "received")).toContain("(received)");
      expect(await refuse({ action: "assign", assigneeId: staff.somsak.id }, "received")).toContain("(received)");
      await move(h(), somsak, c.id, { action: "accept" });
      expect(await refuse({ action: "accept" }, "accepted")).toContain("(accepted)");
      expect(await refuse({ action: "complete", comment: "Closing note here" }, "accepted")).toContain("(accepted)");
      expect(await refuse({ action: "complete", comment: "Closing note here" }, "accepted", { "accept-language": "th" })).toContain(
        "(รับเรื่องแล้ว)",
      );
      // A resident cannot move a case (403), another unit's officer does not see it (404), nor does an unknown id exist.
      const byResident = await h().call("transitionComplaint", { token: resident.token, params: { id: c.id }, body: { action: "start" } });
      expect(byResident.status).toBe(403);
      const byOtherUnit = await h().call("transitionComplaint", { token: staff.kannika.token, params: { id: c.id }, body: { action: "start" } });
      expect(byOtherUnit.status).toBe(404);
      const unknown = await h().call("transitionComplaint", { token: somsak, params: { id: 2147483647 }, body: { action: "start" } });
      expect(unknown.status).toBe(404);
      // Refused moves leave no trace.
      expect((await historyRows(h(), c.id)).map((r) => r.action)).toEqual(["filed", "accepted"]);
      expect(await auditRows(h(), c.id)).toHaveLength(1);
      expect((await getCase(h(), somsak, c.id)).status.code).toBe("accepted");
    });

    it("the resident cancels while received (history and audit), and not once the unit accepted it (409 naming the status)", async () => {
      const resident = await newResident(h(), "canceller");
      const a = await fileCase(h(), resident.token);
      const cancelled = await h().call("cancelComplaint", { token: resident.token, params: { id: a.id } });
      expect(cancelled.status).toBe(200);
      const data = cancelled.json.data as Case;
      expect(data.status.code).toBe("cancelled");
      expect(data.cancelledAt).not.toBeNull();
      expect(data.closedAt).toBe(data.cancelledAt);
      expect((await historyRows(h(), a.id)).map((r) => [r.action, r.actorKind, r.actorId, r.fromStatus, r.toStatus])).toEqual([
        ["filed", "resident", resident.personId, null, "received"],
        ["cancelled", "resident", resident.personId, "received", "cancelled"],
      ]);
      expect((await auditRows(h(), a.id)).map((r) => [r.action, r.personId, r.realm, r.changes])).toEqual([
        ["status-change", resident.personId, "person", [{ field: "status", before: "received", after: "cancelled" }]],
      ]);
      // Staff can do nothing more with it.
      const accept = await h().call("transitionComplaint", { token: staff.somsak.token, params: { id: a.id }, body: { action: "accept" } });
      expect(accept.status).toBe(409);
      expect((await getCase(h(), staff.somsak.token, a.id)).allowedActions).toEqual([]);

      const b = await fileCase(h(), resident.token);
      await move(h(), staff.somsak.token, b.id, { action: "accept" });
      const late = await h().call("cancelComplaint", { token: resident.token, params: { id: b.id } });
      expect(late.status).toBe(409);
      expect(late.json.message).toContain("(accepted)");
      expect((await getCase(h(), resident.token, b.id)).allowedActions).toEqual([]);
    });

    it("the resident reopens a completed case within 30 days (accepted, counted, due date renewed), not later", async () => {
      const resident = await newResident(h(), "reopener");
      const somsak = staff.somsak;
      const a = await fileCase(h(), resident.token);
      await move(h(), somsak.token, a.id, { action: "accept", assigneeId: somsak.id });
      await move(h(), somsak.token, a.id, { action: "start" });
      const completed = await move(h(), somsak.token, a.id, { action: "complete", comment: "Repaired the road surface." });
      // Past its first due date, so that the renewal shows.
      await setCase(h(), a.id, { dueAt: new Date(Date.now() - 3 * DAY) });
      const view = await getCase(h(), resident.token, a.id);
      expect(view.allowedActions).toEqual(["reopen"]);
      expect(view.canReopenUntil).toBe(completed.canReopenUntil);
      expect(view.overdue).toBe(false); // a completed case is not overdue

      const short = await h().call("reopenComplaint", { token: resident.token, params: { id: a.id }, body: { reason: "bad" } });
      expect(short.status).toBe(400);
      expect(short.json.message).toMatch(/reason/);
      const blank = await h().call("reopenComplaint", { token: resident.token, params: { id: a.id }, body: { reason: "        " } });
      expect(blank.status).toBe(400);
      expect(blank.json.message).toMatch(/^reason: /);
      const stranger = await newResident(h(), "stranger");
      const notTheirs = await h().call("reopenComplaint", { token: stranger.token, params: { id: a.id }, body: { reason: "Not fixed at all" } });
      expect(notTheirs.status).toBe(404);

      const before = Date.now();
      const reason = "The pothole came back after the rain.";
      const reopened = await h().call("reopenComplaint", { token: resident.token, params: { id: a.id }, body: { reason } });
      const after = Date.now();
      expect(reopened.status).toBe(200);
      const data = reopened.json.data as Case;
      expect(data).toMatchObject({ status: { code: "accepted" }, reopenCount: 1, completedAt: null, closedAt: null, overdue: false });
      expect(Date.parse(data.dueAt)).toBeGreaterThanOrEqual(before + 15 * DAY);
      expect(Date.parse(data.dueAt)).toBeLessThanOrEqual(after + 15 * DAY);
      expect((await historyRows(h(), a.id)).at(-1)).toMatchObject({
        action: "reopened",
        actorKind: "resident",
        actorId: resident.personId,
        fromStatus: "completed",
        toStatus: "accepted",
        comment: reason,
      });
      expect((await auditRows(h(), a.id)).at(-1)).toMatchObject({
        action: "status-change",
        personId: resident.personId,
        realm: "person",
        changes: [
          { field: "status", before: "completed", after: "accepted" },
          { field: "reopenCount", before: 0, after: 1 },
        ],
      });
      // Back in its unit with its officer, who is told.
      const staffView = await getCase(h(), somsak.token, a.id);
      expect(staffView).toMatchObject({ unit: { id: units["technical-engineering"] }, assignee: { id: somsak.id }, reopenCount: 1 });
      expect(staffView.allowedActions).toEqual(["assign", "forward", "start", "reject"]);
      expect((await notificationsOf(h(), somsak.token)).some((n) => n.link === `/mwp/complaints/${a.id}`)).toBe(true);
      const twice = await h().call("reopenComplaint", { token: resident.token, params: { id: a.id }, body: { reason } });
      expect(twice.status).toBe(409);
      expect(twice.json.message).toContain("(accepted)");
      // A second round counts again.
      await move(h(), somsak.token, a.id, { action: "start" });
      await move(h(), somsak.token, a.id, { action: "complete", comment: "Repaired again, properly." });
      const second = await h().call("reopenComplaint", { token: resident.token, params: { id: a.id }, body: { reason } });
      expect((second.json.data as Case).reopenCount).toBe(2);

      // More than 30 days after completion: 409.
      const b = await fileCase(h(), resident.token);
      await move(h(), somsak.token, b.id, { action: "accept" });
      await move(h(), somsak.token, b.id, { action: "start" });
      await move(h(), somsak.token, b.id, { action: "complete", comment: "Repaired the road surface." });
      await setCase(h(), b.id, { completedAt: new Date(Date.now() - 31 * DAY), closedAt: new Date(Date.now() - 31 * DAY) });
      const tooLate = await h().call("reopenComplaint", { token: resident.token, params: { id: b.id }, body: { reason } });
      expect(tooLate.status).toBe(409);
      expect(tooLate.json.message).toContain("(completed)");
      const lateView = await getCase(h(), resident.token, b.id);
      expect(lateView.allowedActions).toEqual([]);
      expect(Date.parse(lateView.canReopenUntil!)).toBeLessThan(Date.now());
      // Reopening is for completed cases only.
      const c = await fileCase(h(), resident.token);
      const notCompleted = await h().call("reopenComplaint", { token: resident.token, params: { id: c.id }, body: { reason } });
      expect(notCompleted.status).toBe(409);
      expect(notCompleted.json.message).toContain("(received)");
    });
  });

  describe("work queue", () => {
    it("shows each officer the cases of their unit and its sections; the complaints centre and administrators see all", async () => {
      const resident = await newResident(h(), "queue");
      const m = marker("VIS");
      const road = await fileCase(h(), resident.token, { detail: `Deep pothole ${m}` });
      const waste = await fileCase(h(), resident.token, { typeCode: "waste", detail: `Bins not emptied ${m}` });
      expect(waste.unit?.id).toBe(units["health-cleansing"]);
      const sees = async (who: keyof StaffTokens) => sorted((await searchIds(h(), staff[who].token, { text: m })).ids);
      expect(await sees("somsak")).toEqual([road.id]);
      expect(await sees("prasert")).toEqual([road.id]); // technical division: its sections
      expect(await sees("manop")).toEqual([]);
      expect(await sees("kannika")).toEqual([waste.id]);
      expect(await sees("suda")).toEqual([waste.id]);
      expect(await sees("anong")).toEqual(sorted([road.id, waste.id]));
      expect(await sees("admin")).toEqual(sorted([road.id, waste.id]));

      expect((await h().call("getComplaint", { token: staff.somsak.token, params: { id: road.id } })).status).toBe(200);
      for (const [who, id] of [
        ["kannika", road.id],
        ["somsak", waste.id],
        ["manop", road.id],
      ] as const) {
        const token = staff[who].token;
        expect((await h().call("getComplaint", { token, params: { id } })).status, `${who} GET ${id}`).toBe(404);
        expect((await h().call("listComplaintNotes", { token, params: { id } })).status).toBe(404);
        expect((await h().call("listComplaintAssignees", { token, params: { id } })).status).toBe(404);
        expect((await h().call("createComplaintNote", { token, body: { complaintId: id, body: "Hello there" } })).status).toBe(404);
      }
      expect((await getCase(h(), staff.anong.token, road.id)).allowedActions).toEqual(["accept", "forward", "reject"]);
    });

    it("a member moved to another unit sees that unit's queue on the next call, with the same session", async () => {
      const resident = await newResident(h(), "moved");
      const m = marker("MOV");
      const road = await fileCase(h(), resident.token, { detail: `Cracked kerb ${m}` });
      const waste = await fileCase(h(), resident.token, { typeCode: "waste", detail: `Overflowing bin ${m}` });
      const officer = await newStaffUser(h(), ["officer"], { unitCode: "technical-engineering", prefix: "mover" });
      expect((await searchIds(h(), officer.token, { text: m })).ids).toEqual([road.id]);
      const moved = await h().call("updateStaffUser", { token: staff.admin.token, params: { id: officer.personId }, body: { unitId: units["health-cleansing"] } });
      expect(moved.status, moved.json.message).toBe(200);
      const after = await searchIds(h(), officer.token, { text: m });
      expect(after.ids).toEqual([waste.id]);
      expect(after.counts).toMatchObject({ received: 1 });
      expect((await h().call("getComplaint", { token: officer.token, params: { id: road.id } })).status).toBe(404);
    });

    it("counts per status add up to the total, and each status tab's total is its count", async () => {
      const all = await searchIds(h(), staff.admin.token);
      expect(Object.keys(all.counts).sort()).toEqual(["accepted", "cancelled", "completed", "in_progress", "received", "rejected"]);
      expect(Object.values(all.counts).reduce((a, b) => a + b, 0)).toBe(all.total);
      for (const code of ["received", "accepted", "in_progress", "completed", "rejected", "cancelled"] as const) {
        const tab = await searchIds(h(), staff.admin.token, { statusCode: code }, { limit: 1 });
        expect(tab.total, code).toBe(all.counts[code]);
        expect(tab.counts).toEqual(all.counts);
      }
      // A page past the last one still knows the total (an open status's page carries it; here there is no row).
      for (const code of ["received", "completed"] as const) {
        const past = await searchIds(h(), staff.admin.token, { statusCode: code }, { offset: (all.counts[code] ?? 0) + 5, limit: 5 });
        expect(past.ids, code).toEqual([]);
        expect(past.total, code).toBe(all.counts[code]);
      }
      const somsak = await searchIds(h(), staff.somsak.token);
      expect(Object.values(somsak.counts).reduce((a, b) => a + b, 0)).toBe(somsak.total);
      expect(somsak.total).toBeLessThan(all.total);
    });

    it("filters by status, type, kind, unit, assigned to me, overdue, dates and text, and sorts by due date, prepared or not", async () => {
      const resident = await newResident(h(), "filters");
      const m = marker("FLT");
      const a = await fileCase(h(), resident.token, { detail: `Case A ${m}` });
      const b = await fileCase(h(), resident.token, { detail: `Case B ${m}` });
      const c = await fileCase(h(), resident.token, { typeCode: "waste", detail: `Case C ${m}` });
      const d = await fileCase(h(), resident.token, { detail: `Case D ${m}` });
      const e = await fileCase(h(), resident.token, { detail: `Case E ${m}`, kindIndex: 1 });
      await move(h(), staff.somsak.token, b.id, { action: "accept", assigneeId: staff.somsak.id });
      await move(h(), staff.somsak.token, d.id, { action: "accept" });
      await move(h(), staff.somsak.token, d.id, { action: "start" });
      const now = Date.now();
      await setCase(h(), a.id, { createdAt: new Date(now - 10 * DAY), dueAt: new Date(now + 3 * DAY) });
      await setCase(h(), b.id, { dueAt: new Date(now + 1 * DAY) });
      await setCase(h(), c.id, { dueAt: new Date(now + 2 * DAY) });
      await setCase(h(), d.id, { dueAt: new Date(now - 1 * DAY) });
      await setCase(h(), e.id, { dueAt: new Date(now + 4 * DAY) });
      const admin = staff.admin.token;
      /** Every filter, sort and page, with `extra` in each body (a filter that changes the statement, not the result). */
      const expectFilters = async (extra: Parameters<typeof searchIds>[2]) => {
        const q = async (body: Parameters<typeof searchIds>[2] = {}, token = admin, query: Record<string, string | number> = {}) =>
          searchIds(h(), token, { text: m, ...extra, ...body }, query);

        const every = await q();
        expect(every.total).toBe(5);
        expect(every.counts).toEqual({ received: 3, accepted: 1, in_progress: 1, completed: 0, rejected: 0, cancelled: 0 });
        const acceptedOnly = await q({ statusCode: "accepted" });
        expect(acceptedOnly.ids).toEqual([b.id]);
        expect(acceptedOnly.total).toBe(1);
        expect(acceptedOnly.counts).toEqual(every.counts);
        expect(sorted((await q({ statusCode: "received" })).ids)).toEqual(sorted([a.id, c.id, e.id]));
        const { typeId: wasteType } = await typeAndKind(h(), "waste");
        expect((await q({ complaintTypeId: wasteType })).ids).toEqual([c.id]);
        const { kindIds } = await typeAndKind(h(), "road");
        expect((await q({ complaintKindId: kindIds[1]! })).ids).toEqual([e.id]);
        expect(sorted((await q({ unitId: units["technical-engineering"]! })).ids)).toEqual(sorted([a.id, b.id, d.id, e.id]));
        expect(sorted((await q({ unitId: units.technical! })).ids)).toEqual(sorted([a.id, b.id, d.id, e.id])); // and its sections
        expect((await q({ unitId: units["health-cleansing"]! })).ids).toEqual([c.id]);
        expect((await q({ assignedToMe: true }, staff.somsak.token)).ids).toEqual([b.id]);
        expect((await q({ assignedToMe: true })).ids).toEqual([]);
        const overdue = await q({ overdue: true });
        expect(overdue.ids).toEqual([d.id]);
        expect(overdue.data[0]?.overdue).toBe(true);
        expect(sorted((await q({ overdue: false })).ids)).toEqual(sorted([a.id, b.id, c.id, e.id]));
        const split = new Date(now - 5 * DAY).toISOString();
        expect(sorted((await q({ from: split })).ids)).toEqual(sorted([b.id, c.id, d.id, e.id]));
        expect((await q({ to: split })).ids).toEqual([a.id]);
        expect((await searchIds(h(), admin, { ...extra, text: m.toLowerCase() })).total).toBe(5);
        expect((await searchIds(h(), admin, { ...extra, text: `case c ${m}`.toLowerCase() })).ids).toEqual([c.id]);
        // Sort by due date and page.
        expect((await q({}, admin, { sort: "dueAt", dir: "asc" })).ids).toEqual([d.id, b.id, c.id, a.id, e.id]);
        expect((await q({}, admin, { sort: "dueAt", dir: "desc" })).ids).toEqual([e.id, a.id, c.id, b.id, d.id]);
        const page = await q({}, admin, { sort: "dueAt", dir: "asc", offset: 1, limit: 2 });
        expect(page.ids).toEqual([b.id, c.id]);
        expect(page.total).toBe(5);
        // The officer's queue applies the same filters within their unit.
        expect((await q({ overdue: true }, staff.somsak.token)).ids).toEqual([d.id]);
        expect((await q({ overdue: true }, staff.kannika.token)).ids).toEqual([]);
        // The resident's own list: text and type filters.
        expect((await q({}, resident.token)).total).toBe(5);
        expect((await q({ complaintTypeId: wasteType }, resident.token)).ids).toEqual([c.id]);
      };
      await expectFilters({});
      // The search is a prepared statement per shape of its filters, at most 200 per server (cases/search.ts); past
      // them a search is built per call. Fill them with 240 shapes (sort, direction, overdue, dates, assigned to me),
      // then repeat every check with a shape not seen yet: the same answers, now from queries built per call.
      const shapes = ["createdAt", "updatedAt", "complaintNo", "statusId", "dueAt"].flatMap((sort) =>
        ["asc", "desc"].flatMap((dir) =>
          [undefined, true, false].flatMap((overdue) =>
            [undefined, new Date(now - 5 * DAY).toISOString()].flatMap((from) =>
              [undefined, new Date(now).toISOString()].flatMap((to) =>
                [false, true].map((assignedToMe) => ({ query: { sort, dir }, body: { text: m, overdue, from, to, assignedToMe } })),
              ),
            ),
          ),
        ),
      );
      expect(shapes).toHaveLength(240);
      for (let i = 0; i < shapes.length; i += 24) {
        const answers = await Promise.all(
          shapes.slice(i, i + 24).map(({ query, body }) => h().call("searchComplaints", { token: admin, body, query: { limit: 100, ...query } })),
        );
        for (const res of answers) expect(res.status, res.json.message).toBe(200);
      }
      await expectFilters({ confidential: false });
    });
  });

  describe("ownership and notes", () => {
    it("another resident gets 404 on the case, its notes and its files; internal notes never reach the resident", async () => {
      const owner = await newResident(h(), "owner");
      const intruder = await newResident(h(), "intruder");
      const c = await fileCase(h(), owner.token);
      await move(h(), staff.somsak.token, c.id, { action: "accept" });
      const publicNote = await h().call("createComplaintNote", {
        token: staff.somsak.token,
        body: { complaintId: c.id, body: "Which side of the road is it on?" },
      });
      expect(publicNote.status).toBe(201);
      const internal = await h().call("createComplaintNote", {
        token: staff.somsak.token,
        body: { complaintId: c.id, body: "Budget code 42-17, ask the contractor.", internal: true },
      });
      expect(internal.status).toBe(201);
      expect(internal.json.data).toMatchObject({ internal: true, authorKind: "staff", authorName: SOMSAK_NAME });

      const token = intruder.token;
      const id = c.id;
      expect((await h().call("getComplaint", { token, params: { id } })).status).toBe(404);
      expect((await h().call("listComplaintNotes", { token, params: { id } })).status).toBe(404);
      expect((await h().call("createComplaintNote", { token, body: { complaintId: id, body: "Let me in" } })).status).toBe(404);
      expect((await h().call("listLinkedFiles", { token, params: { linkType: "es", id } })).status).toBe(404);
      expect((await h().call("cancelComplaint", { token, params: { id } })).status).toBe(404);
      expect((await h().call("reopenComplaint", { token, params: { id }, body: { reason: "Not fixed at all" } })).status).toBe(404);
      expect((await searchIds(h(), token)).ids).not.toContain(id);
      expect((await h().call("listLinkedFiles", { token: staff.kannika.token, params: { linkType: "es", id } })).status).toBe(404);
      const files = await h().call("listLinkedFiles", { token: owner.token, params: { linkType: "es", id } });
      expect(files.status).toBe(200);
      expect(files.json.data).toEqual([]);

      const ownerNotes = await h().call("listComplaintNotes", { token: owner.token, params: { id } });
      expect(ownerNotes.status).toBe(200);
      expect(ownerNotes.json.total).toBe(1);
      expect(ownerNotes.json.data).toMatchObject([{ body: "Which side of the road is it on?", internal: false, authorKind: "staff", authorName: null }]);
      expect(JSON.stringify(ownerNotes.json)).not.toContain("Budget code");
      const staffNotes = await h().call("listComplaintNotes", { token: staff.somsak.token, params: { id } });
      expect((staffNotes.json.data as Note[]).map((n) => n.internal)).toEqual([false, true]);
      // The internal note neither notified nor e-mailed the resident.
      expect((await outboxOf(h(), owner.personId, ["case-reply"])).map((m) => m.body.includes("Budget code"))).toEqual([false]);

      const residentInternal = await h().call("createComplaintNote", {
        token: owner.token,
        body: { complaintId: id, body: "Secret to myself", internal: true },
      });
      expect(residentInternal.status).toBe(400);
      expect(residentInternal.json.message).toMatch(/^internal: /);
    });

    it("resident and staff write to each other; replies notify and e-mail the resident; a closed case takes no notes", async () => {
      const resident = await newResident(h(), "writer");
      const somsak = staff.somsak;
      const c = await fileCase(h(), resident.token);
      await move(h(), somsak.token, c.id, { action: "accept", assigneeId: somsak.id });
      const first = await h().call("createComplaintNote", { token: resident.token, body: { complaintId: c.id, body: "  It is near the bus stop.  " } });
      expect(first.status).toBe(201);
      expect(first.json.data).toMatchObject({
        complaintId: c.id,
        authorKind: "resident",
        authorName: "นางทดสอบ writer",
        internal: false,
        body: "It is near the bus stop.",
        files: [],
      });
      // The assigned officer is told (besides the notice of the case's arrival in the unit, tracker issue 39 item 1).
      expect((await notificationsOf(h(), somsak.token)).filter((n) => n.link === `/mwp/complaints/${c.id}` && n.title.startsWith("ผู้ยื่นเรื่องตอบกลับ"))).toHaveLength(1);

      const question = "Could you send a photo of the hole?";
      const reply = await h().call("createComplaintNote", { token: somsak.token, body: { complaintId: c.id, body: question } });
      expect(reply.status).toBe(201);
      expect(reply.json.data).toMatchObject({ authorKind: "staff", authorName: SOMSAK_NAME, internal: false, body: question });
      const blank = await h().call("createComplaintNote", { token: somsak.token, body: { complaintId: c.id, body: "   " } });
      expect(blank.status).toBe(400);
      expect(blank.json.message).toMatch(/^body: /);

      const notes = (await notificationsOf(h(), resident.token)).filter((n) => n.link === casePath(c.id));
      expect(notes.map((n) => n.title)).toEqual([`เจ้าหน้าที่ตอบเรื่อง ${c.complaintNo}`, `เรื่อง ${c.complaintNo}: รับเรื่องแล้ว`]);
      expect(notes[0]?.description).toBe(question);
      const mails = await outboxOf(h(), resident.personId);
      expect(mails.map((m) => m.template)).toEqual(["case-status-changed", "case-reply"]);
      expect(mails[1]?.subject).toContain(c.complaintNo);
      expect(mails[1]?.body).toContain(question);
      // Staff notes are audited (entity complaint-note); residents' are not staff changes.
      const listed = await h().call("listComplaintNotes", { token: resident.token, params: { id: c.id } });
      expect((listed.json.data as Note[]).map((n) => [n.authorKind, n.authorName, n.body])).toEqual([
        ["resident", "นางทดสอบ writer", "It is near the bus stop."],
        ["staff", null, question],
      ]);

      await move(h(), somsak.token, c.id, { action: "start" });
      await move(h(), somsak.token, c.id, { action: "complete", comment: "Repaired, thank you for the details." });
      const late = await h().call("createComplaintNote", { token: resident.token, body: { complaintId: c.id, body: "Thanks!" } });
      expect(late.status).toBe(409);
      expect(late.json.message).toContain("(completed)");
      const lateStaff = await h().call("createComplaintNote", { token: somsak.token, body: { complaintId: c.id, body: "One more thing" } });
      expect(lateStaff.status).toBe(409);
      expect((await h().call("listComplaintNotes", { token: somsak.token, params: { id: c.id } })).json.total).toBe(2);
    });
  });

  describe("e-form", () => {
    it("records a telephone complaint with a name and telephone only; it enters the routed queue, audited", async () => {
      const { typeId, kindId } = await typeAndKind(h(), "road");
      const m = marker("EFORM");
      const detail = `Caller reports a collapsed drain cover ${m}`;
      const t0 = Date.now();
      const res = await h().call("createComplaintEForm", {
        token: staff.anong.token,
        body: { channel: "phone", contactName: "นายโทร มาแจ้ง", phone: "089-999-0000", complaintTypeId: typeId, complaintKindId: kindId, detail, location: "Soi 7" },
      });
      expect(res.status, res.json.message).toBe(201);
      const created = res.json.data as Case;
      expect(created).toMatchObject({
        channel: "phone",
        personId: null,
        phone: "089-999-0000",
        status: { code: "received" },
        unit: { id: units["technical-engineering"] },
        confidential: false,
      });
      expect((await searchIds(h(), staff.somsak.token, { text: m })).ids).toEqual([created.id]);
      const view = await getCase(h(), staff.somsak.token, created.id);
      expect(view.contact).toEqual({ name: "นายโทร มาแจ้ง", phone: "089-999-0000", email: null });
      expect(view.history).toMatchObject([{ action: "filed", actorKind: "staff", actorName: "นางสาวอนงค์ ดีเสมอ", toStatus: "received" }]);
      const audit = await auditRows(h(), created.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: "create",
        personId: staff.anong.id,
        realm: "staff",
        changes: [
          { field: "complaintNo", before: null, after: created.complaintNo },
          { field: "channel", before: null, after: "phone" },
          { field: "personId", before: null, after: null },
        ],
      });
      expect(audit[0]!.at.getTime()).toBeGreaterThanOrEqual(t0);
      // A change on a contact-only case notifies nobody, and works.
      const accepted = await move(h(), staff.somsak.token, created.id, { action: "accept" });
      expect(accepted.status.code).toBe("accepted");

      const missing = await h().call("createComplaintEForm", {
        token: staff.anong.token,
        body: { channel: "walk_in", phone: "089-999-0000", complaintTypeId: typeId, complaintKindId: kindId, detail, location: "Soi 7" },
      });
      expect(missing.status).toBe(400);
      expect(missing.json.message).toMatch(/^contactName: /);
      const noPhone = await h().call("createComplaintEForm", {
        token: staff.anong.token,
        body: { channel: "walk_in", contactName: "นางมา ด้วยตนเอง", complaintTypeId: typeId, complaintKindId: kindId, detail, location: "Soi 7" },
      });
      expect(noPhone.status).toBe(400);
      expect(noPhone.json.message).toMatch(/^phone: /);
    });

    it("records a walk-in complaint for a resident account, whose telephone fills in; residents cannot use the e-form", async () => {
      const { typeId, kindId } = await typeAndKind(h(), "waste");
      const somchaiId = await personIdByName(h(), SOMCHAI.name);
      const m = marker("WALKIN");
      const res = await h().call("createComplaintEForm", {
        token: staff.kannika.token,
        body: { channel: "walk_in", personId: somchaiId, complaintTypeId: typeId, complaintKindId: kindId, detail: `Walk-in about bins ${m}`, location: "Moo 4" },
      });
      expect(res.status, res.json.message).toBe(201);
      const created = res.json.data as Case;
      expect(created).toMatchObject({ channel: "walk_in", personId: somchaiId, phone: "081-234-5678", unit: { id: units["health-cleansing"] } });
      expect((await getCase(h(), staff.kannika.token, created.id)).contact).toEqual({
        name: "นายสมชาย ใจดี",
        phone: "081-234-5678",
        email: "somchai@example.org",
      });
      // The resident sees it among their own cases.
      const somchai = await h().login("person", SOMCHAI);
      expect((await searchIds(h(), somchai, { text: m })).ids).toEqual([created.id]);
      expect((await getCase(h(), somchai, created.id)).channel).toBe("walk_in");

      const staffAsPerson = await h().call("createComplaintEForm", {
        token: staff.kannika.token,
        body: { channel: "walk_in", personId: staff.somsak.id, complaintTypeId: typeId, complaintKindId: kindId, detail: `Walk-in about bins ${m}`, location: "Moo 4" },
      });
      expect(staffAsPerson.status).toBe(400);
      expect(staffAsPerson.json.message).toMatch(/^personId: /);
      const byResident = await h().call("createComplaintEForm", {
        token: somchai,
        body: { channel: "phone", contactName: "Myself", phone: "081-234-5678", complaintTypeId: typeId, complaintKindId: kindId, detail: `Walk-in about bins ${m}`, location: "Moo 4" },
      });
      expect(byResident.status).toBe(403);
      const { typeId: corruptionType, kindId: corruptionKind } = await typeAndKind(h(), "corruption");
      const confidential = await h().call("createComplaintEForm", {
        token: staff.kannika.token,
        body: { channel: "phone", contactName: "Someone", phone: "081-234-5678", complaintTypeId: corruptionType, complaintKindId: corruptionKind, detail: `A bribe was asked ${m}`, location: "Town hall" },
      });
      expect(confidential.status).toBe(400);
      expect(confidential.json.message).toMatch(/^complaintKindId: /);
    });
  });

  describe("dashboard figures", () => {
    it("counts the cases filed in the period by status, unit, kind and week, and the overdue ones now", async () => {
      const resident = await newResident(h(), "stats");
      const admin = staff.admin.token;
      const stats = async (token: string, query: Record<string, string> = {}) => {
        const res = await h().call("getComplaintStats", { token, query });
        expect(res.status, res.json.message).toBe(200);
        return res.json.data as Schemas["ComplaintStats"];
      };
      const overdueBefore = (await stats(admin)).overdue;
      const from = new Date(Date.now() - 1).toISOString();
      const open = await fileCase(h(), resident.token);
      const done = await fileCase(h(), resident.token);
      const refused = await fileCase(h(), resident.token, { kindIndex: 1 });
      await move(h(), staff.somsak.token, done.id, { action: "accept" });
      await move(h(), staff.somsak.token, done.id, { action: "start" });
      await move(h(), staff.somsak.token, done.id, { action: "complete", comment: "Repaired the road surface." });
      await move(h(), staff.somsak.token, refused.id, { action: "reject", comment: "Not municipal property." });
      await setCase(h(), open.id, { dueAt: new Date(Date.now() - DAY) });
      const to = new Date(Date.now() + 60_000).toISOString();

      const period = await stats(admin, { from, to });
      expect(period.total).toBe(3);
      expect(period.byStatus).toEqual([
        { code: "received", count: 1 },
        { code: "completed", count: 1 },
        { code: "rejected", count: 1 },
      ]);
      expect(period.byUnit).toEqual([
        { unit: { id: units["technical-engineering"], nameTh: "งานวิศวกรรม", nameEn: "Engineering" }, count: 3, overdue: 1 },
      ]);
      const { kindIds } = await typeAndKind(h(), "road");
      expect(period.byKind.map((k) => [k.kindId, k.count])).toEqual([
        [kindIds[0], 2],
        [kindIds[1], 1],
      ]);
      expect(period.medianDaysToClose).toBe(0);
      expect(period.weekly.reduce((sum, w) => sum + w.filed, 0)).toBe(3);
      expect(period.weekly.reduce((sum, w) => sum + w.closed, 0)).toBe(2);
      expect(period.weekly.at(-1)).toMatchObject({ filed: 3, closed: 2 });
      expect((await stats(admin)).overdue).toBe(overdueBefore + 1);
      // Each officer's figures cover their queue only.
      expect((await stats(staff.somsak.token, { from, to })).total).toBe(3);
      expect((await stats(staff.kannika.token, { from, to })).total).toBe(0);
      const wrong = await h().call("getComplaintStats", { token: admin, query: { from: to, to: from } });
      expect(wrong.status).toBe(400);
      expect(wrong.json.message).toMatch(/^from: /);
      expect((await h().call("getComplaintStats", { token: resident.token })).status).toBe(403);
    });
  });
});
