/**
 * The LINE Official Account and the notification preferences (tracker issue 41 items 4 and 5; docs/line.md): LINE's
 * documented webhook payloads (follow, text, image, location, unfollow) replayed, signed with the channel secret,
 * against the real server, whose Messaging API and content API are a local server here that records every call.
 */
import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { complaints, files, garbageAccounts, garbageBills, outbox } from "../src/db/schema";
import { signBody } from "../src/garbage/bank";
import { DEMO_IDENTITY } from "../src/seeds/seed-identity";
import { ADMIN, describeBackends, newResident, type Harness } from "./support/harness";
import { notificationsOf, outboxOf } from "./support/cases";

const CHANNEL_SECRET = "line-test-channel-secret-0123456789";
const BANK_SECRET = "line-test-bank-secret-0123456789abcdefgh";
const PHOTO = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#c0392b" } }).jpeg().toBuffer();

/** One call the local LINE server received. */
interface LineCall {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown> | undefined;
}
const calls: LineCall[] = [];
const line = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const text = Buffer.concat(chunks).toString("utf8");
    calls.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined });
    if (req.method === "GET" && /^\/v2\/bot\/message\/[^/]+\/content$/.test(req.url ?? "")) {
      res.writeHead(200, { "content-type": "image/jpeg" }).end(PHOTO);
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ sentMessages: [{ id: "1", quoteToken: "q" }] }));
  });
});
await new Promise<void>((resolve) => line.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(line.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => line.close(() => resolve())));

let eventNo = 0;

/** A webhook event as LINE documents it, from `userId`. */
function event(userId: string, type: string, message?: Record<string, unknown>, id?: string): Record<string, unknown> {
  eventNo += 1;
  return {
    type,
    ...(type === "unfollow" ? {} : { replyToken: `reply-${eventNo}` }),
    mode: "active",
    timestamp: Date.now(),
    source: { type: "user", userId },
    webhookEventId: id ?? `01HTEST${String(eventNo).padStart(6, "0")}`,
    deliveryContext: { isRedelivery: false },
    ...(message ? { message: { id: `msg${eventNo}`, quoteToken: "q", ...message } } : {}),
  };
}

/** Posts events as LINE does: the raw body signed with the channel secret (or a given signature). */
async function deliver(h: Harness, events: Record<string, unknown>[], signature?: string) {
  const payload = JSON.stringify({ destination: "Ubot0000000000000000000000000000", events });
  const sign = signature ?? createHmac("sha256", CHANNEL_SECRET).update(payload).digest("base64");
  return h.call("receiveLineWebhook", { payload, headers: { "content-type": "application/json", "x-line-signature": sign } });
}

/** Delivers the outbox now (LINE only: no SMTP here) and answers the calls it made. */
async function sent(h: Harness): Promise<LineCall[]> {
  const before = calls.length;
  await h.server.outboxSender?.runOnce();
  return calls.slice(before).filter((c) => c.method === "POST");
}

/** The texts of the messages of a call (a text's text; a Flex message's texts, its buttons' addresses). */
function textsOf(call: LineCall): string {
  return JSON.stringify(call.body?.messages ?? []);
}

describeBackends(
  "LINE Official Account and notification preferences",
  (h) => {
    it("links, files a complaint with photo, location and description, answers replies and my cases, once per event, and unlinks on unfollow", async () => {
      const resident = await newResident(h(), "line");
      const userId = `U${"a".repeat(31)}${resident.personId % 10}`;

      // A wrong signature is refused before anything is processed.
      const forged = await deliver(h(), [event(userId, "follow")], "c2lnbmF0dXJl");
      expect(forged.status).toBe(401);

      // The account page's code, with the consent recorded.
      expect((await h().call("createLineLinkCode", { token: resident.token, body: { consent: false } })).status).toBe(400);
      const coded = await h().call("createLineLinkCode", { token: resident.token, body: { consent: true } });
      expect(coded.status).toBe(200);
      const state = (coded.json.data as Schemas["NotificationSettings"]).line;
      expect(state.consentedAt).not.toBeNull();
      const code = state.linkCode ?? "";
      expect(code).toMatch(/^[A-Z2-9]{8}$/);

      // Follow, then the code in the chat: linked; each answer is a reply with the event's token.
      expect((await deliver(h(), [event(userId, "follow"), event(userId, "message", { type: "text", text: code.toLowerCase() })])).json.data).toEqual({ processed: 2, ignored: 0 });
      const answers = await sent(h());
      expect(answers.map((c) => c.path)).toEqual(["/v2/bot/message/reply", "/v2/bot/message/reply"]);
      expect(textsOf(answers[1]!)).toContain("เชื่อมบัญชี LINE กับบัญชีผู้ใช้ของท่านเรียบร้อยแล้ว");
      const settings = await h().call("getNotificationSettings", { token: resident.token });
      expect((settings.json.data as Schemas["NotificationSettings"]).line).toMatchObject({ available: true, linked: true, linkCode: null });

      // Photo (fetched from the content API, kept by the file store), location, description: a complaint in channel `line`.
      await deliver(h(), [event(userId, "message", { type: "image", contentProvider: { type: "line" } })]);
      expect(calls.some((c) => c.method === "GET" && /\/v2\/bot\/message\/msg\d+\/content$/.test(c.path))).toBe(true);
      await deliver(h(), [event(userId, "message", { type: "location", title: "ตลาดสด", address: "ถนนเทศบาล 1", latitude: 13.7563, longitude: 100.5018 })]);
      const description = event(userId, "message", { type: "text", text: "ไฟฟ้าส่องสว่างหน้าตลาดดับมาสามคืนแล้ว" });
      expect((await deliver(h(), [description])).json.data).toEqual({ processed: 1, ignored: 0 });
      // LINE redelivers the same event: ignored, no second complaint.
      const again = { ...description, deliveryContext: { isRedelivery: true } };
      expect((await deliver(h(), [again])).json.data).toEqual({ processed: 0, ignored: 1 });
      const db = h().server.database.db;
      const filed = await db.select().from(complaints).where(and(eq(complaints.personId, resident.personId), eq(complaints.channel, "line")));
      expect(filed).toHaveLength(1);
      const complaint = filed[0]!;
      expect(complaint.location).toContain("ตลาดสด ถนนเทศบาล 1 (13.756300, 100.501800)");
      const attached = await db.select({ mimeType: files.mimeType }).from(files).where(and(eq(files.linkId, complaint.id), eq(files.linkType, "es")));
      expect(attached).toEqual([{ mimeType: "image/jpeg" }]);
      const receipts = await sent(h());
      expect(receipts.map((c) => textsOf(c)).join()).toContain(complaint.complaintNo);
      expect(receipts.at(-1)?.body?.messages).toEqual([expect.objectContaining({ type: "flex" })]);

      // "เรื่องของฉัน" lists the open case.
      await deliver(h(), [event(userId, "message", { type: "text", text: "เรื่องของฉัน" })]);
      expect(textsOf((await sent(h()))[0]!)).toContain(complaint.complaintNo);

      // "ยกเลิก" ends a conversation at any step.
      await deliver(h(), [event(userId, "message", { type: "text", text: "แจ้งเรื่อง" }), event(userId, "message", { type: "text", text: "ยกเลิก" })]);
      expect(textsOf((await sent(h())).at(-1)!)).toContain("ยกเลิกการแจ้งเรื่องแล้ว");

      // The officer's reply reaches LINE as a push of a Flex message with the municipality's name, with its retry key.
      const admin = await h().login("staff", ADMIN);
      const note = await h().call("createComplaintNote", { token: admin, body: { complaintId: complaint.id, body: "เจ้าหน้าที่จะเข้าไปซ่อมภายในวันพรุ่งนี้" } });
      expect(note.status).toBe(201);
      const pushes = await sent(h());
      expect(pushes).toHaveLength(1);
      expect(pushes[0]).toMatchObject({ path: "/v2/bot/message/push", body: { to: userId } });
      expect(pushes[0]!.headers["x-line-retry-key"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(textsOf(pushes[0]!)).toContain("เจ้าหน้าที่จะเข้าไปซ่อมภายในวันพรุ่งนี้");
      expect(textsOf(pushes[0]!)).toContain("เทศบาล");
      // A status change reaches LINE too: the case is taken (รับเรื่องแล้ว).
      const accepted = await h().call("transitionComplaint", { token: admin, params: { id: complaint.id }, body: { action: "accept" } });
      expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
      const moved = await sent(h());
      expect(moved).toHaveLength(1);
      expect(moved[0]).toMatchObject({ path: "/v2/bot/message/push", body: { to: userId } });
      expect(textsOf(moved[0]!)).toContain("รับเรื่องแล้ว");

      // Preferences: replies off in LINE, in the portal and by e-mail; nothing is sent on any of them.
      const choices = (settings.json.data as Schemas["NotificationSettings"]).choices.map((c) => (c.event === "caseReply" ? { ...c, line: false, inApp: false, email: false } : c));
      const saved = await h().call("updateNotificationSettings", { token: resident.token, body: { choices, lineConsent: true } });
      expect(saved.status).toBe(200);
      const mails = (await outboxOf(h(), resident.personId, ["case-reply"])).length;
      const inbox = (await notificationsOf(h(), resident.token)).length;
      await h().call("createComplaintNote", { token: admin, body: { complaintId: complaint.id, body: "แจ้งความคืบหน้าอีกครั้งหนึ่ง" } });
      expect(await sent(h())).toEqual([]);
      expect(await outboxOf(h(), resident.personId, ["case-reply"])).toHaveLength(mails);
      expect(await notificationsOf(h(), resident.token)).toHaveLength(inbox);

      // One outbox, one sender: without SMTP the sender delivers only LINE; the resident's e-mails wait, untried.
      const waiting = await outboxOf(h(), resident.personId, ["case-reply", "case-status-changed"]);
      expect(waiting.length).toBeGreaterThan(0);
      expect(waiting.map((m) => `${m.channel}/${m.state}/${m.attempts}`)).toEqual(waiting.map(() => "email/queued/0"));

      // A paid garbage fee's receipt reaches LINE as a Flex message with its number (tracker issue 41 item 5).
      const accountNo = `88${String(Date.now()).slice(-8)}`;
      const [account] = await db
        .insert(garbageAccounts)
        .values({ accountNo, houseNo: "5/1", holderName: "ทดสอบ ไลน์", address: "1 หมู่ 1", rateCode: "household" })
        .returning({ id: garbageAccounts.id });
      await db.insert(garbageBills).values({ accountId: account!.id, month: "2026-01", amountSatang: 2000 });
      const linkedAccount = await h().call("linkGarbageAccount", { token: resident.token, body: { accountNo, houseNo: "5/1" } });
      expect(linkedAccount.status, linkedAccount.json.message).toBe(200);
      const bills = (linkedAccount.json.data as Schemas["GarbageAccount"]).bills.map((b) => b.id);
      const created = await h().call("createGarbagePayment", { token: resident.token, body: { accountId: account!.id, billIds: bills } });
      expect(created.status, created.json.message).toBe(201);
      const payment = (await h().call("startGarbagePayment", { token: resident.token, params: { id: (created.json.data as Schemas["GarbagePayment"]).id } })).json
        .data as Schemas["GarbagePayment"];
      const notice = { transactionId: `TXLINE${Date.now()}`, billerId: DEMO_IDENTITY.billerId, ref1: payment.accountNo, ref2: payment.paymentNo, amountSatang: payment.amountSatang, status: "success" as const, paidAt: new Date().toISOString() };
      const bank = await h().call("receiveGarbageBankNotification", { body: notice, headers: { "x-bank-signature": signBody(new TextEncoder().encode(BANK_SECRET), JSON.stringify(notice)) } });
      const outcome = bank.json.data as Schemas["GarbageNotificationOutcome"];
      expect(outcome.outcome, JSON.stringify(bank.json)).toBe("paid");
      const receipt = await sent(h());
      expect(receipt).toHaveLength(1);
      expect(receipt[0]).toMatchObject({ path: "/v2/bot/message/push", body: { to: userId, messages: [expect.objectContaining({ type: "flex" })] } });
      expect(textsOf(receipt[0]!)).toContain(outcome.receiptNo!);

      // The administrators' outbox lists LINE messages (channel filter); a failed one is sent again (tracker issue 41 item 2).
      const listed = await h().call("listEmailOutbox", { token: admin, query: { channel: "line", limit: 100 } });
      const lineMessages = listed.json.data as Schemas["EmailMessage"][];
      expect(lineMessages.length).toBeGreaterThan(0);
      expect(lineMessages.every((m) => m.channel === "line")).toBe(true);
      const receiptRow = lineMessages.find((m) => m.to === userId && m.body.includes(outcome.receiptNo!));
      expect(receiptRow).toMatchObject({ state: "sent", attempts: 1, template: "line-notice" });
      await db.update(outbox).set({ state: "failed", lastError: "LINE answered 500" }).where(eq(outbox.id, receiptRow!.id));
      const retried = await h().call("retryEmail", { token: admin, params: { id: receiptRow!.id } });
      expect(retried.json.data).toMatchObject({ channel: "line", state: "queued", attempts: 0 });
      const resent = await sent(h());
      expect(resent.map((c) => [c.path, c.headers["x-line-retry-key"]])).toEqual([["/v2/bot/message/push", receipt[0]!.headers["x-line-retry-key"]]]);

      // A block (unfollow) unlinks: the LINE user id is gone and nothing more is queued for it.
      await deliver(h(), [event(userId, "unfollow")]);
      const after = await h().call("getNotificationSettings", { token: resident.token });
      expect((after.json.data as Schemas["NotificationSettings"]).line.linked).toBe(false);
      expect(await db.select().from(outbox).where(and(eq(outbox.toAddress, userId), eq(outbox.state, "queued")))).toEqual([]);
      // One journey through the chat, 10 to 15 s alone on the 2-core machine: over the default 30 s when it is busy.
    }, 120_000);

    it("records, honours and revokes the LINE consent; refuses LINE without it and repeated events", async () => {
      const resident = await newResident(h(), "consent");
      const initial = (await h().call("getNotificationSettings", { token: resident.token })).json.data as Schemas["NotificationSettings"];
      expect(initial.choices.map((c) => [c.event, c.email, c.inApp, c.line])).toEqual([
        ["caseStatus", true, true, false],
        ["caseReply", true, true, false],
        ["receipt", true, true, false],
      ]);
      const on = initial.choices.map((c) => ({ ...c, line: true }));
      const refused = await h().call("updateNotificationSettings", { token: resident.token, body: { choices: on, lineConsent: false } });
      expect(refused.status).toBe(400);
      expect(refused.json.errors?.[0]?.field).toBe("lineConsent");
      const twice = await h().call("updateNotificationSettings", { token: resident.token, body: { choices: [on[0]!, on[0]!], lineConsent: true } });
      expect(twice.json.errors?.[0]?.field).toBe("choices");
      const given = await h().call("updateNotificationSettings", { token: resident.token, body: { choices: on, lineConsent: true } });
      const data = given.json.data as Schemas["NotificationSettings"];
      expect(data.line.consentedAt).not.toBeNull();
      expect(data.choices.every((c) => c.line)).toBe(true);
      const revoked = await h().call("updateNotificationSettings", { token: resident.token, body: { choices: on.map((c) => ({ ...c, line: false })), lineConsent: false } });
      expect((revoked.json.data as Schemas["NotificationSettings"]).line.consentedAt).toBeNull();
      // The personal data export holds the consent, given and revoked, and the choices.
      const exported = (await h().call("exportMyData", { token: resident.token })).json as unknown as Schemas["MyDataExport"];
      expect(exported.line?.consents).toEqual([expect.objectContaining({ channel: "line", textVersion: data.line.consentVersion, revokedAt: expect.any(String) })]);
      expect(exported.line?.notificationPreferences.line).toEqual({ caseStatus: false, caseReply: false, receipt: false });
      expect((await h().call("unlinkLine", { token: resident.token })).status).toBe(200);
    });
  },
  {
    config: {
      garbageBankSecret: BANK_SECRET,
      line: { channelSecret: CHANNEL_SECRET, channelAccessToken: "line-test-access-token", apiBaseUrl: base, dataApiBaseUrl: base },
    },
    outbox: { start: false },
  },
);
