/**
 * Checking the result of a case without an account (contract tag `checkresult`; issue 12 item 4; docs/spec/portal-spec.md
 * section 2 `/e-service/main/checkresult`): a reference number plus the telephone given on the case (or in the
 * resident's profile) or the last four digits of the resident's national ID answers the case's status and timeline,
 * without staff names, internal notes or contact details.
 *
 * A wrong pair, an unknown reference and a whistleblowing report (followed with its tracking code instead) answer the
 * same 404. Attempts are throttled in the database: every attempt per client address (the contract's quota
 * `check-result`), and wrong attempts per reference number and client address (`auth/throttle.ts`, a right one is
 * taken back). Not per reference alone: references are sequential, so a limit per reference let anyone block every
 * case's owner (tracker issue 36 item 7); trying the 10,000 endings of a national ID against one case now takes
 * about 1,000 addresses.
 */
import { and, eq } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { enforce, refund, THROTTLE_RULES } from "../auth/throttle";
import { OPEN_STATUSES } from "../cases/lifecycle";
import { caseHistoryOf } from "../cases/view";
import type { OperationHandler } from "./types";
import { complaintKinds, complaintStatuses, complaints, complaintTypes, eServices, orgUnits, personProfiles, persons, satisfactionResponses, type CaseStatus } from "../db/schema";
import { HttpError, badRequest } from "../lib/errors";
import type { HandlerDeps } from "./deps";
import { fieldError } from "../i18n/field-messages";

/** History actions whose comment a checker sees: the closing note, the reason of a rejection or a reopening. */
const PUBLIC_COMMENTS: ReadonlySet<Schemas["CaseAction"]> = new Set(["completed", "rejected", "reopened"]);

/**
 * A reference number as people type it, made canonical: capitals, no spaces, and the hyphens of
 * `XX-<4 digits>-<6 digits>` put back when they were left out (`cp2569000042` -> `CP-2569-000042`).
 */
export function normaliseReference(input: string): string {
  const compact = input.toUpperCase().replace(/[\s\u200b]+/g, "");
  const parts = /^([A-Z]{2})-?(\d{4})-?(\d{6})$/.exec(compact);
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : compact;
}

/**
 * The digits of a Thai telephone number, the country code written as the trunk 0 (`+66 81 234 5678` ->
 * `0812345678`); null when it has fewer than 9 or more than 15 digits.
 */
export function phoneDigits(input: string | null | undefined): string | null {
  if (!input) return null;
  let digits = input.replace(/\D/g, "");
  if (digits.startsWith("66") && (digits.length === 11 || digits.length === 10)) digits = `0${digits.slice(2)}`;
  return digits.length >= 9 && digits.length <= 15 ? digits : null;
}

/** The check-result handler. */
export function checkResultHandlers(deps: HandlerDeps): { checkResult: OperationHandler<"checkResult"> } {
  const { db } = deps;
  return {
    checkResult: {
      async handle(ctx) {
        const body = ctx.body;
        if ((body.phone === undefined) === (body.idLast4 === undefined)) {
          throw badRequest([fieldError("phone", "phoneOrIdLast4")]);
        }
        const phone = body.phone === undefined ? null : phoneDigits(body.phone);
        if (body.phone !== undefined && phone === null) throw badRequest([fieldError("phone", "phoneDigits")]);
        const reference = normaliseReference(body.reference);
        if (!reference) throw badRequest([fieldError("reference", "blank")]);

        // Wrong pairs per reference *and* address: a per-reference limit let anyone block every case's owner.
        const wrongPairs = JSON.stringify([reference, ctx.clientIp]);
        await enforce(db, THROTTLE_RULES.checkResultReference, wrongPairs, ctx.now, ctx.t("checkResultThrottled"));

        const [row] = await db
          .select({
            complaint: complaints,
            status: complaintStatuses,
            unit: { id: orgUnits.id, nameTh: orgUnits.nameTh, nameEn: orgUnits.nameEn },
            kind: { nameTh: complaintKinds.nameTh, nameEn: complaintKinds.nameEn },
            type: { nameTh: complaintTypes.nameTh, nameEn: complaintTypes.nameEn },
            service: { nameTh: eServices.nameTh, nameEn: eServices.nameEn },
            citizenId: persons.citizenId,
            profilePhone: personProfiles.phone,
          })
          .from(complaints)
          .innerJoin(complaintStatuses, eq(complaintStatuses.id, complaints.statusId))
          .leftJoin(orgUnits, eq(orgUnits.id, complaints.unitId))
          .leftJoin(complaintKinds, eq(complaintKinds.id, complaints.complaintKindId))
          .leftJoin(complaintTypes, eq(complaintTypes.id, complaints.complaintTypeId))
          .leftJoin(eServices, eq(eServices.id, complaints.serviceId))
          .leftJoin(persons, eq(persons.id, complaints.personId))
          .leftJoin(personProfiles, eq(personProfiles.personId, complaints.personId))
          .where(and(eq(complaints.complaintNo, reference), eq(complaints.confidential, false)));

        const matches =
          row !== undefined &&
          (phone !== null
            ? phoneDigits(row.complaint.phone) === phone || phoneDigits(row.profilePhone) === phone
            : row.citizenId !== null && row.citizenId.length === 13 && row.citizenId.endsWith(body.idLast4 ?? "-"));
        if (!row || !matches) throw new HttpError(404, ctx.t("checkResultNotFound"));
        await refund(db, THROTTLE_RULES.checkResultReference, wrongPairs);

        const c = row.complaint;
        const [history, rated] = await Promise.all([
          caseHistoryOf(db, c.id, "resident"),
          db.select({ id: satisfactionResponses.id }).from(satisfactionResponses).where(eq(satisfactionResponses.caseId, c.id)),
        ]);
        const s = row.status;
        const subject = row.service ?? row.kind ?? row.type ?? { nameTh: "", nameEn: "" };
        const data: Schemas["CheckResult"] = {
          id: c.id,
          complaintNo: c.complaintNo,
          subject: { nameTh: subject.nameTh, nameEn: subject.nameEn },
          status: { id: s.id, code: s.code, nameTh: s.nameTh, nameEn: s.nameEn, orderNo: s.orderNo, isFinal: s.isFinal },
          unit: row.unit,
          createdAt: c.createdAt.toISOString(),
          dueAt: c.dueAt.toISOString(),
          overdue: OPEN_STATUSES.includes(s.code as CaseStatus) && ctx.now > c.dueAt.getTime(),
          completedAt: c.completedAt ? c.completedAt.toISOString() : null,
          closedAt: c.closedAt ? c.closedAt.toISOString() : null,
          rated: rated.length > 0,
          history: history.map((h) => ({
            at: h.at,
            action: h.action,
            fromStatus: h.fromStatus,
            toStatus: h.toStatus,
            unit: h.toUnit,
            comment: PUBLIC_COMMENTS.has(h.action) ? h.comment : null,
          })),
        };
        return { status: 200, body: { success: true, message: "", data } };
      },
    },
  };
}
