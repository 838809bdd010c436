/**
 * What several groups of the garbage-fee handlers share: the months a payment covers, the fee's settings and what it
 * takes from the municipality's identity (the PromptPay biller ID, the details on receipts; tracker issue 38 item 1).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { garbageBills, garbagePaymentBills } from "../../db/schema";
import { keyedError } from "../../lib/errors";
import { readIdentity } from "../../identity/identity";
import type { Receipt } from "../../garbage/receipt";
import type { GarbageSettings, HandlerDeps } from "../deps";

/** The months a payment covers, oldest first. */
export async function monthsOfPayments(db: Db | Tx, paymentIds: number[]): Promise<Map<number, string[]>> {
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

/** The settings, or a 403 when the server runs without them (never with `buildServer`). */
export function settingsOf(deps: HandlerDeps): GarbageSettings {
  if (!deps.garbage) throw keyedError(403, "garbageNotConfigured");
  return deps.garbage;
}

/** The PromptPay biller ID of the garbage fee's QR: the identity's, as stored now. */
export async function billerIdOf(db: Db | Tx): Promise<string> {
  return (await readIdentity(db)).billerId;
}

/** The municipality's details a receipt prints: the identity's names, address with telephone, and tax ID. */
export async function receiptMunicipalityOf(db: Db | Tx): Promise<Receipt["municipality"]> {
  const row = await readIdentity(db);
  return {
    nameTh: row.nameTh,
    nameEn: row.nameEn,
    addressTh: `${row.addressTh} โทร. ${row.telephone}`,
    addressEn: `${row.addressEn}, tel. ${row.telephone}`,
    taxId: row.taxId,
  };
}
