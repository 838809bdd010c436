/**
 * The garbage collection fee (issue 13): rates, accounts, bills, payments, receipts and the bank's notifications.
 */
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { persons } from "./accounts";

/**
 * Rate categories of the garbage collection fee (issue 13; contract `GarbageRate`): a monthly fee in satang per
 * category (household, shop, market stall ...), set by finance officers. A bill run charges each account its
 * category's rate of the day it runs; changing a rate never changes a bill already issued.
 */
export const garbageRates = pgTable(
  "garbage_rates",
  {
    code: varchar("code", { length: 40 }).primaryKey(),
    nameTh: varchar("name_th", { length: 200 }).notNull(),
    nameEn: varchar("name_en", { length: 200 }).notNull(),
    /** Monthly fee, integer satang. */
    monthlySatang: integer("monthly_satang").notNull(),
    orderNo: integer("order_no").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check("garbage_rates_monthly_satang_check", sql`${t.monthlySatang} between 0 and 100000000`)],
);

/**
 * Garbage-fee accounts, one per household or business (contract `GarbageAccount`). A resident links an account
 * to their person by its number and house number (`person_id`); the account number is reference 1 of the
 * PromptPay bill-payment QR, so it is digits only.
 */
export const garbageAccounts = pgTable(
  "garbage_accounts",
  {
    id: serial("id").primaryKey(),
    accountNo: varchar("account_no", { length: 20 }).notNull(),
    houseNo: varchar("house_no", { length: 40 }).notNull(),
    holderName: varchar("holder_name", { length: 200 }).notNull(),
    address: varchar("address", { length: 500 }).notNull(),
    rateCode: varchar("rate_code", { length: 40 })
      .notNull()
      .references(() => garbageRates.code),
    personId: integer("person_id").references(() => persons.id, { onDelete: "set null" }),
    /** False once the account is closed: no new bills. */
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("garbage_accounts_account_no_key").on(t.accountNo),
    index("garbage_accounts_person_id_idx").on(t.personId),
    check("garbage_accounts_account_no_check", sql`${t.accountNo} ~ '^[0-9]{6,20}$'`),
  ],
);

/**
 * Monthly bills (contract `GarbageBill`), created by a bill run: one per account and month (`YYYY-MM`), so that
 * running it twice for a month creates nothing new. `paid_payment_id` is set when a payment of the bill succeeds.
 */
export const garbageBills = pgTable(
  "garbage_bills",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => garbageAccounts.id, { onDelete: "cascade" }),
    month: varchar("month", { length: 7 }).notNull(),
    amountSatang: integer("amount_satang").notNull(),
    paidPaymentId: integer("paid_payment_id").references((): AnyPgColumn => garbagePayments.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("garbage_bills_account_id_month_key").on(t.accountId, t.month),
    index("garbage_bills_unpaid_idx").on(t.accountId).where(sql`${t.paidPaymentId} is null`),
    check("garbage_bills_month_check", sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("garbage_bills_amount_check", sql`${t.amountSatang} >= 0`),
  ],
);

/** Per-Buddhist-year counter behind garbage-fee receipt numbers (`GR-<BE year>-<6 digits>`, issue 13). */
export const garbageReceiptSequences = pgTable("garbage_receipt_sequences", {
  beYear: integer("be_year").primaryKey(),
  lastValue: integer("last_value").notNull(),
});

/** States of a payment, after GOV.UK Pay (docs/anchors.md section 3; contract `GarbagePaymentState`). */
export const GARBAGE_PAYMENT_STATES = ["created", "started", "submitted", "success", "failed", "cancelled", "expired"] as const;

/** A payment's state. */
export type GarbagePaymentState = (typeof GARBAGE_PAYMENT_STATES)[number];

/**
 * Payments of one or more bills of one account by a PromptPay bill-payment QR (contract `GarbagePayment`). The
 * payment number is reference 2 of the QR; the receipt number is given when the payment succeeds.
 */
export const garbagePayments = pgTable(
  "garbage_payments",
  {
    id: serial("id").primaryKey(),
    paymentNo: varchar("payment_no", { length: 20 }).notNull(),
    accountId: integer("account_id")
      .notNull()
      .references(() => garbageAccounts.id, { onDelete: "cascade" }),
    personId: integer("person_id").references(() => persons.id, { onDelete: "set null" }),
    amountSatang: integer("amount_satang").notNull(),
    state: varchar("state", { length: 12 }).notNull().$type<GarbagePaymentState>(),
    /** GOV.UK Pay style failure code: P0010 rejected, P0020 expired, P0030 cancelled by the payer. */
    failureCode: varchar("failure_code", { length: 10 }),
    /** The EMVCo payload of the QR (set when started). */
    qrPayload: text("qr_payload"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    bankTransactionId: varchar("bank_transaction_id", { length: 64 }),
    receiptNo: varchar("receipt_no", { length: 30 }),
    language: varchar("language", { length: 2 }).notNull().default("th").$type<"th" | "en">(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("garbage_payments_payment_no_key").on(t.paymentNo),
    uniqueIndex("garbage_payments_receipt_no_key").on(t.receiptNo),
    index("garbage_payments_account_id_idx").on(t.accountId),
    index("garbage_payments_paid_at_idx").on(t.paidAt),
    check("garbage_payments_state_check", sql`${t.state} in ('created', 'started', 'submitted', 'success', 'failed', 'cancelled', 'expired')`),
    check("garbage_payments_amount_check", sql`${t.amountSatang} > 0`),
  ],
);

/** The bills a payment covers. */
export const garbagePaymentBills = pgTable(
  "garbage_payment_bills",
  {
    paymentId: integer("payment_id")
      .notNull()
      .references(() => garbagePayments.id, { onDelete: "cascade" }),
    billId: integer("bill_id")
      .notNull()
      .references(() => garbageBills.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.billId] }), index("garbage_payment_bills_bill_id_idx").on(t.billId)],
);

/** What became of a bank notification. */
export type GarbageNotificationOutcome = "paid" | "failed" | "exception";

/**
 * Every correctly signed payment notification of the bank, once per bank transaction id (a replay is answered
 * from this row and recorded nowhere else). `outcome` `exception` lists it for finance officers (amount or
 * reference not matching, or a second payment of a finished payment); `resolved_at` when one has dealt with it.
 */
export const garbageBankNotifications = pgTable(
  "garbage_bank_notifications",
  {
    id: serial("id").primaryKey(),
    transactionId: varchar("transaction_id", { length: 64 }).notNull(),
    payload: jsonb("payload").notNull().$type<Record<string, unknown>>(),
    paymentId: integer("payment_id").references(() => garbagePayments.id, { onDelete: "set null" }),
    outcome: varchar("outcome", { length: 12 }).notNull().$type<GarbageNotificationOutcome>(),
    reason: varchar("reason", { length: 40 }),
    amountSatang: integer("amount_satang").notNull(),
    ref1: varchar("ref1", { length: 40 }).notNull(),
    ref2: varchar("ref2", { length: 40 }).notNull(),
    /** True when the staff "simulate the bank" action of the embedded demo sent it. */
    simulated: boolean("simulated").notNull().default(false),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("garbage_bank_notifications_transaction_id_key").on(t.transactionId),
    index("garbage_bank_notifications_exception_idx").on(t.receivedAt).where(sql`${t.outcome} = 'exception'`),
    check("garbage_bank_notifications_outcome_check", sql`${t.outcome} in ('paid', 'failed', 'exception')`),
  ],
);
