/**
 * The garbage collection fee (issue 13; contract tag `garbage`): linking an account, the bill run (idempotent), the
 * payment state machine (every move allowed and refused), the PromptPay bill-payment QR (checked with promptparse's
 * own parser), the bank's signed notification (unsigned or wrongly signed 401, a replay answered as before and
 * recorded once, an amount or reference that does not match recorded as an exception and never paid, two concurrent
 * notifications for one payment record one payment), the e-receipt (Thai words in the PDF's text), the receipt
 * e-mail in the outbox, and the finance officers' lists, CSV export and "simulate the bank"; staff open accounts,
 * link them to a resident or unlink them and close them, resolve exceptions with a note (all audited), and payments
 * past their time are expired wherever they are read.
 */
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { parse } from "promptparse";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { signBody } from "../src/garbage/bank";
import { canTransition, PAYMENT_TRANSITIONS } from "../src/garbage/payment-state";
import { auditLog, outbox, garbageAccounts, garbageBankNotifications, garbageBills, garbagePayments, persons, type GarbagePaymentState } from "../src/db/schema";
import { expireDuePayments } from "../src/garbage/expiry";
import { bangkokMonth, citizenIdCheckDigit } from "@eoffice/thai";
import { DEMO_IDENTITY } from "../src/seeds/seed-identity";

/** The demo identity's PromptPay biller ID (`DEMO_IDENTITY`, the identity the server starts with). */
const DEFAULT_GARBAGE_BILLER_ID = DEMO_IDENTITY.billerId;
import { describeBackends, newResident, SOMCHAI, type Harness } from "./support/harness";
import { DEMO_STAFF_PASSWORD, newStaffUser } from "./support/staff";

const BANK_SECRET = "garbage-bank-test-secret-0123456789abcdef";
const SECRET = new TextEncoder().encode(BANK_SECRET);

type Payment = Schemas["GarbagePayment"];
type Account = Schemas["GarbageAccount"];
type Outcome = Schemas["GarbageNotificationOutcome"];

/**
 * Months counted back from this one in Bangkok, so that the tests hold on any date (a bill run goes back at most 36
 * months; fixed months such as 2025-06 would have been refused from 2028-07): two unpaid months written directly
 * (the seeds bill the two months before this one), and the month of the bill runs.
 */
const UNPAID_MONTHS = [bangkokMonth(Date.now(), -4), bangkokMonth(Date.now(), -3)] as const;
const BILL_RUN_MONTH = bangkokMonth(Date.now(), -12);

let accountCounter = 0;

describeBackends(
  "garbage fee",
  (h) => {
    let wichai = "";

    beforeAll(async () => {
      wichai = await h().login("staff", { name: "wichai", password: DEMO_STAFF_PASSWORD });
    });

    /** A new account (household rate, 40 THB over two unpaid months of 20 THB) that `token`'s resident links. */
    async function linkedAccount(token: string): Promise<Account> {
      accountCounter += 1;
      const accountNo = `77${String(Date.now()).slice(-8)}${String(accountCounter).padStart(3, "0")}`;
      const db = h().server.database.db;
      const [row] = await db
        .insert(garbageAccounts)
        .values({ accountNo, houseNo: `${accountCounter}/9`, holderName: "ทดสอบ ระบบ", address: "1 หมู่ 1", rateCode: "household" })
        .returning({ id: garbageAccounts.id });
      await db.insert(garbageBills).values([
        { accountId: row!.id, month: UNPAID_MONTHS[0], amountSatang: 2000 },
        { accountId: row!.id, month: UNPAID_MONTHS[1], amountSatang: 2000 },
      ]);
      const linked = await h().call("linkGarbageAccount", { token, body: { accountNo, houseNo: `${accountCounter}/9` } });
      expect(linked.status, linked.json.message).toBe(200);
      return linked.json.data as Account;
    }

    async function newPayment(token: string, account: Account): Promise<Payment> {
      const res = await h().call("createGarbagePayment", { token, body: { accountId: account.id, billIds: account.bills.map((b) => b.id) } });
      expect(res.status, res.json.message).toBe(201);
      return res.json.data as Payment;
    }

    /** Sends a notification signed with `secret` (@default the right one); `signature: null` sends none. */
    function notify(body: Schemas["GarbageBankNotification"], signature?: string | null) {
      const sig = signature === undefined ? signBody(SECRET, JSON.stringify(body)) : signature;
      return h().call("receiveGarbageBankNotification", { body, headers: sig === null ? {} : { "x-bank-signature": sig } });
    }

    let txCounter = 0;
    function paidNotice(payment: Payment, overrides: Partial<Schemas["GarbageBankNotification"]> = {}): Schemas["GarbageBankNotification"] {
      txCounter += 1;
      return {
        transactionId: `TX${Date.now().toString(36)}${txCounter}`.toUpperCase(),
        billerId: DEFAULT_GARBAGE_BILLER_ID,
        ref1: payment.accountNo,
        ref2: payment.paymentNo,
        amountSatang: payment.amountSatang,
        status: "success",
        paidAt: new Date().toISOString(),
        ...overrides,
      };
    }

    async function stateOf(id: number): Promise<GarbagePaymentState> {
      const [row] = await h().server.database.db.select({ state: garbagePayments.state }).from(garbagePayments).where(eq(garbagePayments.id, id));
      return row!.state;
    }

    describe("accounts and bills", () => {
      it("somchai links the demo household by number and house number; a wrong house number is refused on that field; another resident gets 409", async () => {
        const somchai = await h().login("person", SOMCHAI);
        const wrong = await h().call("linkGarbageAccount", { token: somchai, body: { accountNo: "1001000123", houseNo: "99" } });
        expect(wrong.status).toBe(400);
        expect(wrong.json.errors?.[0]?.field).toBe("houseNo");
        const unknown = await h().call("linkGarbageAccount", { token: somchai, body: { accountNo: "1009999999", houseNo: "12/3" } });
        expect(unknown.status).toBe(400);
        expect(unknown.json.message).toBe(wrong.json.message);

        const linked = await h().call("linkGarbageAccount", { token: somchai, body: { accountNo: "1001000123", houseNo: " 12/3 " } });
        expect(linked.status, linked.json.message).toBe(200);
        const account = linked.json.data as Account;
        expect(account.bills.filter((b) => !b.paid)).toHaveLength(2);
        expect(account.outstandingSatang).toBe(4000);
        const mine = await h().call("listGarbageAccounts", { token: somchai });
        expect((mine.json.data as Account[]).map((a) => a.accountNo)).toContain("1001000123");

        const other = await newResident(h(), "neighbour");
        expect((await h().call("linkGarbageAccount", { token: other.token, body: { accountNo: "1001000123", houseNo: "12/3" } })).status).toBe(409);
        expect((await h().call("listGarbageAccounts", { token: wichai })).status).toBe(403);
      });

      it("the bill run creates one bill per active account for the month, and nothing when run again (audited)", async () => {
        const db = h().server.database.db;
        const [active] = await db.select({ n: count() }).from(garbageAccounts).where(eq(garbageAccounts.active, true));
        const first = await h().call("runGarbageBills", { token: wichai, body: { month: BILL_RUN_MONTH } });
        expect(first.status, first.json.message).toBe(200);
        expect(first.json.data).toMatchObject({ month: BILL_RUN_MONTH, created: Number(active!.n), existing: 0 });
        const second = await h().call("runGarbageBills", { token: wichai, body: { month: BILL_RUN_MONTH } });
        expect(second.json.data).toMatchObject({ month: BILL_RUN_MONTH, created: 0, existing: Number(active!.n), totalSatang: 0 });
        const [bills] = await db.select({ n: count() }).from(garbageBills).where(eq(garbageBills.month, BILL_RUN_MONTH));
        expect(Number(bills!.n)).toBe(Number(active!.n));
        const entries = await db.select().from(auditLog).where(and(eq(auditLog.entity, "garbage-bill"), eq(auditLog.entityId, BILL_RUN_MONTH)));
        expect(entries).toHaveLength(2);
        expect(entries[0]!.changes).toContainEqual({ field: "billsCreated", before: null, after: Number(active!.n) });

        const far = await h().call("runGarbageBills", { token: wichai, body: { month: "2099-01" } });
        expect(far.status).toBe(400);
        expect(far.json.message).toContain("month");
        const resident = await newResident(h(), "billrunner");
        expect((await h().call("runGarbageBills", { token: resident.token, body: { month: BILL_RUN_MONTH } })).status).toBe(403);
      });

      it("a rate change is audited and applies to later bill runs only", async () => {
        const res = await h().call("updateGarbageRate", { token: wichai, params: { code: "business" }, body: { monthlySatang: 55000 } });
        expect(res.status).toBe(200);
        expect(res.json.data).toMatchObject({ code: "business", monthlySatang: 55000 });
        const [entry] = await h().server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "garbage-rate"), eq(auditLog.entityId, "business")));
        expect(entry!.changes).toEqual([{ field: "monthlySatang", before: 50000, after: 55000 }]);
        expect((await h().call("updateGarbageRate", { token: wichai, params: { code: "nothing" }, body: { monthlySatang: 1 } })).status).toBe(404);
        expect((await h().call("updateGarbageRate", { token: wichai, params: { code: "shop" }, body: { monthlySatang: -1 } })).status).toBe(400);
      });
    });

    describe("payment by PromptPay bill-payment QR", () => {
      it("one QR pays two months: tag 30 with biller ID, ref1 = account, ref2 = payment number, the amount and a valid CRC", async () => {
        const resident = await newResident(h(), "payer");
        const account = await linkedAccount(resident.token);
        const payment = await newPayment(resident.token, account);
        expect(payment).toMatchObject({ state: "created", amountSatang: 4000, months: [...UNPAID_MONTHS], qrPayload: null, finished: false });
        expect(payment.paymentNo).toMatch(/^[A-HJ-NPR-Y]{2}[2-9][A-HJ-NPR-Y]{2}[2-9][A-HJ-NPR-Y]{2}$/);
        // The same bills cannot go into a second payment while this one is unfinished.
        const again = await h().call("createGarbagePayment", { token: resident.token, body: { accountId: account.id, billIds: [account.bills[0]!.id] } });
        expect(again.status).toBe(409);
        const stranger = await newResident(h(), "stranger");
        expect((await h().call("createGarbagePayment", { token: stranger.token, body: { accountId: account.id, billIds: [account.bills[0]!.id] } })).status).toBe(404);
        expect((await h().call("getGarbagePayment", { token: stranger.token, params: { id: payment.id } })).status).toBe(404);

        const started = await h().call("startGarbagePayment", { token: resident.token, params: { id: payment.id } });
        expect(started.status).toBe(200);
        const qr = (started.json.data as Payment).qrPayload!;
        const parsed = parse(qr, true);
        expect(parsed, "CRC valid").not.toBeNull();
        expect(parsed!.getTagValue("30", "00")).toBe("A000000677010112");
        expect(parsed!.getTagValue("30", "01")).toBe(DEFAULT_GARBAGE_BILLER_ID);
        expect(parsed!.getTagValue("30", "02")).toBe(account.accountNo);
        expect(parsed!.getTagValue("30", "03")).toBe(payment.paymentNo);
        expect(parsed!.getTagValue("54")).toBe("40.00");
        expect(parsed!.getTagValue("53")).toBe("764");
        expect(parsed!.getTagValue("01")).toBe("12");
        expect(qr.slice(-8, -4)).toBe("6304");
      });

      it("the state machine is GOV.UK Pay's: created -> started -> submitted -> success/failed, cancelled and expired", () => {
        expect(PAYMENT_TRANSITIONS).toEqual({
          created: ["started", "cancelled", "expired"],
          started: ["submitted", "success", "failed", "cancelled", "expired"],
          submitted: ["success", "failed"],
          success: [],
          failed: [],
          cancelled: [],
          expired: [],
        });
      });

      const STATES: GarbagePaymentState[] = ["created", "started", "submitted", "success", "failed", "cancelled", "expired"];
      const MOVES = ["started", "submitted", "cancelled", "success", "failed", "expired"] as const;

      /** A payment put in `state` (through the API as far as possible, then in the database). */
      async function paymentIn(state: GarbagePaymentState): Promise<{ token: string; payment: Payment }> {
        const resident = await newResident(h(), `st${state.slice(0, 4)}`);
        const account = await linkedAccount(resident.token);
        const payment = await newPayment(resident.token, account);
        if (state !== "created") {
          await h().server.database.db.update(garbagePayments).set({ state }).where(eq(garbagePayments.id, payment.id));
        }
        return { token: resident.token, payment };
      }

      for (const from of STATES) {
        for (const to of MOVES) {
          const allowed = canTransition(from, to);
          it(`${from} -> ${to} is ${allowed ? "allowed" : "refused"}`, async () => {
            const { token, payment } = await paymentIn(from);
            if (to === "started" || to === "submitted" || to === "cancelled") {
              const op = { started: "startGarbagePayment", submitted: "submitGarbagePayment", cancelled: "cancelGarbagePayment" }[to];
              const res = await h().call(op, { token, params: { id: payment.id } });
              expect(res.status, res.json.message).toBe(allowed ? 200 : 409);
              if (!allowed) expect(res.json.message).toContain(`(${from})`);
            } else if (to === "success" || to === "failed") {
              const res = await notify(paidNotice(payment, { status: to }));
              expect(res.status).toBe(200);
              const outcome = res.json.data as Outcome;
              expect(outcome.outcome).toBe(allowed ? (to === "success" ? "paid" : "failed") : "exception");
            } else {
              await h().server.database.db.update(garbagePayments).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(garbagePayments.id, payment.id));
              const res = await h().call("getGarbagePayment", { token, params: { id: payment.id } });
              expect((res.json.data as Payment).state).toBe(allowed ? "expired" : from);
            }
            expect(await stateOf(payment.id)).toBe(allowed ? to : from);
          });
        }
      }
    });

    describe("the bank's notification", () => {
      async function startedPayment(prefix: string): Promise<{ token: string; personId: number; payment: Payment }> {
        const resident = await newResident(h(), prefix);
        const account = await linkedAccount(resident.token);
        const payment = await newPayment(resident.token, account);
        const started = await h().call("startGarbagePayment", { token: resident.token, params: { id: payment.id } });
        return { token: resident.token, personId: resident.personId, payment: started.json.data as Payment };
      }

      it("unsigned, wrongly signed or signed for another body: 401, nothing recorded", async () => {
        const { payment } = await startedPayment("unsigned");
        const body = paidNotice(payment);
        expect((await notify(body, null)).status).toBe(401);
        expect((await notify(body, "sha256=" + "0".repeat(64))).status).toBe(401);
        expect((await notify(body, signBody(new TextEncoder().encode("another-secret-of-at-least-32-chars!!"), JSON.stringify(body)))).status).toBe(401);
        expect((await notify(body, signBody(SECRET, JSON.stringify({ ...body, amountSatang: 1 })))).status).toBe(401);
        const rows = await h().server.database.db.select().from(garbageBankNotifications).where(eq(garbageBankNotifications.transactionId, body.transactionId));
        expect(rows).toHaveLength(0);
        expect(await stateOf(payment.id)).toBe("started");
      });

      it("a signed notification marks the payment paid, issues the receipt (Thai words in the PDF) and queues the receipt e-mail; a replay is answered as before and recorded once", async () => {
        const { token, personId, payment } = await startedPayment("receiver");
        const body = paidNotice(payment);
        const first = await notify(body);
        expect(first.status).toBe(200);
        const outcome = first.json.data as Outcome;
        expect(outcome).toMatchObject({ outcome: "paid", reason: null, paymentNo: payment.paymentNo });
        expect(outcome.receiptNo).toMatch(/^GR-\d{4}-\d{6}$/);
        const replay = await notify(body);
        expect(replay.json.data).toEqual(outcome);
        const db = h().server.database.db;
        expect(await db.select().from(garbageBankNotifications).where(eq(garbageBankNotifications.transactionId, body.transactionId))).toHaveLength(1);
        const mails = await db.select().from(outbox).where(and(eq(outbox.personId, personId), eq(outbox.template, "garbage-receipt")));
        expect(mails).toHaveLength(1);
        expect(mails[0]!.body).toContain(outcome.receiptNo!);
        expect(mails[0]!.body).toContain("สี่สิบบาทถ้วน");

        const paid = (await h().call("getGarbagePayment", { token, params: { id: payment.id } })).json.data as Payment;
        expect(paid).toMatchObject({ state: "success", finished: true, receiptNo: outcome.receiptNo, qrPayload: null });
        const accounts = (await h().call("listGarbageAccounts", { token })).json.data as Account[];
        expect(accounts[0]!.bills.every((b) => b.paid && b.receiptNo === outcome.receiptNo)).toBe(true);
        expect(accounts[0]!.outstandingSatang).toBe(0);

        const receipt = await h().call("getGarbageReceipt", { token, params: { id: payment.id } });
        expect(receipt.json.data).toMatchObject({ receiptNo: outcome.receiptNo, amountText: "40.00", amountWordsTh: "สี่สิบบาทถ้วน", months: [...UNPAID_MONTHS] });
        // The PDF in the requester's language (tracker issue 36 item 5): Thai for a Thai reader, English otherwise.
        const receiptText = async (language: "th" | "en") => {
          const pdf = await h().inject({
            method: "GET",
            url: `/pxapi_eoffice/api/v1/Garbage/payment/${payment.id}/receipt/pdf`,
            headers: { "px-auth-token": token, "accept-language": language },
          });
          expect(pdf.statusCode).toBe(200);
          expect(pdf.headers["content-type"]).toBe("application/pdf");
          return (await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })).text;
        };
        const text = await receiptText("th");
        // The text layer reads back as drawn (tracker issue 36 item 2: ำ was doubled as ำา).
        expect(text).not.toMatch(/\u0E33\u0E32/);
        expect(text).toContain("สี่สิบบาทถ้วน");
        expect(text).toContain("จำนวนเงิน");
        expect(text).toContain(outcome.receiptNo!);
        expect(text).not.toContain("Garbage collection fee e-receipt");
        const english = await receiptText("en");
        expect(english).toContain("Garbage collection fee e-receipt");
        expect(english).toContain(outcome.receiptNo!);
        expect(english).not.toContain("จำนวนเงิน");
      });

      it("an amount, reference or biller that does not match is an exception for finance officers and never pays", async () => {
        const { payment } = await startedPayment("mismatch");
        const cases: [Partial<Schemas["GarbageBankNotification"]>, string][] = [
          [{ amountSatang: 3999 }, "amount-mismatch"],
          [{ ref1: "1234567890" }, "reference-mismatch"],
          [{ billerId: "099999999999999" }, "biller-mismatch"],
          [{ ref2: "NOSUCH22" }, "unknown-reference"],
        ];
        for (const [override, reason] of cases) {
          const body = paidNotice(payment, override);
          const res = await notify(body);
          expect(res.status).toBe(200);
          expect(res.json.data).toMatchObject({ outcome: "exception", reason, receiptNo: null });
          const exceptions = await h().call("listGarbageExceptions", { token: wichai });
          expect((exceptions.json.data as Schemas["GarbageException"][]).find((e) => e.transactionId === body.transactionId)).toMatchObject({ reason, amountSatang: body.amountSatang });
        }
        expect(await stateOf(payment.id)).toBe("started");
        const csv = await h().call("exportGarbage", { token: wichai, query: { report: "exceptions" } });
        expect(csv.status).toBe(200);
        expect(String(csv.body).startsWith("\uFEFFreceivedAt,transactionId,reason")).toBe(true);
        expect(String(csv.body)).toContain("amount-mismatch");
      });

      it("two concurrent notifications for one payment record one payment; a concurrent replay is recorded once", async () => {
        const { personId, payment } = await startedPayment("racer");
        const a = paidNotice(payment);
        const b = paidNotice(payment);
        const answers = await Promise.all([notify(a), notify(b), notify(a)]);
        // Which of a and b takes the payment is the database's to decide (on PostgreSQL either may lock it first); the
        // other is an exception, and the replay of a is answered as a was.
        const [first, second] = [answers[0]!.json.data as Outcome, answers[1]!.json.data as Outcome];
        const winner = first.outcome === "paid" ? a : b;
        const loser = winner === a ? second : first;
        expect([first.outcome, second.outcome].sort()).toEqual(["exception", "paid"]);
        expect(loser).toMatchObject({ outcome: "exception", reason: "already-paid" });
        expect(answers[2]!.json.data).toEqual(answers[0]!.json.data);
        const db = h().server.database.db;
        const [rows] = await db.select({ n: count() }).from(garbageBankNotifications).where(eq(garbageBankNotifications.paymentId, payment.id));
        expect(Number(rows!.n)).toBe(2);
        const mails = await db.select().from(outbox).where(and(eq(outbox.personId, personId), eq(outbox.template, "garbage-receipt")));
        expect(mails).toHaveLength(1);
        const [paid] = await db.select().from(garbagePayments).where(eq(garbagePayments.id, payment.id));
        expect(paid!.bankTransactionId).toBe(winner.transactionId);
      });
    });

    describe("finance officers", () => {
      it("see payments by day and account, outstanding accounts, export CSV, and simulate the bank (audited)", async () => {
        const resident = await newResident(h(), "simulated");
        const account = await linkedAccount(resident.token);
        const payment = await newPayment(resident.token, account);
        await h().call("startGarbagePayment", { token: resident.token, params: { id: payment.id } });
        const settings = await h().call("getGarbageSettings", { token: wichai });
        expect(settings.json.data).toMatchObject({ billerId: DEFAULT_GARBAGE_BILLER_ID, simulation: true });

        const simulated = await h().call("simulateGarbageBank", { token: wichai, body: { paymentNo: payment.paymentNo } });
        expect(simulated.status, simulated.json.message).toBe(200);
        expect(simulated.json.data).toMatchObject({ outcome: "paid" });
        const [entry] = await h()
          .server.database.db.select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, "garbage-payment"), eq(auditLog.entityId, payment.paymentNo)));
        expect(entry!.changes).toContainEqual({ field: "state", before: "started", after: "success" });
        expect((await h().call("simulateGarbageBank", { token: wichai, body: { paymentNo: "NOSUCH22" } })).status).toBe(404);
        expect((await h().call("simulateGarbageBank", { token: resident.token, body: { paymentNo: payment.paymentNo } })).status).toBe(403);

        const list = await h().call("listGarbagePayments", { token: wichai, query: { accountNo: account.accountNo } });
        expect(list.status).toBe(200);
        expect((list.json.data as Schemas["GarbagePaymentRow"][]).map((p) => [p.paymentNo, p.state])).toEqual([[payment.paymentNo, "success"]]);
        const days = list.json.days as Schemas["GarbageDayTotal"][];
        expect(days).toHaveLength(1);
        expect(days[0]).toMatchObject({ count: 1, amountSatang: 4000 });

        const rows: Schemas["GarbageOutstandingRow"][] = [];
        for (let offset = 0; ; offset += 100) {
          const page = await h().call("listGarbageOutstanding", { token: wichai, query: { offset } });
          expect(page.status, page.json.message).toBe(200);
          rows.push(...(page.json.data as Schemas["GarbageOutstandingRow"][]));
          if (rows.length >= (page.json.total ?? 0)) break;
        }
        expect(rows.find((r) => r.accountNo === account.accountNo)).toBeUndefined();
        // The neighbour's two demo months and the month of the bill run of an earlier test.
        expect(rows.find((r) => r.accountNo === "1001000456")).toMatchObject({ outstandingSatang: 6000, linked: false });

        const csv = await h().call("exportGarbage", { token: wichai, query: { report: "payments" } });
        expect(String(csv.headers["content-disposition"])).toMatch(/garbage-payments-\d{4}-\d{2}-\d{2}\.csv/);
        expect(String(csv.body)).toContain(`${payment.paymentNo},${account.accountNo}`);
        const owed = await h().call("exportGarbage", { token: wichai, query: { report: "outstanding" } });
        expect(String(owed.body)).toContain("1001000456,45,");
      });
    });

    describe("staff: accounts, exceptions and expiry", () => {
      type Row = Schemas["GarbageAccountRow"];
      let staffCounter = 0;

      /** A fresh account number of 10 digits. */
      function freshAccountNo(): string {
        staffCounter += 1;
        return `66${String(Date.now()).slice(-5)}${String(staffCounter).padStart(3, "0")}`;
      }

      /** The newest audit entry of `entity` `entityId`. */
      async function lastAudit(entity: string, entityId: string) {
        const rows = await h()
          .server.database.db.select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
          .orderBy(desc(auditLog.id));
        return { entry: rows[0], count: rows.length };
      }

      it("finance officers open an account (audited); a number in use 409, an unknown category or blank field 400, other roles 403", async () => {
        const accountNo = freshAccountNo();
        const body = { accountNo, houseNo: " 5/1 ", holderName: "นายใหม่ เปิดบัญชี", address: "5/1 หมู่ 2 ตำบลทดสอบ", rateCode: "shop" };
        const created = await h().call("createGarbageAccount", { token: wichai, body });
        expect(created.status, created.json.message).toBe(201);
        expect(created.json.data).toMatchObject({ accountNo, houseNo: "5/1", rateCode: "shop", active: true, outstandingSatang: 0, resident: null });
        const { entry, count: entries } = await lastAudit("garbage-account", accountNo);
        expect(entries).toBe(1);
        expect(entry).toMatchObject({ action: "create", personName: "wichai", realm: "staff" });
        expect(entry!.changes).toContainEqual({ field: "rateCode", before: null, after: "shop" });

        const again = await h().call("createGarbageAccount", { token: wichai, body });
        expect(again.status).toBe(409);
        expect(again.json.errors?.[0]?.field).toBe("accountNo");
        const unknownRate = await h().call("createGarbageAccount", { token: wichai, body: { ...body, accountNo: freshAccountNo(), rateCode: "palace" } });
        expect(unknownRate.status).toBe(400);
        expect(unknownRate.json.errors?.[0]?.field).toBe("rateCode");
        const blank = await h().call("createGarbageAccount", { token: wichai, body: { ...body, accountNo: freshAccountNo(), holderName: "   " } });
        expect(blank.status).toBe(400);
        expect(blank.json.errors?.[0]?.field).toBe("holderName");
        const badNo = await h().call("createGarbageAccount", { token: wichai, body: { ...body, accountNo: "12ab" } });
        expect(badNo.status).toBe(400);
        expect(badNo.json.message).toContain("accountNo");
        expect((await lastAudit("garbage-account", accountNo)).count).toBe(1);

        const resident = await newResident(h(), "opener");
        expect((await h().call("createGarbageAccount", { token: resident.token, body: { ...body, accountNo: freshAccountNo() } })).status).toBe(403);
        const officer = await newStaffUser(h(), ["officer"], { prefix: "notfinance" });
        expect((await h().call("createGarbageAccount", { token: officer.token, body: { ...body, accountNo: freshAccountNo() } })).status).toBe(403);
        expect((await h().call("searchGarbageAccounts", { token: officer.token })).status).toBe(403);
        expect((await h().call("searchGarbageResidents", { token: officer.token, query: { q: "somchai" } })).status).toBe(403);
      });

      it("finance officers find a resident by user name, name or the whole national id (masked in the answer); a query under 2 characters is 400", async () => {
        const resident = await newResident(h(), "findable");
        const first12 = String(Date.now()).slice(-9).padStart(12, "3");
        const citizenId = `${first12}${citizenIdCheckDigit(first12)}`;
        await h().server.database.db.update(persons).set({ citizenId }).where(eq(persons.id, resident.personId));

        const byName = await h().call("searchGarbageResidents", { token: wichai, query: { q: resident.name } });
        expect(byName.status, byName.json.message).toBe(200);
        const found = (byName.json.data as Schemas["GarbageResident"][]).find((r) => r.id === resident.personId);
        expect(found).toMatchObject({ userName: resident.name, fullName: "นางทดสอบ findable", citizenIdLast4: citizenId.slice(-4) });
        expect(JSON.stringify(byName.json)).not.toContain(citizenId);
        expect(JSON.stringify(byName.json)).not.toContain("@example.org");

        const byId = await h().call("searchGarbageResidents", { token: wichai, query: { q: citizenId } });
        expect((byId.json.data as Schemas["GarbageResident"][]).map((r) => r.id)).toEqual([resident.personId]);
        const partial = await h().call("searchGarbageResidents", { token: wichai, query: { q: citizenId.slice(0, 12) } });
        expect((partial.json.data as Schemas["GarbageResident"][]).map((r) => r.id)).not.toContain(resident.personId);
        // Staff are never listed.
        const staff = await h().call("searchGarbageResidents", { token: wichai, query: { q: "wichai" } });
        expect((staff.json.data as Schemas["GarbageResident"][]).map((r) => r.userName)).not.toContain("wichai");

        expect((await h().call("searchGarbageResidents", { token: wichai, query: { q: "a" } })).status).toBe(400);
        expect((await h().call("searchGarbageResidents", { token: wichai, query: { q: " a " } })).status).toBe(400);
        expect((await h().call("searchGarbageResidents", { token: wichai })).status).toBe(400);
        expect((await h().call("searchGarbageResidents", { token: resident.token, query: { q: resident.name } })).status).toBe(403);
      });

      it("finance officers link an account to a resident and unlink it (audited); a staff person is 400, an unknown account 404", async () => {
        const accountNo = freshAccountNo();
        const created = await h().call("createGarbageAccount", { token: wichai, body: { accountNo, houseNo: "9", holderName: "นางผูก บัญชี", address: "9 ถนนทดสอบ", rateCode: "household" } });
        const account = created.json.data as Row;
        const resident = await newResident(h(), "linkedbystaff");

        const linked = await h().call("setGarbageAccountResident", { token: wichai, params: { id: account.id }, body: { personId: resident.personId } });
        expect(linked.status, linked.json.message).toBe(200);
        expect((linked.json.data as Row).resident).toEqual({ id: resident.personId, userName: resident.name, fullName: "นางทดสอบ linkedbystaff" });
        let audit = await lastAudit("garbage-account", accountNo);
        expect(audit.entry).toMatchObject({ action: "update", personName: "wichai" });
        expect(audit.entry!.changes).toEqual([
          { field: "personId", before: null, after: resident.personId },
          { field: "residentUserName", before: null, after: resident.name },
        ]);
        const mine = await h().call("listGarbageAccounts", { token: resident.token });
        expect((mine.json.data as Account[]).map((a) => a.accountNo)).toEqual([accountNo]);
        // The same resident again changes nothing and writes nothing.
        expect((await h().call("setGarbageAccountResident", { token: wichai, params: { id: account.id }, body: { personId: resident.personId } })).status).toBe(200);
        expect((await lastAudit("garbage-account", accountNo)).count).toBe(audit.count);

        const [staffPerson] = await h().server.database.db.select({ id: persons.id }).from(persons).where(eq(persons.name, "wichai"));
        const notResident = await h().call("setGarbageAccountResident", { token: wichai, params: { id: account.id }, body: { personId: staffPerson!.id } });
        expect(notResident.status).toBe(400);
        expect(notResident.json.errors?.[0]?.field).toBe("personId");
        expect((await h().call("setGarbageAccountResident", { token: wichai, params: { id: 2_147_483_000 }, body: { personId: null } })).status).toBe(404);
        expect((await h().call("setGarbageAccountResident", { token: wichai, params: { id: account.id }, body: {} })).status).toBe(400);
        expect((await h().call("setGarbageAccountResident", { token: resident.token, params: { id: account.id }, body: { personId: null } })).status).toBe(403);

        const unlinked = await h().call("setGarbageAccountResident", { token: wichai, params: { id: account.id }, body: { personId: null } });
        expect((unlinked.json.data as Row).resident).toBeNull();
        audit = await lastAudit("garbage-account", accountNo);
        expect(audit.entry!.changes).toEqual([
          { field: "personId", before: resident.personId, after: null },
          { field: "residentUserName", before: resident.name, after: null },
        ]);
        expect((await h().call("listGarbageAccounts", { token: resident.token })).json.data).toEqual([]);

        const search = await h().call("searchGarbageAccounts", { token: wichai, query: { q: accountNo } });
        expect(search.status).toBe(200);
        expect((search.json.data as Row[]).map((r) => r.accountNo)).toEqual([accountNo]);
        expect(search.json.total).toBe(1);
      });

      it("a closed account gets no new bills, keeps its bills and its resident's view of them (audited); closing again 409, unknown 404", async () => {
        const db = h().server.database.db;
        const body = { houseNo: "3", holderName: "ร้านปิด กิจการ", address: "3 ตลาดเก่า", rateCode: "household" };
        const open = (await h().call("createGarbageAccount", { token: wichai, body: { ...body, accountNo: freshAccountNo() } })).json.data as Row;
        const closing = (await h().call("createGarbageAccount", { token: wichai, body: { ...body, accountNo: freshAccountNo() } })).json.data as Row;
        await db.insert(garbageBills).values({ accountId: closing.id, month: UNPAID_MONTHS[0], amountSatang: 2000 });
        const resident = await newResident(h(), "closedholder");
        await h().call("setGarbageAccountResident", { token: wichai, params: { id: closing.id }, body: { personId: resident.personId } });

        const closed = await h().call("closeGarbageAccount", { token: wichai, params: { id: closing.id } });
        expect(closed.status, closed.json.message).toBe(200);
        expect(closed.json.data).toMatchObject({ active: false, outstandingSatang: 2000 });
        const { entry } = await lastAudit("garbage-account", closing.accountNo);
        expect(entry).toMatchObject({ action: "status-change", changes: [{ field: "active", before: true, after: false }] });
        expect((await h().call("closeGarbageAccount", { token: wichai, params: { id: closing.id } })).status).toBe(409);
        expect((await h().call("closeGarbageAccount", { token: wichai, params: { id: 2_147_483_000 } })).status).toBe(404);
        expect((await h().call("closeGarbageAccount", { token: resident.token, params: { id: open.id } })).status).toBe(403);

        const run = await h().call("runGarbageBills", { token: wichai, body: { month: BILL_RUN_MONTH } });
        expect(run.status, run.json.message).toBe(200);
        const billsOf = async (accountId: number) => (await db.select({ month: garbageBills.month }).from(garbageBills).where(eq(garbageBills.accountId, accountId))).map((b) => b.month).sort();
        expect(await billsOf(open.id)).toEqual([BILL_RUN_MONTH]);
        expect(await billsOf(closing.id)).toEqual([UNPAID_MONTHS[0]]);

        const closedOnly = await h().call("searchGarbageAccounts", { token: wichai, query: { status: "closed", q: closing.accountNo } });
        expect((closedOnly.json.data as Row[]).map((r) => [r.accountNo, r.active, r.outstandingSatang])).toEqual([[closing.accountNo, false, 2000]]);
        expect((await h().call("searchGarbageAccounts", { token: wichai, query: { status: "active", q: closing.accountNo } })).json.total).toBe(0);
        const theirs = (await h().call("listGarbageAccounts", { token: resident.token })).json.data as Account[];
        expect(theirs.map((a) => [a.accountNo, a.outstandingSatang])).toEqual([[closing.accountNo, 2000]]);
      });

      it("finance officers resolve an exception with a note: it leaves the open list and shows among the resolved (audited); again 409", async () => {
        const resident = await newResident(h(), "overpayer");
        const account = await linkedAccount(resident.token);
        const payment = await newPayment(resident.token, account);
        await h().call("startGarbagePayment", { token: resident.token, params: { id: payment.id } });
        const body = paidNotice(payment, { amountSatang: 4500 });
        expect((await notify(body)).json.data).toMatchObject({ outcome: "exception", reason: "amount-mismatch" });
        const idOf = async (status?: "open" | "resolved" | "all") => {
          const list = await h().call("listGarbageExceptions", { token: wichai, query: { limit: 100, ...(status ? { status } : {}) } });
          expect(list.status, list.json.message).toBe(200);
          return (list.json.data as Schemas["GarbageException"][]).find((e) => e.transactionId === body.transactionId);
        };
        const open = await idOf();
        expect(open).toMatchObject({ resolvedAt: null, resolvedBy: null, resolutionNote: null });

        const note = "คืนเงินส่วนเกิน 5 บาท โอนคืนแล้ว";
        expect((await h().call("resolveGarbageException", { token: wichai, params: { id: open!.id }, body: { note: "   " } })).json.errors?.[0]?.field).toBe("note");
        expect((await h().call("resolveGarbageException", { token: wichai, params: { id: open!.id }, body: {} })).status).toBe(400);
        expect((await h().call("resolveGarbageException", { token: wichai, params: { id: open!.id }, body: { note: "x".repeat(1001) } })).status).toBe(400);
        expect((await h().call("resolveGarbageException", { token: resident.token, params: { id: open!.id }, body: { note } })).status).toBe(403);
        const resolved = await h().call("resolveGarbageException", { token: wichai, params: { id: open!.id }, body: { note: ` ${note} ` } });
        expect(resolved.status, resolved.json.message).toBe(200);
        expect(resolved.json.data).toMatchObject({ id: open!.id, resolvedBy: "wichai", resolutionNote: note });
        expect((resolved.json.data as Schemas["GarbageException"]).resolvedAt).not.toBeNull();
        const { entry, count: entries } = await lastAudit("garbage-exception", String(open!.id));
        expect(entries).toBe(1);
        expect(entry).toMatchObject({ action: "status-change", personName: "wichai" });
        expect(entry!.changes).toContainEqual({ field: "resolutionNote", before: null, after: note });

        expect(await idOf()).toBeUndefined();
        expect(await idOf("resolved")).toMatchObject({ resolvedBy: "wichai", resolutionNote: note });
        expect(await idOf("all")).toMatchObject({ resolutionNote: note });
        expect((await h().call("listGarbageExceptions", { token: wichai, query: { status: "closed" } })).status).toBe(400);
        expect((await h().call("resolveGarbageException", { token: wichai, params: { id: open!.id }, body: { note } })).status).toBe(409);
        expect((await lastAudit("garbage-exception", String(open!.id))).count).toBe(1);
        expect((await h().call("resolveGarbageException", { token: wichai, params: { id: 2_147_483_000 }, body: { note } })).status).toBe(404);
        // A notification that paid is no exception.
        const paid = await notify(paidNotice(payment));
        expect(paid.json.data).toMatchObject({ outcome: "paid" });
        const [paidRow] = await h().server.database.db.select({ id: garbageBankNotifications.id }).from(garbageBankNotifications).where(eq(garbageBankNotifications.paymentId, payment.id)).orderBy(desc(garbageBankNotifications.id));
        expect((await h().call("resolveGarbageException", { token: wichai, params: { id: paidRow!.id }, body: { note } })).status).toBe(404);

        const csv = String((await h().call("exportGarbage", { token: wichai, query: { report: "exceptions" } })).body);
        expect(csv.split(/\r?\n/)[0]).toBe("\uFEFFreceivedAt,transactionId,reason,ref1,ref2,amount,expected,paymentNo,simulated,resolvedAt,resolvedBy,resolutionNote");
        expect(csv).toContain(`wichai,${note}`);
      });

      it("a payment past its time is expired wherever it is read: the resident's accounts, the staff list and its daily totals, the export", async () => {
        const db = h().server.database.db;
        const past = new Date(Date.now() - 1000);
        const resident = await newResident(h(), "latepayer");
        const account = await linkedAccount(resident.token);
        const payment = await newPayment(resident.token, account);
        await h().call("startGarbagePayment", { token: resident.token, params: { id: payment.id } });
        await db.update(garbagePayments).set({ expiresAt: past }).where(eq(garbagePayments.id, payment.id));
        const accounts = (await h().call("listGarbageAccounts", { token: resident.token })).json.data as Account[];
        expect(accounts[0]!.bills.every((b) => b.pendingPaymentId === null)).toBe(true);
        expect(await stateOf(payment.id)).toBe("expired");

        // A new payment of the same bills, past its time, read first by the finance officer's list.
        const second = await newPayment(resident.token, account);
        await db.update(garbagePayments).set({ expiresAt: past }).where(eq(garbagePayments.id, second.id));
        const list = await h().call("listGarbagePayments", { token: wichai, query: { accountNo: account.accountNo, state: "started" } });
        expect(list.json.total).toBe(0);
        const all = await h().call("listGarbagePayments", { token: wichai, query: { accountNo: account.accountNo } });
        expect((all.json.data as Schemas["GarbagePaymentRow"][]).map((p) => [p.paymentNo, p.state])).toEqual([
          [second.paymentNo, "expired"],
          [payment.paymentNo, "expired"],
        ]);

        // Run by several instances at once, each due payment is expired once; a submitted one waits for the bank.
        const third = await newPayment(resident.token, account);
        const otherAccount = await linkedAccount(resident.token);
        const fourth = await newPayment(resident.token, otherAccount);
        await h().call("startGarbagePayment", { token: resident.token, params: { id: fourth.id } });
        await h().call("submitGarbagePayment", { token: resident.token, params: { id: fourth.id } });
        await db.update(garbagePayments).set({ expiresAt: past }).where(inArray(garbagePayments.id, [third.id, fourth.id]));
        const counts = await Promise.all([1, 2, 3].map(() => expireDuePayments(db, Date.now(), [account.id, otherAccount.id])));
        expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
        expect(await stateOf(third.id)).toBe("expired");
        const exported = await h().call("exportGarbage", { token: wichai, query: { report: "payments" } });
        expect(exported.status).toBe(200);
        expect(await stateOf(fourth.id)).toBe("submitted");
      });
    });
  },
  { config: { garbageBankSecret: BANK_SECRET, garbageBankSimulation: true } },
);

export type { Harness };
