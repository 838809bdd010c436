/**
 * The garbage collection fee (contract tag `garbage`; issue 13; docs/spec/portal-spec.md section 2 `/e-service/main/paygarbage`).
 *
 * Residents link their account (number and house number), see their bills, and pay one or several months with one
 * PromptPay bill-payment QR (`garbage/qr.ts`); the payment follows the GOV.UK Pay style state machine of
 * `garbage/payment-state.ts`. The bank confirms with an HMAC-signed notification (`garbage/bank.ts`); the resident then
 * gets the e-receipt (`garbage/receipt.ts`) on the page, as PDF, and by e-mail through the outbox. Finance officers set
 * the rates, run the monthly bills (idempotent), open accounts, link them to a resident (or unlink) and close them
 * (no new bills; history stays), see payments by day and account, outstanding accounts and exceptions (and resolve
 * an exception with a note), with a CSV export; in the embedded demo they can "simulate the bank". Every staff change
 * is audited. Payments past their time are expired by `garbage/expiry.ts` before any list reads them.
 */
import { randomInt } from "node:crypto";
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { bangkokDay, bangkokDayStart, bangkokMonth } from "@eoffice/thai";
import { changedFields, writeAudit } from "../audit/audit";
import { fullName } from "../cases/view";
import { enforce, THROTTLE_RULES } from "../auth/throttle";
import type { HandlerContext, OperationHandler, OperationId } from "./types";
import type { Db, Tx } from "../db/database";
import {
  auditLog,
  garbageAccounts,
  garbageBankNotifications,
  garbageBills,
  garbagePaymentBills,
  garbagePayments,
  garbageRates,
  personProfiles,
  persons,
  type GarbagePaymentState,
} from "../db/schema";
import { movePayment, processNotification, signBody, verifySignature } from "../garbage/bank";
import { expireDuePayments } from "../garbage/expiry";
import { isFinished, PAYMENT_TTL_MS, UNFINISHED_STATES } from "../garbage/payment-state";
import { billPaymentQr } from "../garbage/qr";
import { fileHeaders } from "../files/delivery";
import { bahtFigures, bahtWords, receiptPdf, type Receipt } from "../garbage/receipt";
import { HttpError, badRequest, keyedError } from "../lib/errors";
import { isUniqueViolation, likeEscape } from "../db/sql";
import { paging, signedIn, type GarbageSettings, type HandlerDeps } from "./deps";
import { csvTime, toCsv, type CsvCell } from "../lib/csv";
import { fieldError } from "../i18n/field-messages";
import { PAYMENT_STATE_NAMES } from "./state-names";

type PaymentRow = typeof garbagePayments.$inferSelect;
type AccountRow = typeof garbageAccounts.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far back a bill run may go (a forgotten month can still be billed; a typo such as 0202-01 cannot). */
const BILL_RUN_MONTHS_BACK = 36;

/** Bills inserted per statement by a bill run. */
const BILL_RUN_CHUNK = 2000;

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

/** The months a payment covers, oldest first. */
async function monthsOfPayments(db: Db | Tx, paymentIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (paymentIds.length === 0) return map;
  const rows = await db
    .select({ paymentId: garbagePaymentBills.paymentId, month: garbageBills.month })
    .from(garbagePaymentBills)
    .innerJoin(garbageBills, eq(garbageBills.id, garbagePaymentBills.billId))
    .where(inArray(garbagePaymentBills.paymentId, paymentIds))
    .orderBy(asc(garbageBills.month));
  for (const r of rows) map.set(r.paymentId, [...(map.get(r.paymentId) ?? []), r.month]);
  return map;
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

/** The settings, or a 403 when the server runs without them (never with `buildServer`). */
function settingsOf(deps: HandlerDeps): GarbageSettings {
  if (!deps.garbage) throw keyedError(403, "garbageNotConfigured");
  return deps.garbage;
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
async function receiptOf(db: Db, row: PaymentRow, account: AccountRow, settings: GarbageSettings): Promise<Receipt> {
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
    municipality: settings.municipality,
  };
}

/** Answers a move of the resident's payment: `to` from the states the machine allows, else 409. */
function residentMove(deps: HandlerDeps, to: GarbagePaymentState, extra?: (row: PaymentRow, account: AccountRow, now: number) => Partial<PaymentRow>) {
  return async (ctx: HandlerContext<"startGarbagePayment" | "submitGarbagePayment" | "cancelGarbagePayment">) => {
    const settings = settingsOf(deps);
    const auth = signedIn(ctx);
    const { row, account } = await ownPayment(deps.db, ctx.params.id, auth.personId, ctx.now, ctx.t("garbagePaymentNotFound"));
    const moved = await movePayment(deps.db, row.id, to, ctx.now, extra?.(row, account, ctx.now) ?? {});
    if (!moved) throw stateConflict(ctx, row.state);
    const months = (await monthsOfPayments(deps.db, [row.id])).get(row.id) ?? [];
    return { status: 200 as const, body: { success: true, message: "", data: toPayment(moved, account.accountNo, months, settings.billerId) } };
  };
}

/** The period [from, to] of the staff lists, in days; a 400 naming `from` when reversed or longer than a year. */
function daysOf(query: { from?: string; to?: string }, now: number): { from: number; to: number } {
  const toDay = query.to ?? bangkokDay(now);
  const fromDay = query.from ?? bangkokDay(now - 30 * DAY_MS);
  const from = bangkokDayStart(fromDay);
  const to = bangkokDayStart(toDay) + DAY_MS;
  if (!Number.isFinite(from) || !Number.isFinite(to) || from >= to) throw badRequest([fieldError("from", "onOrBeforeTo")]);
  if (to - from > 400 * DAY_MS) throw badRequest([fieldError("from", "maxDaysBeforeTo", { days: 400 })]);
  return { from, to };
}

type PaymentListRow = Schemas["GarbagePaymentRow"];

/** Payments for the staff lists and the export (payments past due expired first). */
async function paymentRows(db: Db, now: number, where: SQL | undefined, page?: { offset: number; limit: number }): Promise<{ rows: PaymentListRow[]; total: number }> {
  await expireDuePayments(db, now);
  const base = db
    .select({ payment: garbagePayments, accountNo: garbageAccounts.accountNo, holderName: garbageAccounts.holderName })
    .from(garbagePayments)
    .innerJoin(garbageAccounts, eq(garbageAccounts.id, garbagePayments.accountId))
    .where(where)
    .orderBy(desc(garbagePayments.createdAt), desc(garbagePayments.id));
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const [total] = await db
    .select({ n: count() })
    .from(garbagePayments)
    .innerJoin(garbageAccounts, eq(garbageAccounts.id, garbagePayments.accountId))
    .where(where);
  const months = await monthsOfPayments(
    db,
    rows.map((r) => r.payment.id),
  );
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({
      id: r.payment.id,
      paymentNo: r.payment.paymentNo,
      accountNo: r.accountNo,
      holderName: r.holderName,
      amountSatang: r.payment.amountSatang,
      state: r.payment.state,
      months: months.get(r.payment.id) ?? [],
      paidAt: r.payment.paidAt?.toISOString() ?? null,
      receiptNo: r.payment.receiptNo,
      bankTransactionId: r.payment.bankTransactionId,
      createdAt: r.payment.createdAt.toISOString(),
    })),
  };
}

async function outstandingRows(db: Db, page?: { offset: number; limit: number }): Promise<{ rows: Schemas["GarbageOutstandingRow"][]; total: number }> {
  const outstanding = sql<number>`sum(${garbageBills.amountSatang})`.mapWith(Number);
  const base = db
    .select({
      accountId: garbageAccounts.id,
      accountNo: garbageAccounts.accountNo,
      houseNo: garbageAccounts.houseNo,
      holderName: garbageAccounts.holderName,
      rateCode: garbageAccounts.rateCode,
      personId: garbageAccounts.personId,
      months: sql<string[]>`array_agg(${garbageBills.month} order by ${garbageBills.month})`,
      outstandingSatang: outstanding,
    })
    .from(garbageBills)
    .innerJoin(garbageAccounts, eq(garbageAccounts.id, garbageBills.accountId))
    .where(isNull(garbageBills.paidPaymentId))
    .groupBy(garbageAccounts.id)
    .orderBy(desc(outstanding), asc(garbageAccounts.accountNo));
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const [total] = await db.select({ n: sql<number>`count(distinct ${garbageBills.accountId})`.mapWith(Number) }).from(garbageBills).where(isNull(garbageBills.paidPaymentId));
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({
      accountId: r.accountId,
      accountNo: r.accountNo,
      houseNo: r.houseNo,
      holderName: r.holderName,
      rateCode: r.rateCode,
      months: r.months,
      outstandingSatang: r.outstandingSatang,
      linked: r.personId !== null,
    })),
  };
}

/** Which exceptions a list shows (contract `listGarbageExceptions` `status`). */
type ExceptionStatus = "open" | "resolved" | "all";

/** The audit entity and field of an exception's resolution (the note lives with its audit entry). */
const EXCEPTION_ENTITY = "garbage-exception";
const RESOLUTION_NOTE_FIELD = "resolutionNote";

/**
 * Exceptions, newest first: `status` open (not resolved), resolved or all, or the one of `id`. Who resolved one and
 * the note are read back from the audit entry of the resolution, written in the same transaction as `resolved_at`.
 */
async function exceptionRows(
  db: Db | Tx,
  filter: { status: ExceptionStatus } | { id: number },
  page?: { offset: number; limit: number },
): Promise<{ rows: Schemas["GarbageException"][]; total: number }> {
  const conditions: SQL[] = [eq(garbageBankNotifications.outcome, "exception")];
  if ("id" in filter) conditions.push(eq(garbageBankNotifications.id, filter.id));
  else if (filter.status === "open") conditions.push(isNull(garbageBankNotifications.resolvedAt));
  else if (filter.status === "resolved") conditions.push(isNotNull(garbageBankNotifications.resolvedAt));
  const where = and(...conditions);
  const base = db
    .select({ n: garbageBankNotifications, paymentNo: garbagePayments.paymentNo, expected: garbagePayments.amountSatang })
    .from(garbageBankNotifications)
    .leftJoin(garbagePayments, eq(garbagePayments.id, garbageBankNotifications.paymentId))
    .where(where)
    .orderBy(desc(garbageBankNotifications.receivedAt), desc(garbageBankNotifications.id));
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const [total] = await db.select({ n: count() }).from(garbageBankNotifications).where(where);
  const resolvedIds = rows.filter((r) => r.n.resolvedAt !== null).map((r) => String(r.n.id));
  const resolutions = new Map<string, { by: string | null; note: string | null }>();
  if (resolvedIds.length > 0) {
    const entries = await db
      .select({ entityId: auditLog.entityId, personName: auditLog.personName, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity, EXCEPTION_ENTITY), eq(auditLog.action, "status-change"), inArray(auditLog.entityId, resolvedIds)))
      .orderBy(asc(auditLog.id));
    for (const e of entries) {
      const note = e.changes.find((c) => c.field === RESOLUTION_NOTE_FIELD)?.after;
      if (e.entityId !== null) resolutions.set(e.entityId, { by: e.personName, note: typeof note === "string" ? note : null });
    }
  }
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => {
      const resolution = resolutions.get(String(r.n.id));
      return {
        id: r.n.id,
        transactionId: r.n.transactionId,
        reason: r.n.reason ?? "",
        ref1: r.n.ref1,
        ref2: r.n.ref2,
        amountSatang: r.n.amountSatang,
        expectedSatang: r.expected ?? null,
        paymentNo: r.paymentNo ?? null,
        simulated: r.n.simulated,
        receivedAt: r.n.receivedAt.toISOString(),
        resolvedAt: r.n.resolvedAt?.toISOString() ?? null,
        resolvedBy: resolution?.by ?? null,
        resolutionNote: resolution?.note ?? null,
      };
    }),
  };
}

/** Columns of the staff's account rows: the account, its linked resident and the sum of its unpaid bills. */
function accountRowQuery(db: Db | Tx) {
  const outstanding = sql<number>`coalesce((select sum(b.amount_satang) from garbage_bills b where b.account_id = ${garbageAccounts.id} and b.paid_payment_id is null), 0)`.mapWith(Number);
  return db
    .select({
      account: garbageAccounts,
      outstandingSatang: outstanding,
      userName: persons.name,
      title: personProfiles.title,
      firstname: personProfiles.firstname,
      lastname: personProfiles.lastname,
    })
    .from(garbageAccounts)
    .leftJoin(persons, eq(persons.id, garbageAccounts.personId))
    .leftJoin(personProfiles, eq(personProfiles.personId, garbageAccounts.personId));
}

type AccountRowRecord = Awaited<ReturnType<ReturnType<typeof accountRowQuery>["where"]>>[number];

/** The contract's `GarbageAccountRow`. */
function toAccountRow(r: AccountRowRecord): Schemas["GarbageAccountRow"] {
  const a = r.account;
  return {
    id: a.id,
    accountNo: a.accountNo,
    houseNo: a.houseNo,
    holderName: a.holderName,
    address: a.address,
    rateCode: a.rateCode,
    active: a.active,
    outstandingSatang: r.outstandingSatang,
    resident:
      a.personId !== null && r.userName !== null
        ? { id: a.personId, userName: r.userName, fullName: r.firstname === null ? null : fullName({ title: r.title, firstname: r.firstname, lastname: r.lastname }) }
        : null,
    createdAt: a.createdAt.toISOString(),
  };
}

/** One account as staff see it, or a 404. */
async function accountRowOf(db: Db | Tx, id: number, notFound: string): Promise<Schemas["GarbageAccountRow"]> {
  const [row] = await accountRowQuery(db).where(eq(garbageAccounts.id, id));
  if (!row) throw new HttpError(404, notFound);
  return toAccountRow(row);
}

/** The last 4 digits of a national id (finance officers never see the whole of it). */
function citizenIdLast4(id: string | null): string | null {
  return id === null ? null : id.slice(-4);
}

/** Handlers of tag `garbage`. */
export function garbageHandlers(deps: HandlerDeps): {
  [K in
    | "listGarbageAccounts"
    | "linkGarbageAccount"
    | "createGarbagePayment"
    | "getGarbagePayment"
    | "startGarbagePayment"
    | "submitGarbagePayment"
    | "cancelGarbagePayment"
    | "getGarbageReceipt"
    | "getGarbageReceiptPdf"
    | "receiveGarbageBankNotification"
    | "simulateGarbageBank"
    | "getGarbageSettings"
    | "listGarbageRates"
    | "updateGarbageRate"
    | "runGarbageBills"
    | "listGarbagePayments"
    | "listGarbageOutstanding"
    | "listGarbageExceptions"
    | "resolveGarbageException"
    | "searchGarbageAccounts"
    | "createGarbageAccount"
    | "setGarbageAccountResident"
    | "closeGarbageAccount"
    | "searchGarbageResidents"
    | "exportGarbage"]: OperationHandler<K>;
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
        const settings = settingsOf(deps);
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
        return { status: 201, body: { success: true, message: "", data: toPayment(result.row, account.accountNo, result.months, settings.billerId) } };
      },
    },

    getGarbagePayment: {
      async handle(ctx) {
        const settings = settingsOf(deps);
        const auth = signedIn(ctx);
        const { row, account } = await ownPayment(db, ctx.params.id, auth.personId, ctx.now, ctx.t("garbagePaymentNotFound"));
        const months = (await monthsOfPayments(db, [row.id])).get(row.id) ?? [];
        return { status: 200, body: { success: true, message: "", data: toPayment(row, account.accountNo, months, settings.billerId) } };
      },
    },

    startGarbagePayment: {
      handle: residentMove(deps, "started", (row, account, now) => ({
        qrPayload: billPaymentQr(settingsOf(deps).billerId, account.accountNo, row.paymentNo, row.amountSatang),
        expiresAt: new Date(now + PAYMENT_TTL_MS),
      })),
    },
    submitGarbagePayment: { handle: residentMove(deps, "submitted") },
    cancelGarbagePayment: { handle: residentMove(deps, "cancelled", () => ({ qrPayload: null })) },

    getGarbageReceipt: {
      async handle(ctx) {
        const settings = settingsOf(deps);
        const auth = signedIn(ctx);
        const { row, account } = await ownPayment(db, ctx.params.id, auth.personId, ctx.now, ctx.t("garbagePaymentNotFound"));
        if (row.state !== "success") throw new HttpError(409, ctx.t("garbageReceiptNotReady"));
        return { status: 200, body: { success: true, message: "", data: await receiptOf(db, row, account, settings) } };
      },
    },

    getGarbageReceiptPdf: {
      async handle(ctx) {
        const settings = settingsOf(deps);
        const auth = signedIn(ctx);
        const { row, account } = await ownPayment(db, ctx.params.id, auth.personId, ctx.now, ctx.t("garbagePaymentNotFound"));
        if (row.state !== "success") throw new HttpError(409, ctx.t("garbageReceiptNotReady"));
        const pdf = await receiptPdf(await receiptOf(db, row, account, settings), ctx.language);
        return {
          status: 200,
          body: Buffer.from(pdf),
          headers: fileHeaders({ name: `receipt-${row.receiptNo ?? row.paymentNo}.pdf`, mimeType: "application/pdf", download: true }),
        };
      },
    },

    receiveGarbageBankNotification: {
      async handle(ctx) {
        const settings = settingsOf(deps);
        const header = ctx.headers["x-bank-signature"];
        const signature = typeof header === "string" ? header : undefined;
        if (!verifySignature(settings.bankSecret, ctx.rawBody, signature)) throw new HttpError(401, ctx.t("garbageBadSignature"));
        const data = await processNotification(db, ctx.body, { billerId: settings.billerId, portalUrl: deps.portalUrl, now: ctx.now, simulated: false });
        return { status: 200, body: { success: true, message: "", data } };
      },
    },

    simulateGarbageBank: {
      async handle(ctx) {
        const settings = settingsOf(deps);
        if (!settings.simulation) throw new HttpError(403, ctx.t("garbageSimulationOff"));
        const [found] = await db
          .select({ payment: garbagePayments, accountNo: garbageAccounts.accountNo })
          .from(garbagePayments)
          .innerJoin(garbageAccounts, eq(garbageAccounts.id, garbagePayments.accountId))
          .where(eq(garbagePayments.paymentNo, ctx.body.paymentNo.trim().toUpperCase()));
        if (!found) throw new HttpError(404, ctx.t("garbagePaymentNotFound"));
        const notification = {
          transactionId: `SIM-${found.payment.paymentNo}-${ctx.now.toString(36)}`,
          billerId: settings.billerId,
          ref1: found.accountNo,
          ref2: found.payment.paymentNo,
          amountSatang: ctx.body.amountSatang ?? found.payment.amountSatang,
          status: ctx.body.status ?? "success",
          paidAt: new Date(ctx.now).toISOString(),
        } satisfies Schemas["GarbageBankNotification"];
        // Signed and checked like the bank's, so the demo goes through the same path.
        const body = JSON.stringify(notification);
        if (!verifySignature(settings.bankSecret, body, signBody(settings.bankSecret, body))) throw new Error("simulated signature did not verify");
        const data = await processNotification(db, notification, {
          billerId: settings.billerId,
          portalUrl: deps.portalUrl,
          now: ctx.now,
          simulated: true,
          afterward: async (tx, outcome) => {
            const [after] = await tx.select({ state: garbagePayments.state }).from(garbagePayments).where(eq(garbagePayments.id, found.payment.id));
            await writeAudit(tx, ctx, {
              action: "status-change",
              entity: "garbage-payment",
              entityId: found.payment.paymentNo,
              changes: [
                { field: "state", before: found.payment.state, after: after?.state ?? found.payment.state },
                {
                  field: "simulatedBank",
                  before: null,
                  after: { transactionId: notification.transactionId, amountSatang: notification.amountSatang, status: notification.status, outcome: outcome.outcome },
                },
              ],
            });
          },
        });
        return { status: 200, body: { success: true, message: "", data } };
      },
    },

    getGarbageSettings: {
      async handle() {
        const settings = settingsOf(deps);
        return { status: 200, body: { success: true, message: "", data: { billerId: settings.billerId, simulation: settings.simulation } } };
      },
    },

    listGarbageRates: {
      async handle() {
        const rows = await db.select().from(garbageRates).orderBy(asc(garbageRates.orderNo), asc(garbageRates.code));
        const data = rows.map((r) => ({ code: r.code, nameTh: r.nameTh, nameEn: r.nameEn, monthlySatang: r.monthlySatang }));
        return { status: 200, body: { success: true, message: "", data, total: data.length } };
      },
    },

    updateGarbageRate: {
      async handle(ctx) {
        const data = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(garbageRates).where(eq(garbageRates.code, ctx.params.code)).for("update");
          if (!before) throw new HttpError(404, ctx.t("garbageRateNotFound"));
          const [after] = await tx
            .update(garbageRates)
            .set({ monthlySatang: ctx.body.monthlySatang, updatedAt: new Date(ctx.now) })
            .where(eq(garbageRates.code, before.code))
            .returning();
          if (!after) throw new Error("rate update returned no row");
          if (before.monthlySatang !== after.monthlySatang) {
            await writeAudit(tx, ctx, {
              action: "update",
              entity: "garbage-rate",
              entityId: after.code,
              changes: [{ field: "monthlySatang", before: before.monthlySatang, after: after.monthlySatang }],
            });
          }
          return { code: after.code, nameTh: after.nameTh, nameEn: after.nameEn, monthlySatang: after.monthlySatang };
        });
        return { status: 200, body: { success: true, message: "", data } };
      },
    },

    runGarbageBills: {
      async handle(ctx) {
        const month = ctx.body.month;
        if (month > bangkokMonth(ctx.now, 1)) throw badRequest([fieldError("month", "monthAhead")]);
        if (month < bangkokMonth(ctx.now, -BILL_RUN_MONTHS_BACK)) throw badRequest([fieldError("month", "monthsBack", { months: BILL_RUN_MONTHS_BACK })]);
        const data = await db.transaction(async (tx) => {
          const [existing] = await tx.select({ n: count() }).from(garbageBills).where(eq(garbageBills.month, month));
          const accounts = await tx
            .select({ accountId: garbageAccounts.id, amountSatang: garbageRates.monthlySatang })
            .from(garbageAccounts)
            .innerJoin(garbageRates, eq(garbageRates.code, garbageAccounts.rateCode))
            .where(eq(garbageAccounts.active, true))
            .orderBy(asc(garbageAccounts.id));
          const created: { amountSatang: number }[] = [];
          // In chunks, well under PostgreSQL's 65,535 parameters per statement.
          for (let i = 0; i < accounts.length; i += BILL_RUN_CHUNK) {
            const chunk = accounts.slice(i, i + BILL_RUN_CHUNK).map((a) => ({ ...a, month, createdAt: new Date(ctx.now) }));
            created.push(...(await tx.insert(garbageBills).values(chunk).onConflictDoNothing().returning({ amountSatang: garbageBills.amountSatang })));
          }
          const result = {
            month,
            created: created.length,
            existing: Number(existing?.n ?? 0),
            totalSatang: created.reduce((sum, b) => sum + b.amountSatang, 0),
          };
          await writeAudit(tx, ctx, {
            action: "create",
            entity: "garbage-bill",
            entityId: month,
            changes: [
              { field: "billsCreated", before: null, after: result.created },
              { field: "totalSatang", before: null, after: result.totalSatang },
            ],
          });
          return result;
        });
        return { status: 200, body: { success: true, message: "", data } };
      },
    },

    listGarbagePayments: {
      async handle(ctx) {
        const { from, to } = daysOf(ctx.query, ctx.now);
        const conditions: SQL[] = [gte(garbagePayments.createdAt, new Date(from)), lt(garbagePayments.createdAt, new Date(to))];
        if (ctx.query.accountNo) conditions.push(eq(garbageAccounts.accountNo, ctx.query.accountNo));
        if (ctx.query.state) conditions.push(eq(garbagePayments.state, ctx.query.state));
        const where = and(...conditions);
        const { rows, total } = await paymentRows(db, ctx.now, where, paging(ctx.query));
        const paidWhere = and(
          eq(garbagePayments.state, "success"),
          isNotNull(garbagePayments.paidAt),
          gte(garbagePayments.paidAt, new Date(from)),
          lt(garbagePayments.paidAt, new Date(to)),
          ...(ctx.query.accountNo ? [eq(garbageAccounts.accountNo, ctx.query.accountNo)] : []),
        );
        const day = sql<string>`to_char(${garbagePayments.paidAt} at time zone 'Asia/Bangkok', 'YYYY-MM-DD')`;
        const days = await db
          .select({ day, count: count(), amountSatang: sql<number>`sum(${garbagePayments.amountSatang})`.mapWith(Number) })
          .from(garbagePayments)
          .innerJoin(garbageAccounts, eq(garbageAccounts.id, garbagePayments.accountId))
          .where(paidWhere)
          .groupBy(day)
          .orderBy(desc(day));
        return {
          status: 200,
          body: { success: true, message: "", data: rows, total, days: days.map((d) => ({ day: d.day, count: Number(d.count), amountSatang: d.amountSatang })) },
        };
      },
    },

    listGarbageOutstanding: {
      async handle(ctx) {
        const { rows, total } = await outstandingRows(db, paging(ctx.query));
        return { status: 200, body: { success: true, message: "", data: rows, total } };
      },
    },

    listGarbageExceptions: {
      async handle(ctx) {
        const { rows, total } = await exceptionRows(db, { status: ctx.query.status ?? "open" }, paging(ctx.query));
        return { status: 200, body: { success: true, message: "", data: rows, total } };
      },
    },

    resolveGarbageException: {
      async handle(ctx) {
        const note = ctx.body.note.trim();
        if (note === "") throw badRequest([fieldError("note", "blank")]);
        const data = await db.transaction(async (tx) => {
          const [resolved] = await tx
            .update(garbageBankNotifications)
            .set({ resolvedAt: new Date(ctx.now) })
            .where(and(eq(garbageBankNotifications.id, ctx.params.id), eq(garbageBankNotifications.outcome, "exception"), isNull(garbageBankNotifications.resolvedAt)))
            .returning({ id: garbageBankNotifications.id });
          if (!resolved) {
            const [exists] = await tx
              .select({ id: garbageBankNotifications.id })
              .from(garbageBankNotifications)
              .where(and(eq(garbageBankNotifications.id, ctx.params.id), eq(garbageBankNotifications.outcome, "exception")));
            throw exists ? new HttpError(409, ctx.t("garbageExceptionResolved")) : new HttpError(404, ctx.t("garbageExceptionNotFound"));
          }
          await writeAudit(tx, ctx, {
            action: "status-change",
            entity: EXCEPTION_ENTITY,
            entityId: resolved.id,
            changes: [
              { field: "resolved", before: false, after: true },
              { field: RESOLUTION_NOTE_FIELD, before: null, after: note },
            ],
          });
          const { rows } = await exceptionRows(tx, { id: resolved.id });
          if (!rows[0]) throw new Error("resolved exception vanished");
          return rows[0];
        });
        return { status: 200, body: { success: true, message: "", data } };
      },
    },

    searchGarbageAccounts: {
      async handle(ctx) {
        const q = ctx.query;
        const conditions: SQL[] = [];
        if (q.status === "active") conditions.push(eq(garbageAccounts.active, true));
        if (q.status === "closed") conditions.push(eq(garbageAccounts.active, false));
        const text = q.q?.trim();
        if (text) {
          const pattern = `%${likeEscape(text)}%`;
          const match = or(
            ilike(garbageAccounts.accountNo, pattern),
            ilike(garbageAccounts.houseNo, pattern),
            ilike(garbageAccounts.holderName, pattern),
            ilike(garbageAccounts.address, pattern),
            ilike(persons.name, pattern),
          );
          if (match) conditions.push(match);
        }
        const where = and(...conditions);
        const { offset, limit } = paging(q);
        const rows = await accountRowQuery(db).where(where).orderBy(asc(garbageAccounts.accountNo)).limit(limit).offset(offset);
        const [total] = await db.select({ n: count() }).from(garbageAccounts).leftJoin(persons, eq(persons.id, garbageAccounts.personId)).where(where);
        return { status: 200, body: { success: true, message: "", data: rows.map(toAccountRow), total: Number(total?.n ?? 0) } };
      },
    },

    createGarbageAccount: {
      async handle(ctx) {
        const b = ctx.body;
        const values = {
          accountNo: b.accountNo,
          houseNo: b.houseNo.trim(),
          holderName: b.holderName.trim(),
          address: b.address.trim(),
          rateCode: b.rateCode,
        };
        const blank = (["houseNo", "holderName", "address"] as const).filter((f) => values[f] === "");
        if (blank.length > 0) throw badRequest(blank.map((field) => (fieldError(field, "blank"))));
        const data = await db.transaction(async (tx) => {
          const [rate] = await tx.select({ code: garbageRates.code }).from(garbageRates).where(eq(garbageRates.code, values.rateCode));
          if (!rate) throw badRequest([fieldError("rateCode", "unknownRate")]);
          const [created] = await tx.insert(garbageAccounts).values({ ...values, createdAt: new Date(ctx.now) }).onConflictDoNothing().returning();
          if (!created) throw new HttpError(409, ctx.t("garbageAccountNoTaken"), [fieldError("accountNo", "garbageAccountNoTaken")]);
          await writeAudit(tx, ctx, {
            action: "create",
            entity: "garbage-account",
            entityId: created.accountNo,
            changes: changedFields(null, values, ["accountNo", "houseNo", "holderName", "address", "rateCode"]),
          });
          return accountRowOf(tx, created.id, ctx.t("garbageAccountNotFound"));
        });
        return { status: 201, body: { success: true, message: "", data } };
      },
    },

    setGarbageAccountResident: {
      async handle(ctx) {
        const personId = ctx.body.personId;
        const data = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(garbageAccounts).where(eq(garbageAccounts.id, ctx.params.id)).for("update");
          if (!before) throw new HttpError(404, ctx.t("garbageAccountNotFound"));
          let residentName: string | null = null;
          if (personId !== null) {
            const [resident] = await tx
              .select({ name: persons.name })
              .from(persons)
              .where(and(eq(persons.id, personId), eq(persons.realm, "person")));
            if (!resident) throw badRequest([fieldError("personId", "notResidentsAccount")]);
            residentName = resident.name;
          }
          if (before.personId !== personId) {
            const [previous] = before.personId === null ? [] : await tx.select({ name: persons.name }).from(persons).where(eq(persons.id, before.personId));
            await tx.update(garbageAccounts).set({ personId }).where(eq(garbageAccounts.id, before.id));
            await writeAudit(tx, ctx, {
              action: "update",
              entity: "garbage-account",
              entityId: before.accountNo,
              changes: [
                { field: "personId", before: before.personId, after: personId },
                { field: "residentUserName", before: previous?.name ?? null, after: residentName },
              ],
            });
          }
          return accountRowOf(tx, before.id, ctx.t("garbageAccountNotFound"));
        });
        return { status: 200, body: { success: true, message: "", data } };
      },
    },

    closeGarbageAccount: {
      async handle(ctx) {
        const data = await db.transaction(async (tx) => {
          const [closed] = await tx
            .update(garbageAccounts)
            .set({ active: false })
            .where(and(eq(garbageAccounts.id, ctx.params.id), eq(garbageAccounts.active, true)))
            .returning({ id: garbageAccounts.id, accountNo: garbageAccounts.accountNo });
          if (!closed) {
            await accountRowOf(tx, ctx.params.id, ctx.t("garbageAccountNotFound"));
            throw new HttpError(409, ctx.t("garbageAccountClosed"));
          }
          await writeAudit(tx, ctx, {
            action: "status-change",
            entity: "garbage-account",
            entityId: closed.accountNo,
            changes: [{ field: "active", before: true, after: false }],
          });
          return accountRowOf(tx, closed.id, ctx.t("garbageAccountNotFound"));
        });
        return { status: 200, body: { success: true, message: "", data } };
      },
    },

    searchGarbageResidents: {
      async handle(ctx) {
        const text = ctx.query.q.trim();
        if (text.length < 2) throw badRequest([fieldError("q", "minCharsBesidesSpaces", { min: 2 })]);
        const limit = ctx.query.limit ?? 20;
        let match: SQL | undefined;
        if (/^[0-9]{13}$/.test(text)) match = eq(persons.citizenId, text);
        else {
          const pattern = `%${likeEscape(text)}%`;
          match = or(ilike(persons.name, pattern), ilike(personProfiles.firstname, pattern), ilike(personProfiles.lastname, pattern));
        }
        const where = and(eq(persons.realm, "person"), match);
        const rows = await db
          .select({ person: persons, profile: personProfiles })
          .from(persons)
          .leftJoin(personProfiles, eq(personProfiles.personId, persons.id))
          .where(where)
          .orderBy(asc(persons.name))
          .limit(limit);
        const [total] = await db.select({ n: count() }).from(persons).leftJoin(personProfiles, eq(personProfiles.personId, persons.id)).where(where);
        const data = rows.map(({ person, profile }) => ({
          id: person.id,
          userName: person.name,
          fullName: profile ? fullName(profile) : null,
          citizenIdLast4: citizenIdLast4(person.citizenId),
          address: profile
            ? [profile.addressLine, profile.subdistrict, profile.district, profile.province].filter((part): part is string => !!part && part.trim() !== "").join(" ") || null
            : null,
        }));
        return { status: 200, body: { success: true, message: "", data, total: Number(total?.n ?? 0) } };
      },
    },

    exportGarbage: {
      async handle(ctx) {
        let records: CsvCell[][];
        const time = (at: string | null) => csvTime(at, ctx.language);
        if (ctx.query.report === "payments") {
          const { from, to } = daysOf(ctx.query, ctx.now);
          const { rows } = await paymentRows(
            db,
            ctx.now,
            and(eq(garbagePayments.state, "success"), gte(garbagePayments.paidAt, new Date(from)), lt(garbagePayments.paidAt, new Date(to))),
          );
          records = [
            ["paidAt", "receiptNo", "paymentNo", "accountNo", "holderName", "months", "amount", "bankTransactionId"],
            ...rows.map((r) => [time(r.paidAt), r.receiptNo, r.paymentNo, r.accountNo, r.holderName, r.months.join(" "), bahtFigures(r.amountSatang).replace(/,/g, ""), r.bankTransactionId]),
          ];
        } else if (ctx.query.report === "outstanding") {
          const { rows } = await outstandingRows(db);
          records = [
            ["accountNo", "houseNo", "holderName", "rateCode", "months", "outstanding", "linked"],
            ...rows.map((r) => [r.accountNo, r.houseNo, r.holderName, r.rateCode, r.months.join(" "), bahtFigures(r.outstandingSatang).replace(/,/g, ""), r.linked]),
          ];
        } else {
          const { rows } = await exceptionRows(db, { status: "all" });
          records = [
            ["receivedAt", "transactionId", "reason", "ref1", "ref2", "amount", "expected", "paymentNo", "simulated", "resolvedAt", "resolvedBy", "resolutionNote"],
            ...rows.map((r) => [
              time(r.receivedAt),
              r.transactionId,
              r.reason,
              r.ref1,
              r.ref2,
              bahtFigures(r.amountSatang).replace(/,/g, ""),
              r.expectedSatang === null ? null : bahtFigures(r.expectedSatang).replace(/,/g, ""),
              r.paymentNo,
              r.simulated,
              time(r.resolvedAt),
              r.resolvedBy,
              r.resolutionNote,
            ]),
          ];
        }
        // Formula-like texts neutralised, times in Bangkok time as the finance page shows them (lib/csv.ts).
        const csv = toCsv(records);
        return {
          status: 200,
          body: csv,
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="garbage-${ctx.query.report}-${bangkokDay(ctx.now)}.csv"`,
          },
        };
      },
    },
  };
}
