/**
 * Whistleblowing (issue 11 item 6; contract tag `whistleblowing`): reports with or without an account, the tracking
 * code (shown once, case and spacing free), the reporter's answers, throttling, visibility (integrity officers
 * only), and the rule that the reporter's identity is returned by no call to anyone and never written to the audit
 * log in clear.
 */
import { createHash } from "node:crypto";
import { and, eq, gt, inArray, max } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { auditLog, caseHistory, caseNotes, complaints, outbox, inboxItems, personProfiles, persons, whistleblowingAuditLog } from "../src/db/schema";
import { describeBackends, newResident, uniqueAddress, type Answer, type CallOptions } from "./support/harness";
import { getCase, marker, searchIds, signInStaff, typeAndKind, type StaffTokens } from "./support/cases";

const TRACKING_CODE = /^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/;

type Receipt = { complaintNo: string; trackingCode: string };
type Tracked = Schemas["WhistleblowingCase"]["data"];

describeBackends("whistleblowing", (h) => {
  let staff: StaffTokens;
  let kindId = 0;

  beforeAll(async () => {
    staff = await signInStaff(h());
    kindId = (await typeAndKind(h(), "corruption")).kindId;
  });

  async function report(options: { token?: string; detail?: string; remoteAddress?: string } = {}): Promise<Receipt> {
    const res = await h().call("reportWhistleblowing", {
      token: options.token,
      remoteAddress: options.remoteAddress ?? uniqueAddress(),
      body: { complaintKindId: kindId, detail: options.detail ?? "The permit clerk asked for 5,000 baht to speed up a permit.", location: "Permit office" },
    });
    expect(res.status, res.json.message).toBe(201);
    return res.json.data as Receipt;
  }

  async function track(trackingCode: string, remoteAddress: string): Promise<Answer> {
    return h().call("trackWhistleblowing", { body: { trackingCode }, remoteAddress });
  }

  async function caseIdOf(complaintNo: string): Promise<number> {
    const [row] = await h().server.database.db.select({ id: complaints.id }).from(complaints).where(eq(complaints.complaintNo, complaintNo));
    if (!row) throw new Error(`no case ${complaintNo}`);
    return row.id;
  }

  describe("reporting and tracking", () => {
    it("an anonymous report answers a tracking code; the code follows the case (any case, any spacing) and answers questions", async () => {
      const address = uniqueAddress();
      const receipt = await report();
      expect(receipt.complaintNo).toMatch(/^CP-\d{4}-\d{6}$/);
      expect(receipt.trackingCode).toMatch(TRACKING_CODE);
      const other = await report();
      expect(other.trackingCode).not.toBe(receipt.trackingCode);

      const tracked = await track(receipt.trackingCode, address);
      expect(tracked.status).toBe(200);
      const data = tracked.json.data as Tracked;
      expect(data.complaint).toMatchObject({
        complaintNo: receipt.complaintNo,
        confidential: true,
        personId: null,
        phone: null,
        contact: null,
        assignee: null,
        allowedActions: [],
        status: { code: "received" },
        unit: { id: expect.any(Number) },
      });
      expect(data.complaint.history).toMatchObject([{ action: "filed", actorKind: "reporter", actorName: null, toStatus: "received" }]);
      expect(data.notes).toEqual([]);
      const spaced = receipt.trackingCode.toLowerCase().replace(/-/g, " ");
      const again = await track(` ${spaced} `, address);
      expect(again.status).toBe(200);
      expect((again.json.data as Tracked).complaint.id).toBe(data.complaint.id);
      expect((await track(receipt.trackingCode.replace(/-/g, ""), address)).status).toBe(200);

      const answer = await h().call("answerWhistleblowing", {
        remoteAddress: address,
        body: { trackingCode: receipt.trackingCode.toLowerCase(), body: "It happened on 3 March around 10:00." },
      });
      expect(answer.status).toBe(201);
      expect(answer.json.data).toMatchObject({ authorKind: "reporter", authorName: null, internal: false, complaintId: data.complaint.id });
      const withNote = (await track(receipt.trackingCode, address)).json.data as Tracked;
      expect(withNote.notes.map((n) => n.body)).toEqual(["It happened on 3 March around 10:00."]);

      // A wrong code finds nothing.
      const wrong = "ABCD-EFGH-JKLM-NPQR";
      expect((await track(wrong, address)).status).toBe(404);
      expect((await h().call("answerWhistleblowing", { remoteAddress: address, body: { trackingCode: wrong, body: "Hello" } })).status).toBe(404);

      // Only the code's hash is stored; no person, no pseudonym for an anonymous report.
      const [row] = await h().server.database.db.select().from(complaints).where(eq(complaints.id, data.complaint.id));
      const normal = receipt.trackingCode.replace(/-/g, "");
      expect(row).toMatchObject({ personId: null, reporterRef: null, phone: null, contactName: null, confidential: true });
      expect(row?.trackingCodeHash).toBe(createHash("sha256").update(normal).digest("hex"));
      expect(JSON.stringify(row)).not.toContain(normal);

      // Only a whistleblowing kind can be reported this way, and complaints cannot carry one.
      const road = await typeAndKind(h(), "road");
      const notConfidential = await h().call("reportWhistleblowing", {
        remoteAddress: uniqueAddress(),
        body: { complaintKindId: road.kindId, detail: "The road in front of the market has a deep pothole" },
      });
      expect(notConfidential.status).toBe(400);
      expect(notConfidential.json.message).toMatch(/^complaintKindId: /);
    });

    it("refuses a detail of spaces (400 naming detail): its length counts without the surrounding spaces", async () => {
      const blank = await h().call("reportWhistleblowing", { remoteAddress: uniqueAddress(), body: { complaintKindId: kindId, detail: `  ${"\t".repeat(10)}  ` } });
      expect(blank.status).toBe(400);
      expect(blank.json.errors).toEqual([{ field: "detail", message: "must have at least 10 characters besides spaces" }]);
    });

    it("throttles tracking (30 tries an address, then 429 with Retry-After) and reporting (10 an hour)", async () => {
      const receipt = await report();
      const address = uniqueAddress();
      for (let i = 0; i < 30; i += 1) {
        const res = await track(`WRONG-CODE-${i}`, address);
        expect(res.status, `try ${i + 1}`).toBe(404);
      }
      const blocked = await track(receipt.trackingCode, address);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      const answer = await h().call("answerWhistleblowing", { remoteAddress: address, body: { trackingCode: receipt.trackingCode, body: "Hello" } });
      expect(answer.status).toBe(429);
      // Another address is not affected.
      expect((await track(receipt.trackingCode, uniqueAddress())).status).toBe(200);

      const reporter = uniqueAddress();
      for (let i = 0; i < 10; i += 1) await report({ remoteAddress: reporter });
      const tooMany = await h().call("reportWhistleblowing", {
        remoteAddress: reporter,
        body: { complaintKindId: kindId, detail: "One report too many from the same address." },
      });
      expect(tooMany.status).toBe(429);
      expect(Number(tooMany.headers["retry-after"])).toBeGreaterThan(0);
    });
  });

  describe("who sees a report", () => {
    it("only integrity officers see reports; they ask, the reporter answers with the code, a closed report takes no answer", async () => {
      const m = marker("WB");
      const address = uniqueAddress();
      const receipt = await report({ detail: `A contractor paid the inspector ${m}` });
      const id = await caseIdOf(receipt.complaintNo);

      // Ordinary officers, the complaints centre and the administrator: as if it did not exist.
      for (const who of ["somsak", "anong", "admin", "kannika", "prasert"] as const) {
        const token = staff[who].token;
        expect((await h().call("getComplaint", { token, params: { id } })).status, `${who} GET`).toBe(404);
        expect((await searchIds(h(), token, { text: m })).ids, `${who} search`).toEqual([]);
        expect((await searchIds(h(), token, { confidential: true })).total, `${who} confidential search`).toBe(0);
        expect((await h().call("listComplaintNotes", { token, params: { id } })).status).toBe(404);
        expect((await h().call("transitionComplaint", { token, params: { id }, body: { action: "accept" } })).status).toBe(404);
      }
      // The integrity officer does.
      const niran = staff.niran;
      expect((await searchIds(h(), niran.token, { text: m })).ids).toEqual([id]);
      expect((await searchIds(h(), niran.token, { confidential: true })).ids).toContain(id);
      const seen = await getCase(h(), niran.token, id);
      expect(seen).toMatchObject({ confidential: true, personId: null, phone: null, contact: null, allowedActions: ["accept", "forward", "reject"] });

      await h().call("transitionComplaint", { token: niran.token, params: { id }, body: { action: "accept", assigneeId: niran.id } });
      const question = await h().call("createComplaintNote", { token: niran.token, body: { complaintId: id, body: "Which inspector was it?" } });
      expect(question.status).toBe(201);
      const internal = await h().call("createComplaintNote", { token: niran.token, body: { complaintId: id, body: "Cross-check the permit register.", internal: true } });
      expect(internal.status).toBe(201);
      const tracked = (await track(receipt.trackingCode, address)).json.data as Tracked;
      expect(tracked.complaint.status.code).toBe("accepted");
      expect(tracked.complaint.assignee).toBeNull();
      expect(tracked.complaint.history.every((e) => e.actorName === null && e.assignee === null)).toBe(true);
      expect(tracked.notes.map((n) => [n.authorKind, n.authorName, n.body])).toEqual([["staff", null, "Which inspector was it?"]]);

      const answer = await h().call("answerWhistleblowing", { remoteAddress: address, body: { trackingCode: receipt.trackingCode, body: "The one on duty on Mondays." } });
      expect(answer.status).toBe(201);
      expect((await h().call("listComplaintNotes", { token: niran.token, params: { id } })).json.data).toMatchObject([
        { authorKind: "staff", internal: false },
        { authorKind: "staff", internal: true },
        { authorKind: "reporter", authorName: null, body: "The one on duty on Mondays." },
      ]);
      // The assigned integrity officer is told of the answer.
      const told = await h().server.database.db
        .select()
        .from(inboxItems)
        .where(and(eq(inboxItems.personId, niran.id), eq(inboxItems.link, `/mwp/complaints/${id}`)));
      expect(told).toHaveLength(1);

      await h().call("transitionComplaint", { token: niran.token, params: { id }, body: { action: "reject", comment: "No evidence was found." } });
      const closed = await h().call("answerWhistleblowing", { remoteAddress: address, body: { trackingCode: receipt.trackingCode, body: "More facts." } });
      expect(closed.status).toBe(409);
      expect(((await track(receipt.trackingCode, address)).json.data as Tracked).complaint.status.code).toBe("rejected");
    });

    it("a signed-in resident's report is in their own list with personId null; their identity is in no answer and no audit entry", async () => {
      const reporter = await newResident(h(), "whistler");
      const db = h().server.database.db;
      const m = marker("ID");
      // Distinctive identity details, to look for them in every answer.
      const firstname = `Firstname${m}`;
      const lastname = `Lastname${m}`;
      const phone = "089-765-4321";
      await db.update(personProfiles).set({ firstname, lastname, phone }).where(eq(personProfiles.personId, reporter.personId));
      const [account] = await db.select({ email: persons.email }).from(persons).where(eq(persons.id, reporter.personId));
      const email = account!.email;
      const identity = [reporter.name, email, firstname, lastname, `${firstname} ${lastname}`, phone];
      const address = uniqueAddress();
      const [{ lastAudit } = { lastAudit: null }] = await db.select({ lastAudit: max(auditLog.id) }).from(auditLog);

      const answers: { what: string; body: unknown }[] = [];
      const call = async (what: string, operationId: string, options: CallOptions): Promise<Answer> => {
        const res = await h().call(operationId, options);
        answers.push({ what, body: res.body });
        return res;
      };

      const created = await call("report", "reportWhistleblowing", {
        token: reporter.token,
        remoteAddress: address,
        body: { complaintKindId: kindId, detail: `The market inspector takes cash from vendors ${m}`, location: "Municipal market" },
      });
      expect(created.status).toBe(201);
      const receipt = created.json.data as Receipt;
      const id = await caseIdOf(receipt.complaintNo);

      // The reporter finds it in their own list, without their person id.
      const own = await call("own search", "searchComplaints", { token: reporter.token, body: { text: m } });
      expect((own.json.data as Schemas["Complaint"][]).map((c) => [c.id, c.personId, c.phone, c.confidential])).toEqual([[id, null, null, true]]);
      const ownCase = await call("own GET", "getComplaint", { token: reporter.token, params: { id } });
      expect(ownCase.status).toBe(200);
      expect(ownCase.json.data).toMatchObject({ personId: null, contact: null, allowedActions: [] });
      const ownNote = await call("own note", "createComplaintNote", { token: reporter.token, body: { complaintId: id, body: "I can show the receipts." } });
      expect(ownNote.status).toBe(201);
      expect(ownNote.json.data).toMatchObject({ authorKind: "reporter", authorName: null });
      await call("own notes", "listComplaintNotes", { token: reporter.token, params: { id } });
      const cancel = await call("own cancel", "cancelComplaint", { token: reporter.token, params: { id } });
      expect(cancel.status).toBe(409);
      await call("own files", "listLinkedFiles", { token: reporter.token, params: { linkType: "es", id } });
      await call("track", "trackWhistleblowing", { remoteAddress: address, body: { trackingCode: receipt.trackingCode } });
      await call("answer", "answerWhistleblowing", { remoteAddress: address, body: { trackingCode: receipt.trackingCode, body: "Ask the vendors in row C." } });

      // The integrity officer's every view.
      const niran = staff.niran;
      const queue = await call("niran search", "searchComplaints", { token: niran.token, body: { text: m } });
      expect(queue.json.total).toBe(1);
      const counted = await call("niran counts", "countComplaints", { token: niran.token, body: { text: m } });
      expect(counted.json.data).toMatchObject({ received: 1 });
      await call("niran confidential search", "searchComplaints", { token: niran.token, body: { confidential: true } });
      const view = await call("niran GET", "getComplaint", { token: niran.token, params: { id } });
      expect(view.json.data).toMatchObject({ personId: null, phone: null, contact: null });
      await call("niran assignees", "listComplaintAssignees", { token: niran.token, params: { id } });
      await call("niran accept", "transitionComplaint", { token: niran.token, params: { id }, body: { action: "accept", assigneeId: niran.id } });
      await call("niran note", "createComplaintNote", { token: niran.token, body: { complaintId: id, body: "Thank you, we are checking." } });
      await call("niran notes", "listComplaintNotes", { token: niran.token, params: { id } });
      await call("niran files", "listLinkedFiles", { token: niran.token, params: { linkType: "es", id } });
      await call("niran start", "transitionComplaint", { token: niran.token, params: { id }, body: { action: "start" } });
      await call("niran stats", "getComplaintStats", { token: niran.token });
      await call("niran GET after", "getComplaint", { token: niran.token, params: { id } });
      await call("track after", "trackWhistleblowing", { remoteAddress: address, body: { trackingCode: receipt.trackingCode } });
      await call("own GET after", "getComplaint", { token: reporter.token, params: { id } });
      await call("own notes after", "listComplaintNotes", { token: reporter.token, params: { id } });
      // Others: nothing.
      expect((await call("admin GET", "getComplaint", { token: staff.admin.token, params: { id } })).status).toBe(404);
      expect((await call("somsak GET", "getComplaint", { token: staff.somsak.token, params: { id } })).status).toBe(404);
      const adminSearch = await call("admin search", "searchComplaints", { token: staff.admin.token, body: { text: m } });
      expect(adminSearch.json.total).toBe(0);
      const adminCounts = await call("admin counts", "countComplaints", { token: staff.admin.token, body: { text: m } });
      expect(Object.values(adminCounts.json.data as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(0);
      await call("admin audit log", "searchAuditLog", { token: staff.admin.token, query: { entity: "complaint", limit: 100 } });

      expect(answers.length).toBeGreaterThan(20);
      for (const { what, body } of answers) {
        const text = JSON.stringify(body ?? null);
        for (const value of identity) expect(text, `${what} answers ${value}`).not.toContain(value);
        expect(personRefs(body, reporter.personId), `${what} answers the reporter's person id`).toEqual([]);
      }

      // The database keeps no link to the reporter but the keyed pseudonym.
      const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
      expect(row).toMatchObject({ personId: null, phone: null, contactName: null, recordedById: null });
      expect(row?.reporterRef).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.reporterRef).not.toContain(String(reporter.personId));
      const history = await db.select().from(caseHistory).where(eq(caseHistory.caseId, id));
      expect(history.filter((r) => r.actorId === reporter.personId)).toEqual([]);
      expect(history.filter((r) => r.actorKind === "reporter").map((r) => r.actorId)).toEqual([null]);
      const notes = await db.select().from(caseNotes).where(eq(caseNotes.caseId, id));
      expect(notes.filter((n) => n.authorKind === "reporter").map((n) => n.authorId)).toEqual([null, null]);
      expect(notes.some((n) => n.authorId === reporter.personId)).toBe(false);

      // Audit entries written since the reporter signed in, and the case's entries in the whistleblowing log (where
      // they are, not in the general log): none names them, none carries their details or address.
      const general = await db
        .select()
        .from(auditLog)
        .where(lastAudit === null ? undefined : gt(auditLog.id, lastAudit));
      expect(general.some((e) => e.entity === "complaint" && e.entityId === String(id))).toBe(false);
      const entries = [...general, ...(await db.select().from(whistleblowingAuditLog).where(eq(whistleblowingAuditLog.entityId, String(id))))];
      expect(entries.some((e) => e.entity === "complaint" && e.entityId === String(id))).toBe(true);
      for (const e of entries) {
        expect(e.personId, `audit ${e.action} ${e.entity}`).not.toBe(reporter.personId);
        expect(e.personName).not.toBe(reporter.name);
        const text = JSON.stringify(e.changes);
        for (const value of identity) expect(text).not.toContain(value);
        expect(personRefs(e.changes, reporter.personId)).toEqual([]);
      }
      const ofCase = entries.filter((e) => e.entity === "complaint" && e.entityId === String(id));
      expect(ofCase[0]).toMatchObject({ action: "create", personId: null, personName: null, realm: null });
      for (const e of ofCase) expect(e.clientIp).not.toBe(address);

      // Nobody was e-mailed or notified about it at the reporter's address or account.
      // (The only e-mail to the address is the sign-up's confirmation of it, issue 15.)
      const mails = await db.select().from(outbox).where(inArray(outbox.toAddress, [email]));
      expect(mails.filter((m) => m.template !== "email-confirm")).toEqual([]);
      for (const m of mails) expect(`${m.subject}\n${m.body}`).not.toContain(receipt.complaintNo);
      const reporterItems = await db.select().from(inboxItems).where(eq(inboxItems.personId, reporter.personId));
      expect(reporterItems.filter((i) => i.link?.includes(String(id)) || i.title.includes(receipt.complaintNo))).toEqual([]);
    });
  });
});

/** Keys under which a person id would be returned. */
const PERSON_KEY = /person|author|actor|reporter|user|owner|recorded|uploaded|contact|created_?by/i;

/**
 * Paths in `value` where `personId` appears as a number under a key that names a person (or as the `id` of an
 * object under such a key); ids of other things that happen to be equal are not flagged.
 */
function personRefs(value: unknown, personId: number, path: string[] = []): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => personRefs(v, personId, [...path, String(i)]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => {
      const here = [...path, k];
      if (v === personId || v === String(personId)) {
        const parent = path.filter((p) => !/^\d+$/.test(p)).at(-1) ?? "";
        if (PERSON_KEY.test(k) || (k === "id" && PERSON_KEY.test(parent))) return [here.join(".")];
        return [];
      }
      return personRefs(v, personId, here);
    });
  }
  return [];
}
