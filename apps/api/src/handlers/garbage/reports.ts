/** The finance officers' lists of the garbage fee (tag `garbage`, issue 13; see `index.ts`). */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { bangkokDay, bangkokDayStart } from "@eoffice/thai";
import { writeAudit } from "../../audit/audit";
import type { OperationHandler } from "../types";
import type { Db, Tx } from "../../db/database";
import { auditLog, garbageAccounts, garbageBankNotifications, garbageBills, garbagePayments } from "../../db/schema";
import { expireDuePayments } from "../../garbage/expiry";
import { bahtFigures } from "@eoffice/thai/baht";
import { HttpError, badRequest } from "../../lib/errors";
import { paging, type HandlerDeps } from "../deps";
import { csvTime, toCsv, type CsvCell } from "../../lib/csv";
import { fieldError } from "../../i18n/field-messages";
import { monthsOfPayments } from "./shared";

const DAY_MS = 24 * 60 * 60 * 1000;

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

/** The finance officers' lists of the garbage fee: payments by day, outstanding accounts, the bank's exceptions (and their resolution with a note), and the CSV export of each. */
export function garbageReportHandlers(deps: HandlerDeps): {
  [K in
    | "listGarbagePayments"
    | "listGarbageOutstanding"
    | "listGarbageExceptions"
    | "resolveGarbageException"
    | "exportGarbage"]: OperationHandler<K>;
} {
  const { db } = deps;
  return {
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
