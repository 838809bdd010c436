/** The bank's side of the garbage fee (tag `garbage`, issue 13; see `index.ts`). */
import { eq } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { writeAudit } from "../../audit/audit";
import type { OperationHandler } from "../types";
import { garbageAccounts, garbagePayments } from "../../db/schema";
import { processNotification, signBody, verifySignature } from "../../garbage/bank";
import { HttpError } from "../../lib/errors";
import type { HandlerDeps } from "../deps";
import { billerIdOf, settingsOf } from "./shared";

/** The bank's side of the garbage fee: its HMAC-signed payment notifications (`garbage/bank.ts`) and, in the embedded demo, the finance officers' "simulate the bank". */
export function garbageBankHandlers(deps: HandlerDeps): {
  [K in
    | "receiveGarbageBankNotification"
    | "simulateGarbageBank"]: OperationHandler<K>;
} {
  const { db } = deps;
  return {
    receiveGarbageBankNotification: {
      async handle(ctx) {
        const settings = settingsOf(deps);
        const header = ctx.headers["x-bank-signature"];
        const signature = typeof header === "string" ? header : undefined;
        const secrets = [settings.bankSecret, ...(settings.previousBankSecrets ?? [])];
        if (!secrets.some((secret) => verifySignature(secret, ctx.rawBody, signature))) throw new HttpError(401, ctx.t("garbageBadSignature"));
        const data = await processNotification(db, ctx.body, { billerId: await billerIdOf(db), portalUrl: deps.portalUrl, now: ctx.now, simulated: false });
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
          billerId: await billerIdOf(db),
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
          billerId: await billerIdOf(db),
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
  };
}
