/**
 * The bank's payment notification (issue 13 item 3). Authenticated by an HMAC-SHA256 signature of the raw body
 * with the shared secret (`x-bank-signature: sha256=<hex>`, compared in constant time). Each bank transaction id
 * is recorded once (`garbage_bank_notifications`, unique): a replay is answered from the stored row. A
 * notification whose biller, references or amount do not match a payable payment is recorded as an exception for
 * finance officers and never marks anything paid. The move to `success` is one conditional update, so that two
 * concurrent notifications for one payment record one payment (the second becomes an `already-paid` exception).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { buddhistYear } from "@eoffice/thai";
import type { Db, Tx } from "../db/database";
import {
  garbageAccounts,
  garbageBankNotifications,
  garbageBills,
  garbagePaymentBills,
  garbagePayments,
  garbageReceiptSequences,
  persons,
  personProfiles,
  type GarbagePaymentState,
} from "../db/schema";
import { notify } from "../inbox/notify";
import { enqueueEmail } from "../mail/outbox";
import { bahtFigures, bahtWords } from "@eoffice/thai/baht";
import { FAILURE_CODES, statesBefore } from "./payment-state";
import { emitWebhookEvent } from "../webhooks/events";

/** The notification as the contract receives it. */
export type BankNotification = Schemas["GarbageBankNotification"];

/** What became of a notification (contract `GarbageNotificationOutcome`). */
export type NotificationOutcome = Schemas["GarbageNotificationOutcome"];

/** The signature header value of `body` under `secret`: `sha256=<hex>`. */
export function signBody(secret: Uint8Array, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

/** True when `header` is the signature of `body` under `secret` (constant-time comparison). */
export function verifySignature(secret: Uint8Array, body: string | undefined, header: string | undefined): boolean {
  if (body === undefined || !header) return false;
  const expected = Buffer.from(signBody(secret, body), "utf8");
  const given = Buffer.from(header.trim().toLowerCase(), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The path of the garbage-fee page, for links in notifications and e-mails. */
export const PAY_GARBAGE_PATH = "/e-service/main/paygarbage";

/** `GR-<BE year>-<6 digits>`: the next receipt number of the year of `instant`. */
async function nextReceiptNo(tx: Tx, instant: number): Promise<string> {
  const beYear = buddhistYear(instant);
  const [row] = await tx
    .insert(garbageReceiptSequences)
    .values({ beYear, lastValue: 1 })
    .onConflictDoUpdate({ target: garbageReceiptSequences.beYear, set: { lastValue: sql`${garbageReceiptSequences.lastValue} + 1` } })
    .returning({ lastValue: garbageReceiptSequences.lastValue });
  if (!row) throw new Error("receipt number sequence returned no row");
  return `GR-${beYear}-${String(row.lastValue).padStart(6, "0")}`;
}

/**
 * Moves a payment to `to` when its state allows it (one conditional update). The expiry time is checked too: a
 * payment past `expires_at` can only expire (a bank confirmation of it is an exception for finance officers).
 *
 * @returns The updated row, or undefined when the payment was not in a state that may move to `to`.
 */
export async function movePayment(
  tx: Tx | Db,
  paymentId: number,
  to: GarbagePaymentState,
  now: number,
  set: Partial<typeof garbagePayments.$inferInsert> = {},
): Promise<typeof garbagePayments.$inferSelect | undefined> {
  const from = statesBefore(to);
  if (from.length === 0) return undefined;
  const [row] = await tx
    .update(garbagePayments)
    .set({ state: to, failureCode: FAILURE_CODES[to] ?? null, updatedAt: new Date(now), ...set })
    .where(and(eq(garbagePayments.id, paymentId), inArray(garbagePayments.state, from)))
    .returning();
  return row;
}

/** Settings {@link processNotification} needs. */
export interface BankContext {
  billerId: string;
  portalUrl: string;
  now: number;
  simulated: boolean;
  /** Runs in the notification's transaction once it is applied (the audit entry of a simulated notification). */
  afterward?: (tx: Tx, outcome: NotificationOutcome) => Promise<void>;
}

/**
 * Records and applies one correctly signed notification, in one transaction. A transaction id seen before is
 * answered as the first time.
 */
export async function processNotification(db: Db, n: BankNotification, ctx: BankContext): Promise<NotificationOutcome> {
  return db.transaction(async (tx) => {
    // Claim the transaction id first: a concurrent replay waits here for this transaction and then finds the row.
    const [claimed] = await tx
      .insert(garbageBankNotifications)
      .values({
        transactionId: n.transactionId,
        payload: n as unknown as Record<string, unknown>,
        outcome: "exception",
        reason: "unknown-reference",
        amountSatang: n.amountSatang,
        ref1: n.ref1,
        ref2: n.ref2,
        simulated: ctx.simulated,
        receivedAt: new Date(ctx.now),
      })
      .onConflictDoNothing({ target: garbageBankNotifications.transactionId })
      .returning({ id: garbageBankNotifications.id });
    if (!claimed) return storedOutcome(tx, n.transactionId);

    const outcome = await apply(tx, n, ctx);
    const [payment] = outcome.paymentId
      ? await tx.select({ id: garbagePayments.id }).from(garbagePayments).where(eq(garbagePayments.id, outcome.paymentId))
      : [];
    await tx
      .update(garbageBankNotifications)
      .set({ outcome: outcome.outcome, reason: outcome.reason, paymentId: payment?.id ?? null })
      .where(eq(garbageBankNotifications.id, claimed.id));
    const stored = await storedOutcome(tx, n.transactionId);
    await ctx.afterward?.(tx, stored);
    return stored;
  });
}

type Applied = { outcome: "paid" | "failed" | "exception"; reason: NotificationOutcome["reason"]; paymentId: number | null };

async function apply(tx: Tx, n: BankNotification, ctx: BankContext): Promise<Applied> {
  const [payment] = await tx
    .select({ payment: garbagePayments, accountNo: garbageAccounts.accountNo })
    .from(garbagePayments)
    .innerJoin(garbageAccounts, eq(garbageAccounts.id, garbagePayments.accountId))
    .where(eq(garbagePayments.paymentNo, n.ref2));
  if (!payment) return { outcome: "exception", reason: "unknown-reference", paymentId: null };
  const id = payment.payment.id;
  if (n.billerId !== ctx.billerId) return { outcome: "exception", reason: "biller-mismatch", paymentId: id };
  if (n.ref1 !== payment.accountNo) return { outcome: "exception", reason: "reference-mismatch", paymentId: id };
  if (n.amountSatang !== payment.payment.amountSatang) return { outcome: "exception", reason: "amount-mismatch", paymentId: id };

  if (n.status === "failed") {
    const failed = await movePayment(tx, id, "failed", ctx.now);
    return failed ? { outcome: "failed", reason: null, paymentId: id } : { outcome: "exception", reason: "not-payable", paymentId: id };
  }
  const paidAt = Date.parse(n.paidAt);
  // Paid in time: the bank's payment time is before the QR expired (a payment already moved to `submitted` waits).
  const inTime = payment.payment.state === "submitted" || paidAt <= payment.payment.expiresAt.getTime();
  if (!inTime) return { outcome: "exception", reason: "not-payable", paymentId: id };
  const moved = await movePayment(tx, id, "success", ctx.now, { paidAt: new Date(ctx.now), bankTransactionId: n.transactionId, qrPayload: null });
  if (!moved) {
    // Finished already: a second payment of a paid payment (refund it), or of a cancelled/expired/refused one. The
    // state is read again: on PostgreSQL a concurrent notification may have paid it after the read above (the update
    // waited for it, then found the payment no longer payable).
    const [now] = await tx.select({ state: garbagePayments.state }).from(garbagePayments).where(eq(garbagePayments.id, id));
    return { outcome: "exception", reason: now?.state === "success" ? "already-paid" : "not-payable", paymentId: id };
  }
  // The receipt number only once the payment is paid, so that a refused notification leaves no gap in the numbers.
  const [paid] = await tx
    .update(garbagePayments)
    .set({ receiptNo: await nextReceiptNo(tx, ctx.now) })
    .where(eq(garbagePayments.id, id))
    .returning();
  if (!paid) throw new Error("garbage payment vanished while being paid");
  const billIds = (await tx.select({ id: garbagePaymentBills.billId }).from(garbagePaymentBills).where(eq(garbagePaymentBills.paymentId, id))).map((b) => b.id);
  if (billIds.length > 0) {
    await tx
      .update(garbageBills)
      .set({ paidPaymentId: id })
      .where(and(inArray(garbageBills.id, billIds), isNull(garbageBills.paidPaymentId)));
  }
  await tellPayer(tx, paid, payment.accountNo, ctx);
  // Tracker issue 41 item 3: other systems (the finance office's) learn of the payment; no account or payer named.
  await emitWebhookEvent(tx, {
    type: "garbage_fee.payment_confirmed",
    data: { paymentId: id, receiptNo: paid.receiptNo, amountSatang: paid.amountSatang, paidAt: new Date(ctx.now).toISOString() },
    now: ctx.now,
  });
  return { outcome: "paid", reason: null, paymentId: id };
}

/** The payer's notification in the top bar and the receipt e-mail through the outbox, in their language. */
async function tellPayer(tx: Tx, payment: typeof garbagePayments.$inferSelect, accountNo: string, ctx: BankContext): Promise<void> {
  if (payment.personId === null) return;
  const [person] = await tx
    .select({ email: persons.email, language: persons.language, title: personProfiles.title, firstname: personProfiles.firstname, lastname: personProfiles.lastname })
    .from(persons)
    .leftJoin(personProfiles, eq(personProfiles.personId, persons.id))
    .where(eq(persons.id, payment.personId));
  if (!person) return;
  const lang = person.language;
  const amount = bahtFigures(payment.amountSatang);
  const link = `${PAY_GARBAGE_PATH}?payment=${payment.id}`;
  await notify(tx, {
    personId: payment.personId,
    title: { th: `ชำระค่าธรรมเนียมเก็บขนขยะมูลฝอย ${amount} บาท เรียบร้อยแล้ว`, en: `Garbage fee of ${amount} THB paid` },
    description: { th: `ใบเสร็จรับเงินเลขที่ ${payment.receiptNo ?? ""}`, en: `Receipt ${payment.receiptNo ?? ""}` },
    icon: "garbage",
    link,
    useRouter: true,
    time: ctx.now,
    event: { kind: "receipt", portalUrl: ctx.portalUrl },
  });
  await enqueueEmail(tx, {
    template: "garbage-receipt",
    to: person.email,
    language: lang,
    personId: payment.personId,
    data: {
      title: person.title ?? "",
      firstname: person.firstname ?? "",
      lastname: person.lastname ?? "",
      receiptNo: payment.receiptNo ?? "",
      paymentNo: payment.paymentNo,
      accountNo,
      amount,
      amountWords: bahtWords(payment.amountSatang),
      link: `${ctx.portalUrl.replace(/\/$/, "")}${link}`,
    },
    now: ctx.now,
  });
}

/** The answer of a recorded notification. */
async function storedOutcome(tx: Tx, transactionId: string): Promise<NotificationOutcome> {
  const [row] = await tx
    .select({ n: garbageBankNotifications, paymentNo: garbagePayments.paymentNo, receiptNo: garbagePayments.receiptNo, bankTx: garbagePayments.bankTransactionId })
    .from(garbageBankNotifications)
    .leftJoin(garbagePayments, eq(garbagePayments.id, garbageBankNotifications.paymentId))
    .where(eq(garbageBankNotifications.transactionId, transactionId));
  if (!row) throw new Error(`bank notification ${transactionId} is not recorded`);
  return {
    transactionId,
    outcome: row.n.outcome,
    reason: (row.n.reason ?? null) as NotificationOutcome["reason"],
    paymentNo: row.paymentNo ?? null,
    // The receipt belongs to the notification that paid, not to a second one of the same payment.
    receiptNo: row.n.outcome === "paid" && row.bankTx === transactionId ? (row.receiptNo ?? null) : null,
  };
}
