/**
 * No 500 for a text the contract accepts (tracker issue 36 item 8): a closing note of up to 2,000 characters is
 * copied into the resident's notification (1,000 characters, with the survey's invitation) and e-mail; the case
 * completes, the notification is shortened with an ellipsis, the history and the e-mail keep the note whole.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { caseHistory, outbox, inboxItems, INBOX_DESCRIPTION_MAX } from "../src/db/schema";
import { ELLIPSIS, fitText } from "../src/lib/text";
import { describeWithoutBackend } from "./support/backends";
import { fileCase, getCase, move, signInStaff, type StaffTokens } from "./support/cases";
import { describeBackends, newResident } from "./support/harness";
import { newStaffUser } from "./support/staff";

/** A Thai closing note of exactly `length` characters. */
function thaiNote(length: number): string {
  const sentence = "ซ่อมผิวถนนหน้าตลาดด้วยแอสฟัลต์เรียบร้อยแล้ว ตรวจสอบการระบายน้ำและติดตั้งป้ายเตือน ";
  return sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length);
}

describeWithoutBackend("fitText", () => {
  it("keeps a text that fits, cuts a longer one to the limit with an ellipsis, never splits an emoji", () => {
    expect(fitText("สวัสดี", 6)).toBe("สวัสดี");
    expect(fitText("abcdef", 4)).toBe(`abc${ELLIPSIS}`);
    const emoji = "😀".repeat(5); // 10 UTF-16 units, 5 characters
    expect(fitText(emoji, 5)).toBe(emoji);
    expect(fitText(emoji, 3)).toBe(`😀😀${ELLIPSIS}`);
  });
});

describeBackends("long texts", (h) => {
  let staff: StaffTokens;
  beforeAll(async () => {
    staff = await signInStaff(h());
  });

  describe("closing note", () => {
    for (const length of [970, 2000]) {
      it(`completes a case with a ${length}-character Thai closing note (200, completed)`, async () => {
        const resident = await newResident(h(), `longnote${length}`);
        const officer = await newStaffUser(h(), ["officer"], { unitCode: "technical-engineering", prefix: `closer${length}` });
        const filed = await fileCase(h(), resident.token);
        await move(h(), staff.somsak.token, filed.id, { action: "accept" });
        await move(h(), staff.somsak.token, filed.id, { action: "assign", assigneeId: officer.personId });
        await move(h(), officer.token, filed.id, { action: "start" });
        const note = thaiNote(length);
        const res = await h().call("transitionComplaint", { token: officer.token, params: { id: filed.id }, body: { action: "complete", comment: note } });
        expect(res.status, res.json.message).toBe(200);
        expect((await getCase(h(), officer.token, filed.id)).status.code).toBe("completed");

        const db = h().server.database.db;
        const [history] = await db.select({ comment: caseHistory.comment }).from(caseHistory).where(and(eq(caseHistory.caseId, filed.id), eq(caseHistory.toStatus, "completed")));
        expect(history?.comment).toBe(note);
        const notes = await db.select({ description: inboxItems.description }).from(inboxItems).where(eq(inboxItems.personId, resident.personId));
        const told = notes.find((n) => n.description.startsWith(note.slice(0, 50)));
        expect(told).toBeDefined();
        expect([...told!.description].length).toBeLessThanOrEqual(INBOX_DESCRIPTION_MAX);
        expect(told!.description).toContain(`${ELLIPSIS}\n\n`);
        const mails = await db.select({ body: outbox.body }).from(outbox).where(eq(outbox.personId, resident.personId));
        expect(mails.some((m) => m.body.includes(note.trim()))).toBe(true);
      });
    }
  });
});
