/**
 * E-service catalogue (contract tag `eservice`; issue 12 items 1 and 2): the public catalogue, one service, and the
 * staff administrators' edit (form checked by `eservices/form.ts`, audited). The free slots of booking services and
 * a resident's request are `eservice-request.ts`.
 */
import { eq } from "drizzle-orm";
import { changedFields, writeAudit } from "../audit/audit";
import type { OperationHandler } from "./types";
import { eServices } from "../db/schema";
import { findService, selectServices, toEServices } from "../eservices/catalogue";
import { checkServiceForm } from "../eservices/form";
import { HttpError, badRequest } from "../lib/errors";
import type { HandlerDeps } from "./deps";
import { trimmedTexts } from "./owned-rows";

type Handlers = {
  [K in
    | "listEServices"
    | "listEServicesAdmin"
    | "getEService"
    | "updateEService"]: OperationHandler<K>;
};

/** Fields of a service the audit log compares on an edit. */
const AUDITED_FIELDS = ["name", "description", "requirements", "feeSatang", "targetDays", "active", "form"] as const;

/** The e-service catalogue handlers. */
export function eServiceHandlers(deps: HandlerDeps): Handlers {
  const { db } = deps;

  return {
    listEServices: {
      async handle() {
        const data = await toEServices(db, await selectServices(db, eq(eServices.active, true)));
        return { status: 200, body: { success: true, message: "", total: data.length, data } };
      },
    },

    listEServicesAdmin: {
      async handle() {
        const data = await toEServices(db, await selectServices(db));
        return { status: 200, body: { success: true, message: "", total: data.length, data } };
      },
    },

    getEService: {
      async handle(ctx) {
        const row = await findService(db, ctx.params.code);
        if (!row) throw new HttpError(404, ctx.t("serviceNotFound"));
        const [data] = await toEServices(db, [row]);
        if (!data) throw new Error("service vanished");
        return { status: 200, body: { success: true, message: "", data } };
      },
    },

    updateEService: {
      async handle(ctx) {
        const body = ctx.body;
        const name = body.name && trimmedTexts("name", { th: body.name.th, en: body.name.en });
        const description = body.description && trimmedTexts("description", { th: body.description.th, en: body.description.en });
        if (body.form) {
          const errors = checkServiceForm(body.form as Parameters<typeof checkServiceForm>[0]);
          if (errors.length > 0) throw badRequest(errors);
        }
        const updated = await db.transaction(async (tx) => {
          const [current] = await tx.select().from(eServices).where(eq(eServices.code, ctx.params.code)).for("update");
          if (!current) throw new HttpError(404, ctx.t("serviceNotFound"));
          const [before] = await toEServices(tx, [{ service: current, division: { id: current.unitId, nameTh: "", nameEn: "" } }]);
          await tx
            .update(eServices)
            .set({
              ...(name ? { nameTh: name.th, nameEn: name.en } : {}),
              ...(description ? { descriptionTh: description.th, descriptionEn: description.en } : {}),
              ...(body.requirements ? { requirements: body.requirements } : {}),
              ...(body.feeSatang !== undefined ? { feeSatang: body.feeSatang } : {}),
              ...(body.targetDays !== undefined ? { targetDays: body.targetDays } : {}),
              ...(body.active !== undefined ? { active: body.active } : {}),
              ...(body.form ? { form: body.form as typeof current.form } : {}),
              updatedAt: new Date(ctx.now),
            })
            .where(eq(eServices.id, current.id));
          const row = await findService(tx, current.code, false);
          if (!row) throw new Error("service vanished after update");
          const [after] = await toEServices(tx, [row]);
          if (!before || !after) throw new Error("service vanished after update");
          await writeAudit(
            tx,
            { auth: ctx.auth, clientIp: ctx.clientIp, requestId: ctx.requestId, now: ctx.now },
            { action: "update", entity: "e-service", entityId: current.id, changes: changedFields(before, after, AUDITED_FIELDS) },
          );
          return after;
        });
        return { status: 200, body: { success: true, message: "", data: updated } };
      },
    },
  };
}
