/**
 * E-service requests (contract tag `eservice`; issue 12 items 2 and 3): the free slots of a booking service and a
 * resident's request. The catalogue is `eservice.ts`.
 *
 * A request is a case: it is inserted by the complaints' {@link insertCase} (same life cycle, history, queue, notes,
 * files and notifications), routed to the service's division and due after its target days, with its answers in
 * `form_data`; a booking is inserted in the same transaction and an overlap (refused by the database, 23P01)
 * answers 409 naming `booking` with no case created.
 */
import type { Schemas } from "@eoffice/api-client";
import { eq } from "drizzle-orm";
import { loadCase, toComplaint } from "../cases/view";
import type { OperationHandler } from "./types";
import { personProfiles } from "../db/schema";
import { checkBooking, insertBooking, isBookingConflict, MAX_AVAILABILITY_DAYS, takenPeriods } from "../eservices/booking";
import { findService, resourcesOf } from "../eservices/catalogue";
import { checkFormAnswers, fileFields } from "../eservices/form";
import { summariseRequest } from "../eservices/summary";
import { attachPendingFiles } from "../files/storage";
import { HttpError, badRequest } from "../lib/errors";
import { insertCase } from "./complaint";
import { signedIn, type HandlerDeps } from "./deps";
import { fieldError } from "../i18n/field-messages";

/** One day in ms. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The e-service request handlers: a booking service's free slots, a resident's request. */
export function eServiceRequestHandlers(deps: HandlerDeps): {
  [K in "getEServiceAvailability" | "createEServiceRequest"]: OperationHandler<K>;
} {
  const { db, portalUrl } = deps;

  return {
    getEServiceAvailability: {
      async handle(ctx) {
        const from = Date.parse(ctx.query.from);
        const to = Date.parse(ctx.query.to);
        if (to <= from) throw badRequest([fieldError("to", "afterFrom")]);
        if (to - from > MAX_AVAILABILITY_DAYS * DAY_MS) throw badRequest([fieldError("to", "maxDaysAfterFrom", { days: MAX_AVAILABILITY_DAYS })]);
        const row = await findService(db, ctx.params.code);
        if (!row) throw new HttpError(404, ctx.t("serviceNotFound"));
        const unit = row.service.bookingUnit;
        if (unit === null) throw new HttpError(404, ctx.t("serviceNoBooking"));
        const resources = (await resourcesOf(db, [row.service.id])).get(row.service.id) ?? [];
        const taken = await takenPeriods(
          db,
          resources.map((r) => r.id),
          from,
          to,
        );
        return {
          status: 200,
          body: {
            success: true,
            message: "",
            data: {
              unit,
              from: new Date(from).toISOString(),
              to: new Date(to).toISOString(),
              resources: resources.map((r) => ({ ...r, taken: taken.get(r.id) ?? [] })),
            },
          },
        };
      },
    },

    createEServiceRequest: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const body = ctx.body;
        const found = await findService(db, body.serviceCode);
        if (!found) throw badRequest([fieldError("serviceCode", "notActiveService")]);
        const service = found.service;
        const data = body.data as Record<string, unknown>;
        const errors = await checkFormAnswers(service, data, ctx.now);
        const period = await checkBooking(db, service, body.booking, ctx.now);
        if (Array.isArray(period)) errors.push(...period);
        if (errors.length > 0) throw badRequest(errors);
        const booked = Array.isArray(period) ? null : period;
        const summary = summariseRequest(service.form, data);
        let phone = summary.phone;
        if (phone === null) {
          const [profile] = await db.select({ phone: personProfiles.phone }).from(personProfiles).where(eq(personProfiles.personId, auth.personId));
          phone = profile?.phone ?? null;
        }
        let created: { complaintNo: string; answer: { success: true; message: string; data: Schemas["Complaint"] } };
        try {
          created = await db.transaction(async (tx) => {
            const c = await insertCase(
              tx,
              {
                routing: {
                  complaintTypeId: null,
                  complaintKindId: null,
                  serviceId: service.id,
                  unitId: service.unitId,
                  targetDays: service.targetDays,
                  confidential: false,
                },
                formData: data,
                detail: summary.detail,
                location: summary.location,
                phone,
                personId: auth.personId,
                channel: "web",
                actor: { kind: "resident", id: auth.personId },
              },
              ctx.now,
              portalUrl,
            );
            if (booked) await insertBooking(tx, c.id, booked);
            // Files of the form's file fields join the case like a complaint's photos; a 400 names their field.
            for (const field of fileFields(service.form)) {
              const ids = data[field];
              if (Array.isArray(ids) && ids.length > 0) {
                await attachPendingFiles(tx, {
                  fileIds: ids as string[],
                  uploaderId: auth.personId,
                  caseId: c.id,
                  noteId: null,
                  language: ctx.language,
                  field: `data.${field}`,
                });
              }
            }
            if (body.fileIds?.length) {
              await attachPendingFiles(tx, { fileIds: body.fileIds, uploaderId: auth.personId, caseId: c.id, noteId: null, language: ctx.language });
            }
            const row = await loadCase(tx, c.id);
            if (!row) throw new Error("request vanished after insert");
            const answer = { success: true as const, message: "", data: toComplaint(row, "resident", ctx.now, auth.personId) };
            // The Idempotency-Key with its answer in the filing's transaction: a crash leaves both or neither.
            await ctx.idempotency?.record(tx, 201, answer);
            return { complaintNo: c.complaintNo, answer };
          });
        } catch (err) {
          if (isBookingConflict(err)) {
            throw new HttpError(409, ctx.t("bookingTaken"), [fieldError("booking", "bookingOverlap")]);
          }
          throw err;
        }
        ctx.log.info({ complaintNo: created.complaintNo, service: service.code }, "e-service request filed");
        return { status: 201, body: created.answer };
      },
    },
  };
}
