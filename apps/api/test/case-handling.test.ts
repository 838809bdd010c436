/**
 * Staff work that flows (tracker issue 39 items 1 and 2): the staff notices (a case arriving in the unit, assigned,
 * forwarded, a resident's reply; e-mail only by the officer's choice), "Waiting for you", the deadline check at 80 %
 * and overdue run with a moved clock (once per case and level, also with two instances on one PostgreSQL database
 * under the advisory lock), canned replies per unit, a change of kind that moves the case with history, duplicates
 * merged (the duplicate's resident follows the surviving case), priority, internal notes on closed cases, redaction
 * with history, and the queue's CSV export with its filters; (items 5 and 8) a change of kind recalculates the due date,
 * and a merged case's follower reads no identifier of the other resident.
 */
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { checkDeadlines, DEADLINE_LOCK_KEY } from "../src/cases/deadlines";
import { auditLog, caseDeadlineNotices, complaintKinds, inboxItems } from "../src/db/schema";
import { buildServer, type PxServer } from "../src/server";
import { backends } from "./support/backends";
import { describeBackends, newResident, TEST_TOKEN_SECRET, uniqueName, type Harness } from "./support/harness";
import { newStaffUser, type TestStaff } from "./support/staff";
import { auditRows, fileCase, getCase, historyRows, move, notificationsOf, outboxOf, searchIds, setCase, typeAndKind } from "./support/cases";

const DAY = 24 * 60 * 60 * 1000;
const PORTAL = "https://eoffice.example.go.th";

/** The titles of a person's notifications about case `no`. */
async function noticesAbout(h: Harness, token: string, no: string): Promise<string[]> {
  return (await notificationsOf(h, token)).filter((n) => n.title.includes(no)).map((n) => n.title);
}

/** The staff notices (inbox rows) of a person about a case, straight from the database. */
async function inboxCount(h: Harness, personId: number, no: string): Promise<number> {
  const rows = await h.server.database.db.select({ title: inboxItems.title }).from(inboxItems).where(eq(inboxItems.personId, personId));
  return rows.filter((r) => r.title.includes(no)).length;
}

describeBackends(
  "case handling",
  (h) => {
    let officer: TestStaff;
    let colleague: TestStaff;

    beforeAll(async () => {
      officer = await newStaffUser(h(), ["officer"], { unitCode: "technical-engineering", prefix: "roads" });
      colleague = await newStaffUser(h(), ["officer"], { unitCode: "technical-engineering", prefix: "roads2" });
    });

    it("tells the unit of a new case, the officer assigned and the officer of a resident's reply; e-mail only by choice", async () => {
      // The officer chooses e-mail of work notices; the colleague does not.
      const chosen = await h().call("updateAccountSettings", { token: officer.token, body: { emailPreferences: { caseStatus: true, caseReply: true, staffWork: true } } });
      expect(chosen.status).toBe(200);
      expect((chosen.json.data as Schemas["AccountSettings"]).emailPreferences.staffWork).toBe(true);
      const resident = await newResident(h(), "notices");
      const filed = await fileCase(h(), resident.token);
      expect(await noticesAbout(h(), officer.token, filed.complaintNo)).toEqual([`เรื่องใหม่เข้าหน่วยงาน: ${filed.complaintNo}`]);
      expect(await noticesAbout(h(), colleague.token, filed.complaintNo)).toHaveLength(1);
      await move(h(), officer.token, filed.id, { action: "accept", assigneeId: colleague.personId });
      expect(await noticesAbout(h(), colleague.token, filed.complaintNo)).toContain(`มอบหมายเรื่อง ${filed.complaintNo} ให้ท่าน`);
      await move(h(), officer.token, filed.id, { action: "assign", assigneeId: officer.personId });
      // The officer assigned themselves: no notice to themselves.
      expect(await noticesAbout(h(), officer.token, filed.complaintNo)).toHaveLength(1);
      const note = await h().call("createComplaintNote", { token: resident.token, body: { complaintId: filed.id, body: "The hole is getting bigger" } });
      expect(note.status).toBe(201);
      expect(await noticesAbout(h(), officer.token, filed.complaintNo)).toContain(`ผู้ยื่นเรื่องตอบกลับเรื่อง ${filed.complaintNo}`);
      const mails = await outboxOf(h(), officer.personId, ["staff-case-notice"]);
      expect(mails.map((m) => m.subject)).toEqual([`เรื่องใหม่เข้าหน่วยงาน: ${filed.complaintNo}`, `ผู้ยื่นเรื่องตอบกลับเรื่อง ${filed.complaintNo}`]);
      expect(mails[0]!.body).toContain(`/mwp/complaints/${filed.id}`);
      expect(await outboxOf(h(), colleague.personId, ["staff-case-notice"])).toHaveLength(0);
    });

    it("lists the work waiting for an officer: assigned or unassigned in the unit, oldest due first, with the share of the target gone", async () => {
      const resident = await newResident(h(), "waiting");
      const older = await fileCase(h(), resident.token);
      const newer = await fileCase(h(), resident.token);
      const now = Date.now();
      await setCase(h(), older.id, { dueAt: new Date(now + 3 * DAY), createdAt: new Date(now - 12 * DAY) });
      const waiting = await h().call("getWaitingWork", { token: colleague.token, query: { limit: 100 } });
      expect(waiting.status).toBe(200);
      const items = waiting.json.data as Schemas["WaitingWorkItem"][];
      const ours = items.filter((i) => i.kind === "complaint" && (i.id === older.id || i.id === newer.id));
      expect(ours.map((i) => i.id)).toEqual([older.id, newer.id]);
      expect(ours[0]).toMatchObject({ kind: "complaint", reference: older.complaintNo, assignedToMe: false, targetDays: 15, overdue: false, status: "received" });
      expect(ours[0]!.elapsedPercent).toBe(80);
      expect(ours[1]!.elapsedPercent).toBe(0);
      // Oldest due first (documents without a due day, tracker issue 39 item 1, come last).
      const dues = items.map((i) => (i.dueAt === null ? Number.POSITIVE_INFINITY : Date.parse(i.dueAt)));
      expect(dues).toEqual([...dues].sort((a, b) => a - b));
      // Another unit's officer does not get them.
      const other = await newStaffUser(h(), ["officer"], { unitCode: "health-cleansing", prefix: "health" });
      const theirs = await h().call("getWaitingWork", { token: other.token });
      expect((theirs.json.data as Schemas["WaitingWorkItem"][]).map((i) => i.id)).not.toContain(older.id);
    });

    it("tells the officer once at 80 % of the target and once when overdue, with the clock moved by the test", async () => {
      const resident = await newResident(h(), "deadline");
      const filed = await fileCase(h(), resident.token);
      await move(h(), officer.token, filed.id, { action: "accept", assigneeId: colleague.personId });
      const db = h().server.database.db;
      const filedAt = Date.parse(filed.createdAt);
      const before = await inboxCount(h(), colleague.personId, filed.complaintNo);
      // 11 days of 15 (73 %): nothing yet.
      await checkDeadlines(db, filedAt + 11 * DAY, PORTAL);
      expect(await inboxCount(h(), colleague.personId, filed.complaintNo)).toBe(before);
      // 12.5 days (83 %): the warning, once however often the check runs.
      expect((await checkDeadlines(db, filedAt + 12.5 * DAY, PORTAL)).ran).toBe(true);
      await checkDeadlines(db, filedAt + 12.6 * DAY, PORTAL);
      await Promise.all([checkDeadlines(db, filedAt + 13 * DAY, PORTAL), checkDeadlines(db, filedAt + 13 * DAY, PORTAL)]);
      expect(await noticesAbout(h(), colleague.token, filed.complaintNo)).toContain(`เรื่อง ${filed.complaintNo} ใกล้ถึงกำหนดแล้วเสร็จ (ใช้เวลาเกินร้อยละ 80)`);
      expect(await inboxCount(h(), colleague.personId, filed.complaintNo)).toBe(before + 1);
      // Past the due date: the overdue notice, once.
      await checkDeadlines(db, filedAt + 16 * DAY, PORTAL);
      await checkDeadlines(db, filedAt + 17 * DAY, PORTAL);
      expect(await inboxCount(h(), colleague.personId, filed.complaintNo)).toBe(before + 2);
      expect(await noticesAbout(h(), colleague.token, filed.complaintNo)).toContain(`เรื่อง ${filed.complaintNo} เกินกำหนดแล้วเสร็จ`);
      const notices = await db.select().from(caseDeadlineNotices).where(eq(caseDeadlineNotices.caseId, filed.id));
      expect(notices.map((n) => n.level).sort()).toEqual(["due-soon", "overdue"]);
    });

    it("offers a unit's canned replies filled in for the case; refuses another unit's and unknown placeholders", async () => {
      const engineering = officer.unitId;
      const bad = await h().call("createCannedReply", {
        token: officer.token,
        body: { unitId: engineering, titleTh: "ผิด", titleEn: "Wrong", bodyTh: "เรียน {{resident}}", bodyEn: "Dear {{name}}" },
      });
      expect(bad.status).toBe(400);
      expect(bad.json.errors?.map((e) => e.field)).toEqual(["bodyTh"]);
      const health = await newStaffUser(h(), ["officer"], { unitCode: "health-cleansing", prefix: "cannedhealth" });
      const foreign = await h().call("createCannedReply", {
        token: health.token,
        body: { unitId: engineering, titleTh: "ก", titleEn: "A", bodyTh: "ก", bodyEn: "A" },
      });
      expect(foreign.status).toBe(400);
      expect(foreign.json.errors?.[0]?.field).toBe("unitId");
      const created = await h().call("createCannedReply", {
        token: officer.token,
        body: {
          unitId: engineering,
          titleTh: "ลงพื้นที่ตรวจสอบแล้ว",
          titleEn: "Site inspected",
          bodyTh: "เรียน คุณ{{name}} เจ้าหน้าที่ได้ลงพื้นที่ตรวจสอบเรื่อง {{complaintNo}} ที่ {{location}} แล้ว ({{officer}})",
          bodyEn: "Dear {{name}}, we inspected {{location}} for {{complaintNo}}.",
        },
      });
      expect(created.status, created.json.message).toBe(201);
      const reply = created.json.data as Schemas["CannedReply"];
      const resident = await newResident(h(), "canned");
      const filed = await fileCase(h(), resident.token);
      const offered = await h().call("listCaseCannedReplies", { token: colleague.token, params: { id: filed.id } });
      expect(offered.status).toBe(200);
      const filled = (offered.json.data as Schemas["CannedReply"][]).find((r) => r.id === reply.id);
      expect(filled?.bodyTh).toBe(`เรียน คุณนางทดสอบ canned เจ้าหน้าที่ได้ลงพื้นที่ตรวจสอบเรื่อง ${filed.complaintNo} ที่ Market road แล้ว (นายทดสอบ officer)`);
      // Another unit's officer neither sees nor changes it.
      const change = { unitId: engineering, titleTh: "แก้", titleEn: "Changed", bodyTh: "ก", bodyEn: "A" };
      expect((await h().call("updateCannedReply", { token: health.token, params: { id: reply.id }, body: change })).status).toBe(404);
      expect((await h().call("deleteCannedReply", { token: health.token, params: { id: reply.id } })).status).toBe(404);
      const listed = await h().call("listCannedReplies", { token: health.token });
      expect((listed.json.data as Schemas["CannedReply"][]).map((r) => r.id)).not.toContain(reply.id);
      const audit = await h().server.database.db.select().from(auditLog).where(eq(auditLog.entity, "canned-reply"));
      expect(audit.map((a) => a.action)).toContain("create");
    });

    it("merges a duplicate into the surviving case: the duplicate is closed and its resident follows the surviving case", async () => {
      const first = await newResident(h(), "first");
      const second = await newResident(h(), "second");
      const survivor = await fileCase(h(), first.token, { detail: "Deep pothole in front of the fresh market" });
      const duplicate = await fileCase(h(), second.token, { detail: "The same hole near the fresh market" });
      // The second resident cannot see the first's case yet.
      expect((await h().call("getComplaint", { token: second.token, params: { id: survivor.id } })).status).toBe(404);
      expect((await h().call("mergeComplaint", { token: officer.token, params: { id: duplicate.id }, body: { intoId: duplicate.id } })).status).toBe(400);
      const unseen = await h().call("mergeComplaint", { token: officer.token, params: { id: duplicate.id }, body: { intoId: 2_000_000_000 } });
      expect(unseen.status).toBe(400);
      expect(unseen.json.errors?.[0]?.field).toBe("intoId");
      const merged = await h().call("mergeComplaint", { token: officer.token, params: { id: duplicate.id }, body: { intoId: survivor.id, comment: "same hole" } });
      expect(merged.status, merged.json.message).toBe(200);
      expect((merged.json.data as Schemas["ComplaintDetail"]).history.at(-1)).toMatchObject({ action: "merged" });
      const closed = await getCase(h(), officer.token, duplicate.id);
      expect(closed).toMatchObject({ status: { code: "cancelled" }, duplicateOf: { id: survivor.id, complaintNo: survivor.complaintNo } });
      // The duplicate's resident now finds and reads the surviving case, and is told of its changes.
      const mine = await searchIds(h(), second.token);
      expect(mine.ids).toEqual(expect.arrayContaining([survivor.id, duplicate.id]));
      const followed = await h().call("getComplaint", { token: second.token, params: { id: survivor.id } });
      expect(followed.status).toBe(200);
      expect(followed.json.data).toMatchObject({ allowedActions: [], canReopenUntil: null });
      // ... without the other resident's identifiers (tracker issue 39 item 8): no person id, phone, name or e-mail,
      // in the case, the queue's list or the notes; the first resident still reads their own.
      const firstNote = await h().call("createComplaintNote", { token: first.token, body: { complaintId: survivor.id, body: "Still there today" } });
      expect(firstNote.status).toBe(201);
      const followedNotes = await h().call("listComplaintNotes", { token: second.token, params: { id: survivor.id } });
      const listed = (await h().call("searchComplaints", { token: second.token, body: {} })).json.data as Schemas["Complaint"][];
      for (const answer of [followed.json, followedNotes.json, listed.find((c) => c.id === survivor.id)]) {
        const text = JSON.stringify(answer);
        expect(text).not.toContain(`"personId":${first.personId}`);
        expect(text).not.toContain("081-234-5678");
        expect(text).not.toContain(first.name);
        expect(text).not.toContain("ทดสอบ first");
      }
      expect(followed.json.data).toMatchObject({ personId: null, phone: null, contact: null });
      expect((await getCase(h(), first.token, survivor.id)).personId).toBe(first.personId);
      await move(h(), officer.token, survivor.id, { action: "accept" });
      expect(await noticesAbout(h(), second.token, survivor.complaintNo)).toHaveLength(1);
      // ... but does not cancel another resident's case.
      expect((await h().call("cancelComplaint", { token: second.token, params: { id: survivor.id } })).status).toBe(404);
      // A closed case merges no more (409).
      expect((await h().call("mergeComplaint", { token: officer.token, params: { id: duplicate.id }, body: { intoId: survivor.id } })).status).toBe(409);
    });

    it("changes priority and kind with history; another unit's kind forwards the case there (a reason required)", async () => {
      const resident = await newResident(h(), "reclass");
      const filed = await fileCase(h(), resident.token);
      const prioritised = await h().call("updateComplaintHandling", { token: officer.token, params: { id: filed.id }, body: { priority: "urgent" } });
      expect(prioritised.status).toBe(200);
      expect(prioritised.json.data).toMatchObject({ priority: "urgent" });
      const road = await typeAndKind(h(), "road");
      const sameUnit = await h().call("updateComplaintHandling", { token: officer.token, params: { id: filed.id }, body: { complaintKindId: road.kindIds[1]! } });
      expect(sameUnit.status).toBe(200);
      expect(sameUnit.json.data).toMatchObject({ complaintKindId: road.kindIds[1], status: { code: "received" }, unit: { id: officer.unitId }, dueAt: filed.dueAt });
      // A kind of another target recalculates the due date from the filing (tracker issue 39 item 5), with history and audit.
      const [quick] = await h()
        .server.database.db.insert(complaintKinds)
        .values({ complaintTypeId: road.typeId, code: uniqueName("road-quick"), nameTh: "ทางชำรุดเร่งด่วน", nameEn: "Urgent road damage", orderNo: 99, targetDays: 3 })
        .returning({ id: complaintKinds.id });
      const quicker = await h().call("updateComplaintHandling", { token: officer.token, params: { id: filed.id }, body: { complaintKindId: quick!.id } });
      expect(quicker.status, quicker.json.message).toBe(200);
      const threeDays = new Date(Date.parse(filed.createdAt) + 3 * DAY).toISOString();
      expect(quicker.json.data).toMatchObject({ complaintKindId: quick!.id, dueAt: threeDays });
      expect((await historyRows(h(), filed.id)).at(-1)?.comment).toContain("กำหนดแล้วเสร็จ");
      expect((await auditRows(h(), filed.id)).at(-1)?.changes).toContainEqual({ field: "dueAt", before: filed.dueAt, after: threeDays });
      const waste = await typeAndKind(h(), "waste");
      const noReason = await h().call("updateComplaintHandling", { token: officer.token, params: { id: filed.id }, body: { complaintKindId: waste.kindId } });
      expect(noReason.status).toBe(400);
      expect(noReason.json.errors?.[0]?.field).toBe("comment");
      const moved = await h().call("updateComplaintHandling", {
        token: officer.token,
        params: { id: filed.id },
        body: { complaintKindId: waste.kindId, comment: "This is uncollected waste, not a road" },
      });
      expect(moved.status, moved.json.message).toBe(200);
      const actions = (await historyRows(h(), filed.id)).map((r) => r.action);
      expect(actions).toEqual(["filed", "prioritised", "reclassified", "reclassified", "reclassified", "forwarded"]);
      // It left the engineering queue: the officer no longer sees it.
      expect((await h().call("getComplaint", { token: officer.token, params: { id: filed.id } })).status).toBe(404);
    });

    it("takes internal notes on a closed case, not replies to the resident; redacts the resident's text keeping the original in the audit log", async () => {
      const resident = await newResident(h(), "closed");
      const filed = await fileCase(h(), resident.token, { detail: "My neighbour Mr Somchai at 12/3 keeps dumping into the drain" });
      const redacted = await h().call("redactComplaint", {
        token: officer.token,
        params: { id: filed.id },
        body: { detail: "A neighbour keeps dumping into the drain", reason: "Name and house number removed" },
      });
      expect(redacted.status, redacted.json.message).toBe(200);
      expect(redacted.json.data).toMatchObject({ detail: "A neighbour keeps dumping into the drain" });
      expect((await historyRows(h(), filed.id)).at(-1)).toMatchObject({ action: "redacted", comment: "Name and house number removed" });
      const audit = (await auditRows(h(), filed.id)).at(-1);
      expect(audit?.changes).toEqual(expect.arrayContaining([{ field: "detail", before: "My neighbour Mr Somchai at 12/3 keeps dumping into the drain", after: "A neighbour keeps dumping into the drain" }]));
      expect((await h().call("redactComplaint", { token: officer.token, params: { id: filed.id }, body: { reason: "nothing given" } })).status).toBe(400);
      await move(h(), officer.token, filed.id, { action: "reject", comment: "Private matter between neighbours" });
      const internal = await h().call("createComplaintNote", { token: officer.token, body: { complaintId: filed.id, body: "Called the resident back", internal: true } });
      expect(internal.status).toBe(201);
      const publicNote = await h().call("createComplaintNote", { token: officer.token, body: { complaintId: filed.id, body: "Dear resident" } });
      expect(publicNote.status).toBe(409);
    });

    it("exports the queue with its filters as CSV: Thai headers, Buddhist-era dates in Bangkok time", async () => {
      const resident = await newResident(h(), "export");
      const filed = await fileCase(h(), resident.token, { detail: "Export marker pothole EXPQ1" });
      const res = await h().inject({
        method: "POST",
        url: "/pxapi_eoffice/api/v1/Complaint/export",
        headers: { "px-auth-token": officer.token, "content-type": "application/json", "accept-language": "th" },
        payload: JSON.stringify({ text: "expq1" }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="complaints-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = res.body.replace(/^\uFEFF/, "").trim().split("\r\n");
      expect(lines[0]).toBe("เลขที่,ประเภทงาน,เรื่อง,สถานะ,ความเร่งด่วน,หน่วยงาน,เจ้าหน้าที่ผู้รับผิดชอบ,ช่องทาง,วันที่รับเรื่อง,กำหนดแล้วเสร็จ,แก้ไขล่าสุด,วันที่ปิดเรื่อง,เกินกำหนด,สถานที่");
      expect(lines).toHaveLength(2);
      const year = new Date(Date.parse(filed.createdAt) + 7 * 60 * 60 * 1000).getUTCFullYear() + 543;
      expect(lines[1]).toContain(filed.complaintNo);
      expect(lines[1]).toContain(`,${year}-`);
      // Another unit's officer exports nothing of it.
      const health = await newStaffUser(h(), ["officer"], { unitCode: "health-cleansing", prefix: "exporthealth" });
      const theirs = await h().inject({
        method: "POST",
        url: "/pxapi_eoffice/api/v1/Complaint/export",
        headers: { "px-auth-token": health.token, "content-type": "application/json" },
        payload: JSON.stringify({ text: "expq1" }),
      });
      expect(theirs.body.replace(/^\uFEFF/, "").trim().split("\r\n")).toHaveLength(1);
    });
  },
  { deadlines: false },
);

for (const backend of backends().filter((b) => b.name === "postgres")) {
  describe("deadline check: two instances on one PostgreSQL database", () => {
    let a: PxServer;
    let b: PxServer;
    let url: string;

    beforeAll(async () => {
      const database = await backend.create();
      if (database.kind !== "postgres") throw new Error("the PostgreSQL backend made a PGlite database");
      url = database.url;
      const common = { database, logger: false, servePortal: false, deadlines: false, mail: false, config: { tokenSecret: TEST_TOKEN_SECRET } } as const;
      a = await buildServer({ ...common, seedDemo: true });
      b = await buildServer({ ...common, seedDemo: false });
    });

    afterAll(async () => {
      await a?.app.close();
      await b?.app.close();
      await backend.dispose();
    });

    it("tells each officer once when both instances run the check at the same time, and skips while another holds the lock", async () => {
      const db = a.database.db;
      const later = Date.now() + 20 * DAY;
      const [first, second] = await Promise.all([checkDeadlines(a.database.db, later, PORTAL), checkDeadlines(b.database.db, later, PORTAL)]);
      // The demo's open cases are overdue by then: one run told them, the other found the lock taken or nothing left.
      expect(first.overdue + second.overdue).toBeGreaterThan(0);
      const notices = await db.select().from(caseDeadlineNotices).where(and(eq(caseDeadlineNotices.level, "overdue")));
      expect(new Set(notices.map((n) => n.caseId)).size).toBe(notices.length);
      const told = await db.select({ personId: inboxItems.personId, title: inboxItems.title }).from(inboxItems);
      const overdueTitles = told.filter((t) => t.title.includes("เกินกำหนดแล้ว") || t.title.includes("is overdue")).map((t) => `${t.personId} ${t.title}`);
      expect(new Set(overdueTitles).size).toBe(overdueTitles.length);
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query(`SELECT pg_advisory_lock(${DEADLINE_LOCK_KEY})`);
        expect(await checkDeadlines(b.database.db, later + DAY, PORTAL)).toEqual({ ran: false, dueSoon: 0, overdue: 0 });
        await holder.query(`SELECT pg_advisory_unlock(${DEADLINE_LOCK_KEY})`);
        expect((await checkDeadlines(b.database.db, later + DAY, PORTAL)).ran).toBe(true);
      } finally {
        await holder.end();
      }
    });
  });
}
