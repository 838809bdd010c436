/** The resident's handlers of the garbage fee (tag `garbage`, issue 13; see `index.ts`). */
import { randomInt } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { enforce, THROTTLE_RULES } from "../../auth/throttle";
import type { HandlerContext, OperationHandler, OperationId } from "../types";
import type { Db } from "../../db/database";
import { garbageAccounts, garbageBills, garbagePaymentBills, garbagePayments, garbageRates, type GarbagePaymentState } from "../../db/schema";
import { movePayment } from "../../garbage/bank";
import { expireDuePayments } from "../../garbage/expiry";
import { isFinished, PAYMENT_TTL_MS, UNFINISHED_STATES } from "../../garbage/payment-state";
import { billPaymentQr } from "../../garbage/qr";
import { fileHeaders } from "../../files/delivery";
import { loadLogo } from "../../files/storage";
import { bahtFigures, bahtWords } from "@eoffice/thai/baht";
import { receiptPdf, type Receipt } from "../../garbage/receipt";
import { HttpError, badRequest } from "../../lib/errors";
import { isUniqueViolation } from "../../db/sql";
import { signedIn, type HandlerDeps } from "../deps";
import { fieldError } from "../../i18n/field-messages";
import { PAYMENT_STATE_NAMES } from "../state-names";
import { billerIdOf, monthsOfPayments, receiptMunicipalityOf, settingsOf } from "./shared";

type PaymentRow = typeof garbagePayments.$inferSelect;
type AccountRow = typeof garbageAccounts.$inferSelect;

/** Payment numbers: 8 characters from an alphabet without I, O, Q, Z, 0 or 1; positions 3 and 6 digits (GOV.UK Forms). */
const LETTERS = "ABCDEFGHJKLMNPRSTUVWXY";
const DIGITS = "23456789";

/** A new random payment number such as `HK4TM7PA`. */
export function newPaymentNo(): string {
  let out = "";
  for (let i = 0; i < 8; i++) {
    const set = i === 2 || i === 5 ? DIGITS : LETTERS;
    out += set[randomInt(set.length)];
  }
  return out;
}

/** The contract's `GarbagePayment`. */
function toPayment(row: PaymentRow, accountNo: string, months: string[], billerId: string): Schemas["GarbagePayment"] {
  return {
    id: row.id,
    paymentNo: row.paymentNo,
    accountNo,
    amountSatang: row.amountSatang,
    state: row.state,
    finished: isFinished(row.state),
    failureCode: row.failureCode,
    months,
    qrPayload: row.state === "started" ? row.qrPayload : null,
    billerId,
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    receiptNo: row.receiptNo,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The resident's own payment (after expiring it when due), or 404. */
async function ownPayment(db: Db, id: number, personId: number, now: number, notFound: string): Promise<{ row: PaymentRow; account: AccountRow }> {
  const [found] = await db
    .select({ payment: garbagePayments, account: garbageAccounts })
    .from(garbagePayments)
    .innerJoin(garbageAccounts, eq(garbageAccounts.id, garbagePayments.accountId))
    .where(and(eq(garbagePayments.id, id), eq(garbageAccounts.personId, personId)));
  if (!found) throw new HttpError(404, notFound);
  if (UNFINISHED_STATES.includes(found.payment.state) && found.payment.state !== "submitted" && found.payment.expiresAt.getTime() <= now) {
    await expireDuePayments(db, now, [found.account.id]);
    const [again] = await db.select().from(garbagePayments).where(eq(garbagePayments.id, id));
    if (again) found.payment = again;
  }
  return { row: found.payment, account: found.account };
}

/** The resident's accounts with their bills (their payments past due expired first). */
async function accountsOf(db: Db, where: SQL, now: number): Promise<Schemas["GarbageAccount"][]> {
  const accounts = await db
    .select({ account: garbageAccounts, rate: garbageRates })
    .from(garbageAccounts)
    .innerJoin(garbageRates, eq(garbageRates.code, garbageAccounts.rateCode))
    .where(where)
    .orderBy(asc(garbageAccounts.accountNo));
  if (accounts.length === 0) return [];
  const ids = accounts.map((a) => a.account.id);
  await expireDuePayments(db, now, ids);
  const bills = await db
    .select({ bill: garbageBills, paidAt: garbagePayments.paidAt, receiptNo: garbagePayments.receiptNo })
    .from(garbageBills)
    .leftJoin(garbagePayments, eq(garbagePayments.id, garbageBills.paidPaymentId))
    .where(inArray(garbageBills.accountId, ids))
    .orderBy(desc(garbageBills.month));
  const pending = await db
    .select({ billId: garbagePaymentBills.billId, paymentId: garbagePayments.id })
    .from(garbagePaymentBills)
    .innerJoin(garbagePayments, eq(garbagePayments.id, garbagePaymentBills.paymentId))
    .where(and(inArray(garbagePayments.accountId, ids), inArray(garbagePayments.state, [...UNFINISHED_STATES])));
  const pendingOf = new Map(pending.map((p) => [p.billId, p.paymentId]));
  return accounts.map(({ account, rate }) => {
    const own = bills.filter((b) => b.bill.accountId === account.id);
    return {
      id: account.id,
      accountNo: account.accountNo,
      houseNo: account.houseNo,
      holderName: account.holderName,
      address: account.address,
      rate: { code: rate.code, nameTh: rate.nameTh, nameEn: rate.nameEn, monthlySatang: rate.monthlySatang },
      bills: own.map((b) => ({
        id: b.bill.id,
        month: b.bill.month,
        amountSatang: b.bill.amountSatang,
        paid: b.bill.paidPaymentId !== null,
        paidAt: b.paidAt?.toISOString() ?? null,
        receiptNo: b.receiptNo ?? null,
        pendingPaymentId: b.bill.paidPaymentId === null ? (pendingOf.get(b.bill.id) ?? null) : null,
      })),
      outstandingSatang: own.filter((b) => b.bill.paidPaymentId === null).reduce((sum, b) => sum + b.bill.amountSatang, 0),
    };
  });
}

/** A 409 naming the payment's state. */
function stateConflict(ctx: { t: HandlerContext<OperationId>["t"] }, state: GarbagePaymentState): HttpError {
  return new HttpError(409, ctx.t("garbagePaymentState", { state: PAYMENT_STATE_NAMES[state] }));
}

/** The receipt data of a successful payment. */
async function receiptOf(db: Db, row: PaymentRow, account: AccountRow): Promise<Receipt> {
  const months = (await monthsOfPayments(db, [row.id])).get(row.id) ?? [];
  return {
    receiptNo: row.receiptNo ?? "",
    paymentNo: row.paymentNo,
    accountNo: account.accountNo,
    holderName: account.holderName,
    address: account.address,
    months,
    amountSatang: row.amountSatang,
    amountText: bahtFigures(row.amountSatang),
    amountWordsTh: bahtWords(row.amountSatang),
    paidAt: (row.paidAt ?? row.updatedAt).toISOString(),
    municipality: await receiptMunicipalityOf(db),
  };
}

/** Answers a move of the resident's payment: `to` from the states the machine allows, else 409. */
function residentMove(deps: HandlerDeps, to: GarbagePaymentState, extra?: (row: PaymentRow, account: AccountRow, now: number, billerId: string) => Partial<PaymentRow>) {
  return async (ctx: HandlerContext<"startGarbagePayment" | "submitGarbagePayment" | "cancelGarbagePayment">) => {
    settingsOf(deps);
    const auth = signedIn(ctx);
    const { row, account } = await ownPayment(deps.db, ctx.params.id, auth.personId, ctx.now, ctx.t("garbagePaymentNotFound"));
    const billerId = await billerIdOf(deps.db);
    const moved = await movePayment(deps.db, row.id, to, ctx.now, extra?.(row, account, ctx.now, billerId) ?? {});
    if (!moved) throw stateConflict(ctx, row.state);
    const months = (await monthsOfPayments(deps.db, [row.id])).get(row.id) ?? [];
    return { status: 200 as const, body: { success: true, message: "", data: toPayment(moved, account.accountNo, months, billerId) } };
  };
}

/** The resident's handlers of the garbage fee: their accounts (listed, linked by number and house number), payments (created with the PromptPay QR, started, submitted, cancelled) and receipts (JSON and PDF). */
export function garbagePaymentHandlers(deps: HandlerDeps): {
  [K in
    | "listGarbageAccounts"
    | "linkGarbageAccount"
    | "createGarbagePayment"
    | "getGarbagePayment"
    | "startGarbagePayment"
    | "submitGarbagePayment"
    | "cancelGarbagePayment"
    | "getGarbageReceipt"
    | "getGarbageReceiptPdf"]: OperationHandler<K>;
} {
  const { db } = deps;
  return {
    listGarbageAccounts: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const data = await accountsOf(db, eq(garbageAccounts.personId, auth.personId), ctx.now);
        return { status: 200, body: { success: true, message: "", data, total: data.length } };
      },
    },

    linkGarbageAccount: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const houseNo = ctx.body.houseNo.trim().replace(/\s+/g, "");
        const [account] = await db.select().from(garbageAccounts).where(eq(garbageAccounts.accountNo, ctx.body.accountNo));
        if (!account || account.houseNo.replace(/\s+/g, "") !== houseNo) {
          await enforce(db, THROTTLE_RULES.garbageLink, String(auth.personId), ctx.now, ctx.t("garbageLinkThrottled"));
          throw badRequest([fieldError("houseNo", "garbageAccountNoMatch")]);
        }
        if (account.personId !== null && account.personId !== auth.personId) throw new HttpError(409, ctx.t("garbageAccountLinkedElsewhere"));
        const [linked] = await db
          .update(garbageAccounts)
          .set({ personId: auth.personId })
          .where(and(eq(garbageAccounts.id, account.id), sql`(${garbageAccounts.personId} is null or ${garbageAccounts.personId} = ${auth.personId})`))
          .returning({ id: garbageAccounts.id });
        if (!linked) throw new HttpError(409, ctx.t("garbageAccountLinkedElsewhere"));
        const [data] = await accountsOf(db, eq(garbageAccounts.id, account.id), ctx.now);
        if (!data) throw new Error("linked account vanished");
        return { status: 200, body: { success: true, message: "", data } };
      },
    },

    createGarbagePayment: {
      async handle(ctx) {
        settingsOf(deps);
        const auth = signedIn(ctx);
        const [account] = await db
          .select()
          .from(garbageAccounts)
          .where(and(eq(garbageAccounts.id, ctx.body.accountId), eq(garbageAccounts.personId, auth.personId)));
        if (!account) throw new HttpError(404, ctx.t("garbageAccountNotFound"));
        await expireDuePayments(db, ctx.now, [account.id]);
        const billIds = ctx.body.billIds;
        const result = await db.transaction(async (tx) => {
          // Lock the bills: two payments started at once for the same bill cannot both take it.
          const bills = await tx
            .select()
            .from(garbageBills)
            .where(and(inArray(garbageBills.id, billIds), eq(garbageBills.accountId, account.id), isNull(garbageBills.paidPaymentId)))
            .for("update");
          const held = await tx
            .select({ billId: garbagePaymentBills.billId })
            .from(garbagePaymentBills)
            .innerJoin(garbagePayments, eq(garbagePayments.id, garbagePaymentBills.paymentId))
            .where(and(inArray(garbagePaymentBills.billId, billIds), inArray(garbagePayments.state, [...UNFINISHED_STATES])));
          if (bills.length !== billIds.length || held.length > 0) {
            throw new HttpError(409, ctx.t("garbageBillNotPayable"), [fieldError("billIds", "garbageBillNotPayable")]);
          }
          const amountSatang = bills.reduce((sum, b) => sum + b.amountSatang, 0);
          if (amountSatang <= 0) throw badRequest([fieldError("billIds", "nothingToPay")]);
          for (let attempt = 0; ; attempt++) {
            const paymentNo = newPaymentNo();
            try {
              const [row] = await tx
                .insert(garbagePayments)
                .values({
                  paymentNo,
                  accountId: account.id,
                  personId: auth.personId,
                  amountSatang,
                  state: "created",
                  expiresAt: new Date(ctx.now + PAYMENT_TTL_MS),
                  language: ctx.language,
                  createdAt: new Date(ctx.now),
                  updatedAt: new Date(ctx.now),
                })
                .onConflictDoNothing({ target: garbagePayments.paymentNo })
                .returning();
              if (!row) {
                if (attempt < 5) continue;
                throw new Error("no free payment number after 6 attempts");
              }
              await tx.insert(garbagePaymentBills).values(bills.map((b) => ({ paymentId: row.id, billId: b.id })));
              return { row, months: bills.map((b) => b.month).sort() };
            } catch (err) {
              if (isUniqueViolation(err) && attempt < 5) continue;
              throw err;
            }
          }
        });
        return { status: 201, body: { success: true, message: "", data: toPayment(result.row, account.accountNo, result.months, await billerIdOf(db)) } };
      },
    },

    getGarbagePayment: {
      async handle(ctx) {
        settingsOf(deps);
        const auth = signedIn(ctx);
        const { row, account } = await ownPayment(db, ctx.params.id, auth.personId, ctx.now, ctx.t("garbagePaymentNotFound"));
        const months = (await monthsOfPayments(db, [row.id])).get(row.id) ?? [];
        return { status: 200, body: { success: true, message: "", data: toPayment(row, account.accountNo, months, await billerIdOf(db)) } };
      },
    },

    startGarbagePayment: {
      handle: residentMove(deps, "started", (row, account, now, billerId) => ({
        qrPayload: billPaymentQr(billerId, account.accountNo, row.paymentNo, row.amountSatang),
        expiresAt: new Date(now + PAYMENT_TTL_MS),
      })),
    },

    submitGarbagePayment: { handle: residentMove(deps, "submitted") },

    cancelGarbagePayment: { handle: residentMove(deps, "cancelled", () => ({ qrPayload: null })) },

    getGarbageReceipt: {
      async handle(ctx) {
        settingsOf(deps);
        const auth = signedIn(ctx);
        const { row, account } = await ownPayment(db, ctx.params.id, auth.personId, ctx.now, ctx.t("garbagePaymentNotFound"));
        if (row.state !== "success") throw new HttpError(409, ctx.t("garbageReceiptNotReady"));
        return { status: 200, body: { success: true, message: "", data: await receiptOf(db, row, account) } };
      },
    },

    getGarbageReceiptPdf: {
      async handle(ctx) {
        settingsOf(deps);
        const auth = signedIn(ctx);
        const { row, account } = await ownPayment(db, ctx.params.id, auth.personId, ctx.now, ctx.t("garbagePaymentNotFound"));
        if (row.state !== "success") throw new HttpError(409, ctx.t("garbageReceiptNotReady"));
        const logo = await loadLogo(db, 192);
        const pdf = await receiptPdf(await receiptOf(db, row, account), ctx.language, logo?.content);
        return {
          status: 200,
          body: Buffer.from(pdf),
          headers: fileHeaders({ name: `receipt-${row.receiptNo ?? row.paymentNo}.pdf`, mimeType: "application/pdf", download: true }),
        };
      },
    },
  };
}
