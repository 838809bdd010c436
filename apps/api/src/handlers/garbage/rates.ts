/** The finance officers' settings of the garbage fee (tag `garbage`, issue 13; see `index.ts`). */
import { asc, count, eq } from "drizzle-orm";
import { bangkokMonth } from "@eoffice/thai";
import { writeAudit } from "../../audit/audit";
import type { OperationHandler } from "../types";
import { garbageAccounts, garbageBills, garbageRates } from "../../db/schema";
import { HttpError, badRequest } from "../../lib/errors";
import type { HandlerDeps } from "../deps";
import { fieldError } from "../../i18n/field-messages";
import { billerIdOf, settingsOf } from "./shared";

/** How far back a bill run may go (a forgotten month can still be billed; a typo such as 0202-01 cannot). */
const BILL_RUN_MONTHS_BACK = 36;

/** Bills inserted per statement by a bill run. */
const BILL_RUN_CHUNK = 2000;

/** The finance officers' settings of the garbage fee: the settings answer, the rate categories and the monthly bill run (idempotent). */
export function garbageRateHandlers(deps: HandlerDeps): {
  [K in
    | "getGarbageSettings"
    | "listGarbageRates"
    | "updateGarbageRate"
    | "runGarbageBills"]: OperationHandler<K>;
} {
  const { db } = deps;
  return {
    getGarbageSettings: {
      async handle() {
        const settings = settingsOf(deps);
        return { status: 200, body: { success: true, message: "", data: { billerId: await billerIdOf(db), simulation: settings.simulation } } };
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
  };
}
