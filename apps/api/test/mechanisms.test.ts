/**
 * The shared mechanisms of docs/architecture.md "Shared mechanisms" called directly (tracker issue 37 item 2): the
 * inbox's `notify` (texts fitted to their columns, the person's language, the quota kept for a person's own items
 * only), the case's `applyMove` (refuses what the move table forbids and a case whose status changed since it was
 * read) and the file store's avatar functions. The API tests cover the same paths through the operations.
 */
import { and, count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { applyMove } from "../src/cases/move";
import { loadCase } from "../src/cases/view";
import type { AuthContext } from "../src/auth/context";
import { auditLog, caseHistory, INBOX_DESCRIPTION_MAX, INBOX_TITLE_MAX, inboxItems, persons } from "../src/db/schema";
import { AVATAR_SIZE_PX, deleteFilesOfPerson, loadAvatar, prepareAvatar, storeAvatar } from "../src/files/storage";
import { INBOX_LIMIT, notify } from "../src/inbox/notify";
import { loadSharp } from "../src/lib/heavy-modules";
import { ELLIPSIS } from "../src/lib/text";
import { fileCase, move, signInStaff } from "./support/cases";
import { describeBackends, newResident, type Harness } from "./support/harness";

/** The audit request of a resident acting (what a handler's context gives `writeAudit`). */
function residentRequest(resident: { personId: number; name: string }, now: number) {
  const auth: AuthContext = {
    personId: resident.personId,
    realm: "person",
    sessionId: "mechanisms-test",
    name: resident.name,
    roles: [],
    mustChangePassword: false,
    unit: null,
  };
  return { auth, clientIp: "127.0.0.1", requestId: "mechanisms-test", now };
}

/** The inbox items of a person of one kind. */
async function inboxCount(h: Harness, personId: number, kind: "message" | "notification"): Promise<number> {
  const [row] = await h.server.database.db
    .select({ n: count() })
    .from(inboxItems)
    .where(and(eq(inboxItems.personId, personId), eq(inboxItems.kind, kind)));
  return row?.n ?? 0;
}

describeBackends("shared mechanisms", (h) => {
  it("notify shortens a long title and description to their columns, with an ellipsis", async () => {
    const resident = await newResident(h(), "notifyfit");
    const row = await notify(h().server.database.db, {
      personId: resident.personId,
      title: "ถนนชำรุด ".repeat(60),
      description: "😀".repeat(INBOX_DESCRIPTION_MAX + 5),
      time: Date.now(),
    });
    expect(row).not.toBeNull();
    expect([...row!.title].length).toBe(INBOX_TITLE_MAX);
    expect(row!.title.endsWith(ELLIPSIS)).toBe(true);
    expect([...row!.description].length).toBe(INBOX_DESCRIPTION_MAX);
    expect(row!.description.endsWith(`😀${ELLIPSIS}`)).toBe(true);
    expect(row!.kind).toBe("notification");
  });

  it("notify writes in the person's language, and nothing for a person who does not exist", async () => {
    const db = h().server.database.db;
    const thai = await newResident(h(), "notifyth");
    const english = await newResident(h(), "notifyen");
    await db.update(persons).set({ language: "th" }).where(eq(persons.id, thai.personId));
    await db.update(persons).set({ language: "en" }).where(eq(persons.id, english.personId));
    const entry = { title: { th: "ชำระค่าขยะเรียบร้อยแล้ว", en: "Garbage fee paid" }, description: { th: "ใบเสร็จ", en: "Receipt" }, time: Date.now() };
    const th = await notify(db, { ...entry, personId: thai.personId });
    const en = await notify(db, { ...entry, personId: english.personId });
    expect([th?.title, th?.description]).toEqual(["ชำระค่าขยะเรียบร้อยแล้ว", "ใบเสร็จ"]);
    expect([en?.title, en?.description]).toEqual(["Garbage fee paid", "Receipt"]);
    expect(await notify(db, { ...entry, personId: 2_000_000_000 })).toBeNull();
  });

  it(`notify writes an event's notice past the ${INBOX_LIMIT}-item quota, which still refuses the person's own item (409)`, async () => {
    const db = h().server.database.db;
    const resident = await newResident(h(), "notifyfull");
    await db.insert(inboxItems).values(
      Array.from({ length: INBOX_LIMIT }, (_, i) => ({ personId: resident.personId, kind: "notification" as const, title: `Filler ${i}`, time: new Date() })),
    );
    expect(await notify(db, { personId: resident.personId, title: "A case moved", time: Date.now() })).not.toBeNull();
    expect(await inboxCount(h(), resident.personId, "notification")).toBe(INBOX_LIMIT + 1);
    const own = await h().call("createNotification", { token: resident.token, body: { notification: { title: "My own" } } });
    expect(own.status).toBe(409);
    expect(await inboxCount(h(), resident.personId, "notification")).toBe(INBOX_LIMIT + 1);
    // Messages are counted on their own.
    const message = await h().call("createMessage", { token: resident.token, body: { message: { title: "A message" } } });
    expect(message.status, message.json.message).toBe(201);
  });

  it("applyMove refuses a move the move table forbids, and writes nothing", async () => {
    const resident = await newResident(h(), "moveforbidden");
    const filed = await fileCase(h(), resident.token);
    const db = h().server.database.db;
    const refused = new Error("refused by the move table");
    await expect(
      db.transaction(async (tx) => {
        const current = await loadCase(tx, filed.id, true);
        if (!current) throw new Error("case not found");
        await applyMove(tx, {
          move: "complete",
          current,
          actor: { kind: "resident", personId: resident.personId },
          comment: "Finished by someone who may not",
          request: residentRequest(resident, Date.now()),
          portalUrl: "http://localhost",
          refused: () => refused,
        });
      }),
    ).rejects.toBe(refused);
    expect((await loadCase(db, filed.id))?.status.code).toBe("received");
    const history = await db.select({ action: caseHistory.action }).from(caseHistory).where(eq(caseHistory.caseId, filed.id));
    expect(history.map((r) => r.action)).toEqual(["filed"]);
  });

  it("applyMove refuses a case whose status changed since it was read, and applies an allowed move with its history and audit entry", async () => {
    const resident = await newResident(h(), "movestale");
    const staff = await signInStaff(h());
    const db = h().server.database.db;
    const first = await fileCase(h(), resident.token);
    const stale = await loadCase(db, first.id);
    if (!stale) throw new Error("case not found");
    await move(h(), staff.somsak.token, stale.complaint.id, { action: "accept" });
    const input = {
      move: "cancel" as const,
      actor: { kind: "resident" as const, personId: resident.personId },
      comment: null,
      request: residentRequest(resident, Date.now()),
      portalUrl: "http://localhost",
      refused: () => new Error("stale"),
    };
    // Read as received, accepted meanwhile: the table allows a cancel from received, the status check refuses it.
    await expect(db.transaction((tx) => applyMove(tx, { ...input, current: stale }))).rejects.toThrow("stale");
    expect((await loadCase(db, stale.complaint.id))?.status.code).toBe("accepted");

    const fresh = await fileCase(h(), resident.token);
    const result = await db.transaction(async (tx) => {
      const current = await loadCase(tx, fresh.id, true);
      if (!current) throw new Error("case not found");
      return applyMove(tx, { ...input, current });
    });
    expect(result).toEqual({ from: "received", to: "cancelled" });
    const after = await loadCase(db, fresh.id);
    expect(after?.status.code).toBe("cancelled");
    expect(after?.complaint.cancelledAt).not.toBeNull();
    expect(after?.complaint.closedAt).not.toBeNull();
    const history = await db.select({ action: caseHistory.action, toStatus: caseHistory.toStatus }).from(caseHistory).where(eq(caseHistory.caseId, fresh.id));
    expect(history).toContainEqual({ action: "cancelled", toStatus: "cancelled" });
    const audit = await db
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "complaint"), eq(auditLog.entityId, String(fresh.id))));
    expect(audit).toContainEqual({ action: "status-change", changes: [{ field: "status", before: "received", after: "cancelled" }] });
  });

  it("the file store keeps one avatar a person, reads it back, refuses what is not an image, and deletes it at closure", async () => {
    const resident = await newResident(h(), "storeavatar");
    const db = h().server.database.db;
    const sharp = await loadSharp();
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#2060c0" } }).png().toBuffer();
    expect(await prepareAvatar(Buffer.from("not an image at all"))).toBeNull();
    await expect(prepareAvatar(Buffer.alloc(0))).rejects.toMatchObject({ statusCode: 400 });
    const avatar = await prepareAvatar(png);
    expect(avatar?.mimeType).toBe("image/webp");
    expect((await sharp(avatar!.content).metadata()).width).toBe(AVATAR_SIZE_PX);
    const upload = { personId: resident.personId, file: avatar!, uploaderId: resident.personId, uploaderKind: "resident" as const, now: Date.now() };
    const first = await db.transaction((tx) => storeAvatar(tx, upload));
    const second = await db.transaction((tx) => storeAvatar(tx, upload));
    expect(await loadAvatar(db, first)).toBeUndefined();
    expect((await loadAvatar(db, second))?.equals(avatar!.content)).toBe(true);
    expect(await loadAvatar(db, "not-a-uuid")).toBeUndefined();
    await db.transaction((tx) => deleteFilesOfPerson(tx, resident.personId));
    expect(await loadAvatar(db, second)).toBeUndefined();
  });
});
